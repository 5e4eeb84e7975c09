package cli

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"taikai/tournament"
)

// handicapCalculator is a discipline with the handicap calculator of
// CLI.md: the line "stones=N komi=K black=SIDE" for two ranks (Go) or two
// pairs of ranks (Pair Go).
type handicapCalculator interface {
	HandicapFor(a, b string) (string, error)
}

// runHandicap is the calculator of CLI.md: `--GAME A B`, e.g. `--go RANK
// RANK` or `--pairgo "R1,R2" "R3,R4"`, printing the game's line `stones=N
// komi=K black=SIDE` (or its fields as CSV or JSON).
func runHandicap(e *env, a args) error {
	wrong := usageLine(verbs["handicap"].usage)
	if len(a.open) != 1 || len(a.pos) != 2 {
		return wrong
	}
	format := a.flag("format", "table")
	if err := checkFormat(format); err != nil {
		return err
	}
	g, err := tournament.ParseGameKind(a.open[0])
	if err != nil {
		return unknownFlag(a.open[0])
	}
	d, err := tournament.DisciplineOf(g)
	if err != nil {
		return err
	}
	calc, ok := d.(handicapCalculator)
	if !ok {
		return &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Text{En: d.Name().En + " has no handicap calculator",
			Ja: d.Name().Ja + "には手合割の計算がありません"}}
	}
	line, err := calc.HandicapFor(a.pos[0], a.pos[1])
	if err != nil {
		return err
	}
	keys, values := lineFields(line)
	switch format {
	case "json":
		m := map[string]any{}
		for i, k := range keys {
			if _, err := strconv.ParseFloat(values[i], 64); err == nil {
				m[k] = json.Number(values[i])
			} else {
				m[k] = values[i]
			}
		}
		return json.NewEncoder(e.out).Encode(m)
	case "csv":
		fmt.Fprintf(e.out, "%s\n%s\n", strings.Join(keys, ","), strings.Join(values, ","))
		return nil
	}
	fmt.Fprintln(e.out, line)
	return nil
}

// lineFields splits "stones=4 komi=-6 black=2" into its keys and values.
func lineFields(line string) (keys, values []string) {
	for _, f := range strings.Fields(line) {
		k, v, _ := strings.Cut(f, "=")
		keys, values = append(keys, k), append(values, v)
	}
	return keys, values
}
