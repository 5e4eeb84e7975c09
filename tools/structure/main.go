// Command structure draws the structure of one Go package: an arrow from
// a file to each file whose names it uses (a package-level name, a method
// or a field declared there), the files ordered so that as few arrows as
// it can find run back up (issue 39's acceptance: the structure drawing of
// tournament/ with fewer arrows running back up).
//
//	go run ./tools/structure [-dot OUT.dot] DIR
//
// prints "DIR: N files, A arrows, B run back up" and, with -dot, writes
// the drawing for Graphviz (dot -Tsvg): the arrows that run down lay the
// files out, those that run back up are red.
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	dotOut := flag.String("dot", "", "write the drawing (Graphviz) to this file")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: structure [-dot OUT.dot] DIR")
		os.Exit(2)
	}
	dir := flag.Arg(0)
	g, err := fileGraph(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "structure:", err)
		os.Exit(1)
	}
	order := layOut(g)
	back := backArrows(g, order)
	fmt.Printf("%s: %d files, %d arrows, %d run back up\n", dir, len(g.files), len(g.arrows), len(back))
	if *dotOut != "" {
		if err := os.WriteFile(*dotOut, drawing(g, order, back), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "structure:", err)
			os.Exit(1)
		}
	}
}
