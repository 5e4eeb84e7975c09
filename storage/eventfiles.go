package storage

import (
	"errors"

	"taikai/tournament"
)

// Files is the event files on this machine's disk, as main hands them to
// the window and the command line (tournament.EventFiles).
type Files struct{}

var (
	_ tournament.EventFiles = Files{}
	_ tournament.EventFile  = (*Bolt)(nil)
)

// Open implements tournament.EventFiles: Open, or OpenReadOnly when the
// file cannot be written.
func (Files) Open(path string) (tournament.EventFile, error) {
	b, err := Open(path)
	if errors.Is(err, tournament.ErrReadOnlyFile) {
		b, err = OpenReadOnly(path)
	}
	if err != nil {
		return nil, err // never a nil *Bolt in a non-nil interface
	}
	return b, nil
}

// Create implements tournament.EventFiles (CreateWith).
func (Files) Create(path string, fill func(tournament.Store) error) error {
	return CreateWith(path, fill)
}

// Snapshots implements tournament.EventFiles.
func (Files) Snapshots(path string) ([]SnapshotInfo, error) { return Snapshots(path) }

// Restore implements tournament.EventFiles (RestoreBy).
func (Files) Restore(path, id, program string) (RestoreReport, error) {
	return RestoreBy(path, id, program)
}
