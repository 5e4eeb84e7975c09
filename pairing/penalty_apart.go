package pairing

import "slices"

// This file holds the constraints of Apart in the cost model: a never-pair
// pair or (same_club=hard) two players of one affiliation make a forbidden
// edge. The hot loop (pairCost) looks at one flag of the vertex before
// anything else; only a vertex with a constraint pays for the look-up.

// keepApart sets the constraints of a among the model's vertices (the bye
// aside) and reports whether any of them binds: two present players it
// keeps apart. A pair naming an absent player is ignored.
func (m *costModel) keepApart(a Apart) bool {
	vertexOf := make(map[int]int, len(m.v))
	for i := range m.v {
		if i != m.bye {
			vertexOf[m.v[i].p.ID] = i
		}
	}
	binds := false
	seen := map[[2]int32]bool{}
	for _, p := range a.NeverPair {
		i, okI := vertexOf[p[0]]
		j, okJ := vertexOf[p[1]]
		if !okI || !okJ || i == j {
			continue
		}
		key := [2]int32{int32(min(i, j)), int32(max(i, j))}
		if seen[key] {
			continue
		}
		seen[key] = true
		k := int32(len(m.never))
		m.never = append(m.never, key)
		m.v[i].never = append(m.v[i].never, k)
		m.v[j].never = append(m.v[j].never, k)
		m.v[i].apart, m.v[j].apart = true, true
		binds = true
	}
	m.neverOff = make([]bool, len(m.never))
	if a.SameClub {
		m.clubApart = true
		m.clubOff = make([]bool, len(m.affNames))
		members := make([]int, len(m.affNames))
		for i := range m.v {
			if e := &m.v[i]; i != m.bye && e.aff >= 0 {
				e.apart = true
				members[e.aff]++
				binds = binds || members[e.aff] > 1
			}
		}
	}
	return binds
}

// keptApart says what keeps vertices i and j (neither the bye) from
// meeting, ApartNone if nothing does.
func (m *costModel) keptApart(i, j int) ApartReason {
	if m.apartOff {
		return ApartNone
	}
	a := &m.v[i]
	for _, k := range a.never {
		if !m.neverOff[k] && (int(m.never[k][0]) == j || int(m.never[k][1]) == j) {
			return ApartNeverPair
		}
	}
	if m.clubApart && a.aff >= 0 && a.aff == m.v[j].aff && !m.clubOff[a.aff] {
		return ApartSameClub
	}
	return ApartNone
}

// blameApart finds the constraints to name when feasible (whether a
// pairing exists under the model's present switches) is false with them
// and true without them: the never-pair pairs and the clubs whose removal
// alone lets the pairing be made; when no single one does, every binding
// one. It leaves the switches as it found them.
func (m *costModel) blameApart(feasible func() bool) *ApartError {
	out := &ApartError{}
	var clubs []int // affiliations with two present players or more
	if m.clubApart {
		members := make([]int, len(m.affNames))
		for i := range m.v {
			if i != m.bye && m.v[i].aff >= 0 {
				members[m.v[i].aff]++
			}
		}
		for c, n := range members {
			if n > 1 {
				clubs = append(clubs, c)
			}
		}
	}
	for k := range m.never {
		m.neverOff[k] = true
		if feasible() {
			out.NeverPair = append(out.NeverPair, m.neverIDs(k))
		}
		m.neverOff[k] = false
	}
	for _, c := range clubs {
		m.clubOff[c] = true
		if feasible() {
			out.Clubs = append(out.Clubs, m.affNames[c])
		}
		m.clubOff[c] = false
	}
	if len(out.NeverPair) == 0 && len(out.Clubs) == 0 {
		for k := range m.never {
			out.NeverPair = append(out.NeverPair, m.neverIDs(k))
		}
		for _, c := range clubs {
			out.Clubs = append(out.Clubs, m.affNames[c])
		}
	}
	slices.Sort(out.Clubs)
	return out
}

// neverIDs is never-pair pair k as player IDs.
func (m *costModel) neverIDs(k int) [2]int {
	return [2]int{m.v[m.never[k][0]].p.ID, m.v[m.never[k][1]].p.ID}
}

// withoutApart runs fn with every constraint left out.
func (m *costModel) withoutApart(fn func()) {
	was := m.apartOff
	m.apartOff = true
	defer func() { m.apartOff = was }()
	fn()
}

// movedApart compares the pairing made (mate) with free, the one made
// without the constraints: each vertex whose free partner the constraints
// keep it from gets a KeptApart, by vertex.
func (m *costModel) movedApart(mate, free []int) map[int][]KeptApart {
	out := map[int][]KeptApart{}
	for i, j := range free {
		if i >= j || j == m.bye || i == m.bye || mate[i] == j {
			continue
		}
		if r := m.keptApart(i, j); r != ApartNone {
			a, b := m.v[i].p.ID, m.v[j].p.ID
			out[i] = append(out[i], KeptApart{Player: a, From: b, Reason: r})
			out[j] = append(out[j], KeptApart{Player: b, From: a, Reason: r})
		}
	}
	return out
}

// perfectWith reports whether the edges cost allows hold a perfect
// matching on the model's vertices.
func (m *costModel) perfectWith(cost CostFunc) bool {
	_, _, err := MinCostPerfectMatching(len(m.v), func(i, j int) (int64, bool) {
		_, ok := cost(i, j)
		return 0, ok
	})
	return err == nil
}
