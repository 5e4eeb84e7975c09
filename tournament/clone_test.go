package tournament

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// clonedRound is a round of n games with every part Clone copies: results
// (every other game), warnings, a dispute with a ruling, counts and its
// count's flow, a game's own record, early finalists, a waiting player.
func clonedRound(n int) Round {
	r := Round{Number: 3, EarlyFinalists: []int{1, 2}, Waiting: []Waiting{{Player: 7, Why: Text{En: "odd", Ja: "奇数"}}}}
	at := time.Date(2026, 12, 5, 10, 0, 0, 0, time.UTC)
	for i := range n {
		g := Game{Table: i + 1, Black: 2*i + 1, White: 2*i + 2, Extra: Extra(`{"hidden":1}`), Warnings: []Text{{En: "rematch", Ja: "再戦"}}}
		if i%2 == 0 {
			g.Result = &Result{Text: "40-24", Arbiter: "審判", Recorded: at}
		}
		if i == 1 {
			g.Dispute = &Dispute{Status: "ruled", Rulings: []Ruling{{Result: "black"}},
				Counts: []CountProposal{{Side: CountBlack, Board: "x..o", Claim: "B+2.5"}}, Flow: Extra(`{"step":1}`)}
		}
		r.Games = append(r.Games, g)
	}
	return r
}

// TestRoundClone_Issue40SharesNothing: a clone's results are copied into
// one block, each game its own: changing any part of the clone leaves the
// round it was cloned from as it was, and changing one game's result no
// other game's.
func TestRoundClone_Issue40SharesNothing(t *testing.T) {
	r := clonedRound(6)
	want := clonedRound(6)
	c := r.Clone()
	require.Equal(t, want, c)
	for i := range c.Games {
		g := &c.Games[i]
		if g.Result != nil {
			g.Result.Text = "0-64"
		}
		g.Extra[0] = 'x'
		g.Warnings[0].En = "changed"
		if g.Dispute != nil {
			g.Dispute.Rulings[0].Result = "white"
			g.Dispute.Counts[0].Claim = "W+0.5"
			g.Dispute.Flow[0] = 'x'
		}
	}
	c.EarlyFinalists[0] = 9
	c.Waiting[0].Player = 8
	assert.Equal(t, want, r, "the round cloned from is as it was")
	d := r.Clone()
	d.Games[0].Result.Text = "64-0"
	for i, g := range d.Games[1:] {
		if g.Result != nil {
			assert.Equal(t, "40-24", g.Result.Text, "game %d keeps its own result", i+2)
		}
	}
}

// BenchmarkRoundClone_Issue40 is one round of 512 games, all played,
// cloned as every read of the decode cache hands it out.
func BenchmarkRoundClone_Issue40(b *testing.B) {
	r := clonedRound(512)
	for i := range r.Games {
		r.Games[i].Result = &Result{Text: "40-24", Arbiter: "審判"}
	}
	b.ReportAllocs()
	for b.Loop() {
		_ = r.Clone()
	}
}
