package ui

import (
	"fmt"
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
// between rounds, so an earlier round can be corrected at any time; Esc
// abandons the card being typed. Nothing typed for one card is ever
// carried to another table or round.
type resultsView struct {
	ew *eventWindow
	// own is the section this screen is of: its Service records.
	own *sectionScreens
	// multi: the event has several sections; a table number typed on the
	// current round is looked up across them (results_sections.go).
	multi  bool
	ev     tournament.Event
	rounds []tournament.Round
	round  *tournament.Round // the round shown
	follow bool              // the round shown is the last one, and follows new rounds
	names  map[int]string
	byID   map[int]tournament.Participant
	// teams: the section is a team event; a table holds a match of
	// boards (teams_results.go).
	teams    bool
	roundSel *widget.Select
	table    *keyEntry
	form     resultForm
	status   *widget.Label
	// statusAt is the event's version the status line was written for: a
	// change of the event (an undo…) takes away what it said.
	statusAt uint64
	problem  *widget.Label // a refusal, in red, under the form
	list     *widget.Table
	// preview shows what the form's text would record, before Enter.
	preview *widget.Label
	// reports are the phone reports waiting in the round shown, by table
	// (reports.go).
	reports map[int][]tournament.PhoneReport
	// stale are the reports made for a game their table no longer holds
	// (reports_stale.go).
	stale map[int][]tournament.PhoneReport
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

var resultColumns = []column{{"Table", "卓", 56}, {"Black (first)", "黒（先手）", 190}, {"White (second)", "白（後手）", 190}, {"Result", "結果", 120}, {"Note", "備考", 560}}

func newResultsView(ew *eventWindow) *resultsView {
	v := &resultsView{ew: ew, own: ew.sectionScreens, multi: ew.multi(), follow: true}
	v.table = newCardEntry()
	v.table.SetPlaceHolder(tr("Table", "卓"))
	v.form = ew.game.form(v)
	formFields := v.form.fields()
	// The buttons answer Enter as the fields do (Tab from the last field
	// goes to Record).
	record := newKeyButton(tr("Record", "記録")+" (Enter)", func() { v.submit() }, nil)
	record.Importance = widget.HighImportance
	clearBtn := newKeyButton(tr("Clear result", "結果を取り消す")+" (Ctrl+Delete)", func() { v.clearTable() }, nil)
	// Esc, PageUp and PageDown mean the same wherever the cursor is in
	// the card.
	eachKeyed(append([]fyne.CanvasObject{v.table, record, clearBtn}, formFields...), func(k keyed) {
		k.onKey(fyne.KeyEscape, v.abandon)
		k.onKey(fyne.KeyPageUp, func() { v.stepRound(-1) })
		k.onKey(fyne.KeyPageDown, func() { v.stepRound(1) })
	})
	v.table.OnSubmitted = func(string) {
		if !v.toOtherSection() {
			v.tableEntered()
		}
	}
	v.table.OnChanged = func(string) { setLine(v.problem, ""); v.showTable(); v.showPreview() }
	v.roundSel = newSelect(nil, func(string) {
		if i := v.roundSel.SelectedIndex(); i >= 0 && i < len(v.rounds) && (v.round == nil || v.rounds[i].Number != v.round.Number) {
			v.changeRound(i)
		}
	})
	v.status = widget.NewLabel("")
	v.status.Wrapping = fyne.TextWrapWord
	v.problem = widget.NewLabel("")
	v.problem.Wrapping = fyne.TextWrapWord
	v.problem.Importance = widget.DangerImportance
	v.preview = widget.NewLabel("")
	v.preview.Wrapping = fyne.TextWrapWord
	v.problem.Hide()
	v.preview.Hide()
	v.list = newTable(resultColumns, func() (int, int) { return len(v.games()), len(resultColumns) }, v.cell, func(col int) string {
		return sideTitle(resultColumns, col, v.teams, 1, 2, v.ev.Game, v.ew.g.lang)
	})
	v.list.OnSelected = func(id widget.TableCellID) {
		if gs := v.games(); id.Row >= 0 && id.Row < len(gs) && !gs[id.Row].IsBye() {
			v.dropCard()
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

func roundName(n int) string { return fmt.Sprintf(tr("Round %d", "%d 回戦"), n) }

// show redraws with the round shown (the last one, unless the arbiter
// chose an earlier one). The card being typed stays as it is while the
// round shown stays (a phone report, an undo redraw the screen); a new
// round shown starts a new card, the next table waiting suggested.
func (v *resultsView) show(ev tournament.Event, rs []tournament.Round, ps []tournament.Participant) {
	v.ev = ev
	v.names = tournament.DisplayNames(ps)
	v.byID = make(map[int]tournament.Participant, len(ps))
	for _, p := range ps {
		v.byID[p.ID] = p
	}
	v.teams = !ev.Teams().IsZero()
	v.rounds = rs
	if v.statusAt != v.ew.version() {
		v.status.SetText("")
	}
	opts := make([]string, len(rs))
	for i, r := range rs {
		opts[i] = roundName(r.Number)
	}
	v.roundSel.Options = opts
	prev := 0
	if v.round != nil {
		prev = v.round.Number
	}
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
		v.dropCard()
		v.table.SetText("")
		v.say(tr("No round has been paired yet.", "まだ組合せがありません。"))
		return
	}
	v.showRound(i)
	switch {
	case v.round.Number != prev:
		v.dropCard()
		v.suggestNext()
	case strings.TrimSpace(v.table.Text) == "":
		v.suggestNext()
	default:
		v.showTable()
	}
}

// showRound shows round rs[i]: its games and reports.
func (v *resultsView) showRound(i int) {
	v.round = &v.rounds[i]
	v.follow = i == len(v.rounds)-1
	v.loadReports()
	v.roundSel.Selected = roundName(v.round.Number)
	v.roundSel.Refresh()
	v.list.Refresh()
}

// changeRound shows round rs[i] at the arbiter's request: a new card, the
// cursor on its table number.
func (v *resultsView) changeRound(i int) {
	v.dropCard()
	v.showRound(i)
	v.suggestNext()
	v.say(fmt.Sprintf(tr("Showing round %d.", "%d 回戦を表示しています。"), v.round.Number))
	v.ew.win.Canvas().Focus(v.table)
}

// suggestNext suggests the next table waiting in the round shown, or says
// that every result is in.
func (v *resultsView) suggestNext() {
	if missing := v.round.Missing(); len(missing) > 0 {
		v.table.suggest(strconv.Itoa(missing[0]))
	} else if len(v.round.Waiting) > 0 {
		v.table.suggest("")
		v.say(v.waitingNote())
	} else {
		v.table.suggest("")
		v.say(fmt.Sprintf(tr("Round %d: all results are in.", "%d 回戦：すべての結果が入力されました。"), v.round.Number))
	}
}

// waitingNote says who still waits in the round shown (待ち合わせ) and
// where they are paired.
func (v *resultsView) waitingNote() string {
	names := make([]string, len(v.round.Waiting))
	for i, w := range v.round.Waiting {
		names[i] = v.names[w.Player]
	}
	return fmt.Sprintf(tr("Round %d: the tables are in; %s still waits (待ち合わせ): pair them on the pairings screen (Rounds → Pair the waiting player).", "%d回戦：各卓の結果は揃いましたが、%s が待ち合わせのままです。組合せ画面で組んでください（回戦 → 待ち合わせの組合せ）。"),
		v.round.Number, strings.Join(names, tr(", ", "、")))
}

// nextCard starts the next card after one is done (recorded, kept,
// cleared): the form emptied, the next table waiting suggested, the cursor
// on the table number.
func (v *resultsView) nextCard() {
	v.dropCard()
	if v.round != nil {
		v.suggestNext()
	}
	v.ew.win.Canvas().Focus(v.table)
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
	v.nextCard()
	v.say(tr("Card abandoned: nothing recorded. Type the table number of the next card.", "入力中のカードを取り消しました（何も記録していません）。次のカードの卓番号を入力してください。"))
}

// say writes the status line about the event as it is now.
func (v *resultsView) say(text string) {
	v.status.SetText(text)
	v.statusAt = v.ew.version()
}

// goToTable shows round n with table t typed in, the cursor on it (Find).
func (v *resultsView) goToTable(n, t int) {
	for i, r := range v.rounds {
		if r.Number == n {
			v.dropCard()
			v.showRound(i)
		}
	}
	v.dropCard()
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
			v.changeRound(i + d)
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
		msg := fmt.Sprintf(tr("Round %d has no table %s.", "%d 回戦に %s 番卓はありません。"), v.round.Number, strings.TrimSpace(v.table.Text))
		if strings.TrimSpace(v.table.Text) == "" {
			msg = tr("Type the table number on the card first.", "先にカードの卓番号を入力してください。")
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

// showTable names the players of the table being typed, and only of it:
// a number the round has no table for says so.
func (v *resultsView) showTable() {
	if v.round == nil {
		return
	}
	if v.showOtherSection() {
		return
	}
	typed := strings.TrimSpace(v.table.Text)
	t, ok := v.tableNumber()
	g, _, found := v.round.GameAt(t)
	switch {
	case typed == "":
		v.say("")
	case !ok || !found || g.IsBye():
		v.say(fmt.Sprintf(tr("Round %d has no table %s.", "%d 回戦に %s 番卓はありません。"), v.round.Number, typed))
	case v.teams:
		line := v.matchLine(v.round.Number, t, g)
		if rep := v.reportLine(g.Table); rep != "" {
			line += "\n" + rep
		}
		v.say(line)
	default:
		line := v.sectionPrefix() + fmt.Sprintf(tr("Round %d, table %d: Black %s — White %s", "%d 回戦 %d 番卓：黒 %s － 白 %s"), v.round.Number, t, v.names[g.Black], v.names[g.White])
		if g.Result != nil {
			line += "　" + fmt.Sprintf(tr("(recorded: %s)", "（記録済み：%s）"), v.resultText(g.Result.Text))
		}
		if rep := v.reportLine(g.Table); rep != "" {
			line += "\n" + rep
		}
		v.say(line)
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
		return gameTableCell(g)
	case 1:
		return v.names[g.Black]
	case 2:
		return gameWhiteCell(g, v.names)
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
	res, err := v.own.svc.PreviewResult(v.round.Number, t, v.form.text())
	if err != nil {
		setLine(v.preview, "⚠ "+tournament.Localize(err, v.ew.g.lang))
		return
	}
	setLine(v.preview, "→ "+v.resultText(res.Stored)+"　"+res.Note.In(v.ew.g.lang))
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
