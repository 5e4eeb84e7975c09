package pairing

import "math/bits"

// The sparse start of MinCostPerfectMatching needs a subgraph that is likely
// to hold the optimum. Keeping only each vertex's cheapest edges is not
// enough: in a Swiss round they all lie inside the vertex's own score group,
// while the optimum also needs the odd player of a group to float, that is,
// an edge of a dearer kind. So edges are sorted into cost tiers by the
// magnitude of their cost (the bit length of |c|), and each vertex keeps its
// few cheapest edges in each of its cheapest tiers. Ties inside a tier are
// broken by a hash of the pair, not by vertex number, so that equal edges
// spread over the whole group instead of piling onto its first vertices.
// None of this affects the result, only how often pricing must add edges.

// candidate is an edge seen from one end.
type candidate struct {
	c   int64 // cost, or reduced cost when pricing
	tie int32 // tie-break among equal c
	to  int32 // the other end
}

func (a candidate) less(b candidate) bool {
	if a.c != b.c {
		return a.c < b.c
	}
	if a.tie != b.tie {
		return a.tie < b.tie
	}
	return a.to < b.to
}

// boundedHeaps keeps, per vertex, the `keep` least candidates seen.
type boundedHeaps struct {
	h    [][]candidate // max-heaps
	keep int
}

func newBoundedHeaps(n, keep int) *boundedHeaps {
	return &boundedHeaps{h: make([][]candidate, n), keep: keep}
}

func (b *boundedHeaps) push(i int, x candidate) {
	b.h[i] = pushBounded(b.h[i], x, b.keep)
}

// pushBounded adds x to the max-heap h of at most keep elements.
func pushBounded(h []candidate, x candidate, keep int) []candidate {
	if len(h) < keep {
		h = append(h, x)
		for k := len(h) - 1; k > 0; {
			p := (k - 1) / 2
			if !h[p].less(h[k]) {
				break
			}
			h[p], h[k] = h[k], h[p]
			k = p
		}
		return h
	}
	if !x.less(h[0]) {
		return h
	}
	h[0] = x
	for k := 0; ; {
		l, r, m := 2*k+1, 2*k+2, k
		if l < len(h) && h[m].less(h[l]) {
			m = l
		}
		if r < len(h) && h[m].less(h[r]) {
			m = r
		}
		if m == k {
			break
		}
		h[m], h[k] = h[k], h[m]
		k = m
	}
	return h
}

// tier is the cost class of an edge: the bit length of |c| and the two bits
// after the leading one (quarter octaves), negated for negative costs, so
// that tiers sort like costs. Quarter octaves keep apart costs such as 35
// and 40 (a colour-balancing partner and an ordinary one), which must both
// be represented.
func tier(c int64) int {
	neg := c < 0
	if neg {
		c = -c
	}
	n := bits.Len64(uint64(c))
	t := n * 4
	if n >= 3 {
		t += int(uint64(c)>>(n-3)) & 3
	} else if n == 2 {
		t += int(c&1) * 2
	}
	if neg {
		return -t
	}
	return t
}

// tierBucket holds a vertex's cheapest candidates of one tier.
type tierBucket struct {
	tier int
	h    []candidate
}

// tieredPicker keeps, per vertex, the perTier cheapest candidates of each of
// its `tiers` cheapest tiers.
type tieredPicker struct {
	b        [][]tierBucket // per vertex, sorted by tier
	tiers    int
	perTier  int
	tierless []bool
}

func (t *tieredPicker) push(i int, x candidate) {
	tr := tier(x.c)
	bs := t.b[i]
	k := 0
	for k < len(bs) && bs[k].tier < tr {
		k++
	}
	if k < len(bs) && bs[k].tier == tr {
		bs[k].h = pushBounded(bs[k].h, x, t.perTier)
		return
	}
	if k == t.tiers {
		return // dearer than every tier kept
	}
	if len(bs) == t.tiers {
		bs = bs[:len(bs)-1] // drop the dearest tier
	}
	bs = append(bs, tierBucket{})
	copy(bs[k+1:], bs[k:])
	bs[k] = tierBucket{tier: tr, h: []candidate{x}}
	t.b[i] = bs
}

// tieredCandidates returns the sparse start: for each vertex the edges to
// the vertices up to two places away (callers put similar vertices side by
// side) and its perTier cheapest edges in each of its `tiers` cheapest tiers.
func tieredCandidates(n int, cost func(i, j int) (int64, bool, error), tiers, perTier int) (edgeList, error) {
	t := &tieredPicker{b: make([][]tierBucket, n), tiers: tiers, perTier: perTier}
	var e edgeList
	err := eachEdge(n, cost, func(i, j int, c int64) {
		if j-i <= 2 {
			e.add(i, j, c)
			return
		}
		h := tieHash(i, j)
		t.push(i, candidate{c, h, int32(j)})
		t.push(j, candidate{c, h, int32(i)})
	})
	if err != nil {
		return e, err
	}
	for i, bs := range t.b {
		for _, b := range bs {
			for _, x := range b.h {
				u, v := i, int(x.to)
				if u > v {
					u, v = v, u
				}
				e.add(u, v, x.c)
			}
		}
	}
	return mergeEdges(e, edgeList{}), nil
}

// tieHash orders equally cheap candidate edges pseudo-randomly but
// deterministically.
func tieHash(i, j int) int32 {
	x := uint64(i)<<32 | uint64(j)
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	x *= 0xc4ceb9fe1a85ec53
	x ^= x >> 33
	return int32(x >> 33)
}
