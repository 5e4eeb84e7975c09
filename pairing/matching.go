package pairing

import (
	"fmt"
	"slices"
)

// CostFunc gives the cost of joining vertices i and j (always called with
// i < j), or ok = false if the edge is forbidden. It is called several times
// per edge, so it must be cheap and give the same answer every time; the
// matching never asks for cost(j, i).
type CostFunc func(i, j int) (c int64, ok bool)

// MaxEdgeCost bounds the absolute value of one edge cost. Larger costs could
// overflow the int64 dual variables on big graphs, so they are rejected.
const MaxEdgeCost = int64(1) << 44

// Tuning of the sparse start (see MinCostPerfectMatching). The values only
// change the speed, never the result.
const (
	denseLimit   = 160 // up to this many vertices, use every allowed edge at once
	startTiers   = 12  // cost tiers kept per vertex in the sparse start
	startPerTier = 2   // cheapest edges kept per tier and vertex
	pricedPerRun = 12  // most violated edges added per vertex after a pricing pass
)

// MinCostPerfectMatching finds a perfect matching of least total cost on the
// complete graph with n vertices, leaving out the forbidden edges. mate[i] is
// the vertex matched with i. The same input always gives the same matching;
// which of several equally cheap matchings that is, is unspecified. It
// returns ErrNoPerfectMatching (wrapped) when n is odd or the allowed edges
// admit no perfect matching.
//
// The algorithm is Edmonds' weighted blossom algorithm (primal-dual, O(n³)
// in the worst case; see blossom.go). Up to 160 vertices it runs on every
// allowed edge. Above that, to stay far below a second for a Swiss
// round of 1,024 players, it first solves a sparse subgraph (candidates.go):
// each vertex's cheapest edges in each of its cheapest cost tiers, plus the
// edges to the vertices one and two places away. With the matching the
// blossom algorithm returns a dual solution (vertex potentials u and odd-set
// values z ≥ 0) that proves it optimal on that subgraph. A pricing pass
// (pricing.go) then checks every allowed edge of the whole graph for a
// negative reduced cost c_ij − u_i − u_j + Σ z_B over the sets B holding
// both ends. If there is none, the dual solution is feasible for the whole
// graph and satisfies complementary slackness with the matching, so by LP
// duality the matching is optimal on the whole graph: the speed-up never
// changes the optimum. Otherwise the most violated edges are added and the
// subgraph is solved again from the previous optimum (a warm start). Each
// round only adds edges, so the loop ends, at worst with every edge present.
// If the subgraph has no perfect matching the whole graph is solved
// directly, so ErrNoPerfectMatching is always exact.
func MinCostPerfectMatching(n int, cost CostFunc) (mate []int, total int64, err error) {
	return minCostPerfectMatching(n, cost, denseLimit, startTiers, startPerTier)
}

// edgeList is a set of edges with their costs, kept sorted by (u, v), u < v.
type edgeList struct {
	u, v []int32
	c    []int64
}

func (e *edgeList) add(u, v int, c int64) {
	e.u = append(e.u, int32(u))
	e.v = append(e.v, int32(v))
	e.c = append(e.c, c)
}

func (e *edgeList) len() int { return len(e.u) }

func minCostPerfectMatching(n int, cost CostFunc, dense, tiers, perTier int) ([]int, int64, error) {
	switch {
	case n < 0:
		return nil, 0, fmt.Errorf("matching on %d vertices: %w", n, ErrNoPerfectMatching)
	case n == 0:
		return []int{}, 0, nil
	case n%2 == 1:
		return nil, 0, fmt.Errorf("matching on %d vertices, an odd number: %w", n, ErrNoPerfectMatching)
	}
	checked := func(i, j int) (int64, bool, error) {
		c, ok := cost(i, j)
		if ok && (c > MaxEdgeCost || c < -MaxEdgeCost) {
			return 0, false, fmt.Errorf("cost %d of edge %d–%d is beyond ±%d", c, i, j, MaxEdgeCost)
		}
		return c, ok, nil
	}
	var edges edgeList
	var err error
	if n <= dense {
		edges, err = allEdges(n, checked)
	} else {
		edges, err = tieredCandidates(n, checked, tiers, perTier)
	}
	if err != nil {
		return nil, 0, err
	}
	complete := n <= dense
	var prev *blossomSolver
	for {
		s := solveEdges(n, edges, prev)
		if !s.perfect() {
			switch {
			case complete:
				return nil, 0, fmt.Errorf("matching on %d vertices: %w", n, ErrNoPerfectMatching)
			case tiers < 4*startTiers:
				// Usually some rare kind of edge was left out: try a denser
				// subgraph before paying for every edge.
				tiers, perTier = 4*startTiers, 4*startPerTier
				more, err := tieredCandidates(n, checked, tiers, perTier)
				if err != nil {
					return nil, 0, err
				}
				edges = mergeEdges(edges, more)
			default:
				if edges, err = allEdges(n, checked); err != nil {
					return nil, 0, err
				}
				complete = true
			}
			continue
		}
		if complete {
			return s.result(edges)
		}
		extra, err := s.price(checked, pricedPerRun)
		if err != nil {
			return nil, 0, err
		}
		if extra.len() == 0 {
			return s.result(edges)
		}
		edges = mergeEdges(edges, extra)
		prev = s
	}
}

func allEdges(n int, cost func(i, j int) (int64, bool, error)) (edgeList, error) {
	var e edgeList
	err := eachEdge(n, cost, func(i, j int, c int64) { e.add(i, j, c) })
	return e, err
}

// eachEdge calls edge for every pair i < j of the n vertices that cost
// allows, with its cost, in order; it stops at cost's first error.
func eachEdge(n int, cost func(i, j int) (int64, bool, error), edge func(i, j int, c int64)) error {
	for i := range n {
		for j := i + 1; j < n; j++ {
			c, ok, err := cost(i, j)
			if err != nil {
				return err
			}
			if ok {
				edge(i, j, c)
			}
		}
	}
	return nil
}

// mergeEdges returns the union of two edge lists, sorted, without duplicates.
func mergeEdges(a, b edgeList) edgeList {
	idx := make([]int, 0, a.len()+b.len())
	for k := range a.len() + b.len() {
		idx = append(idx, k)
	}
	at := func(k int) (int32, int32, int64) {
		if k < a.len() {
			return a.u[k], a.v[k], a.c[k]
		}
		k -= a.len()
		return b.u[k], b.v[k], b.c[k]
	}
	slices.SortFunc(idx, func(x, y int) int {
		xu, xv, _ := at(x)
		yu, yv, _ := at(y)
		if xu != yu {
			return int(xu - yu)
		}
		return int(xv - yv)
	})
	var out edgeList
	for n, k := range idx {
		u, v, c := at(k)
		if n > 0 {
			pu, pv, _ := at(idx[n-1])
			if pu == u && pv == v {
				continue
			}
		}
		out.add(int(u), int(v), c)
	}
	return out
}

// solveEdges runs the blossom algorithm on the given edges with weight −cost,
// starting from prev's optimum on a subset of the edges if prev is not nil.
func solveEdges(n int, e edgeList, prev *blossomSolver) *blossomSolver {
	wt := make([]int64, e.len())
	for k, c := range e.c {
		wt[k] = -c
	}
	s := newBlossomSolver(n, e.u, e.v, wt)
	if prev != nil {
		s.warmStart(prev)
	} else if !s.greedyStart() {
		return s // a vertex without edges: not perfect
	}
	s.run()
	return s
}

func (s *blossomSolver) perfect() bool {
	for _, m := range s.mate {
		if m < 0 {
			return false
		}
	}
	return true
}

func (s *blossomSolver) result(e edgeList) ([]int, int64, error) {
	mate := make([]int, s.nv)
	var total int64
	for v, p := range s.mate {
		mate[v] = s.endpoint(p)
		if v < mate[v] {
			total += e.c[p>>1]
		}
	}
	return mate, total, nil
}
