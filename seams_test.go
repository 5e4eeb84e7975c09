package main

import (
	"fmt"
	"go/ast"
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

// Issue 39, point 5: main opens the store and hands it down: the window
// and the command line open no file themselves (no storage, no bbolt).
func TestSeams_Issue39MainOpensTheStore(t *testing.T) {
	for _, dir := range []string{"app/ui", "app/cli", "app/web", "app/sheets", "app/exports"} {
		assert.Empty(t, imports(t, dir, "taikai/storage"), dir)
		assert.Empty(t, imports(t, dir, "go.etcd.io/bbolt"), dir)
	}
	assert.Contains(t, imports(t, ".", "taikai/storage")["main.go"], "taikai/storage", "main hands the event files down")
}

// Issue 39, point 6: no function of the program is over 120 lines (from
// its func line to its closing brace): a longer one is split where it has
// seams of its own.
func TestSeams_Issue39NoFunctionOver120Lines(t *testing.T) {
	fset := token.NewFileSet()
	var long []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			if fn, ok := decl.(*ast.FuncDecl); ok && fn.Body != nil {
				if n := fset.Position(fn.End()).Line - fset.Position(fn.Pos()).Line + 1; n > 120 {
					long = append(long, fmt.Sprintf("%s %s: %d lines", path, fn.Name.Name, n))
				}
			}
		}
		return nil
	})
	require.NoError(t, err)
	assert.Empty(t, long)
}
