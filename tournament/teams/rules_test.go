package teams_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// standings returns the team section's standings rows by team name:
// match points, board points, SOS, record.
func standings(t *testing.T, s *tournament.Service) map[string][]string {
	t.Helper()
	tab, err := s.Standings(0)
	require.NoError(t, err)
	names, _ := s.Names()
	out := map[string][]string{}
	for _, r := range tab.Rows {
		out[names[r.ID]] = r.Cells
	}
	return out
}

// twoTeams pairs round 1 of two teams of boards players and returns the
// match: its first-listed team (Black's) first.
func twoTeams(t *testing.T, boards int, points string) (*tournament.Service, tournament.Game, string, string) {
	t.Helper()
	return twoTeamsOf(t, "go", boards, points, map[string]string{"seed": "5"})
}

// twoTeamsOf is twoTeams in a section of game with settings.
func twoTeamsOf(t *testing.T, game string, boards int, points string, settings map[string]string) (*tournament.Service, tournament.Game, string, string) {
	t.Helper()
	_, s := teamSection(t, game, boards, points, settings)
	ranks := make([]string, boards)
	for i := range ranks {
		ranks[i] = "初段"
	}
	addTeam(t, s, "甲", ranks...)
	addTeam(t, s, "乙", ranks...)
	r, err := s.PairNextRound()
	require.NoError(t, err)
	require.Len(t, r.Games, 1)
	names, _ := s.Names()
	return s, r.Games[0], names[r.Games[0].Black], names[r.Games[0].White]
}

// Match points (2/1/0 by default, 3/1/0 when set) go to the match's winner
// by boards won; board points are each team's boards won, a drawn board
// half to each (Othello's 32-32); a match of even boards can be drawn.
func TestTeams_Issue26MatchPointsAndBoardPoints(t *testing.T) {
	s, m, first, second := twoTeams(t, 3, "")
	recordOK(t, s, 1, m.Table, "○×○")
	st := standings(t, s)
	assert.Equal(t, []string{"2", "2", "0", "1勝0敗0分"}, st[first])
	assert.Equal(t, []string{"0", "1", "2", "0勝1敗0分"}, st[second])

	s, m, first, second = twoTeamsOf(t, "othello", 4, "3/1/0", map[string]string{"seed": "5", "early_final": "false"})
	recordOK(t, s, 1, m.Table, "○×△△")
	st = standings(t, s)
	assert.Equal(t, "1", st[first][0], "a drawn match: the draw's point each")
	assert.Equal(t, "2", st[first][1], "one board won and two drawn")
	assert.Equal(t, "0勝0敗1分", st[second][3])
	recordOK(t, s, 1, m.Table, "○○△×")
	st = standings(t, s)
	assert.Equal(t, []string{"3", "2.5"}, st[first][:2], "3/1/0: the win's three")
	assert.Equal(t, []string{"0", "1.5"}, st[second][:2])
}

// A board won by default (不, or the game's forfeit in its words) counts
// as a board won; the stored result keeps each board's words.
func TestTeams_Issue26ForfeitedBoardCountsAsABoardWon(t *testing.T) {
	s, m, first, second := twoTeams(t, 3, "")
	v, err := s.RecordResult(1, m.Table, "不××")
	require.NoError(t, err)
	assert.Equal(t, "不××", v.Stored)
	assert.Equal(t, tournament.White, v.Winner, "two boards to one for the second team")
	st := standings(t, s)
	assert.Equal(t, []string{"0", "1"}, st[first][:2])
	assert.Equal(t, []string{"2", "2"}, st[second][:2])

	boards := teams.Boards(gameAt(t, s, 1, m.Table))
	require.Len(t, boards, 3)
	// Each board in Go's own words, a forfeit among them (白不戦敗: Black
	// wins board 1 by default); the first team has Black on boards 1 and 3
	// (no handicap: the pairing's colours).
	v, err = s.RecordResult(1, m.Table, "白不戦敗,W+R,B+3.5")
	require.NoError(t, err)
	assert.Equal(t, "forfeit-white,W+R,B+3.5", v.Stored, "each board's result as the game stores it")
	assert.Equal(t, tournament.Black, v.Winner)
	st = standings(t, s)
	assert.Equal(t, []string{"2", "3"}, st[first][:2], "board 1 by default, board 2 with White (the first team's on even boards), board 3")
	boards = teams.Boards(gameAt(t, s, 1, m.Table))
	assert.True(t, boards[0].BlackWon())
	assert.True(t, boards[1].WhiteWon())
}

// A board held pending a ruling (預, 勝敗預かり) holds the whole match: no
// match points for either until it is ruled, a note on both rows.
func TestTeams_Issue26PendingBoardHoldsTheMatch(t *testing.T) {
	s, m, first, second := twoTeams(t, 3, "")
	v, err := s.RecordResult(1, m.Table, "○預×")
	require.NoError(t, err)
	assert.Equal(t, tournament.NoColour, v.Winner)
	assert.Contains(t, v.Note.Ja, "2番盤は勝敗預かり")
	tab, err := s.Standings(1)
	require.NoError(t, err)
	for _, r := range tab.Rows {
		assert.Equal(t, "0", r.Cells[0], "no match points while a board is held")
		require.Len(t, r.Notes, 1)
		assert.Contains(t, r.Notes[0].Text.Ja, "1 回戦 1 番卓は裁定待ち")
	}
	recordOK(t, s, 1, m.Table, "○○×")
	st := standings(t, s)
	assert.Equal(t, "2", st[first][0])
	assert.Equal(t, "0", st[second][0])
}

// A match's text must give one result a board: too few or too many, an
// unknown mark, or a board's words the game refuses name the board.
func TestTeams_Issue26MatchResultRefusedWithTheReason(t *testing.T) {
	s, m, _, _ := twoTeams(t, 3, "")
	for _, c := range []struct{ text, want string }{
		{"○○", "gives 2 boards' results; the match has 3 boards"},
		{"○○○○", "gives 4 boards' results"},
		{"○?×", "is not a match's result"},
		{"B+R,W+R", "gives 2 boards' results"},
		{"B+R,W+R,B+Q", "board 3: "},
	} {
		_, err := s.RecordResult(1, m.Table, c.text)
		require.ErrorContains(t, err, c.want, c.text)
	}
	g := gameAt(t, s, 1, m.Table)
	assert.Nil(t, g.Result, "nothing half-applied")
}

// A reserve (補欠) plays one board of one round: the board is seated again
// with the reserve, logged; refused once the match has a result, for a
// player of another team, or one already on another board.
func TestTeams_Issue26ReservePlaysOneRound(t *testing.T) {
	_, s := teamSection(t, "go", 3, "", map[string]string{"seed": "5", "handicap": "true"})
	a, err := teams.Add(s, teams.Form{Name: "甲", Players: []tournament.ParticipantForm{
		{tournament.FieldName: "甲一", tournament.FieldRank: "3d"}, {tournament.FieldName: "甲二", tournament.FieldRank: "2d"}, {tournament.FieldName: "甲三", tournament.FieldRank: "1d"}},
		Reserves: []tournament.ParticipantForm{{tournament.FieldName: "甲補", tournament.FieldRank: "5k"}}})
	require.NoError(t, err)
	require.Len(t, a.Reserves, 1)
	addTeam(t, s, "乙", "3d", "2d", "1d")
	r, err := s.PairNextRound()
	require.NoError(t, err)
	m := r.Games[0]
	_, err = teams.Substitute(s, 1, "甲", 2, "乙1")
	require.ErrorContains(t, err, "乙1 is not a player or reserve of team 甲")
	_, err = teams.Substitute(s, 1, "甲", 2, "甲一")
	require.ErrorContains(t, err, "甲一 already plays board 1 of this match")
	g, err := teams.Substitute(s, 1, "甲", 2, "甲補")
	require.NoError(t, err)
	boards := teams.Boards(g)
	assert.True(t, boards[1].Game.Has(a.Reserves[0]), "the reserve plays board 2")
	assert.False(t, boards[1].Game.Has(a.Boards[1]), "甲二 sits out")
	require.NotNil(t, handicap(t, s, boards[1].Game))
	assert.Positive(t, handicap(t, s, boards[1].Game).Stones, "5k against 2d: seated again with stones")
	log, err := s.AuditLog()
	require.NoError(t, err)
	assert.Contains(t, log[len(log)-1].DetailJa, "2番盤：チーム 甲 は 甲二 に代えて 甲補 が出場")

	recordOK(t, s, 1, m.Table, "○○○")
	_, err = teams.Substitute(s, 1, "甲", 3, "甲補")
	require.ErrorContains(t, err, "already has a result: clear it before")
	ts := teams.Teams(mustParticipants(t, s))
	assert.Equal(t, a.Boards, ts[0].Boards, "the team's own order is unchanged: the reserve played one round")
}

// The board order is fixed once round 1 is paired unless the section lets
// it change; before, a reserve may take a board and the player left out
// becomes a reserve.
func TestTeams_Issue26BoardOrderFixedOnceRoundOneIsPaired(t *testing.T) {
	_, s := teamSection(t, "go", 2, "", nil)
	_, err := teams.Add(s, teams.Form{Name: "甲", Players: []tournament.ParticipantForm{{tournament.FieldName: "甲一"}, {tournament.FieldName: "甲二"}},
		Reserves: []tournament.ParticipantForm{{tournament.FieldName: "甲補"}}})
	require.NoError(t, err)
	addTeam(t, s, "乙", "1d", "1d")
	team, err := teams.SetOrder(s, "甲", []string{"甲補", "甲一"})
	require.NoError(t, err)
	names, _ := s.Names()
	assert.Equal(t, []string{"甲補", "甲一"}, []string{names[team.Boards[0]], names[team.Boards[1]]})
	assert.Equal(t, "甲二", names[team.Reserves[0]])
	_, err = s.PairNextRound()
	require.NoError(t, err)
	_, err = teams.SetOrder(s, "甲", []string{"甲一", "甲補"})
	require.ErrorContains(t, err, "the board order is fixed once round 1 is paired")
}

func gameAt(t *testing.T, s *tournament.Service, n, table int) tournament.Game {
	t.Helper()
	r, err := s.Round(n)
	require.NoError(t, err)
	g, _, ok := r.GameAt(table)
	require.True(t, ok)
	return g
}

func mustParticipants(t *testing.T, s *tournament.Service) []tournament.Participant {
	t.Helper()
	ps, err := s.Participants()
	require.NoError(t, err)
	return ps
}

// With match points other than 2/1/0 (3/1/0) the later rounds pair too:
// the pairing score is the matches won (a drawn match half), within the
// pairing's bounds of a point a round, while the standings count the
// match points.
func TestTeams_Issue26ThreeOneZeroMatchPointsPairTheNextRounds(t *testing.T) {
	_, s := teamSection(t, "othello", 2, "3/1/0", map[string]string{"seed": "7", "early_final": "false"})
	for _, n := range []string{"甲", "乙", "丙", "丁"} {
		addTeam(t, s, n, "初段", "1級")
	}
	for n := 1; n <= 3; n++ {
		r, err := s.PairNextRound()
		require.NoError(t, err, "round %d", n)
		for _, m := range r.Games {
			recordOK(t, s, n, m.Table, "○△")
		}
	}
	scores, err := s.ScoresBefore()
	require.NoError(t, err)
	sum := tournament.Points(0)
	for _, p := range scores[3] {
		sum += p
	}
	assert.Equal(t, "4", sum.String(), "before round 3: four matches won, each a point of the pairing score")
	tab, err := s.Standings(0)
	require.NoError(t, err)
	total := 0
	for _, row := range tab.Rows {
		var mp int
		fmt.Sscan(row.Cells[0], &mp)
		total += mp
	}
	assert.Equal(t, 6*3, total, "six matches, each won: 3 match points each")
}
