package tournament

import (
	"fmt"
)

// RecordResult records or corrects the result of table `table` in round n,
// written in the grammar of the event's game ("40-24", "B+R", "62-58",
// "pending"). When the rules need the arbiter's answer first (an Othello
// card under 64 discs) it is refused with a *Question (ErrNeedsAnswer), and
// the answer is passed back in answers ("empty-squares"). Standings are
// computed from the results, so a correction changes every later standing;
// rounds already paired are not re-paired.
func (s *Service) RecordResult(n, table int, text string, answers ...string) (Verdict, error) {
	var verdict Verdict
	err := s.updateText("result", func(w Writer) (Text, error) {
		var detail Text
		var err error
		verdict, detail, err = s.applyResult(w, n, table, text, answers, false)
		return detail, err
	})
	return verdict, err
}

// PreviewResult decides, without saving, what typed text would record at
// table `table` of round n (for a form that shows the winner before Enter).
func (s *Service) PreviewResult(n, table int, text string, answers ...string) (Verdict, error) {
	var v Verdict
	err := s.store.View(func(r Reader) error {
		ev, err := r.Event()
		if err != nil {
			return err
		}
		sw, err := ev.Swiss()
		if err != nil {
			return err
		}
		rd, err := storedRound(r, n)
		if err != nil {
			return err
		}
		g, _, err := TableOf(rd, table)
		if err != nil {
			return err
		}
		v, err = sw.Decide(ev, rd, g, text, answers)
		return err
	})
	return v, err
}

// applyResult decides and stores a result inside a transaction. A disputed
// game takes its result only from a ruling (ruling true).
func (s *Service) applyResult(w Writer, n, table int, text string, answers []string, ruling bool) (Verdict, Text, error) {
	ev, err := w.Event()
	if err != nil {
		return Verdict{}, Text{}, err
	}
	sw, err := ev.Swiss()
	if err != nil {
		return Verdict{}, Text{}, err
	}
	r, err := storedRound(w, n)
	if err != nil {
		return Verdict{}, Text{}, err
	}
	g, i, err := TableOf(r, table)
	if err != nil {
		return Verdict{}, Text{}, err
	}
	if g.Dispute != nil && !ruling {
		return Verdict{}, Text{}, newProblem(ErrInvalidInput, "round %d table %d is disputed: its result comes from a ruling (Disputes screen, `taikai rule`)",
			"%d 回戦 %d 番卓は異議の申し立て中です。結果は裁定で記録してください（裁定画面、taikai rule）", n, table)
	}
	v, err := sw.Decide(ev, r, g, text, answers)
	if err != nil {
		return Verdict{}, Text{}, err
	}
	detail := resultDetail(ev, n, table, g, v, text)
	if v.Note.En != "" {
		detail.En += ": " + v.Note.En
	}
	if v.Note.Ja != "" {
		detail.Ja += "：" + v.Note.Ja
	}
	r.Games[i].Result = &Result{Text: v.Stored, Entered: text, Note: v.Note, Arbiter: s.arbiterName(ev), Recorded: s.now().UTC()}
	if v.Extra != nil {
		r.Games[i].Extra = v.Extra
	}
	return v, detail, w.PutRound(r)
}

// ClearResult puts the result of table `table` in round n back to "not
// reported", in one logged change. A disputed game's result comes and goes
// with its rulings, and a bye has no table: both are refused.
func (s *Service) ClearResult(n, table int) error {
	return s.update("result.clear", func(w Writer) (string, error) {
		r, err := storedRound(w, n)
		if err != nil {
			return "", err
		}
		g, i, err := TableOf(r, table)
		if err != nil {
			return "", err
		}
		if g.Result == nil {
			return "", newProblem(ErrInvalidInput, "round %d table %d has no result to clear", "%d 回戦 %d 番卓には取り消す結果がありません", n, table)
		}
		if g.Dispute != nil {
			return "", newProblem(ErrInvalidInput, "round %d table %d is disputed: its result comes from a ruling (Disputes screen, `taikai rule`)",
				"%d 回戦 %d 番卓は異議の申し立て中です。結果は裁定で記録してください（裁定画面、taikai rule）", n, table)
		}
		r.Games[i].Result = nil
		return fmt.Sprintf("round %d table %d: #%d–#%d %s cleared (not reported)", n, table, g.Black, g.White, g.Result.Text), w.PutRound(r)
	})
}

// resultDetail is the audit detail of result v typed as text at game g:
// the result code and what was typed in English, the result in words in
// Japanese (「1回戦 3番卓：#18－#5 黒の不戦敗（入力 forfeit-black）」).
func resultDetail(ev Event, n, table int, g Game, v Verdict, text string) Text {
	d := Text{
		En: fmt.Sprintf("round %d table %d: #%d–#%d %s", n, table, g.Black, g.White, v.Stored),
		Ja: fmt.Sprintf("%d回戦 %d番卓：#%d－#%d %s", n, table, g.Black, g.White, ResultText(ev, v.Stored, Japanese)),
	}
	if v.Stored != text {
		d.En += fmt.Sprintf(" (entered %s)", text)
		if text != ResultText(ev, v.Stored, Japanese) {
			d.Ja += fmt.Sprintf("（入力 %s）", text)
		}
	}
	if g.Result != nil {
		d.En += fmt.Sprintf(", corrected from %s", g.Result.Text)
		d.Ja += fmt.Sprintf("（訂正前 %s）", ResultText(ev, g.Result.Text, Japanese))
	}
	return d
}
