package igo

import (
	rules "taikai/rules/igo"
	"taikai/tournament"
)

// HandicapFor is the calculator of `taikai handicap --go RANK RANK`
// (CLI.md): the 手合割 of two players by their amateur ranks, in argument
// order, as the line "stones=N komi=K black=SIDE" (SIDE 1 or 2: the
// player who takes Black), e.g. "stones=0 komi=6.5 black=1" for 1d v 1d.
func (Discipline) HandicapFor(a, b string) (string, error) {
	r1, err := amateurRank(a)
	if err != nil {
		return "", err
	}
	r2, err := amateurRank(b)
	if err != nil {
		return "", err
	}
	return rules.HandicapFor(rules.StrengthOf(r1, false), rules.StrengthOf(r2, false)).Line(), nil
}

// amateurRank reads an amateur rank as a rank value (n dan = n, n kyu =
// 1 − n).
func amateurRank(s string) (int, error) {
	r, err := tournament.ParseRank(s)
	if err != nil {
		return 0, err
	}
	v, ok := r.Value()
	if !ok {
		return 0, tournament.NewProblem(tournament.ErrInvalidInput, "rank \"%s\": the Go handicap needs an amateur dan or kyu rank",
			"段級位「%s」: 囲碁の手合割にはアマチュアの段級位が必要です", s)
	}
	return v, nil
}
