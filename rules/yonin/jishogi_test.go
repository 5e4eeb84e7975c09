package yonin

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestJishogiRanking_TiesResolvedByEachCriterionInTurn(t *testing.T) {
	even := Material{Others: 10} // 10 points
	tests := []struct {
		name      string
		parent    int
		elims     []Elimination
		material  [Seats]Material
		order     []int
		decidedBy []Criterion
	}{
		{
			name:   "① piece points: rook 5, other pieces 1",
			parent: 0,
			material: [Seats]Material{
				{Rooks: 1, Others: 4}, // 9
				{Others: 10},          // 10
				{Rooks: 2, Others: 1}, // 11
				{Others: 8},           // 8
			},
			order:     []int{2, 1, 0, 3},
			decidedBy: []Criterion{CriterionNone, CriterionPiecePoints, CriterionPiecePoints, CriterionPiecePoints},
		},
		{
			name:      "② players mated, when piece points are equal",
			parent:    0,
			elims:     []Elimination{{Victim: 3, Mater: 1}},
			material:  [Seats]Material{even, even, even, {}},
			order:     []int{1, 2, 0},
			decidedBy: []Criterion{CriterionNone, CriterionMates, CriterionTurnOrder},
		},
		{
			name:      "③ pieces in hand of the players they mated, when mates are equal",
			parent:    0,
			elims:     []Elimination{{Victim: 3, Mater: 1}, {Victim: 2, Mater: 0}},
			material:  [Seats]Material{{Others: 10, MatedHand: 1}, {Others: 10, MatedHand: 4}, {}, {}},
			order:     []int{1, 0},
			decidedBy: []Criterion{CriterionNone, CriterionMatedHand},
		},
		{
			name:      "④ turn order: the 4th mover ranks above the 1st",
			parent:    1, // turn order 1, 2, 3, 0
			material:  [Seats]Material{even, even, even, even},
			order:     []int{0, 3, 2, 1},
			decidedBy: []Criterion{CriterionNone, CriterionTurnOrder, CriterionTurnOrder, CriterionTurnOrder},
		},
		{
			name:      "an earlier criterion wins over a later one",
			parent:    0,
			elims:     []Elimination{{Victim: 2, Mater: 3}},
			material:  [Seats]Material{{Others: 11}, even, {}, {Others: 10, MatedHand: 9}},
			order:     []int{0, 3, 1},
			decidedBy: []Criterion{CriterionNone, CriterionPiecePoints, CriterionMates},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := DefaultSettings()
			r, err := st.RankJishogi(tt.parent, tt.elims, tt.material)
			require.NoError(t, err)
			assert.Equal(t, tt.order, r.Seats())
			var by []Criterion
			for _, p := range r {
				by = append(by, p.DecidedBy)
			}
			assert.Equal(t, tt.decidedBy, by)
			// The ranking is a valid Game.Jishogi for the same eliminations.
			_, err = st.Score(Game{Parent: tt.parent, Eliminations: tt.elims, Jishogi: r.Seats()})
			require.NoError(t, err)
		})
	}
}

func TestJishogiRanking_Invalid(t *testing.T) {
	st := DefaultSettings()
	_, err := st.RankJishogi(0, []Elimination{{1, 0, false}, {2, 0, false}, {3, 0, false}}, [Seats]Material{})
	require.ErrorIs(t, err, ErrJishogiRanking)
	_, err = st.RankJishogi(0, []Elimination{{1, 1, false}}, [Seats]Material{})
	require.ErrorIs(t, err, ErrInvalidGame)
	_, err = st.RankJishogi(0, nil, [Seats]Material{{Rooks: -1}})
	require.ErrorIs(t, err, ErrJishogiRanking)
}

func TestJishogiRanking_CriterionNames(t *testing.T) {
	assert.Equal(t, "①駒の点数", CriterionPiecePoints.String())
	assert.Equal(t, "④手番", CriterionTurnOrder.String())
}
