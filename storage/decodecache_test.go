package storage

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// The decode cache hands out copies: what one reader changes in a value it
// read is never seen by the next, and a changed record is decoded again.
func TestBolt_DecodedValuesAreCopiesAndFollowTheFile(t *testing.T) {
	b, _ := newTestFile(t)
	require.NoError(t, b.Update(func(w tournament.Writer) error {
		if err := w.PutEvent(testEvent); err != nil {
			return err
		}
		p := tournament.Participant{Name: "山田 太郎", Flags: []tournament.Flag{tournament.FlagDesignated}}
		if err := w.PutParticipant(&p); err != nil {
			return err
		}
		return w.PutRound(tournament.Round{Number: 1, Games: []tournament.Game{{Table: 1, Black: 1, White: 2, Result: &tournament.Result{Text: "40-24"}}}})
	}))
	read := func() ([]tournament.Participant, []tournament.Round) {
		var ps []tournament.Participant
		var rs []tournament.Round
		require.NoError(t, b.View(func(r tournament.Reader) error {
			var err error
			if ps, err = r.Participants(); err != nil {
				return err
			}
			rs, err = r.Rounds()
			return err
		}))
		return ps, rs
	}
	ps, rs := read()
	ps[0].Flags[0] = "changed"
	rs[0].Games[0].Result.Text = "changed"
	rs[0].Games = append(rs[0].Games, tournament.Game{Table: 9})
	ps, rs = read()
	assert.Equal(t, tournament.FlagDesignated, ps[0].Flags[0], "a reader's change does not reach the next reader")
	assert.Equal(t, "40-24", rs[0].Games[0].Result.Text)
	assert.Len(t, rs[0].Games, 1)

	require.NoError(t, b.Update(func(w tournament.Writer) error {
		return w.PutRound(tournament.Round{Number: 1, Games: []tournament.Game{{Table: 1, Black: 1, White: 2, Result: &tournament.Result{Text: "30-34"}}}})
	}))
	_, rs = read()
	assert.Equal(t, "30-34", rs[0].Games[0].Result.Text, "a changed round is read anew")
}
