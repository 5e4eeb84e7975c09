package cli

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/teams"
)

// teamFile is an event with a team section T (Go, 3 boards) of 8 teams
// imported through the Venue, as the GUI does, and a section of
// individuals I.
func teamFile(t *testing.T) string {
	t.Helper()
	file := newEventFile(t, "teams.taikai", "new", "--name", "実業団囲碁大会")
	addSectionByAPI(t, file, tournament.SectionForm{Key: "T", Name: "団体戦", Game: "go", Tables: "1-10", TeamBoards: 3, Settings: map[string]string{"rounds": "3"}})
	addSectionByAPI(t, file, tournament.SectionForm{Key: "I", Name: "個人戦", Game: "go", Tables: "11-20"})
	data := "チーム,盤,氏名,段級位\n"
	for i := range 8 {
		for k := 1; k <= 3; k++ {
			data += fmt.Sprintf("チーム%c,%d,選手%c%d,%dk\n", 'A'+i, k, 'A'+i, k, i+k)
		}
	}
	b, err := storage.Open(file)
	require.NoError(t, err)
	defer b.Close()
	_, s, err := tournament.NewVenue(b).Section("T")
	require.NoError(t, err)
	_, err = teams.Import(s, []byte(data))
	require.NoError(t, err)
	return file
}

// `taikai print FILE SHEET --section T --out F.pdf` prints a team
// section's sheets (match-cards, team-pairings, team-standings,
// board-prizes) after a round paired and carded from the command line;
// the individuals' sheets are refused there with the team sheet to print,
// and an unknown sheet lists the team sheets.
func TestCLI_Issue26PrintTheTeamSheetsOfATeamSection(t *testing.T) {
	englishEnv(t)
	file := teamFile(t)
	dir := t.TempDir()
	out := mustRun(t, "pair", file, "--section", "T", "--format", "csv")
	rows := readCSV(t, out)
	tables := map[string]bool{}
	for _, r := range rows[1:] {
		if r[1] != "" && !tables[r[1]] {
			tables[r[1]] = true
			code, _, errw := run(t, "result", file, "1", r[1], "○○×", "--section", "T")
			require.Equal(t, ExitOK, code, "table %s: %s", r[1], errw)
		}
	}
	require.Len(t, tables, 4)
	for key, title := range map[string]string{"match-cards": "Match cards", "team-pairings": "Team pairings", "team-standings": "Team standings", "board-prizes": "Board prizes"} {
		pdf := filepath.Join(dir, key+".pdf")
		code, said, errw := run(t, "print", file, key, "--section", "T", "--round", "1", "--out", pdf)
		require.Equal(t, ExitOK, code, "%s: %s", key, errw)
		assert.Contains(t, said, "wrote "+pdf+" ("+title+")")
		if _, err := exec.LookPath("pdftotext"); err == nil {
			text, err := exec.Command("pdftotext", pdf, "-").Output()
			require.NoError(t, err)
			assert.Contains(t, string(text), "チームA", key)
		}
	}
	runFails(t, ExitRefused, "is a team event: print match-cards instead", "print", file, "slips", "--section", "T", "--out", filepath.Join(dir, "slips.pdf"))
	_, err := os.Stat(filepath.Join(dir, "slips.pdf"))
	assert.True(t, os.IsNotExist(err), "nothing written")
	code, _, errw := run(t, "print", file, "nosuch", "--section", "T", "--out", filepath.Join(dir, "x.pdf"))
	assert.Equal(t, ExitRefused, code)
	assert.Contains(t, errw, "match-cards, team-pairings, team-standings, board-prizes")
	assert.NotContains(t, errw, "slips")
	runFails(t, ExitRefused, "section 個人戦 is not a team event", "print", file, "match-cards", "--section", "I", "--out", filepath.Join(dir, "i.pdf"))
}
