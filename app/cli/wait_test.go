package cli

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// waitingRound is a Go event of n players (odd_player=wait), round 1
// paired; it returns the file and the player who waits (the pairings'
// last row).
func waitingRound(t *testing.T, n int) (string, string) {
	t.Helper()
	file := newEventFile(t, "wait.taikai", "new", "--game", "go", "--name", "大会", "--set", "odd_player=wait")
	for i := range n {
		run(t, "players", "add", file, "--name", fmt.Sprintf("選手%d", i+1))
	}
	rows := readCSV(t, mustRun(t, "pair", file, "--format", "csv"))
	return file, rows[len(rows)-1][2]
}

// 待ち合わせ end to end through the command line (issue 27's acceptance): a
// Go section of 9 players with odd_player=wait plays 3 rounds. Each round
// lists the odd player as `waiting`; `wait` is refused until the table has
// a result, then adds the game at table 5, whose result is entered like
// any other; the next round waits for it. The standings count every
// game of every round (15 decided games, 15 wins), and no two players
// meet twice, the 待ち合わせ games included.
func TestCLI_Issue27WaitThreeRoundsOfNineGoPlayers(t *testing.T) {
	_, file := englishEvent(t, "wait.taikai")
	mustRun(t, "new", file, "--game", "go", "--name", "市民囲碁大会", "--set", "odd_player=wait", "--set", "rounds=3", "--set", "seed=27")
	ranks := []string{"3d", "2d", "1d", "1k", "2k", "3k", "4k", "5k", "6k"}
	for i, r := range ranks {
		mustRun(t, "players", "add", file, "--name", fmt.Sprintf("選手%d", i+1), "--rank", r)
	}
	met := map[string]bool{}
	for round := 1; round <= 3; round++ {
		n := strconv.Itoa(round)
		out := mustRun(t, "pair", file, "--format", "csv")
		rows := readCSV(t, out)
		require.Len(t, rows, 6, "4 games and the waiting player")
		wait := rows[5]
		require.Equal(t, "waiting", wait[6])
		require.Equal(t, "", wait[1], "no table")
		waiter := wait[2]

		code, _, errs := run(t, "wait", file, n, waiter, "1")
		require.Equal(t, ExitRefused, code)
		assert.Contains(t, errs, "no result yet")
		code, _, errs = run(t, "wait", file, n, rows[1][2], "1")
		require.Equal(t, ExitRefused, code)
		assert.Contains(t, errs, "is not waiting")

		// Table 1 finishes first, Black winning: White plays the waiter.
		mustRun(t, "result", file, n, "1", "B+R")
		out = mustRun(t, "wait", file, n, waiter, "1")
		assert.Contains(t, out, fmt.Sprintf("round %d table 5: ", round))
		assert.Contains(t, out, waiter)
		assert.Contains(t, out, rows[1][3], "the loser of table 1")
		for _, tb := range []string{"2", "3", "4"} {
			mustRun(t, "result", file, n, tb, "W+R")
		}
		if round < 3 {
			code, _, errs = run(t, "pair", file)
			require.Equal(t, ExitRefused, code, "table 5 has no result yet")
			assert.Contains(t, errs, "tables 5")
		}
		mustRun(t, "result", file, n, "5", "W+R")

		out = mustRun(t, "pairings", file, "--round", n, "--format", "csv")
		rows = readCSV(t, out)
		require.Len(t, rows, 6, "5 games, nobody waiting")
		for _, row := range rows[1:] {
			a, b := row[2], row[3]
			if a > b {
				a, b = b, a
			}
			assert.False(t, met[a+"-"+b], "round %d: %s and %s meet again", round, a, b)
			met[a+"-"+b] = true
		}
	}
	out := mustRun(t, "standings", file, "--format", "csv")
	rows := readCSV(t, out)
	require.Equal(t, "wins", rows[0][2])
	require.Len(t, rows, 10, "9 players, no row for anyone else")
	wins := 0.0
	for _, row := range rows[1:] {
		w, err := strconv.ParseFloat(row[2], 64)
		require.NoError(t, err)
		wins += w
	}
	assert.Equal(t, 15.0, wins, "5 decided games a round, the 待ち合わせ game included")
	assert.Contains(t, out, "\n1,", "the standings are after round 3")
}

// The hand bye for a player still waiting when every table has finished,
// and the refusal to pair the next round before it, in Japanese.
func TestCLI_Issue27WaitingPlayerGetsTheByeByHand(t *testing.T) {
	englishEnv(t)
	file, waiter := waitingRound(t, 3)
	run(t, "result", file, "1", "1", "pending")
	t.Setenv("LANG", "ja_JP.UTF-8")
	code, _, errs := run(t, "wait", file, "1", waiter, "1")
	require.Equal(t, ExitRefused, code)
	assert.Contains(t, errs, "勝敗預かり")
	assert.Contains(t, errs, "--bye")
	code, _, errs = run(t, "pair", file)
	require.Equal(t, ExitRefused, code)
	assert.Contains(t, errs, "待ち合わせのまま")
	out := mustRun(t, "wait", file, "1", waiter, "--bye")
	assert.Contains(t, out, "不戦勝にしました")
	code, _, _ = run(t, "wait", file, "1", waiter)
	assert.Equal(t, ExitUsage, code, "TABLE or --bye")
	mustRun(t, "pair", file)
}

// --undo takes back an added game while it has no result: the player
// waits again and may be paired with another table.
func TestCLI_Issue27WaitUndoTakesBackTheAddedGame(t *testing.T) {
	englishEnv(t)
	file, waiter := waitingRound(t, 5)
	run(t, "result", file, "1", "1", "B+R")
	run(t, "result", file, "1", "2", "B+R")
	mustRun(t, "wait", file, "1", waiter, "1")
	out := mustRun(t, "wait", file, "1", waiter, "--undo")
	assert.Contains(t, out, "wait again")
	out = mustRun(t, "pairings", file, "--format", "csv")
	assert.Contains(t, out, ",waiting,")
	out = mustRun(t, "wait", file, "1", waiter, "2")
	assert.Contains(t, out, "table 3")
	run(t, "result", file, "1", "3", "B+R")
	code, _, errs := run(t, "wait", file, "1", waiter, "--undo")
	require.Equal(t, ExitRefused, code)
	assert.Contains(t, errs, "already has a result")
	code, _, _ = run(t, "wait", file, "1", waiter, "--bye", "--undo")
	assert.Equal(t, ExitUsage, code)
}
