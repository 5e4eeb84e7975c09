package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 38: Go's EGD club code is typed with players add|edit --egd-club,
// checked by the section's game, and listed in its own column (egd_club),
// so that a list imports back whole.
func TestCLI_Issue38EGDClubFromPlayersAddEditAndList(t *testing.T) {
	englishEnv(t)
	file := filepath.Join(t.TempDir(), "go.taikai")
	code, _, errs := run(t, "new", file, "--game", "go", "--name", "Go Cup", "--date", "2026-11-22")
	require.Equal(t, ExitOK, code, errs)
	code, _, errs = run(t, "players", "add", file, "--name", "山田 太郎", "--club", "東京都", "--egd-club", "Toky")
	require.Equal(t, ExitOK, code, errs)
	code, _, errs = run(t, "players", "edit", file, "山田 太郎", "--egd-club", "東京")
	assert.Equal(t, ExitRefused, code)
	assert.Contains(t, errs, "an EGD club code is one to four Latin letters or digits")
	code, list, errs := run(t, "players", "list", file, "--format", "csv")
	require.Equal(t, ExitOK, code, errs)
	assert.True(t, strings.HasSuffix(strings.SplitN(list, "\n", 2)[0], ",egd_pin,egd_club"))
	assert.Contains(t, list, ",東京都,")
	assert.Contains(t, list, ",,Toky\n")
}
