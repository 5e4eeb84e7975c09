package cli

import (
	"fmt"
	"strconv"
	"strings"

	"taikai/tournament"
)

const disputeHelp = `
taikai dispute FILE ROUND TABLE [--black-claim RESULT] [--white-claim RESULT] [--record TEXT] [--notes TEXT]
                                [--resumed-without-progress] [--resume-requested]
    Record a disputed game (勝敗不合意): the official record, each player's claimed result
    (in the result grammar, see 'taikai help results'; leave a claim out if the player
    made none) and the guided decision of SPEC §1 is applied at once:
      claims agree, or only one player claims      → that result
      disagree and play was resumed without progress → 勝敗預かり (pending a ruling)
      disagree and nobody asks to resume           → 両負け (double-loss)
      no claim after a resumption without progress → 無勝負 (no-result)
      otherwise (a resumption is asked for)        → play resumes, no result yet
taikai rule FILE ROUND TABLE RESULT [--replay] [--reason TEXT]
    The arbiter's ruling: any result (40-24, double-loss, no-result, foul-black,
    forfeit-white, pending …); --replay with no-result orders a replay. A newer ruling
    supersedes the older one; both stay in the history and the audit log.
taikai disputes FILE [--format table|csv|json]
    Every disputed game, open and pending first, with the claims and the rulings.
`

func roundTable(a args, usage string) (int, int, error) {
	n, err1 := strconv.Atoi(a.pos[1])
	t, err2 := strconv.Atoi(a.pos[2])
	if err1 != nil || err2 != nil {
		return 0, 0, usageError{"ROUND and TABLE are numbers; usage: taikai " + usage}
	}
	return n, t, nil
}

func runDispute(e *env, a args) error {
	if err := a.want(3, 3, verbs["dispute"].usage); err != nil {
		return err
	}
	n, t, err := roundTable(a, verbs["dispute"].usage)
	if err != nil {
		return err
	}
	s, done, err := e.open(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	d, dec, err := s.RecordDispute(n, t, tournament.DisputeInput{Record: a.flag("record", ""), BlackClaim: a.flag("black-claim", ""),
		WhiteClaim: a.flag("white-claim", ""), Notes: a.flag("notes", ""), ResumedWithoutProgress: a.has("resumed-without-progress"),
		ResumeRequested: a.has("resume-requested")})
	if err != nil {
		return err
	}
	if e.lang == tournament.Japanese {
		fmt.Fprintf(e.out, "%d 回戦 %d 番卓：%s（%s）\n", n, t, dec.Kind.Japanese(), dec.Reason.Ja)
	} else {
		fmt.Fprintf(e.out, "round %d table %d: %s (%s)\n", n, t, dec.Kind, dec.Reason.En)
	}
	fmt.Fprintf(e.out, "status: %s\n", d.Status)
	return nil
}

func runRule(e *env, a args) error {
	if err := a.want(4, 4, verbs["rule"].usage); err != nil {
		return err
	}
	n, t, err := roundTable(a, verbs["rule"].usage)
	if err != nil {
		return err
	}
	s, done, err := e.open(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	d, err := s.RuleDispute(n, t, a.pos[3], a.has("replay"), a.flag("reason", ""))
	if err != nil {
		return err
	}
	last := d.Rulings[len(d.Rulings)-1]
	fmt.Fprintf(e.out, e.say("round %d table %d ruled: %s (status %s, ruling %d)\n", "%d 回戦 %d 番卓の裁定：%s（状態 %s、%d 件目の裁定）\n"),
		n, t, last.Result, d.Status, len(d.Rulings))
	return nil
}

func runDisputes(e *env, a args) error {
	if err := a.want(1, 1, verbs["disputes"].usage); err != nil {
		return err
	}
	format := a.flag("format", "table")
	if err := checkFormat(format); err != nil {
		return err
	}
	s, done, err := e.open(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	list, err := s.Disputes()
	if err != nil {
		return err
	}
	names, err := s.Names()
	if err != nil {
		return err
	}
	t := table{header: []string{"round", "table", "black", "white", "status", "black_claim", "white_claim", "result", "rulings"}}
	for _, dg := range list {
		g, d := dg.Game, dg.Game.Dispute
		result := ""
		if g.Result != nil {
			result = g.Result.Text
		}
		var rulings []string
		for _, r := range d.Rulings {
			line := r.Time.Local().Format("15:04") + " " + r.Result
			if r.Replay {
				line += " (replay)"
			}
			if txt := r.Reason.In(e.lang); txt != "" {
				line += " — " + txt
			}
			rulings = append(rulings, line)
		}
		t.rows = append(t.rows, []string{strconv.Itoa(dg.Round), strconv.Itoa(g.Table), names[g.Black], names[g.White], d.Status,
			d.BlackClaim, d.WhiteClaim, result, strings.Join(rulings, " | ")})
	}
	return t.write(e.out, format)
}
