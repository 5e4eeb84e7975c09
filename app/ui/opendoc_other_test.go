//go:build !windows

package ui

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// fakeOpener writes an opener script into dir that runs body.
func fakeOpener(t *testing.T, dir, body string) string {
	t.Helper()
	p := filepath.Join(dir, "opener")
	require.NoError(t, os.WriteFile(p, []byte("#!/bin/sh\n"+body+"\n"), 0o755))
	return p
}

func TestOpenDocument_Issue22AMissingOrFailingViewerIsAnErrorInJapanese(t *testing.T) {
	dir := t.TempDir()
	pdf := filepath.Join(dir, "players.pdf")
	for _, c := range []struct {
		name, opener string
		fails        bool
		ja           string
	}{
		{"xdg-open not installed", filepath.Join(dir, "no-such-opener"), true, "がこのコンピュータにありません"},
		// xdg-open exits 3 when no program opens the file type.
		{"no program for PDF files", fakeOpener(t, t.TempDir(), "exit 3"), true, "終了コード 3"},
		{"a viewer opened it", fakeOpener(t, t.TempDir(), "exit 0"), false, ""},
		// Without a desktop environment xdg-open runs the viewer in the
		// foreground: still running after the grace is a viewer showing it.
		{"a viewer in the foreground", fakeOpener(t, t.TempDir(), "sleep 5"), false, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			start := time.Now()
			err := runOpener(c.opener, pdf, 300*time.Millisecond)
			assert.Less(t, time.Since(start), 4*time.Second, "the print never waits on the viewer")
			if !c.fails {
				assert.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Contains(t, tournament.Localize(err, tournament.Japanese), c.ja)
		})
	}
}
