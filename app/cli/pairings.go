package cli

import (
	"fmt"
	"strconv"

	"taikai/tournament"
	"taikai/tournament/teams"
)

func runPair(e *env, a args) error {
	most := 1
	if a.has("manual") {
		most = -1 // --manual 1:A-B 2:C-D: the games after the first are positional
	}
	if err := a.want(1, most, verbs["pair"].usage); err != nil {
		return err
	}
	if a.has("manual") && (a.has("all") || a.has("rematch")) {
		return usage("--manual pairs one section's round by hand: not with --all or --rematch", "--manual は一つの部門の回戦を手で組みます。--all・--rematch とは一緒に使えません")
	}
	format := a.flag("format", "table")
	if err := checkFormat(format); err != nil {
		return err
	}
	if a.has("all") {
		if e.section != "" {
			return usage("give --all or --section, not both", "--all と --section は一緒に使えません")
		}
		return runPairAll(e, a, a.pos[0], format)
	}
	s, done, err := e.open(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	if err := checkinGate(e, a, s, ""); err != nil {
		return err
	}
	var r tournament.Round
	switch {
	case a.has("manual"):
		games, err := s.ParseHandGames(append(a.flags["manual"], a.pos[1:]...))
		if err != nil {
			return err
		}
		var warnings []tournament.Text
		if r, warnings, err = s.PairRoundByHand(games); err != nil {
			return err
		}
		for _, w := range warnings {
			fmt.Fprintln(e.errw, "taikai: "+e.say("warning: ", "警告：")+w.In(e.lang))
		}
	case a.has("rematch"):
		if r, err = s.PairNextRoundWithRematch(); err != nil {
			return err
		}
	default:
		if r, err = s.PairNextRound(); err != nil {
			return err
		}
	}
	// As stored: the change may have given the tables their report links.
	if r, err = s.Round(r.Number); err != nil {
		return err
	}
	// The rule that decided the round's make-up (Othello's early final,
	// docs/rules.md §2.3): before the table, or on stderr when stdout is data.
	if reason := r.Reason.In(e.lang); reason != "" {
		if format == "table" {
			fmt.Fprintln(e.out, reason)
		} else {
			fmt.Fprintln(e.errw, "taikai: "+reason)
		}
	}
	return printPairings(e, s, r, format)
}

// lastRound is the number of the last round of s, refused as not found
// with the words en and ja when none has been paired.
func lastRound(s *tournament.Service, en, ja string) (int, error) {
	rs, err := s.Rounds()
	if err != nil {
		return 0, err
	}
	if len(rs) == 0 {
		return 0, tournament.NewProblem(tournament.ErrNotFound, en, ja)
	}
	return rs[len(rs)-1].Number, nil
}

func runPairings(e *env, a args) error {
	s, format, done, err := e.openListing(a, "pairings", 1)
	if err != nil {
		return err
	}
	defer done()
	n, err := lastRound(s, "no round has been paired yet; run `taikai pair FILE`",
		"まだ組合せがありません。`taikai pair FILE` で組み合わせてください")
	if err != nil {
		return err
	}
	if a.has("round") {
		if n, err = strconv.Atoi(a.flag("round", "")); err != nil {
			return roundNumber("round")
		}
	}
	r, err := s.Round(n)
	if err != nil {
		return err
	}
	return printPairings(e, s, r, format)
}

// printPairings prints a round: CSV columns round,table,black,white as in
// CLI.md (a bye has empty table and white), then scores, result, rated
// (yes/no, "not for rating" of Othello rules 13 and 16; empty for a game
// not played or not reported yet, as the event's discipline rates games)
// and why; report_path when the event takes phone reports.
func printPairings(e *env, s *tournament.Service, r tournament.Round, format string) error {
	t, err := pairingsTable(e, s, r, format)
	if err != nil {
		return err
	}
	if format == "table" {
		state := e.say("not published", "未公表")
		if r.Published {
			state = e.say("published", "公表済み")
		}
		fmt.Fprintf(e.out, e.say("round %d (%s)\n", "%d 回戦（%s）\n"), r.Number, state)
	}
	return t.write(e.out, format)
}

// pairingsInput is what a pairings table is made from: the event, the
// participants' names and the scores before each round.
func pairingsInput(s *tournament.Service) (tournament.Event, map[int]string, map[int]map[int]tournament.Points, error) {
	ev, err := s.Event()
	if err != nil {
		return ev, nil, nil, err
	}
	names, err := s.Names()
	if err != nil {
		return ev, nil, nil, err
	}
	scores, err := s.ScoresBefore()
	return ev, names, scores, err
}

// reportPath is the path of the report link of game g of round n, "" for
// a bye or a game without one.
func reportPath(ev tournament.Event, n int, g tournament.Game) string {
	if g.IsBye() || g.ReportToken == "" {
		return ""
	}
	return ev.ReportLink(n, g.Table, g.ReportToken)
}

// pairingsTable is the table printPairings prints; in an event of several
// sections the data formats end with the section's key.
func pairingsTable(e *env, s *tournament.Service, r tournament.Round, format string) (table, error) {
	ev, names, scores, err := pairingsInput(s)
	if err != nil {
		return table{}, err
	}
	if teams.In(s) {
		return teamPairingsTable(e, ev, names, scores, r, format), nil
	}
	t := table{header: []string{"round", "table", "black", "white", "black_score", "white_score", "result", "rated", "why"}, sides: ev.Game}
	// The path of each table's report link, when phones report results
	// (CLI.md): data formats only, the table stays readable.
	links := tournament.ReportsOn(ev) && format != "table"
	if links {
		t.header = append(t.header, "report_path")
	}
	sec, _ := ev.InSection()
	multi := ev.Multi() && format != "table"
	if multi {
		t.header = append(t.header, "section")
	}
	from, err := originsOf(e, s, ev, format)
	if err != nil {
		return table{}, err
	}
	if from != nil {
		t.header = append(t.header, "black_from", "white_from")
	}
	for _, g := range r.Games {
		table, white, wscore := strconv.Itoa(g.Table), names[g.White], scores[r.Number][g.White].String()
		if g.IsBye() {
			table, white, wscore = "", "", ""
		}
		// A person's table says the result and the rated flag in words
		// (Japanese: the game's own, 対象/対象外); the data formats keep the
		// stored codes and yes/no that scripts read.
		result, rate := resultText(g), rated(ev, r, g)
		if format == "table" {
			result, rate = resultWords(ev, result, e.lang), ratedWords(rate, e.lang)
		}
		why := g.Why.In(e.lang)
		if h := tournament.GameHandicap(ev, g); h != nil {
			why = h.Text.In(e.lang) + " / " + why
		}
		for _, w := range g.Warnings {
			why += " ⚠ " + w.In(e.lang)
		}
		bscore := scores[r.Number][g.Black].String()
		switch tournament.ArbiterID {
		case g.Black:
			bscore = ""
		case g.White:
			wscore = ""
		}
		row := []string{strconv.Itoa(r.Number), table, names[g.Black], white,
			bscore, wscore, result, rate, why}
		if links {
			row = append(row, reportPath(ev, r.Number, g))
		}
		if multi {
			row = append(row, sec.Key)
		}
		if from != nil {
			row = append(row, from[g.Black], from[g.White])
		}
		t.rows = append(t.rows, row)
	}
	// The odd player who waits for a game (待ち合わせ): no table and no
	// opponent yet, the result column `waiting`.
	for _, w := range r.Waiting {
		white, result := "", "waiting"
		if format == "table" {
			white, result = e.say("(waiting: 待ち合わせ)", "（待ち合わせ）"), ""
		}
		row := []string{strconv.Itoa(r.Number), "", names[w.Player], white, scores[r.Number][w.Player].String(), "", result, "", w.Why.In(e.lang)}
		if links {
			row = append(row, "")
		}
		if multi {
			row = append(row, sec.Key)
		}
		if from != nil {
			row = append(row, from[w.Player], "")
		}
		t.rows = append(t.rows, row)
	}
	return t, nil
}

// originsOf is where each entrant of the section came from (予選リーグ
// A組1位) for the data formats, nil when no one came from another section
// (or for the table a person reads, which stays as it is).
func originsOf(e *env, s *tournament.Service, ev tournament.Event, format string) (map[int]string, error) {
	if format == "table" {
		return nil, nil
	}
	ps, err := s.Participants()
	if err != nil {
		return nil, err
	}
	var out map[int]string
	for _, p := range ps {
		if !p.Origin.IsZero() {
			if out == nil {
				out = map[int]string{}
			}
			out[p.ID] = e.text(ev.OriginText(p))
		}
	}
	return out, nil
}

// rated is the rated column: yes, no, or empty.
func rated(ev tournament.Event, r tournament.Round, g tournament.Game) string {
	w, _ := tournament.Rating(ev, r, g)
	return w
}
