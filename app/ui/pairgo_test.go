package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament/pairgo"
)

func TestPairGoScreens_Section3RotationErrorButtonAndResultPreview(t *testing.T) {
	a := japaneseApp(t)
	mem, svc := demoEvent(t, "pairgo", 2)
	ew := openWindow(t, a, mem, "p.taikai", nil)
	ew.showView(screenOf[*pairsView](ew).content)
	assert.Len(t, screenOf[*pairsView](ew).pairs, 2, "the pairs screen lists the registered pairs")

	// (The Pair button pairs off the UI goroutine; the test pairs directly
	// so that only one goroutine touches the widgets.)
	_, err := svc.PairNextRound()
	require.NoError(t, err)
	require.NoError(t, ew.reload())
	ew.showView(ew.pairings.content)
	ew.pairings.table.Select(widget.TableCellID{Row: 0, Col: 1})
	errBlack := findButton(t, ew.pairings.content, "誤順：黒")
	test.Tap(errBlack)
	test.Tap(errBlack)
	r, _ := svc.Round(1)
	assert.Equal(t, [2]int{2, 0}, pairgo.RotationErrorsOf(r.Games[0]))
	require.NoError(t, ew.reload())
	assert.Contains(t, ew.pairings.cell(widget.TableCellID{Row: 0, Col: 6}), "誤順：黒 2、白 0", "the pairings screen shows them")

	ew.showView(ew.results.content)
	v := ew.results
	f := v.form.(*boardScoresForm)
	v.table.SetText("1")
	test.Type(f.black, "60")
	test.Type(f.white, "60")
	assert.Contains(t, v.preview.Text, "黒の誤順2回", "the computed winner is shown before saving")
	assert.Contains(t, v.preview.Text, "→ 白勝ち（持碁）", "the result in words, not its code")
	assert.NotContains(t, v.preview.Text, "W+J", "the result in words, not its code")
	f.errors.TypedKey(enterKey())
	r, _ = svc.Round(1)
	require.NotNil(t, r.Games[0].Result)
	assert.Contains(t, r.Games[0].Result.Note.Ja, "誤順")
}
