package yonin

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestUpstream_NearestUnmatedKamicha(t *testing.T) {
	tests := []struct {
		name  string
		seat  int
		mated [Seats]bool
		want  int
	}{
		{"上家 of seat 1 is seat 0, who moves just before it", 1, [Seats]bool{}, 0},
		{"上家 of seat 0 is seat 3", 0, [Seats]bool{}, 3},
		{"a mated 上家 is skipped", 1, [Seats]bool{0: true}, 3},
		{"two mated are skipped", 1, [Seats]bool{0: true, 3: true}, 2},
		{"nobody left", 1, [Seats]bool{0: true, 2: true, 3: true}, NoSeat},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, NearestUnmatedKamicha(tt.seat, tt.mated))
		})
	}
}

func TestTurnOrder_PositionFromTheParent(t *testing.T) {
	assert.Equal(t, 0, TurnPosition(2, 2))
	assert.Equal(t, 3, TurnPosition(1, 2))
	assert.Equal(t, 1, TurnPosition(0, 3))
}
