package cli

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// disputedOthello is a 4-player Othello event with round 1 paired and its
// tables 1 and 2 disputed: both players of each claim `claims[i]`.
func disputedOthello(t *testing.T, claims ...string) string {
	t.Helper()
	englishEnv(t)
	file := pairedDemo(t, "--players", "4")
	for i, c := range claims {
		mustRun(t, "dispute", file, "1", string(rune('1'+i)), "--black-claim", c, "--white-claim", c)
	}
	return file
}

// `taikai dispute` with both --resume-requested and
// --resumed-without-progress contradicts itself: refused (exit 1), in
// Japanese under LANG=ja, naming both flags; nothing is recorded.
func TestCLI_DisputeResumeRequestedAndResumedWithoutProgressRefused(t *testing.T) {
	file := disputedOthello(t)
	t.Setenv("LANG", "ja_JP.UTF-8")
	code, out, errs := run(t, "dispute", file, "1", "1", "--black-claim", "40-24", "--white-claim", "24-40",
		"--resume-requested", "--resumed-without-progress")
	assert.Equal(t, ExitRefused, code, out)
	assert.Contains(t, errs, "両立しません")
	assert.Contains(t, errs, "--resume-requested（対局再開の要請）と --resumed-without-progress（進行なく再開済み）はどちらか一方だけ")
	t.Setenv("LANG", "C")
	runFails(t, ExitRefused, "give --resume-requested or --resumed-without-progress, not both", "dispute", file, "1", "1", "--resume-requested", "--resumed-without-progress")
	_, out, _ = run(t, "disputes", file, "--format", "csv")
	assert.Len(t, readCSV(t, out), 1, "nothing recorded:\n"+out)
}

// Seed 002: an Othello disagreement nobody resumes is held 勝敗預かり for the
// arbiter (rules 21, 23), not ruled 両負け, and the output says so in
// Japanese; a claim under 64 is kept as typed and proposed.
func TestCLI_DisputeSeed002OthelloHeldForTheArbiter(t *testing.T) {
	file := disputedOthello(t)
	t.Setenv("LANG", "ja_JP.UTF-8")
	out := mustRun(t, "dispute", file, "1", "1", "--black-claim", "40-24", "--white-claim", "24-40")
	assert.Contains(t, out, "1 回戦 1 番卓：勝敗預かり（")
	assert.Contains(t, out, "第21項・第23項")
	assert.NotContains(t, out, "両負けとします")
	assert.Contains(t, out, "状態：勝敗預かり")
}

// Claims are kept as typed (issue 22): both players' 38-24 stays 38-24 and
// is proposed to the arbiter, whose ruling answers rule 19's question.
func TestCLI_DisputeSeed002ClaimKeptAsTypedAndProposed(t *testing.T) {
	file := disputedOthello(t)
	t.Setenv("LANG", "ja_JP.UTF-8")
	mustRun(t, "dispute", file, "1", "1", "--black-claim", "40-24", "--white-claim", "24-40")
	out := mustRun(t, "dispute", file, "1", "2", "--black-claim", "38-24", "--white-claim", "38-24")
	assert.Contains(t, out, "審判への提案：38-24")
	t.Setenv("LANG", "C")
	_, out, _ = run(t, "disputes", file, "--format", "csv")
	rows := readCSV(t, out)
	require.Len(t, rows, 3)
	assert.Equal(t, []string{"pending", "38-24", "38-24", "pending", "38-24"}, rows[2][4:9])
	out = mustRun(t, "rule", file, "1", "2", "38-24", "--empty-squares", "--reason", "空きマスを確認")
	assert.Contains(t, out, "ruled: 40-24")
}

// When `taikai rule` tells the arbiter to answer the rules' question, every
// flag it names exists: each parses and answers (exit 0), in both
// languages, for the card under 64 (two answers) and over 64 (one).
func TestCLI_RuleQuestionNamesFlagsThatExist(t *testing.T) {
	flag := regexp.MustCompile(`--[a-z][a-z-]*`)
	for _, card := range []string{"38-24", "40-26"} {
		for _, lang := range []string{"C", "ja_JP.UTF-8"} {
			file := disputedOthello(t, "38-24")
			t.Setenv("LANG", lang)
			code, _, errs := run(t, "rule", file, "1", "1", card)
			require.Equal(t, ExitRefused, code, errs)
			named := flag.FindAllString(errs, -1)
			require.NotEmpty(t, named, "the refusal names the flags that answer:\n"+errs)
			for _, f := range named {
				t.Run(card+" "+lang+" "+f, func(t *testing.T) {
					file := disputedOthello(t, "38-24")
					code, out, errs := run(t, "rule", file, "1", "1", card, f, "--reason", "記入ミスを確認")
					assert.Equal(t, ExitOK, code, "%s named by the question:\n%s%s", f, out, errs)
				})
			}
		}
	}
	// Every answer the Othello rules take parses with rule, result and accept.
	file := disputedOthello(t)
	s, done, err := (&env{files: testFiles, lang: tournament.English}).open(file)
	require.NoError(t, err)
	ev, _ := s.Event()
	d, _ := ev.Discipline()
	done()
	for _, c := range d.(tournament.Answerer).Answers() {
		for _, verb := range []string{"rule", "result", "accept"} {
			_, err := parseArgs([]string{file, "1", "1", "40-24", "--" + c.Key}, verbs[verb].valued, verbs[verb].bools, verbs[verb].open)
			assert.NoError(t, err, "%s --%s", verb, c.Key)
		}
	}
}
