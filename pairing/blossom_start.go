package pairing

import "slices"

// Starting points for blossomSolver: a greedy start for a fresh run and a
// warm start from the optimum of a smaller edge set.

// greedyStart sets vertex duals with every slack ≥ 0 (whole numbers, so the
// doubled duals are even) and matches vertices along tight edges, in vertex
// order, much like Blossom V's greedy start. It reports false if some vertex
// has no edge at all.
func (s *blossomSolver) greedyStart() bool {
	u := make([]int64, s.nv)
	var top [startRank]int64
	for v := range s.nv {
		a, b := s.adjStart[v], s.adjStart[v+1]
		if a == b {
			return false
		}
		// The startRank-th best weight at v, or the worst if fewer edges.
		k := 0
		for _, p := range s.adj[a:b] {
			x := s.wt[p>>1]
			if k < startRank {
				top[k] = x
				k++
			} else if x > top[k-1] {
				top[k-1] = x
			} else {
				continue
			}
			for i := k - 1; i > 0 && top[i] > top[i-1]; i-- {
				top[i], top[i-1] = top[i-1], top[i]
			}
		}
		u[v] = ceilHalf(top[k-1])
	}
	s.repairDuals(u)
	for v := range s.nv {
		if s.mate[v] >= 0 {
			continue
		}
		a, b := s.adjStart[v], s.adjStart[v+1]
		first := true
		var best int64
		for _, p := range s.adj[a:b] {
			val := s.wt[p>>1] - u[s.endpoint(int(p))]
			if first || val > best {
				best, first = val, false
			}
		}
		u[v] = best
		for _, p := range s.adj[a:b] {
			w := s.endpoint(int(p))
			if s.mate[w] < 0 && s.wt[p>>1]-u[w] == best {
				s.mate[v] = int(p)
				s.mate[w] = int(p) ^ 1
				break
			}
		}
	}
	s.augmentTight(u, tightSearchBudget)
	for v := range s.nv {
		s.dual[v] = 2 * u[v]
	}
	return true
}

// tightSearchBudget is how many edges augmentTight may look at per exposed
// vertex.
const tightSearchBudget = 4096

// augmentTight looks for augmenting paths made of tight edges (under the
// undoubled duals u) from each exposed vertex by a depth-first search that
// treats the graph as if it were bipartite. It misses the paths that need a
// blossom, but every path it finds is a true alternating path with distinct
// vertices, so flipping it keeps every matched edge tight. Each path found
// saves a whole stage of the blossom algorithm; budget bounds the edges
// looked at per exposed vertex so that hopeless searches stay cheap.
func (s *blossomSolver) augmentTight(u []int64, budget int) {
	seen := make([]int32, s.nv) // stamp: search number + 1
	type frame struct {
		x    int // even vertex whose edges are being tried
		next int32
	}
	var stack []frame
	var via []int32 // via[d]: endpoint used to leave stack[d].x
	for root := range s.nv {
		if s.mate[root] >= 0 {
			continue
		}
		stamp := int32(root + 1)
		seen[root] = stamp
		stack = append(stack[:0], frame{x: root, next: s.adjStart[root]})
		via = via[:0]
		left := budget
		for len(stack) > 0 && left > 0 {
			top := &stack[len(stack)-1]
			if top.next == s.adjStart[top.x+1] {
				stack = stack[:len(stack)-1]
				if len(via) > 0 {
					via = via[:len(via)-1]
				}
				continue
			}
			p := s.adj[top.next]
			top.next++
			left--
			w := s.endpoint(int(p))
			if seen[w] == stamp || u[top.x]+u[w] != s.wt[p>>1] {
				continue
			}
			seen[w] = stamp
			if s.mate[w] < 0 {
				// Flip the path root … top.x – w.
				via = append(via, p)
				for d := len(via) - 1; d >= 0; d-- {
					q := int(via[d])
					a, b := s.endpoint(q^1), s.endpoint(q)
					s.mate[a], s.mate[b] = q, q^1
				}
				break
			}
			x := s.endpoint(s.mate[w])
			if seen[x] == stamp {
				continue
			}
			seen[x] = stamp
			via = append(via, p)
			stack = append(stack, frame{x: x, next: s.adjStart[x]})
		}
	}
}

// startRank picks the weight that sets a vertex's starting dual. Half the
// best weight (rank 1) is always feasible, but when a few vertices have
// cheap edges to everyone (in a Swiss, the players whose bye left them with
// an odd colour balance) every neighbour's best edge goes to them, only
// those edges become tight and the greedy start matches almost nothing.
// Starting from a typical edge instead and raising the duals of the few
// vertices whose edges are then violated keeps the ordinary edges tight.
const startRank = 3

func ceilHalf(x int64) int64 {
	h := x / 2
	if x > 2*h {
		h++
	}
	return h
}

// repairDuals raises vertex duals until u_i + u_j ≥ w_ij on every edge,
// starting with the vertices that have the most violated edges, so that the
// raising lands on the few "hub" vertices rather than on their neighbours.
func (s *blossomSolver) repairDuals(u []int64) {
	count := make([]int32, s.nv)
	var bad []int
	for v := range s.nv {
		for _, p := range s.adj[s.adjStart[v]:s.adjStart[v+1]] {
			if u[v]+u[s.endpoint(int(p))] < s.wt[p>>1] {
				count[v]++
			}
		}
		if count[v] > 0 {
			bad = append(bad, v)
		}
	}
	slices.SortStableFunc(bad, func(a, b int) int { return int(count[b] - count[a]) })
	for _, v := range bad {
		var need int64
		for _, p := range s.adj[s.adjStart[v]:s.adjStart[v+1]] {
			need = max(need, s.wt[p>>1]-u[v]-u[s.endpoint(int(p))])
		}
		u[v] += need
	}
}

// warmStart starts s, whose edges include all of prev's, from prev's
// optimum after pricing found edges with a negative reduced cost. Blossoms
// are dissolved by adding each blossom's z to the duals of the vertices in
// it: that never lowers a slack, but it may leave a matched edge slack, and
// such edges are unmatched. An endpoint of each new violated edge has its
// dual raised until the edge is feasible, and loses its partner. Finally the
// exposed vertices' duals are made even (raising is always feasible), as the
// stages need. Usually only a few vertices end up exposed, so this costs a
// few stages instead of a whole new run.
func (s *blossomSolver) warmStart(prev *blossomSolver) {
	for v := range s.nv {
		d := prev.dual[v]
		for b := prev.parent[v]; b != -1; b = prev.parent[b] {
			d += prev.dual[b]
		}
		s.dual[v] = d
	}
	for v := range s.nv {
		if prev.mate[v] < 0 {
			continue
		}
		w := prev.endpoint(prev.mate[v])
		if v > w {
			continue
		}
		if p := s.endpointTo(v, w); p >= 0 && s.slack(p>>1) == 0 {
			s.mate[v], s.mate[w] = p, p^1
		}
	}
	unmatch := func(v int) {
		if p := s.mate[v]; p >= 0 {
			s.mate[s.endpoint(p)] = -1
			s.mate[v] = -1
		}
	}
	for k := range s.eu {
		if sl := s.slack(k); sl < 0 {
			v := int(s.eu[k])
			s.dual[v] -= sl
			unmatch(v)
		}
	}
	for v := range s.nv {
		if s.mate[v] < 0 && s.dual[v]%2 != 0 {
			s.dual[v]++
		}
	}
}

// endpointTo returns the endpoint at w of an edge v–w, or −1.
func (s *blossomSolver) endpointTo(v, w int) int {
	for _, p := range s.adj[s.adjStart[v]:s.adjStart[v+1]] {
		if s.endpoint(int(p)) == w {
			return int(p)
		}
	}
	return -1
}
