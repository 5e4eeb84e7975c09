package cli

import (
	"fmt"
	"strconv"
	"strings"

	"taikai/app/internal/byid"
	"taikai/tournament"
	"taikai/tournament/pairgo"
)

func runPairs(e *env, a args) error {
	if len(a.pos) < 2 || (a.pos[0] != "add" && a.pos[0] != "list") || (a.pos[0] == "add" && len(a.pos) != 4) || (a.pos[0] == "list" && len(a.pos) != 2) {
		return usageHelp(pairsTopic)
	}
	s, format, done, err := formatted(a, a.pos[1], e.open)
	if err != nil {
		return err
	}
	defer done()
	if a.pos[0] == "add" {
		p, warn, err := pairgo.Of(s).RegisterPair(a.pos[2], a.pos[3], a.flag("name", ""))
		if err != nil {
			return err
		}
		names, err := s.Names()
		if err != nil {
			return err
		}
		fmt.Fprintf(e.out, e.say("pair #%d %s: captain %s, pair point %s\n", "ペア「%[2]s」（番号 %[1]d）：キャプテン %[3]s、ハンデポイント %[4]s\n"),
			p.ID, p.Name, names[p.Captain], pairgo.PairPointText(pairgo.PairPointOf(p)))
		if warn.En != "" {
			fmt.Fprintln(e.errw, "taikai: "+warn.In(e.lang))
		}
		return nil
	}
	ps, err := s.Participants()
	if err != nil {
		return err
	}
	names, err := s.Names()
	if err != nil {
		return err
	}
	byID := byid.Participants(ps)
	// captain_check: "to-confirm" when the captain rule could not decide (a
	// gender or birth date missing or equal) or the data changed since; the
	// terminal table says it in words (キャプテン要確認).
	t := table{header: []string{"id", "name", "member1", "member2", "captain", "captain_check", "pair_point", "status"}}
	status := statusText
	if format == "table" && e.lang == tournament.Japanese {
		status = statusJapanese
	}
	for _, p := range ps {
		if !p.IsPair() {
			continue
		}
		check := "ok"
		switch confirm := pairgo.CaptainToConfirm(p, byID); {
		case format == "table" && confirm:
			check = pairgo.CaptainToConfirmText.In(e.lang)
		case format == "table":
			check = ""
		case confirm:
			check = "to-confirm"
		}
		t.rows = append(t.rows, []string{strconv.Itoa(p.ID), p.Name, names[p.Members[0]], names[p.Members[1]], names[p.Captain], check,
			pairgo.PairPointText(pairgo.PairPointOf(p)), status(p)})
	}
	return t.write(e.out, format)
}

func runRotationError(e *env, a args) error {
	s, n, t, done, err := e.openGame(a, "rotation-error", 4)
	if err != nil {
		return err
	}
	defer done()
	count, err := pairgo.Of(s).RecordRotationError(n, t, a.pos[3])
	if err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("round %d table %d: rotation error by %s (no. %d in this game)\n", "%d 回戦 %d 番卓：%s の誤順（この対局で %d 回目）\n"),
		n, t, strings.ToLower(a.pos[3]), count)
	return nil
}
