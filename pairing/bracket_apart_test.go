package pairing

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bracketsWithinClasses calls visit with the draw state of every draw that
// trades seeds only within their swap class.
func bracketsWithinClasses(es []BracketEntrant, size int, apart BracketApart, visit func(d *bracketDraw)) {
	lines, _ := BracketSeedLines(size)
	d := newBracketDraw(es, size, lines, apart)
	var try func(c int)
	try = func(c int) {
		if c == len(d.classes) {
			for s := 1; s <= d.n; s++ {
				d.seedOf[d.entrantAt[s]] = s
			}
			visit(d)
			return
		}
		class := d.classes[c]
		var permute func(k int)
		permute = func(k int) {
			if k == len(class) {
				try(c + 1)
				return
			}
			for i := k; i < len(class); i++ {
				d.entrantAt[class[k]], d.entrantAt[class[i]] = d.entrantAt[class[i]], d.entrantAt[class[k]]
				permute(k + 1)
				d.entrantAt[class[k]], d.entrantAt[class[i]] = d.entrantAt[class[i]], d.entrantAt[class[k]]
			}
		}
		permute(0)
	}
	try(0)
}

// firstRoundClash reports whether d puts two of the list, or (hard) two
// of one club, in one first-round game.
func firstRoundClash(d *bracketDraw, es []BracketEntrant, apart BracketApart) bool {
	for _, p := range apart.NeverPair {
		if d.meet(p[0], p[1]) == 1 {
			return true
		}
	}
	if apart.SameClub {
		for a := range es {
			for b := a + 1; b < len(es); b++ {
				if es[a].Club != 0 && es[a].Club == es[b].Club && d.meet(a, b) == 1 {
					return true
				}
			}
		}
	}
	return false
}

// weightedCounts counts a bracket's conflicts as the draw weighs them.
func weightedCounts(b Bracket, clubHard bool) []int {
	v := make([]int, bracketRules*b.Rounds())
	w := bracketWeights(clubHard)
	for _, c := range b.Conflicts {
		v[w[c.Rule]*b.Rounds()+c.Round-1]++
	}
	return v
}

// Small random brackets (3–12 entrants, groups, clubs, a random never-pair
// list, sometimes same_club=hard) against every draw within the swap
// classes: when some draw keeps the list (and the hard clubs) out of every
// first-round game, SeedBracketApart draws one, and as good as the best
// draw by every separation, the list weighing most; when none does, it is
// refused with ErrKeptApart.
func TestSeedBracketApart_Issue27NeverInOneFirstRoundGameWhereAnyDrawAvoidsIt(t *testing.T) {
	rng := newDrawRNG(27, 0)
	stats := map[string]int{}
	for trial := range 400 {
		n := 3 + rng.intn(10)
		es := randomEntrants(rng, n)
		var apart BracketApart
		for range 1 + rng.intn(3) {
			a, b := rng.intn(n), rng.intn(n)
			if a != b {
				apart.NeverPair = append(apart.NeverPair, [2]int{a, b})
			}
		}
		apart.SameClub = rng.intn(4) == 0
		size := 2
		for size < n {
			size *= 2
		}
		name := fmt.Sprintf("trial %d: %+v %+v", trial, es, apart)
		var best []int
		avoidable := false
		bracketsWithinClasses(es, size, apart, func(d *bracketDraw) {
			if v := d.total(); best == nil || fewerBroken(v, best) {
				best = v
			}
			avoidable = avoidable || !firstRoundClash(d, es, apart)
		})
		b, err := SeedBracketApart(es, apart)
		if !avoidable {
			stats["refused"]++
			require.ErrorIs(t, err, ErrKeptApart, name)
			var ae *ApartError
			require.True(t, errors.As(err, &ae))
			assert.NotZero(t, len(ae.NeverPair)+len(ae.ClubPairs), name)
			continue
		}
		stats["kept"]++
		require.NoError(t, err, name)
		assert.Equal(t, best, weightedCounts(b, apart.SameClub), name)
		for _, g := range b.FirstRound() {
			for _, p := range apart.NeverPair {
				assert.False(t, g == [2]int{p[0], p[1]} || g == [2]int{p[1], p[0]}, "%s: %v meet in the first round", name, p)
			}
		}
	}
	t.Logf("%v", stats)
	assert.Greater(t, stats["refused"], 10)
	assert.Greater(t, stats["kept"], 200)
}

func TestSeedBracketApart_Issue27Rules(t *testing.T) {
	eight := make([]BracketEntrant, 8)
	// Seeds 1 and 8 meet in the first round of the published seeding;
	// seed 8 trades lines with one of seeds 5–7, and the two end on
	// opposite halves.
	b, err := SeedBracketApart(eight, BracketApart{NeverPair: [][2]int{{0, 7}}})
	require.NoError(t, err)
	lines, _ := BracketSeedLines(8)
	d := newBracketDraw(eight, 8, lines, BracketApart{})
	for line, e := range b.Lines {
		d.seedOf[e] = lines[line]
	}
	assert.Equal(t, 3, d.meet(0, 7), "only in the final: %v", b.Lines)
	assert.Empty(t, b.Conflicts)

	// Two entrants meet in the first round whatever the draw.
	_, err = SeedBracketApart(make([]BracketEntrant, 2), BracketApart{NeverPair: [][2]int{{1, 0}}})
	var ae *ApartError
	require.ErrorAs(t, err, &ae)
	assert.Equal(t, [][2]int{{0, 1}}, ae.NeverPair)

	// Three: seed 1 has the bye, seeds 2 and 3 play; no swap class holds
	// two of them, so two of one club (hard) are refused.
	three := []BracketEntrant{{}, {Club: 1}, {Club: 1}}
	_, err = SeedBracketApart(three, BracketApart{SameClub: true})
	require.ErrorAs(t, err, &ae)
	assert.Equal(t, [][2]int{{1, 2}}, ae.ClubPairs)
	_, err = SeedBracketApart(three, BracketApart{})
	assert.NoError(t, err, "soft: the meeting is a conflict, not a refusal")

	_, err = SeedBracketApart(eight, BracketApart{NeverPair: [][2]int{{0, 8}}})
	assert.ErrorIs(t, err, ErrInvalidApart)
}
