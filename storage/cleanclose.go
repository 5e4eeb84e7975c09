package storage

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
)

// Opening a file checks it whole (integrity.go): its page tree walked,
// every record read and decoded, bbolt's consistency check. That costs
// with the file's size (about 110 ms for 4,096 players and 10 rounds),
// at every open, and every command of the CLI opens the file.
//
// A file closed cleanly needs none of it: what it holds is what this
// Taikai wrote, checked as it went. On a clean close, a note is left in
// the snapshot folder, clean-close.json: the file's last transaction and
// what the file system says of it (size, modification and status-change
// times, file number). An open that finds the file exactly so skips the
// whole check: it reads the headers, the schema and the note of the last
// change only, whatever the file's size. Anything else — a change since,
// a copy put in its place, a process killed while it held the file, a
// restore — finds the note different, and the whole check runs. Damage
// that happens to a file at rest (a flipped bit on the stick) is still
// found: every value's checksum is checked when it is read (seal.go).

const cleanCloseName = "clean-close.json"

// cleanMark is the file as a clean close left it.
type cleanMark struct {
	Txid  uint64 `json:"txid"`
	Size  int64  `json:"size"`
	Mtime int64  `json:"mtime"`
	// Ctime and Ino are the status-change time and the file number where
	// the system has them (0 elsewhere): a copy of the file put in its
	// place with the same times has other ones.
	Ctime int64  `json:"ctime"`
	Ino   uint64 `json:"ino"`
}

// markOf is the mark of the file at path as it is now, at transaction txid.
func markOf(path string, txid uint64) (cleanMark, bool) {
	info, err := os.Stat(path)
	if err != nil {
		return cleanMark{}, false
	}
	m := cleanMark{Txid: txid, Size: info.Size(), Mtime: info.ModTime().UnixNano()}
	m.Ctime, m.Ino = fileStatus(path)
	return m, true
}

// writeCleanMark leaves the mark of the file at path, closed cleanly at
// transaction txid. Nothing is synced: a mark lost only costs the next
// open its whole check.
func writeCleanMark(path string, txid uint64) {
	m, ok := markOf(path, txid)
	if !ok {
		return
	}
	data, err := json.Marshal(m)
	if err != nil {
		return
	}
	dir := snapshotDir(path)
	if os.MkdirAll(dir, dirPerm) != nil {
		return
	}
	tmp, err := tempBeside(dir, ".clean-close.", ".tmp")
	if err != nil {
		return
	}
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err != nil || cerr != nil || os.Rename(tmp.Name(), filepath.Join(dir, cleanCloseName)) != nil {
		os.Remove(tmp.Name())
	}
}

// removeCleanMark removes the mark of the file at path: a file about to
// be replaced or changed outside bbolt.
func removeCleanMark(path string) { os.Remove(filepath.Join(snapshotDir(path), cleanCloseName)) }

// closedCleanly reports whether the file at path is as a clean close left
// it at transaction txid (0: any, before its headers are read).
func closedCleanly(path string, txid uint64) bool {
	f, err := os.Open(filepath.Join(snapshotDir(path), cleanCloseName))
	if err != nil {
		return false
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, 4096))
	if err != nil {
		return false
	}
	var want cleanMark
	if json.Unmarshal(data, &want) != nil || want.Txid == 0 {
		return false
	}
	if txid == 0 {
		txid = want.Txid
	}
	have, ok := markOf(path, txid)
	return ok && have == want
}
