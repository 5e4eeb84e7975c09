package ui

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
	"taikai/tournament/igo"
)

// countWindow is the board of a disputed Go game (盤面で計算, docs/rules.md
// §4.4): the final position drawn by clicking or read from a record, Black's
// and White's proposals side by side (each its dead chains and unofficial
// stones), each counted as the arbiter marks, and saved in the game's
// dispute or written into the claims of the disputes form.
type countWindow struct {
	ew       *eventWindow
	v        *disputesView
	win      fyne.Window
	round    int
	table    int
	final    igo.Board
	captures [2]int
	props    [2]*countProposal
	tool     *widget.RadioGroup
	boards   [2]*goBoard
	results  [2]*widget.Label
	saves    [2]*widget.Button
	differ   *widget.Label
	capB     *widget.Entry
	capW     *widget.Entry
	sizeSel  *widget.Select
	// counted are the newest counts of each proposal (ok false: refused,
	// with the message in results).
	counted [2]countShown
	// seq numbers the recounts, so that the texts of an older one, drawn
	// after the boards, never replace a newer one's.
	seq int
}

// countProposal is one side's 終局案 on the shared final position: the
// chains it marks dead (by their stones) and its unofficial stones.
type countProposal struct {
	dead  map[igo.Point]bool
	extra map[igo.Point]igo.Colour
}

// countShown is a proposal counted: the marks to draw and the game's claim.
type countShown struct {
	ok    bool
	count igo.Count
	prop  tournament.CountProposal
	pos   igo.Position
}

// The tools of the board, in the order shown.
var countTools = []string{"Black stone", "White stone", "Empty point", "Dead chain", "Unofficial stone (Black)", "Unofficial stone (White)"}

// phoneCount says where the count on round n, table t's phones stands:
// its stage, or its outcome and whether it waits for the arbiter.
func phoneCount(ew *eventWindow, n, t int) (string, bool) {
	st, ok, err := igo.Of(ew.svc).CountFlow(n, t)
	switch {
	case err != nil || !ok:
		return "", false
	case st.Flow.Outcome == nil:
		return fmt.Sprintf(T("phones: %s"), T(string(st.Flow.Stage))), false
	case st.Result == "":
		return T("phones: play resumes"), false
	case st.Accepted:
		return "", false
	}
	ev, _ := ew.svc.Event()
	return fmt.Sprintf(T("phones: %s (to record)"), tournament.ResultText(ev, st.Result, ew.g.lang)), true
}

// acceptPhoneCount records the outcome of the count on the phones.
func acceptPhoneCount(ew *eventWindow, n, t int) error {
	_, err := igo.Of(ew.svc).AcceptCountFlow(n, t)
	return err
}

// openCountWindow opens the board of round n, table t from the disputes
// screen v; the proposals already counted for the game are loaded.
func openCountWindow(ew *eventWindow, v *disputesView, n, t int) {
	cw, err := newCountWindow(ew, v, n, t)
	if err != nil {
		ew.g.showProblem(T("Cannot count on the board"), err, ew.win)
		return
	}
	cw.win.Show()
}

// newCountWindow builds the board window of round n, table t.
func newCountWindow(ew *eventWindow, v *disputesView, n, t int) (*countWindow, error) {
	r, err := ew.svc.Round(n)
	if err != nil {
		return nil, err
	}
	g, _, ok := r.GameAt(t)
	if !ok || g.IsBye() {
		return nil, tournament.NewProblem(tournament.ErrNotFound, "round %d has no game at table %d", "%d 回戦 %d 番卓に対局がありません", n, t)
	}
	cw := &countWindow{ew: ew, v: v, round: n, table: t}
	cw.props = [2]*countProposal{newCountProposal(), newCountProposal()}
	cw.final, _ = igo.NewBoard(19)
	if g.Dispute != nil {
		cw.loadProposals(*g.Dispute)
	}
	cw.build()
	cw.recount()
	return cw, nil
}

func newCountProposal() *countProposal {
	return &countProposal{dead: map[igo.Point]bool{}, extra: map[igo.Point]igo.Colour{}}
}

// loadProposals takes the newest black and white proposals of d: the stones
// both have are the final position, the others each one's unofficial
// stones.
func (cw *countWindow) loadProposals(d tournament.Dispute) {
	var pos [2]*igo.Position
	for i, side := range []string{tournament.CountBlack, tournament.CountWhite} {
		if p, ok := d.LatestCount(side); ok {
			if q, err := igo.ParsePosition(p.Board); err == nil {
				q.Captured = p.Captures
				pos[i] = &q
			}
		}
	}
	switch {
	case pos[0] == nil && pos[1] == nil:
		return
	case pos[0] == nil:
		pos[0] = pos[1]
	case pos[1] == nil:
		pos[1] = pos[0]
	}
	if pos[0].Board.Size != pos[1].Board.Size {
		pos[1] = pos[0]
	}
	cw.final, _ = igo.NewBoard(pos[0].Board.Size)
	cw.captures = pos[0].Captured
	for _, p := range cw.final.Points() {
		if a := pos[0].Board.At(p); a == pos[1].Board.At(p) {
			cw.final.Set(p, a)
		}
	}
	for i := range 2 {
		for _, p := range cw.final.Points() {
			if c := pos[i].Board.At(p); c != 0 && cw.final.At(p) == 0 {
				cw.props[i].extra[p] = c
			}
			if pos[i].IsDead(p) {
				cw.props[i].dead[p] = true
			}
		}
	}
}

// position is proposal i's position: the final one with its unofficial
// stones and its dead chains (a chain one of whose stones is marked).
func (cw *countWindow) position(i int) igo.Position {
	b := cw.final.Clone()
	for p, c := range cw.props[i].extra {
		if b.At(p) == 0 {
			b.Set(p, c)
		}
	}
	pos := igo.NewPosition(b)
	for p := range cw.props[i].dead {
		if b.At(p) != 0 && !pos.IsDead(p) {
			_ = pos.SetDead(p, true)
		}
	}
	pos.Captured = cw.captures
	return pos
}

// tap applies the chosen tool at point p of proposal i's board; a
// secondary click empties the point (drawing) or undoes the mark.
func (cw *countWindow) tap(i int, p igo.Point, secondary bool) {
	tool := cw.tool.Selected
	prop := cw.props[i]
	switch {
	case tool == T("Black stone") || tool == T("White stone") || tool == T("Empty point"):
		c := igo.Colour(0)
		if !secondary {
			c = map[string]igo.Colour{T("Black stone"): igo.Black, T("White stone"): igo.White}[tool]
		}
		cw.final.Set(p, c)
		for _, q := range cw.props {
			delete(q.extra, p)
			if c == 0 {
				delete(q.dead, p)
			}
		}
	case tool == T("Dead chain"):
		pos := cw.position(i)
		if pos.Board.At(p) == 0 {
			return
		}
		dead := pos.IsDead(p)
		for _, s := range pos.Board.Chain(p) {
			if dead {
				delete(prop.dead, s)
			} else {
				prop.dead[s] = true
			}
		}
	case tool == T("Unofficial stone (Black)") || tool == T("Unofficial stone (White)"):
		if cw.final.At(p) != 0 {
			return // a stone of the final position is not an unofficial one
		}
		c := igo.Black
		if tool == T("Unofficial stone (White)") {
			c = igo.White
		}
		if _, had := prop.extra[p]; had || secondary {
			delete(prop.extra, p)
			delete(prop.dead, p)
		} else {
			prop.extra[p] = c
		}
	}
	cw.recount()
}

// recount counts both proposals under the game's rules and redraws: the
// boards at once, the texts after them (a new text's first measurement by
// the font shaper takes longer than a frame; the board answers the click in
// the frame it came in).
func (cw *countWindow) recount() {
	ev, g, err := cw.game()
	texts := [2]string{}
	danger := [2]bool{}
	for i := range 2 {
		pos := cw.position(i)
		cw.counted[i] = countShown{pos: pos}
		if err != nil {
			texts[i], danger[i] = errorText(err, cw.ew.g.lang), true
			continue
		}
		c, cerr := igo.CountPosition(pos, 0)
		var prop tournament.CountProposal
		if cerr == nil {
			counter, _ := tournament.CounterOf(ev)
			prop, cerr = counter.CountBoard(ev, g, tournament.CountInput{Board: pos.Text(), Captures: &pos.Captured})
		}
		if cerr != nil {
			texts[i], danger[i] = "⚠ "+lineBreaks(errorText(cerr, cw.ew.g.lang)), true
			continue
		}
		cw.counted[i] = countShown{ok: true, count: c, prop: prop, pos: pos}
		result := tournament.ResultText(ev, prop.Claim, cw.ew.g.lang)
		summary := lineBreaks(prop.Summary.In(cw.ew.g.lang))
		texts[i] = result + "\n" + strings.TrimSuffix(summary, "\n"+result)
	}
	cw.boards[0].Refresh()
	cw.boards[1].Refresh()
	differ := cw.differences()
	cw.seq++
	seq := cw.seq
	cw.ew.g.background(func() {}, func() {
		if seq != cw.seq {
			return // a later click's texts are on their way
		}
		for i := range 2 {
			cw.results[i].Importance = widget.MediumImportance
			if danger[i] {
				cw.results[i].Importance = widget.DangerImportance
				cw.saves[i].Disable()
			} else {
				cw.saves[i].Enable()
			}
			setLabel(cw.results[i], texts[i])
		}
		setLabel(cw.differ, differ)
	})
}

// game is the section's event and the game counted, as stored now.
func (cw *countWindow) game() (tournament.Event, tournament.Game, error) {
	ev, err := cw.ew.svc.Event()
	if err != nil {
		return ev, tournament.Game{}, err
	}
	r, err := cw.ew.svc.Round(cw.round)
	if err != nil {
		return ev, tournament.Game{}, err
	}
	g, _, ok := r.GameAt(cw.table)
	if !ok {
		return ev, g, tournament.NewProblem(tournament.ErrNotFound, "round %d has no table %d", "%d 回戦に %d 番卓はありません", cw.round, cw.table)
	}
	return ev, g, nil
}

// setLabel sets l's text when it changed: measuring a new text (the
// Japanese font's shaping) is most of a click's cost.
func setLabel(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}

// lineBreaks puts each part of a count's summary (each side, the result)
// and of a message on a line of its own: the results are not wrapped, which
// would measure the text again at every width tried.
func lineBreaks(s string) string {
	return strings.NewReplacer("、白：", "\n白：", "、黒", "\n黒", "、白", "\n白", "; White:", "\nWhite:", "; B+", "\nB+", "; W+", "\nW+", "。", "。\n").Replace(strings.TrimSuffix(s, "。"))
}

// errorText is err in the person's language.
func errorText(err error, l tournament.Lang) string {
	if p, ok := err.(interface{ Localized(tournament.Lang) string }); ok {
		return p.Localized(l)
	}
	return err.Error()
}

// ringed is the points where the two proposals differ: a stone one has
// only, or a chain dead in one and alive in the other.
func (cw *countWindow) ringed() map[igo.Point]bool {
	a, b := cw.counted[0].pos, cw.counted[1].pos
	out := map[igo.Point]bool{}
	for _, p := range a.Board.Points() {
		if a.Board.At(p) != b.Board.At(p) || a.IsDead(p) != b.IsDead(p) {
			out[p] = true
		}
	}
	return out
}

// differences says where the proposals differ, each chain once.
func (cw *countWindow) differences() string {
	ring := cw.ringed()
	if len(ring) == 0 {
		return T("The two proposals are the same.")
	}
	a, b := cw.counted[0].pos, cw.counted[1].pos
	size := a.Board.Size
	seen := map[igo.Point]bool{}
	var parts []string
	life := func(p igo.Position, q igo.Point) string {
		if p.IsDead(q) {
			return T("dead")
		}
		return T("alive")
	}
	for _, q := range a.Board.Points() {
		if !ring[q] || seen[q] {
			continue
		}
		if a.Board.At(q) != b.Board.At(q) {
			seen[q] = true
			who := T("Black's proposal")
			if a.Board.At(q) == 0 {
				who = T("White's proposal")
			}
			parts = append(parts, fmt.Sprintf(T("%s: an unofficial stone in %s only"), q.GTP(size), who))
			continue
		}
		for _, s := range a.Board.Chain(q) {
			seen[s] = true
		}
		parts = append(parts, fmt.Sprintf(T("the chain at %s: %s for Black, %s for White"), q.GTP(size), life(a, q), life(b, q)))
	}
	return T("Where the proposals differ: ") + strings.Join(parts, T("; "))
}

// picture is what board i shows.
func (cw *countWindow) picture(i int) boardPicture {
	sh := cw.counted[i]
	pic := boardPicture{board: sh.pos.Board, unofficial: map[igo.Point]bool{}, ring: cw.ringed()}
	if sh.pos.Board.Size == 0 {
		pic.board = cw.final
	}
	for p := range cw.props[i].extra {
		pic.unofficial[p] = true
	}
	if sh.ok {
		pic.marks = sh.count.At
	}
	return pic
}

// save keeps proposal i in the game's dispute (ProposeCount); undo takes
// it back.
func (cw *countWindow) save(i int) {
	sh := cw.counted[i]
	if !sh.ok {
		return
	}
	side := []string{tournament.CountBlack, tournament.CountWhite}[i]
	if cw.ew.apply(T("Cannot save the proposal"), func() error {
		_, err := cw.ew.svc.ProposeCount(cw.round, cw.table, side, tournament.CountInput{Board: sh.pos.Text(), Captures: &sh.pos.Captured}, T("the board window"))
		return err
	}) {
		setLabel(cw.results[i], cw.results[i].Text+"\n"+T("Saved in the game's dispute."))
	}
}

// toClaims writes both counts into the claims of the disputes form, for
// the arbiter to decide through the dispute's decision.
func (cw *countWindow) toClaims() {
	for i := range 2 {
		if !cw.counted[i].ok {
			cw.ew.g.showProblem(T("Cannot count on the board"), tournament.NewProblem(tournament.ErrInvalidInput,
				"both proposals must count first", "先に両方の終局案を計算できる状態にしてください"), cw.win)
			return
		}
	}
	cw.v.round.SetText(strconv.Itoa(cw.round))
	cw.v.tableNo.SetText(strconv.Itoa(cw.table))
	cw.v.black.SetText(cw.counted[0].prop.Claim)
	cw.v.white.SetText(cw.counted[1].prop.Claim)
	cw.ew.showView(cw.v.content)
	cw.ew.win.RequestFocus()
}

// toRuling writes proposal i's count into the disputes form's ruling, with
// why, for the arbiter to record it as the ruling (the proposals differ and
// the arbiter decides which is right).
func (cw *countWindow) toRuling(i int) {
	if !cw.counted[i].ok {
		return
	}
	cw.v.round.SetText(strconv.Itoa(cw.round))
	cw.v.tableNo.SetText(strconv.Itoa(cw.table))
	cw.v.ruling.SetText(cw.counted[i].prop.Claim)
	cw.v.reason.SetText(fmt.Sprintf(T("The count of %s on the board"), []string{T("Black's proposal"), T("White's proposal")}[i]))
	cw.ew.showView(cw.v.content)
	cw.ew.win.RequestFocus()
}

// build lays out the window.
func (cw *countWindow) build() {
	cw.win = cw.ew.g.app.NewWindow(fmt.Sprintf(T("Count on the board — round %d, table %d"), cw.round, cw.table))
	tools := make([]string, len(countTools))
	for i, t := range countTools {
		tools[i] = T(t)
	}
	cw.tool = widget.NewRadioGroup(tools, nil)
	cw.tool.Horizontal = true
	cw.tool.Required = true
	cw.tool.SetSelected(T("Dead chain"))
	cw.differ = widget.NewLabel("")
	cw.differ.Wrapping = fyne.TextWrapWord
	var cols [2]fyne.CanvasObject
	for i := range 2 {
		cw.boards[i] = newGoBoard(func() boardPicture { return cw.picture(i) }, func(p igo.Point, sec bool) { cw.tap(i, p, sec) })
		cw.results[i] = widget.NewLabel("")
		title := []string{T("Black's proposal"), T("White's proposal")}[i]
		cw.saves[i] = widget.NewButton(fmt.Sprintf(T("Save as %s"), title), func() { cw.save(i) })
		toRuling := widget.NewButton(T("Into the ruling"), func() { cw.toRuling(i) })
		head := widget.NewLabelWithStyle(title, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		cols[i] = container.NewBorder(head, container.NewVBox(cw.results[i], container.NewGridWithColumns(2, cw.saves[i], toRuling)), nil, nil, cw.boards[i])
	}
	cw.capB, cw.capW = widget.NewEntry(), widget.NewEntry()
	cw.capB.SetText(strconv.Itoa(cw.captures[0]))
	cw.capW.SetText(strconv.Itoa(cw.captures[1]))
	onCap := func(string) {
		b, e1 := strconv.Atoi(strings.TrimSpace(cw.capB.Text))
		w, e2 := strconv.Atoi(strings.TrimSpace(cw.capW.Text))
		if e1 == nil && e2 == nil && b >= 0 && w >= 0 && b <= 400 && w <= 400 {
			cw.captures = [2]int{b, w}
			cw.recount()
		}
	}
	cw.capB.OnChanged, cw.capW.OnChanged = onCap, onCap
	cw.sizeSel = widget.NewSelect([]string{"9", "13", "19"}, func(s string) {
		n, _ := strconv.Atoi(s)
		if n == cw.final.Size {
			return
		}
		cw.final, _ = igo.NewBoard(n)
		cw.props = [2]*countProposal{newCountProposal(), newCountProposal()}
		cw.recount()
	})
	cw.sizeSel.SetSelected(strconv.Itoa(cw.final.Size))
	sgf := widget.NewButton(T("Read an SGF record")+"…", cw.readSGF)
	paste := widget.NewButton(T("Paste the board as text")+"…", cw.pasteText)
	claims := widget.NewButton(T("Write both counts into the claims"), cw.toClaims)
	claims.Importance = widget.HighImportance
	help := widget.NewLabel(T("The final position: Black stone, White stone, Empty point (both boards). Each proposal: a click on a stone marks its whole chain dead (again: alive); an unofficial stone (駄目詰め, 手入れ) on an empty point. Right click: empty the point or take the mark back."))
	help.Wrapping = fyne.TextWrapWord
	top := container.NewVBox(
		container.NewHBox(widget.NewLabel(T("Board")), cw.sizeSel, sgf, paste,
			widget.NewLabel(T("Prisoners captured in play: Black")), sizedEntry(cw.capB), widget.NewLabel(T("White")), sizedEntry(cw.capW)),
		container.NewHBox(widget.NewLabel(T("Click:")), cw.tool),
		help,
	)
	bottom := container.NewVBox(cw.differ, container.NewHBox(claims, widget.NewButton(T("Close"), cw.win.Close)))
	cw.win.SetContent(container.NewBorder(top, bottom, nil, nil, container.NewGridWithColumns(2, cols[0], cols[1])))
	cw.win.Resize(fyne.NewSize(1300, 740))
	cw.ew.g.addQuitShortcut(cw.win)
}

// sizedEntry keeps a short number field narrow.
func sizedEntry(e *widget.Entry) fyne.CanvasObject {
	return container.NewGridWrap(fyne.NewSize(56, e.MinSize().Height), e)
}

// readSGF reads the final position and prisoners from a record.
func (cw *countWindow) readSGF() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		defer r.Close()
		b, err := io.ReadAll(io.LimitReader(r, 1<<20))
		if err == nil {
			err = cw.loadText("", string(b))
		}
		if err != nil {
			cw.ew.g.showProblem(T("Cannot read the record"), err, cw.win)
		}
	}, cw.win)
	d.Show()
}

// pasteText reads the final position as text (X, O, ., x/o dead).
func (cw *countWindow) pasteText() {
	e := widget.NewMultiLineEntry()
	e.TextStyle = fyne.TextStyle{Monospace: true}
	e.SetPlaceHolder("....XO...\n....XO...\n..o.XO...")
	e.SetMinRowsVisible(19)
	dialog.ShowCustomConfirm(T("Paste the board as text"), T("Count"), T("Cancel"), e, func(ok bool) {
		if !ok {
			return
		}
		if err := cw.loadText(e.Text, ""); err != nil {
			cw.ew.g.showProblem(T("Cannot read the board"), err, cw.win)
		}
	}, cw.win)
}

// loadText makes a board's text or a record the final position; the dead
// marks of a text go to both proposals.
func (cw *countWindow) loadText(board, sgf string) error {
	pos, _, _, err := igo.PositionOf(tournament.CountInput{Board: board, SGF: sgf})
	if err != nil {
		return err
	}
	cw.final = pos.Board.Clone()
	cw.props = [2]*countProposal{newCountProposal(), newCountProposal()}
	for _, p := range pos.Board.Points() {
		if pos.IsDead(p) {
			cw.props[0].dead[p], cw.props[1].dead[p] = true, true
		}
	}
	cw.captures = pos.Captured
	cw.capB.SetText(strconv.Itoa(cw.captures[0]))
	cw.capW.SetText(strconv.Itoa(cw.captures[1]))
	cw.sizeSel.SetSelected(strconv.Itoa(cw.final.Size))
	cw.recount()
	return nil
}
