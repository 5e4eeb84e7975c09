package ui

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
	"taikai/tournament/yonin"
)

// yoninView is the table board of a four-player shogi stage: a card per
// table with the players, their running points, the parent (親) of the next
// game, the games played so far, and the entry of the next game by clicking
// "X mated by Y" in turn; the advancement of the stage below.
type yoninView struct {
	ew       *eventWindow
	stages   []yonin.Stage
	names    map[int]string
	current  string
	stageSel *widget.Select
	table    *keyEntry // keyboard entry: table name
	mated    *keyEntry // keyboard entry: the --mated text
	// preview names the players of the game typed, before Enter;
	// previewFor is the game it was made for (GameEntry.ForGame).
	preview    *widget.Label
	previewFor int
	status     *widget.Label
	// overview says which tables are finished, playing, not started.
	overview *widget.Label
	cards    *fyne.Container
	advance  *widget.Label
	content  fyne.CanvasObject
	scroll   *container.Scroll
	set      yonin.Settings
	// pending is the game each table is entering (stage, table).
	pending map[string]*pendingGame
	// cardCache holds the cards drawn last, by cardKey.
	cardCache map[string]fyne.CanvasObject
	// jform and nform are the 持将棋 and 入玉宣言 dialogs last opened.
	jform *jishogiForm
	nform *nyugyokuForm
}

func newYoninView(ew *eventWindow) *yoninView {
	v := &yoninView{ew: ew}
	v.stageSel = newSelect(nil, func(s string) {
		if s != v.current {
			v.current = s
			v.redraw()
		}
	})
	draw := widget.NewButton(tr("Draw a stage", "ステージを抽選")+"…", v.drawStage)
	draw.Importance = widget.HighImportance
	printBtn := widget.NewButton(tr("Print", "印刷")+"…", func() { ew.printDialog("yonin-scores") })
	entry := v.typedEntry()
	v.status = widget.NewLabel("")
	v.overview = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.overview.Wrapping = fyne.TextWrapWord
	v.overview.Hide()
	v.cards = container.NewGridWithColumns(2)
	v.advance = widget.NewLabel("")
	v.advance.Wrapping = fyne.TextWrapWord
	body := container.NewVBox(v.overview, v.cards, widget.NewSeparator(),
		widget.NewLabelWithStyle(tr("Advancement", "勝ち抜け"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), v.advance)
	top := container.NewVBox(container.NewHBox(v.stageSel, draw, printBtn), entry, v.preview, v.status)
	v.scroll = container.NewVScroll(body)
	v.content = container.NewBorder(top, nil, nil, nil, v.scroll)
	return v
}

func (v *yoninView) show(ps []tournament.Participant) {
	v.names = tournament.DisplayNames(ps)
	sts, err := yonin.Of(v.ew.svc).Stages()
	if err != nil {
		return
	}
	v.stages = sts
	var opts []string
	for _, st := range sts {
		opts = append(opts, st.Name)
	}
	v.stageSel.Options = opts
	if v.current == "" && len(opts) > 0 {
		v.current = opts[len(opts)-1]
	}
	v.stageSel.Selected = v.current
	v.stageSel.Refresh()
	v.redraw()
}

func (v *yoninView) stage() *yonin.Stage {
	for i := range v.stages {
		if v.stages[i].Name == v.current {
			return &v.stages[i]
		}
	}
	return nil
}

func (v *yoninView) redraw() {
	v.cards.Objects = nil
	if set, err := yonin.Of(v.ew.svc).RulesSettings(); err == nil {
		v.set = set
	}
	st := v.stage()
	if st == nil {
		v.overview.SetText("")
		v.overview.Hide()
		v.advance.SetText(tr("No stage yet: draw the preliminaries (予選).", "まだステージがありません。予選を抽選してください。"))
		v.cards.Refresh()
		v.showPreview()
		return
	}
	// finished holds the tables whose games are all played: until then
	// their advancers are provisional (暫定).
	finished := map[string]bool{}
	var done, playing, waiting []string
	cards := map[string]fyne.CanvasObject{}
	var objs []fyne.CanvasObject
	for _, t := range st.Tables {
		played, series, err := yonin.Of(v.ew.svc).TablePlayed(t)
		// A card is drawn again only when its table changed: one game
		// recorded redraws one card, not the whole venue's.
		key := v.cardKey(st.Name, t, err)
		card, ok := v.cardCache[key]
		if !ok {
			card = v.card(st.Name, t, played, series, err)
		}
		cards[key] = card
		objs = append(objs, card)
		switch {
		case err != nil:
		case series.Over() != nil:
			finished[t.Name] = true
			done = append(done, t.Name)
		case len(played) > 0:
			playing = append(playing, t.Name)
		default:
			waiting = append(waiting, t.Name)
		}
	}
	// One layout for all the cards (the page's refresh below draws them),
	// not one per card added.
	v.cardCache, v.cards.Objects = cards, objs
	v.overview.SetText(v.tablesOverview(done, playing, waiting))
	v.overview.Show()
	a, err := yonin.Of(v.ew.svc).YoninAdvancement(st.Name)
	if err != nil {
		v.advance.SetText(tournament.Localize(err, v.ew.g.lang))
		v.scroll.Refresh()
		v.showPreview()
		return
	}
	tableOf := map[int]string{}
	for _, t := range st.Tables {
		for _, id := range t.Seats {
			if id != 0 {
				tableOf[id] = t.Name
			}
		}
	}
	// The 3位枠 and the ties compare tables: provisional until every
	// table is finished.
	allDone := len(done) == len(st.Tables)
	provisional := tr(" (provisional)", "（暫定）")
	list := func(ids []int, final func(id int) bool) (string, bool) {
		ns := make([]string, len(ids))
		any := false
		for i, id := range ids {
			ns[i] = v.names[id]
			if !final(id) {
				ns[i] += provisional
				any = true
			}
		}
		return strings.Join(ns, "、"), any
	}
	ownTable := func(id int) bool { return finished[tableOf[id]] }
	everyTable := func(int) bool { return allDone }
	names, marked := list(a.Qualified, ownTable)
	text := tr("Advance:", "勝ち抜け：") + " " + names
	if len(a.Thirds) > 0 {
		names, m := list(a.Thirds, everyTable)
		text += "\n" + tr("3rd-place slots:", "3位枠：") + " " + names
		marked = marked || m
	}
	for _, tie := range a.Ties {
		names, m := list(tie, everyTable)
		text += "\n" + tr("Tie to decide (playoff or lot):", "同点（決定戦または抽選で決定）：") + " " + names
		marked = marked || m
	}
	if marked {
		text += "\n" + tr("Provisional: their table (for the 3rd-place slots and ties, every table) has games left to play.", "暫定：その卓（3位枠と同点はすべての卓）の対局が終わるまで確定しません。")
	}
	v.advance.SetText(text)
	// The cards grow with each game and note: lay the page out again.
	v.scroll.Refresh()
	v.showPreview()
}

// cardKey is everything a table's card shows: the stage, the table with
// its seats and games, the players' names, the rules and the language (the
// game being entered on the card lives in v.pending, which the card reads
// itself).
func (v *yoninView) cardKey(stage string, t yonin.YoninTable, err error) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\x00%v\x00%v\x00%v\x00%v", stage, v.set, err, v.ew.g.lang, t.Seats)
	for _, id := range t.Seats {
		b.WriteString("\x00" + v.names[id])
	}
	data, _ := json.Marshal(t.Games)
	b.Write(data)
	return b.String()
}

// tablesOverview is the line above the cards: how many tables are
// finished, which are playing and which have not started.
func (v *yoninView) tablesOverview(done, playing, waiting []string) string {
	parts := []string{fmt.Sprintf(tr("Tables finished: %d", "終了 %d卓"), len(done))}
	names := func(ts []string) string { return strings.Join(ts, tr(", ", "・")) }
	if len(playing) > 0 {
		parts = append(parts, fmt.Sprintf(tr("playing: %d (%s)", "対局中 %d卓：%s"), len(playing), names(playing)))
	}
	if len(waiting) > 0 {
		parts = append(parts, fmt.Sprintf(tr("not started: %d (%s)", "未開始 %d卓：%s"), len(waiting), names(waiting)))
	}
	return strings.Join(parts, tr(" / ", "／"))
}

// pendingGame is the game a table is entering, kept across redraws (a
// 反則点 clicked during play must survive another table's result): the
// eliminations in order and the 反則点 without elimination per seat.
type pendingGame struct {
	mated     []yonin.Elimination
	penalties [4]int
}

// pendingFor returns the game being entered at a table.
func (v *yoninView) pendingFor(stage, table string) *pendingGame {
	if v.pending == nil {
		v.pending = map[string]*pendingGame{}
	}
	k := stage + "\x00" + table
	if v.pending[k] == nil {
		v.pending[k] = &pendingGame{}
	}
	return v.pending[k]
}

// matedText writes the eliminations in the --mated grammar with seat
// numbers 1–4 (names may be shown with a club and would not parse).
func (pg *pendingGame) matedText() string {
	parts := make([]string, len(pg.mated))
	for i, e := range pg.mated {
		parts[i] = strconv.Itoa(e.Victim+1) + "<" + strconv.Itoa(e.Mater+1)
		if e.Foul {
			parts[i] += ":foul"
		}
	}
	return strings.Join(parts, ",")
}

// penaltyRefs names the seat (1–4) once per 反則点.
func (pg *pendingGame) penaltyRefs() []string {
	var out []string
	for seat, n := range pg.penalties {
		for range n {
			out = append(out, strconv.Itoa(seat+1))
		}
	}
	return out
}

// pendingText shows the game being entered at a table.
func (v *yoninView) pendingText(pg *pendingGame, labels [4]string) string {
	text := tr("Eliminations: (none yet)", "撃破：（まだなし）")
	if len(pg.mated) > 0 {
		text = tr("Eliminations:", "撃破：") + " " + v.matedWords(pg.mated, labels)
	}
	var ps []string
	for seat, n := range pg.penalties {
		if n > 0 {
			ps = append(ps, fmt.Sprintf("%s −%d", labels[seat], n*v.set.FoulPenalty))
		}
	}
	if len(ps) > 0 {
		text += "\n" + tr("Foul points (no elimination): ", "反則点（撃破なし）：") + strings.Join(ps, tr(", ", "、"))
	}
	return text
}

// addPlayed adds the table's games played to box: each game's label, its
// parent, who mated whom and the points after it, then its 反則点 without
// elimination and how a 持将棋 was ranked.
func (v *yoninView) addPlayed(box *fyne.Container, played []yonin.Played, labels [4]string) {
	ja := v.ew.g.lang == tournament.Japanese
	for _, p := range played {
		pts := make([]string, 4)
		for i := range pts {
			pts[i] = strconv.Itoa(p.Points[i])
		}
		what := v.matedWords(p.Game.Eliminations, labels)
		if p.Game.Void {
			what = tr("千日手 (void)", "千日手（無効）")
		}
		if p.Game.Jishogi != nil {
			what += "　" + tr("jishogi (持将棋)", "持将棋")
		}
		line := widget.NewLabel(fmt.Sprintf("%s（親 %s）%s → %s", p.Slot.Label(), labels[p.Slot.Parent], what, strings.Join(pts, " / ")))
		line.Wrapping = fyne.TextWrapWord
		box.Add(line)
		for _, l := range yonin.GameLines(v.set, p, labels, ja) {
			note := widget.NewLabel("　" + l)
			note.Wrapping = fyne.TextWrapWord
			box.Add(note)
		}
	}
}

// card draws one table and its entry controls.
func (v *yoninView) card(stage string, t yonin.YoninTable, played []yonin.Played, series yonin.Series, err error) fyne.CanvasObject {
	if err != nil {
		return widget.NewLabel(tournament.Localize(err, v.ew.g.lang))
	}
	// Every player is named with the seat number the typed entry takes
	// (4<1): 「1番 山田」.
	labels := v.numbered(t)
	next, nextErr := series.Next()
	title := fmt.Sprintf(tr("Table %s", "%s卓"), t.Name)
	if nextErr == nil {
		title += "　" + tr("next:", "次：") + " " + next.Label() + "　" + tr("parent:", "親：") + " " + labels[next.Parent]
	} else {
		title += "　" + tr("finished", "終了")
	}
	box := container.NewVBox(widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	// The players in seat order, whatever their points, so that a row keeps
	// its place (and its number) from game to game; the place and the
	// parent of the last game beside the points.
	last := yonin.NoSeat
	if len(played) > 0 {
		last = played[len(played)-1].Slot.Parent
	}
	for _, line := range seatRows(series, labels, last) {
		box.Add(widget.NewLabel(line))
	}
	v.addPlayed(box, played, labels)
	if nextErr != nil {
		return widget.NewCard("", "", box)
	}
	// Entry: victim and mater, in the order the mates happened; the
	// 反則点 of the game as they happen, one click each.
	pg := v.pendingFor(stage, t.Name)
	pendingLabel := widget.NewLabel("")
	pendingLabel.Wrapping = fyne.TextWrapWord
	victim := newSelect(labels[:], nil)
	victim.PlaceHolder = tr("mated", "詰まされた人")
	mater := newSelect(labels[:], nil)
	mater.PlaceHolder = tr("by", "詰ました人")
	foul := widget.NewCheck(tr("foul", "反則"), nil)
	var plus, minus [4]*widget.Button
	refresh := func() {
		pendingLabel.SetText(v.pendingText(pg, labels))
		for seat := range plus {
			text := tr("Foul point ", "反則点 ") + labels[seat]
			if n := pg.penalties[seat]; n > 0 {
				text += fmt.Sprintf(" (%d)", n)
				minus[seat].Enable()
			} else {
				minus[seat].Disable()
			}
			plus[seat].SetText(text)
		}
	}
	seatOf := func(label string) int {
		for i, l := range labels {
			if l == label {
				return i
			}
		}
		return yonin.NoSeat
	}
	add := widget.NewButton(tr("Add", "追加"), func() {
		vs, ms := seatOf(victim.Selected), seatOf(mater.Selected)
		if vs == yonin.NoSeat || ms == yonin.NoSeat {
			return
		}
		pg.mated = append(pg.mated, yonin.Elimination{Victim: vs, Mater: ms, Foul: foul.Checked})
		refresh()
		victim.ClearSelected()
		mater.ClearSelected()
		foul.SetChecked(false)
	})
	penalties := container.NewGridWithColumns(2)
	for seat := range plus {
		plus[seat] = widget.NewButton("", func() { pg.penalties[seat]++; refresh() })
		minus[seat] = widget.NewButton("−", func() {
			if pg.penalties[seat] > 0 {
				pg.penalties[seat]--
			}
			refresh()
		})
		penalties.Add(container.NewBorder(nil, nil, nil, minus[seat], plus[seat]))
	}
	record := widget.NewButton(tr("Record the game", "局を記録"), func() {
		v.record(stage, t.Name, yonin.GameEntry{Mated: pg.matedText(), Penalties: pg.penaltyRefs()})
	})
	record.Importance = widget.HighImportance
	void := widget.NewButton(tr("千日手 (void)", "千日手（無効）"), func() {
		confirm(v.ew.win, tr("千日手 (void)", "千日手（無効）"), fmt.Sprintf(tr("Void %s of table %s and replay it?", "%[2]s卓の%[1]sを千日手として無効にし、指し直しますか？"), next.Label(), t.Name), tr("千日手 (void)", "千日手（無効）"), func() {
			// What is pending goes along: a void game refuses it, saying why.
			v.record(stage, t.Name, yonin.GameEntry{Void: true, Mated: pg.matedText(), Penalties: pg.penaltyRefs()})
		})
	})
	jishogi := widget.NewButton(tr("jishogi (持将棋)", "持将棋")+"…", func() { v.jishogiDialog(stage, t, nil, "") })
	nyugyoku := widget.NewButton(tr("Entering-king declaration (入玉宣言)…", "入玉宣言…"), func() { v.nyugyokuDialog(stage, t) })
	clear := widget.NewButton(tr("Clear", "取消"), func() {
		*pg = pendingGame{}
		refresh()
	})
	refresh()
	box.Add(widget.NewSeparator())
	box.Add(container.New(newFlowLayout(v.scroll.Refresh), victim, widget.NewLabel(tr("was mated by", "が詰まされた相手：")), mater, foul))
	// The buttons go on to a second line when the card is narrow (a large
	// text size): the board never gets wider than the window.
	box.Add(container.New(newFlowLayout(v.scroll.Refresh), add, clear, record, void, jishogi, nyugyoku))
	box.Add(widget.NewLabel(tr("Foul point without elimination (連続王手の千日手), one click each:", "反則点（連続王手の千日手・撃破なし）：1回ごとに押す")))
	box.Add(penalties)
	box.Add(pendingLabel)
	return widget.NewCard("", "", box)
}

// record records a table's game; the game being entered there is cleared
// once it is recorded (a refusal keeps it, with the reason shown).
func (v *yoninView) record(stage, table string, e yonin.GameEntry) bool {
	var played yonin.Played
	ok := v.ew.apply(tr("Cannot record the game", "局を記録できません"), func() error {
		var err error
		played, err = yonin.Of(v.ew.svc).RecordGame(stage, table, e)
		if err == nil {
			delete(v.pending, stage+"\x00"+table) // before the board is redrawn
		}
		return err
	})
	if ok {
		name, labels := strings.ToUpper(table), [4]string{"1", "2", "3", "4"}
		if st := v.stage(); st != nil {
			if i, found := st.TableByName(table); found {
				name, labels = st.Tables[i].Name, v.numbered(st.Tables[i])
			}
		}
		v.status.SetText(fmt.Sprintf(tr("Table %s %s recorded: %s", "%s卓 %sを記録しました：%s"), name, played.Slot.Label(), v.pointsWords(labels, played.Points, nil)))
	}
	return ok
}

// jishogiForm is the 持将棋 dialog of a table: the material of each
// unmated player, the ranking by the four criteria as it is typed, and an
// optional order of the arbiter's (an override).
type jishogiForm struct {
	players              []yonin.JishogiPlayer
	rooks, others, hands []*keyEntry
	order                *keyEntry
	preview              *widget.Label
	submit               func() bool
	hide                 func()
}

// material writes what was typed in the --material grammar (seat numbers);
// ok is false when a player's rooks and pieces are both empty. any is
// whether anything was typed at all.
func (f *jishogiForm) material() (text string, ok, any bool) {
	ok = true
	var items []string
	for i, p := range f.players {
		r, o, h := strings.TrimSpace(f.rooks[i].Text), strings.TrimSpace(f.others[i].Text), strings.TrimSpace(f.hands[i].Text)
		if r != "" || o != "" || h != "" {
			any = true
		}
		if r == "" && o == "" {
			ok = false
		}
		item := strconv.Itoa(p.Seat+1) + ":"
		var counts []string
		for _, c := range []struct{ key, val string }{{"r", r}, {"p", o}, {"h", h}} {
			if c.val != "" {
				counts = append(counts, c.key+c.val)
			}
		}
		items = append(items, item+strings.Join(counts, ","))
	}
	return strings.Join(items, ";"), ok, any
}

// jishogiDialog asks for the material of the unmated players of a table's
// game (eliminations so far as entered on the card) and records the game
// as 持将棋, ranked by the four criteria or in the arbiter's order. decl is
// the 入玉宣言 that ended the game, nil at move 300.
func (v *yoninView) jishogiDialog(stage string, t yonin.YoninTable, decl *yonin.NyugyokuEntry, declarer string) {
	pg := v.pendingFor(stage, t.Name)
	svc := yonin.Of(v.ew.svc)
	players, err := svc.JishogiPlayers(stage, t.Name, pg.matedText())
	if err != nil {
		v.ew.g.showProblem(tr("jishogi (持将棋)", "持将棋"), err, v.ew.win)
		return
	}
	labels := v.numbered(t)
	f := &jishogiForm{players: players, preview: widget.NewLabel("")}
	f.preview.Wrapping = fyne.TextWrapWord
	v.jform = f
	grid := container.NewGridWithColumns(6,
		widget.NewLabel(""), widget.NewLabel(tr("Rooks (飛・龍)", "飛・龍")), widget.NewLabel(tr("Other pieces", "小駒")),
		widget.NewLabel(tr("On the stands of those mated", "撃破した相手の駒台")), widget.NewLabel(tr("Mates", "撃破")), widget.NewLabel(tr("Turn", "手番")))
	update := func() {
		text, ok, any := f.material()
		switch {
		case !any:
			f.preview.SetText(tr("Type the material of every player: the ranking by ① piece points (rook 5, others 1), ② mates, ③ pieces on the stands of those mated, ④ turn order shows here.",
				"全員の駒数を入力すると、①駒の点数（飛5・小駒1）②撃破人数 ③撃破した相手の駒台の枚数 ④手番 による順位がここに出ます。"))
			return
		case !ok:
			f.preview.SetText(tr("Type the rooks and other pieces of every player.", "全員の飛と小駒の数を入力してください。"))
			return
		}
		lines, err := svc.PreviewJishogi(stage, t.Name, pg.matedText(), text, v.ew.g.lang == tournament.Japanese)
		if err != nil {
			f.preview.SetText(tournament.Localize(err, v.ew.g.lang))
			return
		}
		f.preview.SetText(strings.Join(lines, "\n"))
	}
	var d *dialog.CustomDialog
	var entries []*keyEntry
	closed := false
	f.hide = func() {
		if !closed {
			closed = true
			d.Hide()
		}
	}
	f.submit = func() bool {
		text, ok, any := f.material()
		e := yonin.GameEntry{Mated: pg.matedText(), Penalties: pg.penaltyRefs(), Jishogi: &yonin.JishogiEntry{Nyugyoku: decl}}
		for _, r := range strings.Split(strings.NewReplacer("、", ",", "，", ",", ">", ",").Replace(f.order.Text), ",") {
			if r = strings.TrimSpace(r); r != "" {
				e.Jishogi.Order = append(e.Jishogi.Order, r)
			}
		}
		switch {
		case any && !ok:
			showMessage(v.ew.win, tr("jishogi (持将棋)", "持将棋"), tr("Type the rooks and other pieces of every player, or clear the material and type an order.", "全員の飛と小駒の数を入力するか、駒数を消して順位を指定してください。"))
			return false
		case any:
			e.Jishogi.Material = text
		case len(e.Jishogi.Order) == 0:
			showMessage(v.ew.win, tr("jishogi (持将棋)", "持将棋"), tr("Type the material of every player (or an order of your own).", "全員の駒数（または審判の順位）を入力してください。"))
			return false
		}
		if v.record(stage, t.Name, e) {
			f.hide()
			return true
		}
		return false
	}
	for _, p := range players {
		r, o, h := newKeyEntry(), newKeyEntry(), newKeyEntry()
		r.SetPlaceHolder("0")
		if p.Mates == 0 {
			h.Disable() // they mated nobody: ③ is 0
		}
		f.rooks, f.others, f.hands = append(f.rooks, r), append(f.others, o), append(f.hands, h)
		entries = append(entries, r, o, h)
		grid.Add(widget.NewLabel(labels[p.Seat]))
		grid.Add(r)
		grid.Add(o)
		grid.Add(h)
		grid.Add(widget.NewLabel(strconv.Itoa(p.Mates)))
		grid.Add(widget.NewLabel(fmt.Sprintf(tr("%d of 4", "%d番手"), p.Mover)))
	}
	f.order = newKeyEntry()
	f.order.SetPlaceHolder(tr("optional: the arbiter's order, best first, e.g. 1,3,2 (overrides the criteria)", "任意：審判が決める順位（例 1,3,2）。基準より優先（上書き）"))
	entries = append(entries, f.order)
	for _, e := range entries {
		e.OnChanged = func(string) { update() }
		e.OnSubmitted = func(string) { f.submit() }
		e.onKey(fyne.KeyEscape, f.hide)
	}
	f.order.OnChanged = nil
	update()
	title := tr("jishogi (持将棋)", "持将棋")
	if decl != nil {
		title += tr("  (入玉宣言 by ", "（入玉宣言：") + declarer + tr(")", "）")
	}
	head := tr("Eliminations so far: ", "これまでの撃破：") + v.matedWords(pg.mated, labels)
	if len(pg.mated) == 0 {
		head = tr("No player mated yet.", "撃破なし。")
	}
	ok := newKeyButton(tr("Record the game", "局を記録")+" (Enter)", func() { f.submit() }, f.hide)
	ok.Importance = widget.HighImportance
	cancel := newKeyButton(tr("Cancel", "キャンセル")+" (Esc)", f.hide, f.hide)
	body := container.NewVBox(widget.NewLabel(head), grid, widget.NewSeparator(), f.preview, widget.NewSeparator(), f.order, container.NewHBox(ok, cancel))
	d = dialog.NewCustomWithoutButtons(title, body, v.ew.win)
	d.Resize(fyne.NewSize(760, d.MinSize().Height))
	d.Show()
	if len(entries) > 0 {
		v.ew.win.Canvas().Focus(entries[0])
	}
}

// nyugyokuForm is the 入玉宣言 dialog: who declares and the arbiter's
// yes/no answer to each of the five conditions.
type nyugyokuForm struct {
	declarer   *widget.Select
	conditions []*widget.Check
	check      func()
}

// nyugyokuDialog asks the five conditions of a 入玉宣言 (seed ■2 (6)); a
// declaration that meets them all goes on to the 持将棋 dialog, one that
// fails any is refused and play continues.
func (v *yoninView) nyugyokuDialog(stage string, t yonin.YoninTable) {
	pg := v.pendingFor(stage, t.Name)
	svc := yonin.Of(v.ew.svc)
	players, err := svc.JishogiPlayers(stage, t.Name, pg.matedText())
	if err == nil && len(players) < 2 {
		err = fmt.Errorf("%s", tr("入玉宣言 needs at least 2 players left", "入玉宣言には2人以上が残っている必要があります"))
	}
	if err != nil {
		v.ew.g.showProblem(tr("Entering-king declaration (入玉宣言)", "入玉宣言"), err, v.ew.win)
		return
	}
	texts, err := svc.NyugyokuConditions()
	if err != nil {
		v.ew.g.showProblem(tr("Entering-king declaration (入玉宣言)", "入玉宣言"), err, v.ew.win)
		return
	}
	labels := v.numbered(t)
	var names []string
	for _, p := range players {
		names = append(names, labels[p.Seat])
	}
	f := &nyugyokuForm{declarer: newSelect(names, nil)}
	v.nform = f
	body := container.NewVBox(container.NewBorder(nil, nil, widget.NewLabel(tr("Declarer", "宣言者")), nil, f.declarer),
		widget.NewLabel(tr("Check each condition that holds:", "成立している条件にチェック：")))
	for _, text := range texts {
		c := widget.NewCheck(text, nil)
		f.conditions = append(f.conditions, c)
		body.Add(c)
	}
	var d *dialog.CustomDialog
	hide := func() { d.Hide() }
	f.check = func() {
		i := slices.Index(names, f.declarer.Selected)
		if i < 0 {
			showMessage(v.ew.win, tr("Entering-king declaration (入玉宣言)", "入玉宣言"), tr("Choose who declares.", "宣言者を選んでください。"))
			return
		}
		var a yonin.NyugyokuAnswers
		for k, c := range f.conditions {
			a[k] = c.Checked
		}
		hide()
		if err := svc.CheckNyugyoku(stage, t.Name, strconv.Itoa(players[i].Seat+1), a); err != nil {
			// Refused: nothing is recorded and play continues.
			showMessage(v.ew.win, tr("入玉宣言 refused", "入玉宣言は不成立"), tournament.Localize(err, v.ew.g.lang))
			return
		}
		v.jishogiDialog(stage, t, &yonin.NyugyokuEntry{Declarer: strconv.Itoa(players[i].Seat + 1), Answers: a}, labels[players[i].Seat])
	}
	ok := newKeyButton(tr("Check the declaration", "宣言を判定")+" (Enter)", f.check, hide)
	ok.Importance = widget.HighImportance
	cancel := newKeyButton(tr("Cancel", "キャンセル")+" (Esc)", hide, hide)
	body.Add(container.NewHBox(ok, cancel))
	d = dialog.NewCustomWithoutButtons(tr("入玉宣言: the five conditions", "入玉宣言：5つの条件"), body, v.ew.win)
	d.Resize(fyne.NewSize(max(560, d.MinSize().Width), d.MinSize().Height))
	d.Show()
	v.ew.win.Canvas().Focus(ok)
}

// drawStage asks for a stage name and draws its tables: the first stage by
// rank, later ones from the advancers of the previous stage.
func (v *yoninView) drawStage() {
	name := newKeyEntry() // a plain entry: Tab goes straight to the tables
	name.suggest(yonin.NextStageName(len(v.stages)))
	name.SetPlaceHolder(strings.Join([]string{yonin.NextStageName(0), yonin.NextStageName(1), yonin.NextStageName(2)}, " / "))
	tables := hintedEntry(tr("automatic", "自動"))
	items := []*widget.FormItem{widget.NewFormItem(tr("Stage", "ステージ"), name), widget.NewFormItem(tr("Tables (CPUs fill extra seats)", "卓数（空席はCPU代指し）"), tables)}
	showForm(tr("Draw a stage", "ステージを抽選"), tr("Draw", "抽選"), items, fyne.NewSize(460, 240), func() bool {
		to := strings.TrimSpace(name.Text)
		n := 0
		if t := strings.TrimSpace(tables.Text); t != "" {
			n, _ = strconv.Atoi(t)
		}
		ok := v.ew.apply(tr("Cannot draw the stage", "ステージを抽選できません"), func() error {
			if len(v.stages) == 0 {
				_, err := yonin.Of(v.ew.svc).SeatStageTables(to, nil, n)
				return err
			}
			_, err := yonin.Of(v.ew.svc).SeatNextStageTables(v.stages[len(v.stages)-1].Name, to, n)
			return err
		})
		if ok {
			v.current = to
			v.ew.reload()
		}
		return ok
	}, v.ew.win)
}
