package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// pairingsView is the pairings screen of a two-player event: the games of
// a round by table with the reason for each pairing; pair the next round,
// undo and re-pair it, swap two players or the colours of a table, publish.
type pairingsView struct {
	ew *eventWindow
	// ev is the event shown: its game says what a game's own record holds
	// (the handicap, the rotation errors).
	ev      tournament.Event
	rounds  []tournament.Round
	names   map[int]string
	byID    map[int]tournament.Participant
	scores  map[int]map[int]string // round → player → score before it
	current int                    // index in rounds, -1 for none
	// shownCount is how many rounds the last show had.
	shownCount int
	sel        widget.TableCellID
	hasSel     bool
	selRound   int // the round index the selection belongs to
	// swapFrom is the first player chosen for a swap; 0 when not swapping.
	swapFrom int
	swapping bool

	roundSel *widget.Select
	status   *widget.Label
	// detail is the selected table's reason and warnings in full (the
	// table's cells end in … where their column does).
	detail  *widget.Label
	table   *widget.Table
	content fyne.CanvasObject

	pairBtn, repairBtn, undoBtn, swapBtn, coloursBtn, publishBtn *widget.Button
	// waitBtn pairs the round's waiting player (待ち合わせ, waiting.go).
	waitBtn *widget.Button
}

var pairingColumns = []column{{"Table", "卓", 56}, {"Black (first)", "黒（先手）", 190}, {"Score", "勝数", 60}, {"White (second)", "白（後手）", 190}, {"Score", "勝数", 60}, {"Why", "理由", 400}, {"Warnings", "警告", 300}}

func newPairingsView(ew *eventWindow) *pairingsView {
	v := &pairingsView{ew: ew, current: -1}
	v.roundSel = newSelect(nil, func(s string) {
		for i, r := range v.rounds {
			if v.roundName(r.Number) == s {
				v.current = i
			}
		}
		v.redraw()
	})
	v.status = widget.NewLabel("")
	v.detail = widget.NewLabel("")
	v.detail.Wrapping = fyne.TextWrapWord
	v.detail.Hide()
	v.table = newTable(pairingColumns, func() (int, int) { return len(v.games()) + len(v.waiting()), len(pairingColumns) }, v.cell, func(col int) string {
		return sideTitle(pairingColumns, col, !v.ev.Teams().IsZero(), 1, 3, v.ev.Game, v.ew.g.lang)
	})
	v.table.OnSelected = v.selected
	v.pairBtn = widget.NewButton(tr("Pair next round", "次の回戦を組む")+" (Ctrl+R)", v.pairNext)
	v.pairBtn.Importance = widget.HighImportance
	v.repairBtn = widget.NewButton(tr("Re-pair", "組み直し"), v.repair)
	v.undoBtn = widget.NewButton(tr("Undo round", "組合せ取消"), v.undo)
	v.swapBtn = widget.NewButton(tr("Swap two players", "2人を入れ替え"), v.startSwap)
	v.coloursBtn = widget.NewButton(tr("Swap colours", "手番を交換"), v.swapColours)
	v.publishBtn = widget.NewButton(tr("Publish", "公表"), v.publish)
	handBtn := widget.NewButton(tr("Pair by hand", "手で組む")+"…", v.pairByHand)
	v.waitBtn = widget.NewButton(tr("Pair the waiting player", "待ち合わせの組合せ")+"…", v.pairWaiting)
	v.waitBtn.Importance = widget.HighImportance
	v.waitBtn.Hide()
	printBtn := widget.NewButton(tr("Print", "印刷")+"…", func() { ew.printDialog("pairings") })
	// The buttons wrap to a second line when the window (or a large text
	// size) leaves no room for one.
	bar := container.New(newFlowLayout(func() { v.content.Refresh() }), v.roundSel, v.pairBtn, handBtn, v.waitBtn, v.repairBtn, v.undoBtn, v.swapBtn, v.coloursBtn, v.publishBtn, printBtn)
	if ew.game.pairingButtons != nil {
		bar.Objects = append(bar.Objects, ew.game.pairingButtons(v)...)
	}
	v.content = container.NewBorder(container.NewVBox(bar, v.status), v.detail, nil, nil, v.table)
	return v
}

func (v *pairingsView) roundName(n int) string { return fmt.Sprintf(tr("Round %d", "%d 回戦"), n) }

// show redraws with the event's rounds, on the last round.
func (v *pairingsView) show(rs []tournament.Round, ps []tournament.Participant, scores map[int]map[int]string) {
	keep := -1
	if v.current >= 0 && v.current < len(v.rounds) {
		keep = v.rounds[v.current].Number
	}
	v.rounds, v.scores = rs, scores
	v.names = tournament.DisplayNames(ps)
	v.byID = make(map[int]tournament.Participant, len(ps))
	for _, p := range ps {
		v.byID[p.ID] = p
	}
	// Stay on the round shown, unless a round was added or removed: then
	// show the last one.
	opts := make([]string, len(rs))
	v.current = len(rs) - 1
	for i, r := range rs {
		opts[i] = v.roundName(r.Number)
		if r.Number == keep && len(rs) == v.shownCount {
			v.current = i
		}
	}
	v.shownCount = len(rs)
	v.roundSel.Options = opts
	if v.current >= 0 {
		v.roundSel.Selected = opts[v.current]
	} else {
		v.roundSel.Selected = ""
	}
	v.roundSel.Refresh()
	v.redraw()
}

func (v *pairingsView) round() *tournament.Round {
	if v.current < 0 || v.current >= len(v.rounds) {
		return nil
	}
	return &v.rounds[v.current]
}

func (v *pairingsView) games() []tournament.Game {
	if r := v.round(); r != nil {
		return r.Games
	}
	return nil
}

func (v *pairingsView) redraw() {
	// Keep the table selected across a redraw (two rotation errors in a
	// row, a swap of colours); a different round starts unselected.
	keep, had := v.sel, v.hasSel
	v.hasSel = false
	v.table.UnselectAll()
	v.table.Refresh()
	if had && !v.swapping && v.round() != nil && keep.Row < len(v.games()) && v.current == v.selRound {
		v.table.Select(keep)
	}
	v.selRound = v.current
	v.showDetail()
	r := v.round()
	last := r != nil && v.current == len(v.rounds)-1
	switch {
	case r == nil:
		v.status.SetText(tr("No round has been paired yet: press “Pair next round”.", "まだ組合せがありません。「次の回戦を組む」を押してください。"))
	case v.swapping && v.swapFrom == 0:
		v.status.SetText(tr("Swap: choose the first player (Black or White column).", "入れ替え：1人目を選んでください（黒または白の列）。"))
	case v.swapping:
		v.status.SetText(fmt.Sprintf(tr("Swap: %s with… choose the second player.", "入れ替え：%s と…2人目を選んでください。"), v.names[v.swapFrom]))
	default:
		state := tr("not published", "未公表")
		if r.Published {
			state = tr("published", "公表済み")
		}
		missing := r.Missing()
		res := tr("all results in", "結果入力済み")
		if len(missing) > 0 {
			ts := make([]string, len(missing))
			for i, t := range missing {
				ts[i] = strconv.Itoa(t)
			}
			res = fmt.Sprintf(tr("waiting for results: tables %s", "結果待ち：卓 %s"), strings.Join(ts, ", "))
		}
		v.status.SetText(fmt.Sprintf("%s — %s — %s", v.roundName(r.Number), state, res) + v.waitingLine())
	}
	if r != nil && len(r.Waiting) > 0 {
		v.waitBtn.Show()
	} else {
		v.waitBtn.Hide()
	}
	editable := last && !r.Played()
	for _, b := range []*widget.Button{v.repairBtn, v.undoBtn, v.swapBtn, v.coloursBtn} {
		if editable {
			b.Enable()
		} else {
			b.Disable()
		}
	}
	if last && !r.Published {
		v.publishBtn.Enable()
	} else {
		v.publishBtn.Disable()
	}
}

func (v *pairingsView) cell(id widget.TableCellID) string {
	gs := v.games()
	if id.Row >= len(gs) {
		return v.waitingCell(id.Row-len(gs), id.Col)
	}
	if id.Row < 0 {
		return ""
	}
	g, r := gs[id.Row], v.round()
	score := func(p int) string { return v.scores[r.Number][p] }
	lang := v.ew.g.lang
	switch id.Col {
	case 0:
		return gameTableCell(g)
	case 1:
		return v.names[g.Black]
	case 2:
		if g.Black == tournament.ArbiterID {
			return ""
		}
		return score(g.Black)
	case 3:
		return gameWhiteCell(g, v.names)
	case 4:
		if g.IsBye() || g.White == tournament.ArbiterID {
			return ""
		}
		return score(g.White)
	case 5:
		if h := tournament.GameHandicap(v.ev, g); h != nil {
			return h.Text.In(lang) + "　／　" + g.Why.In(lang)
		}
		return g.Why.In(lang)
	case 6:
		var ws []string
		for _, n := range tournament.GameNotes(v.ev, *r, g, func(id int) string { return v.names[id] }, tournament.OnScreen) {
			ws = append(ws, n.In(lang))
		}
		for _, w := range g.Warnings {
			ws = append(ws, "⚠ "+w.In(lang))
		}
		return strings.Join(ws, " ")
	}
	return ""
}

// playerAt returns the participant in a Black or White cell.
func (v *pairingsView) playerAt(id widget.TableCellID) int {
	gs := v.games()
	if w := v.waiting(); id.Row >= len(gs) && id.Row-len(gs) < len(w) && (id.Col == 1 || id.Col == 2) {
		return w[id.Row-len(gs)].Player
	}
	if id.Row < 0 || id.Row >= len(gs) {
		return 0
	}
	switch id.Col {
	case 1, 2:
		return gs[id.Row].Black
	case 3, 4:
		return gs[id.Row].White
	}
	return 0
}

// showDetail shows the selected table's reason and warnings in full under
// the table; nothing when no table is selected.
func (v *pairingsView) showDetail() {
	r := v.round()
	if r != nil && v.hasSel && v.sel.Row >= len(r.Games) && v.sel.Row < len(r.Games)+len(r.Waiting) {
		w := r.Waiting[v.sel.Row-len(r.Games)]
		v.detail.SetText(fmt.Sprintf(tr("%s waits (待ち合わせ)", "%sは待ち合わせです"), v.names[w.Player]) + "\n" + tr("Why", "理由") + tr(": ", "：") + w.Why.In(v.ew.g.lang))
		v.detail.Show()
		return
	}
	if r == nil || !v.hasSel || v.sel.Row < 0 || v.sel.Row >= len(r.Games) {
		v.detail.SetText("")
		v.detail.Hide()
		return
	}
	row := func(col int) string { return v.cell(widget.TableCellID{Row: v.sel.Row, Col: col}) }
	text := fmt.Sprintf("%s %s　%s − %s", tr("Table", "卓"), row(0), row(1), row(3))
	if why := row(5); why != "" {
		text += "\n" + tr("Why", "理由") + tr(": ", "：") + why
	}
	if w := row(6); w != "" {
		text += "\n" + tr("Warnings", "警告") + tr(": ", "：") + w
	}
	// A team match's boards, the first-listed team's players first.
	for _, b := range v.ew.boardLines(v.ev, r.Games[v.sel.Row], v.byID) {
		text += "\n　" + b
	}
	v.detail.SetText(text)
	v.detail.Show()
}

func (v *pairingsView) selected(id widget.TableCellID) {
	v.sel, v.hasSel = id, true
	v.showDetail()
	if !v.swapping {
		return
	}
	p := v.playerAt(id)
	if p == 0 {
		return
	}
	if v.swapFrom == 0 {
		v.swapFrom = p
		v.redraw()
		return
	}
	a, b := v.swapFrom, p
	v.swapping, v.swapFrom = false, 0
	r := v.round()
	v.ew.applyWarn(tr("Cannot swap", "入れ替えできません"), func() ([]tournament.Text, error) { return v.ew.svc.SwapPlayers(r.Number, a, b) })
}

func (v *pairingsView) startSwap() {
	if v.round() == nil {
		return
	}
	v.swapping, v.swapFrom = true, 0
	v.redraw()
}

func (v *pairingsView) swapColours() {
	r := v.round()
	if r == nil || !v.hasSel {
		showMessage(v.ew.win, tr("Swap colours", "手番を交換"), tr("Select a table first.", "先に卓を選んでください。"))
		return
	}
	if v.sel.Row >= len(r.Games) {
		return // a waiting player has no colours yet
	}
	g := r.Games[v.sel.Row]
	if g.IsBye() {
		return
	}
	v.ew.applyWarn(tr("Cannot swap", "入れ替えできません"), func() ([]tournament.Text, error) { return v.ew.svc.SwapColours(r.Number, g.Table) })
}

func (v *pairingsView) pairNext() {
	svc := v.ew.svc // the section shown when the arbiter asked
	list, err := v.ew.checkinProposal(svc, "")
	if err != nil {
		v.ew.g.showProblem(tr("Cannot pair", "組み合わせられません"), err, v.ew.win)
		return
	}
	v.ew.askCheckin(list, func() { // pair_checkin.go: who has not checked in (issue 28)
		v.ew.runPairingAsk(tr("Cannot pair", "組み合わせられません"), func() error {
			_, err := svc.PairNextRound()
			return err
		}, func(err error) bool { return v.askRematch(svc, err) })
	})
}

func (v *pairingsView) repair() {
	r := v.round()
	if r == nil {
		return
	}
	n := r.Number
	confirm(v.ew.win, tr("Re-pair", "組み直し"), fmt.Sprintf(tr("Discard the pairings of round %d and pair it again?", "%d 回戦の組合せを破棄して組み直しますか？"), n), tr("Re-pair", "組み直し"), func() {
		svc := v.ew.svc
		v.ew.runPairing(tr("Cannot pair", "組み合わせられません"), func() error {
			_, err := svc.RepairRound(n)
			return err
		})
	})
}

// selectedGame returns the round shown and the game of the selected table.
func (v *pairingsView) selectedGame() (tournament.Round, tournament.Game, bool) {
	r := v.round()
	if r == nil || !v.hasSel || v.sel.Row < 0 || v.sel.Row >= len(r.Games) {
		return tournament.Round{}, tournament.Game{}, false
	}
	return *r, r.Games[v.sel.Row], true
}

func (v *pairingsView) undo() {
	r := v.round()
	if r == nil {
		return
	}
	n := r.Number
	confirm(v.ew.win, tr("Undo round", "組合せ取消"), fmt.Sprintf(tr("Remove the pairings of round %d?", "%d 回戦の組合せを取り消しますか？"), n), tr("Undo round", "組合せ取消"), func() {
		v.ew.apply(tr("Cannot undo", "取り消せません"), func() error { return v.ew.svc.UndoRound(n) })
	})
}

func (v *pairingsView) publish() {
	if r := v.round(); r != nil {
		n := r.Number
		v.ew.apply(tr("Cannot publish", "公表できません"), func() error { return v.ew.svc.PublishRound(n) })
	}
}

// applyWarn runs a manual change; the rules it broke are shown, and the
// change stays (the arbiter decides, docs/rules.md §2.1).
func (ew *eventWindow) applyWarn(title string, change func() ([]tournament.Text, error)) {
	var warnings []tournament.Text
	if ew.apply(title, func() (err error) { warnings, err = change(); return err }) && len(warnings) > 0 {
		lines := make([]string, len(warnings))
		for i, w := range warnings {
			lines[i] = "⚠ " + w.In(ew.g.lang)
		}
		showMessage(ew.win, tr("Changed, but it breaks a pairing rule", "変更しましたが、組合せの規則に反します"), strings.Join(lines, "\n"))
	}
}

// runPairing pairs off the UI goroutine (a large event takes a moment) and
// redraws when done.
func (ew *eventWindow) runPairing(title string, pair func() error) {
	ew.runPairingAsk(title, pair, func(error) bool { return false })
}
