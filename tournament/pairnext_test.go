package tournament_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	othellogame "taikai/tournament/othello"
)

// demo is an Othello event, seed 42, of n of the demo's participants.
func demo(t testing.TB, n int) *tournament.Service {
	t.Helper()
	s := stillEvent(t, tournament.EventInfo{Game: "othello", Name: "x"}, map[string]string{"seed": "42"})
	_, err := s.ImportParticipants(tournament.ParticipantsCSV(tournament.DemoParticipants(n, 5)))
	require.NoError(t, err)
	return s
}

// playRandom records a random result at every table of round n.
func playRandom(t testing.TB, s *tournament.Service, n int, rng *rand.Rand) {
	t.Helper()
	resultAll(t, s, n, func(tournament.Game) string {
		b := rng.IntN(65)
		return fmt.Sprintf("%d-%d", b, 64-b)
	})
}

// playRandomRounds pairs rounds 1 to last of s in turn, each played at
// random (playRandom).
func playRandomRounds(t testing.TB, s *tournament.Service, last int, rng *rand.Rand) {
	t.Helper()
	for n := 1; n <= last; n++ {
		_, err := s.PairNextRound()
		require.NoError(t, err)
		playRandom(t, s, n, rng)
	}
}

// demoPlayed is a demo Othello event of n players (demo) whose six rounds
// are played at random from the seeds a and b (playRandomRounds).
func demoPlayed(t testing.TB, n int, a, b uint64) *tournament.Service {
	t.Helper()
	s := demo(t, n)
	playRandomRounds(t, s, 6, rand.New(rand.NewPCG(a, b)))
	return s
}

// hiddenDisc records the 伏せ石 ceremony of the game at table `table` of
// round n of Othello event s: the disc hidden by whom HiddenDiscRoles
// names, the call, the face up, the right and the colour taken as given.
// It returns the hider and the caller.
func hiddenDisc(t testing.TB, s *tournament.Service, n, table int, call, up, choice, colour string) (hider, caller int) {
	t.Helper()
	hider, caller, _, err := othellogame.Of(s).HiddenDiscRoles(n, table)
	require.NoError(t, err)
	_, err = othellogame.Of(s).RecordHiddenDisc(n, table, hider, call, up, choice, colour)
	require.NoError(t, err)
	return hider, caller
}

func TestPairNextRound_Section21SixRoundsNoRematchColoursBalanced(t *testing.T) {
	s := demo(t, 25)
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 1; n <= 6; n++ {
		r, err := s.PairNextRound()
		require.NoError(t, err)
		require.Equal(t, n, r.Number)
		present := 25 - len(r.EarlyFinalists)
		require.Len(t, r.Games, (present+1)/2, "tables and a bye when odd")
		assert.Equal(t, present%2 == 1, r.Games[len(r.Games)-1].IsBye())
		assert.NotEmpty(t, r.Games[0].Why.Ja)
		_, err = s.PairNextRound()
		require.ErrorIs(t, err, tournament.ErrInvalidInput, "the previous round must be complete")
		playRandom(t, s, n, rng)
	}
	_, err := s.PairNextRound()
	assert.ErrorContains(t, err, "all 6 preliminary rounds")

	rs, _ := s.Rounds()
	met := map[[2]int]bool{}
	balance := map[int]int{}
	byes := map[int]int{}
	for _, r := range rs {
		for _, g := range r.Games {
			if g.IsBye() {
				byes[g.Black]++
				continue
			}
			k := [2]int{min(g.Black, g.White), max(g.Black, g.White)}
			assert.False(t, met[k], "rematch %v in round %d", k, r.Number)
			met[k] = true
			balance[g.Black]++
			balance[g.White]--
		}
	}
	for id, b := range balance {
		assert.LessOrEqual(t, b, 2, "#%d", id)
		assert.GreaterOrEqual(t, b, -2, "#%d", id)
	}
	for id, n := range byes {
		assert.Equal(t, 1, n, "#%d had %d byes", id, n)
	}
}

func TestPairNextRound_WithdrawnAndAbsentAreNotPaired(t *testing.T) {
	s := demo(t, 8)
	require.NoError(t, s.Withdraw(3, 1))
	r, err := s.PairNextRound()
	require.NoError(t, err)
	for _, g := range r.Games {
		assert.False(t, g.Has(3))
	}
	assert.Len(t, r.Games, 4, "3 tables and a bye")
	again, err := s.RepairRound(1)
	require.NoError(t, err)
	assert.Equal(t, r.Games, again.Games, "the same seed gives the same draw")
	require.NoError(t, s.UndoRound(1))
	rs, _ := s.Rounds()
	assert.Empty(t, rs)
}

func TestPairNextRound_Section21LateEntryAndAbsence(t *testing.T) {
	s := demo(t, 6)
	require.NoError(t, s.SetAbsent(2, 2, true))
	_, err := s.PairNextRound()
	require.NoError(t, err)
	require.ErrorIs(t, s.SetAbsent(3, 1, true), tournament.ErrInvalidInput, "round 1 is already paired")
	late, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "遅刻 太郎"})
	require.NoError(t, err)
	assert.Equal(t, 2, late.FirstRound)
	playRandom(t, s, 1, rand.New(rand.NewPCG(1, 1)))
	r2, err := s.PairNextRound()
	require.NoError(t, err)
	var in2 []int
	for _, g := range r2.Games {
		in2 = append(in2, g.Black, g.White)
	}
	assert.Contains(t, in2, late.ID, "the late entry plays from round 2")
	assert.NotContains(t, in2, 2, "absent in round 2")
	rows, _, err := othellogame.Of(s).Standings(1)
	require.NoError(t, err)
	for _, r := range rows {
		if r.ID == late.ID {
			assert.Equal(t, "0", r.Score.String(), "no points for the rounds missed")
		}
	}
}

func TestWithdraw_DefaultsToTheNextRound(t *testing.T) {
	s := demo(t, 6)
	_, err := s.PairNextRound()
	require.NoError(t, err)
	require.NoError(t, s.Withdraw(2, 0))
	p, err := s.FindParticipant("2")
	require.NoError(t, err)
	assert.Equal(t, 2, p.WithdrawnFrom, "round 1 is paired: the withdrawal starts with round 2")
	require.ErrorIs(t, s.Withdraw(3, -1), tournament.ErrInvalidInput)
}
