// Package storage keeps events in files: one bbolt file per event.
//
// The bucket tree of an event file:
//
//	meta/
//	    app            "taikai": tells an event file from any other bbolt file
//	    schema_version decimal; see migrations
//	event/
//	    event          JSON tournament.Event
//	participants/
//	    <id, 8-byte big-endian>  JSON tournament.Participant
//	audit/
//	    <seq, 8-byte big-endian> JSON tournament.AuditEntry (append-only)
//	rounds/
//	    <number, 8-byte big-endian> JSON tournament.Round (games and results)
//	stages/
//	    <key, 8-byte big-endian> JSON record of the event's discipline (four-player shogi: a stage, its tables and games)
//
// Every change is one bbolt Update transaction: bbolt writes it with fsync
// and a new meta page, so a crash or a power cut keeps the file as it was
// before the transaction or as it is after, never between. An undo or a
// redo is one such transaction too (Restore): it rewrites the values of
// event, participants, rounds and stages that differ from the state it
// restores and deletes the others; the audit log only grows.
package storage

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"

	"taikai/tournament"
)

// LockTimeout is how long Open waits for a file another process holds
// before it gives up with tournament.ErrFileLocked.
const LockTimeout = time.Second

var (
	bucketMeta         = []byte("meta")
	bucketEvent        = []byte("event")
	bucketParticipants = []byte("participants")
	bucketAudit        = []byte("audit")
	bucketRounds       = []byte("rounds")
	bucketStages       = []byte("stages")
	keyApp             = []byte("app")
	keyVersion         = []byte("schema_version")
	keyEvent           = []byte("event")
	appName            = []byte("taikai")
	allBuckets         = [][]byte{bucketMeta, bucketEvent, bucketParticipants, bucketAudit, bucketRounds, bucketStages}
)

// Bolt is an event file; it implements tournament.Store.
type Bolt struct {
	db    *bolt.DB
	path  string
	cache *decodeCache
}

// Create makes a new event file at path holding nothing but the schema; it
// refuses to overwrite an existing file.
func Create(path string) (*Bolt, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return nil, tournament.NewProblem(tournament.ErrFileExists, "%s already exists; choose another file name",
			"%s はすでに存在します。別のファイル名を指定してください", path)
	}
	if err != nil {
		return nil, fmt.Errorf("creating %s: %w", path, err)
	}
	f.Close()
	db, err := openDB(path)
	if err != nil {
		os.Remove(path)
		return nil, err
	}
	err = db.Update(func(tx *bolt.Tx) error {
		for _, b := range allBuckets {
			if _, err := tx.CreateBucketIfNotExists(b); err != nil {
				return err
			}
		}
		meta := tx.Bucket(bucketMeta)
		if err := meta.Put(keyApp, appName); err != nil {
			return err
		}
		return meta.Put(keyVersion, []byte(strconv.Itoa(SchemaVersion)))
	})
	if err != nil {
		db.Close()
		os.Remove(path)
		return nil, fmt.Errorf("initialising %s: %w", path, err)
	}
	return &Bolt{db: db, path: path, cache: newDecodeCache()}, nil
}

// Open opens an existing event file, migrating an older schema (after a
// backup copy beside it). A file another process holds fails within
// LockTimeout with tournament.ErrFileLocked.
func Open(path string) (*Bolt, error) {
	if _, err := os.Stat(path); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, tournament.NewProblem(tournament.ErrNotFound, "no event file %s", "大会ファイル %s がありません", path)
		}
		return nil, fmt.Errorf("opening %s: %w", path, err)
	}
	db, err := openDB(path)
	if err != nil {
		return nil, err
	}
	b := &Bolt{db: db, path: path, cache: newDecodeCache()}
	if err := b.checkAndMigrate(); err != nil {
		db.Close()
		return nil, err
	}
	return b, nil
}

func openDB(path string) (*bolt.DB, error) {
	db, err := bolt.Open(path, 0o644, &bolt.Options{Timeout: LockTimeout})
	switch {
	case errors.Is(err, berrors.ErrTimeout):
		return nil, tournament.NewProblem(tournament.ErrFileLocked,
			"%s is already open in another window (or another taikai command); close it there first",
			"%s はすでに別のウィンドウ（または別の taikai コマンド）で開かれています。そちらを閉じてから開いてください", path)
	case errors.Is(err, berrors.ErrInvalid), errors.Is(err, berrors.ErrVersionMismatch), errors.Is(err, berrors.ErrChecksum):
		return nil, notEventFile(path)
	case err != nil:
		return nil, fmt.Errorf("opening %s: %w", path, err)
	}
	return db, nil
}

func notEventFile(path string) error {
	return tournament.NewProblem(tournament.ErrNotEventFile, "%s is not a Taikai event file", "%s は Taikai の大会ファイルではありません", path)
}

// Path returns the file's path.
func (b *Bolt) Path() string { return b.path }

// Close releases the file.
func (b *Bolt) Close() error { return b.db.Close() }

// View runs fn in a read-only transaction.
func (b *Bolt) View(fn func(tournament.Reader) error) error {
	return b.db.View(func(tx *bolt.Tx) error { return fn(boltTx{tx, b.cache}) })
}

// testHookPut, when set by a test, runs after each record written; the
// crash test slows a transaction with it to kill the process inside one.
var testHookPut func()

// Update runs fn in one read-write transaction: all of it or nothing.
func (b *Bolt) Update(fn func(tournament.Writer) error) error {
	return b.db.Update(func(tx *bolt.Tx) error { return fn(boltTx{tx, b.cache}) })
}

// boltTx is a transaction seen as a tournament.Reader and Writer.
type boltTx struct {
	tx    *bolt.Tx
	cache *decodeCache
}

func (t boltTx) Event() (tournament.Event, error) {
	var ev tournament.Event
	v := t.tx.Bucket(bucketEvent).Get(keyEvent)
	if v == nil {
		return ev, tournament.NewProblem(tournament.ErrNotEventFile, "the event file has no event yet", "大会ファイルに大会情報がありません")
	}
	return ev, json.Unmarshal(v, &ev)
}

func (t boltTx) Participants() ([]tournament.Participant, error) {
	var out []tournament.Participant
	err := t.tx.Bucket(bucketParticipants).ForEach(func(k, v []byte) error {
		p, err := t.cache.participant(k, v)
		if err != nil {
			return fmt.Errorf("reading participant: %w", err)
		}
		out = append(out, p)
		return nil
	})
	return out, err
}

func (t boltTx) Audit() ([]tournament.AuditEntry, error) {
	var out []tournament.AuditEntry
	err := t.tx.Bucket(bucketAudit).ForEach(func(_, v []byte) error {
		var e tournament.AuditEntry
		if err := json.Unmarshal(v, &e); err != nil {
			return fmt.Errorf("reading audit log: %w", err)
		}
		out = append(out, e)
		return nil
	})
	return out, err
}

func (t boltTx) Rounds() ([]tournament.Round, error) {
	var out []tournament.Round
	err := t.tx.Bucket(bucketRounds).ForEach(func(k, v []byte) error {
		r, err := t.cache.round(k, v)
		if err != nil {
			return fmt.Errorf("reading round: %w", err)
		}
		out = append(out, r)
		return nil
	})
	return out, err
}

func (t boltTx) Records() ([]json.RawMessage, error) {
	var out []json.RawMessage
	err := t.tx.Bucket(bucketStages).ForEach(func(_, v []byte) error {
		if !json.Valid(v) {
			return fmt.Errorf("reading a record: not JSON")
		}
		out = append(out, json.RawMessage(slices.Clone(v)))
		return nil
	})
	return out, err
}

func (t boltTx) PutRecord(key int, data json.RawMessage) error {
	return putJSON(t.tx.Bucket(bucketStages), itob(key), data)
}

func (t boltTx) PutRound(r tournament.Round) error {
	data, err := putJSONData(t.tx.Bucket(bucketRounds), itob(r.Number), r)
	if err == nil {
		t.cache.wroteRound(itob(r.Number), data, r)
	}
	return err
}

func (t boltTx) DeleteRound(n int) error {
	return t.tx.Bucket(bucketRounds).Delete(itob(n))
}

func (t boltTx) PutEvent(ev tournament.Event) error {
	return putJSON(t.tx.Bucket(bucketEvent), keyEvent, ev)
}

func (t boltTx) PutParticipant(p *tournament.Participant) error {
	b := t.tx.Bucket(bucketParticipants)
	if p.ID == 0 {
		seq, err := b.NextSequence()
		if err != nil {
			return err
		}
		p.ID = int(seq)
	} else if uint64(p.ID) > b.Sequence() {
		// Keep the sequence ahead of explicit ids so NextSequence never reuses one.
		if err := b.SetSequence(uint64(p.ID)); err != nil {
			return err
		}
	}
	return putJSON(b, itob(p.ID), p)
}

func (t boltTx) AppendAudit(e tournament.AuditEntry) error {
	b := t.tx.Bucket(bucketAudit)
	seq, err := b.NextSequence()
	if err != nil {
		return err
	}
	e.Seq = int(seq)
	return putJSON(b, itob(e.Seq), e)
}

func (t boltTx) Snapshot(reuse tournament.Snapshot) (tournament.Snapshot, error) {
	var s tournament.Snapshot
	if v := t.tx.Bucket(bucketEvent).Get(keyEvent); v != nil {
		s.Event = reuseOr(reuse.Event, v)
	}
	var err error
	if s.Participants, err = snapshotBucket(t.tx.Bucket(bucketParticipants), reuse.Participants); err != nil {
		return s, err
	}
	if s.Rounds, err = snapshotBucket(t.tx.Bucket(bucketRounds), reuse.Rounds); err != nil {
		return s, err
	}
	s.Records, err = snapshotBucket(t.tx.Bucket(bucketStages), reuse.Records)
	return s, err
}

// snapshotBucket reads every value of b, in key order, taking from reuse
// (in key order too) those that have not changed.
func snapshotBucket(b *bolt.Bucket, reuse []tournament.Stored) ([]tournament.Stored, error) {
	out := make([]tournament.Stored, 0, len(reuse))
	i := 0
	err := b.ForEach(func(k, v []byte) error {
		if len(k) != 8 {
			return fmt.Errorf("reading the event: a key of %d bytes", len(k))
		}
		key := int(binary.BigEndian.Uint64(k))
		for i < len(reuse) && reuse[i].Key < key {
			i++
		}
		var prev json.RawMessage
		if i < len(reuse) && reuse[i].Key == key {
			prev = reuse[i].Data
		}
		out = append(out, tournament.Stored{Key: key, Data: reuseOr(prev, v)})
		return nil
	})
	return out, err
}

// reuseOr returns prev when it holds the bytes v, else a copy of v (bbolt's
// values are valid only during their transaction).
func reuseOr(prev json.RawMessage, v []byte) json.RawMessage {
	if prev != nil && bytes.Equal(prev, v) {
		return prev
	}
	return slices.Clone(v)
}

func (t boltTx) Restore(s tournament.Snapshot) error {
	eb := t.tx.Bucket(bucketEvent)
	if s.Event == nil {
		if err := eb.Delete(keyEvent); err != nil {
			return err
		}
	} else if err := putRaw(eb, keyEvent, s.Event); err != nil {
		return err
	}
	pb := t.tx.Bucket(bucketParticipants)
	if err := restoreBucket(pb, s.Participants); err != nil {
		return err
	}
	// The sequence never goes back: an ID once given is not given again.
	if n := len(s.Participants); n > 0 && uint64(s.Participants[n-1].Key) > pb.Sequence() {
		if err := pb.SetSequence(uint64(s.Participants[n-1].Key)); err != nil {
			return err
		}
	}
	if err := restoreBucket(t.tx.Bucket(bucketRounds), s.Rounds); err != nil {
		return err
	}
	return restoreBucket(t.tx.Bucket(bucketStages), s.Records)
}

// restoreBucket makes b hold exactly want: it deletes the other keys and
// writes only the values that differ, so that restoring a snapshot close
// to the file rewrites little of it.
func restoreBucket(b *bolt.Bucket, want []tournament.Stored) error {
	keep := make(map[int]json.RawMessage, len(want))
	for _, v := range want {
		if v.Key < 0 {
			return fmt.Errorf("restoring the event: key %d", v.Key)
		}
		keep[v.Key] = v.Data
	}
	var gone [][]byte
	err := b.ForEach(func(k, _ []byte) error {
		if _, ok := keep[int(binary.BigEndian.Uint64(k))]; !ok {
			gone = append(gone, slices.Clone(k))
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, k := range gone {
		if err := b.Delete(k); err != nil {
			return err
		}
	}
	for _, v := range want {
		if err := putRaw(b, itob(v.Key), v.Data); err != nil {
			return err
		}
	}
	return nil
}

// putRaw stores JSON data under key unless it is there already.
func putRaw(b *bolt.Bucket, key []byte, data json.RawMessage) error {
	if old := b.Get(key); old != nil && bytes.Equal(old, data) {
		return nil
	}
	if !json.Valid(data) {
		return fmt.Errorf("restoring the event: a value is not JSON")
	}
	if err := b.Put(key, data); err != nil {
		return err
	}
	if testHookPut != nil {
		testHookPut()
	}
	return nil
}

func putJSON(b *bolt.Bucket, key []byte, v any) error {
	_, err := putJSONData(b, key, v)
	return err
}

// putJSONData stores v as JSON under key and returns the bytes stored.
func putJSONData(b *bolt.Bucket, key []byte, v any) ([]byte, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	if err := b.Put(key, data); err != nil {
		return nil, err
	}
	if testHookPut != nil {
		testHookPut()
	}
	return data, nil
}

func itob(n int) []byte {
	b := make([]byte, 8)
	binary.BigEndian.PutUint64(b, uint64(n))
	return b
}

// CreateWith creates a new event file at path and fills it with fill; if
// fill fails the half-made file is removed, so a refused creation leaves
// nothing behind.
func CreateWith(path string, fill func(tournament.Store) error) error {
	b, err := Create(path)
	if err != nil {
		return err
	}
	err = fill(b)
	if cerr := b.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
	}
	return err
}
