package storage

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// testdata/schema4.taikai is a Go event of 16 players written by the
// Taikai before sections (schema 4), three rounds played;
// schema4.standings.csv is its `standings --format csv` then. It opens
// after a backup as an event of one section with the same standings, and
// takes a second section whose tables follow the first's.
func TestMigration_Issue24Schema4FileIsAnEventOfOneSectionWithTheSameStandings(t *testing.T) {
	b, path := openOld(t, "schema4.taikai")
	assert.FileExists(t, path+".schema4.bak")
	assert.Equal(t, SchemaVersion, b.version)

	v := tournament.NewVenue(b)
	secs, err := v.Sections()
	require.NoError(t, err)
	require.Len(t, secs, 1)
	assert.Equal(t, tournament.DefaultSectionKey, secs[0].Key)
	assert.Equal(t, tournament.GameKind("go"), secs[0].Game)
	sec, s, err := v.Section("")
	require.NoError(t, err, "the only section is the default")
	assert.Equal(t, 0, sec.ID)

	want := readStandingsCSV(t, "testdata/schema4.standings.csv")
	assert.Equal(t, want, standingsLines(t, s), "the standings of the section equal those of the file before")

	// A second section: the first gets the tables it uses, the new one
	// the tables after them.
	_, err = v.AddSection(tournament.SectionForm{Key: "kids", Name: "こどもの部", Game: "go"})
	require.NoError(t, err)
	secs, err = v.Sections()
	require.NoError(t, err)
	require.Len(t, secs, 2)
	assert.Equal(t, tournament.TableRange{From: 1, To: 8}, secs[0].Tables)
	_, kids, err := v.Section("こどもの部")
	require.NoError(t, err)
	for _, n := range []string{"山田 一郎", "鈴木 二郎", "佐藤 三郎", "田中 四郎"} {
		_, err := kids.AddParticipant(tournament.ParticipantForm{tournament.FieldName: n, tournament.FieldRank: "10k"})
		require.NoError(t, err)
	}
	r, err := kids.PairNextRound()
	require.NoError(t, err)
	assert.Equal(t, 1, r.Number)
	for _, g := range r.Games {
		assert.Greater(t, g.Table, 8, "a table of こどもの部 after the 8 of the first section")
	}
	assert.Equal(t, want, standingsLines(t, s), "the first section is untouched by the second")
	_, _, err = v.Section("")
	require.ErrorContains(t, err, "main, kids (こどもの部)", "with two sections, one must be named")
}

func readStandingsCSV(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	require.NoError(t, err)
	var out []string
	for _, r := range rows[1:] {
		out = append(out, strings.Join(r[:5], " ")) // rank, name, wins, sos, sodos
	}
	return out
}

func standingsLines(t *testing.T, s *tournament.Service) []string {
	t.Helper()
	return standingsCells(t, s, "wins", "sos", "sodos")
}

// standingsCells are s's standings a line a row: rank, name and the cells
// of the columns cols, joined by spaces.
func standingsCells(t *testing.T, s *tournament.Service, cols ...string) []string {
	t.Helper()
	tab, err := s.Standings(0)
	require.NoError(t, err)
	names, err := s.Names()
	require.NoError(t, err)
	at := map[string]int{}
	for i, c := range tab.Columns {
		at[c.Key] = i
	}
	var out []string
	for _, r := range tab.Rows {
		l := []string{strconv.Itoa(r.Rank), names[r.ID]}
		for _, c := range cols {
			l = append(l, r.Cells[at[c]])
		}
		out = append(out, strings.Join(l, " "))
	}
	return out
}

// A section's snapshot names its section: "a--round-3-paired" is
// 「部門 a：3回戦 組合せ後」.
func TestSnapshots_Issue24SectionSnapshotNamesItsSection(t *testing.T) {
	got := SnapshotInfo{Label: "a--round-3-paired"}.State()
	assert.Equal(t, "部門 a：3回戦 組合せ後", got.Ja)
	assert.Equal(t, "section a: round 3 paired", got.En)
	assert.Equal(t, "3回戦 組合せ後", SnapshotInfo{Label: "round-3-paired"}.State().Ja, "an event of one section is as before")
}

// openOld opens a copy of testdata/NAME, an event file an older Taikai
// wrote, in a folder of the test's: it is migrated as it opens. The file
// is closed when the test ends.
func openOld(t *testing.T, name string) (*Bolt, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "old.taikai")
	data, err := os.ReadFile(filepath.Join("testdata", name))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, data, 0o600))
	b, err := Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { b.Close() })
	return b, path
}
