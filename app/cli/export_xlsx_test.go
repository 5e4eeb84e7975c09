package cli

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/xuri/excelize/v2"
)

// openBook opens an exported workbook and returns sheet's rows.
func openBook(t *testing.T, path string) *excelize.File {
	t.Helper()
	f, err := excelize.OpenFile(path)
	require.NoError(t, err)
	t.Cleanup(func() { f.Close() })
	return f
}

// A team section exports its matches and their boards, the teams'
// standings and the teams' crosstable; its people are the participants.
func TestCLI_Issue29TeamSectionExportsMatchesBoardsAndTeamStandings(t *testing.T) {
	englishEnv(t)
	file := fourTeams(t)
	runOK(t, []string{"pair", file, "--section", "T"}, []string{"result", file, "1", "1", "○○×", "--section", "T"},
		[]string{"result", file, "1", "2", "B+R,W+3.5,B+T", "--section", "T"})
	out := filepath.Join(t.TempDir(), "団体戦.xlsx")
	stdout := mustRun(t, "export", file, "--format", "xlsx", "--section", "T", "--out", out)
	assert.Contains(t, stdout, "as xlsx to")
	f := openBook(t, out)

	people, err := f.GetRows("参加者")
	require.NoError(t, err)
	assert.Len(t, people, 1+13, "13 players (a reserve too), no team")
	pairs, err := f.GetRows("組合せ")
	require.NoError(t, err)
	assert.Equal(t, []string{"回戦", "卓", "盤", "黒（先手）", "白（後手）", "結果", "手合割"}, pairs[0])
	assert.Len(t, pairs, 1+2*4, "two matches of three boards")
	assert.Equal(t, "○○×", pairs[1][5])
	assert.Equal(t, []string{"1", "2", "2"}, pairs[7][:3])
	assert.Equal(t, "白3目半勝ち", pairs[7][5])
	st, err := f.GetRows("成績")
	require.NoError(t, err)
	assert.Equal(t, []string{"順位", "チーム", "勝点", "勝数", "SOS", "勝敗", "番号", "備考"}, st[0])
	assert.Equal(t, []string{"1", "名古屋電機", "2", "3"}, st[1][:4])
	ct, err := f.GetRows("対戦表")
	require.NoError(t, err)
	assert.Equal(t, []string{"1", "13", "名古屋電機", "4黒○", "2"}, ct[1])
}

// Four-player shogi is not played in paired rounds: its workbook has its
// participants, and the sheets of rounds say why they are empty.
func TestCLI_Issue29FourPlayerShogiExportsItsParticipants(t *testing.T) {
	_, file := englishEvent(t, "yonin.taikai")
	mustRun(t, "demo", file, "--game", "yonin", "--players", "8", "--rounds", "1")
	out := filepath.Join(t.TempDir(), "yonin.xlsx")
	mustRun(t, "export", file, "--format", "xlsx", "--out", out)
	f := openBook(t, out)
	people, err := f.GetRows("参加者")
	require.NoError(t, err)
	assert.Len(t, people, 1+8)
	for _, name := range []string{"組合せ", "成績", "対戦表"} {
		rows, err := f.GetRows(name)
		require.NoError(t, err)
		assert.Equal(t, [][]string{{"備考"}, {"四人将棋 は組合せ（対戦）で行う競技ではありません"}}, rows)
	}
}

// players import takes the workbook another event exported; the xlsx
// format is never written to the terminal.
func TestCLI_Issue29PlayersImportTakesAnExportedWorkbook(t *testing.T) {
	englishEnv(t)
	dir := t.TempDir()
	src, dst := filepath.Join(dir, "a.taikai"), filepath.Join(dir, "b.taikai")
	mustRun(t, "demo", src, "--players", "10", "--rounds", "2")
	runFails(t, ExitUsage, "the xlsx format is a binary file: give its name with --out FILE.xlsx", "export", src, "--format", "xlsx")
	book := filepath.Join(dir, "a.xlsx")
	mustRun(t, "export", src, "--format", "xlsx", "--out", book)
	mustRun(t, "new", dst, "--name", "取り込み", "--date", "2026-12-01", "--game", "othello")
	out := mustRun(t, "players", "import", dst, book)
	assert.Equal(t, "imported 10 participants (Excel)\n", out)
	_, before, _ := run(t, "players", "list", src, "--format", "csv")
	_, after, _ := run(t, "players", "list", dst, "--format", "csv")
	assert.Equal(t, before, after)

	code, _, errs := run(t, "players", "import", dst, book)
	assert.NotEqual(t, ExitOK, code)
	assert.Contains(t, errs, "nothing was imported: the Excel file has 10 problem(s):\nline 2: ")
}
