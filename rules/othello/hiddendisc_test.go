package othello

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Rule 2: the higher 段級位 hides; equal or unknown → the older.
func TestHiddenDisc_WhoHides(t *testing.T) {
	tests := []struct {
		name   string
		a, b   Contender
		hider  int
		reason string
	}{
		{"higher rank hides", Contender{ID: 1, Rank: 3, RankKnown: true}, Contender{ID: 2, Rank: 5, RankKnown: true}, 2, "higher-ranked"},
		{"dan above kyu", Contender{ID: 1, Rank: 1, RankKnown: true}, Contender{ID: 2, Rank: -4, RankKnown: true}, 1, "higher-ranked"},
		{"equal rank, older hides", Contender{ID: 1, Rank: 4, RankKnown: true, Birth: "1990-05-01"}, Contender{ID: 2, Rank: 4, RankKnown: true, Birth: "1985-12-31"}, 2, "older"},
		{"unknown rank, older hides", Contender{ID: 1, Birth: "1970-01-01"}, Contender{ID: 2, Rank: 6, RankKnown: true, Birth: "2001-01-01"}, 1, "older"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hider, caller, why, err := WhoHides(tt.a, tt.b)
			require.NoError(t, err)
			assert.Equal(t, tt.hider, hider)
			assert.Equal(t, 3-tt.hider, caller)
			assert.Contains(t, why.En, tt.reason)
			assert.Contains(t, why.Ja, "伏せ石")
		})
	}
}

func TestHiddenDisc_WhoHidesUndecided(t *testing.T) {
	for _, b := range []string{"", "1990-05-01", "1990/05/01"} {
		_, _, _, err := WhoHides(Contender{ID: 1, Birth: "1990-05-01"}, Contender{ID: 2, Birth: b})
		require.ErrorIs(t, err, ErrHiderUndecided)
		assert.Contains(t, err.Error(), "rule 21")
	}
	_, _, _, err := WhoHides(Contender{ID: 1}, Contender{ID: 1})
	require.ErrorIs(t, err, ErrInvalidCeremony)
}

// Rule 2: the correct guesser chooses ① the draw-win right or ② the colour;
// a wrong guess gives the choice to the hider; the other right goes to the
// other player.
func TestHiddenDisc_ChoiceGivesColoursAndDrawWinRight(t *testing.T) {
	const hider, caller = 10, 20
	tests := []struct {
		name                string
		call, up            Colour
		choice              Right
		colour              Colour
		chooser, black, drw int
		drawWin             Colour
		reasonEn, reasonJa  string
	}{
		{"caller right, takes black", Black, Black, ColourRight, Black, caller, caller, hider, White, "caller guessed right", "宣言が当たった"},
		{"caller right, takes draw-win; hider picks black", White, White, DrawWinRight, Black, caller, hider, caller, White, "took the draw-win right", "引き分け勝ちの権利を選び"},
		{"caller wrong, hider takes white", Black, White, ColourRight, White, hider, caller, caller, Black, "hider chooses", "伏せ石を行った者が選択権"},
		{"caller wrong, hider takes draw-win; caller picks white", White, Black, DrawWinRight, White, hider, hider, hider, Black, "other player chose white", "相手が白を選び"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Ceremony{Hider: hider, Caller: caller, Call: tt.call, Up: tt.up, Choice: tt.choice, Colour: tt.colour}
			r, err := c.Resolve()
			require.NoError(t, err)
			assert.Equal(t, tt.chooser, r.Chooser)
			assert.Equal(t, tt.black, r.Black)
			assert.Equal(t, hider+caller-tt.black, r.White)
			assert.Equal(t, tt.drw, r.DrawWinHolder)
			assert.Equal(t, tt.drawWin, r.DrawWin)
			if tt.drawWin == Black {
				assert.Equal(t, r.Black, r.DrawWinHolder)
			} else {
				assert.Equal(t, r.White, r.DrawWinHolder)
			}
			assert.Contains(t, r.Reason.En, tt.reasonEn)
			assert.Contains(t, r.Reason.Ja, tt.reasonJa)
		})
	}
}

func TestHiddenDisc_InvalidRecords(t *testing.T) {
	ok := Ceremony{Hider: 1, Caller: 2, Call: Black, Up: Black, Choice: ColourRight, Colour: White}
	for name, c := range map[string]Ceremony{
		"same player": {Hider: 1, Caller: 1, Call: Black, Up: Black, Choice: ColourRight, Colour: White},
		"no call":     {Hider: 1, Caller: 2, Up: Black, Choice: ColourRight, Colour: White},
		"no face up":  {Hider: 1, Caller: 2, Call: Black, Choice: ColourRight, Colour: White},
		"no choice":   {Hider: 1, Caller: 2, Call: Black, Up: Black, Colour: White},
		"no colour":   {Hider: 1, Caller: 2, Call: Black, Up: Black, Choice: DrawWinRight},
	} {
		_, err := c.Resolve()
		require.ErrorIs(t, err, ErrInvalidCeremony, name)
	}
	_, err := ok.Resolve()
	require.NoError(t, err)
}

// docs/rules.md §2.3: "a 32–32 final is resolved by it".
func TestHiddenDisc_32To32FinalResolvedByDrawWinRight(t *testing.T) {
	// The caller (7) guessed wrong; the hider (3) took the colour, black, so
	// 7 holds the draw-win right with white.
	r, err := Ceremony{Hider: 3, Caller: 7, Call: White, Up: Black, Choice: ColourRight, Colour: Black}.Resolve()
	require.NoError(t, err)
	require.Equal(t, 7, r.DrawWinHolder)
	v, err := DefaultSettings().Decide(Discs(32, 32), r.Context(Final))
	require.NoError(t, err)
	assert.Equal(t, White, v.Winner)
	assert.Equal(t, r.White, r.DrawWinHolder)
	assert.False(t, v.NotRated)
}

// Rule 16: both flags fallen in the final (or playoff): a draw, so the holder
// of the draw-win right wins; not for rating.
func TestHiddenDisc_BothFlagsFallenFinalDrawWinRightHolderWins(t *testing.T) {
	hider, caller, _, err := WhoHides(Contender{ID: 1, Rank: 6, RankKnown: true}, Contender{ID: 2, Rank: 4, RankKnown: true})
	require.NoError(t, err)
	// 2 calls 「上が黒」 correctly and takes the draw-win right; 1 picks white.
	r, err := Ceremony{Hider: hider, Caller: caller, Call: Black, Up: Black, Choice: DrawWinRight, Colour: White}.Resolve()
	require.NoError(t, err)
	require.Equal(t, 2, r.DrawWinHolder)
	require.Equal(t, 2, r.Black)
	for _, stage := range []Stage{Final, Playoff} {
		v, err := DefaultSettings().Decide(mustParse(t, "both-timeout"), r.Context(stage))
		require.NoError(t, err)
		assert.Equal(t, Black, v.Winner, "the holder of 引き分け勝ち, player 2, plays black and wins")
		assert.True(t, v.NotRated)
		assert.Contains(t, v.Note.En, "draw-win right")
	}
}
