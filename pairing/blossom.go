package pairing

// This file holds the primal-dual core of Edmonds' weighted blossom
// algorithm on a sparse graph, in the classic formulation with S/T labels,
// an alternating forest grown from every exposed vertex at once, least-slack
// edges kept per vertex and per S-blossom, and O(n) work per dual change, so
// O(n³) in the worst case. It maximises the weight among the matchings of
// maximum cardinality; min-cost perfect matching calls it with weight = −cost.
//
// Dual variables are kept doubled for vertices (dual[v] = 2·u_v) and plain
// for blossoms (dual[b] = z_b), so the slack of an edge between two different
// top-level blossoms is dual[i] + dual[j] − 2·w_ij and every quantity stays an
// integer: all labelled vertices share one parity, so an S–S slack is even.
//
// Unlike the textbook start (empty matching, all duals equal), a run may start
// from any matching whose edges are tight and any vertex duals with every
// slack ≥ 0, as long as the exposed vertices' duals share one parity. Without
// the "vertex dual reaches zero" step (maximum-cardinality mode) this is the
// perfect-matching LP, where vertex duals are free, so such a start is valid
// (blossom_start.go). And unlike the textbook stage, which stops at the first
// augmenting path, a stage here augments along every vertex-disjoint path it
// finds over tight edges (see scanQueue). Together these cut the number of
// stages on a Swiss round of 4,096 players from about 2,000 to about 20.

// Labels of vertices and top-level blossoms during a stage.
const (
	labelFree  = 0 // not reached by any alternating tree
	labelS     = 1 // outer: even distance from an exposed root
	labelT     = 2 // inner: odd distance from an exposed root
	labelCrumb = 4 // temporary mark added by scanBlossom
)

// blossomSolver is the state of one run. Vertices are 0..nv−1, blossoms
// nv..2nv−1. An "endpoint" p names one end of edge p>>1: endpoint(2k) is
// eu[k], endpoint(2k+1) is ev[k]; p^1 is the other end.
type blossomSolver struct {
	nv     int
	eu, ev []int32
	wt     []int64

	adjStart []int32 // adjacency in CSR form: adj[adjStart[v]:adjStart[v+1]]
	adj      []int32 // remote endpoints p of the edges at v

	mate      []int   // per vertex: remote endpoint of the matched edge, or −1
	label     []int8  // per vertex and blossom
	labelEnd  []int   // endpoint through which the label was obtained, −1 for a root
	inBlossom []int   // per vertex: the top-level blossom containing it
	parent    []int   // per vertex and blossom: enclosing blossom, or −1
	childs    [][]int // per blossom: sub-blossoms in cyclic order, base first
	endps     [][]int // per blossom: endps[b][i] joins childs[i] to childs[i+1]
	base      []int   // per blossom: base vertex, −1 if the slot is unused
	bestEdge  []int   // least-slack edge to an S-blossom (or from an S-blossom), −1 if none
	bestEdges [][]int // per S-blossom: least-slack edges to other S-blossoms
	unused    []int   // free blossom slots
	dual      []int64 // vertex duals doubled, blossom duals plain
	allowed   []bool  // per edge: known tight in this stage
	allowList []int   // edges with allowed set, to reset cheaply
	queue     []int   // S-vertices whose edges are still to scan
	bestTo    []int   // scratch for addBlossom, all −1 between calls
	scratch   []int   // scratch for leaves and paths
	tree      []int   // per labelled vertex and top-level blossom: the root of its tree
	dead      []bool  // per root: its tree augmented in this stage
	deadList  []int   // roots marked dead, to reset cheaply
}

func newBlossomSolver(nv int, eu, ev []int32, wt []int64) *blossomSolver {
	s := &blossomSolver{nv: nv, eu: eu, ev: ev, wt: wt}
	deg := make([]int32, nv+1)
	for k := range eu {
		deg[eu[k]+1]++
		deg[ev[k]+1]++
	}
	for v := 0; v < nv; v++ {
		deg[v+1] += deg[v]
	}
	s.adjStart = deg
	s.adj = make([]int32, 2*len(eu))
	fill := make([]int32, nv)
	copy(fill, deg[:nv])
	for k := range eu {
		u, v := eu[k], ev[k]
		s.adj[fill[u]] = int32(2*k + 1)
		fill[u]++
		s.adj[fill[v]] = int32(2 * k)
		fill[v]++
	}
	n2 := 2 * nv
	s.mate = make([]int, nv)
	s.label = make([]int8, n2)
	s.labelEnd = make([]int, n2)
	s.inBlossom = make([]int, nv)
	s.parent = make([]int, n2)
	s.childs = make([][]int, n2)
	s.endps = make([][]int, n2)
	s.base = make([]int, n2)
	s.bestEdge = make([]int, n2)
	s.bestEdges = make([][]int, n2)
	s.dual = make([]int64, n2)
	s.allowed = make([]bool, len(eu))
	s.bestTo = make([]int, n2)
	s.tree = make([]int, n2)
	s.dead = make([]bool, nv)
	for i := range n2 {
		s.parent[i] = -1
		s.base[i] = -1
		s.bestTo[i] = -1
		s.labelEnd[i] = -1
	}
	for v := range nv {
		s.mate[v] = -1
		s.inBlossom[v] = v
		s.base[v] = v
	}
	for b := n2 - 1; b >= nv; b-- {
		s.unused = append(s.unused, b)
	}
	return s
}

func (s *blossomSolver) endpoint(p int) int {
	if p&1 == 0 {
		return int(s.eu[p>>1])
	}
	return int(s.ev[p>>1])
}

func (s *blossomSolver) slack(k int) int64 {
	return s.dual[s.eu[k]] + s.dual[s.ev[k]] - 2*s.wt[k]
}

// appendLeaves appends the vertices inside blossom b to out.
func (s *blossomSolver) appendLeaves(out []int, b int) []int {
	if b < s.nv {
		return append(out, b)
	}
	for _, c := range s.childs[b] {
		out = s.appendLeaves(out, c)
	}
	return out
}

// run grows alternating forests and augments until no augmenting path is
// left. The result is a maximum-cardinality matching of maximum weight.
func (s *blossomSolver) run() {
	for {
		if !s.stage() {
			return
		}
		// Blossoms whose dual fell to zero are no longer needed: expanding
		// them keeps the blossom tree small for the next stages.
		for b := s.nv; b < 2*s.nv; b++ {
			if s.parent[b] == -1 && s.base[b] >= 0 && s.label[b] == labelS && s.dual[b] == 0 {
				s.expandBlossom(b, true)
			}
		}
	}
}

// stage labels every exposed vertex S and grows the forest, changing duals
// when no tight edge is left, until it augments (true) or no dual change can
// make progress (false).
func (s *blossomSolver) stage() bool {
	for i := range s.label {
		s.label[i] = labelFree
		s.bestEdge[i] = -1
	}
	for b := s.nv; b < 2*s.nv; b++ {
		s.bestEdges[b] = nil
	}
	for _, k := range s.allowList {
		s.allowed[k] = false
	}
	s.allowList = s.allowList[:0]
	for _, r := range s.deadList {
		s.dead[r] = false
	}
	s.deadList = s.deadList[:0]
	s.queue = s.queue[:0]
	exposed := false
	for v := range s.nv {
		if s.mate[v] == -1 && s.label[s.inBlossom[v]] == labelFree {
			s.assignLabel(v, labelS, -1)
			exposed = true
		}
	}
	if !exposed {
		return false
	}
	for {
		if s.scanQueue() {
			return true
		}
		if !s.changeDuals() {
			return false
		}
	}
}

func (s *blossomSolver) allow(k int) {
	if !s.allowed[k] {
		s.allowed[k] = true
		s.allowList = append(s.allowList, k)
	}
}

// scanQueue looks at the edges of queued S-vertices: tight ones extend the
// forest, form blossoms or augment; the others update the least-slack
// records used by changeDuals. It reports whether it augmented.
//
// After an augmentation the two trees involved are "dead" for the rest of
// the stage: their labels no longer describe the matching, so their vertices
// are skipped, but the other trees are still valid alternating trees and
// keep growing over tight edges, so one stage can find many vertex-disjoint
// augmenting paths. Dual changes need every label to be right, so the stage
// ends after the scan if anything was augmented.
func (s *blossomSolver) scanQueue() bool {
	augmented := false
	for len(s.queue) > 0 {
		v := s.queue[len(s.queue)-1]
		s.queue = s.queue[:len(s.queue)-1]
		if s.dead[s.tree[s.inBlossom[v]]] {
			continue
		}
	edges:
		for _, p32 := range s.adj[s.adjStart[v]:s.adjStart[v+1]] {
			p := int(p32)
			k := p >> 1
			w := s.endpoint(p)
			// Re-read both: a blossom formed by an earlier edge may hold them now.
			bv, bw := s.inBlossom[v], s.inBlossom[w]
			if bv == bw {
				continue
			}
			if s.label[bw] != labelFree && s.dead[s.tree[bw]] {
				continue
			}
			var kslack int64
			if !s.allowed[k] {
				kslack = s.slack(k)
				if kslack <= 0 {
					s.allow(k)
				}
			}
			switch {
			case s.allowed[k]:
				switch {
				case s.label[bw] == labelFree:
					s.assignLabel(w, labelT, p^1)
				case s.label[bw] == labelS:
					if base := s.scanBlossom(v, w); base >= 0 {
						s.addBlossom(base, k)
					} else {
						rv, rw := s.tree[bv], s.tree[bw]
						s.augmentMatching(k)
						s.dead[rv], s.dead[rw] = true, true
						s.deadList = append(s.deadList, rv, rw)
						augmented = true
						break edges
					}
				case s.label[w] == labelFree:
					// w sits inside a T-blossom: remember how it was reached,
					// for when that blossom is expanded.
					s.label[w] = labelT
					s.labelEnd[w] = p ^ 1
				}
			case s.label[bw] == labelS:
				if s.bestEdge[bv] == -1 || kslack < s.slack(s.bestEdge[bv]) {
					s.bestEdge[bv] = k
				}
			case s.label[w] == labelFree:
				if s.bestEdge[w] == -1 || kslack < s.slack(s.bestEdge[w]) {
					s.bestEdge[w] = k
				}
			}
		}
	}
	return augmented
}

// changeDuals makes the largest dual change that keeps every slack ≥ 0 and
// every blossom dual ≥ 0, then acts on what became tight or zero. It returns
// false when no change can make progress (the matching is then of maximum
// cardinality).
func (s *blossomSolver) changeDuals() bool {
	const (
		none = iota
		toFree
		toS
		expandT
	)
	kind, edge, blossom := none, -1, -1
	var delta int64
	for v := range s.nv {
		if s.label[s.inBlossom[v]] == labelFree && s.bestEdge[v] != -1 {
			if d := s.slack(s.bestEdge[v]); kind == none || d < delta {
				kind, delta, edge = toFree, d, s.bestEdge[v]
			}
		}
	}
	for b := range 2 * s.nv {
		if s.parent[b] == -1 && s.label[b] == labelS && s.bestEdge[b] != -1 && (b < s.nv || s.base[b] >= 0) {
			if d := s.slack(s.bestEdge[b]) / 2; kind == none || d < delta {
				kind, delta, edge = toS, d, s.bestEdge[b]
			}
		}
	}
	for b := s.nv; b < 2*s.nv; b++ {
		if s.base[b] >= 0 && s.parent[b] == -1 && s.label[b] == labelT && (kind == none || s.dual[b] < delta) {
			kind, delta, blossom = expandT, s.dual[b], b
		}
	}
	if kind == none {
		return false
	}
	for v := range s.nv {
		switch s.label[s.inBlossom[v]] {
		case labelS:
			s.dual[v] -= delta
		case labelT:
			s.dual[v] += delta
		}
	}
	for b := s.nv; b < 2*s.nv; b++ {
		if s.base[b] >= 0 && s.parent[b] == -1 {
			switch s.label[b] {
			case labelS:
				s.dual[b] += delta
			case labelT:
				s.dual[b] -= delta
			}
		}
	}
	switch kind {
	case toFree:
		s.allow(edge)
		i, j := int(s.eu[edge]), int(s.ev[edge])
		if s.label[s.inBlossom[i]] == labelFree {
			i = j
		}
		s.queue = append(s.queue, i)
	case toS:
		s.allow(edge)
		s.queue = append(s.queue, int(s.eu[edge]))
	case expandT:
		s.expandBlossom(blossom, false)
	}
	return true
}

// assignLabel labels w's top-level blossom t through endpoint p; a T-blossom
// passes label S on to its mate.
func (s *blossomSolver) assignLabel(w int, t int8, p int) {
	b := s.inBlossom[w]
	root := w
	if p >= 0 {
		root = s.tree[s.inBlossom[s.endpoint(p)]]
	}
	s.tree[w], s.tree[b] = root, root
	s.label[w], s.label[b] = t, t
	s.labelEnd[w], s.labelEnd[b] = p, p
	s.bestEdge[w], s.bestEdge[b] = -1, -1
	if t == labelS {
		s.queue = s.appendLeaves(s.queue, b)
		return
	}
	mp := s.mate[s.base[b]]
	s.assignLabel(s.endpoint(mp), labelS, mp^1)
}

// scanBlossom walks up the trees from S-vertices v and w, which a tight edge
// joins. It returns the base of the new blossom if both are in one tree, or
// −1 if the walk reached two roots (an augmenting path).
func (s *blossomSolver) scanBlossom(v, w int) int {
	path := s.scratch[:0]
	base := -1
	for v != -1 {
		b := s.inBlossom[v]
		if s.label[b]&labelCrumb != 0 {
			base = s.base[b]
			break
		}
		path = append(path, b)
		s.label[b] = labelS | labelCrumb
		if s.labelEnd[b] == -1 {
			v = -1 // reached a root
		} else {
			v = s.endpoint(s.labelEnd[b])
			b = s.inBlossom[v] // the T-blossom above
			v = s.endpoint(s.labelEnd[b])
		}
		if w != -1 {
			v, w = w, v
		}
	}
	for _, b := range path {
		s.label[b] = labelS
	}
	s.scratch = path[:0]
	return base
}
