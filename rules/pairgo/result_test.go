package pairgo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestResult_TwoRotationErrorsAgainstBlackWithJigoOnBoard(t *testing.T) {
	s := DefaultSettings()
	tests := []struct {
		name         string
		komi         Komi
		winner       Colour
		black, white int // totals in halves
		margin       int
		jigo         bool
		en, ja       string
	}{
		{"EvenGameKomi6", KomiPoints(6), White, 120, 144, 24, false,
			"Board: Black 60, White 60. Komi 6: Black gives 6 to White. Rotation errors by Black: 2 × 3 = 6 points to White. Totals: Black 60, White 72. White wins by 12.",
			"盤面：黒60目、白60目。コミ6：黒から白へ6目。黒の誤順2回×3目＝6目を白へ。合計：黒60目、白72目。白の12目勝ち。"},
		{"NoKomi", 0, White, 120, 132, 12, false,
			"Board: Black 60, White 60. No komi. Rotation errors by Black: 2 × 3 = 6 points to White. Totals: Black 60, White 66. White wins by 6.",
			"盤面：黒60目、白60目。コミなし。黒の誤順2回×3目＝6目を白へ。合計：黒60目、白66目。白の6目勝ち。"},
		{"ReverseKomiCancelsPenaltiesJigoIsWhiteWin", KomiPoints(-6), White, 132, 132, 0, true,
			"Board: Black 60, White 60. Komi -6: White gives 6 to Black. Rotation errors by Black: 2 × 3 = 6 points to White. Totals: Black 66, White 66. Jigo, which is a win for White: White wins.",
			"盤面：黒60目、白60目。コミ-6：白から黒へ6目（逆コミ）。黒の誤順2回×3目＝6目を白へ。合計：黒66目、白66目。ジゴは白勝ち：白の勝ち。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := s.Result(GameRecord{BlackScore: 60, WhiteScore: 60, Komi: tt.komi, BlackRotationErrors: 2})
			require.NoError(t, err)
			assert.Equal(t, tt.winner, o.Winner)
			assert.Equal(t, tt.black, o.BlackTotal)
			assert.Equal(t, tt.white, o.WhiteTotal)
			assert.Equal(t, tt.margin, o.Margin)
			assert.Equal(t, tt.jigo, o.Jigo)
			assert.Equal(t, NoFoul, o.Foul)
			assert.Equal(t, tt.en, o.English)
			assert.Equal(t, tt.ja, o.Japanese)
		})
	}
}

func TestResult_KomiAndPenaltiesDecideTheWinner(t *testing.T) {
	s := DefaultSettings()
	tests := []struct {
		name   string
		game   GameRecord
		winner Colour
		margin int
		jigo   bool
	}{
		{"BlackWinsAfterKomi", GameRecord{BlackScore: 70, WhiteScore: 60, Komi: KomiPoints(6)}, Black, 8, false},
		{"JigoAfterKomiIsWhiteWin", GameRecord{BlackScore: 66, WhiteScore: 60, Komi: KomiPoints(6)}, White, 0, true},
		{"WhiteErrorsGiveBlackPoints", GameRecord{BlackScore: 55, WhiteScore: 60, WhiteRotationErrors: 2}, Black, 2, false},
		{"ErrorsOnBothSidesEachCount", GameRecord{BlackScore: 60, WhiteScore: 60, BlackRotationErrors: 3, WhiteRotationErrors: 1}, White, 12, false},
		{"HalfPointKomiSetting", GameRecord{BlackScore: 66, WhiteScore: 60, Komi: 13}, White, 1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := s.Result(tt.game)
			require.NoError(t, err)
			assert.Equal(t, tt.winner, o.Winner)
			assert.Equal(t, tt.margin, o.Margin)
			assert.Equal(t, tt.jigo, o.Jigo)
		})
	}
	o, err := s.Result(GameRecord{BlackScore: 66, WhiteScore: 60, Komi: 13})
	require.NoError(t, err)
	assert.Contains(t, o.English, "Totals: Black 66, White 66.5. White wins by 0.5.")
	assert.Contains(t, o.Japanese, "合計：黒66目、白66目半。白の半目勝ち。")
}

func TestResult_DoubleMoveAndConsultationAreLossByFoul(t *testing.T) {
	s := DefaultSettings()
	o, err := s.Result(GameRecord{BlackScore: 80, WhiteScore: 40, BlackFoul: FoulDoubleMove})
	require.NoError(t, err)
	assert.Equal(t, White, o.Winner)
	assert.Equal(t, FoulDoubleMove, o.Foul)
	assert.Equal(t, "Black committed a double move (2手打ち: the same pair moved twice in a row): loss by foul (反則負け). White wins; the board is not counted.", o.English)
	assert.Equal(t, "黒が2手打ち（同じペアが2手続けて打った）のため反則負け。白の勝ち（地は数えません）。", o.Japanese)

	o, err = s.Result(GameRecord{BlackScore: 40, WhiteScore: 80, WhiteFoul: FoulConsultation})
	require.NoError(t, err)
	assert.Equal(t, Black, o.Winner)
	assert.Equal(t, FoulConsultation, o.Foul)
	assert.Contains(t, o.Japanese, "投了と手番の確認以外の相談のため反則負け")
}

func TestResult_RejectsImpossibleEntries(t *testing.T) {
	s := DefaultSettings()
	for name, g := range map[string]GameRecord{
		"NegativeScore":  {BlackScore: -1},
		"NegativeErrors": {WhiteRotationErrors: -1},
		"BothFouls":      {BlackFoul: FoulDoubleMove, WhiteFoul: FoulConsultation},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := s.Result(g)
			require.ErrorIs(t, err, ErrInvalidResult)
		})
	}
}
