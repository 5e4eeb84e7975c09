package exports

import (
	"bytes"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/xuri/excelize/v2"

	"taikai/tournament"
)

// book is a workbook whose first sheet (named first) has rows; a second
// sheet has a row the import must not read.
func book(t *testing.T, first string, rows ...[]any) *excelize.File {
	t.Helper()
	f := excelize.NewFile()
	t.Cleanup(func() { f.Close() })
	require.NoError(t, f.SetSheetName("Sheet1", first))
	for i, r := range rows {
		cell, _ := excelize.CoordinatesToCellName(1, i+1)
		require.NoError(t, f.SetSheetRow(first, cell, &r))
	}
	_, err := f.NewSheet("メモ")
	require.NoError(t, err)
	require.NoError(t, f.SetSheetRow("メモ", "A1", &[]any{"name", "読まれない人"}))
	return f
}

func bytesOf(t *testing.T, f *excelize.File) []byte {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, f.Write(&buf))
	return buf.Bytes()
}

func emptyEvent(t *testing.T) *tournament.Service {
	t.Helper()
	s := atExportTime()
	require.NoError(t, s.CreateDemoEvent("go", "取り込み"))
	return s
}

// The first sheet is read with English or Japanese headers (full-width
// too), as a CSV would be; a column it does not know is reported.
func TestXLSXImport_Issue29FirstSheetEnglishOrJapaneseHeaders(t *testing.T) {
	for _, c := range []struct {
		name   string
		header []any
	}{
		{"english", []any{"name", "reading", "rank", "club", "rating", "memo"}},
		{"japanese", []any{"氏名", "ふりがな", "段級位", "所属", "レーティング", "memo"}},
		{"fullwidth", []any{"ＮＡＭＥ", "よみ", "棋力", "affiliation", "レーティング", "memo"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := emptyEvent(t)
			data := bytesOf(t, book(t, "名簿", c.header,
				[]any{"青木 一郎", "あおき いちろう", "5d", "東京都", 1850, "受付済"},
				[]any{"石井 花子", "", "3級", "", nil, ""}))
			rep, err := ImportParticipants(s, data)
			require.NoError(t, err)
			assert.Equal(t, "Excel", rep.Encoding)
			assert.Equal(t, []string{"memo"}, rep.Ignored)
			ps, _ := s.Participants()
			require.Len(t, ps, 2)
			assert.Equal(t, tournament.ParticipantForm{tournament.FieldName: "青木 一郎", tournament.FieldReading: "あおき いちろう",
				tournament.FieldRank: "5d", tournament.FieldBirth: "", tournament.FieldGender: "", tournament.FieldClub: "東京都",
				tournament.FieldFlags: "", tournament.FieldRating: "1850"}, ps[0].Form())
			assert.Equal(t, "3k", ps[1].Rank.String())
		})
	}
}

// Bad rows are refused as in a CSV, all of them named by their row (a
// blank row counts: the numbers are Excel's), and nothing is imported;
// the message names the Excel file.
func TestXLSXImport_Issue29BadRowsListedByExcelRowNothingImported(t *testing.T) {
	s := emptyEvent(t)
	data := bytesOf(t, book(t, "Sheet1", []any{"氏名", "段級位", "性別"},
		[]any{"青木 一郎", "5d", "男"},
		[]any{},
		[]any{"石井 二郎", "十段級", "m"},
		[]any{"", "1d", "f"},
		[]any{"青木 一郎", "5d", "男"}))
	_, err := ImportParticipants(s, data)
	require.Error(t, err)
	assert.True(t, errors.Is(err, tournament.ErrInvalidInput))
	en := tournament.Localize(err, tournament.English)
	assert.Contains(t, en, "nothing was imported: the Excel file has 3 problem(s):")
	assert.Contains(t, en, "line 4, column 段級位:")
	assert.Contains(t, en, "line 5, column 氏名: the name is required")
	assert.Contains(t, en, "line 6, column 氏名: \"青木 一郎\" is also on line 2")
	ja := tournament.Localize(err, tournament.Japanese)
	assert.Contains(t, ja, "Excel ファイルに誤りが 3 件あるため、何も取り込みませんでした")
	assert.Contains(t, ja, "4行目、段級位列")
	ps, _ := s.Participants()
	assert.Empty(t, ps)

	// A name already registered is refused in the transaction: the
	// message names the Excel file too.
	again := bytesOf(t, book(t, "Sheet1", []any{"name"}, []any{"和田 葵"}))
	_, err = ImportParticipants(s, again)
	require.NoError(t, err)
	_, err = ImportParticipants(s, again)
	assert.Contains(t, tournament.Localize(err, tournament.English), "the Excel file has 1 problem(s):\nline 2")
}

// A birth date typed in Excel (a date cell: 2012/4/1, or the era's
// 平成24年4月1日) is read as 2012-04-01, whatever its display.
func TestXLSXImport_Issue29DateCellIsTheBirthDate(t *testing.T) {
	s := emptyEvent(t)
	f := book(t, "Sheet1", []any{"氏名", "生年月日"}, []any{"青木 一郎", time.Date(2012, 4, 1, 0, 0, 0, 0, time.UTC)},
		[]any{"石井 二郎", time.Date(2010, 12, 31, 0, 0, 0, 0, time.UTC)}, []any{"上田 三郎", "2009/7/7"})
	builtin, err := f.NewStyle(&excelize.Style{NumFmt: 14})
	require.NoError(t, err)
	require.NoError(t, f.SetCellStyle("Sheet1", "B2", "B2", builtin))
	era := `[$-ja-JP]ggge"年"m"月"d"日"`
	custom, err := f.NewStyle(&excelize.Style{CustomNumFmt: &era})
	require.NoError(t, err)
	require.NoError(t, f.SetCellStyle("Sheet1", "B3", "B3", custom))
	_, err = ImportParticipants(s, bytesOf(t, f))
	require.NoError(t, err)
	ps, _ := s.Participants()
	require.Len(t, ps, 3)
	assert.Equal(t, []string{"2012-04-01", "2010-12-31", "2009-07-07"}, []string{ps[0].Birth, ps[1].Birth, ps[2].Birth})
}

// A number format with an E (scientific) is not a date.
func TestXLSXImport_Issue29ScientificFormatIsNotADate(t *testing.T) {
	code := "0.00E+00"
	assert.False(t, isDateFormat(&excelize.Style{CustomNumFmt: &code}))
	assert.False(t, isDateFormat(&excelize.Style{NumFmt: 1}))
	assert.True(t, isDateFormat(&excelize.Style{NumFmt: 57}))
}

// An old .xls (or a password-protected workbook), a damaged workbook and
// an empty sheet are refused with what to do; a CSV still imports.
func TestXLSXImport_Issue29Issue38OtherFilesRefusedAndADamagedOneCalledDamaged(t *testing.T) {
	s := emptyEvent(t)
	_, err := ImportParticipants(s, append([]byte{0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1}, make([]byte, 512)...))
	assert.Contains(t, tournament.Localize(err, tournament.English), "Excel 97–2003 (.xls)")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "保存し直して")

	_, err = ImportParticipants(s, []byte("PK\x03\x04 not really a zip"))
	assert.Contains(t, tournament.Localize(err, tournament.English), "the Excel file does not read: it is damaged")
	// Issue 38: called damaged, in the person's words, not the zip's.
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "ファイルが壊れています")
	assert.NotContains(t, tournament.Localize(err, tournament.Japanese), "zip")
	good := bytesOf(t, book(t, "Sheet1", []any{"氏名"}, []any{"山田"}))
	_, err = ImportParticipants(s, good[:len(good)/2])
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "ファイルが壊れています", "a workbook cut short")

	_, err = ImportParticipants(s, bytesOf(t, book(t, "Sheet1")))
	assert.Contains(t, tournament.Localize(err, tournament.English), "the Excel file is empty")
	_, err = ImportParticipants(s, bytesOf(t, book(t, "Sheet1", []any{"氏名"})))
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "Excel ファイルに参加者の行がありません")

	rep, err := ImportParticipants(s, []byte("name,rank\n青木 一郎,5d\n"))
	require.NoError(t, err)
	assert.Equal(t, "UTF-8", rep.Encoding)
}
