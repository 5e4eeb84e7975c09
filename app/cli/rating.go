package cli

import (
	"bytes"
	"fmt"
	"os"
	"strconv"

	"taikai/tournament/othello"
)

// runRatingReport is `taikai rating-report FILE [--out F.csv]`: every
// Othello game with a result, for the federation's rating, one CSV line per
// game (round,table,black,white,black_discs,white_discs,rated); rated is
// "no" for the games not for rating (rules 13 and 16: a forfeit, both flags
// fallen; 両負け, 無勝負, 勝敗預かり). Byes are no games and are left out.
func runRatingReport(e *env, a args) error {
	s, done, err := e.openOnly(a, "rating-report")
	if err != nil {
		return err
	}
	defer done()
	games, err := othello.Of(s).RatingReport()
	if err != nil {
		return err
	}
	names, err := s.Names()
	if err != nil {
		return err
	}
	t := table{header: []string{"round", "table", "black", "white", "black_discs", "white_discs", "rated"}}
	notRated := 0
	for _, g := range games {
		rated := "yes"
		if !g.Rated {
			rated = "no"
			notRated++
		}
		t.rows = append(t.rows, []string{strconv.Itoa(g.Round), strconv.Itoa(g.Table), names[g.Black], names[g.White],
			strconv.Itoa(g.BlackDiscs), strconv.Itoa(g.WhiteDiscs), rated})
	}
	if !a.has("out") {
		return t.write(e.out, "csv")
	}
	var buf bytes.Buffer
	if err := t.write(&buf, "csv"); err != nil {
		return err
	}
	out := a.flag("out", "")
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("wrote %s: %d games, %d not for rating\n", "%s を書き出しました：%d 局（うちレーティング対象外 %d 局）\n"), out, len(games), notRated)
	return nil
}
