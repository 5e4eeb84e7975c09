package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	othellogame "taikai/tournament/othello"
)

// withService runs f on the event file's service (the file is closed after).
func withService(t *testing.T, file string, f func(s *tournament.Service)) {
	t.Helper()
	b, err := storage.Open(file)
	require.NoError(t, err)
	defer b.Close()
	f(tournament.NewService(b))
}

// playRounds pairs and plays rounds until `through`: the player with id 1
// wins every game, elsewhere Black wins 40-24.
func playRounds(t *testing.T, file string, through int) {
	t.Helper()
	withService(t, file, func(s *tournament.Service) {
		rs, err := s.Rounds()
		require.NoError(t, err)
		for n := len(rs) + 1; n <= through; n++ {
			r, err := s.PairNextRound()
			require.NoError(t, err)
			for _, g := range r.Games {
				if g.IsBye() {
					continue
				}
				res := "40-24"
				if g.White == 1 {
					res = "24-40"
				}
				_, err := s.RecordResult(n, g.Table, res)
				require.NoError(t, err)
			}
		}
	})
}

// Rule 19 over 64 (合計石数が64石にならない場合は、原則として勝者が不利に
// なるように扱う): `result … 40-26 --recording-error` records 38-26; without
// the answer the card is refused, naming the flag; --empty-squares does not
// explain too many discs.
func TestCLI_OuzaRule19OverSixtyFourWithRecordingError(t *testing.T) {
	englishEnv(t)
	file := pairedDemo(t, "--players", "6")
	for _, tt := range []struct {
		table   string
		args    []string
		code    int
		out     string
		errText string
	}{
		{"1", []string{"40-26"}, ExitRefused, "", "check the card, or if it was miswritten answer recording-error"},
		{"1", []string{"40-26", "--empty-squares"}, ExitRefused, "", "add --recording-error"},
		{"1", []string{"40-26", "--recording-error"}, ExitOK, "round 1 table 1: 38-26 (the card was miswritten: 2 extra discs were taken from the winner (rule 19))", ""},
		{"2", []string{"40-40", "--recording-error"}, ExitRefused, "", "check the card and enter the discs again"},
		{"2", []string{"35-33", "--recording-error"}, ExitRefused, "", "makes 35-33 31-33; the arbiter must rule"},
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, out, errs := run(t, append([]string{"result", file, "1", tt.table}, tt.args...)...)
			assert.Equal(t, tt.code, code, errs)
			if tt.out != "" {
				assert.Contains(t, out, tt.out)
			}
			if tt.errText != "" {
				assert.Contains(t, errs, tt.errText)
			}
		})
	}
	t.Setenv("LANG", "ja_JP.UTF-8")
	_, _, errs := run(t, "result", file, "1", "2", "40-26")
	assert.Contains(t, errs, "64を超えています")
	assert.Contains(t, errs, "--recording-error（記入ミス）を付けてください")
}

// Rules 13 and 16 (試合結果はレーティングに算入しない): `pairings` has a rated
// column (yes, no, empty for a game not played), and `rating-report` lists
// every game with a result for the federation.
func TestCLI_OuzaRules13And16RatedColumnAndRatingReport(t *testing.T) {
	dir, file := englishEvent(t, "ev.taikai")
	run(t, "demo", file, "--players", "7")
	mustRun(t, "pair", file)
	results := map[string]string{"1": "40-24", "2": "forfeit-black"}
	for table, res := range results {
		mustRun(t, "result", file, "1", table, res)
	}
	_, out, _ := run(t, "pairings", file, "--format", "csv")
	rows := readCSV(t, out)
	assert.Equal(t, []string{"round", "table", "black", "white", "black_score", "white_score", "result", "rated", "why"}, rows[0])
	rated := map[string]string{}
	for _, r := range rows[1:] {
		rated[r[1]] = r[7]
	}
	for _, tt := range []struct{ table, want string }{
		{"1", "yes"}, // 40-24
		{"2", "no"},  // forfeit-black, rule 13
		{"3", ""},    // not reported yet
		{"", ""},     // the bye
	} {
		assert.Equal(t, tt.want, rated[tt.table], "table %q", tt.table)
	}
	_, out, _ = run(t, "pairings", file, "--format", "json")
	assert.Contains(t, out, `"rated": "no"`)

	out = mustRun(t, "rating-report", file)
	rows = readCSV(t, out)
	require.Len(t, rows, 3, "header and the two games with a result; no bye")
	assert.Equal(t, []string{"round", "table", "black", "white", "black_discs", "white_discs", "rated"}, rows[0])
	assert.Equal(t, []string{"1", "1", "40", "24", "yes"}, []string{rows[1][0], rows[1][1], rows[1][4], rows[1][5], rows[1][6]})
	assert.Equal(t, []string{"1", "2", "0", "64", "no"}, []string{rows[2][0], rows[2][1], rows[2][4], rows[2][5], rows[2][6]})

	report := filepath.Join(dir, "rating.csv")
	out = mustRun(t, "rating-report", file, "--out", report)
	assert.Contains(t, out, "2 games, 1 not for rating")
	data, err := os.ReadFile(report)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(data), "round,table,black,white,black_discs,white_discs,rated\n"))

	// Go: rated unless forfeit, 両負け, 無勝負 or 勝敗預かり; no rating report.
	gofile := filepath.Join(dir, "go.taikai")
	run(t, "demo", gofile, "--game", "go", "--players", "4")
	run(t, "pair", gofile)
	run(t, "result", gofile, "1", "1", "B+R")
	run(t, "result", gofile, "1", "2", "double-loss")
	_, out, _ = run(t, "pairings", gofile, "--format", "csv")
	rows = readCSV(t, out)
	assert.Equal(t, "yes", rows[1][7])
	assert.Equal(t, "no", rows[2][7])
	runFails(t, ExitRefused, "for Othello events", "rating-report", gofile)
}

// docs/rules.md §1: "A deliberately false claim may lead to a penalty (suspension)
// noted on the player": `rule … --penalty PLAYER --penalty-kind KIND
// [--penalty-note T]`, shown by `disputes`.
func TestCLI_Section1FalseClaimPenalty(t *testing.T) {
	englishEnv(t)
	file := pairedDemo(t, "--players", "4")
	code, _, errs := run(t, "dispute", file, "1", "1", "--black-claim", "40-24", "--white-claim", "24-40", "--resumed-without-progress")
	require.Equal(t, ExitOK, code, errs)
	var white, other string
	withService(t, file, func(s *tournament.Service) {
		r, err := s.Round(1)
		require.NoError(t, err)
		names, _ := s.Names()
		white, other = names[r.Games[0].White], names[r.Games[1].Black]
	})
	for _, tt := range []struct {
		name string
		args []string
		code int
		text string
	}{
		{"kind missing", []string{"--penalty", white}, ExitUsage, "--penalty needs --penalty-kind"},
		{"kind without player", []string{"--penalty-kind", "warning"}, ExitUsage, "go with --penalty PLAYER"},
		{"unknown kind", []string{"--penalty", white, "--penalty-kind", "ban"}, ExitRefused, "unknown kind of penalty"},
		{"not at the table", []string{"--penalty", other, "--penalty-kind", "warning"}, ExitRefused, "does not play at round 1 table 1"},
		{"unknown player", []string{"--penalty", "nobody", "--penalty-kind", "warning"}, ExitRefused, "nobody"},
		{"suspension", []string{"--penalty", white, "--penalty-kind", "suspension", "--penalty-note", "deliberately false claim"}, ExitOK,
			"penalty: " + white + ": suspension (deliberately false claim)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := run(t, append([]string{"rule", file, "1", "1", "40-24", "--reason", "the record shows Black won"}, tt.args...)...)
			assert.Equal(t, tt.code, code, errs)
			assert.Contains(t, out+errs, tt.text)
		})
	}
	_, out, _ := run(t, "disputes", file, "--format", "csv")
	rows := readCSV(t, out)
	assert.Equal(t, "penalties", rows[0][len(rows[0])-1])
	assert.Contains(t, rows[1][len(rows[1])-1], white+": suspension (deliberately false claim)")
	assert.Contains(t, rows[1][len(rows[1])-2], "penalty: "+white)
	t.Setenv("LANG", "ja_JP.UTF-8")
	_, out, _ = run(t, "disputes", file)
	assert.Contains(t, out, white+"：出場停止（deliberately false claim）")
	_, out, _ = run(t, "log", file, "--format", "csv")
	assert.Contains(t, out, ": suspension (deliberately false claim)")
	_, out, _ = run(t, "help", "disputes")
	assert.Contains(t, out, "--penalty PLAYER --penalty-kind KIND")
}

// Rule 2 (段級位の上位者（同位または不明の場合は年長者）が石を隠す): a --hider
// other than rule 2's is accepted with a warning, and the audit log keeps
// --reason; the early-final decision is printed by `pair` (docs/rules.md §2.3).
func TestCLI_OuzaRule2HiderWarningAndEarlyFinalPrintedByPair(t *testing.T) {
	_, file := englishEvent(t, "ev.taikai")
	run(t, "demo", file, "--players", "8")
	playRounds(t, file, 5)
	var reason string
	withService(t, file, func(s *tournament.Service) {
		d, ok, err := othellogame.Of(s).EarlyFinalCheck()
		require.NoError(t, err)
		require.True(t, ok)
		reason = d.Reason.En
	})
	out := mustRun(t, "pair", file)
	assert.True(t, strings.HasPrefix(out, reason+"\n"), "the decision first, then the table: %s", out)
	mustRun(t, "unpair", file)
	code, out, errs := run(t, "pair", file, "--format", "csv")
	require.Equal(t, ExitOK, code, errs)
	assert.True(t, strings.HasPrefix(out, "round,"), "stdout stays CSV")
	assert.Contains(t, errs, reason)
	withService(t, file, func(s *tournament.Service) {
		r, err := s.Round(6)
		require.NoError(t, err)
		for _, g := range r.Games {
			if !g.IsBye() {
				_, err := s.RecordResult(6, g.Table, "40-24")
				require.NoError(t, err)
			}
		}
	})
	code, _, errs = run(t, "finals", file)
	require.Equal(t, ExitOK, code, errs)

	var hider, caller string
	withService(t, file, func(s *tournament.Service) {
		h, c, _, err := othellogame.Of(s).HiddenDiscRoles(7, 1)
		require.NoError(t, err)
		names, _ := s.Names()
		hider, caller = names[h], names[c]
	})
	ceremony := []string{"hidden-disc", file, "7", "1", "--call", "black", "--up", "white", "--choice", "colour", "--colour", "black"}
	for _, tt := range []struct {
		name   string
		args   []string
		code   int
		warned bool
		logged string
	}{
		{"reason without hider", []string{"--reason", "x"}, ExitUsage, false, ""},
		{"rule 2's hider", []string{"--hider", hider}, ExitOK, false, ""},
		{"the other player, no reason", []string{"--hider", caller}, ExitOK, true, "instead of"},
		{"the other player, with a reason", []string{"--hider", caller, "--reason", "the players agreed"}, ExitOK, true, "the players agreed"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errs := run(t, append(ceremony, tt.args...)...)
			require.Equal(t, tt.code, code, errs)
			assert.Equal(t, tt.warned, strings.Contains(errs, "By rule 2 "+hider+" hides the disc, not "+caller), errs)
			if tt.logged != "" {
				_, out, _ := run(t, "log", file, "--format", "csv")
				lines := strings.Split(strings.TrimSpace(out), "\n")
				assert.Contains(t, lines[len(lines)-1], tt.logged)
			}
		})
	}
}
