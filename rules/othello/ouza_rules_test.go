package othello

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// withdrawalEvent is six players over two rounds where player 6's
// withdrawal changes the places after round 1: 5 beat 6, so counting 6 as
// withdrawn gives 5 the 32 + C×1 = 38 of a game against oneself instead of
// 35 + C×0, above 3's 36. After round 2, 3 and 5 are level on wins (1) and
// Brightwell points (80) when 6 is withdrawn: the rank after round 1
// (直前の順位) decides.
func withdrawalEvent() [][]Game {
	return [][]Game{
		{game(3, 2, "36-28"), game(1, 4, "25-39"), game(5, 6, "35-29")},
		{game(1, 2, "29-35"), game(3, 6, "30-34"), game(4, 5, "34-30")},
	}
}

// Seed ranking order (3): 直前の順位が上位の方が上位 — the rank after the
// previous round is the place as it stood (as printed) after that round: a
// withdrawal announced after round 2 (from round 3) is not applied to the
// standings after round 1 that break the tie after round 2.
func TestStandings_OuzaPreviousRankIsThePlaceAsItStood(t *testing.T) {
	tests := []struct {
		name          string
		withdrawn     bool
		from          int   // Player.WithdrawnFrom of player 6
		after1        []int // the places after round 1
		after2        []int // the places after round 2
		by            Criterion
		withdrawnThen [2]bool // player 6 marked withdrawn after round 1, after round 2
	}{
		{"withdrawal announced after round 2 (from round 3)", true, 3, []int{4, 3, 5, 6, 2, 1}, []int{4, 3, 5, 6, 2, 1}, ByPreviousRank, [2]bool{false, true}},
		{"withdrawal announced after round 1 (from round 2)", true, 2, []int{4, 5, 3, 6, 2, 1}, []int{4, 5, 3, 6, 2, 1}, ByPreviousRank, [2]bool{true, true}},
		{"withdrawn in every standings (no round known)", true, 0, []int{4, 5, 3, 6, 2, 1}, []int{4, 5, 3, 6, 2, 1}, ByPreviousRank, [2]bool{true, true}},
		{"withdrawal from round 4: not yet after round 2", true, 4, []int{4, 3, 5, 6, 2, 1}, []int{4, 5, 3, 6, 2, 1}, ByBrightwell, [2]bool{false, false}},
		{"no withdrawal", false, 0, []int{4, 3, 5, 6, 2, 1}, []int{4, 5, 3, 6, 2, 1}, ByBrightwell, [2]bool{false, false}},
	}
	s := DefaultSettings()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ps := players(1, 2, 3, 4, 5, 6)
			ps[5].Withdrawn, ps[5].WithdrawnFrom = tt.withdrawn, tt.from
			rounds := withdrawalEvent()
			all, err := s.StandingsByRound(ps, rounds)
			require.NoError(t, err)
			assert.Equal(t, tt.after1, ids(all[0]), "after round 1")
			assert.Equal(t, tt.after2, ids(all[1]), "after round 2")
			assert.Equal(t, tt.by, all[1][2].DecidedBy, "what separates places 2 and 3 after round 2")
			assert.Equal(t, tt.withdrawnThen[0], row(t, all[0], 6).Withdrawn)
			assert.Equal(t, tt.withdrawnThen[1], row(t, all[1], 6).Withdrawn)
			// Each element is the standings of its rounds, as printed then.
			for k := range rounds {
				rows, err := s.Standings(ps, rounds[:k+1])
				require.NoError(t, err)
				assert.Equal(t, rows, all[k], "after round %d", k+1)
			}
		})
	}
}

// Rule 19: 両対局者の合計石数が64石にならない場合は、原則として勝者が不利
// になるように扱う — over 64 too: a miswritten card loses the extra discs
// from the winner; only the recording-error answer reads it; a level card,
// an adjustment that changes the winner and a special outcome are refused.
func TestResult_OuzaRule19OverSixtyFourReadToTheWinnersDisadvantage(t *testing.T) {
	tests := []struct {
		card      string
		short     Shortfall
		want      string
		winner    Colour
		err       error
		mentioned string
	}{
		{"40-26", RecordingError, "38-26", Black, nil, "2 extra discs were taken from the winner"},
		{"26-40", RecordingError, "26-38", White, nil, "2 extra discs were taken from the winner"},
		{"64-10", RecordingError, "54-10", Black, nil, "10 extra discs"},
		{"40-26", ShortfallUndecided, "", NoColour, ErrTooManyDiscs, "answer recording-error"},
		{"40-26", EmptySquares, "", NoColour, ErrTooManyDiscs, "check the card"},
		{"35-33", RecordingError, "", NoColour, ErrAdjustmentChangesWinner, "makes 35-33 31-33"},
		{"33-33", RecordingError, "", NoColour, ErrTooManyDiscs, "check the card and enter the discs again"},
		{"40-30:timeout-white", RecordingError, "", NoColour, ErrTooManyDiscs, "check the card"},
	}
	for _, tt := range tests {
		t.Run(tt.card+"/"+[]string{"undecided", "empty-squares", "recording-error"}[tt.short], func(t *testing.T) {
			r, err := ParseCard(tt.card)
			require.NoError(t, err, "a card over 64 is read as written")
			_, err = ParseResult(tt.card)
			require.ErrorIs(t, err, ErrTooManyDiscs, "the stored grammar stays within the board")
			v, err := DefaultSettings().Decide(r, Context{Stage: Preliminary, Shortfall: tt.short})
			if tt.err != nil {
				require.ErrorIs(t, err, tt.err)
				assert.Contains(t, err.Error(), tt.mentioned)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, v.Result().String())
			assert.Equal(t, tt.winner, v.Winner)
			assert.Contains(t, v.Note.En, tt.mentioned)
			assert.Contains(t, v.Note.Ja, "第19項")
		})
	}
	_, err := ParseCard("65-0")
	require.ErrorIs(t, err, ErrDiscRange, "each count is still 0-64")
}

// Rules 13 and 16: 不戦敗を選択した場合、試合結果はレーティングに算入しない;
// 双方時間切れ … この試合結果はレーティングには算入しない. Games not
// decided over the board are not rated either; every other result is.
func TestVerdict_OuzaRules13And16NotForRating(t *testing.T) {
	tests := []struct {
		card     string
		notRated bool
	}{
		{"40-24", false},
		{"32-32", false},
		{"31-33:timeout-black", false},
		{"timeout-white", false},
		{"foul-black", false},
		{"forfeit-black", true},
		{"forfeit-white", true},
		{"both-timeout", true},
		{"double-loss", true},
		{"no-result", true},
		{"pending", true},
		{"bye", true},
	}
	for _, tt := range tests {
		t.Run(tt.card, func(t *testing.T) {
			v := decide(t, mustParse(t, tt.card), prelim)
			assert.Equal(t, tt.notRated, v.NotRated)
		})
	}
	v := decide(t, mustParse(t, "both-timeout"), Context{Stage: Final, DrawWin: White})
	assert.True(t, v.NotRated, "rule 16 in a final: the draw-win right holder wins, not for rating")
	assert.Equal(t, White, v.Winner)
}
