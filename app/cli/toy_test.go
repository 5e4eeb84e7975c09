package cli

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"taikai/tournament"
)

// coinKind is a toy game that exists only in this test (as app/sheets'
// toy_test.go has one for the sheets): its file registers a verb and a
// help topic the way game_othello.go, game_pairgo.go and game_yonin.go do,
// and the command line runs and documents them with no shared file edited.
const coinKind tournament.GameKind = "coin"

const coinHelp = `
taikai toss FILE    every participant tosses a coin; heads or tails is the result.
`

const coinHelpJa = `
taikai toss FILE    参加者がコインを投げます。結果は表か裏です。
`

// registerCoin is what the toy game's CLI file would do in its init; the
// registration is taken back when the test ends, for the tests that go
// through every verb.
func registerCoin(t *testing.T) {
	t.Helper()
	registerGameVerbs(coinKind, namedVerb{"toss", verb{run: runToss, after: "result", usage: "toss FILE",
		summary: "toss a coin for every participant (see `taikai help coin`)", summaryJa: "参加者ごとにコインを投げます（taikai help coin）"}})
	registerTopic(topic{names: []string{"coin"}, text: tournament.Text{En: coinHelp, Ja: coinHelpJa}})
	t.Cleanup(func() {
		delete(verbs, "toss")
		registration = slices.DeleteFunc(registration, func(n string) bool { return n == "toss" })
		topics = slices.DeleteFunc(topics, func(tp topic) bool { return slices.Contains(tp.names, "coin") })
	})
}

func runToss(e *env, a args) error {
	if len(a.pos) != 1 {
		return usageHelp(tournament.Text{En: coinHelp, Ja: coinHelpJa})
	}
	s, done, err := e.open(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	ps, err := s.Participants()
	if err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("%d participants toss a coin\n", "%d 人がコインを投げます\n"), len(ps))
	return nil
}

func TestCLI_Issue24AToyGameAddsAVerbAndAHelpTopicFromItsOwnFile(t *testing.T) {
	englishEnv(t)
	registerCoin(t)
	file := newEventFile(t, "coin.taikai", "new", "--game", "othello", "--name", "Coin day")
	mustRun(t, "players", "add", file, "--name", "Aoki")

	out := mustRun(t, "toss", file)
	assert.Equal(t, "1 participants toss a coin\n", out, "the game's verb runs")

	out = mustRun(t, "help")
	assert.Contains(t, out, "  taikai result FILE ROUND TABLE RESULT [--ANSWER]\n  taikai toss FILE\n",
		"the overview lists the verb where its file placed it: after result")

	out = mustRun(t, "help", "toss")
	assert.Equal(t, "taikai toss FILE\n    toss a coin for every participant (see `taikai help coin`)\n", out)
	out = mustRun(t, "help", "coin")
	assert.Equal(t, coinHelp, out, "the game's help topic")

	code, _, errs := run(t, "toss")
	assert.Equal(t, ExitUsage, code)
	assert.Equal(t, "taikai: usage:"+coinHelp+"\n", errs)
}

func TestCLI_Issue24AToyGamesVerbAndTopicSpeakJapaneseUnderLangJa(t *testing.T) {
	japaneseEnv(t)
	registerCoin(t)
	file := newEventFile(t, "coin.taikai", "new", "--game", "othello", "--name", "コインの日")

	out := mustRun(t, "toss", file)
	assert.Equal(t, "0 人がコインを投げます\n", out)

	out = mustRun(t, "help")
	assert.Contains(t, out, "  taikai toss FILE\n      参加者ごとにコインを投げます（taikai help coin）\n", "the overview says the game's line in Japanese")
	out = mustRun(t, "help", "toss")
	assert.Equal(t, "taikai toss FILE\n    参加者ごとにコインを投げます（taikai help coin）\n", out)
	out = mustRun(t, "help", "coin")
	assert.Equal(t, coinHelpJa, out)

	// A usage error quoting the topic quotes it in Japanese.
	code, _, errs := run(t, "toss")
	assert.Equal(t, ExitUsage, code)
	assert.Equal(t, "taikai: 使い方:"+coinHelpJa+"\n", errs)
	assert.False(t, strings.Contains(errs, "every participant"), "no English left")
}
