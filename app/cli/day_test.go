package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// dayRun runs one command of the day and requires it to do what it must.
type dayRun struct {
	t    *testing.T
	file string
}

func (d dayRun) ok(args ...string) string {
	d.t.Helper()
	code, out, errw := run(d.t, args...)
	require.Equal(d.t, ExitOK, code, "%v\n%s%s", args, out, errw)
	return out
}

// results enters the current round of section key: every game's result
// by win(round, table, row), read from its pairings.
func (d dayRun) results(key string, win func(row map[string]string) string) (round string, games int) {
	d.t.Helper()
	rows := csvRows(d.t, d.ok("pairings", d.file, "--section", key, "--format", "csv"))
	for _, r := range rows {
		round = r["round"]
		if r["white"] == "" || r["result"] != "" {
			continue // a bye, or a result in already
		}
		d.ok("result", d.file, r["round"], r["table"], win(r), "--section", key)
		games++
	}
	return round, games
}

// Issue 38's acceptance, the CLI part: the day of 8 sections — a Go
// league into its knockout, an Othello Swiss of 5 rounds and its final, a
// Pair Go section, a 四人将棋 section, a shogi 2勝通過2敗失格 into its
// knockout and a Go team event — replayed command by command, the rounds
// paired with 全部門の次の回戦を組む (pair --all) as the day goes: every
// section goes through to its awards, the knockouts take their entrants
// once their stage is over (and say they wait before), the 四人将棋 stage
// is seated, the Othello final is won in its section and its award list
// says so, and the day's one workbook holds every section.
func TestCLI_Issue38TheDayOfEightSections(t *testing.T) {
	englishEnv(t)
	dir := t.TempDir()
	d := dayRun{t: t, file: filepath.Join(dir, "day.taikai")}
	d.ok("new", d.file, "--name", "全日本大会", "--date", "2026-12-05")
	for _, c := range [][]string{
		{"G", "--name", "囲碁予選", "--game", "go", "--format", "league", "--group-size", "4", "--advance", "2", "--tables", "1-8", "--set", "seed=1"},
		{"GK", "--name", "囲碁決勝", "--game", "go", "--format", "knockout", "--from", "G", "--places", "通過", "--tables", "9-12"},
		{"O", "--name", "オセロ", "--game", "othello", "--set", "rounds=5", "--tables", "13-20", "--set", "seed=2"},
		{"P", "--name", "ペア碁", "--game", "pairgo", "--tables", "21-24", "--set", "seed=3"},
		{"Y", "--name", "四人将棋", "--game", "yonin", "--set", "seed=4"},
		{"S", "--name", "将棋予選", "--game", "shogi", "--format", "qualify", "--wins", "2", "--losses", "2", "--tables", "25-32", "--set", "seed=5"},
		{"SK", "--name", "将棋決勝", "--game", "shogi", "--format", "knockout", "--from", "S", "--places", "通過", "--tables", "33-36"},
		{"T", "--name", "団体戦", "--game", "go", "--team-boards", "3", "--tables", "37-40", "--set", "seed=6"},
	} {
		d.ok(append([]string{"section", "add", d.file}, c...)...)
	}
	for i := 1; i <= 8; i++ {
		for _, key := range []string{"G", "O", "Y", "S"} {
			d.ok("players", "add", d.file, "--section", key, "--name", fmt.Sprintf("%s選手%d", key, i), "--rank", fmt.Sprintf("%dk", i))
		}
	}
	for i := 1; i <= 4; i++ {
		a := fmt.Sprintf("P男%d", i)
		b := fmt.Sprintf("P女%d", i)
		d.ok("players", "add", d.file, "--section", "P", "--name", a, "--rank", fmt.Sprintf("%dk", i), "--gender", "m", "--birth", "2014-04-01")
		d.ok("players", "add", d.file, "--section", "P", "--name", b, "--rank", fmt.Sprintf("%dk", i+1), "--gender", "f", "--birth", "2015-04-01")
		d.ok("pairs", "add", d.file, a, b, "--section", "P")
		d.ok("teams", "add", d.file, "--section", "T", "--name", fmt.Sprintf("チーム%d", i), fmt.Sprintf("T%d主将/3d", i), fmt.Sprintf("T%d副将/1d", i), fmt.Sprintf("T%d三将/2k", i))
	}

	// The first call: every section that can start does; the knockouts
	// wait for their stage, saying so.
	code, out, errw := run(t, "pair", d.file, "--all", "--ignore-checkin")
	require.Equal(t, ExitOK, code, errw)
	assert.Contains(t, out+errw, "四人将棋: stage 予選 seated: 2 tables")
	assert.Contains(t, out+errw, "囲碁決勝: not paired: waits for 囲碁予選")
	assert.Contains(t, out+errw, "将棋決勝: not paired: waits for 将棋予選")

	blackWins := map[string]func(map[string]string) string{
		"G": func(map[string]string) string { return "B+R" }, "GK": func(map[string]string) string { return "B+R" },
		"O": func(map[string]string) string { return "40-24" }, "P": func(map[string]string) string { return "70-50" },
		"S": func(map[string]string) string { return "先手勝ち" }, "SK": func(map[string]string) string { return "先手勝ち" },
		"T": func(map[string]string) string { return "○○×" },
	}
	drawn := map[string]bool{}
	for step := 0; step < 12; step++ {
		for _, key := range []string{"G", "GK", "O", "P", "S", "SK", "T"} {
			if code, _, _ := run(t, "pairings", d.file, "--section", key, "--format", "csv"); code != ExitOK {
				continue // not paired yet
			}
			d.results(key, blackWins[key])
		}
		for _, k := range []string{"GK", "SK"} {
			if !drawn[k] {
				if code, _, _ := run(t, "section", "draw", d.file, k); code == ExitOK {
					drawn[k] = true
				}
			}
		}
		if code, _, _ := run(t, "pair", d.file, "--all", "--ignore-checkin"); code != ExitOK {
			break // nothing left to pair in any section
		}
	}
	assert.True(t, drawn["GK"], "the Go knockout took the league's advancers")
	assert.True(t, drawn["SK"], "the shogi knockout took those through 2勝通過2敗失格")

	// Othello: the final in its section, its award list.
	d.ok("finals", d.file, "--section", "O")
	rows := csvRows(t, d.ok("pairings", d.file, "--section", "O", "--format", "csv"))
	final := rows[0]
	d.ok("hidden-disc", d.file, final["round"], final["table"], "--section", "O", "--call", "black", "--up", "black", "--choice", "colour", "--colour", "black")
	rows = csvRows(t, d.ok("pairings", d.file, "--section", "O", "--format", "csv"))
	winner := rows[0]["black"]
	d.ok("result", d.file, final["round"], final["table"], "40-24", "--section", "O")
	cert := d.ok("certification", d.file, "--section", "O", "--format", "csv")
	assert.Contains(t, strings.Split(cert, "\n")[1], winner, "the final's winner (at table 13) is 1st")
	d.ok("print", d.file, "awards", "--section", "O", "--out", filepath.Join(dir, "awards-O.pdf"))
	d.ok("print", d.file, "certificates", "--section", "GK", "--out", filepath.Join(dir, "certificates-GK.pdf"))
	for _, key := range []string{"G", "GK", "P", "S", "SK", "T"} {
		d.ok("print", d.file, "awards", "--section", key, "--out", filepath.Join(dir, "awards-"+key+".pdf"))
	}

	// The day's one workbook.
	d.ok("export", d.file, "--format", "xlsx", "--out", filepath.Join(dir, "day.xlsx"))
	st, err := os.Stat(filepath.Join(dir, "day.xlsx"))
	require.NoError(t, err)
	assert.Positive(t, st.Size())

	// scripts/day-screenshots.sh opens the day in the window.
	if keep := os.Getenv("TAIKAI_DAY_FILE"); keep != "" {
		data, err := os.ReadFile(d.file)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(keep, data, 0o600))
	}
}
