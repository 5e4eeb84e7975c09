//go:build unix

package storage

import "golang.org/x/sys/unix"

// fileStatus returns the status-change time and file number of the file
// at path (0, 0 when they cannot be read).
func fileStatus(path string) (ctime int64, ino uint64) {
	var st unix.Stat_t
	if unix.Stat(path, &st) != nil {
		return 0, 0
	}
	return st.Ctim.Nano(), uint64(st.Ino)
}
