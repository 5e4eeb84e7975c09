package shogi

import (
	rules "taikai/rules/shogi"
	"taikai/tournament"
)

// HandicapFor is the calculator of `taikai handicap --shogi RANK RANK`: the
// 手合割 of two players by their amateur ranks under the default table, as
// the line "teai=香落ち sente=1 uwate=1" (sente: the player who moves
// first, 1 or 2, or furigoma; uwate: the stronger, or none).
func (Discipline) HandicapFor(a, b string) (string, error) {
	return tournament.CalculatorLine(a, b, amateurValue, func(va, vb int) string { return rules.DefaultTable().For(va, vb).Line() })
}

// amateurValue reads an amateur 段 or 級 as its value (tournament.Rank's
// Value), the scale of the 手合割 table.
func amateurValue(s string) (int, error) {
	r, err := tournament.ParseRank(s)
	if err != nil {
		return 0, err
	}
	v, ok := r.Value()
	if !ok {
		return 0, tournament.NewProblem(tournament.ErrInvalidInput, "rank \"%s\": the shogi 手合割 needs an amateur 段 or 級", "段級位「%s」: 将棋の手合割にはアマチュアの段級位が必要です", s)
	}
	return v, nil
}
