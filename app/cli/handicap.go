package cli

import (
	"encoding/json"
	"fmt"
	"strings"

	"taikai/rules/igo"
	"taikai/rules/pairgo"
	"taikai/tournament"
)

// runHandicap is the calculator of CLI.md: `--go RANK RANK` or `--pairgo
// "R1,R2" "R3,R4"`, printing `stones=N komi=K black=SIDE` (or JSON).
func runHandicap(e *env, a args) error {
	usage := usageError{"usage: taikai " + verbs["handicap"].usage}
	if a.has("go") == a.has("pairgo") || len(a.pos) != 2 {
		return usage
	}
	format := a.flag("format", "table")
	if err := checkFormat(format); err != nil {
		return err
	}
	var stones, black int
	var komi, line string
	if a.has("go") {
		r1, err := goRank(a.pos[0])
		if err != nil {
			return err
		}
		r2, err := goRank(a.pos[1])
		if err != nil {
			return err
		}
		h := igo.HandicapFor(igo.StrengthOf(r1, false), igo.StrengthOf(r2, false))
		stones, black, komi, line = h.Stones, int(h.Black), h.Komi.String(), h.Line()
	} else {
		p1, err := pairGoPair(a.pos[0])
		if err != nil {
			return err
		}
		p2, err := pairGoPair(a.pos[1])
		if err != nil {
			return err
		}
		h := pairgo.DefaultSettings().Handicap(p1, p2)
		stones, black, komi, line = h.Stones, int(h.Black), h.Komi.String(), h.Line()
	}
	switch format {
	case "json":
		enc := json.NewEncoder(e.out)
		return enc.Encode(map[string]any{"stones": stones, "komi": json.Number(komi), "black": black})
	case "csv":
		fmt.Fprintf(e.out, "stones,komi,black\n%d,%s,%d\n", stones, komi, black)
		return nil
	}
	fmt.Fprintln(e.out, line)
	return nil
}

// goRank reads an amateur rank as a rank value (n dan = n, n kyu = 1 − n).
func goRank(s string) (int, error) {
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

// pairGoPair reads "R1,R2": two ranks, where "pro" is a professional (12
// points).
func pairGoPair(s string) ([2]pairgo.Player, error) {
	var pair [2]pairgo.Player
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
			pair[i] = pairgo.Player{Category: pairgo.CategoryProfessional}
			continue
		}
		v, ok := r.Value()
		if !ok {
			return pair, tournament.NewProblem(tournament.ErrInvalidInput, "rank \"%s\": the handicap needs a known rank",
				"段級位「%s」: ハンデの計算には段級位が必要です", p)
		}
		pair[i] = pairgo.Player{Rank: v}
	}
	return pair, nil
}
