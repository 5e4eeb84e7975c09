package storage

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"taikai/tournament"
)

// Event files, their backups and snapshots hold the birth dates of
// children: only their owner reads them.
const (
	filePerm = 0o600
	dirPerm  = 0o700
)

// staleAfter is how old a temporary file of a creation, a restore or a
// snapshot must be before another one removes it as left over by a
// process that was killed.
const staleAfter = 10 * time.Minute

// tempBeside creates an empty private file in dir whose name starts with
// prefix and ends with suffix.
func tempBeside(dir, prefix, suffix string) (*os.File, error) {
	f, err := os.CreateTemp(dir, prefix+"*"+suffix)
	if err != nil {
		return nil, err
	}
	// CreateTemp makes 0600 files already; say so for every platform.
	if runtime.GOOS != "windows" {
		if err := f.Chmod(filePerm); err != nil {
			f.Close()
			os.Remove(f.Name())
			return nil, err
		}
	}
	return f, nil
}

// removeStale removes the files of dir named prefix…suffix that were left
// over by a killed process: older than staleAfter, or (a creation, which
// holds its file locked while it fills it) older than a few seconds and
// held by no one.
func removeStale(dir, prefix, suffix string) {
	es, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range es {
		n := e.Name()
		if e.IsDir() || !strings.HasPrefix(n, prefix) || !strings.HasSuffix(n, suffix) {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		age := time.Since(info.ModTime())
		if age > staleAfter || (suffix == ".creating" && age > 5*time.Second && probeLock(filepath.Join(dir, n)) == nil) {
			os.Remove(filepath.Join(dir, n))
		}
	}
}

// syncFile flushes the file at path to the disk.
func syncFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	err = f.Sync()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// syncDir flushes dir's entries (a file just renamed into it) to the disk.
// Windows cannot open a folder for that; its renames are written through.
func syncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}

// errTaken is what placeNew returns when the name is already taken.
var errTaken = errors.New("name taken")

// placeNew gives the complete file tmp the name path, which must not
// exist: never a moment when path holds half a file, never an existing file
// replaced. tmp is gone afterwards (but for an error other than errTaken).
// The folder is synced.
func placeNew(tmp, path string) error {
	err := os.Link(tmp, path)
	switch {
	case err == nil:
		os.Remove(tmp)
	case errors.Is(err, fs.ErrExist):
		os.Remove(tmp)
		return errTaken
	default:
		// No hard links here (a FAT-formatted USB stick): rename, after
		// making sure that the name is free.
		if _, serr := os.Lstat(path); serr == nil {
			os.Remove(tmp)
			return errTaken
		}
		if err := os.Rename(tmp, path); err != nil {
			os.Remove(tmp)
			return err
		}
	}
	return syncDir(filepath.Dir(path))
}

// writeNew writes a new private file at path with write, in one step: to a
// temporary file beside it first, synced, then given its name (which must
// be free: errTaken otherwise).
func writeNew(path string, write func(io.Writer) error) error {
	f, err := tempFor(path, ".tmp", false)
	if err != nil {
		return err
	}
	tmp, err := fillTemp(f, write)
	if err != nil {
		return err
	}
	return placeNew(tmp, path)
}

// tempFor is a new private temporary file beside path, named
// .BASE.*SUFFIX (tempBeside); with stale, the files of that name an
// interrupted earlier one left are removed first (removeStale).
func tempFor(path, suffix string, stale bool) (*os.File, error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	if stale {
		removeStale(dir, "."+base+".", suffix)
	}
	return tempBeside(dir, "."+base+".", suffix)
}

// fillTemp writes the temporary file f with write, syncs and closes it,
// and returns its name; a file that failed is removed.
func fillTemp(f *os.File, write func(io.Writer) error) (string, error) {
	tmp := f.Name()
	err := write(f)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp)
		return tmp, err
	}
	return tmp, nil
}

// replaceWith makes path the complete file tmp (a file in the same
// folder) in one step, replacing what path was, and syncs the folder.
func replaceWith(tmp, path string) error {
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return syncDir(filepath.Dir(path))
}

// copyFile copies the file src into w.
func copyFile(src string, w io.Writer) error {
	f, err := os.Open(src)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = io.Copy(w, f)
	return err
}

func existsProblem(path string) error {
	return tournament.NewProblem(tournament.ErrFileExists, "%s already exists; choose another file name",
		"%s はすでに存在します。別のファイル名を指定してください", path)
}

// numbered returns the first free name of base + "" + ext, base + ".1" +
// ext, base + ".2" + ext …, for a new backup that must not overwrite an
// older one.
func numbered(base, ext string, write func(io.Writer) error) (string, error) {
	for n := 0; n < 10000; n++ {
		name := base + ext
		if n > 0 {
			name = fmt.Sprintf("%s.%d%s", base, n, ext)
		}
		if _, err := os.Lstat(name); err == nil {
			continue
		}
		err := writeNew(name, write)
		if errors.Is(err, errTaken) {
			continue
		}
		return name, err
	}
	return "", fmt.Errorf("no free name for %s%s", base, ext)
}
