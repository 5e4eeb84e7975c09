package cli

import (
	"fmt"
	"strconv"

	"taikai/tournament"
	"taikai/tournament/othello"
)

func runFinals(e *env, a args) error {
	s, done, err := e.openOnly(a, "finals")
	if err != nil {
		return err
	}
	defer done()
	r, d, err := othello.Of(s).PairFinals()
	if err != nil {
		return err
	}
	fmt.Fprintln(e.out, tournament.Text{En: d.Reason.En, Ja: d.Reason.Ja}.In(e.lang))
	return printPairings(e, s, r, "table")
}

func runHiddenDisc(e *env, a args) error {
	if err := a.want(3, 3, verbs["hidden-disc"].usage); err != nil {
		return err
	}
	n, table, err := a.roundTable(1)
	if err != nil {
		return err
	}
	for _, f := range []string{"call", "up", "choice", "colour"} {
		if !a.has(f) {
			return usageLine(verbs["hidden-disc"].usage)
		}
	}
	if a.has("reason") && !a.has("hider") {
		return usage("--reason says why the arbiter chose the hider: it goes with --hider PLAYER", "--reason は審判が伏せ石をする人を選んだ理由です。--hider PLAYER と一緒に使います")
	}
	s, done, err := e.open(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	hider, _, why, rolesErr := othello.Of(s).HiddenDiscRoles(n, table)
	if a.has("hider") {
		p, err := s.FindParticipant(a.flag("hider", ""))
		if err != nil {
			return err
		}
		hider = p.ID
	} else if rolesErr != nil {
		return rolesErr
	}
	hd, warning, err := othello.Of(s).RecordCeremony(n, table, othello.Ceremony{Hider: hider, Call: a.flag("call", ""), Up: a.flag("up", ""),
		Choice: a.flag("choice", ""), Colour: a.flag("colour", ""), Reason: a.flag("reason", "")})
	if err != nil {
		return err
	}
	if rolesErr == nil && !a.has("hider") {
		fmt.Fprintln(e.out, why.In(e.lang))
	}
	if warning.En != "" {
		// Accepted (the arbiter decides), but said: the log keeps --reason.
		msg := warning.In(e.lang)
		if !a.has("reason") {
			msg += e.say(" The audit log notes that no --reason was given.", "操作履歴には理由（--reason）なしと記録しました。")
		}
		fmt.Fprintln(e.errw, "taikai: "+msg)
	}
	fmt.Fprintln(e.out, hd.Reason.In(e.lang))
	r, err := s.Round(n)
	if err != nil {
		return err
	}
	return printPairings(e, s, r, "table")
}

// runCertification prints the award and rank-certification list (docs/rules.md §2.4):
// a final or playoff without a winner yet gives its players no place and no
// dan, 未定 (undecided), until the arbiter rules.
func runCertification(e *env, a args) error {
	s, format, done, err := e.openListing(a, "certification", 1)
	if err != nil {
		return err
	}
	defer done()
	list, err := othello.Of(s).Certification()
	if err != nil {
		return err
	}
	names, err := s.Names()
	if err != nil {
		return err
	}
	t := table{header: []string{"place", "name", "prelim_wins", "certified", "fee", "basis"}}
	for _, c := range list {
		if c.Certificate.Dan == 0 && !c.Undecided {
			continue
		}
		place, dan, fee := "", c.Certificate.Japanese(), e.say("free", "無料")
		if c.Place > 0 {
			place = strconv.Itoa(c.Place) + e.say("", "位")
		}
		if c.Certificate.Paid {
			fee = e.say("paid", "有料")
		}
		if c.Undecided {
			place, dan, fee = othello.Undecided.In(e.lang), othello.Undecided.In(e.lang), ""
		}
		t.rows = append(t.rows, []string{place, names[c.ID], c.Prelim.String(), dan, fee,
			tournament.Text{En: c.Certificate.Basis.En, Ja: c.Certificate.Basis.Ja}.In(e.lang)})
	}
	return t.write(e.out, format)
}
