package teams_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// The screens find a player's board in a round, and read each board's
// result from either team's side (○ for one is × for the other, 不 for one
// 欠 for the other).
func TestTeams_Issue26PlayerFindsTheirBoardAndItsResultFromTheirSide(t *testing.T) {
	_, s := teamSection(t, "othello", 3, "", othelloPlain)
	a := addTeam(t, s, "甲", "3段", "2段", "初段")
	b := addTeam(t, s, "乙", "3段", "2段", "初段")
	r, err := s.PairNextRound()
	require.NoError(t, err)
	m := r.Games[0]
	recordOK(t, s, 1, m.Table, "○不△")
	r, err = s.Round(1)
	require.NoError(t, err)
	first, second := a, b
	if m.Black != a.ID {
		first, second = b, a
	}
	for k, want := range [][2]string{{"○", "×"}, {"不", "欠"}, {"△", "△"}} {
		got, i, bd, ok := teams.BoardOfPlayer(r, second.Boards[k])
		require.True(t, ok)
		assert.Equal(t, m.Table, got.Table)
		assert.Equal(t, k, i)
		assert.Equal(t, want[0], bd.Mark(first.ID), "board %d", k+1)
		assert.Equal(t, want[1], bd.Mark(second.ID), "board %d", k+1)
		p, c := bd.Side(second.ID)
		assert.Equal(t, second.Boards[k], p)
		assert.Equal(t, p == bd.Game.Black, c == tournament.Black)
	}
	_, _, _, ok := teams.BoardOfPlayer(r, 9999)
	assert.False(t, ok)
}

// A match's score from either side, as the standings count it: ○不△ is
// 2.5–0.5 for the first team; a held board leaves it undecided.
func TestTeams_Issue26MatchScoreFromEitherSide(t *testing.T) {
	s, r := twoTeamsPaired(t, "othello", othelloPlain, "3段", "2段", "初段")
	m := r.Games[0]
	_, _, decided, _ := teams.Score(m, m.Black)
	assert.False(t, decided, "no result yet")
	recordOK(t, s, 1, m.Table, "○不△")
	m = gameAt(t, s, 1, m.Table)
	own, other, decided, waits := teams.Score(m, m.Black)
	assert.Equal(t, "2.5–0.5", own.String()+"–"+other.String())
	assert.True(t, decided)
	assert.False(t, waits)
	own, other, _, _ = teams.Score(m, m.White)
	assert.Equal(t, "0.5–2.5", own.String()+"–"+other.String())
	recordOK(t, s, 1, m.Table, "○預×")
	_, _, decided, waits = teams.Score(gameAt(t, s, 1, m.Table), m.Black)
	assert.False(t, decided)
	assert.True(t, waits)
}

// twoTeamsPaired is a team section of game, three boards, with settings,
// and teams 甲 and 乙 whose players have ranks (board order), round 1
// paired.
func twoTeamsPaired(t *testing.T, game string, settings map[string]string, ranks ...string) (*tournament.Service, tournament.Round) {
	t.Helper()
	_, s := teamSection(t, game, 3, "", settings)
	addTeam(t, s, "甲", ranks...)
	addTeam(t, s, "乙", ranks...)
	r, err := s.PairNextRound()
	require.NoError(t, err)
	return s, r
}

// othelloPlain is an Othello section's settings without the early final
// (a team section's rounds are all played).
var othelloPlain = map[string]string{"early_final": "false"}

// △ is a drawn board only where the board's game can be drawn on its own
// terms: 32-32 in Othello; never in Go under a half-point komi (6.5), the
// board named in the refusal, nothing stored.
func TestTeams_Issue26DrawMarkOnlyWhereTheBoardsGameHasADraw(t *testing.T) {
	s, r := twoTeamsPaired(t, "go", nil, "3d", "2d", "1d")
	_, err := s.RecordResult(1, r.Games[0].Table, "○×△")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "board 3: jigo cannot be: with komi 6.5")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "3番盤：")
	assert.Nil(t, gameAt(t, s, 1, r.Games[0].Table).Result, "nothing stored")

	s, r = twoTeamsPaired(t, "othello", othelloPlain, "3段", "2段", "初段")
	recordOK(t, s, 1, r.Games[0].Table, "○×△")
	bds := teams.Boards(gameAt(t, s, 1, r.Games[0].Table))
	assert.Equal(t, "△", bds[2].Mark(r.Games[0].Black))
}
