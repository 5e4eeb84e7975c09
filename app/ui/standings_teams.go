package ui

import (
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// A team section's standings screen offers two tables: the teams by match
// points then board points (勝点, 勝数), and the board prizes (各将の個人賞:
// the players of each board by their record there, the best marked).

// newPrizesChoice is the choice of table, the team standings first.
func (v *standingsView) newPrizesChoice() *widget.Select {
	sel := newSelect([]string{tr("Team standings", "チームの順位"), tr("Board prizes", "盤別の個人賞")}, nil)
	sel.SetSelectedIndex(0)
	sel.OnChanged = func(string) { v.load() }
	sel.Hide()
	return sel
}

// showPrizesChoice shows the choice for a team section only.
func (v *standingsView) showPrizesChoice(ev tournament.Event) {
	if ev.Teams().IsZero() {
		v.prizes.Hide()
		v.prizes.SetSelectedIndex(0)
		return
	}
	v.prizes.Show()
}

// boardPrizes reports whether the board prizes are shown.
func (v *standingsView) boardPrizes() bool {
	return v.prizes.Visible() && v.prizes.SelectedIndex() == 1
}

// read is the table shown: the standings, or a team section's board
// prizes.
func (v *standingsView) read() (tournament.Table, error) {
	if v.boardPrizes() {
		return teams.Prizes(v.ew.svc, v.after)
	}
	return v.ew.svc.Standings(v.after)
}

// captionFormat is the caption of the table shown, after round %d (%s the
// order).
func (v *standingsView) captionFormat() string {
	if v.boardPrizes() {
		return tr("Board prizes after round %d (%s)", "%d 回戦終了時の盤別個人賞（%s）")
	}
	return tr("Standings after round %d (%s)", "%d 回戦終了時の順位（%s）")
}

// nameTitle is the title of the name column: a team section's standings
// list teams, its board prizes players.
func (v *standingsView) nameTitle() string {
	if v.prizes.Visible() && !v.boardPrizes() {
		return tr("Team", "チーム")
	}
	return tr("Name", "氏名")
}
