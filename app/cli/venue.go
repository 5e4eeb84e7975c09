package cli

import (
	"fmt"
	"slices"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// This file is what the command line does for the whole venue of an event
// of several sections (issue 24): pair every section at once, and record a
// card by the venue's table number alone.

func init() {
	registerVerb("card", verb{run: runCard, open: true, usage: "card FILE TABLE RESULT [--ANSWER]",
		summary:   "record the card of venue table TABLE in the current round of the section that has it, and say the section, round and players it was recorded for (RESULT as for result)",
		summaryJa: "会場の卓番号 TABLE の記録用紙の結果を、その卓のある部門の現在の回戦に記録し、部門・回戦・対局者を示します（結果の書き方は result と同じ）"})
}

// runPairAll is `taikai pair FILE --all`: the next round of every section
// that can be paired now, each printed under its section's name, then the
// sections not paired and why. In CSV and JSON the rounds are one table
// with the section column, the reasons on stderr.
func runPairAll(e *env, a args, file, format string) error {
	v, list, done, err := e.openSections(file)
	if err != nil {
		return err
	}
	defer done()
	if len(list) == 0 {
		_, _, err := v.Section("") // the event has no section yet
		return err
	}
	for _, sec := range list {
		if err := checkinGate(e, a, v.Service(sec.ID), sec.Label()+": "); err != nil {
			return err
		}
	}
	res, err := v.PairEvery()
	paired, refused := res.Paired, res.Refused
	notPaired := func(w func(string)) {
		for _, sec := range list {
			if t, ok := res.Seated[sec.ID]; ok {
				w(sec.Label() + e.say(": ", "：") + t.In(e.lang))
			}
		}
		for _, sec := range list {
			if why, ok := refused[sec.ID]; ok {
				w(e.text(tournament.Tr("%s: not paired: %s", "%s：組み合わせていません：%s", sec.Label(), tournament.Localize(why, e.lang))))
			}
		}
	}
	if err != nil {
		if len(list) == 1 {
			return err
		}
		notPaired(func(s string) { fmt.Fprintln(e.errw, "taikai: "+s) })
		return tournament.NewProblem(tournament.ErrInvalidInput, "no section was paired", "どの部門も組み合わせていません")
	}
	var all table
	for _, sec := range list {
		r, ok := paired[sec.ID]
		if !ok {
			continue
		}
		s := v.Service(sec.ID)
		// As stored: the change may have given the tables their report links.
		if r, err = s.Round(r.Number); err != nil {
			return err
		}
		reason := r.Reason.In(e.lang)
		if format != "table" {
			if reason != "" {
				fmt.Fprintln(e.errw, "taikai: "+sec.Label()+": "+reason)
			}
			t, err := pairingsTable(e, s, r, format)
			if err != nil {
				return err
			}
			if !slices.Contains(t.header, "section") {
				// One section paired in an event of one: the section still
				// names its lines, as in every event of several.
				t.header = append(t.header, "section")
				for i := range t.rows {
					t.rows[i] = append(t.rows[i], sec.Key)
				}
			}
			all.header = t.header
			all.rows = append(all.rows, t.rows...)
			continue
		}
		fmt.Fprintf(e.out, "\n%s\n", sec.Label())
		if reason != "" {
			fmt.Fprintln(e.out, reason)
		}
		if err := printPairings(e, s, r, format); err != nil {
			return err
		}
	}
	if format != "table" {
		notPaired(func(s string) { fmt.Fprintln(e.errw, "taikai: "+s) })
		return all.write(e.out, format)
	}
	if len(refused) > 0 {
		fmt.Fprintln(e.out)
	}
	notPaired(func(s string) { fmt.Fprintln(e.out, s) })
	return nil
}

// runCard is `taikai card FILE TABLE RESULT`: the results desk's card. The
// venue table number finds the section (by its range) and its current
// round; --section looks in that section only.
func runCard(e *env, a args) error {
	if err := a.want(3, 3, verbs["card"].usage); err != nil {
		return err
	}
	t, err := number(a.pos[1], "TABLE", 1, maxTable)
	if err != nil {
		return err
	}
	v, done, err := e.openVenue(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	c, err := findCard(v, e.section, t)
	if err != nil {
		return err
	}
	s := v.Service(c.Section.ID)
	if err := checkAnswers(s, a.open); err != nil {
		return err
	}
	names, err := s.Names()
	if err != nil {
		return err
	}
	if teams.In(s) {
		// A match: the result is read from the side of the team listed first.
		fmt.Fprintf(e.out, e.say("%s, round %d, table %d: %s – %s (read from %s's side, board 1 first)\n", "%s %d 回戦 %d 番卓：%s－%s（%s から見た結果、1番盤から）\n"),
			c.Section.Label(), c.Round, t, names[c.Game.Black], names[c.Game.White], names[c.Game.Black])
	} else {
		first, second := e.sidesOf(s)
		fmt.Fprintf(e.out, e.say("%s, round %d, table %d: %s (%s) – %s (%s)\n", "%s %d 回戦 %d 番卓：%s（%s）－%s（%s）\n"),
			c.Section.Label(), c.Round, t, names[c.Game.Black], first, names[c.Game.White], second)
	}
	return recordResult(e, s, c.Round, t, a.pos[2], a.open)
}

// findCard finds venue table t in the current round of the section that
// has it; with section given, in that section's last round only.
func findCard(v *tournament.Venue, section string, t int) (tournament.Card, error) {
	if section == "" {
		return v.FindCard(t)
	}
	sec, s, err := v.Section(section)
	if err != nil {
		return tournament.Card{}, err
	}
	rs, err := s.Rounds()
	if err != nil {
		return tournament.Card{}, err
	}
	if len(rs) > 0 {
		last := rs[len(rs)-1]
		if g, _, ok := last.GameAt(t); ok && !g.IsBye() {
			return tournament.Card{Section: sec, Round: last.Number, Game: g}, nil
		}
	}
	return tournament.Card{}, tournament.NewProblem(tournament.ErrNotFound, "the current round of section %s has no table %d",
		"部門 %s の現在の回戦に卓 %d はありません", sec.Label(), t)
}
