package cli

import (
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/internal/jacheck"
	"taikai/app/version"
	"taikai/tournament"
)

func japaneseEnv(t *testing.T) { langEnv(t, "ja_JP.UTF-8") }

var (
	// codeOnly is a line of figures and signs: a score, a time, a table.
	codeOnly = regexp.MustCompile(`^[\s0-9.,:;+\-–/=#%()\[\]|*×<>?!'"]*$`)
	// keyValues is the calculator's documented line (CLI.md): stones=0 komi=6.5 black=1.
	keyValueLine = regexp.MustCompile(`^(\s*[a-z_]+=\S+)+\s*$`)
	// syntax is a command line, as the help and the usage messages show
	// it: `taikai result FILE ROUND TABLE RESULT`, or its continuation.
	syntax = regexp.MustCompile(`^\s*(taikai( |$)|\[--|--[a-z])`)
)

// typedForms takes out of a line what a message quotes to be typed as it
// is: the program's name before a message, a command (taikai help
// players, `taikai pair FILE`), a flag.
func typedForms(line string) string {
	line = strings.TrimPrefix(line, "taikai: ")
	line = regexp.MustCompile("`[^`]*`").ReplaceAllString(line, " ")
	line = regexp.MustCompile(`taikai [a-z-]+( [A-Z][A-Z.]*| [a-z]+(\|[a-z]+)*| \[[^\]]*\])*`).ReplaceAllString(line, " ")
	return regexp.MustCompile(`--[a-z][a-z-]*`).ReplaceAllString(line, " ")
}

// typedWords are the codes a Japanese message may quote as what to type:
// the games, the formats, the sheets, the encodings of a file, the result
// keywords and rank codes the grammar takes besides the Japanese words.
var typedWords = []string{"othello", "go", "pairgo", "yonin", "table", "csv", "json", "UTF-8", "Shift_JIS", "EUC-JP",
	"players", "pairings", "pairings-by-name", "standings", "crosstable", "certification", "checkin", "awards", "certificates", "slips", "rulings", "3d", "5k", "3d+", "3d?",
	"FILE", "ROUND", "TABLE", "RESULT", "PLAYER", "KEY", "VALUE"}

// gameKinds are the keys of the registered games (othello, shogi …): a
// message may list them as what to type, whatever games this Taikai runs.
func gameKinds() []string {
	var out []string
	for _, d := range tournament.Disciplines() {
		out = append(out, string(d.Kind()))
	}
	return out
}

func hasJapanese(s string) bool {
	for _, r := range s {
		if unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) {
			return true
		}
	}
	return false
}

// jaTranscript runs the command lines of a person under LANG=ja and checks
// every line they print, on stdout and on stderr: each has Japanese, or is
// figures and signs, a command line, or the calculator's key=value line;
// and no line that is not a command line shows English words or raw
// participant numbers (jacheck) but for what the person typed and the
// names of the event.
type jaTranscript struct {
	t      *testing.T
	names  []string
	typed  []string
	lines  int
	checks int
	bad    []string
}

func (j *jaTranscript) run(want int, args ...string) string {
	j.t.Helper()
	code, out, errs := run(j.t, args...)
	if want >= 0 && !assert.Equal(j.t, want, code, "%v\nstdout: %s\nstderr: %s", args, out, errs) {
		return out
	}
	j.checks++
	for _, a := range args {
		// What was typed may come back quoted: a name, a file, KEY=VALUE.
		for _, w := range append([]string{a}, strings.FieldsFunc(a, func(r rune) bool { return r == '=' || r == ',' })...) {
			if _, verb := verbs[w]; !verb && strings.Trim(w, "0123456789") != "" {
				j.typed = append(j.typed, w)
			}
		}
	}
	usage := strings.HasPrefix(errs, "taikai: 使い方:")
	for _, line := range strings.Split(out+"\n"+errs, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		j.lines++
		ok := hasJapanese(line) || codeOnly.MatchString(line) || keyValueLine.MatchString(line) || syntax.MatchString(line)
		if !ok {
			j.bad = append(j.bad, fmt.Sprintf("%v: no Japanese: %q", args, line))
			continue
		}
		if syntax.MatchString(line) || usage || len(args) == 0 || args[0] == "help" {
			continue // the help and the usage name flags and placeholders (FILE, --round) as they are typed
		}
		if keyValueLine.MatchString(line) {
			continue
		}
		// The program's version (the log's バージョン column) is a name too.
		if leaks := jacheck.Leaks(typedForms(line), append(append(append(append([]string{version.Version}, j.names...), j.typed...), typedWords...), gameKinds()...)...); len(leaks) > 0 {
			j.bad = append(j.bad, fmt.Sprintf("%v: English %v in %q", args, leaks, line))
		}
	}
	return out
}

// learnNames adds the participants of file (and the event's name and venue)
// to the words a line may show.
func (j *jaTranscript) learnNames(file string) {
	j.t.Helper()
	code, out, errs := run(j.t, "players", "list", file, "--format", "csv")
	require.Equal(j.t, ExitOK, code, errs)
	rows := readCSV(j.t, out)
	for _, r := range rows[1:] {
		j.names = append(j.names, r[1], r[6])
	}
	code, out, errs = run(j.t, "settings", file, "--format", "csv")
	require.Equal(j.t, ExitOK, code, errs)
	rows = readCSV(j.t, out)
	for _, r := range rows[1:] {
		// The settings table shows each KEY and VALUE as it is typed
		// (KEY=VALUE), then what it is in Japanese.
		for _, w := range r[:3] {
			if strings.Trim(w, "0123456789.-, ") != "" { // figures are no name: they would cut file names
				j.names = append(j.names, w)
			}
		}
	}
}

func (j *jaTranscript) done() {
	j.t.Helper()
	sort.Strings(j.bad)
	assert.Empty(j.t, j.bad, "%d lines of %d commands", j.lines, j.checks)
	j.t.Logf("%d commands, %d lines printed, %d not Japanese", j.checks, j.lines, len(j.bad))
}

// firstTable returns the table and the two players of round n's first game
// in the pairings (CSV), skipping a bye.
func firstTable(t *testing.T, file string, n int) (table, black, white string) {
	t.Helper()
	out := mustRun(t, "pairings", file, "--round", fmt.Sprint(n), "--format", "csv")
	rows := readCSV(t, out)
	for _, r := range rows[1:] {
		if r[1] != "" {
			return r[1], r[2], r[3]
		}
	}
	t.Fatal("no table")
	return
}

// Issue 22, "English left": every verb of the command line under
// LANG=ja, as a person uses it on the demo events of each game — what it
// prints when it works and when it refuses — says it in Japanese.
func TestCLI_Issue22EveryVerbSpeaksJapaneseUnderLangJa(t *testing.T) {
	japaneseEnv(t)
	dir := t.TempDir()
	j := &jaTranscript{t: t}

	// The calculators, the help, the version: no event file.
	j.run(ExitOK, "handicap", "--go", "3d", "1k")
	j.run(ExitOK, "handicap", "--go", "三段仮", "三段★")
	j.run(ExitOK, "handicap", "--pairgo", "4d,1k", "1d,6k")
	j.run(ExitRefused, "handicap", "--go", "3x", "1k")
	j.run(ExitUsage, "handicap", "--go", "3d")
	j.run(ExitOK, "version")
	j.run(ExitUsage)
	j.run(ExitOK, "help")
	for name := range verbs {
		j.run(ExitOK, "help", name)
	}
	for _, topic := range []string{"results", "disputes", "yonin", "pairs"} {
		j.run(ExitOK, "help", topic)
	}
	j.run(ExitUsage, "help", "nothing")
	j.run(ExitUsage, "nothing")

	// Othello: a new event, players, rounds, results, a dispute, the log.
	ev := filepath.Join(dir, "new.taikai")
	j.run(ExitUsage, "new", ev)
	j.run(ExitRefused, "new", ev, "--game", "chess", "--name", "大会")
	j.run(ExitOK, "new", ev, "--game", "othello", "--name", "第1回 テスト大会", "--venue", "東京", "--arbiter", "審判A")
	j.run(ExitRefused, "new", ev, "--game", "othello", "--name", "第1回 テスト大会")
	j.run(ExitOK, "players", "import", ev, "../../tournament/testdata/players_sjis.csv")
	j.run(ExitRefused, "players", "import", ev, "../../tournament/testdata/players_sjis_bad_line7.csv")
	j.run(ExitRefused, "players", "import", ev, filepath.Join(dir, "missing.csv"))
	j.run(ExitOK, "players", "add", ev, "--name", "新人 太郎", "--rank", "三段仮")
	j.run(ExitRefused, "players", "add", ev, "--name", "新人　太郎")
	j.run(ExitRefused, "players", "add", ev, "--name", "別人 花子", "--rank", "3x")
	j.run(ExitOK, "players", "edit", ev, "9", "--club", "千葉県")
	j.run(ExitRefused, "players", "edit", ev, "99", "--club", "千葉県")
	j.run(ExitUsage, "players", "frobnicate", ev)
	j.run(ExitUsage, "players")
	j.learnNames(ev)
	j.run(ExitOK, "players", "list", ev)
	j.run(ExitOK, "settings", ev)
	j.run(ExitOK, "settings", ev, "rounds=7")
	j.run(ExitRefused, "settings", ev, "rounds=5", "early_final_after=5")
	j.run(ExitRefused, "settings", ev, "bp_c=abc")
	j.run(ExitUsage, "settings", ev, "rounds")
	j.run(ExitUsage, "settings", ev, "--format", "xml")
	j.run(ExitRefused, "pairings", ev)
	j.run(ExitOK, "pair", ev)
	j.run(ExitRefused, "pair", ev)
	j.run(ExitOK, "unpair", ev)
	j.run(ExitOK, "pair", ev)
	table, _, _ := firstTable(t, ev, 1)
	j.run(ExitOK, "result", ev, "1", table, "40-24")
	j.run(ExitOK, "result", ev, "1", table, "31-33 黒の時間切れ負け")
	j.run(ExitRefused, "result", ev, "1", table, "38-24")
	j.run(ExitOK, "result", ev, "1", table, "38-24", "--empty-squares")
	j.run(ExitRefused, "result", ev, "1", table, "abc")
	j.run(ExitUsage, "result", ev, "1", table, "40-24", "--empty-square")
	j.run(ExitUsage, "result", ev, "x", table, "40-24")
	j.run(ExitRefused, "result", ev, "1", "99", "40-24")
	j.run(ExitOK, "result", ev, "1", table, "clear")
	j.run(ExitRefused, "result", ev, "1", table, "clear")
	j.run(ExitOK, "dispute", ev, "1", table, "--black-claim", "40-24", "--white-claim", "24-40", "--resume-requested")
	j.run(ExitOK, "disputes", ev)
	j.run(ExitOK, "rule", ev, "1", table, "40-24", "--reason", "棋譜で確認")
	j.run(ExitRefused, "rule", ev, "1", "99", "40-24")
	j.run(ExitOK, "standings", ev)
	j.run(ExitUsage, "standings", ev, "--round", "0")
	j.run(ExitOK, "penalty", ev, "--player", "2", "--kind", "警告", "--note", "私語")
	j.run(ExitRefused, "penalty", ev, "--player", "2", "--kind", "持ち時間減")
	j.run(ExitOK, "penalties", ev)
	j.run(ExitOK, "certification", ev)
	j.run(ExitOK, "reports", ev, "--all")
	j.run(ExitRefused, "finals", ev)
	j.run(ExitRefused, "hidden-disc", ev, "1", table, "--call", "black", "--up", "black", "--choice", "colour", "--colour", "black")
	j.run(ExitOK, "players", "absent", ev, "2", "--round", "2")
	j.run(ExitOK, "players", "absent", ev, "2", "--round", "2", "--present")
	j.run(ExitOK, "players", "withdraw", ev, "3", "--from-round", "2")
	j.run(ExitOK, "players", "reinstate", ev, "3")
	j.run(ExitRefused, "players", "withdraw", ev, "誰でもない")
	j.run(ExitOK, "clock", ev, "1")
	j.run(ExitOK, "clock", ev, "1", "--stop")
	j.run(ExitOK, "reports", ev)
	j.run(ExitRefused, "accept", ev, "1", table)
	j.run(ExitRefused, "games", "import", ev, filepath.Join(dir, "missing.csv"))
	j.run(ExitUsage, "games", "export", ev)
	j.run(ExitOK, "rating-report", ev, "--out", filepath.Join(dir, "rating.csv"))
	j.run(ExitOK, "print", ev, "players", "--out", filepath.Join(dir, "players.pdf"))
	j.run(ExitUsage, "print", ev, "players")
	j.run(ExitRefused, "print", ev, "nothing", "--out", filepath.Join(dir, "x.pdf"))
	j.run(ExitOK, "snapshots", ev)
	j.run(ExitRefused, "restore", ev, "99")
	j.run(ExitOK, "export", ev, "--out", filepath.Join(dir, "ev.json"))
	j.run(ExitOK, "import-event", filepath.Join(dir, "ev.json"), filepath.Join(dir, "copy.taikai"))
	j.run(ExitRefused, "import-event", filepath.Join(dir, "ev.json"), filepath.Join(dir, "copy.taikai"))
	j.run(ExitRefused, "serve", filepath.Join(dir, "missing.taikai"))
	j.run(ExitRefused, "log", filepath.Join(dir, "missing.taikai"))
	j.run(ExitOK, "log", ev)

	// Go, Pair Go and four-player shogi: their demo events.
	for _, game := range []string{"go", "pairgo", "yonin"} {
		file := filepath.Join(dir, game+".taikai")
		j.run(ExitOK, "demo", file, "--game", game, "--rounds", "2")
		j.learnNames(file)
		switch game {
		case "go", "pairgo":
			j.run(ExitOK, "pair", file)
			table, _, _ := firstTable(t, file, 3)
			j.run(ExitOK, "pairings", file)
			j.run(ExitOK, "result", file, "3", table, "白の中押し勝ち")
			j.run(ExitRefused, "result", file, "3", table, "黒の")
			j.run(ExitOK, "dispute", file, "3", table, "--black-claim", "黒中押し勝ち", "--white-claim", "白中押し勝ち", "--resume-requested")
			j.run(ExitOK, "rule", file, "3", table, "黒の反則負け", "--reason", "着手の確認")
			j.run(ExitOK, "standings", file)
			if game == "pairgo" {
				j.run(ExitOK, "pairs", "list", file)
				j.run(ExitUsage, "pairs", "add", file)
				j.run(ExitRefused, "rotation-error", file, "3", table, "black")
				table2 := fmt.Sprint(mustAtoi(t, table) + 1)
				j.run(ExitOK, "rotation-error", file, "3", table2, "black")
				j.run(ExitOK, "result", file, "3", table2, "62-58 誤順2/0")
				j.run(ExitRefused, "result", file, "3", table2, "62-58 誤順x")
			}
		case "yonin":
			j.run(ExitOK, "yonin", "standings", file, "予選")
			j.run(ExitRefused, "yonin", "standings", file, "決勝")
			j.run(ExitUsage, "yonin", "frobnicate", file)
		}
		j.run(ExitOK, "log", file)
	}
	j.done()
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	var n int
	_, err := fmt.Sscan(s, &n)
	require.NoError(t, err)
	return n
}

// Issue 22: `LANG=ja taikai log FILE` printed the English detail with
// #17–#1 instead of names, and `result` answered in English. Under
// LANG=ja the log and the answer are Japanese with the players named; the
// English log names them too, after their numbers (what the verbs take).
func TestCLI_Issue22LogAndResultNameThePlayersInTheirLanguage(t *testing.T) {
	japaneseEnv(t)
	file := pairedDemo(t, "--players", "8")
	table, black, white := firstTable(t, file, 1)

	out := mustRun(t, "result", file, "1", table, "31-33 黒の時間切れ負け")
	assert.Equal(t, "1 回戦 "+table+" 番卓：31-33 黒の時間切れ負け\n", out)
	out = mustRun(t, "result", file, "1", table, "40-24")
	assert.Equal(t, "1 回戦 "+table+" 番卓：40-24（31-33 黒の時間切れ負け から訂正）\n", out)

	out = mustRun(t, "log", file)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	assert.Regexp(t, `^番号\s+時刻\s+バージョン\s+審判\s+操作\s+内容$`, lines[0])
	last := lines[len(lines)-1]
	assert.Contains(t, last, "結果（1回戦 "+table+"番卓）")
	assert.Contains(t, last, "1回戦 "+table+"番卓："+black+"－"+white+" 40-24（訂正前 31-33 黒の時間切れ負け）")
	assert.NotRegexp(t, `#\d`, out, "participants by name, not by number")

	englishEnv(t)
	out = mustRun(t, "log", file)
	lines = strings.Split(strings.TrimSpace(out), "\n")
	last = lines[len(lines)-1]
	assert.Regexp(t, `round 1 table `+table+`: #\d+ `+black+` – #\d+ `+white+` 40-24, corrected from 31-33:timeout-black$`, last)
	out = mustRun(t, "result", file, "1", table, "24-40")
	assert.Equal(t, "round 1 table "+table+": 24-40; corrected from 40-24\n", out)
}
