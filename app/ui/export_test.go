package ui

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/xuri/excelize/v2"

	"taikai/app/exports"
)

// The ファイル menu's 書き出し… offers the formats of the section's game
// and writes the one chosen beside the event file; a name that is the
// event file is refused with the dialog left open, and nothing is written.
func TestExport_Issue29FileMenuWritesTheSectionInAFormatOfItsGame(t *testing.T) {
	ew := newTestEventWindow(t)
	ew.g.offUI = inTurn
	dir := t.TempDir()
	ew.path = filepath.Join(dir, "王座戦.taikai")
	require.NoError(t, os.WriteFile(ew.path, []byte("the event file"), 0o644))

	menuItem(t, ew.win, "書き出し…").Action()
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	sel := selects(t, top)
	require.Len(t, sel, 1)
	ev, err := ew.svc.Event()
	require.NoError(t, err)
	offered := exports.For(ev.Game)
	require.Len(t, sel[0].Options, len(offered), "every format the game has")
	for i, f := range offered {
		assert.Equal(t, fmt.Sprintf("%s (%s)", f.Title.Ja, f.Ext), sel[0].Options[i])
	}
	assert.Contains(t, sel[0].Selected, "Excel ブック")
	file := entries(t, ew.win)[0]
	want := filepath.Join(dir, "王座戦"+sectionSuffix(ew)+".xlsx")
	assert.Equal(t, want, file.Text, "beside the event file, named after it")

	// フォルダを選ぶ… opens a folder dialog over the export dialog.
	overlays := len(ew.win.Canvas().Overlays().List())
	test.Tap(findButton(t, top, "フォルダを選ぶ…"))
	require.Len(t, ew.win.Canvas().Overlays().List(), overlays+1)
	ew.win.Canvas().Overlays().Remove(ew.win.Canvas().Overlays().Top())
	require.Equal(t, top, ew.win.Canvas().Overlays().Top())

	// The event file itself is refused; the dialog stays with the reason.
	file.SetText(ew.path)
	test.Tap(findButton(t, top, "書き出す"))
	assert.Contains(t, texts(t, ew.win.Canvas().Overlays().Top()), "は大会ファイルです。上書きしません")
	data, err := os.ReadFile(ew.path)
	require.NoError(t, err)
	assert.Equal(t, "the event file", string(data))
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "閉じる"))

	file.SetText(want)
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "書き出す"))
	assert.Equal(t, want+" を作成しました", ew.notice.Text)
	book, err := excelize.OpenFile(want)
	require.NoError(t, err)
	defer book.Close()
	assert.Equal(t, []string{"参加者", "組合せ", "成績", "対戦表"}, book.GetSheetList())
	people, err := book.GetRows("参加者")
	require.NoError(t, err)
	assert.Len(t, people, 1+len(ew.participants.all))
}

// sectionSuffix is "-KEY" when the section shown has a key.
func sectionSuffix(ew *eventWindow) string {
	if ew.sec.Key == "" {
		return ""
	}
	return "-" + ew.sec.Key
}

// The participants screen imports an Excel workbook (its first sheet),
// with the CSV's checks: bad rows listed by row, nothing imported.
func TestParticipantsScreen_Issue29ImportsAnExcelWorkbook(t *testing.T) {
	ew := newTestEventWindow(t)
	write := func(rows ...[]any) string {
		f := excelize.NewFile()
		defer f.Close()
		for i, r := range rows {
			cell, _ := excelize.CoordinatesToCellName(1, i+1)
			require.NoError(t, f.SetSheetRow("Sheet1", cell, &r))
		}
		var buf bytes.Buffer
		require.NoError(t, f.Write(&buf))
		path := filepath.Join(t.TempDir(), "名簿.xlsx")
		require.NoError(t, os.WriteFile(path, buf.Bytes(), 0o644))
		return path
	}
	ew.participants.importFile(write([]any{"氏名", "段級位"}, []any{"新人 一郎", "5Q"}))
	msg := texts(t, ew.win.Canvas().Overlays().Top())
	assert.Contains(t, msg, "Excel ファイルに誤りが 1 件あるため、何も取り込みませんでした")
	assert.Contains(t, msg, "2行目、段級位列: 段級位「5Q」は使えません")
	assert.Len(t, ew.participants.all, 24)
	ew.win.Canvas().Overlays().Remove(ew.win.Canvas().Overlays().Top())

	ew.participants.importFile(write([]any{"氏名", "段級位", "所属"}, []any{"新人 一郎", "5級", "東京都"}, []any{"新人 二郎", "初段", ""}))
	assert.Len(t, ew.participants.all, 26)
	msg = texts(t, ew.win.Canvas().Overlays().Top())
	assert.Contains(t, msg, "2 人を取り込みました（Excel）")
	assert.Equal(t, "CSV・Excel 取込… (Ctrl+I)", ew.participants.importBtn.Text)
}

// The ファイル menu has both of issue 29's files: 書き出し… and the
// participants' import, which opens the file dialog for CSV or Excel.
func TestFileMenu_Issue29HasExportAndTheCSVOrExcelImport(t *testing.T) {
	ew := newTestEventWindow(t)
	var file *fyne.Menu
	for _, m := range ew.win.MainMenu().Items {
		if m.Label == "ファイル" {
			file = m
		}
	}
	require.NotNil(t, file)
	var labels []string
	for _, it := range file.Items {
		labels = append(labels, it.Label)
	}
	assert.Contains(t, labels, "書き出し…")
	assert.Contains(t, labels, "CSV・Excel 取込…")
	menuItem(t, ew.win, "CSV・Excel 取込…").Action()
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top, "the import's file dialog")
	assert.Contains(t, texts(t, top), "CSV・Excel 取込")
}

// Issue 38: in an event of several sections, 書き出し also offers one
// workbook of every section, each sheet named after its section.
func TestExport_Issue38OneWorkbookOfEverySection(t *testing.T) {
	ew := newSectionsWindow(t, threeSections)
	ew.g.offUI = inTurn
	dir := t.TempDir()
	ew.path = filepath.Join(dir, "大会.taikai")
	menuItem(t, ew.win, "書き出し…").Action()
	top := ew.win.Canvas().Overlays().Top()
	sel := selects(t, top)
	require.Len(t, sel, 1)
	last := sel[0].Options[len(sel[0].Options)-1]
	assert.Equal(t, "Excel ブック（全部門） (.xlsx)", last)
	sel[0].SetSelected(last)
	file := entries(t, ew.win)[0]
	want := filepath.Join(dir, "大会.xlsx")
	file.SetText(want)
	test.Tap(findButton(t, top, "書き出す"))
	book, err := excelize.OpenFile(want)
	require.NoError(t, err)
	defer book.Close()
	list := book.GetSheetList()
	assert.Contains(t, list, "A級・参加者")
	assert.Contains(t, list, "B級・対戦表")
	assert.Len(t, list, 12, "three sections of four sheets")
}
