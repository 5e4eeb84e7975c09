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
	"golang.org/x/text/width"

	"taikai/tournament"
)

// resultsView is keyboard-first result entry: the table number printed on
// the card, then the game's result form (discs, a Go score, board scores),
// Enter. The next table waiting is suggested, and the first key typed
// replaces the suggestion. A table that already has a result asks before
// it is replaced; Ctrl+Delete clears one; PageUp/PageDown (Ctrl+←/→) move
// between rounds, so an earlier round can be corrected at any time.
type resultsView struct {
	ew       *eventWindow
	ev       tournament.Event
	rounds   []tournament.Round
	round    *tournament.Round // the round shown
	follow   bool              // the round shown is the last one, and follows new rounds
	names    map[int]string
	roundSel *widget.Select
	table    *keyEntry
	form     resultForm
	status   *widget.Label
	problem  *widget.Label // a refusal, in red, under the form
	list     *widget.Table
	// preview shows what the form's text would record, before Enter.
	preview *widget.Label
	// reports are the phone reports waiting in the round shown, by table
	// (reports.go).
	reports map[int][]tournament.PhoneReport
	// content is the tab's layout.
	content fyne.CanvasObject
}

// resultForm is a game's part of the results screen: the fields after the
// table number, and the result they spell in the game's grammar.
type resultForm interface {
	// fields are laid out after the table number.
	fields() []fyne.CanvasObject
	// first is where Enter on the table number goes.
	first() fyne.Focusable
	// text is the result typed, in the game's grammar ("" when empty).
	text() string
	// clear empties the form after a result is recorded.
	clear()
	// previews reports whether the screen shows the decided result while
	// typing (Pair Go: the winner follows from komi and penalties).
	previews() bool
}

var resultColumns = []column{{"Table", 56}, {"Black (first)", 190}, {"White (second)", 190}, {"Result", 120}, {"Note", 560}}

func newResultsView(ew *eventWindow) *resultsView {
	v := &resultsView{ew: ew, follow: true}
	v.table = newCardEntry()
	v.table.SetPlaceHolder(T("Table"))
	v.form = ew.game.form(v)
	formFields := v.form.fields()
	// Esc, PageUp and PageDown mean the same wherever the cursor is in
	// the card.
	eachKeyed(append([]fyne.CanvasObject{v.table}, formFields...), func(k keyed) {
		k.onKey(fyne.KeyEscape, v.abandon)
		k.onKey(fyne.KeyPageUp, func() { v.stepRound(-1) })
		k.onKey(fyne.KeyPageDown, func() { v.stepRound(1) })
	})
	v.table.OnSubmitted = func(string) { v.tableEntered() }
	v.table.OnChanged = func(string) { setLine(v.problem, ""); v.showTable(); v.showPreview() }
	v.roundSel = newSelect(nil, func(string) {
		if i := v.roundSel.SelectedIndex(); i >= 0 && i < len(v.rounds) && (v.round == nil || v.rounds[i].Number != v.round.Number) {
			v.dropCard()
			v.showRound(i)
			v.status.SetText(fmt.Sprintf(T("Showing round %d."), v.round.Number))
			v.ew.win.Canvas().Focus(v.table)
		}
	})
	record := widget.NewButton(T("Record")+" (Enter)", func() { v.submit() })
	record.Importance = widget.HighImportance
	clearBtn := widget.NewButton(T("Clear result")+" (Ctrl+Delete)", v.clearTable)
	v.status = widget.NewLabel("")
	v.status.Wrapping = fyne.TextWrapWord
	v.problem = widget.NewLabel("")
	v.problem.Wrapping = fyne.TextWrapWord
	v.problem.Importance = widget.DangerImportance
	v.preview = widget.NewLabel("")
	v.preview.Wrapping = fyne.TextWrapWord
	v.problem.Hide()
	v.preview.Hide()
	v.list = newTable(resultColumns, func() (int, int) { return len(v.games()), len(resultColumns) }, v.cell, nil)
	v.list.OnSelected = func(id widget.TableCellID) {
		if gs := v.games(); id.Row >= 0 && id.Row < len(gs) && !gs[id.Row].IsBye() {
			v.table.typed(strconv.Itoa(gs[id.Row].Table))
			v.ew.win.Canvas().Focus(v.form.first())
		}
		v.list.UnselectAll()
	}
	// A large text size wraps the form onto a second line, never past
	// the window's edge.
	fields := append(append([]fyne.CanvasObject{sized(v.roundSel, 130), sized(v.table, 90)}, formFields...), record, clearBtn)
	form := container.New(newFlowLayout(func() { v.content.Refresh() }), fields...)
	v.content = container.NewBorder(container.NewVBox(form, v.problem, v.preview, v.status), nil, nil, nil, v.list)
	return v
}

// sized gives o the width w at its own height.
// sized gives a form field width w at the standard text size, wider as the
// text grows (表示 → 文字の大きさ): the field is laid out again when its
// minimum size changes, so it follows the text size in use.
func sized(o fyne.CanvasObject, w float32) fyne.CanvasObject {
	return container.New(&zoomWidth{width: w}, o)
}

// zoomWidth lays out one object at a width that follows the text size.
type zoomWidth struct{ width float32 }

func (z *zoomWidth) MinSize(objects []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objects {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(zoomedWidth(z.width), h)
}

func (z *zoomWidth) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Resize(size)
		o.Move(fyne.NewPos(0, 0))
	}
}

func (v *resultsView) games() []tournament.Game {
	if v.round == nil {
		return nil
	}
	return v.round.Games
}

func roundName(n int) string { return fmt.Sprintf(T("Round %d"), n) }

// show redraws with the round shown (the last one, unless the arbiter
// chose an earlier one) and suggests the next table waiting for a result.
func (v *resultsView) show(ev tournament.Event, rs []tournament.Round, ps []tournament.Participant) {
	v.ev = ev
	v.names = tournament.DisplayNames(ps)
	v.rounds = rs
	opts := make([]string, len(rs))
	for i, r := range rs {
		opts[i] = roundName(r.Number)
	}
	v.roundSel.Options = opts
	i := len(rs) - 1
	if !v.follow && v.round != nil {
		for k, r := range rs {
			if r.Number == v.round.Number {
				i = k
			}
		}
	}
	if i < 0 {
		v.round = nil
		v.roundSel.ClearSelected()
		v.list.Refresh()
		v.status.SetText(T("No round has been paired yet."))
		return
	}
	v.showRound(i)
}

// showRound shows round rs[i] and suggests its next table waiting.
func (v *resultsView) showRound(i int) {
	v.round = &v.rounds[i]
	v.follow = i == len(v.rounds)-1
	v.loadReports()
	v.roundSel.Selected = roundName(v.round.Number)
	v.roundSel.Refresh()
	v.list.Refresh()
	v.suggestNext()
}

// suggestNext suggests the next table waiting in the round shown, or says
// that every result is in.
func (v *resultsView) suggestNext() {
	if missing := v.round.Missing(); len(missing) > 0 {
		v.table.suggest(strconv.Itoa(missing[0]))
	} else {
		v.table.suggest("")
		v.status.SetText(fmt.Sprintf(T("Round %d: all results are in."), v.round.Number))
	}
}

// dropCard empties the card being typed: what was typed for a table is
// never carried to another table or round.
func (v *resultsView) dropCard() {
	v.form.clear()
	setLine(v.problem, "")
	setLine(v.preview, "")
}

// abandon gives up the card being typed (Esc): nothing is recorded, the
// form is emptied and the cursor goes to the table number of the next
// card, the next table waiting suggested.
func (v *resultsView) abandon() {
	if v.round == nil {
		return
	}
	v.dropCard()
	v.suggestNext()
	v.status.SetText(T("Card abandoned: nothing recorded. Type the table number of the next card."))
	v.ew.win.Canvas().Focus(v.table)
}

// goToTable shows round n with table t typed in, the cursor on it (Find).
func (v *resultsView) goToTable(n, t int) {
	for i, r := range v.rounds {
		if r.Number == n {
			v.showRound(i)
		}
	}
	v.table.typed(strconv.Itoa(t))
	v.ew.win.Canvas().Focus(v.table)
}

// stepRound shows the round before (−1) or after (+1) the one shown.
func (v *resultsView) stepRound(d int) {
	if v.round == nil {
		return
	}
	for i, r := range v.rounds {
		if r.Number == v.round.Number && i+d >= 0 && i+d < len(v.rounds) {
			v.dropCard()
			v.showRound(i + d)
			v.status.SetText(fmt.Sprintf(T("Showing round %d."), v.round.Number))
			v.ew.win.Canvas().Focus(v.table)
			return
		}
	}
}

// tableNumber reads the table field: digits, half- or full-width.
func (v *resultsView) tableNumber() (int, bool) {
	s := strings.TrimSpace(width.Fold.String(v.table.Text))
	if s == "" || len(s) > 4 {
		return 0, false
	}
	t, err := strconv.Atoi(s)
	return t, err == nil && t > 0
}

// tableEntered checks the table number before the cursor goes on to the
// result: a table the round does not have is refused at once, in place.
func (v *resultsView) tableEntered() {
	if _, ok := v.checkTable(); ok {
		v.ew.win.Canvas().Focus(v.form.first())
	}
}

// checkTable returns the game at the typed table, or marks the field
// (selected, so that what is typed next replaces it) and says why.
func (v *resultsView) checkTable() (tournament.Game, bool) {
	if v.round == nil {
		return tournament.Game{}, false
	}
	t, ok := v.tableNumber()
	var g tournament.Game
	if ok {
		g, _, ok = v.round.GameAt(t)
		ok = ok && !g.IsBye()
	}
	if !ok {
		msg := fmt.Sprintf(T("Round %d has no table %s."), v.round.Number, strings.TrimSpace(v.table.Text))
		if strings.TrimSpace(v.table.Text) == "" {
			msg = T("Type the table number on the card first.")
		}
		v.refuse(msg, v.table)
		return g, false
	}
	return g, true
}

// refuse shows why in red and puts the cursor back in field, its text
// selected: the typed values stay.
func (v *resultsView) refuse(msg string, field fyne.Focusable) {
	setLine(v.problem, "⚠ "+msg)
	v.ew.win.Canvas().Focus(field)
	if e, ok := field.(*keyEntry); ok {
		e.offer()
	}
}

// showTable names the players of the table being typed.
func (v *resultsView) showTable() {
	t, ok := v.tableNumber()
	if !ok || v.round == nil {
		return
	}
	if g, _, ok := v.round.GameAt(t); ok && !g.IsBye() {
		line := fmt.Sprintf(T("Round %d, table %d: Black %s — White %s"), v.round.Number, t, v.names[g.Black], v.names[g.White])
		if g.Result != nil {
			line += "　" + fmt.Sprintf(T("(recorded: %s)"), v.resultText(g.Result.Text))
		}
		if rep := v.reportLine(g.Table); rep != "" {
			line += "\n" + rep
		}
		v.status.SetText(line)
	}
}

func (v *resultsView) cell(id widget.TableCellID) string {
	gs := v.games()
	if id.Row < 0 || id.Row >= len(gs) {
		return ""
	}
	g := gs[id.Row]
	switch id.Col {
	case 0:
		if g.IsBye() {
			return "—"
		}
		return strconv.Itoa(g.Table)
	case 1:
		return v.names[g.Black]
	case 2:
		if g.IsBye() {
			return T("bye")
		}
		return v.names[g.White]
	case 3:
		if g.Result == nil {
			if g.IsBye() {
				return ""
			}
			if mark := v.reportMark(g.Table); mark != "" {
				return mark
			}
			return "…"
		}
		return v.resultText(g.Result.Text)
	case 4:
		if rep := v.reportsSideBySide(g.Table); rep != "" {
			return rep
		}
		if g.Result != nil {
			return g.Result.Note.In(v.ew.g.lang)
		}
	}
	return ""
}

// submit records what is typed (Enter in the form), with the answers to
// the rules' question.
func (v *resultsView) submit(answers ...string) { v.record(false, answers) }

// record records what is typed. A table that already has another result is
// replaced only after the arbiter confirms (replace true).
func (v *resultsView) record(replace bool, answers []string) {
	if v.round == nil {
		return
	}
	n := v.round.Number
	if strings.TrimSpace(v.table.Text) == "" && len(v.round.Missing()) == 0 && v.form.text() == "" {
		// Nothing left to enter: an extra Enter is not an error.
		v.ew.win.Canvas().Focus(v.table)
		return
	}
	g, ok := v.checkTable()
	if !ok {
		return
	}
	t := g.Table
	text := v.form.text()
	if text == "" {
		v.refuse(T("Type the result first."), v.form.first())
		return
	}
	if g.Result != nil && !replace {
		res, err := v.ew.svc.PreviewResult(n, t, text, answers...)
		var q *tournament.Question
		switch {
		case errors.As(err, &q):
			v.askTyped(q, answers)
		case err != nil:
			v.refuse(tournament.Localize(err, v.ew.g.lang), v.form.first())
		case res.Stored == g.Result.Text:
			v.form.clear()
			v.table.suggest("")
			v.status.SetText(fmt.Sprintf(T("Table %d already has %s: nothing changed."), t, g.Result.Text))
			v.ew.win.Canvas().Focus(v.table)
		default:
			v.askReplace(g, res, answers)
		}
		return
	}
	_, err := v.ew.svc.RecordResult(n, t, text, answers...)
	var q *tournament.Question
	if errors.As(err, &q) {
		v.askTyped(q, answers)
		return
	}
	if err != nil {
		v.refuse(tournament.Localize(err, v.ew.g.lang), v.form.first())
		return
	}
	msg := ""
	if r, err := v.ew.svc.Round(n); err == nil {
		if ng, _, ok := r.GameAt(t); ok && ng.Result != nil {
			msg = fmt.Sprintf(T("Table %d: %s recorded."), t, v.resultText(ng.Result.Text)) + " " + ng.Result.Note.In(v.ew.g.lang)
			if g.Result != nil {
				msg = fmt.Sprintf(T("Round %d, table %d corrected: %s → %s."), n, t, v.resultText(g.Result.Text), v.resultText(ng.Result.Text)) + " " + ng.Result.Note.In(v.ew.g.lang)
			}
		}
	}
	msg += v.laterRounds(n)
	v.form.clear()
	if rerr := v.ew.reload(); rerr != nil {
		v.ew.g.showProblem(T("Cannot record the result"), rerr, v.ew.win)
	}
	v.status.SetText(strings.TrimSpace(msg))
	v.ew.win.Canvas().Focus(v.table)
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
	return "\n" + fmt.Sprintf(T("The pairings of round(s) %s were made on the result before this change; they are not re-paired (re-pair the last round from the Pairings tab if needed)."), strings.Join(later, "・"))
}

// askReplace shows the stored result and the new one side by side: Enter
// replaces, Esc keeps the stored one.
func (v *resultsView) askReplace(g tournament.Game, res tournament.Verdict, answers []string) {
	lang := v.ew.g.lang
	grid := container.NewGridWithColumns(2,
		widget.NewLabelWithStyle(T("Recorded"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle(T("New"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabel(v.resultText(g.Result.Text)+"\n"+g.Result.Note.In(lang)),
		widget.NewLabel(v.resultText(res.Stored)+"\n"+res.Note.In(lang)))
	head := widget.NewLabel(fmt.Sprintf(T("Round %d, table %d (%s — %s) already has a result."), v.round.Number, g.Table, v.names[g.Black], v.names[g.White]))
	head.Wrapping = fyne.TextWrapWord
	keyDialog(v.ew.win, T("Replace the result?"), container.NewVBox(head, grid),
		[]choice{{label: T("Replace"), action: func() { v.record(true, answers) }}}, T("Keep"), func() {
			v.form.clear()
			v.status.SetText(fmt.Sprintf(T("Table %d keeps %s."), g.Table, g.Result.Text))
			v.ew.win.Canvas().Focus(v.table)
			v.table.offer()
		})
}

// clearTable puts the typed table's result back to "not reported", after
// the arbiter confirms.
func (v *resultsView) clearTable() {
	g, ok := v.checkTable()
	if !ok {
		return
	}
	if g.Result == nil {
		v.refuse(fmt.Sprintf(T("Table %d has no result to clear."), g.Table), v.table)
		return
	}
	n, t, old := v.round.Number, g.Table, g.Result.Text
	confirm(v.ew.win, T("Clear result"), fmt.Sprintf(T("Clear the result %s of round %d, table %d (%s — %s)? It goes back to not reported."), old, n, t, v.names[g.Black], v.names[g.White]),
		T("Clear result"), func() {
			if v.ew.apply(T("Cannot clear the result"), func() error { return v.ew.svc.ClearResult(n, t) }) {
				v.status.SetText(fmt.Sprintf(T("Round %d, table %d: %s cleared."), n, t, old) + v.laterRounds(n))
			}
			v.ew.win.Canvas().Focus(v.table)
		})
}

// showPreview shows, for a form that previews, what the typed result would
// record (the computed winner), before Enter.
func (v *resultsView) showPreview() {
	if v.form == nil || !v.form.previews() || v.round == nil || v.form.text() == "" {
		setLine(v.preview, "")
		return
	}
	t, ok := v.tableNumber()
	if !ok {
		return
	}
	res, err := v.ew.svc.PreviewResult(v.round.Number, t, v.form.text())
	if err != nil {
		setLine(v.preview, "⚠ "+tournament.Localize(err, v.ew.g.lang))
		return
	}
	setLine(v.preview, "→ "+v.resultText(res.Stored)+"　"+res.Note.In(v.ew.g.lang))
}

// ask puts the rules' question to the arbiter (SPEC §2.2: a card under 64
// discs): one button per answer, the first one the default (Enter); Esc
// keeps the typed values. When the rules say the input is most likely
// mistyped (a card over 64 discs), Enter is to type it again (retype) and
// the answers are explicit second choices.
func (v *resultsView) ask(q *tournament.Question, retype func(), answer func(key string)) {
	var cs []choice
	if q.Retype {
		cs = append(cs, choice{label: T("Type it again"), action: retype})
	}
	for _, c := range q.Choices {
		cs = append(cs, choice{label: c.Label.In(v.ew.g.lang), action: func() { answer(c.Key) }})
	}
	label := widget.NewLabel(q.In(v.ew.g.lang))
	label.Wrapping = fyne.TextWrapWord
	keyDialog(v.ew.win, T("The rules need your answer"), label, cs, T("Cancel"), nil)
}

// askTyped asks the rules' question about the card typed; the answer
// records it with answers and key.
func (v *resultsView) askTyped(q *tournament.Question, answers []string) {
	v.ask(q, v.retype, func(key string) { v.submit(append(slices.Clone(answers), key)...) })
}

// retype puts the cursor back on the card's result, what was typed offered
// to be typed again.
func (v *resultsView) retype() {
	setLine(v.problem, "⚠ "+T("Type the result on the card again."))
	v.ew.win.Canvas().Focus(v.form.first())
	if e, ok := v.form.first().(*keyEntry); ok {
		e.offer()
	}
}

// setLine shows text on a line of its own, and no line when text is empty.
func setLine(l *widget.Label, text string) {
	l.SetText(text)
	if text == "" {
		l.Hide()
	} else {
		l.Show()
	}
}

// resultText is a stored result in the screen's language (黒中押し勝ち,
// 31-33 黒の時間切れ負け; discs as figures).
func (v *resultsView) resultText(stored string) string {
	return tournament.ResultText(v.ev, stored, v.ew.g.lang)
}
