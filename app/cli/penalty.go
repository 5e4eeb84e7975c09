package cli

import (
	"fmt"
	"strconv"

	"taikai/tournament"
)

// The penalty topic, for the penalty and penalties verbs.
func init() {
	registerTopic(topic{names: []string{"penalty", "penalties"}, text: tournament.Text{En: penaltyHelp, Ja: penaltyHelpJa}})
}

const penaltyHelp = `
taikai penalty FILE --player PLAYER --kind KIND [--minutes N] [--round N] [--note TEXT]
    A penalty on a player without a dispute (Othello seed rule 22: 審判員は、不正を行った
    対局者に罰則として持ち時間減や反則負けを宣告できる。また…注意、警告を与え、退場を命じる
    ことができる). PLAYER is an id or a name. KIND:
      caution   注意
      warning   警告
      time      持ち時間減 (time-deduction): --minutes N, the minutes taken off the
                player's clock, is required: the rules set no amount, the arbiter
                states it (1-180); the app records it, the clock is the arbiter's
      expulsion 退場: the player takes no part in the rounds not yet paired
                (withdrawn from the next one); a game of theirs already paired keeps
                its table and its result is the arbiter's (rule 21): record it with
                'taikai result' (e.g. foul-black) — they are listed
      suspension 出場停止, other その他
    A loss by foul (反則負け) is a result: 'taikai result FILE ROUND TABLE foul-black'.
    --round is the round the penalty was given in (default: the last one paired);
    the player's table in it is found by itself. One change, logged with the name.
taikai penalties FILE [--round N] [--format table|csv|json]
    Every penalty given without a dispute, oldest first (penalties given with a
    ruling are in 'taikai disputes').
`

func runPenalty(e *env, a args) error {
	if err := a.want(1, 1, verbs["penalty"].usage); err != nil {
		return err
	}
	if !a.has("player") || !a.has("kind") {
		return usageLine(verbs["penalty"].usage)
	}
	in := tournament.PenaltyInput{Kind: a.flag("kind", ""), Note: a.flag("note", "")}
	// Numbers checked by parseArgs (numberFlags).
	in.Minutes, _ = strconv.Atoi(a.flag("minutes", "0"))
	in.Round, _ = strconv.Atoi(a.flag("round", "0"))
	s, done, err := e.open(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	p, err := s.FindParticipant(a.flag("player", ""))
	if err != nil {
		return err
	}
	in.Player = p.ID
	out, err := s.Penalize(in)
	if err != nil {
		return err
	}
	fmt.Fprintln(e.out, e.say("penalty: ", "罰則：")+p.Name+e.say(": ", "：")+tournament.PenaltyText(out.Penalty, e.lang))
	if out.WithdrawnFrom > 0 {
		fmt.Fprintf(e.out, e.say("%s is withdrawn from round %d (expelled).\n", "%s は %d 回戦から棄権扱いです（退場）。\n"), p.Name, out.WithdrawnFrom)
	}
	for _, rt := range out.Unfinished {
		fmt.Fprintf(e.out, e.say("round %d table %d has no result yet: the arbiter decides it (rule 21) — record it with `taikai result FILE %d %d RESULT`.\n",
			"%d 回戦 %d 番卓はまだ結果がありません。審判が決めて（第21項）taikai result FILE %d %d 結果 で記録してください。\n"), rt.Round, rt.Table, rt.Round, rt.Table)
	}
	return nil
}

func runPenalties(e *env, a args) error {
	round, _ := strconv.Atoi(a.flag("round", "0")) // checked by parseArgs
	s, format, done, err := e.openListing(a, "penalties", 1)
	if err != nil {
		return err
	}
	defer done()
	list, err := s.Penalties(round)
	if err != nil {
		return err
	}
	names, err := s.Names()
	if err != nil {
		return err
	}
	t := table{header: []string{"time", "round", "table", "player", "kind", "minutes", "note", "arbiter"}}
	for _, p := range list {
		t.rows = append(t.rows, []string{p.Time.Local().Format("15:04"), itoaOrEmpty(p.Round), itoaOrEmpty(p.Table), names[p.Player],
			tournament.PenaltyKindName(p.Kind).In(e.lang), itoaOrEmpty(p.Minutes), p.Note, p.Arbiter})
	}
	return t.write(e.out, format)
}

// itoaOrEmpty writes n, or nothing for 0.
func itoaOrEmpty(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}
