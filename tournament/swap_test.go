package tournament_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/gametest"
)

// putRounds stores rounds in s as they are.
func putRounds(t *testing.T, s *tournament.Service, rounds ...tournament.Round) {
	t.Helper()
	require.NoError(t, s.Store().Update(func(w tournament.Writer) error {
		for _, r := range rounds {
			if err := w.PutRound(r); err != nil {
				return err
			}
		}
		return nil
	}))
}

// withRounds returns a service with participants 1–5 and the given rounds.
func withRounds(t *testing.T, rounds ...tournament.Round) *tournament.Service {
	t.Helper()
	s := newService(t)
	_, err := s.ImportParticipants(tournament.ParticipantsCSV(tournament.DemoParticipants(5, 1)))
	require.NoError(t, err)
	putRounds(t, s, rounds...)
	return s
}

func played(table, b, w int) tournament.Game {
	return tournament.Game{Table: table, Black: b, White: w, Result: &tournament.Result{Text: "40-24"}}
}

func TestSwap_Section21ManualSwapWarnsAboutBrokenRules(t *testing.T) {
	r1 := tournament.Round{Number: 1, Games: []tournament.Game{played(1, 1, 2), played(2, 3, 4), {Black: 5}}}
	r2 := tournament.Round{Number: 2, Games: []tournament.Game{{Table: 1, Black: 1, White: 3}, {Table: 2, Black: 4, White: 5}, {Black: 2}}}
	s := withRounds(t, r1, r2)

	// 2 ↔ 3: table 1 becomes 1–2 again, with the same colours as round 1.
	warnings, err := s.SwapPlayers(2, 2, 3)
	require.NoError(t, err)
	require.NotEmpty(t, warnings)
	assert.Equal(t, "rematch with the same colours as in round 1", warnings[0].En)
	r, err := s.Round(2)
	require.NoError(t, err)
	assert.Equal(t, tournament.Game{Black: 3}.Black, r.Games[2].Black, "3 now holds the bye")
	assert.Equal(t, 0, r.Games[2].White)

	warnings, err = s.SwapColours(2, 1)
	require.NoError(t, err)
	assert.Equal(t, "rematch of round 1", warnings[0].En)

	// 3 had no bye; 5 had one: 5 ↔ 3 gives 5 a second bye.
	warnings, err = s.SwapPlayers(2, 5, 3)
	require.NoError(t, err)
	var texts []string
	for _, w := range warnings {
		texts = append(texts, w.En)
	}
	assert.Contains(t, texts, "#5 already had a bye")

	log, _ := s.AuditLog()
	assert.Equal(t, "round.swap", log[len(log)-1].Action)
}

func TestSwap_Section21ThirdColourInARowWarns(t *testing.T) {
	r1 := tournament.Round{Number: 1, Games: []tournament.Game{played(1, 1, 2), played(2, 3, 4), {Black: 5}}}
	r2 := tournament.Round{Number: 2, Games: []tournament.Game{played(1, 1, 3), played(2, 5, 2), {Black: 4}}}
	r3 := tournament.Round{Number: 3, Games: []tournament.Game{{Table: 1, Black: 4, White: 1}, {Table: 2, Black: 2, White: 3}, {Black: 5}}}
	s := withRounds(t, r1, r2, r3)
	warnings, err := s.SwapColours(3, 1)
	require.NoError(t, err)
	var texts []string
	for _, w := range warnings {
		texts = append(texts, w.Ja)
	}
	assert.Contains(t, texts, "#1 は同じ手番が3回続きます")
	assert.Contains(t, texts, "#1 の黒番−白番が +3 になります")
}

func TestSwap_PlayedRoundCannotBeChanged(t *testing.T) {
	r1 := tournament.Round{Number: 1, Games: []tournament.Game{played(1, 1, 2), {Table: 2, Black: 3, White: 4}, {Black: 5}}}
	s := withRounds(t, r1)
	_, err := s.SwapPlayers(1, 3, 5)
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	require.ErrorIs(t, s.UndoRound(1), tournament.ErrInvalidInput)
	_, err = s.SwapColours(7, 1)
	require.ErrorIs(t, err, tournament.ErrNotFound)
}

func TestUndoRound_OnlyTheLastUnplayedRound(t *testing.T) {
	r1 := tournament.Round{Number: 1, Games: []tournament.Game{played(1, 1, 2), played(2, 3, 4), {Black: 5}}}
	r2 := tournament.Round{Number: 2, Games: []tournament.Game{{Table: 1, Black: 1, White: 3}}}
	s := withRounds(t, r1, r2)
	require.ErrorIs(t, s.UndoRound(1), tournament.ErrInvalidInput)
	require.NoError(t, s.PublishRound(2))
	require.NoError(t, s.UndoRound(2))
	rs, _ := s.Rounds()
	assert.Len(t, rs, 1)
}

// Go games changed by hand are seated again for the players now there:
// the handicap follows their ranks; colours the handicap decides (the
// weaker player takes Black) are refused a swap by hand, an even game's
// are swapped.
func TestSwap_Issue26GoGamesSeatedAgainForThePlayersNowThere(t *testing.T) {
	s := addSection(t, emptyVenue(t, "囲碁"), tournament.SectionForm{Key: "G", Game: "go", Settings: map[string]string{"handicap": "true", "seed": "9", "round1": "rank"}})
	for i, r := range []string{"5d", "5d", "1k", "1k"} {
		_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: fmt.Sprintf("棋士%d", i+1), tournament.FieldRank: r})
		require.NoError(t, err)
	}
	r, err := s.PairNextRound()
	require.NoError(t, err)
	sev, err := s.Event()
	require.NoError(t, err)
	rank := gametest.Ranks(t, s)
	// Round 1 by rank: 5d v 1k twice, the 1k with Black and stones.
	for _, g := range r.Games {
		require.Equal(t, "1k", rank[g.Black].String())
		require.Equal(t, "5d", rank[g.White].String())
		require.Positive(t, tournament.GameHandicap(sev, g).Stones)
	}
	_, err = s.SwapColours(1, r.Games[0].Table)
	require.ErrorContains(t, err, "the game seats its colours itself")
	// A 5d and a 1k swapped: 1k v 1k and 5d v 5d, even games now.
	_, err = s.SwapPlayers(1, r.Games[0].White, r.Games[1].Black)
	require.NoError(t, err)
	r, _ = s.Round(1)
	for _, g := range r.Games {
		assert.Equal(t, rank[g.Black].String(), rank[g.White].String())
		assert.Zero(t, tournament.GameHandicap(sev, g).Stones, "seated again: no stones between equal ranks")
	}
	black := r.Games[0].Black
	_, err = s.SwapColours(1, r.Games[0].Table)
	require.NoError(t, err, "an even game's colours are the arbiter's to swap")
	r, _ = s.Round(1)
	assert.Equal(t, black, r.Games[0].White)
}
