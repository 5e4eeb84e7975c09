package pairing

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// A 13-round event with random results (issue 3's acceptance run): no
// rematch at all and nobody more than two games off colour balance, with
// the floats and the largest score difference logged beside the greedy
// "pair neighbours in the standings" baseline.
func TestSimulation_13RoundsNoRematchColoursWithinTwo(t *testing.T) {
	for _, n := range []int{64, 256, 1024} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			if n > 256 && testing.Short() {
				t.Skip("1,024 players take a few seconds under -race; skipped with -short")
			}
			start := time.Now()
			got := simulate(t, n, 13, 42, false)
			took := time.Since(start)
			base := simulate(t, n, 13, 42, true)
			t.Logf("%4d players, 13 rounds, %v: engine floats %d, largest score difference %s pt, rematches %d, max |B−W| %d",
				n, took.Round(time.Millisecond), got.floats, points(got.maxDiff), got.rematches, got.maxImbalance)
			t.Logf("%4d players, 13 rounds: greedy floats %d, largest score difference %s pt, rematches %d, max |B−W| %d",
				n, base.floats, points(base.maxDiff), base.rematches, base.maxImbalance)
			assert.Zero(t, got.rematches)
			assert.LessOrEqual(t, got.maxImbalance, 2)
			assert.Equal(t, 13*(n/2), got.games)
		})
	}
}

// The same with an odd number of players, so that byes are in play: no
// second bye (forbidden) and no rematch.
func TestSimulation_13RoundsOddFieldNoSecondBye(t *testing.T) {
	n := 65
	e := newEvent(n, 8)
	for range 13 {
		res, err := PairRound(e.request(8))
		if err != nil {
			t.Fatal(err)
		}
		e.play(res.Pairs)
	}
	st := e.finish()
	for _, p := range e.players {
		byes := 0
		for _, g := range p.History {
			if g.Bye {
				byes++
			}
		}
		assert.LessOrEqual(t, byes, 1, "player %d", p.ID)
	}
	assert.Zero(t, st.rematches)
	assert.LessOrEqual(t, st.maxImbalance, 2)
	t.Logf("65 players, 13 rounds: floats %d, largest score difference %s pt, max |B−W| %d", st.floats, points(st.maxDiff), st.maxImbalance)
}
