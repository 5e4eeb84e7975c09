package tournament_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	othellogame "taikai/tournament/othello"
)

// roundsNumbered is an event (withRounds) whose rounds are numbered as
// numbers says, each of two played games and a bye.
func roundsNumbered(t *testing.T, numbers []int) *tournament.Service {
	t.Helper()
	var rounds []tournament.Round
	for _, n := range numbers {
		rounds = append(rounds, tournament.Round{Number: n, Games: []tournament.Game{played(1, 1, 2), played(2, 3, 4), {Black: 5}}})
	}
	return withRounds(t, rounds...)
}

// Found by FuzzOpenMutatedFile (issue 15): an event file whose rounds are
// misnumbered — a digit of a round record changed, a round missing — is
// refused as damaged, never misread and never a crash (it was an index
// out of range in the scores before each round and in the pairing).
func TestRounds_MisnumberedInTheFileAreRefusedNotACrash(t *testing.T) {
	// (The memory store keeps rounds by number, in order: out of order
	// and twice happen in a file only, where a round's key and its record
	// can disagree; storage's FuzzOpenMutatedFile covers them.)
	for _, numbers := range [][]int{{0}, {-4, 2}, {0, 1}} {
		t.Run(fmt.Sprint(numbers), func(t *testing.T) {
			s := roundsNumbered(t, numbers)
			require.NotPanics(t, func() {
				_, err := s.ScoresBefore()
				require.ErrorIs(t, err, tournament.ErrDamagedFile)
				assert.Contains(t, tournament.Localize(err, tournament.Japanese), "壊れています")
				_, err = s.PairNextRound()
				require.ErrorIs(t, err, tournament.ErrDamagedFile)
				_, err = s.Standings(0)
				require.ErrorIs(t, err, tournament.ErrDamagedFile)
			})
		})
	}
	// A round missing before the next one: nothing to pair on.
	for _, numbers := range [][]int{{1, 3}, {2}, {1, 2, 5}, {1, 9, 3}} {
		t.Run(fmt.Sprint(numbers), func(t *testing.T) {
			s := roundsNumbered(t, numbers)
			require.NotPanics(t, func() {
				_, err := s.PairNextRound()
				require.ErrorIs(t, err, tournament.ErrDamagedFile)
				_, err = s.ScoresBefore()
				require.NoError(t, err)
				_, err = othellogame.Of(s).Crosstable()
				require.NoError(t, err)
			})
		})
	}
}
