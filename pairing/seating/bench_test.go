package seating

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// secondStage400 is the request of docs/rules.md §5's acceptance: 400 rated players,
// 100 tables, a second stage seeded by the same ratings — so the snake alone
// would repeat every table of the first stage — with the first stage's
// tablemates as history.
func secondStage400(tb testing.TB) Request {
	return secondStage(tb, 400)
}

func secondStage(tb testing.TB, n int) Request {
	players := ratedPlayers(n, 400)
	first, err := Seat(Request{Players: players, Seed: 1})
	require.NoError(tb, err)
	return Request{Players: players, Tablemates: first.Tablemates(), Seed: 2}
}

func BenchmarkSeat400Players100Tables(b *testing.B) {
	req := secondStage400(b)
	for b.Loop() {
		s, err := Seat(req)
		if err != nil || len(s.Repeats) > 0 {
			b.Fatalf("err %v, %d repeats", err, len(s.Repeats))
		}
	}
}

func BenchmarkSeatSecondStage(b *testing.B) {
	for _, n := range []int{64, 256, 1024, 4096} {
		b.Run(fmt.Sprintf("players=%d", n), func(b *testing.B) {
			req := secondStage(b, n)
			for b.Loop() {
				if _, err := Seat(req); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
