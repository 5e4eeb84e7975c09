package pairing

import (
	"errors"
	"fmt"
)

// errPricingStuck would mean a bug: the pricing pass found a violated edge
// that the solved subgraph already contained.
var errPricingStuck = errors.New("matching: internal error, pricing found no new edge")

// price checks the optimality certificate of a perfect matching of the
// subgraph against every allowed edge of the complete graph. With u = −dual/2
// the reduced cost is c_ij − u_i − u_j + Σ z_B over the blossoms B holding
// both ends; doubled, dual[i] + dual[j] + 2·c_ij + 2·Σ z_B. It must not be
// negative. It returns,
// for each vertex, up to perVertex of its most violated edges; an empty list
// proves the matching optimal on the complete graph.
func (s *blossomSolver) price(cost func(i, j int) (int64, bool, error), perVertex int) (edgeList, error) {
	nv := s.nv
	z := s.newZSums()
	heaps := newBoundedHeaps(nv, perVertex)
	found := false
	for i := range nv {
		z.row = -1
		for j := i + 1; j < nv; j++ {
			c, ok, err := cost(i, j)
			if err != nil {
				return edgeList{}, err
			}
			if !ok {
				continue
			}
			red := s.dual[i] + s.dual[j] + 2*c
			if red < 0 {
				red += 2 * z.sum(i, j) // z ≥ 0, so only needed when red < 0
			}
			if red < 0 {
				found = true
				heaps.push(i, candidate{red, int32(j - i), int32(j)})
				heaps.push(j, candidate{red, int32(j - i), int32(i)})
			}
		}
	}
	var e edgeList
	if !found {
		return e, nil
	}
	for i, h := range heaps.h {
		for _, x := range h {
			u, v := i, int(x.to)
			if u > v {
				u, v = v, u
			}
			c, _, _ := cost(u, v)
			if s.hasEdge(u, v) {
				return e, fmt.Errorf("edge %d–%d: %w", u, v, errPricingStuck)
			}
			e.add(u, v, c)
		}
	}
	return e, nil
}

func (s *blossomSolver) hasEdge(u, v int) bool {
	for _, p := range s.adj[s.adjStart[u]:s.adjStart[u+1]] {
		if s.endpoint(int(p)) == v {
			return true
		}
	}
	return false
}

// zSums gives Σ z_B over the blossoms B that hold both i and j. Each
// top-level blossom's vertices get consecutive positions in depth-first
// order, so every sub-blossom covers an interval; for a fixed i one sweep
// over i's enclosing blossoms, innermost first, fills a row with the sum for
// every position, making each look-up O(1) instead of a walk up the tree.
type zSums struct {
	s      *blossomSolver
	pos    []int32 // per vertex: position in its top-level blossom
	lo, hi []int32 // per blossom: interval of positions it covers
	cum    []int64 // per blossom: Σ z over it and every blossom around it
	row    int     // the vertex whose row is filled, −1 if none
	vals   []int64
}

func (s *blossomSolver) newZSums() *zSums {
	nv := s.nv
	z := &zSums{s: s, pos: make([]int32, nv), lo: make([]int32, 2*nv), hi: make([]int32, 2*nv), cum: make([]int64, 2*nv), row: -1}
	var walk func(b int, acc int64, next *int32)
	walk = func(b int, acc int64, next *int32) {
		if b < nv {
			z.pos[b] = *next
			*next++
			return
		}
		z.cum[b] = acc + s.dual[b]
		z.lo[b] = *next
		for _, c := range s.childs[b] {
			walk(c, z.cum[b], next)
		}
		z.hi[b] = *next
	}
	largest := int32(0)
	for b := nv; b < 2*nv; b++ {
		if s.base[b] >= 0 && s.parent[b] == -1 {
			var next int32
			walk(b, 0, &next)
			largest = max(largest, next)
		}
	}
	z.vals = make([]int64, largest)
	return z
}

func (z *zSums) sum(i, j int) int64 {
	s := z.s
	top := s.inBlossom[i]
	if top < s.nv || top != s.inBlossom[j] {
		return 0
	}
	if z.row != i {
		z.row = i
		done := [2]int32{z.pos[i], z.pos[i]} // interval already filled (empty)
		for b := s.parent[i]; b != -1; b = s.parent[b] {
			for p := z.lo[b]; p < done[0]; p++ {
				z.vals[p] = z.cum[b]
			}
			for p := done[1]; p < z.hi[b]; p++ {
				z.vals[p] = z.cum[b]
			}
			done = [2]int32{z.lo[b], z.hi[b]}
		}
	}
	return z.vals[z.pos[j]]
}
