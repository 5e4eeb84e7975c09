package ui

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// This file is the round the computer cannot pair (issue 38): a
// 2勝通過2敗失格 whose players still in have all met asks the arbiter's
// consent to the rematch (a question: Enter does not decide it), and
// 「手で組む…」 pairs any Swiss or 2勝通過2敗失格 round by hand.

// askRematch is the question of a round that needs a rematch: the
// arbiter's consent pairs it (the fewest rematches, each game saying so).
// It reports whether err was that question.
func (v *pairingsView) askRematch(svc *tournament.Service, err error) bool {
	var q *tournament.Question
	if !errors.As(err, &q) || len(q.Choices) == 0 || q.Choices[0].Key != tournament.AnswerRematch {
		return false
	}
	label := widget.NewLabel(q.In(v.ew.g.lang))
	label.Wrapping = fyne.TextWrapWord
	questionDialog(v.ew.win, tr("Pair next round", "次の回戦を組む"), label, []choice{
		{label: q.Choices[0].Label.In(v.ew.g.lang), action: func() {
			v.ew.runPairing(tr("Cannot pair", "組み合わせられません"), func() error { _, err := svc.PairNextRoundWithRematch(); return err })
		}},
		{label: tr("Pair by hand", "手で組む") + "…", action: v.pairByHand},
	}, tr("Cancel", "キャンセル"))
	return true
}

// pairByHand asks for the games of the next round, one a line
// (TABLE:A-B, bye:A), and pairs them; the rules they break are shown.
func (v *pairingsView) pairByHand() {
	svc := v.ew.svc // the section shown when the arbiter asked
	entry := widget.NewMultiLineEntry()
	entry.SetPlaceHolder("1:山田 太郎-佐藤 花子\n2:12-7\nbye:鈴木 一郎")
	entry.SetMinRowsVisible(8)
	help := widget.NewLabel(tr("One game a line: TABLE:A-B (A takes Black where the game does not seat its own colours), bye:A for the bye; players by number or exact name. Every player present and still in is named once.", "1行に1局：卓:A-B（競技が手番を決めない場合は A が黒）、不戦勝は bye:A。選手は番号か正確な氏名で。出席している勝ち残りの全員を一度ずつ書きます。"))
	help.Wrapping = fyne.TextWrapWord
	body := container.NewBorder(help, nil, nil, nil, entry)
	keyDialog(v.ew.win, tr("Pair by hand", "手で組む"), body, []choice{{label: tr("Pair these games", "この組合せで組む"), action: func() {
		var specs []string
		for _, line := range strings.Split(entry.Text, "\n") {
			if line = strings.TrimSpace(line); line != "" {
				specs = append(specs, line)
			}
		}
		v.ew.applyWarn(tr("Cannot pair", "組み合わせられません"), func() ([]tournament.Text, error) {
			games, err := svc.ParseHandGames(specs)
			if err != nil {
				return nil, err
			}
			_, warnings, err := svc.PairRoundByHand(games)
			return warnings, err
		})
	}}}, tr("Cancel", "キャンセル"), nil)
	v.ew.win.Canvas().Focus(entry)
}

// runPairingAsk is runPairing whose refusal may be a question the arbiter
// answers (ask reports that it asked); anything else is shown as refused.
func (ew *eventWindow) runPairingAsk(title string, pair func() error, ask func(error) bool) {
	progress := dialog.NewCustomWithoutButtons(tr("Pairing…", "組合せ中…"), widget.NewProgressBarInfinite(), ew.win)
	progress.Show()
	var err error
	ew.g.background(func() { err = pair() }, func() {
		progress.Hide()
		if err != nil && ask(err) {
			return
		}
		ew.apply(title, func() error { return err })
	})
}
