package cli

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
)

// addSectionByAPI adds a section to file through the Venue, as the GUI
// does (the tests of `taikai section add` use the verb).
func addSectionByAPI(t *testing.T, file string, f tournament.SectionForm) {
	t.Helper()
	b, err := storage.Open(file)
	require.NoError(t, err)
	defer b.Close()
	_, err = tournament.NewVenue(b).AddSection(f)
	require.NoError(t, err)
}

// twoSectionFile is a Go event of 8 players (section main) to which a
// second Go section B of 6 players was added.
func twoSectionFile(t *testing.T) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "ev.taikai")
	code, _, errs := run(t, "new", file, "--game", "go", "--name", "囲碁まつり", "--set", "rounds=3")
	require.Equal(t, ExitOK, code, errs)
	for _, n := range []string{"一郎", "二郎", "三郎", "四郎", "五郎", "六郎", "七郎", "八郎"} {
		code, _, errs = run(t, "players", "add", file, "--name", "山田 "+n, "--rank", "2k")
		require.Equal(t, ExitOK, code, errs)
	}
	addSectionByAPI(t, file, tournament.SectionForm{Key: "B", Name: "B級", Game: "go", Tables: "21-30", Settings: map[string]string{"rounds": "3"}})
	return file
}

func TestCLI_Issue24VerbOfOneCompetitionRefusedWithTheSectionsWhenSeveral(t *testing.T) {
	englishEnv(t)
	file := twoSectionFile(t)
	for _, args := range [][]string{
		{"pair", file}, {"pairings", file}, {"result", file, "1", "1", "B+R"}, {"standings", file},
		{"settings", file}, {"print", file, "pairings", "--out", filepath.Join(t.TempDir(), "x.pdf")},
		{"players", "add", file, "--name", "新人"}, {"unpair", file}, {"swap", file, "1", "--colours", "1"},
		{"dispute", file, "1", "1"}, {"rule", file, "1", "1", "B+R"}, {"reports", file}, {"accept", file, "1", "1"},
		{"clock", file, "1"}, {"penalties", file}, {"disputes", file}, {"finals", file}, {"certification", file},
		{"penalty", file, "--player", "1", "--kind", "caution"}, {"games", "import", file, "../../tournament/testdata/players_sjis.csv"},
		{"pairs", "list", file}, {"rotation-error", file, "1", "1", "black"}, {"yonin", "standings", file, "1"},
		{"hidden-disc", file, "1", "1", "--call", "black", "--up", "black", "--choice", "colour", "--colour", "black"},
		{"rating-report", file},
	} {
		code, out, errs := run(t, args...)
		assert.Equal(t, ExitRefused, code, "%v: %s", args, out)
		assert.Contains(t, errs, "the event has 2 sections: name one with --section (main, B (B級))", "%v", args)
	}

	japaneseEnv(t)
	code, _, errs := run(t, "pair", file)
	assert.Equal(t, ExitRefused, code)
	assert.Contains(t, errs, "この大会には 2 部門あります。--section で部門を指定してください（main, B (B級)）")
}

func TestCLI_Issue24SectionFlagPicksTheCompetitionByKeyOrName(t *testing.T) {
	englishEnv(t)
	file := twoSectionFile(t)
	for _, n := range []string{"甲", "乙", "丙", "丁"} {
		code, _, errs := run(t, "players", "add", file, "--name", "B "+n, "--rank", "5k", "--section", "B級")
		require.Equal(t, ExitOK, code, errs)
	}
	code, out, errs := run(t, "pair", file, "--section", "b", "--format", "csv")
	require.Equal(t, ExitOK, code, errs)
	assert.Contains(t, out, "1,21,", "section B's tables are its venue numbers 21-30")
	assert.NotContains(t, out, "山田", "section main's players are not in B")

	code, out, _ = run(t, "players", "list", file, "--section", "main", "--format", "csv")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, "山田 一郎")
	assert.NotContains(t, out, "B 甲")

	code, _, errs = run(t, "pairings", file, "--section", "C")
	assert.Equal(t, ExitRefused, code)
	assert.Contains(t, errs, `no section "C": the event has main, B (B級)`)
}

func TestCLI_Issue24EventOfOneSectionTakesItsSectionByDefaultOrByKey(t *testing.T) {
	englishEnv(t)
	file := filepath.Join(t.TempDir(), "ev.taikai")
	code, _, _ := run(t, "demo", file, "--game", "go", "--players", "8")
	require.Equal(t, ExitOK, code)
	code, plain, _ := run(t, "pair", file, "--format", "csv")
	require.Equal(t, ExitOK, code)
	code, named, _ := run(t, "pairings", file, "--section", "main", "--format", "csv")
	require.Equal(t, ExitOK, code)
	assert.Equal(t, plain, named)
	assert.NotContains(t, plain, "section", "one section: no section column")

	code, _, errs := run(t, "standings", file, "--section", "A")
	assert.Equal(t, ExitRefused, code)
	assert.Contains(t, errs, `no section "A": the event has main`)

	code, _, errs = run(t, "new", filepath.Join(t.TempDir(), "x.taikai"), "--game", "go", "--name", "x", "--section", "A")
	assert.Equal(t, ExitUsage, code, "new makes the whole event: no --section")
	assert.Contains(t, errs, "unknown flag --section")
}
