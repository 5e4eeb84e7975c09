package main

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// imports lists, for each non-test Go file under dir, the imports of it
// whose path starts with prefix.
func imports(t *testing.T, dir, prefix string) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, im := range f.Imports {
			p, _ := strconv.Unquote(im.Path.Value)
			if strings.HasPrefix(p, prefix) {
				out[path] = append(out[path], p)
			}
		}
		return nil
	})
	require.NoError(t, err)
	return out
}

// Issue 39, point 4: the app reads the games through their seam
// (tournament and its game packages): no app file imports rules/, so a
// page or a sheet never decides a result again by parsing it.
func TestSeams_Issue39NoAppFileImportsRules(t *testing.T) {
	assert.Empty(t, imports(t, "app", "taikai/rules"), "app files importing rules/")
	assert.Empty(t, imports(t, ".", "taikai/rules")["main.go"])
}
