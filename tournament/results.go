package tournament

import (
	"errors"
	"fmt"

	"taikai/rules/igo"
	"taikai/rules/othello"
)

// Shortfall is the arbiter's answer for an Othello card under 64 discs
// (SPEC §2.2): empty squares at the end, or a recording error.
type Shortfall = othello.Shortfall

// RecordResult records or corrects the result of table `table` in round n,
// written in the grammar of `taikai result` ("40-24", "31-33:timeout-black",
// "pending"). A card under 64 discs needs the arbiter's answer (short); with
// ShortfallUndecided it is refused with ErrShortfall so that the screen can
// ask. Standings are computed from the results, so a correction changes
// every later standing; rounds already paired are not re-paired.
func (s *Service) RecordResult(n, table int, text string, short Shortfall) (othello.Verdict, error) {
	var verdict othello.Verdict
	err := s.update("result", func(w Writer) (string, error) {
		var detail string
		var err error
		verdict, detail, err = s.applyResult(w, n, table, text, short, false)
		return detail, err
	})
	return verdict, err
}

// applyResult decides and stores a result inside a transaction. A disputed
// game takes its result only from a ruling (ruling true).
func (s *Service) applyResult(w Writer, n, table int, text string, short Shortfall, ruling bool) (othello.Verdict, string, error) {
	var verdict othello.Verdict
	ev, err := w.Event()
	if err != nil {
		return verdict, "", err
	}
	if ev.Game == Yonin {
		return verdict, "", newProblem(ErrInvalidInput, "four-player shogi games are entered per table (who mated whom)", "四人将棋の対局は卓ごとに（誰が誰を詰ましたか）入力します")
	}
	rs, err := w.Rounds()
	if err != nil {
		return verdict, "", err
	}
	r, err := roundOf(rs, n)
	if err != nil {
		return verdict, "", err
	}
	g, i, ok := r.GameAt(table)
	if !ok || table < 1 {
		return verdict, "", newProblem(ErrNotFound, "round %d has no table %d", "%d 回戦に %d 番卓はありません", n, table)
	}
	if g.Dispute != nil && !ruling {
		return verdict, "", newProblem(ErrInvalidInput, "round %d table %d is disputed: its result comes from a ruling (Disputes screen, `taikai rule`)",
			"%d 回戦 %d 番卓は異議の申し立て中です。結果は裁定で記録してください（裁定画面、taikai rule）", n, table)
	}
	if ev.Game == Go || ev.Game == PairGo {
		res, note, err := igo.GameResult{}, Text{}, error(nil)
		if ev.Game == PairGo {
			res, note, err = pairgoResult(g, text)
		} else if res, err = igo.ParseGameResult(text); err != nil {
			err = goProblem(err)
		} else {
			note = Text{En: "", Ja: res.Japanese()}
		}
		if err != nil {
			return verdict, "", err
		}
		stored := res.String()
		detail := fmt.Sprintf("round %d table %d: #%d–#%d %s", n, table, g.Black, g.White, stored)
		if g.Result != nil {
			detail += fmt.Sprintf(", corrected from %s", g.Result.Text)
		}
		if note.En != "" {
			detail += ": " + note.En
		}
		r.Games[i].Result = &Result{Text: stored, Entered: text, Note: note, Arbiter: s.arbiterName(ev), Recorded: s.now().UTC()}
		return verdict, detail, w.PutRound(r)
	}
	set, err := ev.OthelloSettings()
	if err != nil {
		return verdict, "", err
	}
	res, err := othello.ParseResult(text)
	if err != nil {
		return verdict, "", othelloProblem(err)
	}
	if res.Outcome == othello.Bye {
		return verdict, "", newProblem(ErrInvalidInput, "a bye is given by the pairing, not entered at a table",
			"不戦勝（バイ）は組合せで決まるもので、卓の結果としては入力できません")
	}
	ctx := othello.Context{Stage: othello.Preliminary, Shortfall: short}
	if r.Final {
		if g.HiddenDisc == nil {
			return verdict, "", newProblem(ErrInvalidInput, "record the hidden-disc ceremony of table %d first: it decides the colours and the draw-win right",
				"先に %d 番卓の伏せ石を記録してください（手番と引き分け勝ちの権利が決まります）", table)
		}
		ctx.Stage, ctx.DrawWin = othello.Final, drawWinColour(g)
		if table == 2 {
			ctx.Stage = othello.Playoff
		}
	}
	verdict, err = set.Decide(res, ctx)
	if err != nil {
		return verdict, "", othelloProblem(err)
	}
	stored := verdict.Result().String()
	if !res.HasDiscs && (res.Outcome == othello.DoubleLoss || res.Outcome == othello.NoResult) {
		stored = res.String() // no discs count: "0-0:double-loss" would only confuse
	}
	detail := fmt.Sprintf("round %d table %d: #%d–#%d %s", n, table, g.Black, g.White, stored)
	if stored != text {
		detail += fmt.Sprintf(" (entered %s)", text)
	}
	if g.Result != nil {
		detail += fmt.Sprintf(", corrected from %s", g.Result.Text)
	}
	if !verdict.Note.IsZero() {
		detail += ": " + verdict.Note.En
	}
	r.Games[i].Result = &Result{Text: stored, Entered: text, Note: Text{En: verdict.Note.En, Ja: verdict.Note.Ja}, Arbiter: s.arbiterName(ev), Recorded: s.now().UTC()}
	return verdict, detail, w.PutRound(r)
}

// goProblem gives a rules/igo result error a Japanese message.
func goProblem(err error) error {
	return &wrapped{Problem: Problem{Text: Text{En: err.Error(),
		Ja: "結果が読めません。B+R（黒中押し勝ち）、W+3.5（白3目半勝ち）、B+T、jigo、forfeit-white などで入力してください（" + err.Error() + "）"},
		Kind: ErrInvalidInput}, cause: err}
}

// ErrShortfall means an Othello card adds up to less than 64 and the
// arbiter has not said whether squares were empty or the card miswritten.
var ErrShortfall = othello.ErrShortfallUndecided

// othelloProblem gives a rules/othello error a Japanese message for the
// screen (the rules package speaks English) and keeps its sentinel.
func othelloProblem(err error) error {
	ja := "結果を確認してください: " + err.Error()
	for _, m := range []struct {
		sentinel error
		ja       string
	}{
		{othello.ErrSyntax, "結果が読めません。黒の石数-白の石数（例 40-24）、または 40-24:timeout-white や pending のように入力してください"},
		{othello.ErrUnknownOutcome, "その特別な結果の種類はありません（forfeit-black, timeout-white, both-timeout, foul-black, double-loss, no-result, pending など）"},
		{othello.ErrDiscRange, "石数は 0〜64 で入力してください"},
		{othello.ErrTooManyDiscs, "石数の合計が64を超えています。対戦カードを確認してください"},
		{othello.ErrNoDiscs, "石数が入力されていません"},
		{othello.ErrShortfallUndecided, "石数の合計が64未満です。終局時の空きマス（勝者に加算）か、記入ミス（勝者に不利に修正）かを選んでください"},
		{othello.ErrAdjustmentChangesWinner, "記入ミスとして修正すると勝敗が変わります。審判長が裁定してください（規則21）"},
		{othello.ErrDiscsDontFit, "石数が特別な結果と合いません（例：時間切れ勝ちの側の石数が少ない）"},
		{othello.ErrNoDrawWinRight, "引き分けですが、引き分け勝ちの権利者が決まっていません（伏せ石を記録してください）"},
		{othello.ErrOutcomeNotAllowed, "この段階ではその結果は使えません"},
	} {
		if errors.Is(err, m.sentinel) {
			ja = m.ja + "（" + err.Error() + "）"
			break
		}
	}
	return &wrapped{Problem: Problem{Text: Text{En: err.Error(), Ja: ja}, Kind: ErrInvalidInput}, cause: err}
}

// wrapped is a Problem that also unwraps to the rules error it came from.
type wrapped struct {
	Problem
	cause error
}

// Unwrap returns both the Problem's kind and the original rules error.
func (w *wrapped) Unwrap() []error { return []error{w.Kind, w.cause} }
