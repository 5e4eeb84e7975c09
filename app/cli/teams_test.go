package cli

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// teamEvent is an event of a team section T (団体戦, Go, tables 1-10, a
// fixed seed) of boards boards, added with the flags given, and an
// individual section I (個人戦, Go, tables 21-30).
func teamEvent(t *testing.T, boards int, flags ...string) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "teams.taikai")
	runOK(t, [][]string{
		{"new", file, "--name", "実業団囲碁大会", "--date", "2026-11-21"},
		append([]string{"section", "add", file, "T", "--name", "団体戦", "--game", "go", "--team-boards", fmt.Sprint(boards),
			"--tables", "1-10", "--set", "seed=26"}, flags...),
		{"section", "add", file, "I", "--name", "個人戦", "--game", "go", "--tables", "21-30"},
	}...)
	return file
}

// fourTeamsCSV are four teams of three boards, 東京銀行 with a reserve.
const fourTeamsCSV = `チーム,盤,氏名,ふりがな,段級位,所属
東京銀行,主将,青木 一郎,あおき いちろう,5d,東京銀行
東京銀行,副将,石井 二郎,,3d,東京銀行
東京銀行,三将,上田 三郎,,1d,東京銀行
東京銀行,補欠,江藤 四郎,,2k,東京銀行
大阪商事,1,大野 五郎,,4d,大阪商事
大阪商事,2,加藤 六郎,,2d,大阪商事
大阪商事,3,木村 七郎,,1k,大阪商事
名古屋電機,1,久保 八郎,,3d,名古屋電機
名古屋電機,2,小林 九郎,,2d,名古屋電機
名古屋電機,3,佐藤 十郎,,2k,名古屋電機
札幌食品,1,渡辺 進,,2k,札幌食品
札幌食品,2,安藤 豊,,4k,札幌食品
札幌食品,3,池田 茂,,6k,札幌食品
`

// fourTeams is teamEvent with the four teams of fourTeamsCSV imported.
func fourTeams(t *testing.T, flags ...string) string {
	t.Helper()
	file := teamEvent(t, 3, flags...)
	mustRun(t, "teams", "import", file, writeFile(t, "teams.csv", fourTeamsCSV))
	return file
}

// A section is a team event from its creation: --team-boards N (2–7) with
// the match points and whether the order may change; the section list
// says so. Out-of-bounds boards, match points without a team section,
// match points that are not WIN/DRAW/LOSS, a game not played by single
// players, a team section drawing its entrants from another, and team
// flags on section edit are refused, nothing added.
func TestCLI_Issue26SectionAddWithTeamBoardsAndRefusals(t *testing.T) {
	englishEnv(t)
	file := teamEvent(t, 3, "--match-points", "3/1/0", "--order-changes", "--set", "handicap=true")
	code, out, _ := run(t, "section", "list", file, "--format", "csv")
	require.Equal(t, ExitOK, code)
	assert.Equal(t, "key,name,game,format,participants,tables,ranks,round,boards,match_points,order_changes\n"+
		"T,団体戦,go,swiss,0,1-10,,,3,3/1/0,yes\nI,個人戦,go,swiss,0,21-30,,,,,\n", out)
	out = mustRun(t, "section", "list", file)
	assert.Regexp(t, `T\s+団体戦\s+go\s+Swiss\s+0 \(0 teams\)\s+1-10.*teams of 3 boards, match points 3/1/0, order may change`, out)

	code, out, errs := run(t, "section", "add", file, "T2", "--name", "女子団体", "--game", "othello", "--team-boards", "2")
	require.Equal(t, ExitOK, code, errs)
	assert.Equal(t, "added section T2 (女子団体): othello, teams of 2 boards, match points 2/1/0\n", out)

	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--game", "go", "--team-boards", "1"}, ExitUsage, `--team-boards must be a number from 2 to 7 (not "1")`},
		{[]string{"--game", "go", "--team-boards", "8"}, ExitUsage, `--team-boards must be a number from 2 to 7 (not "8")`},
		{[]string{"--game", "go", "--team-boards", "三"}, ExitUsage, "--team-boards must be a number from 2 to 7"},
		{[]string{"--game", "go", "--match-points", "3/1/0"}, ExitUsage, "--match-points and --order-changes are given with --team-boards N"},
		{[]string{"--game", "go", "--order-changes"}, ExitUsage, "--match-points and --order-changes are given with --team-boards N"},
		{[]string{"--game", "go", "--team-boards", "3", "--match-points", "1/1/0"}, ExitRefused, `the match points "1/1/0" are not WIN/DRAW/LOSS`},
		{[]string{"--game", "pairgo", "--team-boards", "3"}, ExitRefused, "is not played by single players: it has no team events"},
		{[]string{"--game", "go", "--team-boards", "3", "--from", "I", "--places", "1-2"}, ExitRefused, "a team section registers its teams: it takes no entrants from another section"},
	} {
		args := append([]string{"section", "add", file, "X", "--name", "X"}, c.args...)
		code, _, errs := run(t, args...)
		assert.Equal(t, c.code, code, "%v", c.args)
		assert.Contains(t, errs, c.want, "%v", c.args)
	}
	runFails(t, ExitUsage, "--team-boards, --match-points and --order-changes are given with section add", "section", "edit", file, "I", "--team-boards", "3")
	out = mustRun(t, "section", "list", file, "--format", "csv")
	assert.Equal(t, 4, strings.Count(out, "\n"), "the header and T, I, T2: nothing added by a refusal")
}

// A team is registered by hand with its players in board order, a rank
// after / or : (full-width too), a reserve, the team's club given to its
// players; a team of the wrong size, a second team of one name, a bad rank
// and a section of individuals are refused. teams list gives each team's
// players by board (主将 …) and reserves, in CSV the columns teams import
// reads.
func TestCLI_Issue26TeamsAddedByHandAndListed(t *testing.T) {
	englishEnv(t)
	file := teamEvent(t, 3)
	code, out, errs := run(t, "teams", "add", file, "--name", "東京銀行", "--club", "丸の内", "青木 一郎/5d", "石井 二郎:三段", "上田 三郎",
		"--reserve", "江藤 四郎／2k")
	require.Equal(t, ExitOK, code, errs)
	assert.Equal(t, "added team #5 東京銀行: 1 青木 一郎 (5d), 2 石井 二郎 (3d), 3 上田 三郎; reserve 江藤 四郎 (2k)\n", out)

	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--name", "大阪商事", "甲/1d"}, "team 大阪商事 has 1 players in board order; the section's teams have 3 boards and play with 2 at least"}, // 2 of 3 play short (欠員)
		{[]string{"--name", "東京銀行", "甲", "乙", "丙"}, "the section already has a team 東京銀行"},
		{[]string{"--name", "大阪商事", "甲/1d", "乙/9z", "丙"}, `team 大阪商事, board 2: invalid rank "9z"`},
		{[]string{"--name", "大阪商事", "甲", "乙", "丙", "--section", "I"}, "section 個人戦 is not a team event"},
	} {
		code, _, errs := run(t, append([]string{"teams", "add", file}, c.args...)...)
		assert.Equal(t, ExitRefused, code, "%v", c.args)
		assert.Contains(t, errs, c.want, "%v", c.args)
	}
	code, _, errs = run(t, "teams", "add", file, "甲", "乙", "丙")
	assert.Equal(t, ExitUsage, code, "no --name")
	assert.Contains(t, errs, "usage: taikai teams add FILE")

	out = mustRun(t, "teams", "list", file, "--format", "csv")
	assert.Equal(t, "team,board,name,reading,rank,club,id,team_id,status\n"+
		"東京銀行,1,青木 一郎,,5d,丸の内,1,5,present\n"+
		"東京銀行,2,石井 二郎,,3d,丸の内,2,5,present\n"+
		"東京銀行,3,上田 三郎,,,丸の内,3,5,present\n"+
		"東京銀行,reserve,江藤 四郎,,2k,丸の内,4,5,present\n", out)
	out = mustRun(t, "teams", "list", file, "--section", "T", "--format", "json")
	rows := readJSON[[]map[string]string](t, out)
	require.Len(t, rows, 4)
	assert.Equal(t, map[string]string{"team": "東京銀行", "board": "reserve", "name": "江藤 四郎", "reading": "", "rank": "2k", "club": "丸の内",
		"id": "4", "team_id": "5", "status": "present"}, rows[3])
	out = mustRun(t, "teams", "list", file)
	assert.Contains(t, out, "団体戦: 1 team, teams of 3 boards, match points 2/1/0\n")
	assert.Regexp(t, `東京銀行 \(丸の内\)\s+1\s+主将\s+青木 一郎\s+5d\s+丸の内`, out)
	assert.Regexp(t, `\n\s+3\s+三将\s+上田 三郎\s+-\s+丸の内`, out, "no rank: a dash")
	assert.Regexp(t, `\n\s+-\s+reserve\s+江藤 四郎\s+2k`, out)

	japaneseEnv(t)
	out = mustRun(t, "teams", "list", file)
	assert.Contains(t, out, "団体戦：1 チーム、3人制の団体戦、勝点 2/1/0\n")
	assert.Regexp(t, `チーム\s+盤\s+将\s+氏名\s+段級位\s+所属`, out)
	assert.Regexp(t, `東京銀行（丸の内）\s+1\s+主将\s+青木 一郎\s+五段`, out)
	assert.Regexp(t, `\n\s+-\s+補欠\s+江藤 四郎\s+2級`, out)
	out = mustRun(t, "teams", "add", file, "--name", "大阪商事", "大野 五郎/4d", "加藤 六郎/二段", "木村 七郎/1k")
	assert.Equal(t, "チーム 大阪商事（番号 9）を登録しました：主将 大野 五郎（四段）、副将 加藤 六郎（二段）、三将 木村 七郎（1級）\n", out)
}

// teams import reads a CSV of one line a player (チーム, 盤 as 1–7 or
// 主将 … 補欠, the players' columns): all teams or none, every bad line
// listed; without --section, the event's only team section. What teams
// list writes as CSV reads back the same.
func TestCLI_Issue26TeamsImportedFromACSVAllOrNone(t *testing.T) {
	englishEnv(t)
	file := teamEvent(t, 3)
	bad := writeFile(t, "bad.csv", "チーム,盤,氏名,段級位\n東京銀行,主将,青木 一郎,5d\n東京銀行,主将,石井 二郎,3d\n東京銀行,三将,上田 三郎,1d\n大阪商事,八将,大野 五郎,4d\n")
	code, _, errs := run(t, "teams", "import", file, bad)
	assert.Equal(t, ExitRefused, code)
	assert.Contains(t, errs, "line 3")
	assert.Contains(t, errs, "team 東京銀行 has board 1 twice (also line 2)")
	assert.Contains(t, errs, `"八将" is not a board`)
	code, out, _ := run(t, "teams", "list", file, "--format", "csv")
	require.Equal(t, ExitOK, code)
	assert.Equal(t, 1, strings.Count(out, "\n"), "nothing imported")

	out = mustRun(t, "teams", "import", file, writeFile(t, "teams.csv", fourTeamsCSV))
	assert.Equal(t, "imported 4 teams, 13 players (UTF-8)\n", out)
	code, listed, _ := run(t, "teams", "list", file, "--format", "csv")
	require.Equal(t, ExitOK, code)
	rows := csvRows(t, listed)
	require.Len(t, rows, 13)
	assert.Equal(t, map[string]string{"team": "東京銀行", "board": "1", "name": "青木 一郎", "reading": "あおき いちろう", "rank": "5d", "club": "東京銀行",
		"id": "1", "team_id": "5", "status": "present"}, rows[0])
	assert.Equal(t, "reserve", rows[3]["board"])
	assert.Equal(t, []string{"札幌食品", "3", "池田 茂", "6k"}, []string{rows[12]["team"], rows[12]["board"], rows[12]["name"], rows[12]["rank"]})

	again := teamEvent(t, 3)
	code, _, errs = run(t, "teams", "import", again, writeFile(t, "listed.csv", listed))
	require.Equal(t, ExitOK, code, errs)
	assert.Contains(t, errs, `ignored column "id"`)
	_, relisted, _ := run(t, "teams", "list", again, "--format", "csv")
	assert.Equal(t, listed, relisted, "the list reads back as it was")

	// Without a team section, or with two, --section is needed.
	none := filepath.Join(t.TempDir(), "none.taikai")
	run(t, "new", none, "--name", "x")
	run(t, "section", "add", none, "A", "--game", "go")
	runFails(t, ExitRefused, "the event has no team section: add one with `taikai section add FILE KEY --name NAME --game GAME --team-boards N`", "teams", "list", none)
	mustRun(t, "section", "add", file, "T2", "--game", "othello", "--team-boards", "2")
	runFails(t, ExitRefused, "the event has several team sections: give --section KEY (T (団体戦), T2 (T2))", "teams", "list", file)
}

// taikai help teams documents the verbs in English and Japanese; the
// overview lists teams after players.
func TestCLI_Issue26HelpTeamsInBothLanguages(t *testing.T) {
	englishEnv(t)
	code, out, _ := run(t, "help", "teams")
	require.Equal(t, ExitOK, code)
	for _, want := range []string{"taikai teams add FILE [--section KEY] --name TEAM", "taikai teams import FILE CSV", "taikai teams list FILE",
		"taikai teams substitute FILE ROUND TEAM BOARD PLAYER", "taikai teams order FILE", "佐藤一郎/3d", "standings --boards"} {
		assert.Contains(t, out, want)
	}
	out = mustRun(t, "help", "section")
	assert.Contains(t, out, "--team-boards N makes the section a team event (団体戦)")
	out = mustRun(t, "help")
	assert.Regexp(t, `taikai players [^\n]*\n\s+taikai teams add\|import\|list\|substitute\|order FILE`, out)

	japaneseEnv(t)
	out = mustRun(t, "help", "teams")
	assert.Contains(t, out, "団体戦の部門のチーム")
	assert.Contains(t, out, "ROUND 回戦のチームの試合で、BOARD（1〜7 か")
	out = mustRun(t, "help", "section")
	assert.Contains(t, out, "--team-boards N でこの部門は N 人制の団体戦になります")
}
