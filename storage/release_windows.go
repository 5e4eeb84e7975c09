//go:build windows

package storage

import (
	"os"
	"syscall"

	bolt "go.etcd.io/bbolt"
)

// unmap undoes bbolt's mapping of a broken file (its Close would, but
// waits for locks a broken transaction may hold): Windows unmaps a view
// by its address, which bbolt gives.
func unmap(db *bolt.DB) {
	if info := db.Info(); info != nil && info.Data != 0 {
		syscall.UnmapViewOfFile(info.Data)
	}
}

// unlockFile: closing the handle releases bbolt's lock (LockFileEx).
func unlockFile(*os.File) {}
