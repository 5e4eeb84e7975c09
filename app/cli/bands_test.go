package cli

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/encoding/japanese"
)

// monthly is a Go event of one section with n players registered: ranks
// 5d, 4d … by threes, no ratings; its file.
func monthly(t *testing.T, n int) string {
	t.Helper()
	file := newEventFile(t, "monthly.taikai", "new", "--game", "go", "--name", "月例会")
	ranks := []string{"5d", "4d", "3d", "2d", "1d", "1k", "2k", "3k", "4k", "5k"}
	var b strings.Builder
	b.WriteString("氏名,ふりがな,段級位,所属\n")
	for i := range n {
		fmt.Fprintf(&b, "選手%02d,せんしゅ%02d,%s,東京\n", i+1, i+1, ranks[(i/3)%len(ranks)])
	}
	mustRun(t, "players", "import", file, writeFile(t, "players.csv", b.String()))
	return file
}

// section bands: shows the classes (key, name, size, band, players) and
// changes nothing; --apply makes them, the players moved; refused with
// the reason for a count no class size fits and once the source has paired.
func TestCLI_Issue27SectionBandsShowsThenMakesTheClasses(t *testing.T) {
	englishEnv(t)
	file := monthly(t, 13)
	out := mustRun(t, "section", "bands", file, "--by", "rank", "--size", "6-10")
	assert.Equal(t, `section main: 13 players by rank into classes of 6-10: 2 classes, 6+7
A級 (A): 6 players, ranks 4d and up
   1. #1 選手01  5d  -
   2. #2 選手02  5d  -
   3. #3 選手03  5d  -
   4. #4 選手04  4d  -
   5. #5 選手05  4d  -
   6. #6 選手06  4d  -
B級 (B): 7 players, ranks up to 3d
   1. #7 選手07  3d  -
   2. #8 選手08  3d  -
   3. #9 選手09  3d  -
   4. #10 選手10  2d  -
   5. #11 選手11  2d  -
   6. #12 選手12  2d  -
   7. #13 選手13  1d  -
nothing changed: add --apply to make these sections and move the players
`, out)
	out = mustRun(t, "section", "list", file)
	assert.Equal(t, 2, strings.Count(out, "\n"), "still one section:\n%s", out)

	out = mustRun(t, "section", "bands", file, "--by", "rank", "--size", "6-10", "--format", "csv")
	rows := readCSV(t, out)
	assert.Equal(t, []string{"key", "class", "band", "id", "name", "rank", "rating"}, rows[0])
	assert.Equal(t, []string{"B", "B級", "三段以下", "13", "選手13", "1d", ""}, rows[13])

	code, _, errs := run(t, "section", "bands", file, "--by", "rating", "--size", "6-10")
	assert.Equal(t, ExitRefused, code)
	assert.Equal(t, "taikai: 13 players have no rating, so their class cannot be told: 選手01、選手02、選手03、選手04、選手05、選手06、選手07、選手08、選手09、選手10、… (+3); read a rating list or give their ratings\n", errs)
	code, _, errs = run(t, "section", "bands", file, "--by", "rank", "--size", "7-10")
	assert.Equal(t, ExitRefused, code)
	assert.Equal(t, "taikai: 13 players cannot be split into classes of 7-10: one class holds at most 10, 2 need at least 14; change the sizes (e.g. 6-10)\n", errs)
	runFails(t, ExitRefused, "classes are drawn by rank or by rating", "section", "bands", file, "--by", "age", "--size", "6-10")
	runFails(t, ExitUsage, "usage: taikai section bands FILE [KEY] --by rank|rating --size 6-10 [--apply]", "section", "bands", file, "--by", "rank")
	code, _, _ = run(t, "section", "list", file, "--apply")
	assert.Equal(t, ExitUsage, code)

	out = mustRun(t, "section", "bands", file, "--by", "rank", "--size", "6-10", "--apply")
	assert.True(t, strings.HasSuffix(out, "made section A (A級), tables 1-3\nmade section B (B級), tables 4-7\n"), out)
	out = mustRun(t, "section", "list", file, "--format", "csv")
	assert.Equal(t, "key,name,game,format,participants,tables,ranks,round\nmain,,go,swiss,0,,,\nA,A級,go,swiss,6,1-3,四段以上,\nB,B級,go,swiss,7,4-7,三段以下,\n", out)
	out = mustRun(t, "log", file, "--format", "csv")
	assert.Contains(t, out, "2 classes by rank of 6-10 players from section main: A 6, B 7")

	code, _, errs = run(t, "section", "bands", file, "--section", "B", "--by", "rank", "--size", "3-4")
	assert.Equal(t, ExitRefused, code, "--section names the source as KEY does")
	assert.Equal(t, "taikai: the event already has a section A (A級): the classes would be A級、B級\n", errs)
	code, _, _ = run(t, "section", "bands", file, "B", "--section", "B", "--by", "rank", "--size", "3-4")
	assert.Equal(t, ExitUsage, code)
	code, _, _ = run(t, "section", "list", file, "--section", "B")
	assert.Equal(t, ExitUsage, code)
	mustRun(t, "pair", file, "--section", "A")
	code, _, errs = run(t, "section", "bands", file, "A", "--by", "rank", "--size", "3")
	assert.Equal(t, ExitRefused, code)
	assert.Equal(t, "taikai: section A級 has paired round 1: classes are drawn from its registration list before its first round\n", errs)
}

// players ratings: a rating list as downloaded (Shift_JIS, Japanese
// headers, readings in katakana, names without the space) is matched by
// name and reading; without --apply it shows and changes nothing; with it
// the ratings found are set; the ambiguous and the missing are listed.
func TestCLI_Issue27PlayersRatingsFromAShiftJISList(t *testing.T) {
	englishEnv(t)
	file := monthly(t, 4)
	mustRun(t, "players", "add", file, "--name", "選手01", "--club", "大阪")
	list, err := japanese.ShiftJIS.NewEncoder().String("会員番号,氏名,フリガナ,所属,レート\r\n" +
		"101,選手 01,センシュ 01,東京都,2100\r\n" +
		"102,選手 01,センシュ01,大阪府,1600\r\n" +
		"103,選手02,センシュ02,神奈川県,1900\r\n" +
		"104,選手03,センシュ03,東京都,\r\n" +
		"105,選手４,センシュ04,東京都,1700\r\n")
	require.NoError(t, err)
	path := writeFile(t, "rating.csv", list)

	code, out, errs := run(t, "players", "ratings", file, path)
	require.Equal(t, ExitOK, code, errs)
	assert.Equal(t, "taikai: ignored column \"会員番号\"\n", errs)
	assert.Equal(t, `rating list (Shift_JIS): 3 found (3 to change), 0 ambiguous, 2 not found
found:
  #1 選手01  - → 2100  (line 2)
  #2 選手02  - → 1900  (line 4; the list's club is 神奈川県)
  #5 選手01  - → 1600  (line 3)
not found (not set):
  #3 選手03 (東京): line 5 (選手03, センシュ03, 東京都, no rating) has no rating
  #4 選手04 (東京): not on the list under this name and reading; look at line 6 (選手４, センシュ04, 東京都, 1700)
nothing changed: add --apply to set the 3 ratings
`, out)
	out = mustRun(t, "players", "list", file, "--format", "csv")
	assert.NotContains(t, out, "2100", "nothing changed without --apply")

	out = mustRun(t, "players", "ratings", file, path, "--apply")
	assert.True(t, strings.HasSuffix(out, "set 3 ratings\n"), out)
	out = mustRun(t, "players", "list", file, "--format", "csv")
	assert.Contains(t, out, "1,選手01,せんしゅ01,5d,,,東京,,2100,present")
	out = mustRun(t, "players", "ratings", file, path, "--apply", "--format", "csv")
	assert.True(t, strings.HasPrefix(out, "status,id,name,club,old,new,line,note\nunchanged,1,選手01,東京,2100,2100,2,\n"), out)

	bad := writeFile(t, "bad.csv", "氏名,レーティング\n選手01,千八百\n")
	code, _, errs = run(t, "players", "ratings", file, bad)
	assert.Equal(t, ExitRefused, code)
	assert.Equal(t, "taikai: nothing was imported: the CSV has 1 problem(s):\nline 2, column レーティング: the rating \"千八百\" is not a whole number from 0 to 4000\n", errs)
	code, _, _ = run(t, "players", "ratings", file)
	assert.Equal(t, ExitUsage, code)
	code, _, _ = run(t, "players", "list", file, "--apply")
	assert.Equal(t, ExitUsage, code)
}

// Issue 27 under LANG=ja: section bands and players ratings say
// everything in Japanese, when they work and when they refuse.
func TestCLI_Issue27BandsAndRatingsSpeakJapaneseUnderLangJa(t *testing.T) {
	japaneseEnv(t)
	j := &jaTranscript{t: t}
	file := monthly(t, 21)
	j.learnNames(file)
	var b strings.Builder
	b.WriteString("氏名,ふりがな,所属,レーティング\n")
	for i := range 20 {
		fmt.Fprintf(&b, "選手%02d,センシュ%02d,東京都,%d\n", i+1, i+1, 2000-10*i)
	}
	b.WriteString("選手02,センシュ02,大阪府,1500\n")
	list := writeFile(t, "rating.csv", b.String())
	j.names = append(j.names, "大阪府", "東京都", "main")
	for i := range 21 {
		j.names = append(j.names, fmt.Sprintf("センシュ%02d", i+1))
	}

	j.run(ExitOK, "help", "players")
	j.run(ExitOK, "help", "section")
	j.run(ExitOK, "players", "ratings", file, list)
	j.run(ExitOK, "players", "ratings", file, list, "--apply")
	j.run(ExitOK, "players", "ratings", file, list, "--apply")
	j.run(ExitRefused, "players", "ratings", file, writeFile(t, "bad.csv", "氏名,所属\n選手01,東京\n"))
	j.run(ExitUsage, "players", "ratings", file)
	j.run(ExitRefused, "section", "bands", file, "--by", "rating", "--size", "6-10")
	j.run(ExitOK, "section", "bands", file, "--by", "rank", "--size", "6-10")
	j.run(ExitRefused, "section", "bands", file, "--by", "rank", "--size", "11-12")
	j.run(ExitRefused, "section", "bands", file, "--by", "rank", "--size", "30")
	j.run(ExitRefused, "section", "bands", file, "--by", "年齢", "--size", "6-10")
	j.run(ExitRefused, "section", "bands", file, "--by", "rank", "--size", "六")
	j.run(ExitUsage, "section", "bands", file, "--by", "rank")
	j.run(ExitOK, "players", "withdraw", file, "選手21")
	j.run(ExitOK, "section", "bands", file, "--by", "rating", "--size", "6-10", "--apply")
	j.run(ExitOK, "section", "list", file)
	j.run(ExitRefused, "section", "bands", file, "--by", "rating", "--size", "6-10")
	j.run(ExitOK, "pair", file, "--section", "A")
	j.run(ExitRefused, "section", "bands", file, "A", "--by", "rating", "--size", "3")
	j.run(ExitOK, "log", file)
	j.done()
}
