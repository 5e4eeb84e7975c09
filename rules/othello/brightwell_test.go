package othello

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func players(ids ...int) []Player {
	ps := make([]Player, len(ids))
	for i, id := range ids {
		ps[i] = Player{ID: id, Lot: i + 1}
	}
	return ps
}

func row(t *testing.T, rows []Row, id int) Row {
	t.Helper()
	for _, r := range rows {
		if r.ID == id {
			return r
		}
	}
	t.Fatalf("no row for player %d", id)
	return Row{}
}

func game(b, w int, card string) Game {
	r, err := ParseResult(card)
	if err != nil {
		panic(err)
	}
	return Game{Black: b, White: w, Result: r}
}

// docs/rules.md §2.2 worked example: a player who won 33–31 against an opponent who
// finished with 1 point and then had a bye, with own score 2 and C = 6, has
// BP (33 + 6×1) + (32 + 6×2) = 83.
func TestBrightwellPoints_ByeCountsAs32PlusCTimesOwnScore(t *testing.T) {
	s := DefaultSettings()
	got := s.BrightwellPoints(Points(2), []BrightwellGame{
		{Discs: 33, OpponentScore: Points(1), Won: true},
		{AgainstSelf: true, Won: true},
	})
	assert.Equal(t, "83", got.String())

	// The same through the standings: 1 beats 2 33–31, 3 has the bye; then
	// 1 has the bye and 2 beats 3, finishing with 1 point.
	rounds := [][]Game{
		{game(1, 2, "33-31"), game(3, 0, "bye")},
		{game(1, 0, "bye"), game(2, 3, "40-24")},
	}
	rows, err := s.Standings(players(1, 2, 3), rounds)
	require.NoError(t, err)
	a := row(t, rows, 1)
	assert.Equal(t, Points(2), a.Score)
	assert.Equal(t, Points(83), a.BP, "the bye adds 32 + C × own score, not its 40 discs")
	assert.Equal(t, 33+40, a.Discs, "the disc total counts the bye result 40–24")
	assert.Equal(t, Points(1), row(t, rows, 2).Score)
}

// BP = own discs + C × the sum of the opponents' final scores.
func TestBrightwellPoints_OwnDiscsPlusCTimesOpponentsFinalScores(t *testing.T) {
	s := DefaultSettings()
	// Player 1: beats 2 40–24, loses to 3 30–34. Final scores: 2 has 1, 3 has 2.
	rounds := [][]Game{
		{game(1, 2, "40-24"), game(3, 4, "35-29")},
		{game(1, 3, "30-34"), game(2, 4, "40-24")},
	}
	rows, err := s.Standings(players(1, 2, 3, 4), rounds)
	require.NoError(t, err)
	assert.Equal(t, Points(40+30+6*(1+2)), row(t, rows, 1).BP)
	assert.Equal(t, Points(35+34+6*(0+1)), row(t, rows, 3).BP)
}

// docs/rules.md §2.1: a game against an opponent who later withdrew counts as 32–32
// against oneself; the real discs still count in the disc total.
func TestBrightwellPoints_WithdrawnOpponentCountsAs32PlusCTimesOwnScore(t *testing.T) {
	ps := players(1, 2, 3, 4)
	ps[1].Withdrawn = true // player 2 withdrew after round 1
	rounds := [][]Game{
		{game(1, 2, "50-14"), game(3, 4, "40-24")},
		{game(1, 3, "40-24"), game(4, 0, "bye")},
	}
	rows, err := DefaultSettings().Standings(ps, rounds)
	require.NoError(t, err)
	p1 := row(t, rows, 1)
	// Round 1: 32 + 6×2 (own score) instead of 50 + 6×0; round 2: 40 + 6×1.
	assert.Equal(t, Points((32+6*2)+(40+6*1)), p1.BP)
	assert.Equal(t, 90, p1.Discs)
	assert.True(t, row(t, rows, 2).Withdrawn)
	// Player 2 missed round 2: 32 + 6×0 for it.
	assert.Equal(t, Points((14+6*2)+32), row(t, rows, 2).BP)
}

// docs/rules.md §2.1: a round the player missed (late entry, absence) counts as 32–32
// against oneself, with no point.
func TestBrightwellPoints_MissedRoundCountsAs32PlusCTimesOwnScore(t *testing.T) {
	rounds := [][]Game{
		{game(1, 2, "40-24")}, // player 3 enters late, from round 2
		{game(3, 1, "36-28"), game(2, 0, "bye")},
	}
	rows, err := DefaultSettings().Standings(players(1, 2, 3), rounds)
	require.NoError(t, err)
	p3 := row(t, rows, 3)
	assert.Equal(t, Points(1), p3.Score)
	assert.Equal(t, Points((32+6*1)+(36+6*1)), p3.BP)
	assert.Equal(t, 36, p3.Discs)
}

// A 無勝負 game is no game: 32 + C × own score; a 勝敗預かり game counts
// nowhere until ruled, and marks the players.
func TestBrightwellPoints_NoResultAsSelfPendingNotCounted(t *testing.T) {
	rounds := [][]Game{
		{game(1, 2, "40-24"), game(3, 4, "no-result")},
		{game(1, 3, "40-24:pending"), game(2, 4, "34-30")},
	}
	rows, err := DefaultSettings().Standings(players(1, 2, 3, 4), rounds)
	require.NoError(t, err)
	p3, p1 := row(t, rows, 3), row(t, rows, 1)
	assert.Equal(t, Points(32), p3.BP, "無勝負 with own score 0, pending adds nothing")
	assert.Equal(t, 0, p3.Discs)
	assert.True(t, p3.Pending)
	assert.True(t, p1.Pending)
	assert.False(t, row(t, rows, 2).Pending)
	assert.Equal(t, Points(1), p1.Score)
	assert.Equal(t, Points(40+6*1), p1.BP)
}

// docs/rules.md §2.1: "Some Japanese events count only the opponents the player beat".
func TestBrightwellPoints_BeatenOpponentsOnlyVariant(t *testing.T) {
	s := DefaultSettings()
	s.BrightwellBeatenOnly = true
	games := []BrightwellGame{
		{Discs: 40, OpponentScore: Points(3), Won: true},
		{Discs: 30, OpponentScore: Points(5)}, // lost: discs only
		{Discs: 32, OpponentScore: Points(4)}, // draw: discs only
		{AgainstSelf: true, Won: true},        // bye won: 32 + C × own
		{AgainstSelf: true},                   // missed round: 32
	}
	assert.Equal(t, Points((40+6*3)+30+32+(32+6*2)+32), s.BrightwellPoints(Points(2), games))
	s.BrightwellBeatenOnly = false
	assert.Equal(t, Points((40+6*3)+(30+6*5)+(32+6*4)+(32+6*2)+(32+6*2)), s.BrightwellPoints(Points(2), games))
}

// An odd C with a draw gives half Brightwell points, kept exact.
func TestBrightwellPoints_OddCStaysExactInHalves(t *testing.T) {
	s := DefaultSettings()
	s.BrightwellC = 5
	got := s.BrightwellPoints(Half(3), []BrightwellGame{{Discs: 32, OpponentScore: Half(1)}})
	assert.Equal(t, "34.5", got.String())
	assert.InDelta(t, 34.5, got.Float(), 0)
}
