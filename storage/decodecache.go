package storage

import (
	"bytes"
	"encoding/json"
	"slices"
	"sync"

	"taikai/tournament"
)

// decodeCache keeps the participants and rounds decoded from the file,
// each with the exact bytes it was decoded from: a read decodes again only
// what changed since (after one result, one round), and hands out clones,
// so that no caller can change what another one reads. On a 1,000-player
// event this is what keeps recording a result and redrawing quick.
type decodeCache struct {
	mu     sync.Mutex
	parts  map[string]cached[tournament.Participant]
	rounds map[string]cached[tournament.Round]
}

type cached[T any] struct {
	raw []byte
	val T
}

// decoded returns the value stored as raw under key (the bytes as the
// file holds them, sealed or not), from the cache when raw has not changed
// (those bytes were checked and decoded before); else open checks raw and
// gives the data to decode. clone copies the value out.
//
// key and raw may be the file's mapping: they are read with the lock free
// (the key's string and raw's clone made before it is taken), so that a
// fault reading them (the file cut under the read, which the read's guard
// turns into damage) never leaves the lock held and every later read
// waiting for it.
func decoded[T any](mu *sync.Mutex, m map[string]cached[T], key, raw []byte, open func() ([]byte, error), clone func(T) T) (T, error) {
	k := string(key)
	mu.Lock()
	c, ok := m[k]
	mu.Unlock()
	if ok && bytes.Equal(c.raw, raw) {
		return clone(c.val), nil
	}
	v, err := decode[T](open)
	if err != nil {
		return v, err
	}
	entry := cached[T]{raw: slices.Clone(raw), val: clone(v)}
	mu.Lock()
	m[k] = entry
	mu.Unlock()
	return v, nil
}

// filled is decoded for a caller that does not read the value (the open
// check, which decodes every record so that the reads after it find them
// decoded): the value decoded is kept as it is, no copy made for the
// caller.
func filled[T any](mu *sync.Mutex, m map[string]cached[T], key, raw []byte, open func() ([]byte, error)) error {
	k := string(key) // read with the lock free, as in decoded
	mu.Lock()
	c, ok := m[k]
	mu.Unlock()
	if ok && bytes.Equal(c.raw, raw) {
		return nil
	}
	v, err := decode[T](open)
	if err != nil {
		return err
	}
	entry := cached[T]{raw: slices.Clone(raw), val: v}
	mu.Lock()
	m[k] = entry
	mu.Unlock()
	return nil
}

// decode decodes the data open checks and gives.
func decode[T any](open func() ([]byte, error)) (T, error) {
	var v T
	data, err := open()
	if err != nil {
		return v, err
	}
	err = json.Unmarshal(data, &v)
	return v, err
}

func newDecodeCache() *decodeCache {
	return &decodeCache{parts: map[string]cached[tournament.Participant]{}, rounds: map[string]cached[tournament.Round]{}}
}

func (c *decodeCache) participant(key, raw []byte, open func() ([]byte, error)) (tournament.Participant, error) {
	return decoded(&c.mu, c.parts, key, raw, open, tournament.Participant.Clone)
}

func (c *decodeCache) round(key, raw []byte, open func() ([]byte, error)) (tournament.Round, error) {
	return decoded(&c.mu, c.rounds, key, raw, open, tournament.Round.Clone)
}

// fillParticipant and fillRound decode a record into the cache only.
func (c *decodeCache) fillParticipant(key, raw []byte, open func() ([]byte, error)) error {
	return filled(&c.mu, c.parts, key, raw, open)
}

func (c *decodeCache) fillRound(key, raw []byte, open func() ([]byte, error)) error {
	return filled(&c.mu, c.rounds, key, raw, open)
}

// wroteRound remembers the round just written with the bytes it was
// written as (raw, sealed as stored): the next read need not decode it.
// (Should the transaction roll back, the file's bytes differ from these
// and the round is decoded.)
func (c *decodeCache) wroteRound(key, raw []byte, r tournament.Round) {
	k, entry := string(key), cached[tournament.Round]{raw: slices.Clone(raw), val: r.Clone()}
	c.mu.Lock()
	c.rounds[k] = entry
	c.mu.Unlock()
}
