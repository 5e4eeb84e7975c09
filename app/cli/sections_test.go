package cli

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
)

// addSectionByAPI adds a section to file through the Venue, as the GUI
// does (the tests of `taikai section add` use the verb).
func addSectionByAPI(t *testing.T, file string, f tournament.SectionForm) {
	t.Helper()
	b, err := storage.Open(file)
	require.NoError(t, err)
	defer b.Close()
	_, err = tournament.NewVenue(b).AddSection(f)
	require.NoError(t, err)
}

// twoSectionFile is a Go event of 8 players (section main) to which a
// second Go section B of 6 players was added.
func twoSectionFile(t *testing.T) string {
	t.Helper()
	file := newEventFile(t, "ev.taikai", "new", "--game", "go", "--name", "囲碁まつり", "--set", "rounds=3")
	for _, n := range []string{"一郎", "二郎", "三郎", "四郎", "五郎", "六郎", "七郎", "八郎"} {
		mustRun(t, "players", "add", file, "--name", "山田 "+n, "--rank", "2k")
	}
	addSectionByAPI(t, file, tournament.SectionForm{Key: "B", Name: "B級", Game: "go", Tables: "21-30", Settings: map[string]string{"rounds": "3"}})
	return file
}

func TestCLI_Issue24VerbOfOneCompetitionRefusedWithTheSectionsWhenSeveral(t *testing.T) {
	englishEnv(t)
	file := twoSectionFile(t)
	for _, args := range [][]string{
		{"pair", file}, {"pairings", file}, {"result", file, "1", "1", "B+R"}, {"standings", file},
		{"settings", file}, {"print", file, "pairings", "--out", filepath.Join(t.TempDir(), "x.pdf")},
		{"players", "add", file, "--name", "新人"}, {"unpair", file}, {"swap", file, "1", "--colours", "1"},
		{"dispute", file, "1", "1"}, {"rule", file, "1", "1", "B+R"}, {"reports", file}, {"accept", file, "1", "1"},
		{"clock", file, "1"}, {"penalties", file}, {"disputes", file}, {"finals", file}, {"certification", file},
		{"penalty", file, "--player", "1", "--kind", "caution"}, {"games", "import", file, "../../tournament/testdata/players_sjis.csv"},
		{"pairs", "list", file}, {"rotation-error", file, "1", "1", "black"}, {"yonin", "standings", file, "1"},
		{"hidden-disc", file, "1", "1", "--call", "black", "--up", "black", "--choice", "colour", "--colour", "black"},
		{"rating-report", file},
	} {
		code, out, errs := run(t, args...)
		assert.Equal(t, ExitRefused, code, "%v: %s", args, out)
		assert.Contains(t, errs, "the event has 2 sections: name one with --section (main, B (B級))", "%v", args)
	}

	japaneseEnv(t)
	runFails(t, ExitRefused, "この大会には 2 部門あります。--section で部門を指定してください（main, B (B級)）", "pair", file)
}

func TestCLI_Issue24SectionFlagPicksTheCompetitionByKeyOrName(t *testing.T) {
	englishEnv(t)
	file := twoSectionFile(t)
	for _, n := range []string{"甲", "乙", "丙", "丁"} {
		mustRun(t, "players", "add", file, "--name", "B "+n, "--rank", "5k", "--section", "B級")
	}
	out := mustRun(t, "pair", file, "--section", "b", "--format", "csv")
	assert.Contains(t, out, "1,21,", "section B's tables are its venue numbers 21-30")
	assert.NotContains(t, out, "山田", "section main's players are not in B")

	out = mustRun(t, "players", "list", file, "--section", "main", "--format", "csv")
	assert.Contains(t, out, "山田 一郎")
	assert.NotContains(t, out, "B 甲")

	runFails(t, ExitRefused, `no section "C": the event has main, B (B級)`, "pairings", file, "--section", "C")
}

func TestCLI_Issue24EventOfOneSectionTakesItsSectionByDefaultOrByKey(t *testing.T) {
	_, file := englishEvent(t, "ev.taikai")
	code, _, _ := run(t, "demo", file, "--game", "go", "--players", "8")
	require.Equal(t, ExitOK, code)
	code, plain, _ := run(t, "pair", file, "--format", "csv")
	require.Equal(t, ExitOK, code)
	code, named, _ := run(t, "pairings", file, "--section", "main", "--format", "csv")
	require.Equal(t, ExitOK, code)
	assert.Equal(t, plain, named)
	assert.NotContains(t, plain, "section", "one section: no section column")

	runFails(t, ExitRefused, `no section "A": the event has main`, "standings", file, "--section", "A")

	code, _, errs := run(t, "new", filepath.Join(t.TempDir(), "x.taikai"), "--game", "go", "--name", "x", "--section", "A")
	assert.Equal(t, ExitUsage, code, "new makes the whole event: no --section")
	assert.Contains(t, errs, "unknown flag --section")
}

func TestCLI_Issue24NewWithoutGameThenSectionsAddedEditedListed(t *testing.T) {
	_, file := englishEvent(t, "ev.taikai")
	out := mustRun(t, "new", file, "--name", "囲碁まつり", "--date", "2025-05-05")
	assert.Contains(t, out, "no section yet")
	out = mustRun(t, "section", "list", file)
	assert.Contains(t, out, "no section yet")
	runFails(t, ExitRefused, "the event has no section yet", "pair", file)

	out = mustRun(t, "section", "add", file, "A", "--name", "A級", "--game", "go", "--tables", "1-10", "--set", "rounds=4", "--set", "handicap=false")
	assert.Equal(t, "added section A (A級): go, tables 1-10\n", out)
	mustRun(t, "section", "add", file, "kids", "--name", "こどもの部", "--game", "othello")
	runFails(t, ExitRefused, "the tables 5-12 overlap those of section A級 (1-10)", "section", "add", file, "B", "--name", "B級", "--game", "go", "--tables", "5-12")
	runFails(t, ExitRefused, "already has a section A", "section", "add", file, "a", "--name", "別", "--game", "go")

	out = mustRun(t, "section", "edit", file, "kids", "--tables", "11-20")
	assert.Equal(t, "section kids: こどもの部, tables 11-20\n", out)
	out = mustRun(t, "section", "edit", file, "A", "--ranks", "初段以上")
	runFails(t, ExitRefused, "overlap those of section A級 (初段以上)", "section", "edit", file, "kids", "--ranks", "二段〜三段")
	runFails(t, ExitRefused, "not a range FROM-TO", "section", "edit", file, "kids", "--tables", "twenty")

	mustRun(t, "players", "add", file, "--name", "山田 太郎", "--rank", "3d", "--section", "A")
	out = mustRun(t, "section", "list", file, "--format", "csv")
	assert.Equal(t, "key,name,game,format,participants,tables,ranks,round\nA,A級,go,swiss,1,1-10,初段以上,\nkids,こどもの部,othello,swiss,0,11-20,,\n", out)
	out = mustRun(t, "settings", file, "--section", "A", "--format", "csv")
	assert.Contains(t, out, "rounds,4,")
	assert.Contains(t, out, "handicap,false,")

	out = mustRun(t, "log", file, "--format", "csv")
	assert.Contains(t, out, "seq,time,section,arbiter,action,")
	assert.Contains(t, out, ",A,?,players.add,", "each entry names its section")
	assert.Contains(t, out, ",,?,section.add,", "a change of the whole event has none")
	assert.Contains(t, out, ",adding a section,")

	runFails(t, ExitUsage, "unknown section command", "section", "frob", file)
}

func TestCLI_Issue24SectionAddedToAnEventOfOneGameListsBoth(t *testing.T) {
	_, file := englishEvent(t, "ev.taikai")
	code, _, _ := run(t, "demo", file, "--game", "go", "--players", "10", "--rounds", "2")
	require.Equal(t, ExitOK, code)
	mustRun(t, "section", "add", file, "B", "--name", "B級", "--game", "go")
	code, out, _ := run(t, "section", "list", file, "--format", "json")
	require.Equal(t, ExitOK, code)
	assert.JSONEq(t, `[{"key":"main","name":"","game":"go","format":"swiss","participants":"10","tables":"1-5","ranks":"","round":"2"},
		{"key":"B","name":"B級","game":"go","format":"swiss","participants":"0","tables":"","ranks":"","round":""}]`, out)

	japaneseEnv(t)
	out = mustRun(t, "section", "list", file)
	assert.Regexp(t, `キー\s+部門名\s+競技\s+方式\s+参加者数\s+卓番号\s+段級位\s+回戦`, out)
	assert.Regexp(t, `B\s+B級\s+囲碁\s+スイス式\s+0\s+-\s+-\s+-`, out)
}

// twoGoSections is an event of sections A (A級, tables 1-10) and B (B級,
// tables 21-30), both Go.
func twoGoSections(t *testing.T) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "ev.taikai")
	runOK(t, [][]string{
		{"new", file, "--name", "囲碁まつり", "--date", "2025-05-05"},
		{"section", "add", file, "A", "--name", "A級", "--game", "go", "--tables", "1-10", "--set", "rounds=4", "--set", "handicap=false"},
		{"section", "add", file, "B", "--name", "B級", "--game", "go", "--tables", "21-30", "--set", "rounds=4"},
	}...)
	return file
}

// writeFile writes text to name in a temporary folder and returns its path.
func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
	return p
}

func TestCLI_Issue24PlayersImportedIntoTheirSectionsListedMovedAndEdited(t *testing.T) {
	englishEnv(t)
	file := twoGoSections(t)
	csvFile := writeFile(t, "players.csv", "氏名,段級位,部門\n青木 一,3d,A\n石井 二,2d,A級\n上田 三,1k,B\n江藤 四,2k,B級\n")
	out := mustRun(t, "players", "import", file, csvFile)
	assert.Equal(t, "imported 4 participants (UTF-8)\n", out)

	bad := writeFile(t, "bad.csv", "氏名,段級位\n太田 五,3d\n")
	runFails(t, ExitRefused, "give the section (a CSV's 部門 column, --section", "players", "import", file, bad)
	mustRun(t, "players", "import", file, bad, "--section", "B")

	out = mustRun(t, "players", "list", file, "--format", "csv")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 6)
	assert.True(t, strings.HasPrefix(lines[0], "id,name,section,reading,rank,"), lines[0])
	assert.True(t, strings.HasPrefix(lines[1], "1,青木 一,A,"), lines[1])
	assert.True(t, strings.HasPrefix(lines[5], "5,太田 五,B,"), lines[5])
	out = mustRun(t, "players", "list", file)
	assert.Regexp(t, `上田 三\s+B級`, out, "the table names the section")

	out = mustRun(t, "players", "list", file, "--section", "A", "--format", "csv")
	assert.Equal(t, 3, strings.Count(out, "\n"), "the header and section A's two")
	assert.NotContains(t, out, "section")

	out = mustRun(t, "players", "move", file, "上田 三", "A")
	assert.Equal(t, "#3 上田 三 moved to section A級\n", out)
	code, out, errs := run(t, "players", "edit", file, "上田 三", "--club", "横浜")
	require.Equal(t, ExitOK, code, errs, "edit finds the participant's section")
	assert.Contains(t, out, "edited #3")

	mustRun(t, "pair", file, "--section", "A")
	runFails(t, ExitRefused, "only before their first game", "players", "move", file, "上田 三", "B")

	japaneseEnv(t)
	code, out, _ = run(t, "players", "move", file, "江藤 四", "A")
	assert.Equal(t, ExitOK, code)
	assert.Equal(t, "江藤 四（番号 4）を部門 A級 に移しました\n", out)
	out = mustRun(t, "players", "list", file)
	assert.Regexp(t, `番号\s+氏名\s+部門\s+ふりがな\s+段級位`, out)
}

// sectionPlayers imports n players into each of sections A and B.
func sectionPlayers(t *testing.T, file string, n int) {
	t.Helper()
	var b strings.Builder
	b.WriteString("氏名,段級位,部門\n")
	ranks := []string{"5d", "3d", "1d", "2k", "4k", "6k"}
	for _, sec := range []string{"A", "B"} {
		for i := range n {
			fmt.Fprintf(&b, "%s選手%02d,%s,%s\n", sec, i+1, ranks[i%len(ranks)], sec)
		}
	}
	mustRun(t, "players", "import", file, writeFile(t, "p.csv", b.String()))
}

func TestCLI_Issue24PairAllThenCardsByVenueTableOnly(t *testing.T) {
	englishEnv(t)
	file := twoGoSections(t)
	sectionPlayers(t, file, 6)

	out := mustRun(t, "pair", file, "--all")
	assert.Regexp(t, `(?s)A級\nround 1 \(not published\)\n.*B級\nround 1 \(not published\)\n`, out)

	out = mustRun(t, "pairings", file, "--section", "B", "--format", "csv")
	rows := csvRows(t, out)
	require.Len(t, rows, 3)
	for i, r := range rows {
		assert.Equal(t, "B", r["section"])
		assert.Equal(t, fmt.Sprint(21+i), r["table"], "B級's tables are the venue's 21-23")
	}

	out = mustRun(t, "card", file, "21", "B+R")
	assert.Equal(t, fmt.Sprintf("B級, round 1, table 21: %s (Black) – %s (White)\nround 1 table 21: B+R\n", rows[0]["black"], rows[0]["white"]), out)
	runFails(t, ExitRefused, "no section's current round has table 99", "card", file, "99", "B+R")
	runFails(t, ExitRefused, "the current round of section B級 has no table 1", "card", file, "1", "B+R", "--section", "B")

	// Section A's cards are all in: pair --all pairs A's round 2 and says
	// why B waits.
	for table := 1; table <= 3; table++ {
		mustRun(t, "card", file, fmt.Sprint(table), "W+R")
	}
	code, out, errs := run(t, "pair", file, "--all", "--format", "csv")
	require.Equal(t, ExitOK, code, errs)
	rows = csvRows(t, out)
	require.Len(t, rows, 3)
	for _, r := range rows {
		assert.Equal(t, "2", r["round"])
		assert.Equal(t, "A", r["section"])
	}
	assert.Contains(t, errs, "B級: not paired: ")

	code, out, _ = run(t, "pair", file, "--all")
	assert.Equal(t, ExitRefused, code, out)
	runFails(t, ExitUsage, "give --all or --section, not both", "pair", file, "--all", "--section", "A")

	out = mustRun(t, "log", file)
	assert.Regexp(t, `B級\s+dev\s+\(not given\)\s+result \(round 1, table 21\)`, out)

	japaneseEnv(t)
	out = mustRun(t, "card", file, "22", "W+R")
	assert.Contains(t, out, "B級 1 回戦 22 番卓：")
	assert.Contains(t, out, "1 回戦 22 番卓：白中押し勝ち")
}

func TestCLI_Issue24PrintAllSectionsOneListForTheVenue(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	englishEnv(t)
	file := twoGoSections(t)
	sectionPlayers(t, file, 4)
	mustRun(t, "pair", file, "--all")
	pdf := filepath.Join(t.TempDir(), "venue.pdf")
	out := mustRun(t, "print", file, "pairings", "--all-sections", "--out", pdf)
	assert.Equal(t, "wrote "+pdf+" (Pairings by table, all sections)\n", out)
	text, err := exec.Command("pdftotext", "-raw", pdf, "-").Output()
	require.NoError(t, err)
	code, csvOut, _ := run(t, "pairings", file, "--section", "B", "--format", "csv")
	require.Equal(t, ExitOK, code)
	for _, r := range csvRows(t, csvOut) {
		assert.Contains(t, string(text), fmt.Sprintf("%s B級 %s %s", r["table"], r["black"], r["white"]))
	}
	assert.Contains(t, string(text), "1 A級 ")

	runFails(t, ExitUsage, "give it without --section and --round", "print", file, "pairings", "--all-sections", "--round", "1", "--out", pdf)
	runFails(t, ExitRefused, `no sheet "standings" of all sections; sheets: pairings, pairings-by-name`, "print", file, "standings", "--all-sections", "--out", pdf)
}

// `players add` without --section in an event of several sections puts
// the participant in the section whose ranks hold theirs (三段以上 A級),
// and refuses, naming --section, a rank no band holds.
func TestCLI_Issue24PlayersAddWithoutSectionGoesByRankBand(t *testing.T) {
	_, file := englishEvent(t, "bands.taikai")
	runOK(t, [][]string{
		{"new", file, "--name", "囲碁大会"},
		{"section", "add", file, "A", "--name", "A級", "--game", "go", "--ranks", "三段以上"},
		{"section", "add", file, "B", "--name", "B級", "--game", "go", "--ranks", "初段〜二段"},
	}...)
	mustRun(t, "players", "add", file, "--name", "強い人", "--rank", "4d")
	mustRun(t, "players", "add", file, "--name", "初段の人", "--rank", "初段")
	code, _, errw := run(t, "players", "add", file, "--name", "級位者", "--rank", "5k")
	assert.Equal(t, ExitRefused, code)
	assert.Contains(t, errw, "no section's ranks hold 5級")
	assert.Contains(t, errw, "--section")
	_, out, _ := run(t, "players", "list", file, "--format", "csv")
	assert.Contains(t, out, "強い人,A,")
	assert.Contains(t, out, "初段の人,B,")
	assert.NotContains(t, out, "級位者")
}

// A round robin section from the command line: section add --format
// roundrobin (総当たり), rounds paired until everyone has met everyone, the
// list naming the format.
func TestCLI_Issue25RoundRobinSection(t *testing.T) {
	_, file := englishEvent(t, "rr.taikai")
	runOK(t, [][]string{
		{"new", file, "--name", "月例会"},
		{"section", "add", file, "R", "--name", "総当たりの部", "--game", "go", "--format", "総当たり", "--tables", "1-3"},
		{"players", "add", file, "--name", "甲", "--rank", "2d"},
		{"players", "add", file, "--name", "乙", "--rank", "2d"},
		{"players", "add", file, "--name", "丙", "--rank", "2d"},
		{"players", "add", file, "--name", "丁", "--rank", "2d"},
	}...)
	_, out, _ := run(t, "section", "list", file, "--format", "csv")
	assert.Contains(t, out, "R,総当たりの部,go,roundrobin,4,1-3,,")
	met := map[string]bool{}
	for round := 1; round <= 3; round++ {
		out := mustRun(t, "pair", file, "--format", "csv")
		rows := readCSV(t, out)
		for _, r := range rows[1:] {
			met[min(r[2], r[3])+max(r[2], r[3])] = true
			mustRun(t, "card", file, r[1], "B+R")
		}
	}
	assert.Len(t, met, 6, "everyone met everyone")
	runFails(t, ExitRefused, "all paired", "pair", file)
	runFails(t, ExitRefused, "only before its first round", "section", "edit", file, "R", "--format", "swiss")
}

// Issue 38: `taikai help section` lists each format's options, in both
// languages.
func TestCLI_Issue38HelpSectionListsEachFormatsOptions(t *testing.T) {
	englishEnv(t)
	_, out, _ := run(t, "help", "section")
	for _, want := range []string{"league (予選リーグ)", "--group-size N", "--advance K", "--best-of-rest M", "knockout (トーナメント)", "[--third-place]",
		"qualify (2勝通過2敗失格", "--wins W --losses L [--bye lowest|win|nothing]", "roundrobin (総当たり)"} {
		assert.Contains(t, out, want)
	}
	t.Setenv("LANG", "ja_JP.UTF-8")
	_, out, _ = run(t, "help", "section")
	assert.Contains(t, out, "FORMAT とその指定")
	assert.Contains(t, out, "不戦勝は既定で成績が最下位の人に")
}
