package cli

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// cliPlayRound pairs the next round of section key and cards every game:
// the name sorting first wins. It returns the pairing rows.
func cliPlayRound(t *testing.T, file, key string) [][]string {
	t.Helper()
	out := mustRun(t, "pair", file, "--section", key, "--format", "csv")
	rows := readCSV(t, out)
	for _, r := range rows[1:] {
		if r[3] == "" || r[1] == "" {
			continue // a bye
		}
		result := "W+R"
		if r[2] < r[3] {
			result = "B+R"
		}
		code, _, errw := run(t, "card", file, r[1], result)
		require.Equal(t, ExitOK, code, "%v: %s", r, errw)
	}
	return rows
}

// Advancement from the command line: a league of 12 in three groups of
// four (2 advance) → section add K --from L --places 通過 → section draw
// (refused before the league ends, then 6 entrants, refused a second
// time) → players list shows where each came from → the knockout is
// paired, carded and its bracket printed with the origins, to its final.
func TestCLI_Issue25LeagueAdvancersDrawnIntoTheKnockout(t *testing.T) {
	_, file := englishEvent(t, "advance.taikai")
	cmds := [][]string{
		{"new", file, "--name", "囲碁大会"},
		{"section", "add", file, "L", "--name", "予選リーグ", "--game", "go", "--format", "league", "--group-size", "4", "--advance", "2", "--tables", "1-6"},
		{"section", "add", file, "K", "--name", "決勝トーナメント", "--game", "go", "--format", "knockout", "--tables", "21-30", "--from", "L", "--places", "通過"},
	}
	for i := 1; i <= 12; i++ {
		cmds = append(cmds, []string{"players", "add", file, "--section", "L", "--name", fmt.Sprintf("選手%02d", i), "--rank", "1d"})
	}
	runOK(t, cmds...)
	runFails(t, ExitRefused, `no section "nowhere"`, "section", "add", file, "X", "--game", "go", "--format", "knockout", "--from", "nowhere", "--places", "1-2")

	cliPlayRound(t, file, "L")
	runFails(t, ExitRefused, "section 予選リーグ is not finished (1 of 3 rounds played)", "section", "draw", file, "K")
	cliPlayRound(t, file, "L")
	cliPlayRound(t, file, "L")

	out := mustRun(t, "section", "draw", file, "K")
	assert.Contains(t, out, "section 決勝トーナメント: 6 entrants drawn")
	assert.Contains(t, out, "予選リーグ, group A #1")
	runFails(t, ExitRefused, "already has 6 entrants", "section", "draw", file, "K")

	out = mustRun(t, "players", "list", file, "--section", "K", "--format", "csv")
	rows := readCSV(t, out)
	require.Len(t, rows, 7)
	assert.Equal(t, "from", rows[0][len(rows[0])-1])
	from := map[string]bool{}
	for _, r := range rows[1:] {
		from[r[len(r)-1]] = true
	}
	for _, g := range []string{"A", "B", "C"} {
		for _, p := range []string{"1", "2"} {
			assert.True(t, from["予選リーグ, group "+g+" #"+p], "group %s place %s drawn: %v", g, p, from)
		}
	}
	out = mustRun(t, "players", "list", file, "--section", "L", "--format", "csv")
	assert.NotContains(t, out, "from", "the league's own players came from nowhere")

	first := cliPlayRound(t, file, "K")
	assert.Len(t, first[1:], 4, "2 byes to group winners and 2 games")
	head := first[0]
	require.Equal(t, []string{"black_from", "white_from"}, head[len(head)-2:], "the pairing list says where each came from")
	for _, r := range first[1:] {
		assert.True(t, strings.HasPrefix(r[len(r)-2], "予選リーグ, group "), "%v", r)
		if r[3] != "" {
			assert.True(t, strings.HasPrefix(r[len(r)-1], "予選リーグ, group "), "%v", r)
		}
	}
	cliPlayRound(t, file, "K")
	cliPlayRound(t, file, "K")
	out = mustRun(t, "bracket", file, "--section", "K")
	assert.Contains(t, out, "（A組1位）")
	assert.Contains(t, out, "（C組2位）")
	t.Log(out)
	out = mustRun(t, "standings", file, "--section", "K", "--format", "csv")
	rows = readCSV(t, out)
	assert.Equal(t, "1", rows[1][0])
	assert.Contains(t, rows[1], "選手01", "the strongest by name wins the final: %v", rows[1])
}

// A tie in a finished section's places, decided from the command line: a
// knockout of four without a 3位決定戦 leaves its semi-final losers level
// at place 3; section ties lists them, section decide records the lot
// (best first, --by required), and section ties then lists the decision.
func TestCLI_Issue25TieListedThenDecidedByLot(t *testing.T) {
	_, file := englishEvent(t, "ties.taikai")
	cmds := [][]string{
		{"new", file, "--name", "囲碁大会"},
		{"section", "add", file, "K", "--name", "決勝", "--game", "go", "--format", "knockout", "--tables", "1-4"},
	}
	for i := 1; i <= 4; i++ {
		cmds = append(cmds, []string{"players", "add", file, "--section", "K", "--name", fmt.Sprintf("選手%02d", i), "--rank", "1d"})
	}
	runOK(t, cmds...)
	runFails(t, ExitRefused, "is not finished", "section", "ties", file, "K")
	cliPlayRound(t, file, "K")
	cliPlayRound(t, file, "K")

	out := mustRun(t, "section", "ties", file, "K")
	require.Regexp(t, `^place 3: 選手0\d, 選手0\d\n$`, out)
	level := strings.Split(strings.TrimSpace(strings.TrimPrefix(out, "place 3: ")), ", ")
	runFails(t, ExitUsage, "--by playoff|lot", "section", "decide", file, "K", level[1], level[0])
	runFails(t, ExitRefused, "not exactly one tie", "section", "decide", file, "K", level[1], "選手01", "--by", "lot")
	out = mustRun(t, "section", "decide", file, "K", level[1], level[0], "--by", "抽選")
	assert.Equal(t, "section 決勝: decided by lot: 1. "+level[1]+" 2. "+level[0]+"\n", out)
	out = mustRun(t, "section", "ties", file, "K")
	assert.Equal(t, "no tie left to decide\ndecided by lot: "+level[1]+" > "+level[0]+"\n", out)

	t.Setenv("LANG", "ja_JP.UTF-8")
	out = mustRun(t, "section", "ties", file, "K")
	assert.Equal(t, "決める同順位はありません\n抽選で決定："+level[1]+" > "+level[0]+"\n", out)
	runFails(t, ExitRefused, "すでに決めてあります", "section", "decide", file, "K", level[1], level[0], "--by", "じゃんけん")
}
