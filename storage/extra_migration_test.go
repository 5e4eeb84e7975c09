package storage

import (
	"encoding/json"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"

	"taikai/tournament"
	"taikai/tournament/othello"
	"taikai/tournament/pairgo"
)

// testdata/schema5.taikai (see schema5.md) was written while the shared
// game and participant held the games' own fields: an Othello final whose
// 32-32 the hidden disc's draw-win right decides, Go handicap games, Pair
// Go pairs with their pair points and rotation errors. Issue 26: it opens
// after a backup as schema 6, those fields in each game's own record and
// nowhere else, every value sealed and counted; its standings and awards
// are those the Taikai that wrote it gave (schema5.*.csv); and a result
// recorded now is decided with the komi and the rotation errors it had.
func TestMigration_Issue26Schema5FileKeepsEachGamesOwnFieldsInItsRecord(t *testing.T) {
	b, path := openOld(t, "schema5.taikai")
	assert.FileExists(t, path+".schema5.bak")
	assert.Equal(t, SchemaVersion, b.version)
	v := tournament.NewVenue(b)

	// The Othello final: its hidden disc, and what it decided.
	_, main, err := v.Section("main")
	require.NoError(t, err)
	assert.Equal(t, readStandingsCSV(t, "testdata/schema5.standings-main.csv"), othelloLines(t, main))
	final, err := main.Round(7)
	require.NoError(t, err)
	hd := othello.HiddenDiscOf(final.Games[0])
	require.NotNil(t, hd, "the final's hidden disc is Othello's record")
	assert.Equal(t, final.Games[0].Black, hd.DrawWinHolder, "the draw-win right to Black, as recorded")
	assert.Equal(t, "draw-win", hd.Choice)
	assert.NotEmpty(t, hd.Reason.Ja)
	places, err := othello.Of(main).Certification()
	require.NoError(t, err)
	names, err := main.Names()
	require.NoError(t, err)
	var got []string
	for _, p := range places {
		if p.Certificate.Dan == 0 && !p.Undecided {
			continue
		}
		place := ""
		if p.Place > 0 {
			place = strconv.Itoa(p.Place)
		}
		got = append(got, strings.Join([]string{place, names[p.ID], p.Prelim.String(), p.Certificate.Japanese()}, " "))
	}
	assert.Equal(t, readCSVColumns(t, "testdata/schema5.certification.csv", 4), got, "the 32-32 final is Black's by the draw-win right")

	// Go: the handicaps, and the komi a result is checked against.
	sec, goSvc, err := v.Section("go")
	require.NoError(t, err)
	assert.Equal(t, readStandingsCSV(t, "testdata/schema5.standings-go.csv"), standingsLines(t, goSvc))
	goEv, err := goSvc.Event()
	require.NoError(t, err)
	r2, err := goSvc.Round(2)
	require.NoError(t, err)
	g, _, _ := r2.GameAt(12)
	h := tournament.GameHandicap(goEv, g)
	require.NotNil(t, h, "%s: round 2 table 12 keeps its handicap", sec.Key)
	assert.Equal(t, tournament.Handicap{Stones: 7, Komi: -11, Text: tournament.Text{En: "7 stones, White gives 5.5 (reverse komi)", Ja: "置石7子　白番5目半コミ出し（逆コミ）"}}, *h)
	assert.True(t, tournament.HasHandicaps(goEv, r2))
	_, err = goSvc.RecordResult(2, 12, "B+3")
	require.ErrorIs(t, err, tournament.ErrInvalidInput, "a whole margin under the half-point komi of the game")
	_, err = goSvc.RecordResult(2, 12, "B+3.5")
	require.NoError(t, err)

	// Pair Go: the pair points, the rotation errors, and a result decided
	// with them and the komi.
	_, pairSvc, err := v.Section("pair")
	require.NoError(t, err)
	assert.Equal(t, readStandingsCSV(t, "testdata/schema5.standings-pair.csv"), standingsLines(t, pairSvc))
	ps, err := pairSvc.Participants()
	require.NoError(t, err)
	points := map[string]int{}
	for _, p := range ps {
		if p.IsPair() {
			points[p.Name] = pairgo.PairPointOf(p)
		}
	}
	assert.Equal(t, map[string]int{"山田ペア": 4, "中村ペア": -4, "小林ペア": 1, "加藤ペア": -1}, points, "the pair points in halves")
	r1, err := pairSvc.Round(1)
	require.NoError(t, err)
	g1, _, _ := r1.GameAt(21)
	assert.Equal(t, [2]int{2, 0}, pairgo.RotationErrorsOf(g1))
	r2, err = pairSvc.Round(2)
	require.NoError(t, err)
	g2, _, _ := r2.GameAt(21)
	assert.Equal(t, [2]int{0, 1}, pairgo.RotationErrorsOf(g2))
	pairEv, err := pairSvc.Event()
	require.NoError(t, err)
	require.NotNil(t, tournament.GameHandicap(pairEv, g2))
	assert.Equal(t, 4, tournament.GameHandicap(pairEv, g2).Stones)
	// Black 60 + 6 (White gives 6) + 3 (White's rotation error), White 62.
	v2, err := pairSvc.RecordResult(2, 21, "60-62")
	require.NoError(t, err)
	assert.Equal(t, "B+7", v2.Stored)

	// Nothing of the games' own fields is left beside their records.
	require.NoError(t, b.Close())
	raw := rawRecords(t, path)
	require.NotEmpty(t, raw)
	for _, rec := range raw {
		for _, k := range append(slices.Clone(tournament.LegacyGameKeys), tournament.LegacyParticipantKeys...) {
			assert.NotContains(t, rec, k, "a record keeps %s in the game's record only", k)
		}
	}
	require.NoError(t, checkSnapshot(path), "the file reads whole: every value sealed, every bucket counted")
}

// rawRecords returns every game of every round and every participant of
// the file at path as stored, each as its keys.
func rawRecords(t *testing.T, path string) []map[string]json.RawMessage {
	t.Helper()
	db, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true})
	require.NoError(t, err)
	defer db.Close()
	var out []map[string]json.RawMessage
	require.NoError(t, db.View(func(tx *bolt.Tx) error {
		require.NoError(t, tx.Bucket(bucketRounds).ForEach(func(k, v []byte) error {
			data, ok := unseal(k, v)
			require.True(t, ok)
			var r struct {
				Games []map[string]json.RawMessage `json:"games"`
			}
			require.NoError(t, json.Unmarshal(data, &r))
			out = append(out, r.Games...)
			return nil
		}))
		return tx.Bucket(bucketParticipants).ForEach(func(k, v []byte) error {
			data, ok := unseal(k, v)
			require.True(t, ok)
			var p map[string]json.RawMessage
			require.NoError(t, json.Unmarshal(data, &p))
			out = append(out, p)
			return nil
		})
	}))
	return out
}

// othelloLines are the Othello standings as rank, name, wins, BP, discs.
func othelloLines(t *testing.T, s *tournament.Service) []string {
	t.Helper()
	return standingsCells(t, s, "wins", "bp", "discs")
}

// readCSVColumns returns the first n columns of each row of the CSV file
// at path after its header, joined by spaces.
func readCSVColumns(t *testing.T, path string, n int) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	var out []string
	for _, l := range lines[1:] {
		out = append(out, strings.Join(strings.Split(l, ",")[:n], " "))
	}
	return out
}
