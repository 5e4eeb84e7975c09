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

// decoded returns the value stored as raw under key, from the cache when
// raw has not changed; clone copies it out.
func decoded[T any](mu *sync.Mutex, m map[string]cached[T], key, raw []byte, clone func(T) T) (T, error) {
	mu.Lock()
	c, ok := m[string(key)]
	mu.Unlock()
	if ok && bytes.Equal(c.raw, raw) {
		return clone(c.val), nil
	}
	var v T
	if err := json.Unmarshal(raw, &v); err != nil {
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

func (c *decodeCache) participant(key, raw []byte) (tournament.Participant, error) {
	return decoded(&c.mu, c.parts, key, raw, tournament.Participant.Clone)
}

func (c *decodeCache) round(key, raw []byte) (tournament.Round, error) {
	return decoded(&c.mu, c.rounds, key, raw, tournament.Round.Clone)
}

// knownParticipant and knownRound report whether raw is what the cache
// holds for key: bytes read and checked before.
func (c *decodeCache) knownParticipant(key, raw []byte) bool { return known(&c.mu, c.parts, key, raw) }

func (c *decodeCache) knownRound(key, raw []byte) bool { return known(&c.mu, c.rounds, key, raw) }

func known[T any](mu *sync.Mutex, m map[string]cached[T], key, raw []byte) bool {
	mu.Lock()
	c, ok := m[string(key)]
	mu.Unlock()
	return ok && bytes.Equal(c.raw, raw)
}

// wroteRound remembers the round just written with the bytes it was
// written as: the next read need not decode it. (Should the transaction
// roll back, the file's bytes differ from these and the round is decoded.)
func (c *decodeCache) wroteRound(key, raw []byte, r tournament.Round) {
	c.mu.Lock()
	c.rounds[string(key)] = cached[tournament.Round]{raw: slices.Clone(raw), val: r.Clone()}
	c.mu.Unlock()
}
