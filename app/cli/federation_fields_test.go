package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 38: Go's EGD club code is typed with players add|edit --egd-club,
// checked by the section's game, and listed in its own column (egd_club),
// so that a list imports back whole.
func TestCLI_Issue38EGDClubFromPlayersAddEditAndList(t *testing.T) {
	_, file := englishEvent(t, "go.taikai")
	mustRun(t, "new", file, "--game", "go", "--name", "Go Cup", "--date", "2026-11-22")
	mustRun(t, "players", "add", file, "--name", "山田 太郎", "--club", "東京都", "--egd-club", "Toky")
	runFails(t, ExitRefused, "an EGD club code is one to four Latin letters or digits", "players", "edit", file, "山田 太郎", "--egd-club", "東京")
	list := mustRun(t, "players", "list", file, "--format", "csv")
	assert.True(t, strings.HasSuffix(strings.SplitN(list, "\n", 2)[0], ",egd_pin,egd_club"))
	assert.Contains(t, list, ",東京都,")
	assert.Contains(t, list, ",,Toky\n")
}

// Issue 38: a club the EGD file cannot spell in ASCII is written as - and
// the players are named on stderr, in the user's language; the file is
// written all the same, with no byte of the kanji.
func TestCLI_Issue38EGDWarnsOfClubsNotInASCII(t *testing.T) {
	_, file := englishEvent(t, "go.taikai")
	mustRun(t, "new", file, "--game", "go", "--name", "Go Cup", "--date", "2026-11-22", "--set", "rounds=1", "--set", "egd_country=JP")
	for _, p := range [][]string{{"山田 太郎", "やまだ たろう", "東京都"}, {"佐藤 花子", "さとう はなこ", "Osaka"}} {
		mustRun(t, "players", "add", file, "--name", p[0], "--reading", p[1], "--rank", "3d", "--club", p[2])
	}
	mustRun(t, "pair", file)
	mustRun(t, "result", file, "1", "1", "B+R")

	code, out, errs := run(t, "export", file, "--format", "egd")
	require.Equal(t, ExitOK, code, errs)
	assert.Regexp(t, `Yamada Taro +3d JP - `, out)
	assert.Regexp(t, `Sato Hanako +3d JP Osak `, out)
	assert.NotContains(t, out, "東京都")
	assert.Equal(t, "taikai: warning: the EGD file has - (unknown) for the club of 山田 太郎 (東京都): the club cannot be written in Latin letters; give each an EGD club code (egd_club, e.g. Toky) and export again\n", errs)

	t.Setenv("LANG", "ja_JP.UTF-8")
	code, _, errs = run(t, "export", file, "--format", "egd", "--out", filepath.Join(t.TempDir(), "cup.h9"))
	require.Equal(t, ExitOK, code, errs)
	assert.Contains(t, errs, "taikai: 注意：EGD ファイルでは次の選手のクラブを -（不明）にしました：山田 太郎（東京都）。")
}

// Issue 38: an Othello player's WOF number and country are typed with
// players edit --wof-id and --country and written on their line of the WOF
// rating file (their games by that number); players list has both columns.
func TestCLI_Issue38WOFNumberAndCountryFromPlayersEdit(t *testing.T) {
	englishEnv(t)
	file := federationEvent(t)
	runFails(t, ExitRefused, "a WOF number is the player's number in the WOF rating list", "players", "edit", file, "山田 太郎", "--wof-id", "12x")
	mustRun(t, "players", "edit", file, "山田 太郎", "--wof-id", "12345", "--country", "fra")
	list := mustRun(t, "players", "list", file, "--format", "csv")
	assert.True(t, strings.HasSuffix(strings.SplitN(list, "\n", 2)[0], ",wof_id,country"))
	assert.Contains(t, list, ",12345,FRA\n")
	out := mustRun(t, "export", file, "--format", "wof")
	assert.Contains(t, out, "%_%   12345, YAMADA, Taro, FRA,  1, 40, 0\n")
	assert.Contains(t, out, "%Round: 1\n\n 12345 (40)>(24)      2 B\n")
}
