package ui

import (
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
	"taikai/tournament/othello"
)

// finalsView is the finals screen (docs/rules.md §2.3): which rule applied and why
// (early final, playoff or not), the final and the playoff with a guided
// hidden-disc ceremony each, and the award and certification list.
type finalsView struct {
	ew      *eventWindow
	names   map[int]string
	info    *widget.Label
	pairBtn *widget.Button
	games   *fyne.Container
	certs   *widget.List
	lines   []string // the certification list, a line per player
	content fyne.CanvasObject
}

func newFinalsView(ew *eventWindow) *finalsView {
	v := &finalsView{ew: ew}
	v.info = widget.NewLabel("")
	v.info.Wrapping = fyne.TextWrapWord
	v.pairBtn = widget.NewButton(tr("Pair the final", "決勝戦を組む"), func() {
		ew.apply(tr("Cannot pair the final", "決勝戦を組めません"), func() error { _, _, err := othello.Of(ew.svc).PairFinals(); return err })
	})
	v.pairBtn.Importance = widget.HighImportance
	v.games = container.NewVBox()
	// A list draws only the lines in sight: the certification list of a
	// 1,000-player event stays quick.
	v.certs = widget.NewList(func() int { return len(v.lines) }, func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(v.lines[i]) })
	printBtn := widget.NewButton(tr("Print", "印刷")+"…", func() { ew.printDialog("certification") })
	// The list has a height of its own inside the page, so the ceremony
	// above it keeps its size and the page scrolls.
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(10, 420))
	body := container.NewVBox(v.info, container.NewHBox(v.pairBtn, printBtn), widget.NewSeparator(), v.games, widget.NewSeparator(),
		widget.NewLabelWithStyle(tr("Awards and rank certification", "表彰と段位認定"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.NewStack(room, v.certs))
	v.content = container.NewVScroll(container.NewPadded(body))
	return v
}

// show redraws from the rounds.
func (v *finalsView) show(ev tournament.Event, rs []tournament.Round, ps []tournament.Participant) {
	v.names = tournament.DisplayNames(ps)
	v.games.Objects = nil
	lang := v.ew.g.lang
	var text []string
	if d, ok, err := othello.Of(v.ew.svc).EarlyFinalCheck(); err == nil && ok {
		text = append(text, tr("Early-final rule:", "早期決勝進出：")+" "+tournament.Text{En: d.Reason.En, Ja: d.Reason.Ja}.In(lang))
	}
	// The final round, or a knockout's latest round: its games must have a
	// winner, each seated by its hidden disc.
	var final *tournament.Round
	for i := range rs {
		if rs[i].Final || slices.ContainsFunc(rs[i].Games, func(g tournament.Game) bool { return g.Decisive }) {
			final = &rs[i]
		}
	}
	set, _ := othello.SettingsOf(ev)
	complete := 0
	for _, r := range rs {
		if len(r.Missing()) > 0 {
			break
		}
		complete = r.Number
	}
	switch {
	case final != nil:
		v.pairBtn.Disable()
		if final.Final {
			text = append(text, tr("Finals:", "決勝：")+" "+final.Reason.In(lang))
		} else {
			text = append(text, fmt.Sprintf(tr("Knockout, round %d: the hidden disc of each game decides its colours and the draw-win right.", "決勝トーナメント %d 回戦：各対局の手番と引き分け勝ちの権利は伏せ石で決めます。"), final.Number))
		}
		for _, g := range final.Games {
			if !g.IsBye() {
				v.games.Add(v.gameBox(final.Number, g))
			}
		}
	case complete >= set.Rounds && len(rs) == set.Rounds:
		v.pairBtn.Enable()
		text = append(text, tr("The preliminaries are complete: pair the final.", "予選が終了しました。決勝戦を組んでください。"))
	default:
		v.pairBtn.Disable()
		text = append(text, fmt.Sprintf(tr("The final is paired after the %d preliminary rounds.", "決勝戦は予選 %d 回戦の後に組みます。"), set.Rounds))
	}
	v.info.SetText(strings.Join(text, "\n"))
	v.games.Refresh()
	v.showCertification()
}

// gameBox shows one final game and walks the arbiter through its 伏せ石.
func (v *finalsView) gameBox(n int, g tournament.Game) fyne.CanvasObject {
	lang := v.ew.g.lang
	title := widget.NewLabelWithStyle(fmt.Sprintf("%s（%d）: %s − %s", g.Label.In(lang), g.Table, v.names[g.Black], v.names[g.White]),
		fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	if hd := othello.HiddenDiscOf(g); hd != nil {
		done := widget.NewLabel(fmt.Sprintf(tr("Black: %s, White: %s. Draw-win right: %s.", "黒：%s、白：%s。引き分け勝ちの権利：%s。"), v.names[g.Black], v.names[g.White], v.names[hd.DrawWinHolder]) +
			"\n" + hd.Reason.In(lang))
		done.Wrapping = fyne.TextWrapWord
		result := tr("Enter the result in the Results tab.", "結果は「結果入力」タブで入力してください。")
		if g.Result != nil {
			result = tr("Result:", "結果：") + " " + g.Result.Text + " " + g.Result.Note.In(lang)
		}
		return container.NewVBox(title, done, widget.NewLabel(result))
	}
	hider, caller, why, err := othello.Of(v.ew.svc).HiddenDiscRoles(n, g.Table)
	step1 := widget.NewLabel("")
	step1.Wrapping = fyne.TextWrapWord
	hiderSel := newSelect([]string{v.names[g.Black], v.names[g.White]}, nil)
	if err != nil {
		step1.SetText("① " + tournament.Localize(err, lang) + "\n" + tr("Choose who hides:", "伏せ石を行う人を選んでください："))
	} else {
		step1.SetText(fmt.Sprintf("① "+tr("%s hides a disc; %s calls. (%s)", "%s が石を伏せ、%s が宣言します。（%s）"), v.names[hider], v.names[caller], why.In(lang)))
		hiderSel.SetSelected(v.names[hider])
	}
	// A hider other than rule 2's is the arbiter's decision: accepted, with
	// a warning line and the reason for the audit log.
	warning := widget.NewLabel("")
	warning.Wrapping = fyne.TextWrapWord
	warning.Importance = widget.WarningImportance
	reason := widget.NewEntry()
	override := container.NewVBox(warning, widget.NewForm(widget.NewFormItem(tr("Reason", "理由"), reason)))
	override.Hide()
	hiderOf := func() int {
		if hiderSel.SelectedIndex() == 1 {
			return g.White
		}
		return g.Black
	}
	hiderSel.OnChanged = func(string) {
		text := ""
		if hiderSel.SelectedIndex() >= 0 {
			if w, werr := othello.Of(v.ew.svc).HiderWarning(n, g.Table, hiderOf()); werr == nil && w.En != "" {
				text = "⚠ " + w.In(lang)
			}
		}
		warning.SetText(text)
		if text == "" {
			override.Hide()
		} else {
			override.Show()
		}
	}
	colours := []string{tr("Black up", "上が黒"), tr("White up", "上が白")}
	call := newSelect(colours, nil)
	up := newSelect(colours, nil)
	choice := newSelect([]string{tr("① the draw-win right", "① 引き分け勝ちの権利"), tr("② the colour", "② 石の色を選ぶ")}, nil)
	colour := newSelect([]string{tr("Black", "黒"), tr("White", "白")}, nil)
	form := widget.NewForm(
		widget.NewFormItem(tr("Who hides", "伏せ石を行う人"), hiderSel),
		widget.NewFormItem("② "+tr("The call", "宣言"), call),
		widget.NewFormItem("③ "+tr("Face up when uncovered", "開いたときに上だった面"), up),
		widget.NewFormItem("④ "+tr("The chooser takes", "選択者が選んだ権利"), choice),
		widget.NewFormItem("⑤ "+tr("Colour taken by the colour-right holder", "色を選ぶ権利者が選んだ色"), colour),
	)
	word := func(i int) string { return []string{"black", "white"}[max(i, 0)] }
	record := widget.NewButton(tr("Record the hidden disc", "伏せ石を記録"), func() {
		h := hiderOf()
		ch := []string{"draw-win", "colour"}[max(choice.SelectedIndex(), 0)]
		if call.SelectedIndex() < 0 || up.SelectedIndex() < 0 || choice.SelectedIndex() < 0 || colour.SelectedIndex() < 0 || hiderSel.SelectedIndex() < 0 {
			v.ew.g.showProblem(tr("Cannot record the hidden disc", "伏せ石を記録できません"), tournament.NewProblem(tournament.ErrInvalidInput,
				"answer every step first", "すべての項目を選んでください"), v.ew.win)
			return
		}
		v.ew.apply(tr("Cannot record the hidden disc", "伏せ石を記録できません"), func() error {
			_, _, err := othello.Of(v.ew.svc).RecordCeremony(n, g.Table, othello.Ceremony{Hider: h, Call: word(call.SelectedIndex()), Up: word(up.SelectedIndex()),
				Choice: ch, Colour: word(colour.SelectedIndex()), Reason: reason.Text})
			return err
		})
	})
	record.Importance = widget.HighImportance
	return container.NewVBox(title, step1, form, override, record)
}

func (v *finalsView) showCertification() {
	list, err := othello.Of(v.ew.svc).Certification()
	if err != nil {
		v.lines = []string{tournament.Localize(err, v.ew.g.lang)}
		v.certs.Refresh()
		return
	}
	var lines []string
	for _, c := range list {
		if c.Certificate.Dan == 0 && !c.Undecided {
			continue
		}
		place, dan := "　", c.Certificate.Japanese()
		if c.Place > 0 {
			place = ordinal(c.Place, v.ew.g.lang)
		}
		paid := ""
		if c.Certificate.Paid {
			paid = tr(" (paid)", "（有料）")
		}
		if c.Undecided {
			// A final without a winner: no place, no award until the ruling.
			place, dan = othello.Undecided.In(v.ew.g.lang), othello.Undecided.In(v.ew.g.lang)
		}
		lines = append(lines, fmt.Sprintf("%s　%s　%s%s — %s", place, v.names[c.ID], dan, paid, tournament.Text{En: c.Certificate.Basis.En, Ja: c.Certificate.Basis.Ja}.In(v.ew.g.lang)))
	}
	v.lines = lines
	v.certs.Refresh()
}

// ordinal writes a place: 1位 in Japanese, 1st in English.
func ordinal(n int, l tournament.Lang) string {
	if l == tournament.Japanese {
		return strconv.Itoa(n) + "位"
	}
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return strconv.Itoa(n) + "th"
}
