package ui

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// resultsView is keyboard-first result entry for the last round: table
// number, then the game's result form (discs, a Go score, board scores),
// Enter; the next table waiting for a result comes up by itself. When the
// rules need an answer first (a card under 64 discs) the screen asks.
type resultsView struct {
	ew     *eventWindow
	round  *tournament.Round
	names  map[int]string
	table  *widget.Entry
	form   resultForm
	status *widget.Label
	list   *widget.Table
	// preview shows what the form's text would record, before Enter.
	preview *widget.Label
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
	v := &resultsView{ew: ew}
	v.table = widget.NewEntry()
	v.table.SetPlaceHolder(T("Table"))
	v.form = ew.game.form(v)
	v.table.OnSubmitted = func(string) { v.ew.win.Canvas().Focus(v.form.first()) }
	v.table.OnChanged = func(string) { v.showTable(); v.showPreview() }
	record := widget.NewButton(T("Record")+" (Enter)", func() { v.submit() })
	record.Importance = widget.HighImportance
	v.status = widget.NewLabel("")
	v.status.Wrapping = fyne.TextWrapWord
	v.preview = widget.NewLabel("")
	v.preview.Wrapping = fyne.TextWrapWord
	v.list = newTable(resultColumns, func() (int, int) { return len(v.games()), len(resultColumns) }, v.cell, nil)
	v.list.OnSelected = func(id widget.TableCellID) {
		if gs := v.games(); id.Row >= 0 && id.Row < len(gs) && !gs[id.Row].IsBye() {
			v.table.SetText(strconv.Itoa(gs[id.Row].Table))
			v.ew.win.Canvas().Focus(v.form.first())
		}
		v.list.UnselectAll()
	}
	form := container.NewHBox(append(append([]fyne.CanvasObject{sized(v.table, 90)}, v.form.fields()...), record)...)
	v.content = container.NewBorder(container.NewVBox(form, v.preview, v.status), nil, nil, nil, v.list)
	return v
}

// sized gives o the width w at its own height.
func sized(o fyne.CanvasObject, w float32) fyne.CanvasObject {
	return container.NewGridWrap(fyne.NewSize(w, o.MinSize().Height), o)
}

func (v *resultsView) games() []tournament.Game {
	if v.round == nil {
		return nil
	}
	return v.round.Games
}

// show redraws with the last round and puts the cursor on the next table
// waiting for a result.
func (v *resultsView) show(_ tournament.Event, rs []tournament.Round, ps []tournament.Participant) {
	v.names = map[int]string{}
	for _, p := range ps {
		v.names[p.ID] = p.Name
	}
	v.round = nil
	if len(rs) > 0 {
		v.round = &rs[len(rs)-1]
	}
	v.list.Refresh()
	if v.round == nil {
		v.status.SetText(T("No round has been paired yet."))
		return
	}
	if missing := v.round.Missing(); len(missing) > 0 {
		v.table.SetText(strconv.Itoa(missing[0]))
	} else {
		v.table.SetText("")
		v.status.SetText(fmt.Sprintf(T("Round %d: all results are in."), v.round.Number))
	}
}

// showTable names the players of the table being typed.
func (v *resultsView) showTable() {
	t, err := strconv.Atoi(strings.TrimSpace(v.table.Text))
	if err != nil || v.round == nil {
		return
	}
	if g, _, ok := v.round.GameAt(t); ok && t > 0 {
		v.status.SetText(fmt.Sprintf(T("Round %d, table %d: Black %s — White %s"), v.round.Number, t, v.names[g.Black], v.names[g.White]))
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
			return "…"
		}
		return g.Result.Text
	case 4:
		if g.Result != nil {
			return g.Result.Note.In(v.ew.g.lang)
		}
	}
	return ""
}

// submit records what is typed, with the answers to the rules' question.
func (v *resultsView) submit(answers ...string) {
	if v.round == nil {
		return
	}
	n := v.round.Number
	if strings.TrimSpace(v.table.Text) == "" && len(v.round.Missing()) == 0 {
		// Nothing left to enter: an extra Enter is not an error.
		v.form.clear()
		v.ew.win.Canvas().Focus(v.table)
		return
	}
	t, err := strconv.Atoi(strings.TrimSpace(v.table.Text))
	if err != nil {
		v.ew.g.showProblem(T("Cannot record the result"), tournament.NewProblem(tournament.ErrInvalidInput,
			"type the table number first", "先に卓番号を入力してください"), v.ew.win)
		return
	}
	_, err = v.ew.svc.RecordResult(n, t, v.form.text(), answers...)
	var q *tournament.Question
	if errors.As(err, &q) {
		v.ask(q, answers)
		return
	}
	if err != nil {
		v.ew.g.showProblem(T("Cannot record the result"), err, v.ew.win)
		return
	}
	msg := ""
	if r, err := v.ew.svc.Round(n); err == nil {
		if g, _, ok := r.GameAt(t); ok && g.Result != nil {
			msg = fmt.Sprintf(T("Table %d: %s recorded."), t, g.Result.Text) + " " + g.Result.Note.In(v.ew.g.lang)
		}
	}
	v.form.clear()
	if rerr := v.ew.reload(); rerr != nil {
		v.ew.g.showProblem(T("Cannot record the result"), rerr, v.ew.win)
	}
	v.status.SetText(msg)
	v.ew.win.Canvas().Focus(v.table)
}

// showPreview shows, for a form that previews, what the typed result would
// record (the computed winner), before Enter.
func (v *resultsView) showPreview() {
	if v.form == nil || !v.form.previews() || v.round == nil || v.form.text() == "" {
		v.preview.SetText("")
		return
	}
	t, err := strconv.Atoi(strings.TrimSpace(v.table.Text))
	if err != nil {
		return
	}
	res, err := v.ew.svc.PreviewResult(v.round.Number, t, v.form.text())
	if err != nil {
		v.preview.SetText("⚠ " + tournament.Localize(err, v.ew.g.lang))
		return
	}
	v.preview.SetText("→ " + res.Stored + "　" + res.Note.In(v.ew.g.lang))
}

// ask puts the rules' question to the arbiter (SPEC §2.2: a card under 64
// discs): one button per answer, the first one focused; Cancel keeps the
// typed values.
func (v *resultsView) ask(q *tournament.Question, answers []string) {
	var d dialog.Dialog
	body := container.NewVBox(widget.NewLabel(q.In(v.ew.g.lang)))
	var first *widget.Button
	for _, c := range q.Choices {
		b := widget.NewButton(c.Label.In(v.ew.g.lang), func() { d.Hide(); v.submit(append(slices.Clone(answers), c.Key)...) })
		if first == nil {
			first = b
			b.Importance = widget.HighImportance
		}
		body.Add(b)
	}
	d = dialog.NewCustom(T("The rules need your answer"), T("Cancel"), body, v.ew.win)
	d.Show()
	if first != nil {
		v.ew.win.Canvas().Focus(first)
	}
}
