package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"

	"taikai/tournament"
)

// A team section's results desk: the arbiter types the table number, the
// status line lists the match's boards (each team's player, colours,
// handicap, the board's result once recorded), then the match's result in
// one field — a mark a board from the first-listed team's side (○○×, or
// oox) or each board's result in the game's words separated by commas
// (B+R,W+3.5,B+T) — and Enter. The card is checked, replaced and cleared
// as an individual game's is.

// teamMatchForm is the result form of a team match: one field.
type teamMatchForm struct {
	match *keyEntry
}

func newTeamMatchForm(v *resultsView) resultForm {
	f := &teamMatchForm{match: newCardEntry()}
	f.match.SetPlaceHolder(tr("○○× (or oox), or B+R,W+3.5,B+T", "○○×（O・X も可）か 黒中押し勝ち,白3目半勝ち,…"))
	f.match.OnSubmitted = func(string) { v.submit() }
	f.match.OnChanged = func(string) { v.showPreview() }
	return f
}

func (f *teamMatchForm) fields() []fyne.CanvasObject { return []fyne.CanvasObject{sized(f.match, 400)} }
func (f *teamMatchForm) first() fyne.Focusable       { return f.match }
func (f *teamMatchForm) text() string                { return strings.TrimSpace(f.match.Text) }
func (f *teamMatchForm) clear()                      { f.match.SetText("") }

// previews: the boards won and lost (2勝1敗) show before Enter.
func (f *teamMatchForm) previews() bool { return true }

// matchLine is the status line of team match g at table t of round n: the
// two teams, the side the result is typed from, then each board.
func (v *resultsView) matchLine(n, t int, g tournament.Game) string {
	line := v.sectionPrefix() + fmt.Sprintf(tr("Round %d, table %d: %s — %s (the result from %s's side, board 1 first)", "%d 回戦 %d 番卓：%s 対 %s（結果は %s から見て、主将から順に）"), n, t, v.names[g.Black], v.names[g.White], v.names[g.Black])
	if g.Result != nil {
		line += "　" + fmt.Sprintf(tr("(recorded: %s)", "（記録済み：%s）"), v.resultText(g.Result.Text))
		if note := g.Result.Note.In(v.ew.g.lang); note != "" {
			line += " " + note
		}
	}
	for _, b := range v.ew.boardLines(v.ev, g, v.byID) {
		line += "\n　" + b
	}
	return line
}
