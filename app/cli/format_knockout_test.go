package cli

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

// A knockout section with a 3位決定戦 from the command line: section add
// --format knockout --third-place for 8 players, pair and card until the
// final and the playoff are played, pairing then refused, the standings
// giving 優勝, 準優勝, 3位, 4位 and ベスト8.
func TestCLI_Issue25KnockoutSectionWithThirdPlace(t *testing.T) {
	_, file := englishEvent(t, "ko.taikai")
	cmds := [][]string{
		{"new", file, "--name", "囲碁選手権"},
		{"section", "add", file, "K", "--name", "決勝トーナメント", "--game", "go", "--format", "knockout", "--third-place", "--tables", "1-4"},
	}
	for i, r := range []string{"6d", "5d", "4d", "3d", "2d", "1d", "1k", "2k"} {
		cmds = append(cmds, []string{"players", "add", file, "--name", fmt.Sprintf("選手%d", i+1), "--rank", r})
	}
	runOK(t, cmds...)
	_, out, _ := run(t, "section", "list", file, "--format", "csv")
	assert.Contains(t, out, "K,決勝トーナメント,go,knockout,8,1-4,,")
	games := 0
	for round := 1; round <= 3; round++ {
		out := mustRun(t, "pair", file, "--format", "csv")
		rows := readCSV(t, out)
		assert.Len(t, rows[1:], []int{4, 2, 2}[round-1], "round %d: %s", round, out)
		for _, r := range rows[1:] {
			mustRun(t, "card", file, r[1], "W+R")
			games++
		}
	}
	assert.Equal(t, 8, games, "7 games and the 3位決定戦")
	runFails(t, ExitRefused, "the knockout is over", "pair", file)
	out = mustRun(t, "standings", file, "--format", "csv")
	var reached []string
	for _, r := range csvRows(t, out) {
		reached = append(reached, r["rank"]+" "+r["reached"])
	}
	assert.Equal(t, []string{"1 優勝", "2 準優勝", "3 3位", "4 4位", "5 ベスト8", "5 ベスト8", "5 ベスト8", "5 ベスト8"}, reached)
	out = mustRun(t, "standings", file)
	assert.Contains(t, out, "優勝")
}
