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

// Phone reports on the results screen: a table reported from a phone shows
// 報告あり with its reports side by side (conflicts flagged), and one key
// (Ctrl+Enter) records the report of the table typed, or of the first table
// reported.

// loadReports reads the reports waiting in the round shown.
func (v *resultsView) loadReports() {
	v.reports = nil
	if v.round == nil {
		return
	}
	if w, err := v.own.svc.WaitingReports(v.round.Number); err == nil {
		v.reports = w
	}
	v.loadStaleReports()
}

// conflict reports whether the waiting reports of table t disagree.
func (v *resultsView) conflict(t int) bool {
	rs := v.reports[t]
	return len(rs) > 0 && rs[0].Conflict
}

// reportMark is the result column of a table reported and not recorded.
func (v *resultsView) reportMark(t int) string {
	if len(v.reports[t]) == 0 {
		return v.staleMark(t)
	}
	if v.conflict(t) {
		return tr("Reported", "報告あり") + " ⚠"
	}
	return tr("Reported", "報告あり")
}

// reportText writes one report: "#3 Black: 40-24 (黒の勝ち)".
func (v *resultsView) reportText(r tournament.PhoneReport) string {
	who := tr("phone", "スマホ")
	if c, ok := tournament.ParseColour(r.Side); ok {
		who = tournament.SideOf(v.ev.Game, c).In(v.ew.g.lang)
	}
	what := r.Text
	if r.Stored != "" {
		what = v.resultText(r.Stored)
	}
	return fmt.Sprintf("#%d %s: %s", r.Seq, who, what)
}

// reportsSideBySide is the note column of a reported table: every report,
// the conflict flagged.
func (v *resultsView) reportsSideBySide(t int) string {
	rs := v.reports[t]
	if len(rs) == 0 {
		return v.staleLine(t)
	}
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = v.reportText(r)
	}
	line := strings.Join(parts, "　｜　")
	if v.conflict(t) {
		line = "⚠ " + tr("Reports disagree", "報告が食い違っています") + "：" + line
	}
	return line + "　(Ctrl+Enter)"
}

// reportLine is the status line of the table typed when phones reported it.
func (v *resultsView) reportLine(t int) string {
	if rep := v.reportsSideBySide(t); rep != "" {
		return tr("Phone reports:", "スマホからの報告：") + " " + rep
	}
	return ""
}

// acceptReport records the phone report of the table typed (or of the
// first table reported): at once when its reports agree, after a choice
// when the table already has another result. Reports that disagree are
// never recorded by a default: the arbiter types the card (Enter) or picks
// one report.
func (v *resultsView) acceptReport() {
	if v.round == nil {
		return
	}
	t, ok := v.tableNumber()
	if ok && len(v.reports[t]) == 0 && len(v.stale[t]) > 0 {
		v.accept(v.round.Number, t, 0, nil) // refused, saying whose game the report was for
		return
	}
	if !ok || len(v.reports[t]) == 0 {
		tables := slices.Sorted(func(yield func(int) bool) {
			for k := range v.reports {
				if !yield(k) {
					return
				}
			}
		})
		if len(tables) == 0 {
			v.refuse(fmt.Sprintf(tr("No phone report waits in round %d.", "%d回戦に未処理のスマホ報告はありません。"), v.round.Number), v.table)
			return
		}
		t = tables[0]
		v.table.typed(strconv.Itoa(t))
	}
	n, rs := v.round.Number, v.reports[t]
	g, _, _ := v.round.GameAt(t)
	if !v.conflict(t) && g.Result == nil {
		v.accept(n, t, rs[len(rs)-1].Seq, nil)
		return
	}
	// Side by side: the recorded result (if any) and each report.
	grid := container.NewGridWithColumns(len(rs) + btoi(g.Result != nil))
	if g.Result != nil {
		grid.Add(widget.NewLabel(tr("Recorded", "記録済み") + "\n" + v.resultText(g.Result.Text)))
	}
	var cs []choice
	if v.conflict(t) {
		// A disagreement is never settled by a default: Enter goes to
		// typing the card; a report is recorded only when picked.
		cs = append(cs, choice{label: tr("Type the card", "カードを入力する"), action: func() { v.typeCard(n, t) }})
	}
	for _, r := range rs {
		label := widget.NewLabel(v.reportText(r) + "\n" + r.Client + "　" + r.Time.Local().Format("15:04:05"))
		label.Wrapping = fyne.TextWrapWord
		grid.Add(label)
		cs = append(cs, choice{label: fmt.Sprintf(tr("Record report #%d", "報告 #%d を記録"), r.Seq), action: func() { v.accept(n, t, r.Seq, nil) }})
	}
	head := fmt.Sprintf(tr("Round %d, table %d (%s — %s)", "%d回戦 %d番卓（%s − %s）"), v.round.Number, t, v.names[g.Black], v.names[g.White])
	if v.conflict(t) {
		head += "\n⚠ " + tr("Reports disagree", "報告が食い違っています")
	}
	label := widget.NewLabel(head)
	label.Wrapping = fyne.TextWrapWord
	keyDialog(v.ew.win, tr("Phone reports", "スマホからの報告"), container.NewVBox(label, grid), cs, tr("Cancel", "キャンセル"), nil)
}

// typeCard puts the cursor on the result of round n, table t, to type its
// card.
func (v *resultsView) typeCard(n, t int) {
	for i, r := range v.rounds {
		if r.Number == n && v.round.Number != n {
			v.showRound(i)
		}
	}
	v.dropCard()
	v.table.typed(strconv.Itoa(t))
	v.say(fmt.Sprintf(tr("The reports of table %d disagree: type the card.", "%d 番卓の報告が食い違っています。対戦カードを入力してください。"), t))
	v.ew.win.Canvas().Focus(v.form.first())
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// accept records report seq of round n, table t, asking the rules'
// question when there is one.
func (v *resultsView) accept(n, t, seq int, answers []string) {
	_, rep, err := v.own.svc.AcceptReport(n, t, seq, answers...)
	var q *tournament.Question
	if errors.As(err, &q) {
		v.ask(q, func() { v.typeCard(n, t) }, func(key string) { v.accept(n, t, seq, append(slices.Clone(answers), key)) })
		return
	}
	if err != nil {
		v.refuse(tournament.Localize(err, v.ew.g.lang), v.table)
		return
	}
	if rerr := v.ew.reload(); rerr != nil {
		v.ew.g.showProblem(tr("Cannot record the result", "結果を記録できません"), rerr, v.ew.win)
	}
	recorded := rep.Text
	if r, err := v.own.svc.Round(n); err == nil {
		if g, _, ok := r.GameAt(t); ok && g.Result != nil {
			recorded = v.resultText(g.Result.Text)
		}
	}
	msg := fmt.Sprintf(tr("Table %d: %s recorded from phone report #%d.", "%[1]d番卓：スマホ報告 #%[3]d の %[2]s を記録しました。"), t, recorded, rep.Seq)
	v.nextCard()
	v.say(msg + v.laterRounds(n))
}
