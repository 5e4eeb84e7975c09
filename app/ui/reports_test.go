package ui

import (
	"io"
	"net/http"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// reported is a test window whose round 1 has phone reports: table 1 one
// report, table 2 two that disagree.
func reported(t *testing.T) *eventWindow {
	ew := newTestEventWindow(t)
	require.NoError(t, ew.svc.ChangeSettings(map[string]string{tournament.SettingPhoneReports: "on"}))
	_, err := ew.svc.PairNextRound()
	require.NoError(t, err)
	r, err := ew.svc.Round(1)
	require.NoError(t, err)
	for _, rep := range []tournament.ReportInput{
		{Round: 1, Table: 1, Token: r.Games[0].ReportToken, Text: "40-24", Side: "black", Client: "192.168.1.20"},
		{Round: 1, Table: 2, Token: r.Games[1].ReportToken, Text: "40-24", Side: "black", Client: "192.168.1.21"},
		{Round: 1, Table: 2, Token: r.Games[1].ReportToken, Text: "24-40", Side: "white", Client: "192.168.1.22"},
	} {
		_, err := ew.svc.ReportResult(rep)
		require.NoError(t, err)
	}
	require.NoError(t, ew.reload())
	ew.showView(ew.results.content)
	return ew
}

func TestResultsScreen_ReportedTablesShowTheirReportsSideBySide(t *testing.T) {
	ew := reported(t)
	v := ew.results
	assert.Equal(t, "報告あり", v.cell(widget.TableCellID{Row: 0, Col: 3}))
	assert.Equal(t, "報告あり ⚠", v.cell(widget.TableCellID{Row: 1, Col: 3}))
	note := v.cell(widget.TableCellID{Row: 1, Col: 4})
	assert.Contains(t, note, "報告が食い違っています")
	assert.Contains(t, note, "#2 黒: 40-24")
	assert.Contains(t, note, "#3 白: 24-40")
	assert.Equal(t, "…", v.cell(widget.TableCellID{Row: 2, Col: 3}), "a table without report")
}

func TestResultsScreen_OneKeyAcceptsAReportAndAChoiceWhenTheyDisagree(t *testing.T) {
	ew := reported(t)
	v := ew.results
	v.table.typed("1")
	v.acceptReport()
	r, _ := ew.svc.Round(1)
	require.NotNil(t, r.Games[0].Result)
	assert.Equal(t, "40-24", r.Games[0].Result.Text)
	assert.Contains(t, v.status.Text, "スマホ報告 #1")

	v.table.typed("2")
	v.acceptReport()
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top, "two reports that disagree: the arbiter chooses")
	assert.Contains(t, texts(t, top), "報告が食い違っています")
	r, _ = ew.svc.Round(1)
	assert.Nil(t, r.Games[1].Result, "nothing recorded before the choice")
	test.Tap(findButton(t, top, "報告 #3 を記録"))
	r, _ = ew.svc.Round(1)
	require.NotNil(t, r.Games[1].Result)
	assert.Equal(t, "24-40", r.Games[1].Result.Text)
	assert.Equal(t, "…", v.cell(widget.TableCellID{Row: 2, Col: 3}))
}

func TestVenue_PublishShowsTheAddressAndStopsWithTheEvent(t *testing.T) {
	ew := published(t)
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	assert.Contains(t, texts(t, top), ew.venue.url)
	resp, err := http.Get(ew.venue.url)
	require.NoError(t, err)
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	assert.Contains(t, string(body), "第17期 オセロ王座戦")
	url := ew.venue.url
	ew.close()
	assert.Nil(t, ew.venue, "the pages stop with the event")
	_, err = http.Get(url)
	assert.Error(t, err)
}

// ctrlEnterOnTable2 is the reported window after Ctrl+Enter on table 2,
// whose two phone reports disagree, and its result entry screen.
func ctrlEnterOnTable2(t *testing.T) (*eventWindow, *resultsView) {
	t.Helper()
	ew := reported(t)
	v := ew.results
	ew.win.Canvas().Focus(v.table)
	keys(t, ew, "2")
	press(t, ew, ctrl(fyne.KeyReturn))
	return ew, v
}

// Issue 22: Ctrl+Enter on a table whose two phone reports disagree records
// neither: Enter goes to typing the card; a report is recorded only when
// the arbiter picks it. Reports that agree still record on Ctrl+Enter.
func TestResults_Issue22CtrlEnterOnDisagreeingReportsRecordsNothingByDefault(t *testing.T) {
	ew, v := ctrlEnterOnTable2(t)
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top, "two reports that disagree: the arbiter is asked")
	assert.Contains(t, texts(t, top), "報告が食い違っています")
	keys(t, ew, "\n")
	assert.Nil(t, ew.win.Canvas().Overlays().Top())
	assert.Equal(t, "", resultAt(t, ew, 1, 2), "Enter records no report")
	assert.Equal(t, v.form.first(), ew.win.Canvas().Focused(), "the cursor is on the card's result")
	assert.Contains(t, v.status.Text, "2 番卓の報告が食い違っています")
	keys(t, ew, "24\n40\n")
	assert.Equal(t, "24-40", resultAt(t, ew, 1, 2), "the card as typed")

	// Agreeing reports (table 1) still record on Ctrl+Enter, at once.
	keys(t, ew, "1")
	press(t, ew, ctrl(fyne.KeyReturn))
	assert.Nil(t, ew.win.Canvas().Overlays().Top())
	assert.Equal(t, "40-24", resultAt(t, ew, 1, 1))
}

// A report of a disagreement is recorded when the arbiter picks it: Tab to
// its button, then Enter.
func TestResults_Issue22DisagreeingReportPickedExplicitly(t *testing.T) {
	ew, _ := ctrlEnterOnTable2(t)
	require.NotNil(t, ew.win.Canvas().Overlays().Top())
	ew.win.Canvas().FocusNext() // 報告 #2
	ew.win.Canvas().FocusNext() // 報告 #3
	b, ok := ew.win.Canvas().Focused().(*keyButton)
	require.True(t, ok)
	assert.Contains(t, b.Text, "報告 #3")
	keys(t, ew, "\n")
	assert.Equal(t, "24-40", resultAt(t, ew, 1, 2))
}
