package pairgo

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

var (
	bCap  = Mover{Black, RoleCaptain}
	wCap  = Mover{White, RoleCaptain}
	bPart = Mover{Black, RolePartner}
	wPart = Mover{White, RolePartner}
)

func TestRotation_TableCardMoves1To4(t *testing.T) {
	tests := []struct {
		name   string
		stones int
		want   [4]Mover
	}{
		// Black woman → White woman → Black man → White man.
		{"EvenGameBlackCaptainFirst", 0, [4]Mover{bCap, wCap, bPart, wPart}},
		// With stones: White's woman first, then Black's man.
		{"TwoStonesWhiteCaptainFirstThenBlackPartner", 2, [4]Mover{wCap, bPart, wPart, bCap}},
		{"FiveStones", 5, [4]Mover{wCap, bPart, wPart, bCap}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, FirstMoves(tt.stones))
			for n := 1; n <= 12; n++ {
				assert.Equal(t, tt.want[(n-1)%4], MoverOf(n, tt.stones), "move %d", n)
			}
		})
	}
}

func TestRotation_TableCardText(t *testing.T) {
	en, ja := RotationText(0)
	assert.Equal(t, "1 Black captain → 2 White captain → 3 Black partner → 4 White partner", en)
	assert.Equal(t, "1 黒キャプテン → 2 白キャプテン → 3 黒パートナー → 4 白パートナー", ja)
	en, ja = RotationText(4)
	assert.Equal(t, "After the 4 handicap stones: 1 White captain → 2 Black partner → 3 White partner → 4 Black captain", en)
	assert.Equal(t, "置石4子を置いた後、1 白キャプテン → 2 黒パートナー → 3 白パートナー → 4 黒キャプテン", ja)
}

func TestRotation_ResumesFromTheLastMover(t *testing.T) {
	assert.Equal(t, wCap, Next(bCap))
	assert.Equal(t, bPart, Next(wCap))
	assert.Equal(t, wPart, Next(bPart))
	assert.Equal(t, bCap, Next(wPart))
	assert.Equal(t, bCap, Next(Mover{}), "an unknown mover restarts the rotation")
}

func TestRotation_ClassifyRotationErrorAndDoubleMove(t *testing.T) {
	tests := []struct {
		name             string
		previous, actual Mover
		want             Misplay
	}{
		{"InRotation", bCap, wCap, InRotation},
		{"WrongPartnerIsRotationError", bCap, wPart, RotationError},
		{"WrongPartnerOfWhiteAfterBlackPartner", bPart, wCap, RotationError},
		{"SamePairTwiceIsDoubleMoveNotRotationError", bCap, bPart, DoubleMove},
		{"SamePlayerTwiceIsDoubleMove", wPart, wPart, DoubleMove},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, ClassifyMove(tt.previous, tt.actual))
		})
	}
	// After the 誤順 by White's partner, play resumes from them: Black captain next.
	assert.Equal(t, bCap, Next(wPart))
}
