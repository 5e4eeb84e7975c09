package storage

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"

	"taikai/tournament"
	yoningame "taikai/tournament/yonin"
)

// testdata/schema6.taikai (see schema6.md) numbered the rounds and stages
// of section k from k×1,000,000. It opens after a backup with each
// section's rounds and stages under the section's key, numbered from 1,
// and the standings the Taikai that wrote it gave; play goes on in each
// section, and an undo restores a later section's round under its key.
func TestMigration_Issue39Schema6SectionsKeyedByTheirKeys(t *testing.T) {
	b, path := openOld(t, "schema6.taikai")
	assert.FileExists(t, path+".schema6.bak")
	assert.Equal(t, 7, b.version)

	// The file's keys: the first section's numbers, the others' keys.
	keys := map[string][]string{}
	require.NoError(t, b.view(func(tx *bolt.Tx) error {
		for _, name := range [][]byte{bucketRounds, bucketStages} {
			err := tx.Bucket(name).ForEach(func(k, _ []byte) error {
				keys[string(name)] = append(keys[string(name)], keyName(k))
				return nil
			})
			if err != nil {
				return err
			}
		}
		return nil
	}))
	assert.Equal(t, []string{"1", "2", "oth 1", "oth 2"}, keys["rounds"])
	assert.Equal(t, []string{"yonin 1"}, keys["stages"])

	v := tournament.NewVenue(b)
	_, main, err := v.Section("main")
	require.NoError(t, err)
	assert.Equal(t, readStandingsCSV(t, "testdata/schema6.standings-main.csv"), standingsLines(t, main))
	_, oth, err := v.Section("oth")
	require.NoError(t, err)
	assert.Equal(t, readCSVColumns(t, "testdata/schema6.standings-oth.csv", 5), othelloLines(t, oth))
	rs, err := oth.Rounds()
	require.NoError(t, err)
	require.Len(t, rs, 2)
	assert.Equal(t, []int{1, 2}, []int{rs[0].Number, rs[1].Number})
	assert.Empty(t, rs[0].Section, "a section's own view has no section on its rounds")

	_, ys, err := v.Section("yonin")
	require.NoError(t, err)
	rows, _, err := yoningame.Of(ys).YoninStandings("1")
	require.NoError(t, err)
	names, err := ys.Names()
	require.NoError(t, err)
	var got []string
	for _, r := range rows {
		got = append(got, strings.Join([]string{r.Table, strconv.Itoa(r.Rank), names[r.ID], strconv.Itoa(r.Points), strconv.Itoa(r.Mates)}, " "))
	}
	assert.Equal(t, readCSVColumns(t, "testdata/schema6.standings-yonin.csv", 5), got)

	// Play goes on: round 2 of オセロの部 recorded, round 3 paired under
	// the section's key, and undone.
	for _, g := range rs[1].Games {
		if !g.IsBye() {
			_, err := oth.RecordResult(2, g.Table, "33-31")
			require.NoError(t, err)
		}
	}
	r3, err := oth.PairNextRound()
	require.NoError(t, err)
	assert.Equal(t, 3, r3.Number)
	_, err = oth.Undo()
	require.NoError(t, err)
	rs, err = oth.Rounds()
	require.NoError(t, err)
	assert.Len(t, rs, 2)
	rs, err = main.Rounds()
	require.NoError(t, err)
	assert.Len(t, rs, 2, "the first section's rounds are its own")
}

// testdata/schema6-formats.taikai (see schema6.md) kept each section
// format's own data beside its kind. It opens with the data under
// "detail" in the event record, the same standings, and play goes on.
func TestMigration_Issue39Schema6FormatsKeepTheirOwnDataUnderDetail(t *testing.T) {
	b, path := openOld(t, "schema6-formats.taikai")
	assert.FileExists(t, path+".schema6.bak")

	var stored struct {
		Sections []struct {
			Format map[string]json.RawMessage `json:"format"`
		} `json:"sections"`
	}
	require.NoError(t, b.view(func(tx *bolt.Tx) error {
		v, err := boltTx{tx: tx, sealed: true}.get(bucketEvent, tx.Bucket(bucketEvent), keyEvent)
		if err != nil {
			return err
		}
		return json.Unmarshal(v, &stored)
	}))
	require.Len(t, stored.Sections, 2)
	for _, s := range stored.Sections {
		assert.Contains(t, s.Format, "detail")
		assert.Len(t, s.Format, 2, "kind and detail, nothing beside: %v", s.Format)
	}

	v := tournament.NewVenue(b)
	_, ko, err := v.Section("ko")
	require.NoError(t, err)
	assert.Equal(t, readCSVColumns(t, "testdata/schema6-formats.standings-ko.csv", 3), standingsCells(t, ko, "reached"))
	_, lg, err := v.Section("lg")
	require.NoError(t, err)
	assert.Equal(t, readCSVColumns(t, "testdata/schema6-formats.standings-lg.csv", 5), standingsCells(t, lg, "group", "group_place", "wins"))

	// The league's groups as drawn pair its round 2.
	r2, err := lg.PairNextRound()
	require.NoError(t, err)
	assert.Equal(t, 2, r2.Number)
}
