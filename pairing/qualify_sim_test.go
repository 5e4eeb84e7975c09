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

// qualifyRun is a simulated 2勝通過2敗失格 stage: each round is paired by
// PairQualifyRound, results are drawn at random, and every round is checked
// against the rules.
type qualifyRun struct {
	t       testing.TB
	rules   QualifyRules
	seed    uint64
	r       *rand.Rand
	players []QualifyPlayer // every entrant, by ID order
	byID    map[int]*QualifyPlayer
	round   int // rounds played

	// What the tests look at.
	floats, rematches, byes int      // pairs with two records, pairs who met before, byes
	forced                  []string // rounds whose every pairing repeats a game
	forcedRematches         int
	floatsForRematch        []string // rounds with more floats than the records need, to avoid a rematch
	maxByesOfOne            int
	err                     error // the error that stopped the stage, if any
}

func newQualifyRun(t testing.TB, n int, rules QualifyRules, seed uint64) *qualifyRun {
	run := &qualifyRun{t: t, rules: rules, seed: seed, r: rand.New(rand.NewPCG(seed, uint64(n))), byID: map[int]*QualifyPlayer{}}
	clubs := []string{"", "東京", "大阪", "愛知"}
	for i := range n {
		run.players = append(run.players, QualifyPlayer{ID: 100 + i, Rank: i + 1, Affiliation: clubs[run.r.IntN(len(clubs))]})
	}
	for i := range run.players {
		run.byID[run.players[i].ID] = &run.players[i]
	}
	return run
}

func (run *qualifyRun) records() map[int]WinLoss {
	recs := make(map[int]WinLoss, len(run.players))
	for _, p := range run.players {
		recs[p.ID] = p.Record
	}
	return recs
}

// stillIn is the request's players: those neither qualified nor eliminated.
func (run *qualifyRun) stillIn() []QualifyPlayer {
	var in []QualifyPlayer
	for _, p := range run.players {
		if !run.rules.Qualified(p.Record) && !run.rules.Eliminated(p.Record) {
			in = append(in, p)
		}
	}
	return in
}

// playAll pairs and plays rounds until the stage ends or pairing fails (the
// error is kept), at most limit rounds.
func (run *qualifyRun) playAll(limit int) {
	for run.round < limit {
		st, err := QualifyStatusOf(run.rules, run.records())
		require.NoError(run.t, err)
		if st.Ended {
			return
		}
		in := run.stillIn()
		req := QualifyRequest{Round: run.round + 1, Players: in, Rules: run.rules, Seed: run.seed}
		res, err := PairQualifyRound(req)
		if errors.Is(err, ErrQualifyRematch) {
			// Only when no pairing avoids a rematch: then, allowed, the
			// fewest are paired.
			best := qualifyBruteForce(run.t, in, run.rules)
			require.Positive(run.t, best.repeats, "round %d: a pairing without rematches exists", req.Round)
			req.Rules.AllowRematch = true
			res, err = PairQualifyRound(req)
			require.NoError(run.t, err)
			require.Equal(run.t, best.key, qualifyKeyOf(in, res, best), "round %d: the fewest rematches", req.Round)
			run.forced = append(run.forced, fmt.Sprintf("round %d: %d players, %d rematch(es)", req.Round, len(in), res.Rematches))
			run.forcedRematches += res.Rematches
		}
		if err != nil {
			run.err = err
			return
		}
		run.check(in, res)
		run.play(res)
	}
}

// check holds a round's pairing to the rules: everyone still in is paired
// exactly once, no rematch unless allowed, and as few floats as the records
// allow when they lie on one line.
func (run *qualifyRun) check(in []QualifyPlayer, res QualifyPairings) {
	t := run.t
	seen := map[int]int{}
	floats, rematchesBefore := 0, run.rematches
	for _, pr := range res.Pairs {
		seen[pr.Black]++
		if pr.Bye {
			require.Equal(t, NoOpponent, pr.White)
			continue
		}
		seen[pr.White]++
		b, w := run.byID[pr.Black], run.byID[pr.White]
		if slices.ContainsFunc(b.History, func(g Game) bool { return g.Opponent == w.ID }) {
			run.rematches++
		}
		if b.Record != w.Record {
			floats++
			if run.rules.Bye.CountsAsWin() {
				require.Equal(t, 1, abs(b.Record.Wins-w.Record.Wins), "round %d: %v floats to %v, not the nearest record", run.round+1, b.Record, w.Record)
			}
		}
	}
	require.Len(t, seen, len(in), "round %d pairs everyone still in", run.round+1)
	for _, p := range in {
		require.Equal(t, 1, seen[p.ID], "round %d: player %d", run.round+1, p.ID)
	}
	require.Equal(t, floats, res.Floats)
	require.Equal(t, run.rematches-rematchesBefore, res.Rematches)
	run.floats += floats
	if run.rules.Bye.CountsAsWin() {
		want := qualifyLeastFloats(in, run.rules.Bye)
		if floats != want {
			// Only to avoid a rematch: then no pairing does better.
			best := qualifyBruteForce(t, in, run.rules)
			require.Equal(t, best.key, qualifyKeyOf(in, res, best), "round %d: %d floats where the records need %d", run.round+1, floats, want)
			run.floatsForRematch = append(run.floatsForRematch, fmt.Sprintf("round %d: %d players, %d floats instead of %d", run.round+1, len(in), floats, want))
		}
	}
}

// qualifyLeastFloats is the fewest floats a round needs when records lie on
// one line (every player has played every round) and no rematch is in the
// way: records are sorted by wins, a float between two neighbouring records
// is needed exactly when the players below the gap are odd in number, and
// the bye, when the count is odd, goes to the record that leaves the fewest
// such gaps among the records it may go to (the lowest record for
// QualifyByeLowestRecord; a record holding someone with the fewest byes).
func qualifyLeastFloats(in []QualifyPlayer, bye QualifyBye) int {
	count := map[int]int{}
	fewestByes := map[int]int{} // per record (by wins), the fewest byes of a player there
	for _, p := range in {
		count[p.Record.Wins]++
		b := 0
		for _, g := range p.History {
			if g.Bye {
				b++
			}
		}
		if f, ok := fewestByes[p.Record.Wins]; !ok || b < f {
			fewestByes[p.Record.Wins] = b
		}
	}
	wins := make([]int, 0, len(count))
	for w := range count {
		wins = append(wins, w)
	}
	slices.Sort(wins)
	gaps := func(byeAt int) int {
		odd, below := 0, 0
		for _, w := range wins[:len(wins)-1] {
			below += count[w]
			if w == byeAt {
				below-- // the bye leaves this record
			}
			odd += below % 2
		}
		return odd
	}
	if len(in)%2 == 0 {
		return gaps(wins[len(wins)-1] + 1)
	}
	if bye == QualifyByeLowestRecord {
		return gaps(wins[0])
	}
	least := slices.Min(slices.Collect(func(yield func(int) bool) {
		for _, f := range fewestByes {
			if !yield(f) {
				return
			}
		}
	}))
	best := -1
	for _, w := range wins {
		if fewestByes[w] == least {
			if g := gaps(w); best < 0 || g < best {
				best = g
			}
		}
	}
	return best
}

// play draws each game's result (evens) and records it.
func (run *qualifyRun) play(res QualifyPairings) {
	run.record(res, func() bool { return run.r.IntN(2) == 0 })
}

// playResults records Black winning every game.
func (run *qualifyRun) playResults(res QualifyPairings) { run.record(res, func() bool { return true }) }

// record records a round; blackWins gives each game's result in turn.
func (run *qualifyRun) record(res QualifyPairings, blackWins func() bool) {
	run.round++
	byes := 0
	for _, pr := range res.Pairs {
		b := run.byID[pr.Black]
		if pr.Bye {
			byes++
			b.History = append(b.History, Game{Opponent: NoOpponent, Bye: true, Result: ResultWin})
			if run.rules.Bye.CountsAsWin() {
				b.Record.Wins++
			} else {
				b.History[len(b.History)-1].Result = ResultUnknown
			}
			n := 0
			for _, g := range b.History {
				if g.Bye {
					n++
				}
			}
			run.maxByesOfOne = max(run.maxByesOfOne, n)
			continue
		}
		w := run.byID[pr.White]
		gb := Game{Opponent: w.ID, Color: Black, ScoreDiff: 2 * (b.Record.Wins - w.Record.Wins)}
		gw := Game{Opponent: b.ID, Color: White, ScoreDiff: -gb.ScoreDiff}
		if blackWins() {
			b.Record.Wins++
			w.Record.Losses++
			gb.Result, gw.Result = ResultWin, ResultLoss
		} else {
			w.Record.Wins++
			b.Record.Losses++
			gb.Result, gw.Result = ResultLoss, ResultWin
		}
		b.History = append(b.History, gb)
		w.History = append(w.History, gw)
	}
	// Those who finished keep their history; those still in have played
	// (or sat out) this round.
	run.byes += byes
}

// final checks the end of a stage: everyone has W wins or L losses, and
// QualifyStatusOf puts exactly those with W wins through and those with L
// losses out.
func (run *qualifyRun) final() QualifyStatus {
	t := run.t
	st, err := QualifyStatusOf(run.rules, run.records())
	require.NoError(t, err)
	require.True(t, st.Ended)
	var through, out []int
	for _, p := range run.players {
		switch {
		case p.Record.Wins == run.rules.Wins:
			through = append(through, p.ID)
		case p.Record.Losses == run.rules.Losses:
			out = append(out, p.ID)
		default:
			t.Fatalf("player %d ends with %v", p.ID, p.Record)
		}
	}
	require.Equal(t, through, st.Qualified)
	require.Equal(t, out, st.Eliminated)
	require.Empty(t, st.StillIn)
	return st
}

// qualifySimSizes are the field sizes simulated: every size from 8 to 40,
// then every 7th up to 200.
func qualifySimSizes() []int {
	var ns []int
	for n := 8; n <= 40; n++ {
		ns = append(ns, n)
	}
	for n := 47; n < 200; n += 7 {
		ns = append(ns, n)
	}
	return append(ns, 200)
}

var qualifySimFormats = []QualifyRules{
	{Wins: 2, Losses: 2}, {Wins: 3, Losses: 2}, {Wins: 2, Losses: 3}, {Wins: 3, Losses: 3},
}

// With a bye that is a win, every player still in gets a result every
// round, so after W+L−1 rounds everyone has W wins or L losses. Over fields
// of 8–200 with random results: the stage ends within that bound, every
// round has exactly the floats the records need (the bye placed where the
// rule lets it go) and each float is to the neighbouring record, nobody
// meets anyone twice unless no pairing avoids it (checked by brute force),
// and at the end the qualified are exactly those with W wins and the
// eliminated those with L losses. Only 3勝通過3敗失格 ever runs out of
// rematch-free pairings, at the very end of the smallest fields.
func TestPairQualifyRound_StageEndsWithinWinsPlusLossesMinusOneRoundsWhenTheByeIsAWin(t *testing.T) {
	for _, format := range qualifySimFormats {
		for _, bye := range []QualifyBye{QualifyByeWin, QualifyByeLowestRecord} {
			rules := format
			rules.Bye = bye
			t.Run(fmt.Sprintf("%d勝通過%d敗失格, %v", rules.Wins, rules.Losses, bye), func(t *testing.T) {
				longest, floats, forced, extra := 0, 0, []string{}, []string{}
				for _, n := range qualifySimSizes() {
					run := newQualifyRun(t, n, rules, uint64(n)*7919+uint64(10*rules.Wins+rules.Losses))
					run.playAll(rules.RoundsBound() + 5)
					require.NoError(t, run.err, "n=%d", n)
					require.LessOrEqual(t, run.round, rules.RoundsBound(), "n=%d", n)
					require.Equal(t, run.forcedRematches, run.rematches, "n=%d: only unavoidable rematches", n)
					run.final()
					longest = max(longest, run.round)
					floats += run.floats
					for _, f := range run.forced {
						forced = append(forced, fmt.Sprintf("n=%d %s", n, f))
					}
					for _, f := range run.floatsForRematch {
						extra = append(extra, fmt.Sprintf("n=%d %s", n, f))
					}
				}
				assert.Equal(t, rules.RoundsBound(), longest, "some field needs every round of the bound")
				if rules.Wins < 3 || rules.Losses < 3 {
					assert.Empty(t, forced)
				}
				t.Logf("%d fields, at most %d rounds, %d floats; unavoidable rematches: %v; floats beyond the records' need, to avoid a rematch: %v",
					len(qualifySimSizes()), longest, floats, forced, extra)
			})
		}
	}
}

// With a bye that counts as nothing, the player sitting out gains no result,
// so the stage may take one round beyond W+L−1 for each bye a player had;
// and when one player is left alone, no pairing can end the stage: that is
// ErrQualifyLonePlayer for the arbiter, never a silent bye.
func TestPairQualifyRound_ByeAsNothingAddsOnlyTheRoundsSatOut(t *testing.T) {
	for _, format := range qualifySimFormats {
		rules := format
		rules.Bye = QualifyByeNothing
		t.Run(fmt.Sprintf("%d勝通過%d敗失格", rules.Wins, rules.Losses), func(t *testing.T) {
			lone, ended := 0, 0
			for _, n := range qualifySimSizes() {
				run := newQualifyRun(t, n, rules, uint64(n)*104729+uint64(10*rules.Wins+rules.Losses))
				run.playAll(rules.RoundsBound() + 10)
				require.LessOrEqual(t, run.round, rules.RoundsBound()+run.maxByesOfOne, "n=%d", n)
				require.Equal(t, run.forcedRematches, run.rematches, "n=%d: only unavoidable rematches", n)
				if run.err != nil {
					require.ErrorIs(t, run.err, ErrQualifyLonePlayer, "n=%d", n)
					require.Len(t, run.stillIn(), 1, "n=%d", n)
					lone++
					continue
				}
				run.final()
				ended++
			}
			assert.Positive(t, ended)
			t.Logf("%d stages ended, %d left one player alone", ended, lone)
		})
	}
}
