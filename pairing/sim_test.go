package pairing

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// event is a simulated Othello Swiss for tests and benchmarks: hidden
// strengths decide random results, and the standings feed the next round.
type event struct {
	players  []Player
	strength map[int]float64
	r        *rand.Rand
	round    int // rounds played
	stats    simStats
}

// simStats are what the acceptance criteria of issue 3 look at.
type simStats struct {
	games, floats, maxDiff, rematches, maxImbalance int
}

func newEvent(n int, seed uint64) *event {
	e := &event{strength: map[int]float64{}, r: rand.New(rand.NewPCG(seed, 99))}
	clubs := []string{"東京", "大阪", "愛知", "福岡", "北海道", ""}
	for i := range n {
		id := 1000 + i
		e.players = append(e.players, Player{ID: id, Rank: i + 1, Affiliation: clubs[e.r.IntN(len(clubs))]})
		e.strength[id] = e.r.NormFloat64()
	}
	return e
}

func (e *event) byID() map[int]*Player {
	m := make(map[int]*Player, len(e.players))
	for i := range e.players {
		m[e.players[i].ID] = &e.players[i]
	}
	return m
}

// play records a round's pairs with random results (2 % draws) and updates
// the standings order (score, then a fixed lot by ID).
func (e *event) play(pairs []Pair) {
	e.round++
	ids := e.byID()
	for _, pr := range pairs {
		b := ids[pr.Black]
		if pr.Bye {
			b.History = append(b.History, Game{Opponent: NoOpponent, Bye: true, Result: ResultWin})
			b.Score += 2 // the bye is a win (docs/rules.md §2.1: default 40–24)
			continue
		}
		w := ids[pr.White]
		diff := b.Score - w.Score
		e.stats.games++
		if diff != 0 {
			e.stats.floats++
		}
		e.stats.maxDiff = max(e.stats.maxDiff, abs(diff))
		for _, g := range b.History {
			if g.Opponent == w.ID {
				e.stats.rematches++
			}
		}
		b.History = append(b.History, Game{Opponent: w.ID, Color: Black, ScoreDiff: diff})
		w.History = append(w.History, Game{Opponent: b.ID, Color: White, ScoreDiff: -diff})
		gb, gw := &b.History[len(b.History)-1], &w.History[len(w.History)-1]
		pWin := 1 / (1 + math.Exp(e.strength[w.ID]-e.strength[b.ID]))
		switch x := e.r.Float64(); {
		case x < 0.02:
			b.Score++
			w.Score++
			gb.Result, gw.Result = ResultDraw, ResultDraw
		case x < 0.02+0.98*pWin:
			b.Score += 2
			gb.Result, gw.Result = ResultWin, ResultLoss
		default:
			w.Score += 2
			gb.Result, gw.Result = ResultLoss, ResultWin
		}
	}
	slices.SortFunc(e.players, func(a, b Player) int {
		return cmp.Or(cmp.Compare(b.Score, a.Score), cmp.Compare(a.ID, b.ID))
	})
	for i := range e.players {
		e.players[i].Rank = i + 1
	}
}

func (e *event) request(seed uint64) Request {
	return Request{Round: e.round + 1, Players: e.players, Settings: DefaultSettings(), Seed: seed}
}

// finish fills in the colour balance at the end of the event.
func (e *event) finish() simStats {
	for _, p := range e.players {
		d := 0
		for _, g := range p.History {
			switch g.Color {
			case Black:
				d++
			case White:
				d--
			}
		}
		e.stats.maxImbalance = max(e.stats.maxImbalance, abs(d))
	}
	return e.stats
}

// greedyPairs is the baseline: walk down the standings and pair each
// unpaired player with the next unpaired one they have not met (the next one
// if there is none); Black to the one with fewer Blacks; the bye to the
// lowest player who has not had one.
func greedyPairs(players []Player) []Pair {
	n := len(players)
	used := make([]bool, n)
	var pairs []Pair
	if n%2 == 1 {
		b := n - 1
		for k := n - 1; k >= 0; k-- {
			had := false
			for _, g := range players[k].History {
				had = had || g.Bye
			}
			if !had {
				b = k
				break
			}
		}
		used[b] = true
		defer func() { pairs = append(pairs, Pair{Black: players[b].ID, White: NoOpponent, Bye: true}) }()
	}
	delta := func(p Player) int {
		d := 0
		for _, g := range p.History {
			if g.Color == Black {
				d++
			} else if g.Color == White {
				d--
			}
		}
		return d
	}
	for i := range n {
		if used[i] {
			continue
		}
		used[i] = true
		pick := -1
		for j := i + 1; j < n; j++ {
			if used[j] {
				continue
			}
			if pick == -1 {
				pick = j
			}
			met := false
			for _, g := range players[i].History {
				met = met || g.Opponent == players[j].ID
			}
			if !met {
				pick = j
				break
			}
		}
		used[pick] = true
		a, b := players[i], players[pick]
		if delta(a) > delta(b) {
			a, b = b, a
		}
		pairs = append(pairs, Pair{Black: a.ID, White: b.ID})
	}
	return pairs
}

// simulate plays rounds of an n-player event, paired by PairRound or by
// the greedy baseline.
func simulate(t testing.TB, n, rounds int, seed uint64, greedy bool) simStats {
	e := newEvent(n, seed)
	for range rounds {
		if greedy {
			e.play(greedyPairs(e.players))
			continue
		}
		res, err := PairRound(e.request(seed))
		require.NoError(t, err, "round %d", e.round+1)
		e.play(res.Pairs)
	}
	return e.finish()
}
