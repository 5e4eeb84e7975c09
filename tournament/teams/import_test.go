package teams_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// A team file: one line a player with its team and board (a number, 主将 …
// or 補欠), in any order; the teams come in the order they first appear,
// each with its boards in order and its reserves; a shared club is the
// team's.
func TestTeams_Issue26ImportedFromACSVWithBoardsAndReserves(t *testing.T) {
	_, s := teamSection(t, "go", 3, "", nil)
	csv := "チーム,盤,氏名,段級位,所属\n" +
		"東京銀行,三将,佐藤三郎,1k,東京銀行\n" +
		"東京銀行,主将,佐藤一郎,3d,東京銀行\n" +
		"東京銀行,2,佐藤二郎,1d,東京銀行\n" +
		"大阪商事,1,鈴木一,2d,大阪\n" +
		"大阪商事,2,鈴木二,1d,大阪\n" +
		"東京銀行,補欠,佐藤四郎,5k,東京銀行\n" +
		"大阪商事,3,鈴木三,3k,堺\n"
	rep, err := teams.Import(s, []byte(csv))
	require.NoError(t, err)
	require.Len(t, rep.Teams, 2)
	names, _ := s.Names()
	tokyo := rep.Teams[0]
	assert.Equal(t, "東京銀行", tokyo.Name)
	assert.Equal(t, "東京銀行", tokyo.Club)
	assert.Equal(t, []string{"佐藤一郎", "佐藤二郎", "佐藤三郎"}, []string{names[tokyo.Boards[0]], names[tokyo.Boards[1]], names[tokyo.Boards[2]]})
	require.Len(t, tokyo.Reserves, 1)
	assert.Equal(t, "佐藤四郎", names[tokyo.Reserves[0]])
	assert.Empty(t, rep.Teams[1].Club, "players of two clubs: none for the team")
}

// Every bad line is listed and nothing is imported: a board twice, a board
// missing, an unreadable board, a team of the wrong size.
func TestTeams_Issue26ImportRefusedWithEveryBadLine(t *testing.T) {
	_, s := teamSection(t, "go", 3, "", nil)
	csv := "team,board,name\n" +
		"A,1,a1\nA,1,a2\nA,3,a3\n" +
		"B,1,b1\nB,x,b2\n"
	_, err := teams.Import(s, []byte(csv))
	require.Error(t, err)
	msg := tournament.Localize(err, tournament.Japanese)
	assert.Contains(t, msg, "チーム A の 1 番盤が2人います（2 行目にも）")
	assert.Contains(t, msg, "「x」は盤として読めません")
	ps, _ := s.Participants()
	assert.Empty(t, ps, "nothing imported")

	// 2 of 3 play short (欠員, issue 38); 1 is too few.
	_, err = teams.Import(s, []byte("team,board,name\nA,1,a1\n"))
	require.ErrorContains(t, err, "team A has 1 players in board order; the section's teams have 3 boards and play with 2 at least")
	_, err = teams.Import(s, []byte("name,rank\nx,1d\n"))
	require.ErrorContains(t, err, "a team file needs the columns team")
}
