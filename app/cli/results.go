package cli

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"taikai/rules/othello"
	"taikai/tournament"
)

const resultsHelp = `
taikai result FILE ROUND TABLE RESULT [--empty-squares | --recording-error]

RESULT is Black's discs first:
  40-24            a normal result (32-32 is a draw in the preliminaries)
  38-24            under 64: add --empty-squares (the empties go to the winner, 40-24)
                   or --recording-error (read to the winner's disadvantage, 38-26)
  B-W:KEYWORD      a special outcome with the discs on the board, e.g. 31-33:timeout-black
  KEYWORD          a special outcome without discs

KEYWORD:
  forfeit-black, forfeit-white   that player forfeited (不戦敗, 0-64, not for rating)
  timeout-black, timeout-white   that player's flag fell (時間切れ; 31-33 if no discs)
  both-timeout                   both flags fell (draw; not for rating)
  foul-black, foul-white         loss by foul (反則負け)
  double-loss                    両負け: a loss to both
  no-result                      無勝負: neither wins nor loses
  pending                        勝敗預かり: held for a ruling, counted nowhere

Recording a table again corrects it; every standing after it follows.
`

func runResult(e *env, a args) error {
	if err := a.want(4, 4, verbs["result"].usage); err != nil {
		return err
	}
	n, err1 := strconv.Atoi(a.pos[1])
	table, err2 := strconv.Atoi(a.pos[2])
	if err1 != nil || err2 != nil {
		return usageError{"ROUND and TABLE are numbers; usage: taikai " + verbs["result"].usage}
	}
	short := othello.ShortfallUndecided
	switch {
	case a.has("empty-squares") && a.has("recording-error"):
		return usageError{"give --empty-squares or --recording-error, not both"}
	case a.has("empty-squares"):
		short = othello.EmptySquares
	case a.has("recording-error"):
		short = othello.RecordingError
	}
	s, done, err := e.open(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	_, err = s.RecordResult(n, table, a.pos[3], short)
	if errors.Is(err, tournament.ErrShortfall) {
		return fmt.Errorf("%w\n%s", err, e.say("add --empty-squares or --recording-error", "--empty-squares（空きマス）か --recording-error（記入ミス）を付けてください"))
	}
	if err != nil {
		return err
	}
	r, err := s.Round(n)
	if err != nil {
		return err
	}
	g, _, _ := r.GameAt(table)
	line := fmt.Sprintf("round %d table %d: %s", n, table, g.Result.Text)
	if note := g.Result.Note.In(e.lang); note != "" {
		line += " (" + note + ")"
	}
	fmt.Fprintln(e.out, line)
	return nil
}

func runStandings(e *env, a args) error {
	if err := a.want(1, 1, verbs["standings"].usage); err != nil {
		return err
	}
	format := a.flag("format", "table")
	if err := checkFormat(format); err != nil {
		return err
	}
	after := 0
	if a.has("round") {
		var err error
		if after, err = strconv.Atoi(a.flag("round", "")); err != nil || after < 1 {
			return usageError{"--round takes a round number"}
		}
	}
	s, done, err := e.open(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	ev, err := s.Event()
	if err != nil {
		return err
	}
	if ev.Game == tournament.Go || ev.Game == tournament.PairGo {
		return goStandings(e, s, after, format)
	}
	rows, after, err := s.OthelloStandings(after)
	if err != nil {
		return err
	}
	names, err := s.Names()
	if err != nil {
		return err
	}
	t := table{header: []string{"rank", "name", "wins", "bp", "discs", "place", "id", "note"}}
	for _, r := range rows {
		rank := strconv.Itoa(r.Rank)
		if r.Tied && format == "table" {
			rank += "="
		}
		var notes []string
		if r.Pending {
			notes = append(notes, e.say("pending", "勝敗預かりあり"))
		}
		if r.Withdrawn {
			notes = append(notes, e.say("withdrawn", "棄権"))
		}
		if r.EarlyFinalist {
			notes = append(notes, e.say("finalist", "決勝進出"))
		}
		t.rows = append(t.rows, []string{rank, names[r.ID], r.Score.String(), r.BP.String(), strconv.Itoa(r.Discs),
			strconv.Itoa(r.Place), strconv.Itoa(r.ID), strings.Join(notes, ";")})
	}
	if format == "table" {
		fmt.Fprintf(e.out, e.say("standings after round %d\n", "%d 回戦終了時の順位\n"), after)
	}
	return t.write(e.out, format)
}

// goStandings prints a Go event's standings: rank,name,wins,sos,sodos.
func goStandings(e *env, s *tournament.Service, after int, format string) error {
	rows, after, err := s.GoStandings(after)
	if err != nil {
		return err
	}
	names, err := s.Names()
	if err != nil {
		return err
	}
	t := table{header: []string{"rank", "name", "wins", "sos", "sodos", "place", "id", "note"}}
	for _, r := range rows {
		rank := strconv.Itoa(r.Rank)
		if r.Tied && format == "table" {
			rank += "="
		}
		var notes []string
		if r.Pending {
			notes = append(notes, e.say("pending", "勝敗預かりあり"))
		}
		if r.Withdrawn {
			notes = append(notes, e.say("withdrawn", "棄権"))
		}
		t.rows = append(t.rows, []string{rank, names[r.ID], tournament.Points(r.Score).String(), tournament.Points(r.SOS).String(),
			tournament.Points(r.SODOS).String(), strconv.Itoa(r.Place), strconv.Itoa(r.ID), strings.Join(notes, ";")})
	}
	if format == "table" {
		fmt.Fprintf(e.out, e.say("standings after round %d\n", "%d 回戦終了時の順位\n"), after)
	}
	return t.write(e.out, format)
}
