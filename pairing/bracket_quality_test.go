package pairing

import (
	"bufio"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// qualityInput is the draw of one trial of issue 40's comparison: n from 5
// to 1,024 (as many small as large, on a log scale), and one of three kinds
// of day: league groups feeding the knockout, with clubs; a national day of
// prefectures (47 clubs); and a small day of few groups and few clubs, where
// much cannot be kept apart. Each has a never-pair list, and one in three
// keeps the clubs apart as a hard rule.
func qualityInput(trial int) ([]BracketEntrant, BracketApart) {
	rng := rand.New(rand.NewPCG(uint64(trial), 40))
	n := int(math.Round(5 * math.Pow(1024.0/5, rng.Float64())))
	es := make([]BracketEntrant, n)
	switch trial % 3 {
	case 0:
		advance := 1 + rng.IntN(3)
		clubs := 1 + rng.IntN(max(1, n/4))
		for i := range es {
			es[i] = BracketEntrant{Group: i%(n/advance+1) + 1, Place: i/(n/advance+1) + 1, Club: rng.IntN(clubs + 1)}
		}
	case 1:
		for i := range es {
			es[i].Club = rng.IntN(47) + 1
		}
	default:
		es = fewGroups(rng.IntN, n, 1+rng.IntN(6), 2+rng.IntN(5))
	}
	var apart BracketApart
	for range rng.IntN(n/50 + 3) {
		if a, b := rng.IntN(n), rng.IntN(n); a != b {
			apart.NeverPair = append(apart.NeverPair, [2]int{a, b})
		}
	}
	apart.SameClub = rng.IntN(3) == 0
	return es, apart
}

// oldCosts reads what the search before issue 40 broke on each trial,
// recorded by drawing qualityInput(trial) with the pairing package of
// commit c9c87b2 (newBracketDraw, separate, total).
func oldCosts(t *testing.T) map[int][]int {
	f, err := os.Open("testdata/bracket/seed_costs_c9c87b2.txt")
	require.NoError(t, err)
	defer f.Close()
	out := map[int][]int{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		var v []int
		for _, field := range strings.Fields(sc.Text()) {
			x, err := strconv.Atoi(field)
			require.NoError(t, err)
			v = append(v, x)
		}
		es, _ := qualityInput(v[0])
		require.Equal(t, len(es), v[1], "trial %d: the input is not the one recorded", v[0])
		out[v[0]] = v[2:]
	}
	require.NoError(t, sc.Err())
	return out
}

// Issue 40: on 300 random draws of 5 to 1,024 entrants, the draw breaks no
// more than the search before issue 40 did (by rule, then round, as the
// draw weighs them), every entrant on a seed of its own swap class (the
// published seeding and the byes kept), the counts it kept equal to a walk
// of the draw, and a second draw of the same entrants the same.
func TestSeedBracket_Issue40NeverBreaksMoreThanTheSearchBefore(t *testing.T) {
	old := oldCosts(t)
	require.Len(t, old, 300)
	fewer := 0
	for trial := range len(old) {
		es, apart := qualityInput(trial)
		d := drawSeparated(es, apart)
		got := d.total()
		require.False(t, fewerBroken(old[trial], got), "trial %d (%d entrants): %v, before %v", trial, len(es), got, old[trial])
		require.Equal(t, got, d.cost, "trial %d: the counts kept", trial)
		if fewerBroken(got, old[trial]) {
			fewer++
		}
		classOf := make([]int, len(es)+1)
		for c, class := range d.classes {
			for _, s := range class {
				classOf[s] = c
			}
		}
		for s := 1; s <= len(es); s++ {
			require.Equal(t, classOf[s], classOf[d.entrantAt[s]+1], "trial %d: seed %d's entrant %d", trial, s, d.entrantAt[s])
		}
		if trial%10 == 0 {
			require.Equal(t, d.entrantAt, drawSeparated(es, apart).entrantAt, "trial %d: drawn again", trial)
		}
	}
	t.Logf("%d of %d draws break fewer than before, the others as many", fewer, len(old))
}

// drawSeparated is the draw SeedBracketApart makes of es, refused or not.
func drawSeparated(es []BracketEntrant, apart BracketApart) *bracketDraw {
	size := 2
	for size < len(es) {
		size *= 2
	}
	lines, _ := BracketSeedLines(size)
	d := newBracketDraw(es, size, lines, apart)
	d.separate()
	return d
}
