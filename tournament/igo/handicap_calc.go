package igo

import (
	rules "taikai/rules/igo"
	"taikai/tournament"
)

// HandicapFor is the calculator of `taikai handicap --go RANK RANK`
// (CLI.md): the 手合割 of two players by their amateur ranks, in argument
// order, as the line "stones=N komi=K black=SIDE" (SIDE 1 or 2: the
// player who takes Black), e.g. "stones=0 komi=6.5 black=1" for 1d v 1d.
// Half ranks count (seed: 三段★(1d+)): 3d+ v 3d is "stones=0 komi=0.5
// black=2".
func (Discipline) HandicapFor(a, b string) (string, error) {
	return tournament.CalculatorLine(a, b, amateurStrength, func(s1, s2 rules.Strength) string { return rules.HandicapFor(s1, s2).Line() })
}

// amateurStrength reads an amateur rank (3d, 三段★, 1k+ …) as its place on
// the half-rank scale.
func amateurStrength(s string) (rules.Strength, error) {
	r, err := tournament.ParseRank(s)
	if err != nil {
		return 0, err
	}
	st, ok := StrengthOf(r)
	if !ok {
		return 0, tournament.NewProblem(tournament.ErrInvalidInput, "rank \"%s\": the Go handicap needs an amateur dan or kyu rank",
			"段級位「%s」: 囲碁の手合割にはアマチュアの段級位が必要です", s)
	}
	return st, nil
}

// StrengthOf is a rank's place on the half-rank scale of the Pandanet
// 手合割 table (3d = 6, 三段★ 3d+ = 7); ok is false for unknown and
// professional ranks.
func StrengthOf(r tournament.Rank) (rules.Strength, bool) {
	h, ok := r.Halves()
	return rules.Strength(h), ok
}
