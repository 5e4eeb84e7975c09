package storage

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"

	"taikai/tournament"
)

// flipBit flips bit of the byte at offset at of the file at path, in
// place (an open file sees it through its mapping).
func flipBit(t *testing.T, path string, at int64, bit uint) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	require.NoError(t, err)
	defer f.Close()
	var b [1]byte
	_, err = f.ReadAt(b[:], at)
	require.NoError(t, err)
	b[0] ^= 1 << bit
	_, err = f.WriteAt(b[:], at)
	require.NoError(t, err)
}

// offsetOf is where needle first is in the file at path.
func offsetOf(t *testing.T, path, needle string) int64 {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	i := bytes.Index(data, []byte(needle))
	require.GreaterOrEqual(t, i, 0, "%q is in the file", needle)
	return int64(i)
}

// requireDamage checks that err is the damage of the file, in both
// languages, with the snapshot offered and the words of what.
func requireDamage(t *testing.T, err error, en, ja string) {
	t.Helper()
	require.ErrorIs(t, err, tournament.ErrDamagedFile)
	var d *DamagedError
	require.ErrorAs(t, err, &d)
	assert.NotNil(t, d.Latest, "a snapshot is offered")
	assert.Contains(t, tournament.Localize(err, tournament.English), en)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), ja)
	noRawPanic(t, err.Error(), tournament.Localize(err, tournament.Japanese))
}

// Issue 23: 9 of 300 single-bit flips opened with silently different
// data (a club 新潟県 read as 新潟瘌, a reading dropped). Every value now
// carries a checksum: the flipped bit is damage, with the snapshot offer.
func TestOpen_Issue23FlippedBitInARecordIsDamageNotData(t *testing.T) {
	path := writeEvent(t, t.TempDir(), 40, 1)
	name := tournament.DemoParticipants(40, 1)[20][tournament.FieldName]
	flipBit(t, path, offsetOf(t, path, name)+1, 2)
	_, err := Open(path)
	requireDamage(t, err, "of the participants no longer matches its checksum", "参加者の記録 21 がチェックサムと一致しません")
}

// The checksum is checked whenever a value is read, not only on opening:
// a bit flipped under an open event (a failing stick) is damage on the
// next read, never a result shown.
func TestView_Issue23BitFlippedWhileOpenIsDamageWhenRead(t *testing.T) {
	path := writeEvent(t, t.TempDir(), 40, 2)
	b := mustOpen(t, path)
	defer b.Close()
	_, err := tournament.NewService(b).Rounds()
	require.NoError(t, err)
	flipBit(t, path, offsetOf(t, path, `"result":{"text":"`)+20, 0)
	_, err = tournament.NewService(b).Rounds()
	requireDamage(t, err, "of the pairings and results no longer matches its checksum", "組合せと結果の記録")
	_, err = tournament.NewService(b).Participants()
	require.ErrorIs(t, err, tournament.ErrDamagedFile, "the file is broken: nothing more is read from it")
}

// A record lost from a page (a bit of the page's count of elements
// flipped) leaves every other record whole: the count of the bucket tells.
func TestOpen_Issue23RecordLostFromAPageIsDamage(t *testing.T) {
	path := writeEvent(t, t.TempDir(), 40, 1)
	name := tournament.DemoParticipants(40, 1)[39][tournament.FieldName]
	page := offsetOf(t, path, name) / 4096 * 4096
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	require.NoError(t, err)
	var count [2]byte
	_, err = f.ReadAt(count[:], page+10)
	require.NoError(t, err)
	n := binary.LittleEndian.Uint16(count[:])
	require.Greater(t, n, uint16(1))
	binary.LittleEndian.PutUint16(count[:], n-1)
	_, err = f.WriteAt(count[:], page+10)
	require.NoError(t, err)
	require.NoError(t, f.Close())
	_, err = Open(path)
	requireDamage(t, err, "the participants: 39 records in the file where 40 were saved", "参加者の記録が 39 件あります。保存したのは 40 件です")
}

// A bucket's sequence gone back would give a new participant the number
// of one already there: damage, before anything is written.
func TestOpen_Issue23NumberingGoneBackIsDamage(t *testing.T) {
	path := writeEvent(t, t.TempDir(), 40, 1)
	db, err := bolt.Open(path, 0o600, nil)
	require.NoError(t, err)
	require.NoError(t, db.Update(func(tx *bolt.Tx) error { return tx.Bucket(bucketParticipants).SetSequence(12) }))
	require.NoError(t, db.Close())
	_, err = Open(path)
	requireDamage(t, err, "the numbering of the participants no longer matches", "参加者の番号の記録")
}

// A flipped bit in the schema version (read as "4", "0", the next) never
// passes for a newer or an older Taikai's file. Issue 23: a file of
// schema −1 (no seal) left a stray FILE.schema-1.bak; it is damage, and
// no backup is made.
func TestOpen_Issue23FlippedSchemaVersionIsDamage(t *testing.T) {
	for _, v := range []string{"4", "0", strconv.Itoa(SchemaVersion + 1), "-1", "-1 without seal"} {
		path := writeEvent(t, t.TempDir(), 8, 1)
		db, err := bolt.Open(path, 0o600, nil)
		require.NoError(t, err)
		require.NoError(t, db.Update(func(tx *bolt.Tx) error {
			if v == "-1 without seal" {
				if err := tx.Bucket(bucketMeta).Delete(keySeal); err != nil {
					return err
				}
				return tx.Bucket(bucketMeta).Put(keyVersion, []byte("-1"))
			}
			return tx.Bucket(bucketMeta).Put(keyVersion, []byte(v))
		}))
		require.NoError(t, db.Close())
		_, err = Open(path)
		requireDamage(t, err, "schema version", "スキーマの版")
		backups, _ := filepath.Glob(path + ".schema*")
		assert.Empty(t, backups, "schema %s: no backup made of a damaged file", v)
	}
}

// testdata/schema3.taikai is an Othello event written by the Taikai before
// issue 23 (schema 3: values without checksums): 12 players, round 1
// paired with 4 results, a phone report. It opens after a backup, every
// value sealed, with the same data; then a flipped bit is damage.
func TestMigration_Issue23Schema3FileIsSealedAfterABackup(t *testing.T) {
	b, path := openOld(t, "schema3.taikai")
	assert.FileExists(t, path+".schema3.bak")
	assert.Equal(t, SchemaVersion, b.version)
	s := tournament.NewService(b)
	ps, err := s.Participants()
	require.NoError(t, err)
	assert.Len(t, ps, 12)
	rs, err := s.Rounds()
	require.NoError(t, err)
	require.Len(t, rs, 1)
	results := 0
	for _, g := range rs[0].Games {
		if g.Result != nil {
			results++
			assert.Equal(t, "40-24", g.Result.Text)
		}
	}
	assert.Equal(t, 4, results)
	reps, err := s.Reports()
	require.NoError(t, err)
	require.Len(t, reps, 1)
	assert.Equal(t, "33-31", reps[0].Text)
	ev, err := s.Event()
	require.NoError(t, err)
	assert.Equal(t, "第3版の大会", ev.Name)
	require.NoError(t, b.view(func(tx *bolt.Tx) error {
		for _, name := range sealedBuckets {
			require.NoError(t, tx.Bucket(name).ForEach(func(k, v []byte) error {
				_, ok := unseal(k, v)
				assert.True(t, ok, "%s/%x is sealed", name, k)
				return nil
			}))
		}
		return nil
	}))
	_, err = s.RecordResult(1, rs[0].Games[4].Table, "10-54")
	require.NoError(t, err)
	require.NoError(t, b.Close())

	flipBit(t, path, offsetOf(t, path, "公民館")+2, 1)
	_, err = Open(path)
	requireDamage(t, err, "no longer matches its checksum", "チェックサムと一致しません")
}

// A snapshot taken before the upgrade (of schema 3) is offered and
// restored like any other; the file put back is upgraded again when it
// opens, after its own backup.
func TestRestore_Issue23SnapshotOfTheOlderSchemaIsOfferedAndUpgradedAgain(t *testing.T) {
	b, path := openOld(t, "schema3.taikai")
	require.NoError(t, b.Close())
	latest := latestGoodSnapshot(path)
	require.NotNil(t, latest, "the snapshot before the upgrade is good")
	assert.Equal(t, "before-migration-schema3", latest.Label)
	_, err := Restore(path, filepath.Base(latest.Path))
	require.NoError(t, err)
	b, err = Open(path)
	require.NoError(t, err)
	defer b.Close()
	assert.Equal(t, SchemaVersion, b.version)
	assert.FileExists(t, path+".schema3.1.bak", "the first backup is kept")
	ps, err := tournament.NewService(b).Participants()
	require.NoError(t, err)
	assert.Len(t, ps, 12)
}
