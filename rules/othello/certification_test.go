package othello

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// docs/rules.md §2.4 and the seed's 表彰および段位認定 table.
func TestCertification_ByPlaceAndPreliminaryWins(t *testing.T) {
	tests := []struct {
		name   string
		place  int
		prelim string
		dan    int
		kanji  string
		paid   bool
	}{
		{"winner", 1, "5", 7, "七段", false},
		{"runner-up", 2, "5", 6, "六段", true},
		{"3rd", 3, "4", 6, "六段", true},
		{"5 wins", 4, "5", 5, "五段", true},
		{"4.5 wins", 5, "4.5", 5, "五段", true},
		{"4 wins", 6, "4", 4, "四段", true},
		{"3.5 wins", 7, "3.5", 4, "四段", true},
		{"3 wins", 8, "3", 3, "三段", true},
		{"2.5 wins", 9, "2.5", 3, "三段", true},
		{"2 wins", 10, "2", 2, "二段", true},
		{"1.5 wins", 11, "1.5", 2, "二段", true},
		{"1 win", 12, "1", 0, "", false},
		{"no win", 13, "0", 0, "", false},
		{"5.5 wins outside the top 3", 4, "5.5", 5, "五段", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, err := ParseHalf(tt.prelim)
			assert.NoError(t, err)
			c := DefaultSettings().Certify(tt.place, w)
			assert.Equal(t, tt.dan, c.Dan)
			assert.Equal(t, tt.kanji, c.Japanese())
			assert.Equal(t, tt.paid, c.Paid)
			assert.NotEmpty(t, c.Basis.En)
			assert.NotEmpty(t, c.Basis.Ja)
		})
	}
}

func TestCertification_ThresholdsAreSettings(t *testing.T) {
	s := DefaultSettings()
	s.TwoDanMinWins = Points(2)
	assert.Equal(t, 0, s.Certify(0, Half(3)).Dan)
	assert.Equal(t, 2, s.Certify(0, Points(2)).Dan)
	s.ChampionDan = 8
	assert.Equal(t, "八段", s.Certify(1, 0).Japanese())
}

// Seed 002: the final has no draws (決勝は引き分けなし) and no rule for a
// game nobody won: FinalWinner names each outcome; 勝敗預かり, 両負け and 無勝負
// decide no place (the arbiter rules, rules 21 and 23); a bye is an error;
// an unknown outcome is an error, never Black's win.
func TestCertification_Seed002FinalWinnerNamesEveryOutcome(t *testing.T) {
	set := DefaultSettings()
	for _, tc := range []struct {
		card    string
		winner  Colour
		decided bool
		err     error
	}{
		{"40-24", Black, true, nil},
		{"24-40", White, true, nil},
		{"32-32", White, true, nil}, // White holds the draw-win right
		{"both-timeout", White, true, nil},
		{"forfeit-white", Black, true, nil},
		{"timeout-black", White, true, nil},
		{"foul-white", Black, true, nil},
		{"pending", NoColour, false, nil},
		{"double-loss", NoColour, false, nil},
		{"40-24:double-loss", NoColour, false, nil},
		{"no-result", NoColour, false, nil},
	} {
		t.Run(tc.card, func(t *testing.T) {
			r, err := ParseResult(tc.card)
			require.NoError(t, err)
			v, err := set.Decide(r, Context{Stage: Final, DrawWin: White})
			require.NoError(t, err)
			w, decided, err := FinalWinner(v)
			require.NoError(t, err)
			assert.Equal(t, tc.winner, w)
			assert.Equal(t, tc.decided, decided)
		})
	}
	t.Run("bye", func(t *testing.T) {
		_, decided, err := FinalWinner(Verdict{Outcome: Bye, Winner: Black, Counted: true})
		assert.ErrorIs(t, err, ErrOutcomeNotAllowed)
		assert.False(t, decided)
	})
	t.Run("unknown outcome", func(t *testing.T) {
		w, decided, err := FinalWinner(Verdict{Outcome: "resigned", Counted: true})
		assert.ErrorIs(t, err, ErrUnknownOutcome)
		assert.Equal(t, NoColour, w)
		assert.False(t, decided)
	})
	t.Run("a draw without the right", func(t *testing.T) {
		_, decided, err := FinalWinner(Verdict{Outcome: Normal, Black: 32, White: 32, Counted: true})
		assert.ErrorIs(t, err, ErrNoDrawWinRight)
		assert.False(t, decided)
	})
}
