package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	yoningame "taikai/tournament/yonin"
)

// Issue 38, 賞状 for every game: a 四人将棋 event's awards are the places
// of its last stage's table (決勝), as its standings rank them; refused
// before a stage is seated and while the final table still plays.
func TestAwards_Issue38YoninFromTheFinalTable(t *testing.T) {
	s := yoninEvent(t, 12)
	_, err := s.Awards(3)
	require.ErrorIs(t, err, tournament.ErrInvalidInput, "no stage yet")
	require.NoError(t, tournament.PlayDemo(s, 2))
	_, err = yoningame.Of(s).SeatTable("決勝", "A", [4]string{"1", "2", "3", "4"})
	require.NoError(t, err)
	_, err = s.Awards(3)
	require.ErrorIs(t, err, tournament.ErrInvalidInput, "the final table has not played")
	for range 10 {
		if _, err := yoningame.Of(s).RecordYoninGame("決勝", "A", "4<1,3<2,2<1", "", false); err != nil {
			break
		}
	}
	rows, _, err := yoningame.Of(s).YoninStandings("決勝")
	require.NoError(t, err)
	aw, err := s.Awards(3)
	require.NoError(t, err)
	require.Len(t, aw, 3)
	for i, a := range aw {
		assert.Equal(t, rows[i].ID, a.ID)
		assert.Equal(t, rows[i].Rank, a.Place)
		assert.Empty(t, a.Table, "one final table: no table named")
	}
	assert.Equal(t, "優勝", aw[0].Title().Ja)
}

// A CPU substitute (CPU代指し) is never awarded and takes no place from a
// person; a last stage of several tables awards each table's places,
// named by the table (A卓 優勝).
func TestAwards_Issue38YoninCPUNeverAwardedAndTablesNamed(t *testing.T) {
	s := yoninEvent(t, 6)
	ps, _ := s.Participants()
	y := yoningame.Of(s)
	_, err := y.SeatTable("決勝", "A", [4]string{"CPU", ps[0].Name, ps[1].Name, ps[2].Name})
	require.NoError(t, err)
	_, err = y.SeatTable("決勝", "B", [4]string{ps[3].Name, ps[4].Name, ps[5].Name, "CPU"})
	require.NoError(t, err)
	for _, table := range []string{"A", "B"} {
		for range 10 {
			if _, err := y.RecordYoninGame("決勝", table, "4<1,3<1,2<1", "", false); err != nil {
				break
			}
		}
	}
	aw, err := s.Awards(3)
	require.NoError(t, err)
	byTable := map[string][]tournament.Award{}
	for _, a := range aw {
		assert.NotZero(t, a.ID, "a CPU is never awarded")
		byTable[a.Table] = append(byTable[a.Table], a)
	}
	require.Len(t, byTable["A"], 3, "table A: the CPU first, its three people 1st to 3rd")
	assert.Equal(t, 1, byTable["A"][0].Place)
	assert.Equal(t, "A卓 優勝", byTable["A"][0].Title().Ja)
	require.Len(t, byTable["B"], 3)
	assert.Equal(t, ps[3].ID, byTable["B"][0].ID, "seat 1 mated everyone")
}
