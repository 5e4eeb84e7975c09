package tournament_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/gametest"
	"taikai/tournament/othello"
	"taikai/tournament/pairgo"
)

// importedLegacy imports the export document at path, of the version
// given, into a store held in memory, and returns the store and its
// export now.
func importedLegacy(t *testing.T, path string, version int) (*storage.Memory, tournament.Export) {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	x, err := tournament.DecodeExport(data)
	require.NoError(t, err)
	assert.Equal(t, version, x.Version)
	mem := storage.NewMemory()
	require.NoError(t, tournament.ImportEvent(mem, x))
	imported, err := tournament.NewService(mem).Export()
	require.NoError(t, err)
	return mem, imported
}

// migratedExport is the export of a copy of storage's old event file name
// (testdata), migrated as it opens.
func migratedExport(t *testing.T, name string) tournament.Export {
	t.Helper()
	file, err := os.ReadFile(filepath.Join("..", "storage", "testdata", name))
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(path, file, 0o600))
	b, err := storage.Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { b.Close() })
	migrated, err := tournament.NewService(b).Export()
	require.NoError(t, err)
	return migrated
}

// testdata/export-v2-schema5.json is the export of version 2 that the
// Taikai of schema 5 wrote of storage/testdata/schema5.taikai (see
// storage/testdata/schema5.md): its games and pairs still hold their own
// fields beside the shared ones ("hidden_disc", "handicap",
// "rotation_errors", "pair_point"). Issue 26: it imports with each in the
// game's own record, exactly as the migration of that file puts them, and
// exports again as version 5 (its later sections' rounds named by their
// keys).
func TestImportEvent_Issue26AVersion2ExportMovesTheGamesOwnFieldsIntoTheirRecords(t *testing.T) {
	mem, imported := importedLegacy(t, "testdata/export-v2-schema5.json", 2)
	assert.Equal(t, 5, imported.Version, "the rounds of the sections after the first named by their keys are version 5")

	migrated := migratedExport(t, "schema5.taikai")
	assert.Equal(t, migrated.Participants, imported.Participants, "the pairs' records as the migration writes them")
	assert.Equal(t, migrated.Rounds, imported.Rounds, "the games' records as the migration writes them")

	v := tournament.NewVenue(mem)
	_, main, err := v.Section("main")
	require.NoError(t, err)
	final, err := main.Round(7)
	require.NoError(t, err)
	hd := othello.HiddenDiscOf(final.Games[0])
	require.NotNil(t, hd)
	assert.Equal(t, final.Games[0].Black, hd.DrawWinHolder)
	places, err := othello.Of(main).Certification()
	require.NoError(t, err)
	assert.Equal(t, 1, places[0].Place, "the 32-32 final has its winner by the draw-win right")
	assert.Equal(t, final.Games[0].Black, places[0].ID)

	_, goSvc, err := v.Section("go")
	require.NoError(t, err)
	goEv, err := goSvc.Event()
	require.NoError(t, err)
	r2, err := goSvc.Round(2)
	require.NoError(t, err)
	for _, g := range r2.Games {
		assert.NotNil(t, tournament.GameHandicap(goEv, g), "table %d keeps its handicap", g.Table)
	}

	_, pairSvc, err := v.Section("pair")
	require.NoError(t, err)
	r1, err := pairSvc.Round(1)
	require.NoError(t, err)
	g, _, _ := r1.GameAt(21)
	assert.Equal(t, [2]int{2, 0}, pairgo.RotationErrorsOf(g))
	ps, err := pairSvc.Participants()
	require.NoError(t, err)
	for _, p := range ps {
		if p.Name == "山田ペア" {
			assert.Equal(t, 4, pairgo.PairPointOf(p), "2.0 in halves")
		}
	}
}

// The record each game writes of a game or a pair is what moving the old
// shared keys under "extra" makes of it (tournament.UpgradeLegacyRound,
// UpgradeLegacyParticipant, which the storage's migration and the import
// of an old export use), byte for byte: Othello's hidden disc, Go's
// handicap, Pair Go's handicap and rotation errors and a pair's point. The
// old file wrote "rotation_errors": [0,0] in every game: it is no record.
func TestUpgradeLegacy_Issue26TheOldKeysAreTheGamesRecordsAsTheyWriteThem(t *testing.T) {
	othelloEvent := demoPlayed(t, 8, 26, 26)
	_, _, err := othello.Of(othelloEvent).EarlyFinalCheck()
	require.NoError(t, err)
	final, _, err := othello.Of(othelloEvent).PairFinals()
	require.NoError(t, err)
	hiddenDisc(t, othelloEvent, final.Number, 1, "black", "white", "draw-win", "white")
	goEvent := goEvent(t, "5d", "1k")
	pairEvent := tournament.NewService(storage.NewMemory())
	require.NoError(t, pairEvent.CreateDemoWith("pairgo", 4))
	for _, s := range []*tournament.Service{goEvent, pairEvent} {
		_, err := s.PairNextRound()
		require.NoError(t, err)
	}
	_, err = pairgo.Of(pairEvent).RecordRotationError(1, 1, "white")
	require.NoError(t, err)

	for _, s := range []*tournament.Service{othelloEvent, goEvent, pairEvent} {
		rs, err := s.Rounds()
		require.NoError(t, err)
		r := rs[len(rs)-1]
		g := r.Games[0]
		require.NotEmpty(t, g.Extra, "the game has its own record")
		upgradesTo(t, tournament.UpgradeLegacyRound, legacyShape(t, r), r, "the round as the game wrote it")
	}
	ps, err := pairEvent.Participants()
	require.NoError(t, err)
	for _, p := range ps {
		if !p.IsPair() {
			continue
		}
		require.NotEmpty(t, p.Extra)
		upgradesTo(t, tournament.UpgradeLegacyParticipant, oldKeys(t, p, p.Extra), p, "the pair as Pair Go wrote it")
	}
}

// upgradesTo checks that upgrade changes the old record old into want, as
// JSON (msg says what it is).
func upgradesTo[T any](t *testing.T, upgrade func([]byte) ([]byte, bool, error), old []byte, want T, msg string) {
	t.Helper()
	up, changed, err := upgrade(old)
	require.NoError(t, err)
	require.True(t, changed)
	var back T
	require.NoError(t, json.Unmarshal(up, &back))
	assert.Equal(t, want, back, msg)
}

// legacyShape is round r as the Taikai of schema 5 wrote it: each game's
// record spread into the game's own keys, "rotation_errors" in every game.
func legacyShape(t *testing.T, r tournament.Round) []byte {
	t.Helper()
	data, err := json.Marshal(r)
	require.NoError(t, err)
	var m map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(data, &m))
	var games []json.RawMessage
	for _, g := range r.Games {
		old := oldKeys(t, g, g.Extra)
		var gm map[string]json.RawMessage
		require.NoError(t, json.Unmarshal(old, &gm))
		if _, ok := gm["rotation_errors"]; !ok {
			gm["rotation_errors"] = json.RawMessage(`[0,0]`)
		}
		b, err := json.Marshal(gm)
		require.NoError(t, err)
		games = append(games, b)
	}
	m["games"], err = json.Marshal(games)
	require.NoError(t, err)
	out, err := json.Marshal(m)
	require.NoError(t, err)
	return out
}

// oldKeys is v (a game or a participant) as JSON with the keys of its
// record extra beside its own, and no "extra".
func oldKeys(t *testing.T, v any, extra tournament.Extra) []byte {
	t.Helper()
	data, err := json.Marshal(v)
	require.NoError(t, err)
	var m map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(data, &m))
	delete(m, "extra")
	if len(extra) > 0 {
		var rec map[string]json.RawMessage
		require.NoError(t, json.Unmarshal(extra, &rec))
		for k, val := range rec {
			m[k] = val
		}
	}
	out, err := json.Marshal(m)
	require.NoError(t, err)
	return out
}

// testdata/export-v3-schema6.json is the export of version 3 that the
// Taikai of schema 6 wrote of storage/testdata/schema6.taikai (see
// storage/testdata/schema6.md): the rounds and records of section k
// numbered from k×1,000,000. Issue 39: it imports with each section's
// rounds and records under its key, numbered from 1, exactly as the
// migration of that file puts them, and exports again as version 5 with
// each round and record naming its section.
func TestImportEvent_Issue39AVersion3ExportKeysTheSectionsByTheirKeys(t *testing.T) {
	_, imported := importedLegacy(t, "testdata/export-v3-schema6.json", 3)
	assert.Equal(t, 5, imported.Version)
	var rounds, records []string
	for _, r := range imported.Rounds {
		rounds = append(rounds, fmt.Sprintf("%s %d", r.Section, r.Number))
	}
	for _, rec := range imported.Records {
		records = append(records, fmt.Sprintf("%s %d", rec.Section, rec.Key))
	}
	assert.Equal(t, []string{" 1", " 2", "oth 1", "oth 2"}, rounds)
	assert.Equal(t, []string{"yonin 1"}, records)
	out, err := imported.JSON()
	require.NoError(t, err)
	assert.Contains(t, string(out), `"section": "oth",`)
	assert.NotContains(t, string(out), "1000001")

	migrated := migratedExport(t, "schema6.taikai")
	assert.Equal(t, migrated.Rounds, imported.Rounds, "the rounds as the migration keeps them")
	assert.Equal(t, migrated.Records, imported.Records, "the stages as the migration keeps them")

	// The export of version 5 reads back the same.
	twice, err := tournament.NewService(gametest.Reimported(t, imported)).Export()
	require.NoError(t, err)
	assert.Equal(t, imported.Rounds, twice.Rounds)
	assert.Equal(t, imported.Records, twice.Records)
}
