package storage

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"strconv"

	bolt "go.etcd.io/bbolt"

	"taikai/tournament"
)

// bbolt keeps no checksum of its data pages: a bit flipped on a USB stick
// would be read as data. From schema 4 on, every value Taikai stores is
// sealed, and every bucket is counted:
//
//   - a value is its data followed by the CRC-32C (Castagnoli) of its key
//     and its data, 4 bytes big-endian: a flipped bit in the key, the
//     data, or the sizes bbolt keeps of them no longer matches;
//   - meta/sum:<bucket> holds the bucket's count of values, the sum of
//     their CRCs and its sequence (the next id), sealed the same way: a
//     value lost (a page's count of elements changed), one moved under
//     another key or a sequence gone back no longer matches;
//   - meta/seal seals the application name and the schema version.
//
// A value's seal is checked whenever it is read; a bucket's count and sum
// whenever it is read whole (every screen reads the participants and the
// rounds whole). A mismatch is damage: the DamagedError with the snapshot
// offer, never data shown. Writes keep the counts as they go (the old
// value's CRC out, the new one's in), without reading the bucket.

// sealedSince is the first schema whose values are sealed.
const sealedSince = 4

const sealSize = 4

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// keySeal is the key of the seal of the application name and schema.
var keySeal = []byte("seal")

// sealedBuckets are the buckets whose values are sealed and counted.
var sealedBuckets = [][]byte{bucketEvent, bucketParticipants, bucketAudit, bucketRounds, bucketStages, bucketReports}

func checksum(key, data []byte) uint32 {
	return crc32.Update(crc32.Checksum(key, castagnoli), castagnoli, data)
}

// seal returns data with its seal under key.
func seal(key, data []byte) []byte {
	out := make([]byte, len(data)+sealSize)
	copy(out, data)
	binary.BigEndian.PutUint32(out[len(data):], checksum(key, data))
	return out
}

// sealAfter returns data with its seal under key appended: in data's
// spare capacity when it has some, which must be data's own.
func sealAfter(key, data []byte) []byte {
	return binary.BigEndian.AppendUint32(data, checksum(key, data))
}

// unseal returns the data of the sealed value v stored under key, and
// whether its seal matches.
func unseal(key, v []byte) ([]byte, bool) {
	if len(v) < sealSize {
		return nil, false
	}
	data := v[:len(v)-sealSize]
	return data, binary.BigEndian.Uint32(v[len(data):]) == checksum(key, data)
}

// sealOf is the CRC a sealed value carries.
func sealOf(v []byte) uint32 {
	if len(v) < sealSize {
		return 0
	}
	return binary.BigEndian.Uint32(v[len(v)-sealSize:])
}

// bucketSum is the count of a bucket: its values, the sum of their CRCs,
// its sequence.
type bucketSum struct {
	count, sum, seq uint64
}

func sumKey(bucket []byte) []byte { return append([]byte("sum:"), bucket...) }

func (s bucketSum) encode(bucket []byte) []byte {
	var data [24]byte
	binary.BigEndian.PutUint64(data[0:], s.count)
	binary.BigEndian.PutUint64(data[8:], s.sum)
	binary.BigEndian.PutUint64(data[16:], s.seq)
	return seal(sumKey(bucket), data[:])
}

// readSum returns the count of bucket kept in the meta bucket (ok false
// when there is none), or the damage when it does not read.
func readSum(tx *bolt.Tx, bucket []byte) (s bucketSum, ok bool, what *tournament.Text) {
	meta := tx.Bucket(bucketMeta)
	if meta == nil {
		return s, false, nil
	}
	key := sumKey(bucket)
	v := meta.Get(key)
	if v == nil {
		return s, false, nil
	}
	data, good := unseal(key, v)
	if !good || len(data) != 24 {
		return s, false, sealDamage(partOf(bucket), "the count record of %s is damaged", "%sの件数の記録が壊れています")
	}
	return bucketSum{binary.BigEndian.Uint64(data[0:]), binary.BigEndian.Uint64(data[8:]), binary.BigEndian.Uint64(data[16:])}, true, nil
}

// partOf is the part of the file bucket holds, for a message.
func partOf(bucket []byte) part {
	for _, p := range parts {
		if string(p.bucket) == string(bucket) {
			return p
		}
	}
	return part{bucket, tournament.Text{En: string(bucket), Ja: string(bucket)}}
}

// sealDamage is the damage of part p, said in words of the form "record
// 5 of the participants no longer matches its checksum": en and ja hold
// one %s each, for the part's name.
func sealDamage(p part, en, ja string) *tournament.Text {
	return &tournament.Text{En: fmt.Sprintf(en, p.name.En), Ja: fmt.Sprintf(ja, p.name.Ja)}
}

// valueDamage is the damage of a value whose seal does not match.
func valueDamage(bucket, key []byte) *tournament.Text {
	p := partOf(bucket)
	if _, _, err := splitKey(key); err == nil {
		n := keyName(key)
		return sealDamage(p, fmt.Sprintf("record %s of %%s no longer matches its checksum (a bit of the file changed)", n),
			fmt.Sprintf("%%sの記録 %s がチェックサムと一致しません（ファイルの一部が変わっています）", n))
	}
	return sealDamage(p, "%s no longer matches its checksum (a bit of the file changed)", "%sの記録がチェックサムと一致しません（ファイルの一部が変わっています）")
}

// countDamage is the damage of a bucket whose values do not add up to its
// count record.
func countDamage(bucket []byte, have, want bucketSum) *tournament.Text {
	p := partOf(bucket)
	switch {
	case have.count != want.count:
		return sealDamage(p, fmt.Sprintf("%%s: %d records in the file where %d were saved", have.count, want.count),
			fmt.Sprintf("%%sの記録が %d 件あります。保存したのは %d 件です", have.count, want.count))
	case have.seq != want.seq:
		return sealDamage(p, "the numbering of %s no longer matches what was saved", "%sの番号の記録が保存した時と一致しません")
	}
	return sealDamage(p, "the records of %s no longer add up to what was saved", "%sの記録の合計が保存した時と一致しません")
}

// sums is what a write transaction changed of the counts of its buckets.
type sums struct {
	of map[string]*bucketSum
}

// load returns the count of bucket b in tx, read once per transaction.
// A count that does not read, a bucket without one, or a sequence that
// went back is damage: nothing is written into it.
func (s *sums) load(tx *bolt.Tx, name []byte, b *bolt.Bucket) (*bucketSum, *tournament.Text) {
	if c, ok := s.of[string(name)]; ok {
		return c, nil
	}
	c, ok, what := readSum(tx, name)
	if what != nil {
		return nil, what
	}
	if !ok {
		if k, _ := b.Cursor().First(); k != nil || b.Sequence() != 0 {
			return nil, sealDamage(partOf(name), "the count record of %s is missing", "%sの件数の記録がありません")
		}
	} else if c.seq != b.Sequence() {
		return nil, countDamage(name, bucketSum{count: c.count, sum: c.sum, seq: b.Sequence()}, c)
	}
	if s.of == nil {
		s.of = map[string]*bucketSum{}
	}
	s.of[string(name)] = &c
	return &c, nil
}

// flush writes the counts changed, with the buckets' sequences.
func (s *sums) flush(tx *bolt.Tx) error {
	meta := tx.Bucket(bucketMeta)
	for name, c := range s.of {
		if b := tx.Bucket([]byte(name)); b != nil {
			c.seq = b.Sequence()
		}
		if err := meta.Put(sumKey([]byte(name)), c.encode([]byte(name))); err != nil {
			return err
		}
	}
	return nil
}

// metaSeal is the seal of the application name and schema version.
func metaSeal(version int) []byte {
	return seal(keySeal, []byte(string(appName)+"/"+strconv.Itoa(version)))
}

// sealAll seals every value of the file in tx and writes the counts: the
// migration to schema 4.
func sealAll(tx *bolt.Tx) error {
	for _, name := range sealedBuckets {
		b := tx.Bucket(name)
		if b == nil {
			continue
		}
		type kv struct{ k, v []byte }
		var all []kv
		err := b.ForEach(func(k, v []byte) error {
			if v == nil {
				return fmt.Errorf("a bucket inside %s", name)
			}
			all = append(all, kv{append([]byte(nil), k...), seal(k, v)})
			return nil
		})
		if err != nil {
			return err
		}
		c := bucketSum{seq: b.Sequence()}
		for _, e := range all {
			if err := b.Put(e.k, e.v); err != nil {
				return err
			}
			c.count++
			c.sum += uint64(sealOf(e.v))
		}
		if err := tx.Bucket(bucketMeta).Put(sumKey(name), c.encode(name)); err != nil {
			return err
		}
	}
	return nil
}
