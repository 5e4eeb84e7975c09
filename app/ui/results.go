package ui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"taikai/rules/othello"
	"taikai/tournament"
)

// resultsView is keyboard-first result entry for the last round: table
// number, Black's discs, White's discs, Enter; the next table waiting for
// a result comes up by itself. A special outcome comes from a short menu; a
// card under 64 discs asks whether squares were empty or the card miswritten.
type resultsView struct {
	ew     *eventWindow
	round  *tournament.Round
	names  map[int]string
	table  *widget.Entry
	black  *widget.Entry
	white  *widget.Entry
	kind   *widget.Select
	status *widget.Label
	list   *widget.Table
	// content is the tab's layout.
	content fyne.CanvasObject
	// goMode: a Go event types one result (B+R, W+3.5) instead of discs.
	goMode  bool
	discsUI []fyne.CanvasObject
	// pairMode: a Pair Go event types both board scores, the rotation
	// errors and a foul, and sees the computed winner before Enter.
	pairMode bool
	errors   *widget.Entry
	preview  *widget.Label
	pairUI   []fyne.CanvasObject
}

// outcomeChoices are the special outcomes of the menu, "" first.
var outcomeChoices = append([]othello.Outcome{othello.Normal}, othello.ForfeitBlack, othello.ForfeitWhite,
	othello.TimeoutBlack, othello.TimeoutWhite, othello.BothTimeout, othello.FoulBlack, othello.FoulWhite,
	othello.DoubleLoss, othello.NoResult, othello.Pending)

var resultColumns = []column{{"Table", 56}, {"Black (first)", 190}, {"White (second)", 190}, {"Result", 120}, {"Note", 560}}

func newResultsView(ew *eventWindow) *resultsView {
	v := &resultsView{ew: ew}
	v.table = widget.NewEntry()
	v.table.SetPlaceHolder(T("Table"))
	v.black = widget.NewEntry()
	v.black.SetPlaceHolder(T("Black discs"))
	v.white = widget.NewEntry()
	v.white.SetPlaceHolder(T("White discs"))
	labels := make([]string, len(outcomeChoices))
	for i, o := range outcomeChoices {
		labels[i] = v.outcomeLabel(o)
	}
	v.kind = newSelect(labels, nil)
	v.kind.SetSelectedIndex(0)
	v.table.OnSubmitted = func(string) { v.ew.win.Canvas().Focus(v.black) }
	v.black.OnSubmitted = func(string) { v.ew.win.Canvas().Focus(v.white) }
	v.white.OnSubmitted = func(string) { v.submit(othello.ShortfallUndecided) }
	v.table.OnChanged = func(string) { v.showTable() }
	record := widget.NewButton(T("Record")+" (Enter)", func() { v.submit(othello.ShortfallUndecided) })
	record.Importance = widget.HighImportance
	v.status = widget.NewLabel("")
	v.status.Wrapping = fyne.TextWrapWord
	v.list = newTable(resultColumns, func() (int, int) { return len(v.games()), len(resultColumns) }, v.cell, nil)
	v.list.OnSelected = func(id widget.TableCellID) {
		if gs := v.games(); id.Row >= 0 && id.Row < len(gs) && !gs[id.Row].IsBye() {
			v.table.SetText(strconv.Itoa(gs[id.Row].Table))
			v.ew.win.Canvas().Focus(v.black)
		}
		v.list.UnselectAll()
	}
	sized := func(o fyne.CanvasObject, w float32) fyne.CanvasObject {
		return container.NewGridWrap(fyne.NewSize(w, o.MinSize().Height), o)
	}
	dash := widget.NewLabel("−")
	whiteBox, kindBox := sized(v.white, 120), sized(v.kind, 220)
	v.discsUI = []fyne.CanvasObject{dash, whiteBox, kindBox}
	v.errors = widget.NewEntry()
	v.errors.SetPlaceHolder(T("errors B/W"))
	v.preview = widget.NewLabel("")
	v.preview.Wrapping = fyne.TextWrapWord
	errorsBox := sized(v.errors, 110)
	v.pairUI = []fyne.CanvasObject{errorsBox, v.preview}
	for _, e := range []*widget.Entry{v.black, v.white, v.errors} {
		e.OnChanged = func(string) { v.showPreview() }
	}
	v.kind.OnChanged = func(string) { v.showPreview() }
	v.errors.OnSubmitted = func(string) { v.submit(othello.ShortfallUndecided) }
	form := container.NewHBox(sized(v.table, 90), sized(v.black, 160), dash, whiteBox, errorsBox, kindBox, record)
	v.content = container.NewBorder(container.NewVBox(form, v.preview, v.status), nil, nil, nil, v.list)
	return v
}

func (v *resultsView) outcomeLabel(o othello.Outcome) string {
	if o == othello.Normal {
		return T("normal (discs decide)")
	}
	if v.ew.g.lang == tournament.Japanese {
		return o.Japanese() + "（" + string(o) + "）"
	}
	return o.English() + " (" + string(o) + ")"
}

func (v *resultsView) games() []tournament.Game {
	if v.round == nil {
		return nil
	}
	return v.round.Games
}

// show redraws with the last round and puts the cursor on the next table
// waiting for a result.
func (v *resultsView) show(ev tournament.Event, rs []tournament.Round, ps []tournament.Participant) {
	v.goMode = ev.Game == tournament.Go
	v.pairMode = ev.Game == tournament.PairGo
	for _, o := range v.pairUI {
		if v.pairMode {
			o.Show()
		} else {
			o.Hide()
		}
	}
	for _, o := range v.discsUI {
		if v.goMode {
			o.Hide()
		} else {
			o.Show()
		}
	}
	if v.pairMode {
		v.kind.Options = pairFoulLabels()
		v.kind.SetSelectedIndex(0)
		v.black.SetPlaceHolder(T("Black board score"))
		v.white.SetPlaceHolder(T("White board score"))
		v.black.OnSubmitted = func(string) { v.ew.win.Canvas().Focus(v.white) }
		v.white.OnSubmitted = func(string) { v.ew.win.Canvas().Focus(v.errors) }
	} else if v.goMode {
		v.black.SetPlaceHolder("B+R, W+3.5, jigo…")
		v.black.OnSubmitted = func(string) { v.submit(othello.ShortfallUndecided) }
	} else {
		v.black.SetPlaceHolder(T("Black discs"))
		v.black.OnSubmitted = func(string) { v.ew.win.Canvas().Focus(v.white) }
		v.white.OnSubmitted = func(string) { v.submit(othello.ShortfallUndecided) }
	}
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

// submit records what is typed; a short card asks the arbiter first.
func (v *resultsView) submit(short othello.Shortfall) {
	if v.round == nil {
		return
	}
	n := v.round.Number
	if strings.TrimSpace(v.table.Text) == "" && len(v.round.Missing()) == 0 {
		// Nothing left to enter: an extra Enter is not an error.
		v.black.SetText("")
		v.white.SetText("")
		v.ew.win.Canvas().Focus(v.table)
		return
	}
	t, err := strconv.Atoi(strings.TrimSpace(v.table.Text))
	if err != nil {
		v.ew.g.showProblem(T("Cannot record the result"), tournament.NewProblem(tournament.ErrInvalidInput,
			"type the table number first", "先に卓番号を入力してください"), v.ew.win)
		return
	}
	text := strings.TrimSpace(v.black.Text) + "-" + strings.TrimSpace(v.white.Text)
	if strings.TrimSpace(v.black.Text) == "" && strings.TrimSpace(v.white.Text) == "" {
		text = ""
	}
	if v.pairMode {
		text = v.pairText()
	} else if v.goMode {
		text = strings.TrimSpace(v.black.Text)
	} else if o := outcomeChoices[max(v.kind.SelectedIndex(), 0)]; o != othello.Normal {
		if text != "" {
			text += ":"
		}
		text += string(o)
	}
	_, err = v.ew.svc.RecordResult(n, t, text, short)
	if errors.Is(err, tournament.ErrShortfall) {
		v.askShortfall()
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
	v.black.SetText("")
	v.white.SetText("")
	v.errors.SetText("")
	v.kind.SetSelectedIndex(0)
	if rerr := v.ew.reload(); rerr != nil {
		v.ew.g.showProblem(T("Cannot record the result"), rerr, v.ew.win)
	}
	v.status.SetText(msg)
	v.ew.win.Canvas().Focus(v.table)
}

// pairFouls are the fouls of the Pair Go result menu, "" first.
var pairFouls = []string{"", "foul-black", "foul-white", "consult-black", "consult-white"}

func pairFoulLabels() []string {
	return []string{T("no foul"), T("Black: double move (2手打ち)"), T("White: double move (2手打ち)"), T("Black: consultation"), T("White: consultation")}
}

// pairText is the Pair Go result typed: B-W[:errors=b/w][:foul].
func (v *resultsView) pairText() string {
	text := strings.TrimSpace(v.black.Text) + "-" + strings.TrimSpace(v.white.Text)
	if e := strings.TrimSpace(v.errors.Text); e != "" {
		text += ":errors=" + e
	}
	if i := v.kind.SelectedIndex(); i > 0 && i < len(pairFouls) {
		text += ":" + pairFouls[i]
	}
	return text
}

// showPreview shows the computed winner of a Pair Go result before Enter.
func (v *resultsView) showPreview() {
	if !v.pairMode || v.round == nil || strings.TrimSpace(v.black.Text) == "" || strings.TrimSpace(v.white.Text) == "" {
		if v.preview != nil {
			v.preview.SetText("")
		}
		return
	}
	t, err := strconv.Atoi(strings.TrimSpace(v.table.Text))
	if err != nil {
		return
	}
	stored, note, err := v.ew.svc.PreviewPairGoResult(v.round.Number, t, v.pairText())
	if err != nil {
		v.preview.SetText("⚠ " + tournament.Localize(err, v.ew.g.lang))
		return
	}
	v.preview.SetText("→ " + stored + "　" + note.In(v.ew.g.lang))
}

// askShortfall asks the question of SPEC §2.2 for a card under 64.
func (v *resultsView) askShortfall() {
	var d dialog.Dialog
	empty := widget.NewButton(T("Empty squares at the end (to the winner)"), func() { d.Hide(); v.submit(othello.EmptySquares) })
	empty.Importance = widget.HighImportance
	miswritten := widget.NewButton(T("Recording error (to the winner's disadvantage)"), func() { d.Hide(); v.submit(othello.RecordingError) })
	body := container.NewVBox(widget.NewLabel(T("The discs add up to less than 64.")), empty, miswritten)
	d = dialog.NewCustom(T("Fewer than 64 discs"), T("Cancel"), body, v.ew.win)
	d.Show()
	v.ew.win.Canvas().Focus(empty)
}
