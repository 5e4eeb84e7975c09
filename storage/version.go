package storage

import bolt "go.etcd.io/bbolt"

// Version returns bbolt's id of the last committed transaction: it grows
// with every change. While the file is open it is locked to this process
// (bbolt's file lock: no other program writes it), so every change is one
// of b's own: the id is kept as each one commits and answered without a
// read transaction. The live pages ask it on every request: after a
// change, hundreds of phones at once, each read transaction queued on
// bbolt's locks (issue 40). The first call, a file broken or closed, and
// a write whose commit failed (the file's state then unknown) read it.
func (b *Bolt) Version() (uint64, error) {
	if v := b.committed.Load(); v != 0 && !b.unusable.Load() {
		return v, nil
	}
	writes := b.writes.Load()
	var v uint64
	err := b.view(func(tx *bolt.Tx) error { v = uint64(tx.ID()); return nil })
	// Kept only when no write began or ended meanwhile (an odd count: one
	// is running).
	if err == nil && writes%2 == 0 && b.writes.Load() == writes {
		b.committed.CompareAndSwap(0, v)
	}
	return v, err
}

// writeStarts counts a write beginning (Version keeps no id it read then).
func (b *Bolt) writeStarts() { b.writes.Add(1) }

// wrote ends the write transaction id that returned err: its id is kept
// when it committed; when it failed, none is trusted (a commit that
// failed half-way leaves the file's state unknown).
func (b *Bolt) wrote(id uint64, err error) {
	if err != nil {
		b.committed.Store(0)
	} else {
		b.committed.Store(id)
	}
	b.writes.Add(1)
}
