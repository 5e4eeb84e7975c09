package cli

import (
	"fmt"
	"strconv"

	"taikai/tournament"
	"taikai/tournament/shogi"
)

// Shogi's own verb: the 振り駒 of an even game, recorded with its count; and
// its 手合割 calculator, `taikai handicap --shogi RANK RANK`.
func init() {
	registerGameVerbs(shogi.Kind,
		namedVerb{"furigoma", verb{run: runFurigoma, after: "result", usage: "furigoma FILE ROUND TABLE FU",
			summary:   "record the 振り駒 of an even shogi game: FU of the five 歩 face up (3–5: the pairing's 先手 stays 先手; 0–2: the other is 先手)",
			summaryJa: "将棋の平手の振り駒を記録します：5枚のうち表（歩）が出た枚数 FU（3〜5 なら組合せの先手がそのまま先手、0〜2 なら相手が先手）"}},
	)
	registerHandicapForm(shogi.Kind, "RANK RANK")
}

func runFurigoma(e *env, a args) error {
	usage := verbs["furigoma"].usage
	if err := a.want(4, 4, usage); err != nil {
		return err
	}
	n, t, err := a.roundTable(1)
	if err != nil {
		return err
	}
	fu, err := strconv.Atoi(a.pos[3])
	if err != nil {
		return &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Text{
			En: fmt.Sprintf("%q is not a number of 歩 face up (0–5)", a.pos[3]), Ja: fmt.Sprintf("「%s」は表（歩）の枚数ではありません（0〜5）", a.pos[3])}}
	}
	s, done, err := e.open(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	f, err := shogi.Of(s).RecordFurigoma(n, t, fu)
	if err != nil {
		return err
	}
	names, err := displayNames(s)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("round %d table %d: furigoma %d 歩 / %d と: 先手 %s, 後手 %s\n", "%d 回戦 %d 番卓：振り駒 歩%d枚・と%d枚　先手 %s、後手 %s\n"),
		n, t, f.Fu, 5-f.Fu, names[f.Sente], names[f.Gote])
	return nil
}
