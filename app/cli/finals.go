package cli

import (
	"fmt"
	"strconv"

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
	n, err1 := strconv.Atoi(a.pos[1])
	table, err2 := strconv.Atoi(a.pos[2])
	if err1 != nil || err2 != nil {
		return usageError{"ROUND and TABLE are numbers"}
	}
	for _, f := range []string{"call", "up", "choice", "colour"} {
		if !a.has(f) {
			return usageError{"usage: taikai " + verbs["hidden-disc"].usage}
		}
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
	hd, err := othello.Of(s).RecordHiddenDisc(n, table, hider, a.flag("call", ""), a.flag("up", ""), a.flag("choice", ""), a.flag("colour", ""))
	if err != nil {
		return err
	}
	if rolesErr == nil && !a.has("hider") {
		fmt.Fprintln(e.out, why.In(e.lang))
	}
	fmt.Fprintln(e.out, hd.Reason.In(e.lang))
	r, err := s.Round(n)
	if err != nil {
		return err
	}
	return printPairings(e, s, r, "table")
}
