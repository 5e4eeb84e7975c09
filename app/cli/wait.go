package cli

import (
	"fmt"

	"taikai/tournament"
)

// This file is `taikai wait FILE ROUND PLAYER TABLE` (issue 27): the odd
// player who waits in a round (待ち合わせ, setting odd_player=wait) plays the
// loser (or winner, setting wait_with) of TABLE once it has finished, in a
// game added to the round; `--bye` gives them the bye when no game is left.

func init() {
	registerVerb("wait", verb{run: runWait, after: "swap", bools: []string{"bye", "undo"},
		usage:     "wait FILE ROUND PLAYER TABLE | wait FILE ROUND PLAYER --bye | wait FILE ROUND PLAYER --undo",
		summary:   "待ち合わせ (odd_player=wait): pair the waiting PLAYER with the loser (wait_with=winner: the winner) of TABLE once it has a result, in a game added to the round at the next table and counted in it; --bye gives the waiting player the bye when no game is left; --undo takes back their added game while it has no result (they wait again)",
		summaryJa: "待ち合わせ（odd_player=wait）：待っている選手を、結果の出た TABLE の負けた人（wait_with=winner なら勝った人）と組み、回戦に対局を1つ加えます（次の卓番号。その回戦の対局として数えます）。残りの対局がなければ --bye で不戦勝にします。--undo は結果のないうちに加えた対局を取り消します（再び待ち合わせ）"})
}

func runWait(e *env, a args) error {
	form := verbs["wait"].usage
	bye, undo := a.has("bye"), a.has("undo")
	if err := a.want(3, 4, form); err != nil {
		return err
	}
	if (bye && undo) || (bye || undo) != (len(a.pos) == 3) {
		return usageLine(form)
	}
	n, err := number(a.pos[1], "ROUND", 1, maxRound)
	if err != nil {
		return err
	}
	table := 0
	if !bye && !undo {
		if table, err = number(a.pos[3], "TABLE", 1, maxTable); err != nil {
			return err
		}
	}
	s, done, err := e.open(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	p, err := s.FindParticipant(a.pos[2])
	if err != nil {
		return err
	}
	if undo {
		if err := s.UnpairWaiting(n, p.ID); err != nil {
			return err
		}
		fmt.Fprintf(e.out, e.say("round %d: %s's 待ち合わせ game taken back; they wait again\n", "%d 回戦：%s の待ち合わせの対局を取り消しました（再び待ち合わせ）\n"), n, p.Name)
		return nil
	}
	if bye {
		if err := s.ByeForWaiting(n, p.ID); err != nil {
			return err
		}
		fmt.Fprintf(e.out, e.say("round %d: %s, who waited, has the bye\n", "%d 回戦：待ち合わせの %s を不戦勝にしました\n"), n, p.Name)
		return nil
	}
	g, warnings, err := s.PairWaiting(n, p.ID, table)
	if err != nil {
		return err
	}
	names, err := s.Names()
	if err != nil {
		return err
	}
	first, second := e.sidesOf(s)
	fmt.Fprintf(e.out, e.say("round %d table %d: %s (%s) – %s (%s), 待ち合わせ with table %d\n", "%d 回戦 %d 番卓：%s（%s）対 %s（%s）　待ち合わせ（%d 番卓から）\n"),
		n, g.Table, names[g.Black], first, names[g.White], second, g.WaitFor)
	ev, err := s.Event()
	if err != nil {
		return err
	}
	if h := tournament.GameHandicap(ev, g); h != nil {
		fmt.Fprintln(e.out, h.Text.In(e.lang))
	}
	for _, w := range warnings {
		fmt.Fprintln(e.errw, e.say("taikai: warning: ", "taikai: 注意: ")+w.In(e.lang))
	}
	return nil
}
