package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
)

// run runs the CLI and returns exit status, stdout and stderr.
func run(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errw bytes.Buffer
	code := Run(testFiles, args, &out, &errw)
	return code, out.String(), errw.String()
}

// pairedDemo is a demo event (`taikai demo FILE ARGS...`) with its first
// round paired; it returns the file.
func pairedDemo(t *testing.T, args ...string) string {
	t.Helper()
	file := newEventFile(t, "ev.taikai", "demo", args...)
	mustRun(t, "pair", file)
	return file
}

// newEventFile is the path of an event file named name in a new folder,
// made by the verb given (new, demo) with the flags after it.
func newEventFile(t *testing.T, name, verb string, flags ...string) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), name)
	mustRun(t, append([]string{verb, file}, flags...)...)
	return file
}

// mustRun runs the CLI, requires it to succeed and returns its stdout.
func mustRun(t *testing.T, args ...string) string {
	t.Helper()
	code, out, errs := run(t, args...)
	require.Equal(t, ExitOK, code, errs)
	return out
}

// runFails runs the CLI and asserts that it exits with code (a refusal
// or a usage error) and says msg on stderr.
func runFails(t *testing.T, code int, msg string, args ...string) {
	t.Helper()
	got, _, errw := run(t, args...)
	assert.Equal(t, code, got)
	assert.Contains(t, errw, msg)
}

// runOK runs each command line in turn, requiring each to succeed.
func runOK(t *testing.T, cmds ...[]string) {
	t.Helper()
	for _, c := range cmds {
		code, _, errw := run(t, c...)
		require.Equal(t, ExitOK, code, "%v: %s", c, errw)
	}
}

func englishEnv(t *testing.T) { langEnv(t, "C") }

// englishEvent is englishEnv and a new folder, with the path of an event
// file named name in it.
func englishEvent(t *testing.T, name string) (dir, file string) {
	englishEnv(t)
	dir = t.TempDir()
	return dir, filepath.Join(dir, name)
}

// japaneseEvent is englishEvent in japaneseEnv.
func japaneseEvent(t *testing.T, name string) (dir, file string) {
	japaneseEnv(t)
	dir = t.TempDir()
	return dir, filepath.Join(dir, name)
}

// langEnv is the environment of a person whose locale is LANG=lang, with
// no Taikai language and no arbiter set.
func langEnv(t *testing.T, lang string) {
	t.Setenv("TAIKAI_LANG", "")
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", lang)
	t.Setenv("TAIKAI_ARBITER", "")
}

func TestCLI_NewImportListWithdrawLog(t *testing.T) {
	_, file := englishEvent(t, "ev.taikai")
	code, out, _ := run(t, "new", file, "--game", "othello", "--name", "第1回 テスト大会", "--venue", "東京", "--set", "rounds=7", "--arbiter", "審判A")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, "created")

	runFails(t, ExitRefused, "line 7, column 段級位: invalid rank \"5Q\"", "players", "import", file, "../../tournament/testdata/players_sjis_bad_line7.csv")

	out = mustRun(t, "players", "import", file, "../../tournament/testdata/players_sjis.csv")
	assert.Equal(t, "imported 8 participants (Shift_JIS)\n", out)

	out = mustRun(t, "players", "list", file, "--format", "csv")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 9)
	assert.Equal(t, "id,name,reading,rank,birth,gender,club,flags,rating,status,wof_id,country", lines[0], "Othello's own fields last")
	assert.Equal(t, "1,谷田 邦彦,たにだ くにひこ,7d,1974-05-02,m,東京都,designated,,present,,", lines[1])

	code, out, _ = run(t, "players", "withdraw", file, "谷田　邦彦", "--from-round", "3")
	require.Equal(t, ExitOK, code, out)
	out = mustRun(t, "players", "list", file, "--format", "json")
	assert.Contains(t, out, `"status": "withdrawn-from-3"`)

	mustRun(t, "players", "add", file, "--name", "新人 太郎", "--rank", "10k", "--flag", "pref-rep")
	runFails(t, ExitRefused, "already registered", "players", "add", file, "--name", "新人　太郎")
	mustRun(t, "players", "edit", file, "9", "--club", "千葉県")

	out = mustRun(t, "settings", file)
	assert.Regexp(t, `(?m)^rounds\s+7\s+6\s`, out)
	runFails(t, ExitRefused, "bp_c", "settings", file, "bp_c=abc")

	out = mustRun(t, "log", file, "--format", "csv")
	assert.Contains(t, out, "event.create")
	assert.Contains(t, out, "players.import")
	assert.Contains(t, out, "players.withdraw")
	assert.Contains(t, out, "審判A")
	assert.Contains(t, out, "#9 新人 太郎 (10k)")
}

func TestCLI_ExitStatusesOfCLIMd(t *testing.T) {
	dir, file := englishEvent(t, "ev.taikai")
	for _, tc := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{}, ExitUsage, ""},
		{[]string{"frobnicate"}, ExitUsage, "unknown command"},
		{[]string{"new", file}, ExitUsage, "usage"},
		{[]string{"new", file, "--game", "chess", "--name", "x"}, ExitRefused, "unknown game"},
		{[]string{"players", "list", file}, ExitRefused, "no event file"},
		{[]string{"players", "list", file, "--format", "xml"}, ExitUsage, "unknown format"},
		{[]string{"players", "frob", file}, ExitUsage, "unknown players command"},
		{[]string{"new", file, "--game", "go", "--name", "x", "--bogus"}, ExitUsage, "unknown flag --bogus"},
		{[]string{"demo", file}, ExitOK, ""},
		{[]string{"demo", file}, ExitRefused, "already exists"},
		{[]string{"players", "withdraw", file, "nobody"}, ExitRefused, "no participant named"},
		{[]string{"settings", file, "rounds"}, ExitUsage, "not KEY=VALUE"},
	} {
		code, _, errs := run(t, tc.args...)
		assert.Equal(t, tc.code, code, "%v: %s", tc.args, errs)
		assert.Contains(t, errs, tc.msg, "%v", tc.args)
	}
	assert.NoFileExists(t, filepath.Join(dir, "x"))
}

func TestCLI_RefusedCreationLeavesNoFile(t *testing.T) {
	_, file := englishEvent(t, "ev.taikai")
	runFails(t, ExitRefused, "rounds", "new", file, "--game", "othello", "--name", "x", "--set", "rounds=0")
	assert.NoFileExists(t, file)
}

func TestCLI_Section6LockedFileRefusedWithinTwoSeconds(t *testing.T) {
	_, file := englishEvent(t, "ev.taikai")
	code, _, _ := run(t, "demo", file)
	require.Equal(t, ExitOK, code)
	holder, err := storage.Open(file)
	require.NoError(t, err)
	defer holder.Close()
	start := time.Now()
	code, _, errs := run(t, "players", "list", file)
	assert.Less(t, time.Since(start), 2*time.Second)
	assert.Equal(t, ExitRefused, code)
	assert.Contains(t, errs, "already open in another window")
}

func TestCLI_JapaneseMessagesWithLangJa(t *testing.T) {
	englishEnv(t)
	t.Setenv("LANG", "ja_JP.UTF-8")
	file := filepath.Join(t.TempDir(), "ev.taikai")
	run(t, "new", file, "--game", "othello", "--name", "x")
	runFails(t, ExitRefused, "7行目、段級位列: 段級位「5Q」は使えません", "players", "import", file, "../../tournament/testdata/players_sjis_bad_line7.csv")
	code, out, _ := run(t, "players", "import", file, "../../tournament/testdata/players_sjis.csv")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, "8 人を取り込みました")
	_, out, _ = run(t, "players", "list", file)
	assert.Contains(t, out, "七段")
}

func TestDisplayWidth_KanjiCountTwo(t *testing.T) {
	assert.Equal(t, 8, displayWidth("山田太郎"))
	assert.Equal(t, 5, displayWidth("3d ab"))
}

func TestCLI_PrintRoster(t *testing.T) {
	dir, file := englishEvent(t, "ev.taikai")
	run(t, "demo", file)
	out := filepath.Join(dir, "roster.pdf")
	stdout := mustRun(t, "print", file, "players", "--out", out)
	assert.Contains(t, stdout, "wrote")
	assert.FileExists(t, out)
	runFails(t, ExitRefused, "players", "print", file, "nonsense", "--out", out)
	code, _, _ := run(t, "print", file, "players")
	assert.Equal(t, ExitUsage, code)
}

func TestCLI_HandicapCalculatorsOfCLIMd(t *testing.T) {
	englishEnv(t)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"handicap", "--pairgo", "4d,1k", "1d,6k"}, "stones=4 komi=-6 black=2\n"},
		{[]string{"handicap", "--pairgo", "1d,6k", "4d,1k"}, "stones=4 komi=-6 black=1\n"},
		{[]string{"handicap", "--go", "3d", "1k"}, ""},
		{[]string{"handicap", "--go", "1d", "1d"}, "stones=0 komi=6.5 black=1\n"},
		{[]string{"handicap", "--pairgo", "4d,1k", "1d,6k", "--format", "json"}, "{\"black\":2,\"komi\":-6,\"stones\":4}\n"},
	} {
		code, out, errs := run(t, tc.args...)
		require.Equal(t, ExitOK, code, "%v: %s", tc.args, errs)
		if tc.want != "" {
			assert.Equal(t, tc.want, out, "%v", tc.args)
		} else {
			assert.Regexp(t, `^stones=\d+ komi=-?[\d.]+ black=2\n$`, out)
		}
	}
	runFails(t, ExitRefused, "amateur", "handicap", "--go", "3d", "pro")
	code, _, _ := run(t, "handicap", "--go", "3d")
	assert.Equal(t, ExitUsage, code)
	runFails(t, ExitRefused, "two ranks", "handicap", "--pairgo", "4d", "1d,6k")
}

func TestCLI_GamesImportUnpairAbsent(t *testing.T) {
	dir, file := englishEvent(t, "ev.taikai")
	run(t, "demo", file, "--players", "4")
	_, out, _ := run(t, "players", "list", file, "--format", "csv")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	name := func(i int) string { return strings.Split(lines[i], ",")[1] }
	csvPath := filepath.Join(dir, "games.csv")
	require.NoError(t, os.WriteFile(csvPath, []byte("round,table,black,white,black_discs,white_discs,outcome\n"+
		"1,1,"+name(1)+","+name(2)+",40,24,\n1,2,"+name(3)+","+name(4)+",,,forfeit-white\n"), 0o644))
	out = mustRun(t, "games", "import", file, csvPath)
	assert.Equal(t, "imported 2 games\n", out)
	out = mustRun(t, "standings", file, "--format", "csv")
	assert.True(t, strings.HasPrefix(out, "rank,name,wins,bp,discs"))
	mustRun(t, "players", "absent", file, name(1), "--round", "2")
	out = mustRun(t, "pair", file, "--format", "csv")
	assert.NotContains(t, out, name(1))
	out = mustRun(t, "unpair", file)
	assert.Contains(t, out, "round 2 removed")
}

func TestCLI_DisputePendingThenRuled(t *testing.T) {
	englishEnv(t)
	file := pairedDemo(t, "--players", "4")
	out := mustRun(t, "dispute", file, "1", "1", "--black-claim", "33-31", "--white-claim", "31-33", "--resumed-without-progress")
	assert.Contains(t, out, "result held pending a ruling")
	runFails(t, ExitRefused, "disputed", "result", file, "1", "1", "40-24")
	out = mustRun(t, "rule", file, "1", "1", "33-31", "--reason", "black's claim stands")
	assert.Contains(t, out, "ruled: 33-31 (status ruled, ruling 2)")
	out = mustRun(t, "disputes", file, "--format", "csv")
	assert.Contains(t, out, "ruled,33-31,31-33,33-31")
	_, out, _ = run(t, "help", "disputes")
	assert.Contains(t, out, "勝敗預かり")
}

func TestCLI_YoninVerbsOfCLIMd(t *testing.T) {
	_, file := englishEvent(t, "ev.taikai")
	mustRun(t, "demo", file, "--game", "yonin", "--players", "6")
	_, out, _ := run(t, "players", "list", file, "--format", "csv")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	name := func(i int) string { return strings.Split(lines[i], ",")[1] }
	P, A, B, C := name(1), name(2), name(3), name(4)
	out = mustRun(t, "yonin", "table", file, "予選", "A", P, A, B, C)
	assert.Contains(t, out, "table A")
	out = mustRun(t, "yonin", "game", file, "予選", "A", "--mated", P+"<"+C+","+C+"<"+A+","+B+"<"+A)
	assert.Contains(t, out, "四1局")
	assert.Contains(t, out, P+" 7 (親)")
	out = mustRun(t, "yonin", "standings", file, "予選", "--format", "csv")
	st := strings.Split(strings.TrimSpace(out), "\n")
	assert.Equal(t, "table,rank,name,points,mates", st[0])
	assert.Equal(t, "A,1,"+A+",15,2", st[1])
	mustRun(t, "yonin", "table", file, "予選", "B", name(5), name(6), "CPU", "CPU")
	mustRun(t, "yonin", "game", file, "予選", "B", "--mated", "CPU3<"+name(5)+",CPU4<"+name(6)+","+name(6)+"<"+name(5))
	runFails(t, ExitRefused, "nobody", "yonin", "game", file, "予選", "A", "--mated", "nobody<"+A)
	out = mustRun(t, "yonin", "seat", file, "本戦")
	assert.Contains(t, out, "本戦 table A")
}

func TestCLI_ResultAnswersTheRulesQuestionWithFlags(t *testing.T) {
	englishEnv(t)
	file := pairedDemo(t, "--players", "4")
	code, _, errs := run(t, "result", file, "1", "1", "38-24")
	assert.Equal(t, ExitRefused, code)
	assert.Contains(t, errs, "fewer than 64 discs")
	assert.Contains(t, errs, "add --empty-squares or --recording-error")
	runFails(t, ExitUsage, "give --empty-squares or --recording-error, not both", "result", file, "1", "1", "38-24", "--empty-squares", "--recording-error")
	out := mustRun(t, "result", file, "1", "1", "38-24", "--recording-error")
	assert.Contains(t, out, "round 1 table 1: 38-26")
	out = mustRun(t, "result", file, "1", "2", "38-24", "--empty-squares")
	assert.Contains(t, out, "round 1 table 2: 40-24")
	t.Setenv("LANG", "ja_JP.UTF-8")
	runFails(t, ExitRefused, "--empty-squares（終局時の空きマス）か --recording-error（記入ミス）を付けてください", "result", file, "1", "2", "36-24")
}

func TestCLI_GoStandingsColumnsComeFromTheDiscipline(t *testing.T) {
	englishEnv(t)
	file := pairedDemo(t, "--game", "go", "--players", "4")
	run(t, "result", file, "1", "1", "B+R")
	run(t, "result", file, "1", "2", "pending")
	out := mustRun(t, "standings", file, "--format", "csv")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	assert.Equal(t, "rank,name,wins,sos,sodos,place,id,note", lines[0])
	assert.Contains(t, out, ",pending ruling\n")
	out = mustRun(t, "help", "results")
	assert.Contains(t, out, "B+R, W+R")
	assert.Contains(t, out, "--empty-squares")
	out = mustRun(t, "help", "results", file)
	assert.Contains(t, out, "B+R, W+R")
	assert.NotContains(t, out, "--empty-squares")
}

func TestHelp_OverviewNamesEveryVerb(t *testing.T) {
	code, out, _ := run(t, "help")
	require.Equal(t, ExitOK, code)
	for name, v := range verbs {
		assert.Contains(t, out, "taikai "+withGames(v.usage), name)
	}
}

func TestDemo_RoundsArePlayedWithResultsOfEveryKind(t *testing.T) {
	file := newEventFile(t, "demo.taikai", "demo", "--game", "go", "--rounds", "2")
	code, out, _ := run(t, "pairings", file, "--round", "2", "--format", "csv")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, "forfeit-black", "a forfeit among the results")
	assert.NotContains(t, out, ",,", "every game has its result")
	runFails(t, ExitUsage, "--rounds takes a number", "demo", filepath.Join(t.TempDir(), "x.taikai"), "--rounds", "many")
}

// Issue 38: `settings FILE KEY=VALUE` prints the lines it changed, not the
// whole table.
func TestCLI_Issue38SettingsChangePrintsTheChangedLines(t *testing.T) {
	_, file := englishEvent(t, "ev.taikai")
	code, _, _ := run(t, "new", file, "--game", "go", "--name", "x")
	require.Equal(t, ExitOK, code)
	out := mustRun(t, "settings", file, "rounds=4", "venue=市民会館")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 3, "the header and the two lines changed:\n%s", out)
	assert.Contains(t, out, "rounds")
	assert.Contains(t, out, "市民会館")
	assert.NotContains(t, out, "tiebreaks")
	_, out, _ = run(t, "settings", file)
	assert.Contains(t, out, "tiebreaks", "without a change: the whole table")
}
