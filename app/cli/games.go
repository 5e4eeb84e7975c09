package cli

import (
	"fmt"
	"os"
	"strconv"

	"taikai/tournament"
	"taikai/tournament/othello"
)

func runGames(e *env, a args) error {
	if len(a.pos) != 3 || a.pos[0] != "import" {
		return usageLine(verbs["games"].usage)
	}
	data, err := os.ReadFile(a.pos[2])
	if err != nil {
		return unreadable(a.pos[2], err)
	}
	s, done, err := e.open(a.pos[1])
	if err != nil {
		return err
	}
	defer done()
	n, err := othello.Of(s).ImportGames(data)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("imported %d games\n", "%d 局を取り込みました\n"), n)
	return nil
}

func runUnpair(e *env, a args) error {
	s, done, err := e.openOnly(a, "unpair")
	if err != nil {
		return err
	}
	defer done()
	n, err := lastRound(s, "no round has been paired", "まだ組合せがありません")
	if err != nil {
		return err
	}
	if err := s.UndoRound(n); err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("round %d removed\n", "%d 回戦の組合せを取り消しました\n"), n)
	return nil
}

// runAbsent is `players absent FILE PLAYER --round N [--present]`.
func runAbsent(e *env, s *tournament.Service, a args, who string) error {
	n, err := strconv.Atoi(a.flag("round", ""))
	if err != nil {
		return usageLine("players absent FILE PLAYER --round N [--present]")
	}
	p, err := s.FindParticipant(who)
	if err != nil {
		return err
	}
	absent := !a.has("present")
	if err := s.SetAbsent(p.ID, n, absent); err != nil {
		return err
	}
	if absent {
		fmt.Fprintf(e.out, e.say("#%d %s absent in round %d\n", "%[2]s（番号 %[1]d）は %[3]d 回戦を欠席\n"), p.ID, p.Name, n)
	} else {
		fmt.Fprintf(e.out, e.say("#%d %s present in round %d\n", "%[2]s（番号 %[1]d）は %[3]d 回戦に出場\n"), p.ID, p.Name, n)
	}
	return nil
}
