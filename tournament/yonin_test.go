package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	yoningame "taikai/tournament/yonin"
)

func yoninEvent(t *testing.T, n int) *tournament.Service {
	t.Helper()
	s := atToday()
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: "yonin", Name: "国士戦"}, map[string]string{"seed": "5"}, today)
	require.NoError(t, err)
	require.NoError(t, s.Create(ev))
	_, err = s.ImportParticipants(tournament.ParticipantsCSV(tournament.DemoParticipants(n, 9)))
	require.NoError(t, err)
	return s
}

// seatPrelims seats the first stage, 予選, of four-player shogi event s
// with every player, and returns it.
func seatPrelims(t *testing.T, s *tournament.Service) yoningame.Stage {
	t.Helper()
	st, err := yoningame.Of(s).SeatStage("予選", nil)
	require.NoError(t, err)
	return st
}

func TestYonin_Section5ExamplePointsFromWhoMatedWhom(t *testing.T) {
	s := yoninEvent(t, 4)
	ps, _ := s.Participants()
	P, A, B, C := ps[0].Name, ps[1].Name, ps[2].Name, ps[3].Name
	_, err := yoningame.Of(s).SeatTable("予選", "a", [4]string{P, A, B, C})
	require.NoError(t, err)
	played, err := yoningame.Of(s).RecordYoninGame("予選", "A", P+"<"+C+","+C+"<"+A+","+B+"<"+A, "", false)
	require.NoError(t, err)
	assert.Equal(t, [4]int{11 - 4, 11 + 4, 11 - 1, 11 + 1}, played.Points, "P −4, A +4, B −1, C +1")
	assert.Equal(t, "四1局", played.Slot.Label())
	rows, st, err := yoningame.Of(s).YoninStandings("予選")
	require.NoError(t, err)
	require.Len(t, st.Tables, 1)
	assert.Equal(t, ps[1].ID, rows[0].ID, "A first with 15")
	assert.Equal(t, 15, rows[0].Points)
	assert.Equal(t, 2, rows[0].Mates)

	// A 千日手 voids the game; seat numbers and CPU names also work.
	played, err = yoningame.Of(s).RecordYoninGame("予選", "A", "", "", true)
	require.NoError(t, err)
	assert.Equal(t, [4]int{7, 15, 10, 12}, played.Points)
	_, err = yoningame.Of(s).RecordYoninGame("予選", "A", "1<9", "", false)
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	log, _ := s.AuditLog()
	assert.Contains(t, log[len(log)-1].Detail, "千日手")
}

func TestYonin_Section5SeatingWithCPUsAndNoRepeatsNextStage(t *testing.T) {
	s := yoninEvent(t, 14)
	st := seatPrelims(t, s)
	require.Len(t, st.Tables, 4)
	cpus := 0
	for _, tb := range st.Tables {
		for _, id := range tb.Seats {
			if id == 0 {
				cpus++
			}
		}
	}
	assert.Equal(t, 2, cpus, "14 people in 4 tables: 2 CPU substitutes")
	st2, err := yoningame.Of(s).SeatStage("本戦", nil)
	require.NoError(t, err)
	met := map[[2]int]bool{}
	for _, tb := range st.Tables {
		for _, a := range tb.Seats {
			for _, b := range tb.Seats {
				if a != 0 && b != 0 && a < b {
					met[[2]int{a, b}] = true
				}
			}
		}
	}
	for _, tb := range st2.Tables {
		for _, a := range tb.Seats {
			for _, b := range tb.Seats {
				if a != 0 && b != 0 && a < b {
					assert.False(t, met[[2]int{a, b}], "#%d and #%d met in the preliminaries", a, b)
				}
			}
		}
	}
	_, err = yoningame.Of(s).SeatTable("予選", "A", [4]string{"CPU", "CPU", "CPU", "1"})
	require.ErrorContains(t, err, "at least 2 people")
}

func TestYonin_Section5AdvancementTopTwoPerTable(t *testing.T) {
	s := yoninEvent(t, 8)
	ps, _ := s.Participants()
	n := func(i int) string { return ps[i].Name }
	_, err := yoningame.Of(s).SeatTable("予選", "A", [4]string{n(0), n(1), n(2), n(3)})
	require.NoError(t, err)
	_, err = yoningame.Of(s).SeatTable("予選", "B", [4]string{n(4), n(5), n(6), n(7)})
	require.NoError(t, err)
	// Table A: seat 1 mates everybody; table B: 持将棋 after one mate.
	_, err = yoningame.Of(s).RecordYoninGame("予選", "A", n(0)+"<"+n(1)+","+n(2)+"<"+n(1)+","+n(3)+"<"+n(1), "", false)
	require.NoError(t, err)
	_, err = yoningame.Of(s).RecordYoninJishogi("予選", "B", n(7)+"<"+n(6), []string{n(6), n(5), n(4)})
	require.NoError(t, err)
	a, err := yoningame.Of(s).YoninAdvancement("予選")
	require.NoError(t, err)
	assert.Len(t, a.Qualified, 4)
	assert.Contains(t, a.Qualified, ps[1].ID)
	assert.Empty(t, a.Ties)
	st, err := yoningame.Of(s).SeatNextStage("予選", "決勝")
	require.NoError(t, err)
	require.Len(t, st.Tables, 1)
	assert.ElementsMatch(t, a.Qualified, st.Tables[0].Seats[:])
}

// Issue 38: a player marked absent is seated at no table of four.
func TestYonin_Issue38AbsentPlayerSeatedAtNoTable(t *testing.T) {
	s := yoninEvent(t, 9)
	ps, _ := s.Participants()
	absent := ps[8].ID
	require.NoError(t, s.SetAbsent(absent, 1, true))
	st := seatPrelims(t, s)
	seated := 0
	for _, tb := range st.Tables {
		for _, id := range tb.Seats {
			assert.NotEqual(t, absent, id, "table %s", tb.Name)
			if id != 0 {
				seated++
			}
		}
	}
	assert.Equal(t, 8, seated, "the eight present players, two full tables")
}
