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
func decoded[T any](mu *sync.Mutex, m map[string]cached[T], key, raw []byte, open func() ([]byte, error), clone func(T) T) (T, error) {
	mu.Lock()
	c, ok := m[string(key)]
	mu.Unlock()
	var v T
	if ok && bytes.Equal(c.raw, raw) {
		return clone(c.val), nil
	}
	data, err := open()
	if err != nil {
		return v, err
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return v, err
	}
	mu.Lock()
	m[string(key)] = cached[T]{raw: slices.Clone(raw), val: clone(v)}
	mu.Unlock()
	return v, nil
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

// wroteRound remembers the round just written with the bytes it was
// written as (raw, sealed as stored): the next read need not decode it.
// (Should the transaction roll back, the file's bytes differ from these
// and the round is decoded.)
func (c *decodeCache) wroteRound(key, raw []byte, r tournament.Round) {
	c.mu.Lock()
	c.rounds[string(key)] = cached[tournament.Round]{raw: slices.Clone(raw), val: r.Clone()}
	c.mu.Unlock()
}
