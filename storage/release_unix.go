//go:build unix

package storage

import (
	"os"
	"reflect"
	"syscall"
	"unsafe"

	bolt "go.etcd.io/bbolt"
	"golang.org/x/sys/unix"
)

// unmap undoes bbolt's mapping of a broken file: bbolt keeps it as the
// slice dataref (its Close would unmap it, but waits for locks a broken
// transaction may hold). Without that field (another bbolt) the mapping
// stays until the program ends, which is harmless but for the memory.
func unmap(db *bolt.DB) {
	v := reflect.ValueOf(db).Elem().FieldByName("dataref")
	if !v.IsValid() || v.Kind() != reflect.Slice || v.Len() == 0 {
		return
	}
	// The very slice unix.Mmap returned (its length is its capacity), so
	// that unix.Munmap finds it.
	unix.Munmap(unsafe.Slice((*byte)(v.UnsafePointer()), v.Len()))
}

// unlockFile releases bbolt's lock on f (flock), whoever else still holds
// the file open.
func unlockFile(f *os.File) { syscall.Flock(int(f.Fd()), syscall.LOCK_UN) }
