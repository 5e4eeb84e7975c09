package cli

import (
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/internal/fixtures"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// The command line reads an event written before the games' own fields
// moved into their records (storage/testdata/schema5.taikai, see
// schema5.md) as it did then: the golden files were written by that
// Taikai (go test -update on it).
func TestCLI_Issue26ASchema5FileListsAsBefore(t *testing.T) {
	englishEnv(t)
	file := fixtures.Schema5Copy(t)
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"go-pairings-1", []string{"pairings", file, "--section", "go", "--round", "1", "--format", "csv"}},
		{"go-pairings-2", []string{"pairings", file, "--section", "go", "--round", "2", "--format", "csv"}},
		{"pair-pairings-1", []string{"pairings", file, "--section", "pair", "--round", "1", "--format", "csv"}},
		{"pair-pairings-2", []string{"pairings", file, "--section", "pair", "--round", "2", "--format", "csv"}},
		{"pair-pairs", []string{"pairs", "list", file, "--section", "pair", "--format", "csv"}},
		{"main-pairings-7", []string{"pairings", file, "--section", "main", "--round", "7", "--format", "csv"}},
		{"main-certification", []string{"certification", file, "--section", "main", "--format", "csv"}},
		{"main-standings", []string{"standings", file, "--section", "main", "--format", "csv"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := run(t, tc.args...)
			require.Equal(t, ExitOK, code, errs)
			fixtures.Golden(t, *update, "./app/cli", filepath.Join("testdata", "golden", "schema5-"+tc.name+".txt"), out)
			assert.NotContains(t, strings.ToLower(errs), "error")
		})
	}
}
