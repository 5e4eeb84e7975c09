package cli

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// teamMatches pairs the next round of section T and returns its CSV rows
// (a match's line, then one line a board).
func teamMatches(t *testing.T, file string) []map[string]string {
	t.Helper()
	out := mustRun(t, "pair", file, "--section", "T", "--format", "csv")
	return csvRows(t, out)
}

// matchLines are the matches' lines of a team pairing (board empty).
func matchLines(rows []map[string]string) []map[string]string {
	var out []map[string]string
	for _, r := range rows {
		if r["board"] == "" && r["table"] != "" {
			out = append(out, r)
		}
	}
	return out
}

// Pairings of a team section: in CSV each match's line (board empty, the
// teams as black and white, the team listed first as Black) then one line
// a board, board 1, 2, 3, with the board's players as seated, their teams
// and Go's handicap; an individual section of the same event keeps its
// columns. The table a person reads puts each team's player under the
// team, with their colour.
func TestCLI_Issue26PairingsCSVOneRowPerBoardUnderEachMatch(t *testing.T) {
	englishEnv(t)
	file := fourTeams(t, "--set", "handicap=true")
	rows := teamMatches(t, file)
	code, out, _ := run(t, "pairings", file, "--section", "T", "--format", "csv")
	require.Equal(t, ExitOK, code)
	assert.True(t, strings.HasPrefix(out, "round,table,black,white,board,black_team,white_team,handicap,black_score,white_score,result,rated,why,section\n"), out)
	require.Len(t, rows, 8, "two matches of three boards")
	members := map[string]string{} // player → team
	_, listed, _ := run(t, "teams", "list", file, "--format", "csv")
	for _, p := range csvRows(t, listed) {
		members[p["name"]] = p["team"]
	}
	for i := 0; i < len(rows); i += 4 {
		m := rows[i]
		assert.Empty(t, m["board"], "the match's line")
		assert.NotEmpty(t, m["table"])
		assert.Equal(t, m["black"], m["black_team"])
		assert.Equal(t, m["white"], m["white_team"])
		for k := 1; k <= 3; k++ {
			b := rows[i+k]
			assert.Equal(t, m["table"], b["table"], "under the match's table")
			assert.Equal(t, []string{"1", "2", "3"}[k-1], b["board"])
			assert.Equal(t, members[b["black"]], b["black_team"], "board %d: Black's team", k)
			assert.Equal(t, members[b["white"]], b["white_team"], "board %d: White's team", k)
			assert.ElementsMatch(t, []string{m["black"], m["white"]}, []string{b["black_team"], b["white_team"]})
			assert.Regexp(t, `stones|komi`, b["handicap"], "Go's handicap by the two ranks")
		}
	}
	// 東京銀行 (5d 3d 1d) against 札幌食品 (2k 4k 6k): the weaker player
	// takes Black on each board, with stones.
	for i, r := range rows {
		if r["board"] == "1" && (r["black_team"] == "札幌食品" || r["white_team"] == "札幌食品") && (r["black_team"] == "東京銀行" || r["white_team"] == "東京銀行") {
			assert.Equal(t, "渡辺 進", r["black"], "2k takes Black against 5d")
			assert.Contains(t, rows[i]["handicap"], "6 stones")
		}
	}

	out = mustRun(t, "pairings", file, "--section", "T", "--format", "json")
	js := readJSON[[]map[string]string](t, out)
	assert.Len(t, js, 8)

	out = mustRun(t, "pairings", file, "--section", "T")
	assert.Regexp(t, `table\s+board\s+first\s+second\s+won\s+handicap\s+result`, out)
	first := matchLines(rows)[0]
	assert.Regexp(t, first["table"]+`\s+`+first["black"]+`\s+`+first["white"]+`\s+0–0`, out, "the match's line")
	assert.Regexp(t, `\n\s+1 主将\s+\S+ \S+ \((B|W)\)\s+\S+ \S+ \((B|W)\)\s+\d stones`, out, "board 1 under its match")

	mustRun(t, "players", "import", file, writeFile(t, "p.csv", "氏名,段級位,部門\n甲,1d,I\n乙,2d,I\n"))
	out = mustRun(t, "pair", file, "--section", "I", "--format", "csv")
	assert.True(t, strings.HasPrefix(out, "round,table,black,white,black_score,white_score,result,rated,why,section\n"), "an individual section as before: %s", out)
}

// A match's result by marks from the side of the team listed first (○○×)
// or by each board's words (B+R,W+R,B+T): the line says the boards won and
// the match's winner; a result of the wrong number of boards, or with a
// board the game cannot read, is refused and nothing changes.
func TestCLI_Issue26ResultByMarksAndByBoardWords(t *testing.T) {
	englishEnv(t)
	file := fourTeams(t)
	ms := matchLines(teamMatches(t, file))
	a, b := ms[0], ms[1]
	out := mustRun(t, "result", file, "1", a["table"], "○○×", "--section", "T")
	assert.Equal(t, "round 1 table "+a["table"]+": ○○× (boards 2–1); "+a["black"]+" wins the match\n", out)

	out = mustRun(t, "card", file, b["table"], "B+R,W+R,B+T")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 2)
	assert.Equal(t, "団体戦, round 1, table "+b["table"]+": "+b["black"]+" – "+b["white"]+" (read from "+b["black"]+"'s side, board 1 first)", lines[0])
	assert.Regexp(t, `^round 1 table `+b["table"]+`: B\+R,W\+R,B\+T \(boards \d–\d\); \S+ wins the match$`, lines[1])

	for _, c := range []struct{ text, want string }{
		{"○○", `"○○" gives 2 boards' results; the match has 3 boards (board 1 first)`},
		{"○○×○", `gives 4 boards' results`},
		{"B+R,W+X,B+T", "board 2: "},
		{"○?×", `"○?×" is not a match's result`},
	} {
		code, _, errs := run(t, "result", file, "1", a["table"], c.text, "--section", "T")
		assert.Equal(t, ExitRefused, code, c.text)
		assert.Contains(t, errs, c.want, c.text)
	}
	out = mustRun(t, "pairings", file, "--section", "T", "--format", "csv")
	rows := csvRows(t, out)
	assert.Equal(t, "○○×", matchLines(rows)[0]["result"], "unchanged by the refusals")
	for _, r := range rows {
		if r["table"] == a["table"] && r["board"] == "3" {
			assert.Equal(t, "×", r["result"], "each board keeps its mark")
		}
	}

	japaneseEnv(t)
	out = mustRun(t, "result", file, "1", a["table"], "×○○", "--section", "T")
	assert.Equal(t, "1 回戦 "+a["table"]+" 番卓：×○○（2勝1敗）："+a["black"]+"の勝ち（○○× から訂正）\n", out)
	out = mustRun(t, "result", file, "1", a["table"], "黒中押し勝ち,白中押し勝ち,黒時間切れ勝ち", "--section", "T")
	assert.Regexp(t, `^1 回戦 \d+ 番卓：黒中押し勝ち、白中押し勝ち、黒時間切れ勝ち（\d勝\d敗）：\S+の勝ち（×○○ から訂正）\n$`, out)
	code, _, errs := run(t, "result", file, "1", a["table"], "○×△", "--section", "T")
	assert.Equal(t, ExitRefused, code, "komi 6.5: no board of Go is drawn")
	assert.Contains(t, errs, "3番盤：", errs)
	assert.Contains(t, errs, "持碁", errs)
}

// A board held pending a ruling (預) holds its match: the line says so,
// the standings count nothing of it and note it; the match counts once
// the board is ruled and the match recorded again.
func TestCLI_Issue26PendingBoardHoldsTheMatch(t *testing.T) {
	englishEnv(t)
	file := fourTeams(t)
	ms := matchLines(teamMatches(t, file))
	out := mustRun(t, "result", file, "1", ms[0]["table"], "○預×", "--section", "T")
	assert.Equal(t, "round 1 table "+ms[0]["table"]+": ○預× (board 2 is pending a ruling: the match waits for it)\n", out)
	mustRun(t, "result", file, "1", ms[1]["table"], "○○○", "--section", "T")

	out = mustRun(t, "standings", file, "--section", "T", "--round", "1", "--format", "csv")
	st := map[string]map[string]string{}
	for _, r := range csvRows(t, out) {
		st[r["name"]] = r
	}
	held := st[ms[0]["black"]]
	assert.Equal(t, "0", held["match_points"], "a held match gives nothing yet")
	assert.Equal(t, "round 1 table "+ms[0]["table"]+" waits for a ruling", held["note"])
	assert.Equal(t, "2", st[ms[1]["black"]]["match_points"])

	out = mustRun(t, "result", file, "1", ms[0]["table"], "○○×", "--section", "T")
	assert.Contains(t, out, "wins the match; corrected from ○預×")
	_, out, _ = run(t, "standings", file, "--section", "T", "--format", "csv")
	for _, r := range csvRows(t, out) {
		if r["name"] == ms[0]["black"] {
			assert.Equal(t, []string{"2", "2", ""}, []string{r["match_points"], r["board_points"], r["note"]}, "ruled: counted")
		}
	}
}

// A reserve plays one board of one round (teams substitute, BOARD as 3 or
// 三将): the board is seated again and the pairing shows the reserve; it is
// logged; refused for a player of another team, a board out of the match,
// and once the match has a result.
func TestCLI_Issue26ReserveSubstitutedOnABoard(t *testing.T) {
	englishEnv(t)
	file := fourTeams(t, "--set", "handicap=true")
	rows := teamMatches(t, file)
	code, out, errs := run(t, "teams", "substitute", file, "1", "東京銀行", "三将", "江藤 四郎")
	require.Equal(t, ExitOK, code, errs)
	assert.Regexp(t, `^round 1 table \d+ board 3 \(三将\): team 東京銀行 now plays .*江藤 四郎 \((B|W)\).*stones`, out)
	var table string
	for _, r := range matchLines(rows) {
		if r["black"] == "東京銀行" || r["white"] == "東京銀行" {
			table = r["table"]
		}
	}
	_, out, _ = run(t, "pairings", file, "--section", "T", "--format", "csv")
	for _, r := range csvRows(t, out) {
		if r["table"] == table && r["board"] == "3" {
			assert.Contains(t, []string{r["black"], r["white"]}, "江藤 四郎", "the reserve plays board 3")
			assert.NotContains(t, []string{r["black"], r["white"]}, "上田 三郎")
		}
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"1", "東京銀行", "2", "大野 五郎"}, ExitRefused, "大野 五郎 is not a player or reserve of team 東京銀行"},
		{[]string{"1", "東京銀行", "4", "上田 三郎"}, ExitRefused, "the match has boards 1 to 3, not 4"},
		{[]string{"1", "東京銀行", "八将", "上田 三郎"}, ExitUsage, "BOARD is a board of the match: 1–7 or 主将, 副将, 三将"},
		{[]string{"1", "東京銀行", "1", "石井 二郎"}, ExitRefused, "石井 二郎 already plays board 2 of this match"},
	} {
		code, _, errs := run(t, append([]string{"teams", "substitute", file}, c.args...)...)
		assert.Equal(t, c.code, code, "%v", c.args)
		assert.Contains(t, errs, c.want, "%v", c.args)
	}
	mustRun(t, "result", file, "1", table, "○○○", "--section", "T")
	runFails(t, ExitRefused, "already has a result: clear it before changing a board's player", "teams", "substitute", file, "1", "東京銀行", "3", "上田 三郎")
	_, out, _ = run(t, "log", file)
	assert.Contains(t, out, "reserve put in (round 1, table "+table+")")
	assert.Contains(t, out, "team 東京銀行 plays 江藤 四郎 instead of 上田 三郎")
}

// The board order may change before round 1 is paired (those left out
// become reserves); after it, only in a section added with
// --order-changes.
func TestCLI_Issue26BoardOrderFixedAfterRound1(t *testing.T) {
	englishEnv(t)
	file := fourTeams(t)
	out := mustRun(t, "teams", "order", file, "東京銀行", "石井 二郎", "青木 一郎", "江藤 四郎")
	assert.Equal(t, "team 東京銀行, board order: 1 石井 二郎 (3d), 2 青木 一郎 (5d), 3 江藤 四郎 (2k); reserve 上田 三郎 (1d)\n", out)
	runFails(t, ExitRefused, "name 3 players, board 1 first (2 given)", "teams", "order", file, "東京銀行", "石井 二郎", "青木 一郎")
	teamMatches(t, file)
	runFails(t, ExitRefused, "the board order is fixed once round 1 is paired", "teams", "order", file, "東京銀行", "青木 一郎", "石井 二郎", "江藤 四郎")
	_, out, _ = run(t, "teams", "list", file, "--format", "csv")
	assert.Contains(t, out, "東京銀行,1,石井 二郎,", "unchanged by the refusal")

	free := fourTeams(t, "--order-changes")
	teamMatches(t, free)
	out = mustRun(t, "teams", "order", free, "東京銀行", "上田 三郎", "石井 二郎", "青木 一郎")
	assert.Contains(t, out, "1 上田 三郎 (1d), 2 石井 二郎 (3d), 3 青木 一郎 (5d); reserve 江藤 四郎 (2k)")
}

// standings of a team section: the teams by match points then board
// points (match_points, board_points columns); --boards: the board prizes,
// each board's players ranked, the best marked; table, CSV and JSON; an
// individual section has no board prizes.
func TestCLI_Issue26TeamStandingsAndBoardPrizes(t *testing.T) {
	englishEnv(t)
	file := fourTeams(t)
	ms := matchLines(teamMatches(t, file))
	run(t, "result", file, "1", ms[0]["table"], "○○×", "--section", "T")
	run(t, "result", file, "1", ms[1]["table"], "×××", "--section", "T")

	code, out, _ := run(t, "standings", file, "--section", "T", "--format", "csv")
	require.Equal(t, ExitOK, code)
	assert.True(t, strings.HasPrefix(out, "rank,name,match_points,board_points,sos,record,place,id,note\n"), out)
	rows := csvRows(t, out)
	require.Len(t, rows, 4, "the teams only")
	assert.Equal(t, []string{ms[1]["white"], "2", "3"}, []string{rows[0]["name"], rows[0]["match_points"], rows[0]["board_points"]}, "3–0 first")
	assert.Equal(t, []string{ms[0]["black"], "2", "2"}, []string{rows[1]["name"], rows[1]["match_points"], rows[1]["board_points"]})
	assert.Equal(t, "0", rows[3]["board_points"])

	out = mustRun(t, "standings", file, "--section", "T", "--boards", "--format", "csv")
	assert.True(t, strings.HasPrefix(out, "rank,name,board,team,wins,losses,games,place,id,note\n"), out)
	prizes := csvRows(t, out)
	require.Len(t, prizes, 12, "four teams of three boards played")
	best := map[string]int{}
	for _, p := range prizes {
		if p["note"] != "" {
			assert.Equal(t, "best on board "+p["board"], p["note"])
			assert.Equal(t, "1", p["wins"])
			best[p["board"]]++
		}
	}
	assert.Equal(t, map[string]int{"1": 2, "2": 2, "3": 2}, best, "two winners on each board share the prize after one round")

	out = mustRun(t, "standings", file, "--section", "T", "--boards")
	assert.Contains(t, out, "board prizes after round 1: board by board (of 3)")
	assert.Regexp(t, `rank\s+name\s+board\s+team\s+wins\s+losses\s+games`, out)
	out = mustRun(t, "standings", file, "--section", "T", "--boards", "--format", "json")
	js := readJSON[[]map[string]string](t, out)
	assert.Len(t, js, 12)

	runFails(t, ExitRefused, "--boards gives the board prizes of a team section", "standings", file, "--section", "I", "--boards")

	japaneseEnv(t)
	out = mustRun(t, "standings", file, "--section", "T")
	assert.Regexp(t, `順位\s+チーム\s+勝点\s+勝数\s+SOS\s+勝敗`, out)
	out = mustRun(t, "standings", file, "--section", "T", "--boards")
	assert.Contains(t, out, "1 回戦終了時の各将の個人賞")
	assert.Contains(t, out, "1番盤 個人賞")
}

// taikai help results gives the team grammar: for every team section (no
// file) and for the event's own team section (its boards, its game's
// words).
func TestCLI_Issue26HelpResultsGivesTheTeamGrammar(t *testing.T) {
	englishEnv(t)
	code, out, _ := run(t, "help", "results")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, "Team events (団体戦, a section added with --team-boards N")
	assert.Contains(t, out, "one mark a board: ○ win, × loss")
	file := teamEvent(t, 3)
	out = mustRun(t, "help", "results", file)
	assert.Contains(t, out, "Go, team event of 3 boards (団体戦):\nA match's result, from the side of the team listed first")
	assert.Contains(t, out, "one mark a board (3 boards)")
	assert.Contains(t, out, "\nGo:\n", "the individual section's grammar too")
}
