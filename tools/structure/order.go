package main

import (
	"bytes"
	"fmt"
	"strings"
)

// layOut orders the files top to bottom so that few arrows run back up:
// the greedy order of Eades, Lin and Smyth (1993) — files no arrow leaves
// go to the bottom, files no arrow reaches to the top, and while neither
// is left the file with the most arrows out less arrows in goes up next;
// ties by name, so the drawing is the same for the same code.
func layOut(g *graph) []string {
	in, out := map[string]map[string]bool{}, map[string]map[string]bool{}
	for _, f := range g.files {
		in[f], out[f] = map[string]bool{}, map[string]bool{}
	}
	for a := range g.arrows {
		out[a.from][a.to], in[a.to][a.from] = true, true
	}
	left := append([]string(nil), g.files...)
	take := func(f string) {
		for i, x := range left {
			if x == f {
				left = append(left[:i], left[i+1:]...)
				break
			}
		}
		for t := range out[f] {
			delete(in[t], f)
		}
		for s := range in[f] {
			delete(out[s], f)
		}
	}
	var top, bottom []string
	for len(left) > 0 {
		if f, ok := first(left, func(f string) bool { return len(out[f]) == 0 }); ok {
			bottom = append([]string{f}, bottom...)
			take(f)
			continue
		}
		if f, ok := first(left, func(f string) bool { return len(in[f]) == 0 }); ok {
			top = append(top, f)
			take(f)
			continue
		}
		best := left[0]
		for _, f := range left[1:] {
			if len(out[f])-len(in[f]) > len(out[best])-len(in[best]) {
				best = f
			}
		}
		top = append(top, best)
		take(best)
	}
	return append(top, bottom...)
}

func first(list []string, ok func(string) bool) (string, bool) {
	for _, f := range list {
		if ok(f) {
			return f, true
		}
	}
	return "", false
}

// backArrows are the arrows that run from a file to one above it.
func backArrows(g *graph, order []string) map[arrow]bool {
	at := map[string]int{}
	for i, f := range order {
		at[f] = i
	}
	back := map[arrow]bool{}
	for a := range g.arrows {
		if at[a.from] > at[a.to] {
			back[a] = true
		}
	}
	return back
}

// drawing is the graph for Graphviz: the files top to bottom in order,
// the arrows running back up in red (they do not place the files).
func drawing(g *graph, order []string, back map[arrow]bool) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "digraph structure {\n\tnode [shape=box, fontsize=10, fontname=\"sans\"];\n\tedge [arrowsize=0.5, color=\"#00000060\"];\n")
	for _, f := range order {
		fmt.Fprintf(&b, "\t%q;\n", strings.TrimSuffix(f, ".go"))
	}
	for _, f := range order {
		for _, t := range g.out[f] {
			style := ""
			if back[arrow{f, t}] {
				style = " [color=red, constraint=false]"
			}
			fmt.Fprintf(&b, "\t%q -> %q%s;\n", strings.TrimSuffix(f, ".go"), strings.TrimSuffix(t, ".go"), style)
		}
	}
	b.WriteString("}\n")
	return b.Bytes()
}
