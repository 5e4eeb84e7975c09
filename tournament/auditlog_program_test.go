package tournament_test

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
)

// TestAuditLog_Issue31RecordsTheVersionOfTheProgramThatMadeEachChange: an
// event file made by one Taikai and changed by a newer one says, change by
// change, which made it; in the file, after an undo, through the JSON export
// and its import (which adds its own entry under the importing program).
func TestAuditLog_Issue31RecordsTheVersionOfTheProgramThatMadeEachChange(t *testing.T) {
	path := filepath.Join(t.TempDir(), "大会.taikai")
	clock := tournament.WithClock(func() time.Time { return today })
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: "go", Name: "囲碁大会", Date: "2026-11-21"}, nil, today)
	require.NoError(t, err)
	require.NoError(t, storage.CreateWith(path, func(st tournament.Store) error {
		return tournament.NewService(st, clock, tournament.WithProgram("v0.3.0")).Create(ev)
	}))
	change := func(version string, do func(s *tournament.Service) error) {
		t.Helper()
		b, err := storage.Open(path)
		require.NoError(t, err)
		defer b.Close()
		require.NoError(t, do(tournament.NewService(b, clock, tournament.WithProgram(version))))
	}
	add := func(name string) func(s *tournament.Service) error {
		return func(s *tournament.Service) error {
			_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: name, tournament.FieldRank: "1d"})
			return err
		}
	}
	change("v0.3.0", add("佐藤 一郎"))
	change("v0.4.0", func(s *tournament.Service) error {
		if err := add("鈴木 花子")(s); err != nil {
			return err
		}
		_, err := s.Undo()
		return err
	})

	b, err := storage.Open(path)
	require.NoError(t, err)
	s := tournament.NewService(b)
	log, err := s.AuditLog()
	require.NoError(t, err)
	var got []string
	for _, e := range log {
		got = append(got, e.Action+" "+e.Program)
	}
	assert.Equal(t, []string{"event.create v0.3.0", "players.add v0.3.0", "players.add v0.4.0", "undo v0.4.0"}, got)

	x, err := s.Export()
	require.NoError(t, err)
	doc, err := x.JSON()
	require.NoError(t, err)
	require.NoError(t, b.Close())
	assert.Equal(t, 2, strings.Count(string(doc), `"program": "v0.3.0"`), "the export carries each entry's program")
	assert.Equal(t, 2, strings.Count(string(doc), `"program": "v0.4.0"`))

	back, err := tournament.DecodeExport(doc)
	require.NoError(t, err)
	mem := storage.NewMemory()
	require.NoError(t, tournament.ImportEvent(mem, back, clock, tournament.WithProgram("v0.5.0")))
	log, err = tournament.NewService(mem).AuditLog()
	require.NoError(t, err)
	got = got[:0]
	for _, e := range log {
		got = append(got, e.Action+" "+e.Program)
	}
	assert.Equal(t, []string{"event.create v0.3.0", "players.add v0.3.0", "players.add v0.4.0", "undo v0.4.0", "event.import v0.5.0"}, got,
		"the imported entries keep the program that made them; the import is the importer's")
}

// TestAuditLog_Issue31EntriesWithoutAProgramStillRead: an export (and a file)
// written before the program was recorded reads, its entries with none.
func TestAuditLog_Issue31EntriesWithoutAProgramStillRead(t *testing.T) {
	s := newService(t)
	x, err := s.Export()
	require.NoError(t, err)
	doc, err := x.JSON()
	require.NoError(t, err)
	require.NotContains(t, string(doc), `"program"`, "a service without WithProgram records none")

	back, err := tournament.DecodeExport(doc)
	require.NoError(t, err)
	require.NotEmpty(t, back.Audit)
	assert.Empty(t, back.Audit[0].Program)
	what, _ := tournament.AuditText(back.Audit[0], nil, tournament.Japanese)
	assert.NotEmpty(t, what)
}
