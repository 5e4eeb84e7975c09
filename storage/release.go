package storage

import (
	"errors"
	"sync"
	"syscall"

	bolt "go.etcd.io/bbolt"

	"taikai/tournament"
)

// This file keeps a file damaged while it is open (a USB stick pulled out,
// a file cut or overwritten under the program) from freezing Taikai.
//
// bbolt holds its writer lock from the start of a write transaction to its
// end, and its meta and mmap locks for moments inside it. A panic inside
// bbolt on a damaged page (recovered by guard) can leave one of them held:
// rolling back a refused write reads the free-page list again, and when
// that page is gone the roll-back panics before it lets go of the writer
// lock. The next write and Close would then wait for that lock forever.
//
// So once damage is seen, the Bolt is broken: it never calls bbolt again.
// Every later use (read, write, snapshot) is refused at once with the
// damage message; the file is let go (its mapping unmapped, its lock
// released, its descriptor closed) as soon as no use of it is running,
// so that a restore, in this process or another, can replace it; Close
// returns at once. Writes are run one at a time (Bolt.writing), so no
// goroutine ever waits inside bbolt for a writer lock that a broken write
// left held.

// state is the life of an open file: the uses running, and whether it is
// broken, released or closed.
type state struct {
	mu       sync.Mutex
	active   int
	broken   *DamagedError
	released bool
	closed   bool
}

// enter starts a use of the file; it fails with the damage when the file
// is broken.
func (b *Bolt) enter() error {
	b.st.mu.Lock()
	defer b.st.mu.Unlock()
	if b.st.broken != nil {
		return b.st.broken
	}
	b.st.active++
	return nil
}

// leave ends a use that returned err: damage breaks the file, and the
// last use of a broken file lets go of it.
func (b *Bolt) leave(err error) {
	b.st.mu.Lock()
	defer b.st.mu.Unlock()
	b.st.active--
	var d *DamagedError
	if b.st.broken == nil && errors.As(err, &d) {
		b.st.broken = d
		b.unusable.Store(true)
	}
	b.releaseIfIdle()
}

// releaseIfIdle lets go of a broken file when no use of it runs (b.st.mu
// held).
func (b *Bolt) releaseIfIdle() {
	if b.st.broken == nil || b.st.released || b.st.active > 0 {
		return
	}
	b.st.released = true
	// bbolt's own Close would wait for the locks a broken transaction may
	// hold: undo its mapping and file lock here instead.
	guard(func() error { unmap(b.db); return nil }, func(any) bool { return true }, func(any) error { return nil })
	if b.file != nil {
		unlockFile(b.file)
		b.file.Close()
	}
}

// Broken returns the damage that broke the open file, or nil.
func (b *Bolt) Broken() *DamagedError {
	b.st.mu.Lock()
	defer b.st.mu.Unlock()
	return b.st.broken
}

// Close releases the file. A broken file is let go of already (or as soon
// as its last use ends): Close returns at once, without an error.
func (b *Bolt) Close() error {
	b.st.mu.Lock()
	if b.st.closed {
		b.st.mu.Unlock()
		return nil
	}
	b.st.closed = true
	b.unusable.Store(true)
	if b.st.broken != nil {
		b.releaseIfIdle()
		b.st.mu.Unlock()
		return nil
	}
	b.st.mu.Unlock()
	// A file opened whole and changed only through this Bolt is closed
	// cleanly: the mark spares the next open the whole check.
	var txid uint64
	mark := b.checked && !b.readOnly && !b.quiet
	if mark && b.view(func(tx *bolt.Tx) error { txid = uint64(tx.ID()); return nil }) != nil {
		return nil // broken by that read, and let go of
	}
	if err := b.db.Close(); err != nil {
		return err
	}
	if mark {
		writeCleanMark(b.path, txid)
	}
	return nil
}

// view runs fn in a read transaction of the open file, as one use of it
// (see guarded).
func (b *Bolt) view(fn func(*bolt.Tx) error) error {
	if err := b.enter(); err != nil {
		return err
	}
	err := asDamage(b.path, b.guarded(func() error { return b.db.View(fn) }))
	b.leave(err)
	return err
}

// update runs fn in a write transaction of the open file, as one use of
// it; writes run one at a time.
func (b *Bolt) update(fn func(*bolt.Tx) error) error {
	b.writing.Lock()
	defer b.writing.Unlock()
	if err := b.enter(); err != nil {
		return err
	}
	var id uint64
	b.writeStarts()
	err := asDamage(b.path, b.guarded(func() error {
		return b.db.Update(func(tx *bolt.Tx) error {
			id = uint64(tx.ID())
			return fn(tx)
		})
	}))
	b.wrote(id, err)
	if err != nil && lostDevice(err) {
		err = damaged(b.path, tournament.Text{
			En: "the file can no longer be read or written (the disk or USB stick was removed?)",
			Ja: "ファイルが読み書きできなくなりました（ディスクや USB メモリが外れた可能性があります）",
		})
	}
	b.leave(err)
	return err
}

// lostDevice reports whether err is the error of a file whose disk has
// gone: a write that can never succeed again through this descriptor.
func lostDevice(err error) bool {
	return errors.Is(err, syscall.EIO) || errors.Is(err, syscall.ENXIO) || errors.Is(err, syscall.ENODEV)
}
