package storage

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestInParallel_Issue40EveryCallOnceErrorsByIndex: every index is called
// once, on more than one goroutine when the machine has the cores, and
// each call's error stands at its index.
func TestInParallel_Issue40EveryCallOnceErrorsByIndex(t *testing.T) {
	for _, n := range []int{0, 1, 2, 7, 1000} {
		calls := make([]int, n)
		errs := inParallel(n, func(i int) error {
			calls[i]++
			if i%3 == 1 {
				return fmt.Errorf("record %d", i)
			}
			return nil
		})
		require.Len(t, errs, n)
		for i := range n {
			assert.Equal(t, 1, calls[i], "n=%d: index %d called once", n, i)
			if i%3 == 1 {
				assert.EqualError(t, errs[i], fmt.Sprintf("record %d", i))
			} else {
				assert.NoError(t, errs[i])
			}
		}
		i, err := firstErr(errs)
		if n > 1 {
			assert.Equal(t, 1, i)
			assert.EqualError(t, err, "record 1")
		} else {
			assert.Equal(t, -1, i)
			assert.NoError(t, err)
		}
	}
}

// TestDecodeRecords_Issue40SaysWhatTheWalkInOrderWouldHave: the first
// record that does not decode is said, whichever goroutine decoded it
// first; then the walk's own error, which came after every record.
func TestDecodeRecords_Issue40SaysWhatTheWalkInOrderWouldHave(t *testing.T) {
	recs := make([]rawRecord, 64)
	for i := range recs {
		recs[i] = rawRecord{k: []byte{byte(i)}, v: []byte(fmt.Sprint(i))}
	}
	decode := func(bad ...int) func(rawRecord) (string, error) {
		return func(r rawRecord) (string, error) {
			for _, b := range bad {
				if int(r.k[0]) == b {
					return "", fmt.Errorf("record %d does not decode", b)
				}
			}
			return string(r.v), nil
		}
	}
	walk := errors.New("the count does not match")

	out, err := decodeRecords(recs, nil, decode())
	require.NoError(t, err)
	require.Len(t, out, 64)
	for i, v := range out {
		assert.Equal(t, fmt.Sprint(i), v, "in the walk's order")
	}
	_, err = decodeRecords(recs, walk, decode(50, 9, 63))
	assert.EqualError(t, err, "record 9 does not decode")
	_, err = decodeRecords(recs, walk, decode())
	assert.ErrorIs(t, err, walk)
	out, err = decodeRecords[string](nil, nil, decode())
	assert.NoError(t, err)
	assert.Nil(t, out, "no records: nil, as the walk gave before")
}

// TestInParallel_Issue40AFaultOnAWorkerIsTheCallersDamage: a file cut
// short under a parallel read faults on a worker goroutine; the fault is
// raised again on the caller's, where the read's guard turns it into
// damage instead of the process crashing.
func TestInParallel_Issue40AFaultOnAWorkerIsTheCallersDamage(t *testing.T) {
	_, h, mapped := cutUnderItsMapping(t)
	pages := len(mapped) / h.pageSize
	require.Greater(t, pages, 4)
	seen := make([]byte, pages)
	err := guard(func() error {
		_, err := firstErr(inParallel(pages, func(i int) error {
			seen[i] = mapped[i*h.pageSize+h.pageSize-1] // a page past the cut faults
			return nil
		}))
		return err
	}, isFault, func(r any) error { return fmt.Errorf("damaged: %v", r) })
	require.Error(t, err, "pages past the cut fault, and the fault is the caller's")
	assert.Contains(t, err.Error(), "damaged")
}

// TestDecodeCache_Issue40AFaultReadingTheMappingLeavesNoLockHeld: a key
// read from pages cut from under the mapping faults in the decode cache;
// the read says "damaged" and the next read of the cache goes on (a fault
// under its lock would have left every later read waiting: a freeze).
func TestDecodeCache_Issue40AFaultReadingTheMappingLeavesNoLockHeld(t *testing.T) {
	_, h, mapped := cutUnderItsMapping(t)
	gone := mapped[len(mapped)-h.pageSize : len(mapped)-h.pageSize+8] // past the cut
	cache := newDecodeCache()
	open := func() ([]byte, error) { return []byte(`{"id":1,"name":"山田 太郎"}`), nil }
	err := guard(func() error {
		_, err := cache.participant(gone, []byte("raw"), open)
		return err
	}, isFault, func(r any) error { return fmt.Errorf("damaged: %v", r) })
	require.Error(t, err, "the key's pages are gone")
	assert.Contains(t, err.Error(), "damaged")
	done := make(chan error, 1)
	go func() {
		p, err := cache.participant([]byte("00000001"), []byte("raw"), open)
		if err == nil && p.Name != "山田 太郎" {
			err = fmt.Errorf("decoded %q", p.Name)
		}
		done <- err
	}()
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(5 * time.Second):
		t.Fatal("the next read still waits for the cache's lock after 5 s (a freeze)")
	}
}
