package yonin

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNyugyokuDeclaration_EachFailingCondition(t *testing.T) {
	valid := Declaration{Move: 250, OwnTurn: true, KingRank: 3, HasLegalMove: true}
	tests := []struct {
		name   string
		change func(d *Declaration)
		fails  []NyugyokuCondition
	}{
		{"valid at move 250, king on the 3rd rank", func(d *Declaration) {}, nil},
		{"valid on the opponent's back rank", func(d *Declaration) { d.KingRank, d.Move = 1, 299 }, nil},
		{"① before move 250", func(d *Declaration) { d.Move = 249 }, []NyugyokuCondition{NyugyokuMoveReached}},
		{"② not the declarer's turn", func(d *Declaration) { d.OwnTurn = false }, []NyugyokuCondition{NyugyokuOwnTurn}},
		{"③ king on the 4th rank", func(d *Declaration) { d.KingRank = 4 }, []NyugyokuCondition{NyugyokuKingInCamp}},
		{"③ king in no opponent's camp", func(d *Declaration) { d.KingRank = 0 }, []NyugyokuCondition{NyugyokuKingInCamp}},
		{"④ king in check", func(d *Declaration) { d.InCheck = true }, []NyugyokuCondition{NyugyokuNotInCheck}},
		{"⑤ no legal move (stalemate)", func(d *Declaration) { d.HasLegalMove = false }, []NyugyokuCondition{NyugyokuHasLegalMove}},
		{"every condition fails, listed in the seed's order", func(d *Declaration) { *d = Declaration{Move: 10, InCheck: true} },
			[]NyugyokuCondition{NyugyokuMoveReached, NyugyokuOwnTurn, NyugyokuKingInCamp, NyugyokuNotInCheck, NyugyokuHasLegalMove}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := valid
			tt.change(&d)
			st := DefaultSettings()
			assert.Equal(t, tt.fails, st.NyugyokuFailures(d))
			err := st.CheckNyugyoku(d)
			if tt.fails == nil {
				require.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, ErrInvalidNyugyoku)
			for _, c := range tt.fails {
				assert.Contains(t, err.Error(), c.String())
			}
		})
	}
}
