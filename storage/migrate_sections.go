package storage

import (
	"encoding/json"
	"fmt"

	bolt "go.etcd.io/bbolt"

	"taikai/tournament"
)

// keySectionsByKey is the migration to schema 7: the rounds and stages of
// the sections after the first, which schemas 5 and 6 kept under the
// number k×tournament.LegacySectionSpan + n (k the section's ID), move
// under the section's key and n (sectionKey). The first section's keep
// their numbers. The event record is written again with each section's
// format keeping its own data under "detail" (tournament.Format), where
// schema 6 kept it beside the format's kind. Each value is read and written again sealed under its new
// key, with its bucket's count; a number of a section the event does not
// have is a damaged file, refused (the migration's transaction then
// changes nothing).
func keySectionsByKey(tx *bolt.Tx) error {
	t := boltTx{tx: tx, sealed: true, sums: &sums{}}
	keys, err := legacySectionKeys(t)
	if err != nil {
		return err
	}
	if err := rewriteFormats(t); err != nil {
		return err
	}
	// A round's value holds its number too: numbered from 1 in its
	// section now. A stage's holds its own order, which was never offset.
	renumber := func(data []byte, n int) ([]byte, error) {
		var r tournament.Round
		if err := json.Unmarshal(data, &r); err != nil {
			return nil, err
		}
		r.Number = n
		return json.Marshal(r)
	}
	keep := func(data []byte, _ int) ([]byte, error) { return data, nil }
	if err := moveToSectionKeys(t, bucketRounds, keys, renumber); err != nil {
		return err
	}
	if err := moveToSectionKeys(t, bucketStages, keys, keep); err != nil {
		return err
	}
	return t.sums.flush(tx)
}

// legacySectionKeys reads the keys of the event's sections by ID.
func legacySectionKeys(t boltTx) (map[int]string, error) {
	b := t.tx.Bucket(bucketEvent)
	if b == nil {
		return nil, missingBucket()
	}
	data, err := t.get(bucketEvent, b, keyEvent)
	if err != nil || data == nil {
		return map[int]string{}, err
	}
	var ev tournament.Event
	if err := json.Unmarshal(data, &ev); err != nil {
		return nil, fmt.Errorf("reading the event: %w", err)
	}
	keys := map[int]string{}
	for _, sec := range ev.Sections {
		keys[sec.ID] = sec.Key
	}
	return keys, nil
}

// rewriteFormats writes the event record again when a section's format
// has data of its own: read as schema 6 kept it (tournament.Format reads
// both forms), written under "detail".
func rewriteFormats(t boltTx) error {
	b := t.tx.Bucket(bucketEvent)
	data, err := t.get(bucketEvent, b, keyEvent)
	if err != nil || data == nil {
		return err
	}
	var ev tournament.Event
	if err := json.Unmarshal(data, &ev); err != nil {
		return fmt.Errorf("reading the event: %w", err)
	}
	for _, sec := range ev.Sections {
		if len(sec.Format.Detail) > 0 {
			out, err := json.Marshal(ev)
			if err != nil {
				return err
			}
			return t.put(bucketEvent, keyEvent, out)
		}
	}
	return nil
}

// moveToSectionKeys moves the values of bucket name numbered from a later
// section's k×LegacySectionSpan under that section's key, each as value
// writes it under its number in the section.
func moveToSectionKeys(t boltTx, name []byte, keys map[int]string, value func(data []byte, n int) ([]byte, error)) error {
	b := t.tx.Bucket(name)
	if b == nil {
		return nil
	}
	type move struct {
		from, to, data []byte
	}
	var moves []move
	err := t.each(name, b, func(k, data []byte) error {
		n := btoi(k)
		id := n / tournament.LegacySectionSpan
		if len(k) != 8 || id == 0 {
			return nil
		}
		key, ok := keys[id]
		if !ok || key == "" {
			return fmt.Errorf("%s record %d is of section %d, which the event does not have", name, n, id)
		}
		out, err := value(data, n%tournament.LegacySectionSpan)
		if err != nil {
			return fmt.Errorf("%s record %d: %w", name, n, err)
		}
		moves = append(moves, move{append([]byte(nil), k...), sectionKey(key, n%tournament.LegacySectionSpan), append([]byte(nil), out...)})
		return nil
	})
	if err != nil {
		return err
	}
	for _, m := range moves {
		if err := t.del(name, m.from); err != nil {
			return err
		}
		if err := t.put(name, m.to, m.data); err != nil {
			return err
		}
	}
	return nil
}
