package ui

import (
	"testing"

	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 23: a report made before its table's colours were swapped is shown
// as stale with whose game it was, and one key does not record it.
func TestResultsScreen_Issue23ReportBeforeColourSwapIsStaleAndCtrlEnterRefuses(t *testing.T) {
	ew := reported(t)
	r, err := ew.svc.Round(1)
	require.NoError(t, err)
	black, white := ew.results.names[r.Games[0].Black], ew.results.names[r.Games[0].White]
	_, err = ew.svc.SwapColours(1, 1)
	require.NoError(t, err)
	require.NoError(t, ew.reload())
	v := ew.results

	assert.Equal(t, "古い報告", v.cell(widget.TableCellID{Row: 0, Col: 3}))
	note := v.cell(widget.TableCellID{Row: 0, Col: 4})
	assert.Contains(t, note, "今の対局への報告ではありません")
	assert.Contains(t, note, black+"（黒）対 "+white+"（白）の対局への報告", "whose game it was")
	assert.Contains(t, note, "今この卓は "+white+"（黒）対 "+black+"（白）です")
	assert.NotContains(t, note, "Ctrl+Enter")

	v.table.typed("1")
	v.acceptReport()
	r, _ = ew.svc.Round(1)
	assert.Nil(t, r.Games[0].Result, "Black's 40 is not given to the new Black")
	assert.Contains(t, v.problem.Text, "記録できません")
	assert.Contains(t, v.problem.Text, black+"（黒）対 "+white+"（白）")
}
