package storage

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	bolt "go.etcd.io/bbolt"

	"taikai/tournament"
)

// boltTx is a transaction seen as a tournament.Reader and Writer. Every
// value goes through get, each, put and del, which seal and check values
// and keep the buckets' counts (seal.go).
type boltTx struct {
	tx    *bolt.Tx
	cache *decodeCache
	// sealed is whether the file's values are sealed (schema 4 on).
	sealed bool
	// sums is what a write transaction changed of the counts, nil in a
	// read transaction.
	sums *sums
}

// damageText is the error of a value or a bucket that does not match its
// seal or count; Bolt.view and Bolt.update turn it into the file's
// DamagedError.
type damageText struct{ what tournament.Text }

func (d *damageText) Error() string { return d.what.En }

func damageErr(what *tournament.Text) error { return &damageText{*what} }

// asDamage turns a damageText within err into the DamagedError of the
// file at path.
func asDamage(path string, err error) error {
	var d *damageText
	if errors.As(err, &d) {
		return damaged(path, d.what)
	}
	return err
}

// get returns the data stored under key in bucket name (nil when none),
// its seal checked.
func (t boltTx) get(name []byte, b *bolt.Bucket, key []byte) ([]byte, error) {
	v := b.Get(key)
	if v == nil || !t.sealed {
		return v, nil
	}
	data, ok := unseal(key, v)
	if !ok {
		return nil, damageErr(valueDamage(name, key))
	}
	return data, nil
}

// eachRaw calls fn with the key and the value as stored (sealed) of every
// value of bucket name (b, nil for a bucket the file does not have), in key
// order, and checks the bucket, read whole, against its count; fn checks
// the seals it needs (t.open): a value it already holds, byte for byte,
// was checked when it was first read.
func (t boltTx) eachRaw(name []byte, b *bolt.Bucket, fn func(k, v []byte) error) error {
	if !t.sealed {
		if b == nil {
			return nil
		}
		return b.ForEach(fn)
	}
	var have bucketSum
	if b != nil {
		err := b.ForEach(func(k, v []byte) error {
			have.count++
			have.sum += uint64(sealOf(v))
			return fn(k, v)
		})
		if err != nil {
			return err
		}
		have.seq = b.Sequence()
	}
	if what := t.checkCount(name, have); what != nil {
		return damageErr(what)
	}
	return nil
}

// each is eachRaw with every seal checked: fn gets the data.
func (t boltTx) each(name []byte, b *bolt.Bucket, fn func(k, data []byte) error) error {
	return t.eachRaw(name, b, func(k, v []byte) error {
		data, err := t.open(name, k, v)
		if err != nil {
			return err
		}
		return fn(k, data)
	})
}

// open returns the data of the value v stored under key in bucket name,
// its seal checked (as it is, in a file of an older schema).
func (t boltTx) open(name, key, v []byte) ([]byte, error) {
	if !t.sealed {
		return v, nil
	}
	data, ok := unseal(key, v)
	if !ok {
		return nil, damageErr(valueDamage(name, key))
	}
	return data, nil
}

// opener is open for one value, for the decode cache.
func (t boltTx) opener(name, key, v []byte) func() ([]byte, error) {
	return func() ([]byte, error) { return t.open(name, key, v) }
}

// checkCount compares what bucket name holds with its count record (or
// with the count this transaction has made of it).
func (t boltTx) checkCount(name []byte, have bucketSum) *tournament.Text {
	if t.sums != nil {
		if c, ok := t.sums.of[string(name)]; ok {
			if c.count != have.count || c.sum != have.sum {
				return countDamage(name, have, bucketSum{c.count, c.sum, have.seq})
			}
			return nil
		}
	}
	want, ok, what := readSum(t.tx, name)
	switch {
	case what != nil:
		return what
	case !ok && have == bucketSum{}:
		return nil // a bucket never written (the phone reports)
	case !ok:
		return sealDamage(partOf(name), "the count record of %s is missing", "%sの件数の記録がありません")
	case have != want:
		return countDamage(name, have, want)
	}
	return nil
}

// bucket returns the bucket name of a write and its count.
func (t boltTx) bucket(name []byte) (*bolt.Bucket, *bucketSum, error) {
	b := t.tx.Bucket(name)
	if b == nil {
		return nil, nil, missingBucket()
	}
	c, what := t.sums.load(t.tx, name, b)
	if what != nil {
		return nil, nil, damageErr(what)
	}
	return b, c, nil
}

// put stores data under key in bucket name, sealed, and counts it.
func (t boltTx) put(name, key, data []byte) error {
	return t.putSealed(name, key, seal(key, data))
}

// putSealed stores the sealed value v under key in bucket name and counts it.
func (t boltTx) putSealed(name, key, v []byte) error {
	b, c, err := t.bucket(name)
	if err != nil {
		return err
	}
	if old := b.Get(key); old != nil {
		c.count--
		c.sum -= uint64(sealOf(old))
	}
	if err := b.Put(key, v); err != nil {
		return err
	}
	c.count++
	c.sum += uint64(sealOf(v))
	if testHookPut != nil {
		testHookPut()
	}
	return nil
}

// del deletes key from bucket name and from its count.
func (t boltTx) del(name, key []byte) error {
	b, c, err := t.bucket(name)
	if err != nil {
		return err
	}
	old := b.Get(key)
	if old == nil {
		return nil
	}
	if err := b.Delete(key); err != nil {
		return err
	}
	c.count--
	c.sum -= uint64(sealOf(old))
	return nil
}

// nextSequence returns the next id of bucket name.
func (t boltTx) nextSequence(name []byte) (uint64, error) {
	b, _, err := t.bucket(name)
	if err != nil {
		return 0, err
	}
	return b.NextSequence()
}

func (t boltTx) Event() (tournament.Event, error) {
	var ev tournament.Event
	eb := t.tx.Bucket(bucketEvent)
	if eb == nil {
		return ev, missingBucket()
	}
	v, err := t.get(bucketEvent, eb, keyEvent)
	if err != nil {
		return ev, err
	}
	if v == nil {
		// An event saved and gone (its key damaged) is damage.
		if s, ok, what := readSum(t.tx, bucketEvent); what != nil || (ok && s.count > 0) {
			return ev, damageErr(sealDamage(partEvent, "%s is missing", "%sが見つかりません"))
		}
		return ev, tournament.NewProblem(tournament.ErrNotEventFile, "the event file has no event yet", "大会ファイルに大会情報がありません")
	}
	return ev, json.Unmarshal(v, &ev)
}

func (t boltTx) Participants() ([]tournament.Participant, error) {
	b := t.tx.Bucket(bucketParticipants)
	if b == nil {
		return nil, missingBucket()
	}
	var recs []rawRecord
	walkErr := t.eachRaw(bucketParticipants, b, func(k, v []byte) error {
		recs = append(recs, rawRecord{k: k, v: v})
		return nil
	})
	return decodeRecords(recs, walkErr, func(r rawRecord) (tournament.Participant, error) {
		p, err := t.cache.participant(r.k, r.v, t.opener(bucketParticipants, r.k, r.v))
		if err != nil {
			return p, fmt.Errorf("reading participant: %w", err)
		}
		return p, nil
	})
}

func (t boltTx) Audit() ([]tournament.AuditEntry, error) {
	var out []tournament.AuditEntry
	b := t.tx.Bucket(bucketAudit)
	if b == nil {
		return nil, missingBucket()
	}
	err := t.each(bucketAudit, b, func(_, v []byte) error {
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
	b := t.tx.Bucket(bucketRounds)
	if b == nil {
		return nil, missingBucket()
	}
	var recs []rawRecord
	walkErr := t.eachRaw(bucketRounds, b, func(k, v []byte) error {
		section, _, err := splitKey(k)
		if err != nil {
			return fmt.Errorf("reading round: %w", err)
		}
		recs = append(recs, rawRecord{k: k, v: v, section: section})
		return nil
	})
	return decodeRecords(recs, walkErr, func(rec rawRecord) (tournament.Round, error) {
		r, err := t.cache.round(rec.k, rec.v, t.opener(bucketRounds, rec.k, rec.v))
		if err != nil {
			return r, fmt.Errorf("reading round: %w", err)
		}
		r.Section = rec.section
		return r, nil
	})
}

func (t boltTx) Records() ([]tournament.Stored, error) {
	var out []tournament.Stored
	b := t.tx.Bucket(bucketStages)
	if b == nil {
		return nil, missingBucket()
	}
	err := t.each(bucketStages, b, func(k, v []byte) error {
		if !json.Valid(v) {
			return fmt.Errorf("reading a record: not JSON")
		}
		section, n, err := splitKey(k)
		if err != nil {
			return fmt.Errorf("reading a record: %w", err)
		}
		out = append(out, tournament.Stored{Section: section, Key: n, Data: json.RawMessage(slices.Clone(v))})
		return nil
	})
	return out, err
}

func (t boltTx) Reports() ([]tournament.PhoneReport, error) {
	var out []tournament.PhoneReport
	// No bucket: no report yet (its count says whether one was lost).
	err := t.each(bucketReports, t.tx.Bucket(bucketReports), func(_, v []byte) error {
		var r tournament.PhoneReport
		if err := json.Unmarshal(v, &r); err != nil {
			return fmt.Errorf("reading a phone report: %w", err)
		}
		out = append(out, r)
		return nil
	})
	return out, err
}

func (t boltTx) AddReport(r *tournament.PhoneReport) error {
	if _, err := t.tx.CreateBucketIfNotExists(bucketReports); err != nil {
		return err
	}
	seq, err := t.nextSequence(bucketReports)
	if err != nil {
		return err
	}
	r.Seq = int(seq)
	return t.putJSON(bucketReports, itob(r.Seq), r)
}

func (t boltTx) PutRecord(rec tournament.Stored) error {
	return t.putJSON(bucketStages, sectionKey(rec.Section, rec.Key), rec.Data)
}

func (t boltTx) PutRound(r tournament.Round) error {
	// The section is the round's key, not part of its value.
	key := sectionKey(r.Section, r.Number)
	r.Section = ""
	stored, err := t.putJSONData(bucketRounds, key, r)
	if err == nil {
		t.cache.wroteRound(key, stored, r)
	}
	return err
}

func (t boltTx) DeleteRound(r tournament.Round) error {
	return t.del(bucketRounds, sectionKey(r.Section, r.Number))
}

func (t boltTx) PutEvent(ev tournament.Event) error {
	return t.putJSON(bucketEvent, keyEvent, ev)
}

func (t boltTx) PutParticipant(p *tournament.Participant) error {
	b, _, err := t.bucket(bucketParticipants)
	if err != nil {
		return err
	}
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
	return t.putJSON(bucketParticipants, itob(p.ID), p)
}

func (t boltTx) AppendAudit(e tournament.AuditEntry) error {
	seq, err := t.nextSequence(bucketAudit)
	if err != nil {
		return err
	}
	e.Seq = int(seq)
	return t.putJSON(bucketAudit, itob(e.Seq), e)
}

func (t boltTx) Snapshot(reuse tournament.Snapshot) (tournament.Snapshot, error) {
	var s tournament.Snapshot
	eb := t.tx.Bucket(bucketEvent)
	if eb == nil {
		return s, missingBucket()
	}
	v, err := t.get(bucketEvent, eb, keyEvent)
	if err != nil {
		return s, err
	}
	if v != nil {
		s.Event = reuseOr(reuse.Event, v)
	}
	if s.Participants, err = t.snapshotBucket(bucketParticipants, reuse.Participants); err != nil {
		return s, err
	}
	if s.Rounds, err = t.snapshotBucket(bucketRounds, reuse.Rounds); err != nil {
		return s, err
	}
	s.Records, err = t.snapshotBucket(bucketStages, reuse.Records)
	return s, err
}

// missingBucket is the error of a file missing one of its buckets:
// damaged, with the snapshot offer (Bolt.view and Bolt.update make it the
// file's DamagedError).
func missingBucket() error {
	return damageErr(&tournament.Text{En: "a part of it is missing", Ja: "一部が見つかりません"})
}

// snapshotBucket reads every value of bucket name, in key order, taking
// from reuse (in key order too) those that have not changed.
func (t boltTx) snapshotBucket(name []byte, reuse []tournament.Stored) ([]tournament.Stored, error) {
	b := t.tx.Bucket(name)
	if b == nil {
		// A file without one of its buckets is damaged, not a crash.
		return nil, missingBucket()
	}
	out := make([]tournament.Stored, 0, len(reuse))
	i := 0
	err := t.eachRaw(name, b, func(k, v []byte) error {
		section, key, err := splitKey(k)
		if err != nil {
			return fmt.Errorf("reading the event: %w", err)
		}
		at := tournament.Stored{Section: section, Key: key}
		for i < len(reuse) && tournament.CompareStored(reuse[i], at) < 0 {
			i++
		}
		data := v
		if t.sealed && len(v) >= sealSize {
			data = v[:len(v)-sealSize]
		}
		// The previous snapshot's bytes were checked when it was read.
		if i < len(reuse) && tournament.CompareStored(reuse[i], at) == 0 && bytes.Equal(reuse[i].Data, data) {
			out = append(out, reuse[i])
			return nil
		}
		data, err = t.open(name, k, v)
		if err != nil {
			return err
		}
		at.Data = slices.Clone(data)
		out = append(out, at)
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
	if s.Event == nil {
		if err := t.del(bucketEvent, keyEvent); err != nil {
			return err
		}
	} else if err := t.putRaw(bucketEvent, keyEvent, s.Event); err != nil {
		return err
	}
	if err := t.restoreBucket(bucketParticipants, s.Participants); err != nil {
		return err
	}
	// The sequence never goes back: an ID once given is not given again.
	pb := t.tx.Bucket(bucketParticipants)
	if n := len(s.Participants); n > 0 && uint64(s.Participants[n-1].Key) > pb.Sequence() {
		if err := pb.SetSequence(uint64(s.Participants[n-1].Key)); err != nil {
			return err
		}
	}
	if err := t.restoreBucket(bucketRounds, s.Rounds); err != nil {
		return err
	}
	return t.restoreBucket(bucketStages, s.Records)
}

// restoreBucket makes bucket name hold exactly want: it deletes the other
// keys and writes only the values that differ, so that restoring a
// snapshot close to the file rewrites little of it.
func (t boltTx) restoreBucket(name []byte, want []tournament.Stored) error {
	b, _, err := t.bucket(name)
	if err != nil {
		return err
	}
	keep := make(map[string]bool, len(want))
	for _, v := range want {
		if v.Key < 0 || strings.IndexByte(v.Section, 0) >= 0 {
			return fmt.Errorf("restoring the event: key %s %d", v.Section, v.Key)
		}
		keep[string(sectionKey(v.Section, v.Key))] = true
	}
	var gone [][]byte
	err = b.ForEach(func(k, _ []byte) error {
		if !keep[string(k)] {
			gone = append(gone, slices.Clone(k))
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, k := range gone {
		if err := t.del(name, k); err != nil {
			return err
		}
	}
	for _, v := range want {
		if err := t.putRaw(name, sectionKey(v.Section, v.Key), v.Data); err != nil {
			return err
		}
	}
	return nil
}

// putRaw stores JSON data under key unless it is there already.
func (t boltTx) putRaw(name, key []byte, data json.RawMessage) error {
	if old := t.tx.Bucket(name).Get(key); old != nil {
		if have, ok := unseal(key, old); ok && bytes.Equal(have, data) {
			return nil
		}
	}
	if !json.Valid(data) {
		return fmt.Errorf("restoring the event: a value is not JSON")
	}
	return t.put(name, key, data)
}

func (t boltTx) putJSON(name, key []byte, v any) error {
	_, err := t.putJSONData(name, key, v)
	return err
}

// putJSONData stores v as JSON under key and returns the bytes stored
// (sealed).
func (t boltTx) putJSONData(name, key []byte, v any) ([]byte, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	// The JSON is this function's own: its seal goes after it, in its
	// spare room when it has some (a round is 100 KB and more).
	sealed := sealAfter(key, data)
	return sealed, t.putSealed(name, key, sealed)
}

func itob(n int) []byte {
	b := make([]byte, 8)
	binary.BigEndian.PutUint64(b, uint64(n))
	return b
}

// plain is the data of v, a value stored under key, sealed or not (the
// note of the last change reads files of any schema).
func plain(key, v []byte) []byte {
	if data, ok := unseal(key, v); ok {
		return data
	}
	return v
}

// btoi reads a key itob wrote.
func btoi(k []byte) int {
	if len(k) != 8 {
		return 0
	}
	return int(binary.BigEndian.Uint64(k))
}
