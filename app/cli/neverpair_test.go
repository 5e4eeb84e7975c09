package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// neverPairEvent is an event of two Go sections, A級 (兄, 甲, 乙, 丙) and B級
// (弟, 丁, 戊, 己), at tables 1–10 and 11–20.
func neverPairEvent(t *testing.T) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "ev.taikai")
	runOK(t, [][]string{
		{"new", file, "--name", "兄弟大会"},
		{"section", "add", file, "A", "--name", "A級", "--game", "go", "--tables", "1-10", "--set", "seed=3"},
		{"section", "add", file, "B", "--name", "B級", "--game", "go", "--tables", "11-20", "--set", "seed=4"},
	}...)
	for _, n := range []string{"A/兄", "A/甲", "A/乙", "A/丙", "B/弟", "B/丁", "B/戊", "B/己"} {
		sec, name, _ := strings.Cut(n, "/")
		mustRun(t, "players", "add", file, "--section", sec, "--name", name, "--rank", "1d")
	}
	return file
}

func TestCLI_Issue27NeverPairAddListRemoveAcrossSections(t *testing.T) {
	englishEnv(t)
	file := neverPairEvent(t)
	out := mustRun(t, "never-pair", file, "兄", "弟")
	assert.Equal(t, "never pair: 兄 and 弟 will not be paired against each other\n", out)
	out = mustRun(t, "never-pair", file, "甲", "乙")

	out = mustRun(t, "never-pair", file, "--list")
	assert.Equal(t, "2 never-pair pairs: they are kept apart in every pairing\n"+
		"id  name  section  id  name  section\n"+
		"1   兄    A級      5   弟    B級\n"+
		"2   甲    A級      3   乙    A級\n", out)
	out = mustRun(t, "never-pair", file, "--list", "--format", "csv")
	assert.Equal(t, "player_a,player_b,id_a,id_b,section_a,section_b\n兄,弟,1,5,A,B\n甲,乙,2,3,A,A\n", out)

	// Refused, exit 1, nothing changed.
	code, _, errs := run(t, "never-pair", file, "乙", "甲")
	assert.Equal(t, ExitRefused, code)
	assert.Equal(t, "taikai: 乙 and 甲 are already on the never-pair list\n", errs, "as typed")
	runFails(t, ExitRefused, `no participant named "誰か"`, "never-pair", file, "兄", "誰か")
	runFails(t, ExitRefused, "two different participants (兄 twice)", "never-pair", file, "兄", "#1")

	// The Swiss of A級 keeps 甲 and 乙 apart.
	for range 3 {
		out = mustRun(t, "pair", file, "--section", "A", "--format", "csv")
		for _, line := range strings.Split(out, "\n") {
			assert.False(t, strings.Contains(line, ",甲,乙,") || strings.Contains(line, ",乙,甲,"), line)
		}
		run(t, "unpair", file, "--section", "A")
	}

	out = mustRun(t, "never-pair", file, "2", "3", "--remove")
	assert.Equal(t, "never pair removed: 甲 and 乙 may meet again\n", out)
	runFails(t, ExitRefused, "are not on the never-pair list", "never-pair", file, "2", "3", "--remove")

	out = mustRun(t, "log", file)
	assert.Contains(t, out, "never pair 兄 – 弟")
	assert.Contains(t, out, "removal of never pair 甲 – 乙")
}

func TestCLI_Issue27NeverPairImportAllOrNone(t *testing.T) {
	englishEnv(t)
	file := neverPairEvent(t)
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.csv")
	require.NoError(t, os.WriteFile(bad, []byte("兄,弟\n甲,誰か\n丙\n"), 0o644))
	code, _, errs := run(t, "never-pair", file, "--import", bad)
	assert.Equal(t, ExitRefused, code)
	assert.Contains(t, errs, "nothing was imported: the CSV has 2 problem(s):\nline 2: no participant named \"誰か\"")
	assert.Contains(t, errs, "line 3: a line is two participants, player,player")
	_, out, _ := run(t, "never-pair", file, "--list", "--format", "csv")
	assert.Equal(t, "player_a,player_b,id_a,id_b,section_a,section_b\n", out, "nothing imported")

	good := filepath.Join(dir, "good.csv")
	require.NoError(t, os.WriteFile(good, []byte("player,player\n兄,弟\n2,丁\n"), 0o644))
	out = mustRun(t, "never-pair", file, "--import", good)
	assert.Equal(t, "imported 2 never-pair pairs (0 already listed; UTF-8)\n", out)

	// The list's own CSV imports into another event as it is.
	_, listed, _ := run(t, "never-pair", file, "--list", "--format", "csv")
	again := filepath.Join(dir, "again.csv")
	require.NoError(t, os.WriteFile(again, []byte(listed), 0o644))
	other := neverPairEvent(t)
	out = mustRun(t, "never-pair", other, "--import", again)
	assert.Contains(t, out, "imported 2 never-pair pairs")

	code, _, _ = run(t, "never-pair", file, "--list", "兄")
	assert.Equal(t, ExitUsage, code)
	code, _, _ = run(t, "never-pair", file, "兄")
	assert.Equal(t, ExitUsage, code)
	code, _, _ = run(t, "never-pair", file, "兄", "弟", "--format", "csv")
	assert.Equal(t, ExitUsage, code)
}

func TestCLI_Issue27NeverPairInJapanese(t *testing.T) {
	japaneseEnv(t)
	file := neverPairEvent(t)
	out := mustRun(t, "never-pair", file, "兄", "弟")
	assert.Equal(t, "兄 と 弟 を対局させない組に登録しました\n", out)
	out = mustRun(t, "never-pair", file, "--list")
	assert.Equal(t, "対局させない組 1 組（どの組合せでも対局させません）\n"+
		"番号  氏名  部門  番号  氏名  部門\n"+
		"1     兄    A級   5     弟    B級\n", out)
	code, _, errs := run(t, "never-pair", file, "兄", "弟")
	assert.Equal(t, ExitRefused, code)
	assert.Equal(t, "taikai: 兄 と 弟 はすでに対局させない組に入っています\n", errs)
	out = mustRun(t, "never-pair", file, "兄", "弟", "--remove")
	assert.Equal(t, "兄 と 弟 を対局させない組から外しました\n", out)

	bad := filepath.Join(t.TempDir(), "bad.csv")
	require.NoError(t, os.WriteFile(bad, []byte("選手,選手\n兄,兄\n"), 0o644))
	runFails(t, ExitRefused, "CSV に誤りが 1 件あるため、何も取り込みませんでした:\n2行目: 対局させない組には別々の2人を指定してください（兄 が2回です）", "never-pair", file, "--import", bad)

	out = mustRun(t, "help", "never-pair")
	assert.Contains(t, out, "対局させない組（兄弟姉妹・親子・師弟など")
	assert.Contains(t, out, "団体戦の部門ではチームを分けません")

	// same_club is a setting of every paired game, shown in Japanese.
	out = mustRun(t, "settings", file, "--section", "A")
	assert.Contains(t, out, "same_club")
	assert.Contains(t, out, "組合せ：同じ所属どうしの対局")
	runFails(t, ExitRefused, "soft, hard", "settings", file, "--section", "A", "same_club=always")
}

func TestCLI_Issue27HelpNamesNeverPairInEnglish(t *testing.T) {
	englishEnv(t)
	code, out, _ := run(t, "help")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, "taikai never-pair FILE PLAYER PLAYER [--remove] | never-pair FILE --list [--format table|csv|json] | never-pair FILE --import CSV")
	out = mustRun(t, "help", "never-pair")
	assert.Contains(t, out, "in a team section it keeps no teams apart")
}
