package cli

import (
	"fmt"

	"taikai/tournament"
	"taikai/tournament/othello"
)

func runFinals(e *env, a args) error {
	if err := a.want(1, 1, verbs["finals"].usage); err != nil {
		return err
	}
	s, done, err := e.open(a.pos[0])
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
			return usageError{"usage: taikai " + verbs["hidden-disc"].usage}
		}
	}
	if a.has("reason") && !a.has("hider") {
		return usageError{"--reason says why the arbiter chose the hider: it goes with --hider PLAYER"}
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
