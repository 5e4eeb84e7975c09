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

// disputesView is the Disputes screen (異議・裁定): the disputed games, open
// and pending first; a form that records the official record and both
// claims and walks the arbiter through the decision of docs/rules.md §1; and the
// ruling form.
type disputesView struct {
	ew      *eventWindow
	ev      tournament.Event
	list    []tournament.DisputedGame
	names   map[int]string
	table   *widget.Table
	round   *widget.Entry
	tableNo *widget.Entry
	record  *widget.Entry
	black   *widget.Entry
	white   *widget.Entry
	notes   *widget.Entry
	resumed *widget.Check
	resume  *widget.Check
	outcome *widget.Label
	ruling  *widget.Entry
	replay  *widget.Check
	reason  *widget.Entry
	// The penalty noted on a player with the ruling (docs/rules.md §1: a
	// deliberately false claim): who (none first), the kind, a note.
	penWho  *widget.Select
	penIDs  []int // the participant of each penWho option after "none"
	penKind *widget.Select
	penNote *widget.Entry
	byID    map[int]tournament.Participant
	// penalty gives a penalty without a dispute (rule 22).
	penalty *penaltyForm
	// count opens the board of the game (盤面で計算), shown when the
	// section's game is counted on a board.
	count *widget.Button
	// accept records the outcome of the count on the table's phones;
	// phone is where each disputed game's phone count stands, by round
	// and table (read once per redraw).
	accept *widget.Button
	phone  map[[2]int]string
	// claims is the form of the claims; blackClaim and whiteClaim are its
	// items named after the section's sides (黒の主張, 先手の主張).
	claims                 *widget.Form
	blackClaim, whiteClaim *widget.FormItem
	content                fyne.CanvasObject
}

var disputeColumns = []column{{"Round", "回戦", 60}, {"Table", "卓", 50}, {"Black (first)", "黒（先手）", 150}, {"White (second)", "白（後手）", 150}, {"Status", "状態", 110}, {"Black's claim", "黒の主張", 110}, {"White's claim", "白の主張", 110}, {"Result", "結果", 110}, {"Last ruling", "最新の裁定", 300}, {"Penalties", "罰則", 260}}

func newDisputesView(ew *eventWindow) *disputesView {
	v := &disputesView{ew: ew}
	v.table = newTable(disputeColumns, func() (int, int) { return len(v.list), len(disputeColumns) }, v.cell, func(col int) string {
		switch col {
		case 5, 6:
			// The claims: 黒の主張, 先手の主張.
			first, second := v.claimTitles()
			return map[int]string{5: first, 6: second}[col]
		}
		return sideTitle(disputeColumns, col, false, 2, 3, v.ev.Game, v.ew.g.lang)
	})
	v.table.OnSelected = func(id widget.TableCellID) {
		if id.Row >= 0 && id.Row < len(v.list) {
			v.load(v.list[id.Row])
		}
	}
	v.round, v.tableNo = widget.NewEntry(), widget.NewEntry()
	v.record, v.black, v.white, v.notes = widget.NewEntry(), widget.NewEntry(), widget.NewEntry(), widget.NewEntry()
	v.resumed = widget.NewCheck(tr("Play was already resumed and nothing changed", "すでに対局を再開したが局面の進行がなかった"), nil)
	v.resume = widget.NewCheck(tr("A player asks to resume play now", "対局者が対局再開を求めている"), nil)
	v.outcome = widget.NewLabel("")
	v.outcome.Wrapping = fyne.TextWrapWord
	decide := widget.NewButton(tr("Record the claims and decide", "主張を記録して判定"), v.decide)
	decide.Importance = widget.HighImportance
	v.accept = widget.NewButton(tr("Record the phones' count", "携帯の終局処理の結果を記録"), v.acceptPhone)
	v.count = widget.NewButton(tr("Count on the board", "盤面で計算")+"…", func() {
		if n, t, ok := v.where(); ok {
			if open := gameUIs[v.ev.Game].countBoard; open != nil {
				open(v.ew, v, n, t)
			}
		}
	})
	v.blackClaim, v.whiteClaim = widget.NewFormItem(tr("Black's claim", "黒の主張"), v.black), widget.NewFormItem(tr("White's claim", "白の主張"), v.white)
	claims := widget.NewForm(
		widget.NewFormItem(tr("Round / table", "回戦 / 卓"), container.NewGridWithColumns(2, v.round, v.tableNo)),
		widget.NewFormItem(tr("Official record", "公式記録"), v.record),
		v.blackClaim,
		v.whiteClaim,
		widget.NewFormItem(tr("Notes", "備考"), v.notes),
		widget.NewFormItem("", v.resumed),
		widget.NewFormItem("", v.resume),
	)
	v.ruling = widget.NewEntry()
	v.replay = widget.NewCheck(tr("Order a replay (with no-result)", "打ち直しを命じる（無勝負のとき）"), nil)
	v.reason = widget.NewEntry()
	v.penWho = newSelect([]string{tr("No penalty", "罰則なし")}, nil)
	v.penWho.SetSelectedIndex(0)
	var kinds []string
	for _, k := range tournament.PenaltyKinds() {
		kinds = append(kinds, k.Name.In(ew.g.lang))
	}
	v.penKind = newSelect(kinds, nil)
	v.penNote = widget.NewEntry()
	v.penNote.SetPlaceHolder(tr("e.g. deliberately false claim", "例：故意の虚偽の主張"))
	v.round.OnChanged = func(string) { v.penaltyChoices() }
	v.tableNo.OnChanged = func(string) { v.penaltyChoices() }
	v.claims = claims
	rule := widget.NewButton(tr("Record the ruling", "裁定を記録"), v.rule)
	rule.Importance = widget.HighImportance
	rulingForm := widget.NewForm(
		widget.NewFormItem(tr("Ruling (result)", "裁定（結果）"), v.ruling),
		widget.NewFormItem("", v.replay),
		widget.NewFormItem(tr("Reason", "理由"), v.reason),
		widget.NewFormItem(tr("Penalty on", "罰則の対象"), v.penWho),
		widget.NewFormItem(tr("Kind of penalty", "罰則の種類"), v.penKind),
		widget.NewFormItem(tr("Penalty note", "罰則の備考"), v.penNote),
	)
	printBtn := widget.NewButton(tr("Print the ruling record", "裁定記録を印刷")+"…", func() { ew.printDialog("rulings") })
	v.penalty = newPenaltyForm(ew)
	left := container.NewVBox(
		widget.NewLabelWithStyle(tr("1. The claims (三点セット)", "1. 双方の主張（三点セット）"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), claims,
		container.NewHBox(decide, v.count, v.accept), v.outcome,
		widget.NewSeparator(),
		widget.NewLabelWithStyle(tr("2. The arbiter's ruling", "2. 審判長の裁定"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), rulingForm,
		container.NewHBox(rule, printBtn),
		widget.NewSeparator(), v.penalty.content)
	split := container.NewHSplit(container.NewVScroll(container.NewPadded(left)), v.table)
	split.Offset = 0.42
	v.content = split
	return v
}

// claimTitles name the two claims after the section's sides: 黒の主張 and
// 白の主張, 先手の主張 and 後手の主張.
func (v *disputesView) claimTitles() (first, second string) {
	f, s := tournament.SideNames(v.ev.Game)
	return tournament.Tr("%s's claim", "%sの主張", f).In(v.ew.g.lang), tournament.Tr("%s's claim", "%sの主張", s).In(v.ew.g.lang)
}

// examples show the section's game's examples in the fields (a game
// without them: only that an empty claim is no claim) and its word for
// ordering a replay.
func (v *disputesView) examples() {
	noClaim := tr("(empty: no claim)", "（空欄：主張なし）")
	first, second, ruling := noClaim, noClaim, ""
	if ex := gameUIs[v.ev.Game].disputeExamples; ex != nil {
		l, sep := v.ew.g.lang, " "
		if l == tournament.Japanese {
			sep = "" // 例 33-31（空欄：主張なし）
		}
		first, second, ruling = ex.first.In(l)+sep+noClaim, ex.second.In(l)+sep+noClaim, ex.ruling.In(l)
	}
	replay := tr("Order a replay (with no-result)", "打ち直しを命じる（無勝負のとき）")
	if w := gameUIs[v.ev.Game].replayOrder.In(v.ew.g.lang); w != "" {
		replay = w
	}
	if v.replay.Text != replay {
		v.replay.SetText(replay)
	}
	if v.black.PlaceHolder != first || v.white.PlaceHolder != second || v.ruling.PlaceHolder != ruling {
		v.black.SetPlaceHolder(first)
		v.white.SetPlaceHolder(second)
		v.ruling.SetPlaceHolder(ruling)
	}
}

func (v *disputesView) show(ps []tournament.Participant) {
	if first, second := v.claimTitles(); first != v.blackClaim.Text || second != v.whiteClaim.Text {
		v.blackClaim.Text, v.whiteClaim.Text = first, second
		v.claims.Refresh()
	}
	v.examples()
	if gameUIs[v.ev.Game].countBoard != nil {
		v.count.Show()
	} else {
		v.count.Hide()
	}
	v.accept.Hide()
	v.names = tournament.DisplayNames(ps)
	v.byID = make(map[int]tournament.Participant, len(ps))
	for _, p := range ps {
		v.byID[p.ID] = p
	}
	list, err := v.ew.svc.Disputes()
	if err == nil {
		v.list = list
	}
	v.phone = map[[2]int]string{}
	if phone := gameUIs[v.ev.Game].phoneCount; phone != nil {
		for _, dg := range v.list {
			status, waiting := phone(v.ew, dg.Round, dg.Game.Table)
			v.phone[[2]int{dg.Round, dg.Game.Table}] = status
			if waiting {
				v.accept.Show()
			}
		}
	}
	v.table.Refresh()
	v.penalty.show(ps)
}

func (v *disputesView) load(dg tournament.DisputedGame) {
	d := dg.Game.Dispute
	v.round.SetText(strconv.Itoa(dg.Round))
	v.tableNo.SetText(strconv.Itoa(dg.Game.Table))
	v.record.SetText(d.Record)
	v.black.SetText(d.BlackClaim)
	v.white.SetText(d.WhiteClaim)
	v.notes.SetText(d.Notes)
	v.penaltyChoices()
}

// penaltyChoices offers, for the round and table typed, the players who
// may be penalised with the ruling: the two players (and the members of a
// Pair Go pair), after "no penalty".
func (v *disputesView) penaltyChoices() {
	options, ids := []string{tr("No penalty", "罰則なし")}, []int(nil)
	n, err1 := strconv.Atoi(strings.TrimSpace(v.round.Text))
	t, err2 := strconv.Atoi(strings.TrimSpace(v.tableNo.Text))
	if err1 == nil && err2 == nil {
		if r, err := v.ew.svc.Round(n); err == nil {
			if g, _, ok := r.GameAt(t); ok && !g.IsBye() {
				for _, id := range []int{g.Black, g.White} {
					ids = append(ids, id)
					ids = append(ids, v.byID[id].Members...)
				}
			}
		}
	}
	for _, id := range ids {
		options = append(options, v.names[id])
	}
	if slices.Equal(options, v.penWho.Options) {
		return
	}
	v.penIDs = ids
	v.penWho.SetOptions(options)
	v.penWho.SetSelectedIndex(0)
}

// penaltiesText lists the penalties of a dispute's rulings, oldest first.
func (v *disputesView) penaltiesText(d *tournament.Dispute) string {
	var out []string
	for _, r := range d.Rulings {
		if p := r.Penalty; p != nil {
			line := v.names[p.Player] + "：" + tournament.PenaltyKindName(p.Kind).In(v.ew.g.lang)
			if v.ew.g.lang != tournament.Japanese {
				line = v.names[p.Player] + ": " + tournament.PenaltyKindName(p.Kind).In(v.ew.g.lang)
			}
			if p.Note != "" {
				line += " — " + p.Note
			}
			out = append(out, line)
		}
	}
	return strings.Join(out, " / ")
}

func (v *disputesView) cell(id widget.TableCellID) string {
	if id.Row < 0 || id.Row >= len(v.list) {
		return ""
	}
	dg := v.list[id.Row]
	g, d := dg.Game, dg.Game.Dispute
	switch id.Col {
	case 0:
		return strconv.Itoa(dg.Round)
	case 1:
		return strconv.Itoa(g.Table)
	case 2:
		return v.names[g.Black]
	case 3:
		return v.names[g.White]
	case 4:
		status := map[string]string{tournament.DisputeOpen: tr("play resumes", "対局再開"), tournament.DisputePending: tr("pending ruling", "勝敗預かり"), tournament.DisputeRuled: tr("ruled", "裁定済み")}[d.Status]
		if d.Status == tournament.DisputeOpen && len(d.Counts) > 0 && d.BlackClaim == "" && d.WhiteClaim == "" && len(d.Rulings) == 0 {
			// Only boards counted so far: nothing decided yet.
			status = fmt.Sprintf(tr("%d proposals counted", "終局案%d件"), len(d.Counts))
		}
		if p := v.phone[[2]int{dg.Round, g.Table}]; p != "" {
			status = p
		}
		if d.Proposal != "" && d.Status == tournament.DisputePending {
			status += fmt.Sprintf(tr(" (proposed: %s)", "（提案：%s）"), tournament.ResultText(v.ev, d.Proposal, v.ew.g.lang))
		}
		return status
	case 5:
		return tournament.ResultText(v.ev, d.BlackClaim, v.ew.g.lang)
	case 6:
		return tournament.ResultText(v.ev, d.WhiteClaim, v.ew.g.lang)
	case 7:
		if g.Result != nil {
			return tournament.ResultText(v.ev, g.Result.Text, v.ew.g.lang)
		}
	case 8:
		if len(d.Rulings) > 0 {
			r := d.Rulings[len(d.Rulings)-1]
			return r.Time.Local().Format("15:04") + " " + r.Arbiter + ": " + r.Reason.In(v.ew.g.lang)
		}
	case 9:
		return v.penaltiesText(d)
	}
	return ""
}

func (v *disputesView) where() (int, int, bool) {
	n, err1 := strconv.Atoi(strings.TrimSpace(v.round.Text))
	t, err2 := strconv.Atoi(strings.TrimSpace(v.tableNo.Text))
	if err1 != nil || err2 != nil {
		v.ew.g.showProblem(tr("Cannot record the dispute", "異議を記録できません"), tournament.NewProblem(tournament.ErrInvalidInput,
			"type the round and the table", "回戦と卓番号を入力してください"), v.ew.win)
		return 0, 0, false
	}
	return n, t, true
}

func (v *disputesView) decide() {
	n, t, ok := v.where()
	if !ok {
		return
	}
	in := tournament.DisputeInput{Record: v.record.Text, BlackClaim: v.black.Text, WhiteClaim: v.white.Text, Notes: v.notes.Text,
		ResumedWithoutProgress: v.resumed.Checked, ResumeRequested: v.resume.Checked}
	var text string
	if v.ew.apply(tr("Cannot record the dispute", "異議を記録できません"), func() error {
		d, dec, err := v.ew.svc.RecordDispute(n, t, in)
		if v.ew.g.lang == tournament.Japanese {
			text = dec.Name.Ja + "：" + dec.Reason.Ja
		} else {
			text = dec.Name.En + ": " + dec.Reason.En
		}
		if err == nil && d.Proposal != "" {
			// The game's rules leave the ruling to the arbiter: offer the
			// proposal in the ruling form, to confirm or change.
			text += "\n" + fmt.Sprintf(tr("Proposed to the arbiter: %s", "審判への提案：%s"), tournament.ResultText(v.ev, d.Proposal, v.ew.g.lang))
			v.ruling.SetText(d.Proposal)
		}
		return err
	}) {
		v.outcome.SetText(fmt.Sprintf(tr("Decision for round %d, table %d: %s", "%d 回戦 %d 番卓の判定：%s"), n, t, text))
	}
}

// acceptPhone records the outcome of the count on the phones of the
// round and table typed (nothing is recorded without the arbiter).
func (v *disputesView) acceptPhone() {
	n, t, ok := v.where()
	accept := gameUIs[v.ev.Game].acceptPhoneCount
	if !ok || accept == nil {
		return
	}
	if v.ew.apply(tr("Cannot record the phones' count", "携帯の終局処理の結果を記録できません"), func() error { return accept(v.ew, n, t) }) {
		v.outcome.SetText(fmt.Sprintf(tr("The phones' count recorded for round %d, table %d.", "%d回戦 %d番卓：携帯の終局処理の結果を記録しました。"), n, t))
	}
}

func (v *disputesView) rule() {
	n, t, ok := v.where()
	if !ok {
		return
	}
	in := tournament.RulingInput{Result: v.ruling.Text, Replay: v.replay.Checked, Reason: v.reason.Text}
	if i := v.penWho.SelectedIndex(); i > 0 && i-1 < len(v.penIDs) {
		k := v.penKind.SelectedIndex()
		if k < 0 {
			v.ew.g.showProblem(tr("Cannot record the ruling", "裁定を記録できません"), tournament.NewProblem(tournament.ErrInvalidInput,
				"choose the kind of penalty", "罰則の種類を選んでください"), v.ew.win)
			return
		}
		in.Penalty = &tournament.Penalty{Player: v.penIDs[i-1], Kind: tournament.PenaltyKinds()[k].Key, Note: v.penNote.Text}
	}
	v.submitRuling(n, t, in)
}

// submitRuling records the ruling; when the rules ask a question of its
// result (an Othello card under 64 discs, rule 19), the arbiter answers it
// here — the first choice, the default, goes back to the result typed.
func (v *disputesView) submitRuling(n, t int, in tournament.RulingInput) {
	var q *tournament.Question
	d, err := v.ew.svc.Rule(n, t, in)
	if errors.As(err, &q) {
		cs := []choice{{label: tr("Check the result again", "結果を確認し直す"), action: func() { v.ew.win.Canvas().Focus(v.ruling) }}}
		for _, c := range q.Choices {
			if slices.Contains(in.Answers, c.Key) {
				continue
			}
			cs = append(cs, choice{label: c.Label.In(v.ew.g.lang), action: func() {
				next := in
				next.Answers = append(slices.Clone(in.Answers), c.Key)
				v.submitRuling(n, t, next)
			}})
		}
		label := widget.NewLabel(q.In(v.ew.g.lang))
		label.Wrapping = fyne.TextWrapWord
		keyDialog(v.ew.win, tr("The rules need your answer", "確認してください"), label, cs, tr("Cancel", "キャンセル"), nil)
		return
	}
	if v.ew.apply(tr("Cannot record the ruling", "裁定を記録できません"), func() error { return err }) {
		// As stored: the rules may have read the result (rule 19).
		stored := d.Rulings[len(d.Rulings)-1].Result
		v.outcome.SetText(fmt.Sprintf(tr("Ruling recorded for round %d, table %d: %s", "%d 回戦 %d 番卓の裁定を記録しました：%s"), n, t, tournament.ResultText(v.ev, stored, v.ew.g.lang)))
		v.ruling.SetText("")
		v.reason.SetText("")
		v.replay.SetChecked(false)
		v.penWho.SetSelectedIndex(0)
		v.penKind.ClearSelected()
		v.penNote.SetText("")
	}
}
