package pairgo

import (
	"strings"

	rules "taikai/rules/pairgo"
	"taikai/tournament"
)

// HandicapFor is the calculator of `taikai handicap --pairgo "R1,R2"
// "R3,R4"` (CLI.md): the handicap of two pairs, each two ranks separated by
// a comma ("pro" is a professional, 12 points), with the default settings,
// as the line "stones=N komi=K black=SIDE" (SIDE 1 or 2: the pair that
// takes Black), e.g. "stones=4 komi=-6 black=2" for "4d,1k" v "1d,6k".
func (Discipline) HandicapFor(a, b string) (string, error) {
	return tournament.CalculatorLine(a, b, calculatorPair, rules.CalculatorLine)
}

// calculatorPair reads "R1,R2": two ranks, where "pro" is a professional;
// a half rank (3d+, 三段★) counts as its rank, as on registration.
func calculatorPair(s string) ([2]rules.Player, error) {
	var pair [2]rules.Player
	parts := strings.Split(strings.NewReplacer("、", ",", "，", ",").Replace(s), ",")
	if len(parts) != 2 {
		return pair, tournament.NewProblem(tournament.ErrInvalidInput, "\"%s\": a pair is two ranks separated by a comma, e.g. \"4d,1k\"",
			"「%s」: ペアは段級位2つをカンマで区切って書きます（例 \"4d,1k\"）", s)
	}
	for i, p := range parts {
		r, err := tournament.ParseRank(p)
		if err != nil {
			return pair, err
		}
		if r.Kind == tournament.RankPro {
			pair[i] = rules.Player{Category: rules.CategoryProfessional}
			continue
		}
		v, ok := r.Value()
		if !ok {
			return pair, tournament.NewProblem(tournament.ErrInvalidInput, "rank \"%s\": the handicap needs a known rank",
				"段級位「%s」: ハンデの計算には段級位が必要です", p)
		}
		pair[i] = rules.Player{Rank: v}
	}
	return pair, nil
}
