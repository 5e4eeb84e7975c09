package igo

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The colour the other side of a game plays: Black's opponent plays White
// (and Pair Go's rotation, which shares the type, passes the move across).
func TestColour_OtherIsTheOpponentsColour(t *testing.T) {
	for _, c := range []struct{ c, other Colour }{{Black, White}, {White, Black}, {0, 0}} {
		assert.Equal(t, c.other, c.c.Other(), c.c.String())
	}
}
