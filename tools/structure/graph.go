package main

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
)

// graph is the files of a package and the arrows between them.
type graph struct {
	files  []string       // base names, sorted
	arrows map[arrow]bool // from → to, never a file to itself
	out    map[string][]string
}

type arrow struct{ from, to string }

func newGraph(files []string, arrows []arrow) *graph {
	g := &graph{files: slices.Sorted(slices.Values(files)), arrows: map[arrow]bool{}, out: map[string][]string{}}
	for _, a := range arrows {
		if a.from != a.to && !g.arrows[a] {
			g.arrows[a] = true
			g.out[a.from] = append(g.out[a.from], a.to)
		}
	}
	for _, f := range g.files {
		slices.Sort(g.out[f])
	}
	return g
}

// fileGraph reads the package in dir (its test files left out) and links
// each file to the files declaring what it uses.
func fileGraph(dir string) (*graph, error) {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, dir, func(fi fs.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	if err != nil {
		return nil, err
	}
	var files []*ast.File
	var names []string
	for _, p := range pkgs {
		for path, f := range p.Files {
			files = append(files, f)
			names = append(names, filepath.Base(path))
		}
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	pkg, err := conf.Check(dir, fset, files, info)
	if err != nil {
		return nil, err
	}
	var arrows []arrow
	use := func(at token.Pos, obj types.Object) {
		if declaredAtTop(pkg, obj) {
			arrows = append(arrows, arrow{filepath.Base(fset.Position(at).Filename), filepath.Base(fset.Position(obj.Pos()).Filename)})
		}
	}
	for id, obj := range info.Uses {
		use(id.Pos(), obj)
	}
	for sel, s := range info.Selections {
		use(sel.Pos(), s.Obj())
	}
	return newGraph(names, arrows), nil
}

// declaredAtTop reports whether obj is the package's own package-level
// name, method or struct field (not a local, a parameter or another
// package's).
func declaredAtTop(pkg *types.Package, obj types.Object) bool {
	if obj == nil || obj.Pkg() != pkg || !obj.Pos().IsValid() {
		return false
	}
	if obj.Parent() == pkg.Scope() {
		return true
	}
	switch o := obj.(type) {
	case *types.Func:
		return o.Type().(*types.Signature).Recv() != nil
	case *types.Var:
		return o.IsField()
	}
	return false
}
