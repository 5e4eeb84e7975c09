package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// Issue 30, a new game touches no shared file: the usage lines of new,
// demo and section add, the overview of taikai help (in English and in
// Japanese) and a usage error list the games registered, shogi with the
// others, in menu order; no line lists them by hand.
func TestCLI_Issue30UsageListsTheRegisteredGames(t *testing.T) {
	var kinds []string
	for _, k := range tournament.GameKinds() {
		kinds = append(kinds, string(k))
	}
	require.Contains(t, kinds, "shogi")
	choices := strings.Join(kinds, "|")

	englishEnv(t)
	code, out, _ := run(t, "help")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, "taikai new FILE --name NAME [--game "+choices+"]")
	assert.Contains(t, out, "taikai demo FILE [--game "+choices+"]")
	assert.Contains(t, out, "Shogi arbiters.")
	assert.NotContains(t, out, gamesMark)
	out = mustRun(t, "help", "section")
	assert.Contains(t, out, "taikai section add FILE KEY --name NAME --game "+choices+" [")
	code, _, errs := run(t, "section", "add", filepath.Join(t.TempDir(), "x.taikai"), "A", "--name", "A級")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, "--game "+choices+" [")

	t.Setenv("LANG", "ja_JP.UTF-8")
	out = mustRun(t, "help")
	assert.Contains(t, out, "Taikai（大会）— オセロ・囲碁・ジュニアペア碁・四人将棋・将棋の大会運営ソフト\n")
	assert.Contains(t, out, "taikai demo FILE [--game "+choices+"]")
	out = mustRun(t, "help", "section")
	assert.Contains(t, out, "--game "+choices+" [--format 方式")
	for _, v := range verbs {
		assert.NotContains(t, v.usage, "othello|", "a usage line lists the games by hand: use %s", gamesMark)
		assert.NotContains(t, v.more.En+v.more.Ja, "othello|", "a help text lists the games by hand: use %s", gamesMark)
	}
}

// Without --game, taikai demo makes the first game of the menu's demo, as
// the start screen's デモ大会 does.
func TestCLI_Issue30DemoDefaultsToTheMenusFirstGame(t *testing.T) {
	_, file := englishEvent(t, "demo.taikai")
	mustRun(t, "demo", file, "--players", "8")
	code, out, _ := run(t, "section", "list", file, "--format", "csv")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, ","+string(tournament.GameKinds()[0])+",")
}

// Issue 30: taikai handicap lists the calculator of every game that has
// one (shogi's 手合割 with Go's and Pair Go's), each registered from the
// game's own file.
func TestCLI_Issue30HandicapUsageListsEveryCalculator(t *testing.T) {
	englishEnv(t)
	code, _, errs := run(t, "handicap")
	require.Equal(t, ExitUsage, code)
	assert.Equal(t, "taikai: usage: taikai handicap --go RANK RANK | --pairgo \"R1,R2\" \"R3,R4\" | --shogi RANK RANK [--format table|csv|json]\n", errs)
	for _, d := range tournament.Disciplines() {
		if _, ok := d.(handicapCalculator); ok {
			assert.Contains(t, handicapForms, d.Kind(), "%s has a calculator but no form in taikai handicap's usage", d.Kind())
		}
	}
	code, out, _ := run(t, "handicap", "--shogi", "初段", "五段")
	require.Equal(t, ExitOK, code)
	assert.Equal(t, "teai=飛車落ち sente=2 uwate=2\n", out)
}

// Issue 30: in a shogi section the Japanese headers of taikai pairings say
// 先手 and 後手 (先手の点 …), while the CSV keys stay black and white for
// the scripts that read them.
func TestCLI_Issue30ShogiPairingsHeadersSaySenteAndGote(t *testing.T) {
	_, file := englishEvent(t, "shogi.taikai")
	mustRun(t, "demo", file, "--game", "shogi", "--players", "8")
	mustRun(t, "pair", file)
	code, out, _ := run(t, "pairings", file, "--format", "csv")
	require.Equal(t, ExitOK, code)
	assert.True(t, strings.HasPrefix(out, "round,table,black,white,black_score,white_score,"), out)

	t.Setenv("LANG", "ja_JP.UTF-8")
	out = mustRun(t, "pairings", file)
	header := strings.Fields(strings.Split(out, "\n")[1])
	assert.Equal(t, []string{"回戦", "卓", "先手", "後手", "先手の点", "後手の点"}, header[:6], out)
}
