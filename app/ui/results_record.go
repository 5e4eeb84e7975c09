package ui

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// card is one result card as Enter found it: the round and table it is
// for and the result typed. The questions it raises (replace? the rules'
// answer) act on the card, checked against the state they were asked in,
// never on the form as it may be by the time they are answered.
type card struct {
	// own is the section the card was typed in.
	own          *sectionScreens
	round, table int
	text         string
}

// submit records the card typed (Enter in the form).
func (v *resultsView) submit() {
	if v.round == nil {
		return
	}
	if v.toOtherSection() {
		return
	}
	if strings.TrimSpace(v.table.Text) == "" && len(v.round.Missing()) == 0 && v.form.text() == "" {
		// Nothing left to enter: an extra Enter is not an error.
		v.ew.win.Canvas().Focus(v.table)
		return
	}
	g, ok := v.checkTable()
	if !ok {
		return
	}
	c := card{own: v.own, round: v.round.Number, table: g.Table, text: v.form.text()}
	if c.text == "" {
		v.refuse(tr("Type the result first.", "先に結果を入力してください。"), v.form.first())
		return
	}
	v.record(c, nil, "")
}

// record records card c with the answers to the rules' questions. A table
// that already has another result is replaced only when the arbiter
// confirmed replacing that very result (replacing: the result they saw).
func (v *resultsView) record(c card, answers []string, replacing string) {
	lang := v.ew.g.lang
	if c.own != v.own || v.ew.sectionScreens != v.own {
		// A question answered after the section shown changed: the card
		// is not recorded in another section than the one it was typed in.
		v.refuse(fmt.Sprintf(tr("The card was typed for section %s: nothing recorded.", "このカードは部門 %s で入力されたものです。記録していません。"), c.own.sec.Label()), v.table)
		return
	}
	r, err := v.own.svc.Round(c.round)
	if err != nil {
		v.refuse(tournament.Localize(err, lang), v.table)
		return
	}
	g, _, ok := r.GameAt(c.table)
	if !ok || g.IsBye() {
		v.refuse(fmt.Sprintf(tr("Round %d has no table %s.", "%d 回戦に %s 番卓はありません。"), c.round, strconv.Itoa(c.table)), v.table)
		return
	}
	if g.Result != nil && g.Result.Text != replacing {
		res, err := v.own.svc.PreviewResult(c.round, c.table, c.text, answers...)
		var q *tournament.Question
		switch {
		case errors.As(err, &q):
			v.askTyped(c, q, answers)
		case err != nil:
			v.refuse(tournament.Localize(err, lang), v.form.first())
		case res.Stored == g.Result.Text:
			v.nextCard()
			v.say(fmt.Sprintf(tr("Table %d already has %s: nothing changed.", "%d 番卓はすでに %s です。変更はありません。"), c.table, v.resultText(g.Result.Text)))
		default:
			v.askReplace(c, g, res, answers)
		}
		return
	}
	_, err = v.own.svc.RecordResult(c.round, c.table, c.text, answers...)
	var q *tournament.Question
	if errors.As(err, &q) {
		v.askTyped(c, q, answers)
		return
	}
	if err != nil {
		v.refuse(tournament.Localize(err, lang), v.form.first())
		return
	}
	msg := ""
	if r, err := v.own.svc.Round(c.round); err == nil {
		if ng, _, ok := r.GameAt(c.table); ok && ng.Result != nil {
			msg = fmt.Sprintf(tr("Table %d: %s recorded.", "%d 番卓：%s を記録しました。"), c.table, v.resultText(ng.Result.Text)) + " " + ng.Result.Note.In(lang)
			if g.Result != nil {
				msg = fmt.Sprintf(tr("Round %d, table %d corrected: %s → %s.", "%d 回戦 %d 番卓を訂正しました：%s → %s。"), c.round, c.table, v.resultText(g.Result.Text), v.resultText(ng.Result.Text)) + " " + ng.Result.Note.In(lang)
			}
		}
	}
	msg += v.laterRounds(c.round)
	v.dropCard()
	if rerr := v.ew.reload(); rerr != nil {
		v.ew.g.showProblem(tr("Cannot record the result", "結果を記録できません"), rerr, v.ew.win)
	}
	v.nextCard()
	v.say(strings.TrimSpace(msg))
}

// laterRounds says which later rounds were paired on the result before a
// correction of round n ("" when none): they are not re-paired by
// themselves.
func (v *resultsView) laterRounds(n int) string {
	var later []string
	for _, r := range v.rounds {
		if r.Number > n {
			later = append(later, strconv.Itoa(r.Number))
		}
	}
	if len(later) == 0 {
		return ""
	}
	return "\n" + fmt.Sprintf(tr("The pairings of round(s) %s were made on the result before this change; they are not re-paired (re-pair the last round from the Pairings tab if needed).", "%s 回戦の組合せは、この変更の前の結果で作られています。組み直しはしていません（必要なら組合せ画面で最後の回戦を組み直してください）。"), strings.Join(later, "・"))
}

// askReplace shows the stored result of card c's table and the new one side
// by side: Enter replaces, Esc keeps the stored one.
func (v *resultsView) askReplace(c card, g tournament.Game, res tournament.Verdict, answers []string) {
	lang := v.ew.g.lang
	old := g.Result.Text
	grid := container.NewGridWithColumns(2,
		widget.NewLabelWithStyle(tr("Recorded", "記録済み"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle(tr("New", "新しい結果"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabel(v.resultText(old)+"\n"+g.Result.Note.In(lang)),
		widget.NewLabel(v.resultText(res.Stored)+"\n"+res.Note.In(lang)))
	head := widget.NewLabel(fmt.Sprintf(tr("Round %d, table %d (%s — %s) already has a result.", "%d 回戦 %d 番卓（%s － %s）にはすでに結果があります。"), c.round, c.table, v.names[g.Black], v.names[g.White]))
	head.Wrapping = fyne.TextWrapWord
	keyDialog(v.ew.win, tr("Replace the result?", "結果を置き換えますか？"), container.NewVBox(head, grid),
		[]choice{{label: tr("Replace", "置き換える"), action: func() { v.record(c, answers, old) }}}, tr("Keep", "そのまま"), func() {
			v.nextCard()
			v.say(fmt.Sprintf(tr("Table %d keeps %s.", "%d 番卓は %s のままです。"), c.table, v.resultText(old)))
		})
}

// clearTable puts the typed table's result back to "not reported", after
// the arbiter confirms; a result changed since the question is not
// cleared.
func (v *resultsView) clearTable() {
	g, ok := v.checkTable()
	if !ok {
		return
	}
	if g.Result == nil {
		v.refuse(fmt.Sprintf(tr("Table %d has no result to clear.", "%d 番卓には取り消す結果がありません。"), g.Table), v.table)
		return
	}
	n, t, old := v.round.Number, g.Table, g.Result.Text
	confirm(v.ew.win, tr("Clear result", "結果を取り消す"), fmt.Sprintf(tr("Clear the result %s of round %d, table %d (%s — %s)? It goes back to not reported.", "結果 %s（%d 回戦 %d 番卓：%s － %s）を取り消して、未報告に戻しますか？"), v.resultText(old), n, t, v.names[g.Black], v.names[g.White]),
		tr("Clear result", "結果を取り消す"), func() {
			if r, err := v.own.svc.Round(n); err == nil {
				if now, _, ok := r.GameAt(t); !ok || now.Result == nil || now.Result.Text != old {
					v.refuse(fmt.Sprintf(tr("Round %d, table %d changed since the question: nothing cleared.", "%d 回戦 %d 番卓は確認の後に変わりました。取り消していません。"), n, t), v.table)
					return
				}
			}
			if v.ew.apply(tr("Cannot clear the result", "結果を取り消せません"), func() error { return v.own.svc.ClearResult(n, t) }) {
				v.nextCard()
				v.say(fmt.Sprintf(tr("Round %d, table %d: %s cleared.", "%d 回戦 %d 番卓：%s を取り消しました（未報告）。"), n, t, v.resultText(old)) + v.laterRounds(n))
			}
			v.ew.win.Canvas().Focus(v.table)
		})
}

// ask puts the rules' question to the arbiter (docs/rules.md §2.2: a card under 64
// discs): one button per answer, the first one the default (Enter); Esc
// keeps the typed values. When the rules say the input is most likely
// mistyped (a card over 64 discs), Enter is to type it again (retype) and
// the answers are explicit second choices.
func (v *resultsView) ask(q *tournament.Question, retype func(), answer func(key string)) {
	var cs []choice
	if q.Retype {
		cs = append(cs, choice{label: tr("Type it again", "入力し直す"), action: retype})
	}
	for _, c := range q.Choices {
		cs = append(cs, choice{label: c.Label.In(v.ew.g.lang), action: func() { answer(c.Key) }})
	}
	label := widget.NewLabel(q.In(v.ew.g.lang))
	label.Wrapping = fyne.TextWrapWord
	keyDialog(v.ew.win, tr("The rules need your answer", "確認してください"), label, cs, tr("Cancel", "キャンセル"), nil)
}

// askTyped asks the rules' question about card c; the answer records it
// with answers and the answer's key.
func (v *resultsView) askTyped(c card, q *tournament.Question, answers []string) {
	v.ask(q, v.retype, func(key string) { v.record(c, append(slices.Clone(answers), key), "") })
}

// retype puts the cursor back on the card's result, what was typed offered
// to be typed again.
func (v *resultsView) retype() {
	setLine(v.problem, "⚠ "+tr("Type the result on the card again.", "対戦カードの結果を入力し直してください。"))
	v.ew.win.Canvas().Focus(v.form.first())
	if e, ok := v.form.first().(*keyEntry); ok {
		e.offer()
	}
}
