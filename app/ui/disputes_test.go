package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// claimsAtTable1 is the paired test window's disputes screen, shown, with
// the claims of Black and White typed for table 1 of round 1.
func claimsAtTable1(t *testing.T, black, white string) (*eventWindow, *disputesView) {
	t.Helper()
	ew, _ := pairedTestWindow(t)
	v := ew.disputes
	ew.showView(v.content)
	v.round.SetText("1")
	v.tableNo.SetText("1")
	v.black.SetText(black)
	v.white.SetText(white)
	return ew, v
}

// Issue 22, claims kept as typed: both players claim 38-24 on the disputes
// screen; the decision holds the game and proposes 38-24 (the rule-19
// question belongs to the ruling). Recording the ruling asks it — Enter
// goes back to the result — and the recording-error answer rules 38-26.
func TestDisputesScreen_Seed002Rule19QuestionBelongsToTheRuling(t *testing.T) {
	ew, v := claimsAtTable1(t, "38-24", "38-24")
	v.decide()
	assert.Contains(t, v.outcome.Text, "審判への提案：38-24")
	assert.Equal(t, "38-24", v.ruling.Text, "the proposal waits in the ruling form")
	list, err := ew.svc.Disputes()
	require.NoError(t, err)
	assert.Equal(t, "38-24", list[0].Game.Dispute.BlackClaim, "kept as typed")
	assert.Contains(t, v.cell(widget.TableCellID{Row: 0, Col: 4}), "勝敗預かり（提案：38-24")

	v.reason.SetText("記入ミスと確認")
	v.rule()
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top, "the ruling asks rule 19's question")
	assert.Contains(t, texts(t, top), "64")
	enter := findButton(t, top, "結果を確認し直す")
	assert.Contains(t, enter.Text, "(Enter)", "the default goes back to the result")
	test.Tap(findButton(t, top, "記入ミス（勝者に不利に修正）"))
	list, _ = ew.svc.Disputes()
	rulings := list[0].Game.Dispute.Rulings
	assert.Equal(t, "38-26", rulings[len(rulings)-1].Result)
	assert.Contains(t, v.outcome.Text, "38-26")
}

// Asking to resume and "already resumed without progress" both ticked:
// refused in Japanese, nothing recorded.
func TestDisputesScreen_Section1BothResumeAnswersRefused(t *testing.T) {
	ew, v := claimsAtTable1(t, "40-24", "24-40")
	v.resumed.SetChecked(true)
	v.resume.SetChecked(true)
	v.decide()
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	assert.Contains(t, texts(t, top), "両立しません")
	list, _ := ew.svc.Disputes()
	assert.Empty(t, list)
}
