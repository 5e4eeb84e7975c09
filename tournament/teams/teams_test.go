package teams_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/gametest"
	"taikai/tournament/teams"
)

var day = time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)

// teamSection is an event with one team section T of game with the team
// rules (boards, match points) and settings, at tables 1–20.
func teamSection(t *testing.T, game string, boards int, points string, settings map[string]string) (*tournament.Venue, *tournament.Service) {
	t.Helper()
	return teamEvent(t, tournament.SectionForm{Key: "T", Name: "団体戦", Game: game, Tables: "1-20", Settings: settings,
		TeamBoards: boards, MatchPoints: points})
}

// teamEvent is an event 団体戦 with the one section form (key T); it
// returns the venue and T's service.
func teamEvent(t *testing.T, form tournament.SectionForm) (*tournament.Venue, *tournament.Service) {
	t.Helper()
	v := gametest.EmptyVenue(t, "団体戦", day)
	_, err := v.AddSection(form)
	require.NoError(t, err)
	_, s, err := v.Section("T")
	require.NoError(t, err)
	return v, s
}

// playOut pairs round after round until no more can be paired, each
// match (byes aside) recorded with the result play gives it.
func playOut(t *testing.T, s *tournament.Service, play func(m tournament.Game) string) {
	t.Helper()
	for {
		r, err := s.PairNextRound()
		if err != nil {
			break
		}
		for _, m := range r.Games {
			if m.IsBye() {
				continue
			}
			recordOK(t, s, r.Number, m.Table, play(m))
		}
	}
}

// addTeam registers team name with players of ranks (board order).
func addTeam(t *testing.T, s *tournament.Service, name string, ranks ...string) teams.Team {
	t.Helper()
	f := teams.Form{Name: name, Club: name + "社"}
	for k, r := range ranks {
		f.Players = append(f.Players, tournament.ParticipantForm{tournament.FieldName: fmt.Sprintf("%s%d", name, k+1), tournament.FieldRank: r})
	}
	team, err := teams.Add(s, f)
	require.NoError(t, err)
	return team
}

// onlyMatch pairs the next round of s, one match of the given number of
// boards, and returns the match and its boards.
func onlyMatch(t *testing.T, s *tournament.Service, boards int) (tournament.Game, []teams.Board) {
	t.Helper()
	r, err := s.PairNextRound()
	require.NoError(t, err)
	require.Len(t, r.Games, 1)
	bds := teams.Boards(r.Games[0])
	require.Len(t, bds, boards)
	return r.Games[0], bds
}

// eightGoTeams is the 実業団 shape: 8 teams of 3 boards, Go with handicaps
// by rank capped by the section's setting.
func eightGoTeams(t *testing.T) (*tournament.Venue, *tournament.Service, []teams.Team) {
	t.Helper()
	v, s := teamSection(t, "go", 3, "", map[string]string{"handicap": "true", "seed": "11"})
	ranks := [][]string{{"5d", "3d", "1d"}, {"4d", "2d", "1k"}, {"3d", "2d", "2k"}, {"3d", "1d", "3k"}, {"2d", "1k", "3k"}, {"1d", "2k", "4k"}, {"1k", "3k", "5k"}, {"2k", "4k", "6k"}}
	var out []teams.Team
	for i, r := range ranks {
		out = append(out, addTeam(t, s, fmt.Sprintf("チーム%c", 'A'+i), r...))
	}
	return v, s, out
}

// A team has the section's number of players in board order, with its
// club given to them; a team of the wrong size, a second team of one name
// and a section of individuals are refused.
func TestTeams_Issue26TeamRegisteredWithItsBoardsInOrder(t *testing.T) {
	_, s := teamSection(t, "go", 3, "", nil)
	team := addTeam(t, s, "東京銀行", "3d", "1d", "2k")
	require.Len(t, team.Boards, 3)
	ps, err := s.Participants()
	require.NoError(t, err)
	require.Len(t, ps, 4, "three players and the team")
	for k, id := range team.Boards {
		for _, p := range ps {
			if p.ID == id {
				assert.Equal(t, fmt.Sprintf("東京銀行%d", k+1), p.Name)
				assert.Equal(t, "東京銀行社", p.Club, "the team's club")
				assert.Equal(t, team.ID, teams.TeamOfPlayer(p))
			}
		}
	}
	_, err = teams.Add(s, teams.Form{Name: "東京銀行", Players: make([]tournament.ParticipantForm, 3)})
	require.ErrorContains(t, err, "already has a team 東京銀行")
	_, err = teams.Add(s, teams.Form{Name: "大阪", Players: []tournament.ParticipantForm{{tournament.FieldName: "一人"}}})
	require.ErrorContains(t, err, "team 大阪 has 1 players in board order; the section's teams have 3 boards")

	_, ind := teamSection(t, "go", 0, "", nil)
	_, err = teams.Add(ind, teams.Form{Name: "x", Players: make([]tournament.ParticipantForm, 3)})
	require.ErrorContains(t, err, "is not a team event")
}

// Team rules: 2–7 boards, match points WIN/DRAW/LOSS with a win above a
// draw; a game not played by single players (Pair Go) has no teams.
func TestTeams_Issue26RulesRefusedWithTheReason(t *testing.T) {
	for _, c := range []struct {
		boards int
		points string
		want   string
	}{
		{1, "", "a team has 2 to 7 boards, not 1"},
		{8, "", "a team has 2 to 7 boards, not 8"},
		{3, "1/1/0", "the match points \"1/1/0\" are not WIN/DRAW/LOSS"},
		{3, "2-1", "the match points \"2-1\" are not"},
	} {
		_, err := tournament.NewTeamRules(c.boards, c.points, false)
		require.ErrorContains(t, err, c.want, "%+v", c)
	}
	r, err := tournament.NewTeamRules(5, "３／１／０", false)
	require.NoError(t, err)
	assert.Equal(t, [3]int{3, 1, 0}, r.MatchPoints)

	_, err = gametest.EmptyVenue(t, "x", day).AddSection(tournament.SectionForm{Key: "P", Game: "pairgo", TeamBoards: 3})
	require.ErrorContains(t, err, "is not played by single players: it has no team events")
}

// The 実業団 shape: 8 Go teams of 3 boards, 3 rounds of team Swiss. Each
// match's boards are board k against board k, seated by Go (the weaker
// player Black, stones by the rank difference); marks from the first
// team's side decide the boards, the match by boards won; match points
// 2/1/0 then board points order the teams; no two teams meet twice.
func TestTeams_Issue26EightGoTeamsOfThreeBoardsThreeRoundSwiss(t *testing.T) {
	_, s, ts := eightGoTeams(t)
	met := map[[2]int]bool{}
	results := []string{"○○×", "×○○", "○××", "○○○"}
	for n := 1; n <= 3; n++ {
		r, err := s.PairNextRound()
		require.NoError(t, err)
		require.Len(t, r.Games, 4, "8 teams: 4 matches, no bye")
		for i, m := range r.Games {
			key := [2]int{min(m.Black, m.White), max(m.Black, m.White)}
			assert.False(t, met[key], "round %d: teams %d and %d met before", n, m.Black, m.White)
			met[key] = true
			recordOK(t, s, n, m.Table, results[(i+n)%len(results)])
		}
	}
	ev, err := s.Event()
	require.NoError(t, err)
	sw, err := ev.Swiss()
	require.NoError(t, err)
	ps, _ := s.Participants()
	rs, _ := s.Rounds()
	tab, err := sw.Standings(ev, ps, rs, 0)
	require.NoError(t, err)
	require.Len(t, tab.Rows, 8, "the teams only")
	total := 0
	for i, row := range tab.Rows {
		var mp int
		fmt.Sscan(row.Cells[0], &mp)
		total += mp
		if i > 0 {
			var prev int
			fmt.Sscan(tab.Rows[i-1].Cells[0], &prev)
			assert.GreaterOrEqual(t, prev, mp, "by match points")
		}
	}
	assert.Equal(t, 3*4*2, total, "12 matches, each 2 match points (no drawn match of 3 boards)")
	_ = ts
}

// Go handicaps board by board: each board's two players' ranks give its
// stones and komi (Go's 手合割), the weaker player taking Black; a capped
// section gives no more stones than its cap.
func TestTeams_Issue26GoHandicapPerBoardFromThePlayersRanks(t *testing.T) {
	_, s := teamSection(t, "go", 3, "", map[string]string{"handicap": "true", "seed": "3"})
	a := addTeam(t, s, "強", "6d", "5d", "1d")
	b := addTeam(t, s, "弱", "1k", "5d", "4k")
	_, boards := onlyMatch(t, s, 3)
	rank := gametest.Ranks(t, s)
	// Board 1: 6d v 1k — stones; board 2: 5d v 5d — even (nigiri-free:
	// the pairing's colours); board 3: 1d v 4k — stones.
	assert.Equal(t, "1k", rank[boards[0].Game.Black].String(), "the weaker player takes Black")
	require.NotNil(t, handicap(t, s, boards[0].Game))
	assert.Positive(t, handicap(t, s, boards[0].Game).Stones)
	require.NotNil(t, handicap(t, s, boards[1].Game))
	assert.Zero(t, handicap(t, s, boards[1].Game).Stones, "equal ranks: even")
	assert.Equal(t, "4k", rank[boards[2].Game.Black].String())
	assert.Positive(t, handicap(t, s, boards[2].Game).Stones)
	_, _ = a, b
}

// 実業団: one stone per grade on each board, capped by the section's
// handicap_max (5): 6d against 5k (10 grades apart) gets the cap's
// stones; the default cap of 9 gives more.
func TestTeams_Issue26HandicapCappedByTheSectionsSetting(t *testing.T) {
	stones := func(max string) int {
		settings := map[string]string{"handicap": "true", "seed": "3"}
		if max != "" {
			settings["handicap_max"] = max
		}
		_, s := teamSection(t, "go", 2, "", settings)
		addTeam(t, s, "強", "6d", "1d")
		addTeam(t, s, "弱", "5k", "1d")
		r, err := s.PairNextRound()
		require.NoError(t, err)
		b := teams.Boards(r.Games[0])
		require.Len(t, b, 2)
		require.NotNil(t, handicap(t, s, b[0].Game))
		return handicap(t, s, b[0].Game).Stones
	}
	assert.Equal(t, 5, stones("5"), "the 実業団 cap")
	assert.Greater(t, stones(""), 5, "the default cap")
	_, err := tournament.ValidateSettings("go", nil, map[string]string{"handicap_max": "1"})
	require.ErrorContains(t, err, "a handicap game has 2 stones or more")
}

// handicap is Go's 手合割 of board game g of the team section of s.
func handicap(t *testing.T, s *tournament.Service, g tournament.Game) *tournament.Handicap {
	t.Helper()
	ev, err := s.Event()
	require.NoError(t, err)
	return tournament.GameHandicap(ev, g)
}

// Issue 38: a team's players named like registered participants of the
// section are those participants (their ranks kept, no duplicates); a
// number names one; an ambiguous name is refused with the candidates.
func TestTeams_Issue38RegisteredPlayersByNameOrNumber(t *testing.T) {
	_, s := teamSection(t, "go", 3, "", nil)
	var ids []int
	for _, f := range []tournament.ParticipantForm{
		{tournament.FieldName: "山田 太郎", tournament.FieldRank: "3d", tournament.FieldClub: "東京"},
		{tournament.FieldName: "佐藤 花子", tournament.FieldRank: "1d"},
		{tournament.FieldName: "鈴木 一郎", tournament.FieldRank: "2k"},
		{tournament.FieldName: "鈴木 一郎", tournament.FieldRank: "5k", tournament.FieldClub: "大阪"},
	} {
		p, err := s.AddParticipant(f)
		require.NoError(t, err)
		ids = append(ids, p.ID)
	}
	before := len(mustParticipants(t, s))
	team, err := teams.Add(s, teams.Form{Name: "東京", Players: []tournament.ParticipantForm{
		{tournament.FieldName: "山田 太郎"}, {tournament.FieldName: "佐藤　花子"}, {tournament.FieldName: fmt.Sprintf("#%d", ids[3])}}})
	require.NoError(t, err)
	assert.Equal(t, []int{ids[0], ids[1], ids[3]}, team.Boards, "the registered players, by name and by number")
	assert.Equal(t, before+1, len(mustParticipants(t, s)), "only the team is new: no duplicate players")

	_, err = teams.Add(s, teams.Form{Name: "大阪", Players: []tournament.ParticipantForm{
		{tournament.FieldName: "鈴木 一郎"}, {tournament.FieldName: "新人 A", tournament.FieldRank: "1k"}, {tournament.FieldName: "新人 B", tournament.FieldRank: "1k"}}})
	require.Error(t, err, "two players are called 鈴木 一郎: refused, whoever is free")

	_, s2 := teamSection(t, "go", 3, "", nil)
	for _, c := range []string{"京都", "神戸"} {
		_, err := s2.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "鈴木 一郎", tournament.FieldRank: "1k", tournament.FieldClub: c})
		require.NoError(t, err)
	}
	_, err = teams.Add(s2, teams.Form{Name: "大阪", Players: []tournament.ParticipantForm{
		{tournament.FieldName: "鈴木 一郎"}, {tournament.FieldName: "新人 A", tournament.FieldRank: "1k"}, {tournament.FieldName: "新人 B", tournament.FieldRank: "1k"}}})
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "鈴木 一郎 という選手は 2 人います")
	assert.Contains(t, tournament.Localize(err, tournament.English), "write the number")
}

// recordOK records result text at table of round n, required to succeed.
func recordOK(t *testing.T, s *tournament.Service, n, table int, text string) {
	t.Helper()
	_, err := s.RecordResult(n, table, text)
	require.NoError(t, err)
}
