package igo

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/stretchr/testify/require"
)

// randomPosition is a position a game could end in: stones at random, every
// chain left without a liberty taken off (so every chain has one), random
// whole chains marked dead, random prisoners.
func randomPosition(r *rand.Rand) Position {
	size := BoardSizes[r.IntN(len(BoardSizes))]
	b, _ := NewBoard(size)
	fill := 0.45 + 0.4*r.Float64() // a finished game fills most of the board
	for _, p := range b.Points() {
		if r.Float64() < fill {
			b.Set(p, Colour(1+r.IntN(2)))
		}
	}
	for changed := true; changed; {
		changed = false
		seen := make([]bool, size*size)
		for _, p := range b.Points() {
			if b.At(p) == 0 || seen[b.index(p)] {
				continue
			}
			ch := b.Chain(p)
			for _, s := range ch {
				seen[b.index(s)] = true
			}
			if b.Liberties(ch) == 0 {
				for _, s := range ch {
					b.Set(s, 0)
				}
				changed = true
			}
		}
	}
	pos := NewPosition(b)
	dead := r.Float64() * 0.3
	for _, p := range b.Points() {
		if b.At(p) != 0 && p == b.Chain(p)[0] && r.Float64() < dead {
			_ = pos.SetDead(p, true)
		}
	}
	pos.Captured = [2]int{r.IntN(30), r.IntN(30)}
	return pos
}

// fillDame fills every 駄目 of c with a stone that leaves every chain a
// liberty (駄目詰め), Black first, and returns the position.
func fillDame(c Count) Position {
	p := c.Position.Clone()
	b := &p.Board
	for _, q := range b.Points() {
		if c.At(q) != MarkDame {
			continue
		}
		for _, col := range []Colour{Black, White} {
			b.Set(q, col)
			ok := b.Liberties(b.Chain(q)) > 0
			for _, nb := range b.Neighbours(q) {
				if b.At(nb) != 0 && b.Liberties(b.Chain(nb)) == 0 || b.At(nb) == col && p.IsDead(nb) {
					ok = false // a capture, or a live stone joined to a dead chain
				}
			}
			if ok {
				break
			}
			b.Set(q, 0)
		}
	}
	return p
}

// The count's invariants on 10,000 generated positions (9, 13, 19 路).
func TestCount_Property_InvariantsOnGeneratedPositions(t *testing.T) {
	r := rand.New(rand.NewPCG(37, 2026))
	counted, refused, filled := 0, 0, 0
	for counted < 10000 {
		pos := randomPosition(r)
		komi := Komi(r.IntN(31) - 10)
		c, err := CountPosition(pos, komi)
		if err != nil {
			// The only refusal of a generated position: a chain marked
			// dead inside its own colour's 地.
			require.ErrorIs(t, err, ErrInvalidPosition)
			refused++
			continue
		}
		counted++
		n := pos.Board.Size * pos.Board.Size

		// 地 + 駄目 + stones + seki eyes = the board.
		require.Equal(t, n, c.Territory[0]+c.Territory[1]+c.Dame+c.Stones()+c.SekiEyes, "\n%s", pos.Text())
		// Score = 地 + prisoners; prisoners = captured in play + taken up.
		for s := range 2 {
			require.Equal(t, pos.Captured[s]+c.Taken[s], c.Prisoners[s])
			require.Equal(t, c.Territory[s]+c.Prisoners[s], c.Score[s])
			require.GreaterOrEqual(t, c.Territory[s], c.Taken[s])
		}
		// The result is the margin after komi.
		margin := 2*(c.Score[0]-c.Score[1]) - int(komi)
		switch {
		case margin > 0:
			require.Equal(t, GameResult{Kind: ResultNormal, Winner: Black, Margin: margin}, c.Result)
		case margin < 0:
			require.Equal(t, GameResult{Kind: ResultNormal, Winner: White, Margin: -margin}, c.Result)
		default:
			require.Equal(t, ResultJigo, c.Result.Kind)
		}

		// Marking an already dead chain dead changes nothing.
		for _, q := range pos.Board.Points() {
			if pos.IsDead(q) {
				again := pos.Clone()
				require.NoError(t, again.SetDead(q, true))
				c2, err := CountPosition(again, komi)
				require.NoError(t, err)
				require.True(t, reflect.DeepEqual(c, c2), "marking the dead chain at %s again changed the count", q.GTP(pos.Board.Size))
				break
			}
		}

		// Colours swapped, the scores swap.
		sw := pos.Clone()
		for _, q := range sw.Board.Points() {
			sw.Board.Set(q, pos.Board.At(q).Other())
		}
		sw.Captured = [2]int{pos.Captured[1], pos.Captured[0]}
		c3, err := CountPosition(sw, 0)
		require.NoError(t, err)
		require.Equal(t, [2]int{c.Score[1], c.Score[0]}, c3.Score)

		// Filling every dame never lowers a score.
		if c.Dame > 0 {
			c4, err := CountPosition(fillDame(c), komi)
			var pe *PositionError
			if errors.As(err, &pe) {
				continue // a dead stone among the dame now lies in its own colour's 地
			}
			require.NoError(t, err)
			filled++
			require.GreaterOrEqual(t, c4.Score[0], c.Score[0], "\n%s\n%s", pos.Text(), c4.Position.Text())
			require.GreaterOrEqual(t, c4.Score[1], c.Score[1], "\n%s\n%s", pos.Text(), c4.Position.Text())
		}
	}
	t.Logf("%d positions counted, %d refused (a dead chain in its own 地), %d with their dame filled", counted, refused, filled)
	require.Greater(t, filled, 1000)
}

// BenchmarkCountPosition19 counts a generated 19路 position.
func BenchmarkCountPosition19(b *testing.B) {
	r := rand.New(rand.NewPCG(19, 19))
	var pos Position
	for pos.Board.Size != 19 {
		pos = randomPosition(r)
		for _, q := range pos.Board.Points() {
			pos.Dead[pos.Board.index(q)] = false
		}
	}
	b.ResetTimer()
	for b.Loop() {
		if _, err := CountPosition(pos, 13); err != nil {
			b.Fatal(err)
		}
	}
}
