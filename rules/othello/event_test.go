package othello

import "fmt"

// pair is two players of a round-robin schedule.
type pair struct{ a, b int }

// roundRobin returns the circle-method schedule of players 1..n (n even):
// n−1 rounds in which everybody meets everybody once.
func roundRobin(n int) [][]pair {
	arr := make([]int, n)
	for i := range arr {
		arr[i] = i + 1
	}
	var out [][]pair
	for r := 0; r < n-1; r++ {
		var ps []pair
		for i := 0; i < n/2; i++ {
			ps = append(ps, pair{arr[i], arr[n-1-i]})
		}
		out = append(out, ps)
		last := arr[n-1]
		copy(arr[2:], arr[1:n-1])
		arr[1] = last
	}
	return out
}

// schedule reorders a round-robin of n players so that the round in which
// the pair at[k] meets is played as round k+1 (a pair {0,0} leaves the slot
// free); the other rounds fill the free slots in order. Nobody meets twice.
func schedule(n int, at ...pair) [][]pair {
	rr := roundRobin(n)
	roundOf := func(p pair) int {
		for r, ps := range rr {
			for _, q := range ps {
				if q == p || q == (pair{p.b, p.a}) {
					return r
				}
			}
		}
		panic(fmt.Sprintf("pair %v not in the schedule", p))
	}
	out := make([][]pair, len(rr))
	used := make([]bool, len(rr))
	for k, p := range at {
		if p.a == 0 {
			continue
		}
		r := roundOf(p)
		if used[r] {
			panic(fmt.Sprintf("pair %v shares round %d with an earlier pair", p, r))
		}
		out[k], used[r] = rr[r], true
	}
	next := 0
	for k := range out {
		if out[k] != nil {
			continue
		}
		for used[next] {
			next++
		}
		out[k], used[next] = rr[next], true
	}
	return out
}

// play turns a schedule into games: the lower id is stronger and wins, by a
// margin that varies with the pair so that Brightwell points differ; pairs
// in draws play 32–32. Pairs containing a player of skip are left out, and
// their opponents get the bye.
func play(sched [][]pair, draws []pair, skip map[int]bool) [][]Game {
	var rounds [][]Game
	for _, ps := range sched {
		var games []Game
		for _, p := range ps {
			lo, hi := min(p.a, p.b), max(p.a, p.b)
			switch {
			case skip[lo] && skip[hi]:
				continue
			case skip[lo]:
				games = append(games, Game{Black: hi, Result: Result{Outcome: Bye}})
				continue
			case skip[hi]:
				games = append(games, Game{Black: lo, Result: Result{Outcome: Bye}})
				continue
			}
			won := 33 + (lo*7+hi*3)%20
			r := Discs(won, Squares-won)
			for _, d := range draws {
				if d == p || d == (pair{p.b, p.a}) {
					r = Discs(32, 32)
				}
			}
			games = append(games, Game{Black: lo, White: hi, Result: r})
		}
		rounds = append(rounds, games)
	}
	return rounds
}
