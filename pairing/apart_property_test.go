package pairing

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// perfectMatchings calls visit with every perfect matching of vertices
// 0..n−1 (n even) whose pairs allowed admits, as mate slices.
func perfectMatchings(n int, allowed func(i, j int) bool, visit func(mate []int)) {
	mate := make([]int, n)
	for i := range mate {
		mate[i] = -1
	}
	var rec func()
	rec = func() {
		i := slices.Index(mate, -1)
		if i < 0 {
			visit(mate)
			return
		}
		for j := i + 1; j < n; j++ {
			if mate[j] == -1 && allowed(i, j) {
				mate[i], mate[j] = j, i
				rec()
				mate[i], mate[j] = -1, -1
			}
		}
	}
	if n%2 == 0 {
		rec()
	}
}

// randomApart draws a never-pair list among the players (some pairs twice,
// some naming a player who is not there) and sometimes same_club=hard.
func randomApart(r *rand.Rand, players []Player) Apart {
	var a Apart
	for range r.IntN(5) {
		x, y := players[r.IntN(len(players))].ID, players[r.IntN(len(players))].ID
		if r.IntN(8) == 0 {
			y = 999 // not present: ignored
		}
		a.NeverPair = append(a.NeverPair, [2]int{x, y})
	}
	a.SameClub = r.IntN(4) == 0
	return a
}

// oracle decides from the histories alone (not the cost model) which pairs
// the engine may make: a repeat of the same colours both ways round is
// forbidden, as is a second bye (PAPP's defaults); kept says who the
// constraints keep apart.
type oracle struct {
	players  []Player // vertex i is players[i]; vertex len(players) is the bye when odd
	apart    Apart
	freeClub string // a club left out of same_club=hard
}

func (o oracle) n() int { return len(o.players) + len(o.players)%2 }

func (o oracle) bye(i int) bool { return i == len(o.players) }

// pairKey names a never-pair pair whichever way round it is written.
func pairKey(p [2]int) string { return fmt.Sprint(min(p[0], p[1]), "-", max(p[0], p[1])) }

// freeing lists the constraints binding present players (never-pair pairs
// by pairKey, clubs as "club NAME"), sorted, and those whose removal alone
// lets the round be paired.
func (o oracle) freeing() (free, all []string) {
	present := map[int]bool{}
	members := map[string]int{}
	for _, p := range o.players {
		present[p.ID] = true
		if p.Affiliation != "" {
			members[p.Affiliation]++
		}
	}
	for _, p := range o.apart.NeverPair {
		k := pairKey(p)
		if !present[p[0]] || !present[p[1]] || p[0] == p[1] || slices.Contains(all, k) {
			continue
		}
		all = append(all, k)
		less := o
		less.apart.NeverPair = slices.DeleteFunc(slices.Clone(o.apart.NeverPair), func(q [2]int) bool { return pairKey(q) == k })
		if less.exists(true) {
			free = append(free, k)
		}
	}
	if o.apart.SameClub {
		for c, n := range members {
			if n < 2 {
				continue
			}
			all = append(all, "club "+c)
			less := o
			less.freeClub = c
			if less.exists(true) {
				free = append(free, "club "+c)
			}
		}
	}
	slices.Sort(free)
	slices.Sort(all)
	return free, all
}

func (o oracle) kept(i, j int) bool {
	if o.bye(i) || o.bye(j) {
		return false
	}
	a, b := o.players[i], o.players[j]
	for _, p := range o.apart.NeverPair {
		if p == [2]int{a.ID, b.ID} || p == [2]int{b.ID, a.ID} {
			return true
		}
	}
	return o.apart.SameClub && a.Affiliation != "" && a.Affiliation == b.Affiliation && a.Affiliation != o.freeClub
}

func (o oracle) allowed(i, j int, withApart bool) bool {
	if withApart && o.kept(i, j) {
		return false
	}
	if o.bye(j) || o.bye(i) {
		p := o.players[min(i, j)]
		for _, g := range p.History {
			if g.Bye {
				return false
			}
		}
		return true
	}
	a, b := o.players[i], o.players[j]
	aBlack, bBlack := false, false
	for _, g := range a.History {
		if g.Opponent == b.ID && g.Color == Black {
			aBlack = true
		}
		if g.Opponent == b.ID && g.Color == White {
			bBlack = true
		}
	}
	for _, g := range b.History {
		if g.Opponent == a.ID && g.Color == Black {
			bBlack = true
		}
		if g.Opponent == a.ID && g.Color == White {
			aBlack = true
		}
	}
	return !(aBlack && bBlack)
}

func (o oracle) exists(withApart bool) bool {
	found := false
	perfectMatchings(o.n(), func(i, j int) bool { return !found && o.allowed(i, j, withApart) }, func([]int) { found = true })
	return found
}

// A property of the never-pair list and same_club=hard against brute force
// over every perfect matching of small random rounds (4–10 players, random
// scores, histories, never-pair lists): when a pairing keeps the
// constraints, PairRound makes one that keeps them, at the least penalty
// of all such pairings; when only pairings that break them exist, it is
// refused with ErrKeptApart naming constraints whose removal alone lets
// the round be paired; when none exists at all, ErrNoPerfectMatching.
func TestPairRound_Issue27NeverPairNeverMeetsWhenAPairingWithoutItExists(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 2027))
	stats := map[string]int{}
	for it := range 1500 {
		n := 4 + r.IntN(7)
		rounds := r.IntN(5)
		players := randomHistory(r, n, rounds)
		req := Request{Round: rounds + 1, Players: players, Settings: DefaultSettings(), Seed: uint64(it), Apart: randomApart(r, players)}
		if r.IntN(5) == 0 {
			req.Settings.FirstRound = FirstRoundByRank // round 1 by rank, moved as little as the list allows
		}
		o := oracle{players: players, apart: req.Apart}
		res, err := PairRound(req)
		withApart, without := o.exists(true), o.exists(false)
		switch {
		case withApart:
			stats["kept"]++
			require.NoError(t, err, "instance %d", it)
			for _, p := range res.Pairs {
				if p.Bye {
					continue
				}
				i := slices.IndexFunc(players, func(q Player) bool { return q.ID == p.Black })
				j := slices.IndexFunc(players, func(q Player) bool { return q.ID == p.White })
				assert.False(t, o.kept(i, j), "instance %d: %d and %d are kept apart but meet", it, p.Black, p.White)
			}
			if req.Round == 1 && req.Settings.FirstRound == FirstRoundByRank {
				continue
			}
			// The least penalty of the pairings that keep them, by brute force.
			order := make([]*Player, n)
			standing := make([]int, n)
			for i := range players {
				order[i], standing[i] = &players[i], i
			}
			m := newCostModel(req.Settings, req.Round, order, standing)
			best := int64(-1)
			perfectMatchings(o.n(), func(i, j int) bool { return o.allowed(i, j, true) }, func(mate []int) {
				var c int64
				for i, j := range mate {
					if i < j {
						pc, ok := m.pairCost(i, j)
						require.True(t, ok, "instance %d: the oracle allows an edge the engine forbids", it)
						c += pc
					}
				}
				if best < 0 || c < best {
					best = c
				}
			})
			assert.Equal(t, best, res.Cost, "instance %d: not the least penalty among the pairings that keep them apart", it)
			if res.Cost != best {
				return
			}
		case without:
			stats["refused"]++
			require.ErrorIs(t, err, ErrKeptApart, "instance %d", it)
			var ae *ApartError
			require.True(t, errors.As(err, &ae))
			require.NotZero(t, len(ae.NeverPair)+len(ae.Clubs), "instance %d: names nothing", it)
			// Named: the constraints whose removal alone lets the round be
			// paired, or every binding one when no single one does.
			want, all := o.freeing()
			if len(want) == 0 {
				want = all
			} else {
				stats["named the one that frees it"]++
			}
			var got []string
			for _, p := range ae.NeverPair {
				got = append(got, pairKey(p))
			}
			for _, c := range ae.Clubs {
				got = append(got, "club "+c)
			}
			slices.Sort(got)
			assert.Equal(t, want, got, "instance %d", it)
		default:
			stats["no pairing at all"]++
			require.ErrorIs(t, err, ErrNoPerfectMatching, "instance %d", it)
			assert.NotErrorIs(t, err, ErrKeptApart, "instance %d", it)
		}
	}
	t.Logf("%v", stats)
	assert.Greater(t, stats["kept"], 500)
	assert.Greater(t, stats["refused"], 20)
}

// The same property for 2勝通過2敗失格 rounds, whose pairing is the Swiss
// engine's matching: kept whenever a pairing keeps them (rematches as the
// rules allow), else refused with ErrKeptApart.
func TestPairQualifyRound_Issue27NeverPairNeverMeetsWhenAPairingWithoutItExists(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 2))
	stats := map[string]int{}
	for it := range 600 {
		req := randomQualifyRound(r)
		if len(req.Players) < 2 {
			continue
		}
		var engine []Player
		for _, p := range req.Players {
			engine = append(engine, Player{ID: p.ID, Affiliation: p.Affiliation})
		}
		req.Apart = randomApart(r, engine)
		res, err := PairQualifyRound(req)
		if errors.Is(err, ErrQualifyLonePlayer) || errors.Is(err, ErrQualifyRematch) || errors.Is(err, ErrInvalidPlayers) {
			continue
		}
		kept := func(a, b int) bool {
			for _, p := range req.Apart.NeverPair {
				if p == [2]int{a, b} || p == [2]int{b, a} {
					return true
				}
			}
			pa := req.Players[slices.IndexFunc(req.Players, func(q QualifyPlayer) bool { return q.ID == a })]
			pb := req.Players[slices.IndexFunc(req.Players, func(q QualifyPlayer) bool { return q.ID == b })]
			return req.Apart.SameClub && pa.Affiliation != "" && pa.Affiliation == pb.Affiliation
		}
		if errors.Is(err, ErrKeptApart) {
			stats["refused"]++
			// No pairing of the players still in keeps them (a bye to
			// anyone, rematches allowed: the weakest test of existence).
			nv := len(req.Players) + len(req.Players)%2
			found := false
			perfectMatchings(nv, func(i, j int) bool {
				return found || j >= len(req.Players) || !kept(req.Players[i].ID, req.Players[j].ID)
			}, func([]int) { found = true })
			if !req.Rules.AllowRematch || req.Rules.Bye == QualifyByeLowestRecord {
				continue // a stricter rule may be what the constraint met
			}
			assert.False(t, found, "instance %d: refused though a pairing keeps them apart", it)
			continue
		}
		require.NoError(t, err, "instance %d", it)
		stats["kept"]++
		for _, p := range res.Pairs {
			if !p.Bye {
				assert.False(t, kept(p.Black, p.White), "instance %d: %d and %d meet", it, p.Black, p.White)
			}
		}
	}
	t.Logf("%v", stats)
	assert.Greater(t, stats["kept"], 200)
}
