package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLayOut_ArrowsRunDownWhereTheyCan(t *testing.T) {
	tests := []struct {
		name   string
		files  []string
		arrows []arrow
		order  []string
		back   int
	}{
		{"a chain runs down", []string{"c", "b", "a"}, []arrow{{"a", "b"}, {"b", "c"}}, []string{"a", "b", "c"}, 0},
		{"a loop of two has one arrow back", []string{"a", "b"}, []arrow{{"a", "b"}, {"b", "a"}}, []string{"a", "b"}, 1},
		{"a loop of three has one arrow back", []string{"a", "b", "c", "d"}, []arrow{{"a", "b"}, {"b", "c"}, {"c", "a"}, {"c", "d"}}, []string{"a", "b", "c", "d"}, 1},
		{"a file to itself is no arrow", []string{"a"}, []arrow{{"a", "a"}}, []string{"a"}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGraph(tt.files, tt.arrows)
			order := layOut(g)
			assert.Equal(t, tt.order, order)
			assert.Len(t, backArrows(g, order), tt.back)
		})
	}
}
