package cli

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"taikai/tournament"
)

// The disputes topic, for the dispute, rule and disputes verbs.
func init() {
	registerTopic(topic{names: []string{"disputes", "dispute", "rule"}, text: tournament.Text{En: disputeHelp, Ja: disputeHelpJa}})
}

const disputeHelp = `
taikai dispute FILE ROUND TABLE [--black-claim RESULT] [--white-claim RESULT] [--record TEXT] [--notes TEXT]
                                [--resumed-without-progress | --resume-requested]
    Record a disputed game (勝敗不合意): the official record and each player's claimed
    result, kept as typed (in the result grammar, see 'taikai help results'; leave a
    claim out if the player made none); the game's guided decision is applied at once.
    --resumed-without-progress and --resume-requested contradict each other: give one.
    Go and Pair Go (docs/rules.md §1.3; 終局処理の方法 四.4–四.11), every step a ruling:
      claims agree, or only one player claims      → that result
      disagree and play was resumed without progress → 勝敗預かり (pending a ruling)
      disagree and nobody asks to resume           → 両負け (double-loss)
      no claim after a resumption without progress → 無勝負 (no-result)
      otherwise (a resumption is asked for)        → play resumes, no result yet
    Othello (seed rules 19, 21, 23: the arbiter decides), only agreement is a result:
      claims agree                                 → that result
      only one player claims                       → proposed; held 勝敗預かり
      no claim after a resumption without progress → 無勝負 proposed; held 勝敗預かり
      a resumption is asked for                    → play resumes, no result yet
      any other disagreement                       → held 勝敗預かり (no 両負け)
    A result the rules decide only with an answer (an Othello card under 64 discs,
    rule 19) is proposed and held too: the ruling answers the question.
taikai rule FILE ROUND TABLE RESULT [--ANSWER] [--replay] [--reason TEXT]
                                    [--penalty PLAYER --penalty-kind KIND [--penalty-note TEXT]]
    The arbiter's ruling: any result (40-24, double-loss, no-result, foul-black,
    forfeit-white, pending …); --replay with no-result orders a replay. A newer ruling
    supersedes the older one; both stay in the history and the audit log.
    --ANSWER answers the rules' question about RESULT, as with 'taikai result'
    (Othello under 64 discs: --empty-squares or --recording-error).
    --penalty notes a penalty on a player of the game with the ruling (e.g. for a
    deliberately false claim, docs/rules.md §1.3): PLAYER is an id or a name; KIND is caution (注意),
    warning (警告), time-deduction (持ち時間減), suspension (出場停止), expulsion (退場)
    or other (その他). A penalty without a dispute: 'taikai penalty' (rule 22).
    The penalty is a record: a loss by foul is the RESULT (foul-black), and a suspended
    player is withdrawn with 'taikai players withdraw'.
taikai disputes FILE [--format table|csv|json]
    Every disputed game, open and pending first, with the claims, the proposal, the
    rulings and the penalties.
`

func runDispute(e *env, a args) error {
	s, n, t, done, err := e.openGame(a, "dispute", 3)
	if err != nil {
		return err
	}
	defer done()
	d, dec, err := s.RecordDispute(n, t, tournament.DisputeInput{Record: a.flag("record", ""), BlackClaim: a.flag("black-claim", ""),
		WhiteClaim: a.flag("white-claim", ""), Notes: a.flag("notes", ""), ResumedWithoutProgress: a.has("resumed-without-progress"),
		ResumeRequested: a.has("resume-requested")})
	if errors.Is(err, tournament.ErrResumeContradiction) {
		return hinted{err: err, hint: tournament.Text{En: "give --resume-requested or --resumed-without-progress, not both",
			Ja: "--resume-requested（対局再開の要請）と --resumed-without-progress（進行なく再開済み）はどちらか一方だけを付けてください"}}
	}
	if err != nil {
		return err
	}
	fmt.Fprintln(e.out, e.text(tournament.Tr("round %d table %d: %s (%s)", "%d 回戦 %d 番卓：%s（%s）", n, t, dec.Name, dec.Reason)))
	if d.Proposal != "" {
		fmt.Fprintf(e.out, e.say("proposed to the arbiter: %s (rule with `taikai rule FILE %d %d RESULT`)\n", "審判への提案：%s（裁定は taikai rule FILE %d %d 結果）\n"), resultWords(eventOf(s), d.Proposal, e.lang), n, t)
	}
	fmt.Fprintln(e.out, e.say("status: ", "状態：")+disputeStatusWords(d.Status, e.lang))
	return nil
}

func runRule(e *env, a args) error {
	s, n, t, done, err := e.openGame(a, "rule", 4)
	if err != nil {
		return err
	}
	defer done()
	in := tournament.RulingInput{Result: a.pos[3], Replay: a.has("replay"), Reason: a.flag("reason", "")}
	switch {
	case a.has("penalty"):
		if !a.has("penalty-kind") {
			return usage("--penalty needs --penalty-kind caution|warning|time-deduction|suspension|expulsion|other",
				"--penalty には --penalty-kind caution|warning|time-deduction|suspension|expulsion|other を付けてください（警告・持ち時間減・出場停止・退場・その他）")
		}
		p, err := s.FindParticipant(a.flag("penalty", ""))
		if err != nil {
			return err
		}
		in.Penalty = &tournament.Penalty{Player: p.ID, Kind: a.flag("penalty-kind", ""), Note: a.flag("penalty-note", "")}
	case a.has("penalty-kind"), a.has("penalty-note"):
		return usage("--penalty-kind and --penalty-note go with --penalty PLAYER", "--penalty-kind と --penalty-note は --penalty PLAYER と一緒に使います")
	}
	if err := checkAnswers(s, a.open); err != nil {
		return err
	}
	// The ruling's result is decided as typed; when the rules ask a
	// question (an Othello card under 64 discs, rule 19), the flags given
	// answer it, as with `taikai result`.
	var d tournament.Dispute
	if err := e.answering(a.open, func(answers []string) error {
		in.Answers = answers
		var err error
		d, err = s.Rule(n, t, in)
		return err
	}); err != nil {
		return err
	}
	last := d.Rulings[len(d.Rulings)-1]
	fmt.Fprintf(e.out, e.say("round %d table %d ruled: %s (status %s, ruling %d)\n", "%d 回戦 %d 番卓の裁定：%s（状態 %s、%d 件目の裁定）\n"),
		n, t, resultWords(eventOf(s), last.Result, e.lang), disputeStatusWords(d.Status, e.lang), len(d.Rulings))
	if last.Penalty != nil {
		names, err := s.Names()
		if err != nil {
			return err
		}
		fmt.Fprintln(e.out, e.say("penalty: ", "罰則：")+penaltyText(last.Penalty, names, e.lang))
	}
	return nil
}

// penaltyText writes a penalty as "山田 太郎: suspension (note)", or
// 「山田 太郎：出場停止（note）」 in Japanese.
func penaltyText(p *tournament.Penalty, names map[int]string, l tournament.Lang) string {
	sep, lp, rp := ": ", " (", ")"
	if l == tournament.Japanese {
		sep, lp, rp = "：", "（", "）"
	}
	s := names[p.Player] + sep + tournament.PenaltyKindName(p.Kind).In(l)
	if p.Note != "" {
		s += lp + p.Note + rp
	}
	return s
}

func runDisputes(e *env, a args) error {
	s, format, done, err := e.openListing(a, "disputes", 1)
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
	t := table{header: []string{"round", "table", "black", "white", "status", "black_claim", "white_claim", "result", "proposal", "rulings", "penalties"}}
	lang, ev := tournament.English, eventOf(s) // the data formats keep the codes
	t.sides = ev.Game
	if format == "table" {
		lang = e.lang
	}
	for _, dg := range list {
		g, d := dg.Game, dg.Game.Dispute
		result := ""
		if g.Result != nil {
			result = resultWords(ev, g.Result.Text, lang)
		}
		var rulings, penalties []string
		for _, r := range d.Rulings {
			line := r.Time.Local().Format("15:04") + " " + resultWords(ev, r.Result, lang)
			if r.Replay {
				line += e.say(" (replay)", "（打ち直し）")
			}
			if txt := r.Reason.In(e.lang); txt != "" {
				line += " — " + txt
			}
			if r.Penalty != nil {
				pen := penaltyText(r.Penalty, names, e.lang)
				line += " — " + e.say("penalty: ", "罰則：") + pen
				penalties = append(penalties, r.Time.Local().Format("15:04")+" "+pen)
			}
			rulings = append(rulings, line)
		}
		t.rows = append(t.rows, []string{strconv.Itoa(dg.Round), strconv.Itoa(g.Table), names[g.Black], names[g.White], disputeStatusWords(d.Status, lang),
			resultWords(ev, d.BlackClaim, lang), resultWords(ev, d.WhiteClaim, lang), result, resultWords(ev, d.Proposal, lang), strings.Join(rulings, " | "), strings.Join(penalties, " | ")})
	}
	return t.write(e.out, format)
}
