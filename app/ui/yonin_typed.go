package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
	"taikai/tournament/yonin"
)

// The keyboard entry of the four-player shogi board (Ctrl+G): the table (A,
// 1, Ａ卓), Enter, the eliminations with the seat numbers the board shows
// beside each player (4<1,3<1,2<1; names, CPU and CPU3 too; !2 is a 反則点
// for seat 2), Enter. Before Enter the preview says in the game's words who
// would be recorded as mated by whom and the points it gives; Esc abandons
// the game being typed.

// typedEntry builds the table and eliminations fields and the preview.
func (v *yoninView) typedEntry() fyne.CanvasObject {
	v.table = newKeyEntry()
	v.table.SetPlaceHolder(tr("Table (A or 1)", "卓（A か 1）"))
	v.mated = newKeyEntry()
	v.mated.SetPlaceHolder(tr("eliminations by seat number, e.g. 4<1,3<1,2<1 (4 mated by 1 …); !2 = a foul point for seat 2",
		"撃破を番号で 例 4<1,3<1,2<1（4番が1番に詰み…）。!2 = 2番に反則点"))
	v.preview = widget.NewLabel("")
	v.preview.Wrapping = fyne.TextWrapWord
	v.table.OnChanged = func(string) { v.showPreview() }
	v.mated.OnChanged = func(string) { v.showPreview() }
	v.table.OnSubmitted = func(string) { v.tableEntered() }
	v.mated.OnSubmitted = func(string) { v.recordTyped() }
	for _, e := range []*keyEntry{v.table, v.mated} {
		e.onKey(fyne.KeyEscape, v.abandonTyped)
	}
	return container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(110, v.table.MinSize().Height), v.table), nil, v.mated)
}

// typedGame reads the two fields: the stage shown, the table (by its own
// name when found), and the game with the 反則点 already clicked on that
// table's card.
func (v *yoninView) typedGame() (st *yonin.Stage, table string, e yonin.GameEntry, found bool) {
	st = v.stage()
	table = strings.TrimSpace(v.table.Text)
	if st == nil {
		return nil, table, e, false
	}
	var mated, penalties []string
	for _, item := range strings.Split(strings.NewReplacer("、", ",", "，", ",").Replace(v.mated.Text), ",") {
		item = strings.TrimSpace(item)
		switch {
		case item == "":
		case strings.HasPrefix(item, "!"), strings.HasPrefix(item, "！"), strings.HasPrefix(item, "反則"):
			penalties = append(penalties, strings.TrimSpace(strings.TrimLeft(strings.TrimPrefix(item, "反則"), "!！")))
		default:
			mated = append(mated, item)
		}
	}
	e.Mated = strings.Join(mated, ",")
	e.Penalties = penalties
	if ti, ok := st.TableByName(table); ok {
		table, found = st.Tables[ti].Name, true
		e.Penalties = append(v.pendingFor(st.Name, table).penaltyRefs(), penalties...)
	}
	return st, table, e, found
}

// showPreview says what Enter would record: the table, its next game and
// parent, who is mated by whom — every player with their seat number — and
// the points after it; or why it cannot be recorded yet.
func (v *yoninView) showPreview() {
	if v.preview == nil {
		return
	}
	v.previewFor = 0
	st, table, e, found := v.typedGame()
	switch {
	case st == nil || table == "":
		v.preview.SetText("")
		return
	case !found:
		names := make([]string, len(st.Tables))
		for i, t := range st.Tables {
			names[i] = t.Name
		}
		v.preview.SetText(fmt.Sprintf(tr("%s has no table %s (tables: %s)", "%sに「%s」卓はありません（卓：%s）"), st.Name, table, strings.Join(names, tr(", ", "・"))))
		return
	}
	pv, ok, err := yonin.Of(v.ew.svc).PreviewGame(st.Name, table, e)
	if !ok {
		v.preview.SetText(tournament.Localize(err, v.ew.g.lang))
		return
	}
	head := fmt.Sprintf(tr("Table %s", "%s卓"), pv.Table)
	if pv.Next.Number > 0 {
		head += " " + pv.Next.Label() + tr(" (parent ", "（親 ") + pv.Numbered[pv.Next.Parent] + tr(")", "）")
	}
	var lines []string
	switch es := pv.Played.Game.Eliminations; {
	case err == nil:
		lines = append(lines, head+tr(": ", "：")+v.matedWords(es, pv.Numbered))
		if ps := v.penaltyWords(pv.Played.Game.Penalties, pv.Numbered); ps != "" {
			lines = append(lines, ps)
		}
		v.previewFor = pv.ForGame
		lines = append(lines, tr("Enter records it → ", "Enterで記録 → ")+v.pointsWords(pv.Numbered, pv.Played.Points, &pv.Before))
	case strings.TrimSpace(v.mated.Text) == "" && pv.Next.Number > 0:
		lines = append(lines, head+tr(": ", "：")+strings.Join(pv.Numbered[:], tr(", ", "・")),
			tr("Type who was mated by whom with these numbers, e.g. 4<1.", "撃破をこの番号で入力（例 4<1 = 4番が1番に詰み）。"))
	default:
		lines = append(lines, head, tournament.Localize(err, v.ew.g.lang))
	}
	v.preview.SetText(strings.Join(lines, "\n"))
}

// tableEntered goes on to the eliminations when the table is one of the
// stage; an unknown table stays selected, to be typed again (the preview
// says which tables there are).
func (v *yoninView) tableEntered() {
	if _, _, _, found := v.typedGame(); found {
		v.ew.win.Canvas().Focus(v.mated)
		return
	}
	if strings.TrimSpace(v.table.Text) != "" {
		v.table.suggest(v.table.Text)
	}
}

// recordTyped records the game typed, for the game the preview showed; once
// recorded the eliminations are cleared and the cursor goes back to the
// table, which keeps its name as a suggestion (the next character typed
// replaces it).
func (v *yoninView) recordTyped() {
	st, table, e, found := v.typedGame()
	if st == nil {
		return
	}
	if found {
		e.ForGame = v.previewFor
	}
	if v.record(st.Name, table, e) {
		v.mated.SetText("")
		v.table.suggest(table)
		v.ew.win.Canvas().Focus(v.table)
	}
}

// startTyped is Ctrl+G, "enter a game": a new game from its table. A game
// half typed is abandoned (said on the status line); the table left by the
// last game stays as a suggestion.
func (v *yoninView) startTyped() {
	if strings.TrimSpace(v.mated.Text) != "" || (!v.table.suggested && strings.TrimSpace(v.table.Text) != "") {
		v.abandonTyped()
		return
	}
	v.ew.win.Canvas().Focus(v.table)
}

// abandonTyped is Esc in the entry: the game being typed is dropped, the
// cursor goes back to the table, and the status line says so.
func (v *yoninView) abandonTyped() {
	had := strings.TrimSpace(v.table.Text) != "" || strings.TrimSpace(v.mated.Text) != ""
	v.mated.SetText("")
	v.table.typed("")
	v.ew.win.Canvas().Focus(v.table)
	if had {
		v.status.SetText(tr("Entry abandoned: nothing recorded. Type the table.", "入力を取り消しました（記録していません）。卓から入力してください。"))
	}
}

// numbered names the seats of t as the board lists them: 「1番 山田」.
func (v *yoninView) numbered(t yonin.YoninTable) [4]string {
	var out [4]string
	for i := range out {
		out[i] = yonin.SeatNumbered(t, i, v.names)
	}
	return out
}

// matedWords says the eliminations of a game in order, in the game's
// words: 「4番 佐藤 が 1番 山田 に詰み、…」.
func (v *yoninView) matedWords(es []yonin.Elimination, labels [4]string) string {
	if len(es) == 0 {
		return tr("nobody mated", "詰みなし")
	}
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = fmt.Sprintf(tr("%s mated by %s", "%s が %s に詰み"), labels[e.Victim], labels[e.Mater])
		if e.Foul {
			out[i] += tr(" (foul)", "（反則）")
		}
	}
	return strings.Join(out, tr(", ", "、"))
}

// penaltyWords lists the 反則点 without elimination of a game.
func (v *yoninView) penaltyWords(seats []int, labels [4]string) string {
	var count [4]int
	for _, s := range seats {
		count[s]++
	}
	var ps []string
	for s, n := range count {
		if n > 0 {
			ps = append(ps, fmt.Sprintf("%s −%d", labels[s], n*v.set.FoulPenalty))
		}
	}
	if len(ps) == 0 {
		return ""
	}
	return tr("Foul points (no elimination): ", "反則点（撃破なし）：") + strings.Join(ps, tr(", ", "、"))
}

// pointsWords gives each seat's points after a game, with the change when
// the points before are known: 「1番 山田 20点（+9）」.
func (v *yoninView) pointsWords(labels [4]string, after [4]int, before *[4]int) string {
	out := make([]string, 4)
	for i := range out {
		out[i] = labels[i] + " " + strconv.Itoa(after[i]) + tr("pt", "点")
		if before != nil {
			out[i] += fmt.Sprintf(tr(" (%+d)", "（%+d）"), after[i]-before[i])
		}
	}
	return strings.Join(out, tr(", ", "、"))
}

// seatRows writes the players of a table in seat order with their points
// and place, 「1番 山田 (20pt) 1位」, and 「 親」 for the parent of the game
// just played (parent may be NoSeat).
func seatRows(series yonin.Series, labels [4]string, parent int) []string {
	place := map[int]int{}
	for _, st := range series.Standings(0) {
		place[st.Seat] = st.Rank
	}
	pts := series.Points()
	out := make([]string, 4)
	for s := range out {
		out[s] = fmt.Sprintf("%s (%dpt) %d位", labels[s], pts[s], place[s])
		if s == parent {
			out[s] += " " + yonin.ParentMark
		}
	}
	return out
}
