package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const countScreens = "../../rules/igo/testdata/count/"

// Issue 37's contract: `taikai count --position BOARD.txt … --format json`
// prints one object with the count's figures.
func TestCLI_Issue37CountJSONHasTheContractsFields(t *testing.T) {
	englishEnv(t)
	out := mustRun(t, "count", "--position", countScreens+"dame-forgotten.txt", "--komi", "6.5", "--format", "json")
	got := readJSON[map[string]any](t, out)
	for k, want := range map[string]any{
		"black_territory": 0.0, "white_territory": 0.0, "black_prisoners": 0.0, "white_prisoners": 0.0,
		"seki_stones_black": 9.0, "seki_stones_white": 9.0, "dame": 1.0, "komi": 6.5, "result": "W+6.5",
	} {
		assert.Equal(t, want, got[k], k)
	}

	out = mustRun(t, "count", "--position", countScreens+"dead-unmarked.txt", "--komi", "6.5", "--dead", "C7", "--captures", "2,0", "--format", "json")
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	assert.Equal(t, 3.0, got["black_prisoners"], "2 captured in play + C7 taken up")
	assert.Equal(t, "B+5.5", got["result"], "--dead C7 on top of the file's marks: the correct count, with 2 more prisoners")
}

func TestCLI_Issue37CountTextDrawsTheMarksInTheLanguage(t *testing.T) {
	englishEnv(t)
	code, out, _ := run(t, "count", "--position", countScreens+"dame-forgotten.txt", "--komi", "6.5")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, "  5 : : : : # . @ : :", "F5 the dame, the chains round it seki")
	assert.Contains(t, out, "White: territory 0 + prisoners 0 + komi 6.5 = 6.5; W+6.5")
	t.Setenv("LANG", "ja_JP.UTF-8")
	out = mustRun(t, "count", "--position", countScreens+"correct.txt", "--komi", "6.5")
	assert.Contains(t, out, "  7 b b o b X O w w w", "C7 taken up in Black's territory")
	assert.Contains(t, out, "黒：地 36 ＋ アゲハマ 1 ＝ 37目、白：地 26 ＋ アゲハマ 1 ＋ コミ 6目半 ＝ 33目半、黒3目半勝ち")
}

func TestCLI_Issue37CountFromAnSGFUsesItsKomiAndCaptures(t *testing.T) {
	englishEnv(t)
	sgf := filepath.Join(t.TempDir(), "g.sgf")
	// Black takes the white stone at E5; the board is otherwise Black's.
	require.NoError(t, os.WriteFile(sgf, []byte("(;GM[1]FF[4]SZ[9]KM[0.5];B[ed];W[ee];B[de];W[];B[fe];W[];B[ef])"), 0o644))
	out := mustRun(t, "count", "--sgf", sgf, "--format", "json")
	got := readJSON[map[string]any](t, out)
	assert.Equal(t, 0.5, got["komi"])
	assert.Equal(t, 1.0, got["black_prisoners"])
	assert.Equal(t, 77.0, got["black_territory"])
	assert.Equal(t, "B+77.5", got["result"])
}

// Refused with a message that names the place; nothing recorded.
func TestCLI_Issue37CountRefusalsNameThePlace(t *testing.T) {
	englishEnv(t)
	nine := strings.Repeat(".........\n", 8)
	for _, tt := range []struct {
		name string
		args []string
		code int
		says string
	}{
		{"ragged", []string{"--position", writeFile(t, "r.txt", nine+"........\n"), "--komi", "6.5"}, ExitRefused, "line 9 has 8 points"},
		{"oversized", []string{"--position", writeFile(t, "o.txt", strings.Repeat(".........\n", 10)), "--komi", "6.5"}, ExitRefused, "10 rows"},
		{"not a stone", []string{"--position", writeFile(t, "s.txt", nine+"....Z....\n"), "--komi", "6.5"}, ExitRefused, "E1"},
		{"half dead", []string{"--position", writeFile(t, "h.txt", nine+"xX.......\n"), "--komi", "6.5"}, ExitRefused, "A1 is marked dead in part only"},
		{"no liberty", []string{"--position", writeFile(t, "l.txt", strings.Repeat(".........\n", 7)+"O........\nXO.......\n"), "--komi", "6.5"}, ExitRefused, "A1 has no liberty"},
		{"dead point empty", []string{"--position", countScreens + "correct.txt", "--komi", "6.5", "--dead", "A1"}, ExitRefused, "A1 is an empty point"},
		{"not Go", []string{"--sgf", writeFile(t, "c.sgf", "(;GM[3]SZ[8])")}, ExitRefused, "not Go"},
		{"illegal move", []string{"--sgf", writeFile(t, "i.sgf", "(;GM[1]SZ[9];B[dd];W[dd])")}, ExitRefused, "move 2 (White) is illegal"},
		{"no komi", []string{"--position", countScreens + "correct.txt"}, ExitUsage, "--komi"},
		{"not a board file", []string{"--position", writeFile(t, "big.txt", strings.Repeat(".........\n", 120000)), "--komi", "6.5"}, ExitRefused, "over a megabyte"},
		{"both", []string{"--position", countScreens + "correct.txt", "--sgf", "x.sgf"}, ExitUsage, "one of them"},
		{"captures", []string{"--position", countScreens + "correct.txt", "--komi", "6.5", "--captures", "3"}, ExitUsage, "B,W"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errs := run(t, append([]string{"count"}, tt.args...)...)
			assert.Equal(t, tt.code, code)
			assert.Contains(t, errs, tt.says)
		})
	}
}

// With FILE ROUND TABLE the count is a proposal in the game's dispute; a
// section of another game refuses it.
func TestCLI_Issue37CountProposalInTheGamesDispute(t *testing.T) {
	englishEnv(t)
	t.Setenv("LANG", "ja_JP.UTF-8")
	file := pairedDemo(t, "--game", "go", "--players", "4")
	out := mustRun(t, "count", file, "1", "1", "--position", countScreens+"correct.txt", "--side", "black")
	assert.Contains(t, out, "1 回戦 1 番卓：黒の終局案を記録しました")
	out = mustRun(t, "disputes", file, "--format", "csv")
	assert.Contains(t, out, "1,1,")

	runFails(t, ExitUsage, "手合割のコミ", "count", file, "1", "1", "--position", countScreens+"correct.txt", "--komi", "6.5")

	oth := filepath.Join(t.TempDir(), "o.taikai")
	mustRun(t, "demo", oth, "--game", "othello", "--players", "4")
	mustRun(t, "pair", oth)
	runFails(t, ExitRefused, "オセロの対局は盤面で計算しません", "count", oth, "1", "1", "--position", countScreens+"correct.txt")
	_, out, _ = run(t, "disputes", oth, "--format", "csv")
	assert.NotContains(t, out, "1,1,", "nothing recorded")
}

// In an event of several sections, --section names the game's section: a
// count in the Othello section is refused in the arbiter's language and
// records nothing there; the Go section takes it.
func TestCLI_Issue37CountRefusedInTheOthelloSectionOfAnEvent(t *testing.T) {
	_, file := englishEvent(t, "ev.taikai")
	runOK(t, [][]string{
		{"new", file, "--name", "市民大会"},
		{"section", "add", file, "go", "--name", "囲碁の部", "--game", "go"},
		{"section", "add", file, "oth", "--name", "オセロの部", "--game", "othello"},
	}...)
	for i, name := range []string{"山田", "佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "中村"} {
		sec := []string{"go", "oth"}[i/4]
		mustRun(t, "players", "add", file, "--name", name, "--rank", "2d", "--section", sec)
	}
	mustRun(t, "pair", file, "--all")
	_, othPairings, _ := run(t, "pairings", file, "--section", "oth", "--format", "csv")
	table := strings.Split(strings.Split(othPairings, "\n")[1], ",")[1]

	runFails(t, ExitRefused, "name one with --section", "count", file, "1", table, "--position", countScreens+"correct.txt")
	runFails(t, ExitRefused, "Othello games are not counted on a board", "count", file, "1", table, "--position", countScreens+"correct.txt", "--section", "oth")
	t.Setenv("LANG", "ja_JP.UTF-8")
	runFails(t, ExitRefused, "オセロの対局は盤面で計算しません", "count", file, "1", table, "--position", countScreens+"correct.txt", "--section", "oth", "--side", "white")
	_, out, _ := run(t, "disputes", file, "--section", "oth", "--format", "csv")
	assert.Equal(t, 1, strings.Count(out, "\n"), "nothing recorded: the header only\n%s", out)

	out = mustRun(t, "count", file, "1", "1", "--position", countScreens+"dead-unmarked.txt", "--section", "go", "--side", "white")
	assert.Contains(t, out, "1 回戦 1 番卓：白の終局案を記録しました：白33目半勝ち")
}

// A position refused with its place in a game's dispute records nothing:
// the dispute is not even opened.
func TestCLI_Issue37CountProposalRefusedWithThePlaceRecordsNothing(t *testing.T) {
	englishEnv(t)
	file := pairedDemo(t, "--game", "go", "--players", "4")
	_, before, _ := run(t, "log", file, "--format", "csv")
	ragged := filepath.Join(t.TempDir(), "ragged.txt")
	require.NoError(t, os.WriteFile(ragged, []byte(strings.Repeat(".........\n", 8)+"........\n"), 0o644))
	runFails(t, ExitRefused, "line 9 has 8 points where the board has 9", "count", file, "1", "1", "--position", ragged, "--side", "black")
	t.Setenv("LANG", "ja_JP.UTF-8")
	code, _, errs := run(t, "count", file, "1", "1", "--position", countScreens+"correct.txt", "--dead", "C7,E5")
	assert.Equal(t, ExitRefused, code)
	assert.Contains(t, errs, "C7 の白石は白地の中にあり", "with the black wall dead, C7 is in White's own territory")
	runFails(t, ExitRefused, "I5", "count", file, "1", "1", "--position", countScreens+"correct.txt", "--dead", "I5")

	_, out, _ := run(t, "disputes", file, "--format", "csv")
	assert.NotContains(t, out, "1,1,", "no dispute opened")
	t.Setenv("LANG", "C")
	_, after, _ := run(t, "log", file, "--format", "csv")
	assert.Equal(t, before, after, "nothing logged")
}

// A board typed in Windows' Notepad (UTF-8 with a byte order mark, CRLF)
// counts as the same board.
func TestCLI_Issue37CountReadsABoardSavedByNotepad(t *testing.T) {
	englishEnv(t)
	b, err := os.ReadFile(countScreens + "correct.txt")
	require.NoError(t, err)
	p := filepath.Join(t.TempDir(), "board.txt")
	require.NoError(t, os.WriteFile(p, []byte("\ufeff"+strings.ReplaceAll(string(b), "\n", "\r\n")), 0o644))
	out := mustRun(t, "count", "--position", p, "--komi", "6.5")
	assert.Contains(t, out, "B+3.5")
}

// `taikai help count` names every field of `--format json`, in both
// languages, so that a script's author knows what each one counts.
func TestCLI_Issue37CountHelpNamesEveryJSONField(t *testing.T) {
	englishEnv(t)
	out := mustRun(t, "count", "--position", countScreens+"correct.txt", "--komi", "6.5", "--format", "json")
	got := readJSON[map[string]any](t, out)
	for _, lang := range []string{"C", "ja_JP.UTF-8"} {
		t.Setenv("LANG", lang)
		_, help, _ := run(t, "help", "count")
		for k := range got {
			assert.Contains(t, help, k, "LANG=%s", lang)
		}
	}
}
