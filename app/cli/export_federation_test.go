package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// federationEvent writes an Othello event of three players and one round
// (a bye) through the command line.
func federationEvent(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	file := filepath.Join(dir, "ev.taikai")
	code, _, errs := run(t, "new", file, "--game", "othello", "--name", "Shimin Cup", "--date", "2026-11-22",
		"--set", "rounds=1", "--set", "early_final=false", "--set", "wof_country=JPN")
	require.Equal(t, ExitOK, code, errs)
	players := filepath.Join(dir, "players.csv")
	require.NoError(t, os.WriteFile(players, []byte("name,reading\n山田 太郎,やまだ たろう\n佐藤 花子,さとう はなこ\n伊藤 翔,いとう しょう\n"), 0o644))
	mustRun(t, "players", "import", file, players)
	games := filepath.Join(dir, "games.csv")
	require.NoError(t, os.WriteFile(games, []byte("round,table,black,white,black_discs,white_discs,outcome\n1,1,山田 太郎,佐藤 花子,40,24,\n1,,伊藤 翔,,,,bye\n"), 0o644))
	mustRun(t, "games", "import", file, games)
	return file
}

func TestCLI_Issue29ExportWOFToStdoutAndToAFile(t *testing.T) {
	englishEnv(t)
	file := federationEvent(t)
	out := mustRun(t, "export", file, "--format", "wof")
	assert.Contains(t, out, "%%Tournament: Shimin Cup\n%%Country: JPN\n%%Date: 22/11/2026\n")
	assert.Contains(t, out, "%_% +     1, YAMADA, Taro, JPN,  1, 40, 0\n")
	assert.Contains(t, out, "%Round: 1\n\n     1 (40)>(24)      2 B\n")

	dest := filepath.Join(t.TempDir(), "shimin.ELO")
	out = mustRun(t, "export", file, "--format", "wof", "--out", dest)
	assert.Equal(t, "exported "+file+" as wof to "+dest+"\n", out)
	b, err := os.ReadFile(dest)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(b), "%%Tournament: Shimin Cup\n"))
}

func TestCLI_Issue29WOFOnAGoEventIsRefusedInBothLanguages(t *testing.T) {
	_, file := englishEvent(t, "go.taikai")
	mustRun(t, "new", file, "--game", "go", "--name", "囲碁大会")
	code, out, errs := run(t, "export", file, "--format", "wof")
	assert.Equal(t, ExitRefused, code)
	assert.Empty(t, out)
	assert.Contains(t, errs, "the wof format is not for Go sections; formats for them: json")
	assert.Contains(t, errs, "egd")

	t.Setenv("LANG", "ja_JP.UTF-8")
	runFails(t, ExitRefused, "wof 形式は囲碁の部門には使えません", "export", file, "--format", "wof")
}

func TestCLI_Issue29ExportEGDWithAPINFromPlayersEdit(t *testing.T) {
	_, file := englishEvent(t, "go.taikai")
	mustRun(t, "new", file, "--game", "go", "--name", "Go Cup", "--date", "2026-11-22", "--set", "rounds=1", "--set", "egd_country=JP")
	for _, p := range [][]string{{"山田 太郎", "やまだ たろう", "3d"}, {"佐藤 花子", "さとう はなこ", "3d"}} {
		mustRun(t, "players", "add", file, "--name", p[0], "--reading", p[1], "--rank", p[2])
	}
	runFails(t, ExitRefused, "eight digits", "players", "edit", file, "山田 太郎", "--egd-pin", "1234")
	mustRun(t, "players", "edit", file, "山田 太郎", "--egd-pin", "10345678")
	mustRun(t, "players", "edit", file, "山田 太郎", "--club", "Tokyo")
	mustRun(t, "pair", file)
	mustRun(t, "result", file, "1", "1", "B+R")
	out := mustRun(t, "export", file, "--format", "egd")
	assert.Contains(t, out, "; EV[Go Cup]\n")
	assert.Contains(t, out, "|10345678\n", "the PIN is kept when another field is edited")

	t.Setenv("LANG", "ja_JP.UTF-8")
	othello := federationEvent(t)
	runFails(t, ExitRefused, "egd 形式はオセロの部門には使えません", "export", othello, "--format", "egd")
}

// A game's own field travels with its participants: `players list` has a
// column for the EGD PIN of a Go section, and both the list (CSV) and the
// exported workbook import into a new Go event with the PIN kept.
func TestCLI_Issue29EGDPinSurvivesTheListAndTheWorkbook(t *testing.T) {
	dir, file := englishEvent(t, "go.taikai")
	mustRun(t, "new", file, "--game", "go", "--name", "Go Cup", "--date", "2026-11-22")
	mustRun(t, "players", "add", file, "--name", "山田 太郎", "--rank", "3d", "--egd-pin", "10345678")
	mustRun(t, "players", "add", file, "--name", "佐藤 花子", "--rank", "1k")
	list := mustRun(t, "players", "list", file, "--format", "csv")
	assert.Contains(t, strings.SplitN(list, "\n", 2)[0], ",egd_pin")
	assert.Contains(t, list, ",10345678,\n", "then the EGD club column, empty")

	csvFile := filepath.Join(dir, "players.csv")
	require.NoError(t, os.WriteFile(csvFile, []byte(list), 0o644))
	book := filepath.Join(dir, "go.xlsx")
	mustRun(t, "export", file, "--format", "xlsx", "--out", book)
	for _, from := range []string{csvFile, book} {
		to := filepath.Join(dir, filepath.Base(from)+".taikai")
		mustRun(t, "new", to, "--game", "go", "--name", "Copy", "--date", "2026-11-23")
		mustRun(t, "players", "import", to, from)
		_, got, _ := run(t, "players", "list", to, "--format", "csv")
		assert.Equal(t, list, got, "imported from %s", filepath.Base(from))
	}

	_, table, _ := run(t, "players", "list", file)
	assert.Contains(t, table, "10345678")
}
