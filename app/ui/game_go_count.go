package ui

import (
	"strings"

	"fyne.io/fyne/v2"
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
	ew    *eventWindow
	v     *disputesView
	win   fyne.Window
	round int
	table int
	// black and white are the game's players when the window opened: the
	// window is theirs, and refuses to count or save for anybody else.
	black, white int
	final        igo.Board
	captures     [2]int
	props        [2]*countProposal
	tool         *widget.RadioGroup
	boards       [2]*goBoard
	results      [2]*widget.Label
	saves        [2]*widget.Button
	differ       *widget.Label
	capB         *widget.Entry
	capW         *widget.Entry
	// capErr says what is wrong with the prisoners typed, if anything.
	capErr  *widget.Label
	sizeSel *widget.Select
	// about names the game: its round and table, its players and its
	// 手合割 with the komi the count is made under.
	about *widget.Label
	// note says what the last save or undo from this window did.
	note *widget.Label
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
var countTools = []tournament.Text{
	{En: "Black stone", Ja: "黒石"},
	{En: "White stone", Ja: "白石"},
	{En: "Empty point", Ja: "空点"},
	{En: "Dead chain", Ja: "死に石（石団）"},
	{En: "Unofficial stone (Black)", Ja: "駄目詰め・手入れ（黒）"},
	{En: "Unofficial stone (White)", Ja: "駄目詰め・手入れ（白）"},
}

// openCountWindow opens the board of round n, table t from the disputes
// screen v; the proposals already counted for the game are loaded.
func openCountWindow(ew *eventWindow, v *disputesView, n, t int) {
	cw, err := newCountWindow(ew, v, n, t)
	if err != nil {
		ew.g.showProblem(tr("Cannot count on the board", "盤面で計算できません"), err, ew.win)
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
	cw := &countWindow{ew: ew, v: v, round: n, table: t, black: g.Black, white: g.White}
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
	case tool == tr("Black stone", "黒石") || tool == tr("White stone", "白石") || tool == tr("Empty point", "空点"):
		c := igo.Colour(0)
		if !secondary {
			c = map[string]igo.Colour{tr("Black stone", "黒石"): igo.Black, tr("White stone", "白石"): igo.White}[tool]
		}
		cw.final.Set(p, c)
		for _, q := range cw.props {
			delete(q.extra, p)
			if c == 0 {
				delete(q.dead, p)
			}
		}
	case tool == tr("Dead chain", "死に石（石団）"):
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
	case tool == tr("Unofficial stone (Black)", "駄目詰め・手入れ（黒）") || tool == tr("Unofficial stone (White)", "駄目詰め・手入れ（白）"):
		if cw.final.At(p) != 0 {
			return // a stone of the final position is not an unofficial one
		}
		c := igo.Black
		if tool == tr("Unofficial stone (White)", "駄目詰め・手入れ（白）") {
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
	if g.Black != cw.black || g.White != cw.white {
		// A swap, a re-pairing or an undo changed the table since the
		// window opened: a proposal here would be another player's.
		return ev, g, tournament.NewProblem(tournament.ErrInvalidInput,
			"round %d table %d's players changed since this board was opened: close it and open the board again",
			"この盤を開いた後に、%d回戦 %d番卓の対局者（黒・白）が変わりました。盤を閉じて開き直してください", cw.round, cw.table)
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
