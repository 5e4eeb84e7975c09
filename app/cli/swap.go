package cli

import (
	"fmt"

	"taikai/tournament"
)

// runSwap is `taikai swap FILE ROUND --colours TABLE` (Black and White
// change places at that table) or `taikai swap FILE ROUND PLAYER PLAYER`
// (two players change places): the arbiter's changes to a round not yet
// played, as in the GUI's pairing screen. A rule the change breaks is
// printed as a warning; the table's report link changes with its game.
func runSwap(e *env, a args) error {
	form := verbs["swap"].usage
	colours := a.has("colours")
	if err := a.want(2, 4, form); err != nil {
		return err
	}
	if colours != (len(a.pos) == 2) {
		return usageLine(form)
	}
	n, err := number(a.pos[1], "ROUND", 1, maxRound)
	if err != nil {
		return err
	}
	table := 0
	if colours {
		if table, err = number(a.flag("colours", ""), "TABLE", 1, maxTable); err != nil {
			return err
		}
	}
	s, done, err := e.open(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	var warnings []tournament.Text
	if colours {
		if warnings, err = s.SwapColours(n, table); err != nil {
			return err
		}
		// 黒白を入れ替えました, 先手後手を入れ替えました: the section's sides.
		both := tournament.SidesBoth(eventOf(s).Game)
		fmt.Fprintln(e.out, e.say(fmt.Sprintf("round %d table %d: colours swapped (%s)", n, table, both.En),
			fmt.Sprintf("%d 回戦 %d 番卓：%sを入れ替えました", n, table, both.Ja)))
	} else {
		pa, err := s.FindParticipant(a.pos[2])
		if err != nil {
			return err
		}
		pb, err := s.FindParticipant(a.pos[3])
		if err != nil {
			return err
		}
		if warnings, err = s.SwapPlayers(n, pa.ID, pb.ID); err != nil {
			return err
		}
		fmt.Fprintf(e.out, e.say("round %d: %s and %s swapped\n", "%d 回戦：%s と %s を入れ替えました\n"), n, pa.Name, pb.Name)
	}
	for _, w := range warnings {
		fmt.Fprintln(e.errw, e.say("taikai: warning: ", "taikai: 注意: ")+w.In(e.lang))
	}
	return nil
}
