package sheets

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"taikai/tournament"
)

// WriteFile renders sheet for round into path: written to a temporary file
// beside it and renamed, so a reader never sees half a PDF. A sheet the
// section does not offer is refused with the reason (Sheet.Offered).
func WriteFile(s *tournament.Service, sheet Sheet, round int, opt Options, path string) error {
	if sheet.Offered != nil {
		if err := sheet.Offered(s); err != nil {
			return err
		}
	}
	return writeAtomic(path, func(w io.Writer) error { return sheet.Render(s, round, opt, w) })
}

// writeAtomic writes what render makes into path, through a temporary
// file beside it renamed into place; a failed rendering writes nothing.
func writeAtomic(path string, render func(io.Writer) error) error {
	var buf bytes.Buffer
	if err := render(&buf); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".taikai-sheet-*.pdf")
	if err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	defer os.Remove(tmp.Name())
	// A sheet is read by the PDF viewer and copied to the venue's printer
	// PC: 0644 as any written file, where a temporary file is 0600.
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if _, err := tmp.Write(buf.Bytes()); err != nil {
		tmp.Close()
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return os.Rename(tmp.Name(), path)
}
