package pairing

// Blossom surgery for blossomSolver: shrinking an odd cycle of tight edges,
// expanding a blossom again, and flipping the matching along an augmenting
// path through nested blossoms.

// cyc maps a possibly negative index onto a cycle of length n.
func cyc(i, n int) int {
	i %= n
	if i < 0 {
		i += n
	}
	return i
}

// indexOf returns the position of x in xs, or −1.
func indexOf(xs []int, x int) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return -1
}

// addBlossom shrinks the odd cycle closed by tight edge k, whose two S ends
// lead up to the common base, into a new S-blossom.
func (s *blossomSolver) addBlossom(base, k int) {
	v, w := int(s.eu[k]), int(s.ev[k])
	bb, bv, bw := s.inBlossom[base], s.inBlossom[v], s.inBlossom[w]
	b := s.unused[len(s.unused)-1]
	s.unused = s.unused[:len(s.unused)-1]
	s.base[b] = base
	s.parent[b] = -1
	s.parent[bb] = b

	var path, endps []int
	for bv != bb {
		s.parent[bv] = b
		path = append(path, bv)
		endps = append(endps, s.labelEnd[bv])
		v = s.endpoint(s.labelEnd[bv])
		bv = s.inBlossom[v]
	}
	path = append(path, bb)
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	for i, j := 0, len(endps)-1; i < j; i, j = i+1, j-1 {
		endps[i], endps[j] = endps[j], endps[i]
	}
	endps = append(endps, 2*k)
	for bw != bb {
		s.parent[bw] = b
		path = append(path, bw)
		endps = append(endps, s.labelEnd[bw]^1)
		w = s.endpoint(s.labelEnd[bw])
		bw = s.inBlossom[w]
	}
	s.childs[b] = path
	s.endps[b] = endps
	s.label[b] = labelS
	s.labelEnd[b] = s.labelEnd[bb]
	s.tree[b] = s.tree[bb]
	s.dual[b] = 0

	leaves := s.appendLeaves(s.scratch[:0], b)
	for _, x := range leaves {
		if s.label[s.inBlossom[x]] == labelT {
			// A former T-vertex is now S: its edges must be scanned.
			s.queue = append(s.queue, x)
		}
		s.inBlossom[x] = b
	}
	s.scratch = leaves[:0]

	// Merge the least-slack edges of the children into one list per
	// neighbouring S-blossom.
	var touched []int
	consider := func(k2 int) {
		i, j := int(s.eu[k2]), int(s.ev[k2])
		if s.inBlossom[j] == b {
			i, j = j, i
		}
		_ = i
		bj := s.inBlossom[j]
		if bj == b || s.label[bj] != labelS {
			return
		}
		if s.bestTo[bj] == -1 {
			touched = append(touched, bj)
			s.bestTo[bj] = k2
		} else if s.slack(k2) < s.slack(s.bestTo[bj]) {
			s.bestTo[bj] = k2
		}
	}
	for _, c := range path {
		if s.bestEdges[c] == nil {
			// No list yet (c was T or a single vertex): look at all edges.
			lv := s.appendLeaves(s.scratch[:0], c)
			for _, x := range lv {
				for _, p := range s.adj[s.adjStart[x]:s.adjStart[x+1]] {
					consider(int(p >> 1))
				}
			}
			s.scratch = lv[:0]
		} else {
			for _, k2 := range s.bestEdges[c] {
				consider(k2)
			}
		}
		s.bestEdges[c] = nil
		s.bestEdge[c] = -1
	}
	list := make([]int, 0, len(touched))
	best := -1
	for _, bj := range touched {
		k2 := s.bestTo[bj]
		s.bestTo[bj] = -1
		list = append(list, k2)
		if best == -1 || s.slack(k2) < s.slack(best) {
			best = k2
		}
	}
	s.bestEdges[b] = list
	s.bestEdge[b] = best
}

// expandBlossom dissolves top-level blossom b into its children. In the
// middle of a stage (endStage false) a T-blossom's children are relabelled so
// that the alternating tree stays valid; at the end of a stage children whose
// dual is zero are expanded too.
func (s *blossomSolver) expandBlossom(b int, endStage bool) {
	for _, c := range s.childs[b] {
		s.parent[c] = -1
		switch {
		case c < s.nv:
			s.inBlossom[c] = c
		case endStage && s.dual[c] == 0:
			s.expandBlossom(c, endStage)
		default:
			lv := s.appendLeaves(s.scratch[:0], c)
			for _, x := range lv {
				s.inBlossom[x] = c
			}
			s.scratch = lv[:0]
		}
	}
	if !endStage && s.label[b] == labelT {
		s.relabelExpandedT(b)
	}
	s.label[b] = labelFree
	s.labelEnd[b] = -1
	s.childs[b] = nil
	s.endps[b] = nil
	s.base[b] = -1
	s.bestEdges[b] = nil
	s.bestEdge[b] = -1
	s.unused = append(s.unused, b)
}

// relabelExpandedT walks from the child through which T-blossom b was
// reached to its base along the even side of the cycle, labelling the
// children alternately T and S, and then labels T those children on the
// other side that a neighbouring S-vertex already reaches.
func (s *blossomSolver) relabelExpandedT(b int) {
	childs, endps := s.childs[b], s.endps[b]
	n := len(childs)
	for _, c := range childs {
		s.tree[c] = s.tree[b]
	}
	entry := s.inBlossom[s.endpoint(s.labelEnd[b]^1)]
	j := indexOf(childs, entry)
	var step, trick int
	if j&1 != 0 {
		j -= n // odd start: go forward and wrap
		step, trick = 1, 0
	} else {
		step, trick = -1, 1 // even start: go backward
	}
	p := s.labelEnd[b]
	for j != 0 {
		s.label[s.endpoint(p^1)] = labelFree
		s.label[s.endpoint(endps[cyc(j-trick, n)]^trick^1)] = labelFree
		s.assignLabel(s.endpoint(p^1), labelT, p)
		s.allow(endps[cyc(j-trick, n)] >> 1)
		j += step
		p = endps[cyc(j-trick, n)] ^ trick
		s.allow(p >> 1)
		j += step
	}
	// The base child becomes T without passing S on to its mate, which is
	// already labelled.
	bv := childs[cyc(j, n)]
	s.label[s.endpoint(p^1)], s.label[bv] = labelT, labelT
	s.labelEnd[s.endpoint(p^1)], s.labelEnd[bv] = p, p
	s.bestEdge[bv] = -1
	j += step
	for childs[cyc(j, n)] != entry {
		bv = childs[cyc(j, n)]
		if s.label[bv] == labelS {
			j += step
			continue
		}
		reached := -1
		lv := s.appendLeaves(s.scratch[:0], bv)
		for _, x := range lv {
			if s.label[x] != labelFree {
				reached = x
				break
			}
		}
		s.scratch = lv[:0]
		if reached >= 0 {
			s.label[reached] = labelFree
			s.label[s.endpoint(s.mate[s.base[bv]])] = labelFree
			s.assignLabel(reached, labelT, s.labelEnd[reached])
		}
		j += step
	}
}

// augmentBlossom flips the matching inside blossom b so that vertex v
// becomes its base, recursing into sub-blossoms.
func (s *blossomSolver) augmentBlossom(b, v int) {
	t := v
	for s.parent[t] != b {
		t = s.parent[t]
	}
	if t >= s.nv {
		s.augmentBlossom(t, v)
	}
	childs, endps := s.childs[b], s.endps[b]
	n := len(childs)
	i := indexOf(childs, t)
	j := i
	var step, trick int
	if i&1 != 0 {
		j -= n
		step, trick = 1, 0
	} else {
		step, trick = -1, 1
	}
	for j != 0 {
		j += step
		t = childs[cyc(j, n)]
		p := endps[cyc(j-trick, n)] ^ trick
		if t >= s.nv {
			s.augmentBlossom(t, s.endpoint(p))
		}
		j += step
		t = childs[cyc(j, n)]
		if t >= s.nv {
			s.augmentBlossom(t, s.endpoint(p^1))
		}
		s.mate[s.endpoint(p)] = p ^ 1
		s.mate[s.endpoint(p^1)] = p
	}
	// Rotate so that the child holding v comes first.
	rc := make([]int, 0, n)
	rc = append(append(rc, childs[i:]...), childs[:i]...)
	re := make([]int, 0, n)
	re = append(append(re, endps[i:]...), endps[:i]...)
	s.childs[b], s.endps[b] = rc, re
	s.base[b] = s.base[rc[0]]
}

// augmentMatching flips the matching along the augmenting path through
// tight edge k, from each of its ends back to the root of its tree.
func (s *blossomSolver) augmentMatching(k int) {
	ends := [2][2]int{{int(s.eu[k]), 2*k + 1}, {int(s.ev[k]), 2 * k}}
	for _, e := range ends {
		x, p := e[0], e[1]
		for {
			bx := s.inBlossom[x]
			if bx >= s.nv {
				s.augmentBlossom(bx, x)
			}
			s.mate[x] = p
			if s.labelEnd[bx] == -1 {
				break // reached the root
			}
			t := s.endpoint(s.labelEnd[bx])
			bt := s.inBlossom[t]
			x = s.endpoint(s.labelEnd[bt])
			j := s.endpoint(s.labelEnd[bt] ^ 1)
			if bt >= s.nv {
				s.augmentBlossom(bt, j)
			}
			s.mate[j] = s.labelEnd[bt]
			p = s.labelEnd[bt] ^ 1
		}
	}
}
