package cli

import (
	"fmt"
	"strings"

	"taikai/tournament"
)

// This file is `taikai checkin` (受付, issue 28) and the check-in question
// `taikai pair` asks before round 1.

func init() {
	registerVerb("checkin", verb{run: runCheckin, after: "teams", bools: []string{"undo", "list"},
		usage:     "checkin FILE PLAYER [--undo] | checkin FILE --list",
		summary:   "check PLAYER in at the door (受付), or take it back with --undo; --list: who has and who has not checked in. Before round 1, `taikai pair` asks about those who have not (once anybody has checked in)",
		summaryJa: "PLAYER の受付をします。--undo で取り消します。--list：受付済みと未受付の一覧。誰かが受付をした大会では、1 回戦の前に taikai pair が未受付の人の扱いを尋ねます"})
}

func runCheckin(e *env, a args) error {
	form := verbs["checkin"].usage
	list := a.has("list")
	if list {
		if err := a.want(1, 1, form); err != nil {
			return err
		}
		if a.has("undo") {
			return usageLine(form)
		}
	} else if err := a.want(2, 2, form); err != nil {
		return err
	}
	v, done, err := e.openVenue(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	s := v.Root()
	if list {
		return printCheckinList(e, s)
	}
	p, err := s.FindParticipant(a.pos[1])
	if err != nil {
		return err
	}
	in := !a.has("undo")
	if err := s.SetCheckedIn(p.ID, in); err != nil {
		return err
	}
	if in {
		fmt.Fprintf(e.out, e.say("#%d %s checked in\n", "%[2]s（番号 %[1]d）受付しました\n"), p.ID, p.Name)
	} else {
		fmt.Fprintf(e.out, e.say("#%d %s no longer checked in\n", "%[2]s（番号 %[1]d）の受付を取り消しました\n"), p.ID, p.Name)
	}
	return nil
}

func printCheckinList(e *env, s *tournament.Service) error {
	ps, err := s.Participants()
	if err != nil {
		return err
	}
	var in, out []string
	for _, p := range ps {
		if len(p.Members) > 0 {
			continue // a pair checks in through its members
		}
		line := fmt.Sprintf("  #%d %s", p.ID, p.Name)
		if p.CheckedIn {
			in = append(in, line)
		} else {
			out = append(out, line)
		}
	}
	fmt.Fprintf(e.out, e.say("checked in (%d):\n", "受付済み（%d 人）：\n"), len(in))
	for _, l := range in {
		fmt.Fprintln(e.out, l)
	}
	fmt.Fprintf(e.out, e.say("not checked in (%d):\n", "未受付（%d 人）：\n"), len(out))
	for _, l := range out {
		fmt.Fprintln(e.out, l)
	}
	return nil
}

// checkinGate is asked before pairing with the service s: before round 1,
// when anybody has checked in, who has not is proposed as absent for
// round 1. --absent-unchecked marks them absent (one logged change),
// --ignore-checkin pairs them all the same; without either the pairing is
// refused with the list, for the rules do not decide.
func checkinGate(e *env, a args, s *tournament.Service, label string) error {
	absent, ignore := a.has("absent-unchecked"), a.has("ignore-checkin")
	if absent && ignore {
		return usage("give --absent-unchecked or --ignore-checkin, not both", "--absent-unchecked と --ignore-checkin は一緒に使えません")
	}
	ps, err := s.CheckinProposal()
	if err != nil || len(ps) == 0 || ignore {
		return err
	}
	if absent {
		ids := make([]int, len(ps))
		for i, p := range ps {
			ids[i] = p.ID
		}
		return s.MarkAbsentRound1(ids)
	}
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = fmt.Sprintf("#%d %s", p.ID, p.Name)
	}
	return tournament.NewProblem(tournament.ErrInvalidInput,
		"%s%d have not checked in: %s; pair with --absent-unchecked to mark them absent from round 1, or --ignore-checkin to pair them all the same",
		"%s未受付の人が %d 人います：%s。1 回戦を欠席にするなら --absent-unchecked、そのまま組むなら --ignore-checkin を付けてください",
		label, len(ps), strings.Join(names, ", "))
}
