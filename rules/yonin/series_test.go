package yonin

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// winBy returns a game of parent p won by seat w: the others are mated by w
// in clockwise order from w.
func winBy(p, w int) Game {
	g := Game{Parent: p}
	for i := 1; i < Seats; i++ {
		g.Eliminations = append(g.Eliminations, Elimination{Victim: (w + i) % Seats, Mater: w})
	}
	return g
}

func TestParentRotation_ParentWinTriggersIpponba(t *testing.T) {
	tests := []struct {
		name   string
		games  []Game
		labels []string // label of each game played, then of the next one
		parent int      // parent of the next game
	}{
		{
			name:   "parent wins 四1局: 四1局 一本場 with the same parent",
			games:  []Game{winBy(0, 0)},
			labels: []string{"四1局", "四1局 一本場"},
			parent: 0,
		},
		{
			name:   "parent wins twice: 二本場",
			games:  []Game{winBy(0, 0), winBy(0, 0)},
			labels: []string{"四1局", "四1局 一本場", "四1局 二本場"},
			parent: 0,
		},
		{
			name:   "parent loses the 一本場: 四2局 with the next seat clockwise",
			games:  []Game{winBy(0, 0), winBy(0, 2)},
			labels: []string{"四1局", "四1局 一本場", "四2局"},
			parent: 1,
		},
		{
			name:   "non-parent wins: no 連荘",
			games:  []Game{winBy(0, 3), winBy(1, 0), winBy(2, 0)},
			labels: []string{"四1局", "四2局", "四3局", "オーラス"},
			parent: 3,
		},
		{
			name:   "parent wins オーラス: オーラス 一本場",
			games:  []Game{winBy(0, 1), winBy(1, 2), winBy(2, 3), winBy(3, 3)},
			labels: []string{"四1局", "四2局", "四3局", "オーラス", "オーラス 一本場"},
			parent: 3,
		},
		{
			// Seed ■2 (7): a 千日手 is replayed; it neither moves the parent
			// nor counts as a 本場.
			name:   "千日手 replays the same game",
			games:  []Game{winBy(0, 0), {Parent: 0, Void: true}},
			labels: []string{"四1局", "四1局 一本場", "四1局 一本場 指し直し"},
			parent: 0,
		},
		{
			name:   "--parent override: the rotation goes on from the parent who played",
			games:  []Game{winBy(2, 0)},
			labels: []string{"四1局", "四2局"},
			parent: 3,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := DefaultSettings()
			st.StartPoints = 30 // long enough that nobody stops the table
			s, err := PlaySeries(st, tt.games)
			require.NoError(t, err)
			var labels []string
			for _, p := range s.Played() {
				labels = append(labels, p.Slot.Label())
			}
			next, err := s.Next()
			require.NoError(t, err)
			assert.Equal(t, tt.labels, append(labels, next.Label()))
			assert.Equal(t, tt.parent, next.Parent)
		})
	}
}

func TestParentRotation_RenchanOff(t *testing.T) {
	st := DefaultSettings()
	st.Renchan = false
	s, err := PlaySeries(st, []Game{winBy(0, 0)})
	require.NoError(t, err)
	next, err := s.Next()
	require.NoError(t, err)
	assert.Equal(t, "四2局", next.Label())
	assert.Equal(t, 1, next.Parent)
}

func TestTableSeries_StopsAtZeroOrLess(t *testing.T) {
	// Each game: parent 0 mates 3 (3 pts), 1 mates 2, 0 mates 1 (3 pts),
	// 4th→2nd: seat 0 +6, seat 1 0, seat 2 −2, seat 3 −4; the parent wins,
	// so the same parent keeps playing 本場 after 本場.
	game := Game{Parent: 0, Eliminations: []Elimination{{3, 0, false}, {2, 1, false}, {1, 0, false}}}
	tests := []struct {
		name   string
		start  int
		played int
		points [Seats]int
	}{
		{"start 11: seat 3 falls to -1 in the 二本場", 11, 3, [Seats]int{29, 11, 5, -1}},
		{"start 8: seat 3 reaches exactly 0 in the 一本場", 8, 2, [Seats]int{20, 8, 4, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := DefaultSettings()
			st.StartPoints = tt.start
			s, err := NewSeries(st)
			require.NoError(t, err)
			for i := 0; i < tt.played; i++ {
				require.NoError(t, s.Over(), "table stopped before game %d", i+1)
				s, err = s.Apply(game)
				require.NoError(t, err)
			}
			assert.Equal(t, tt.points, s.Points())
			require.ErrorIs(t, s.Over(), ErrTableStopped)
			_, err = s.Next()
			require.ErrorIs(t, err, ErrTableStopped)
			_, err = s.Apply(game)
			require.ErrorIs(t, err, ErrTableStopped)
			assert.Contains(t, err.Error(), "seat 4", "seats count 1–4 in messages")
			assert.Len(t, s.Played(), tt.played)
		})
	}
}

func TestTableSeries_CumulativePointsAfterEachGame(t *testing.T) {
	spec := Game{Parent: 0, Eliminations: []Elimination{{seatP, seatC, false}, {seatC, seatA, false}, {seatB, seatA, false}}}
	s, err := PlaySeries(DefaultSettings(), []Game{spec, {Parent: 1, Void: true}, winBy(1, 2)})
	require.NoError(t, err)
	played := s.Played()
	require.Len(t, played, 3)
	assert.Equal(t, [Seats]int{7, 15, 10, 12}, played[0].Points, "docs/rules.md §5 example from 11 each")
	assert.Equal(t, [Seats]int{7, 15, 10, 12}, played[1].Points, "千日手 changes nothing")
	assert.Equal(t, "四2局 指し直し", played[2].Slot.Label())
	// Seat 2 mates 3, 0, then the parent 1: 3 −2 −1 (4th), 0 −2, 1 −3 +1 (2nd), 2 +7.
	assert.Equal(t, [Seats]int{5, 13, 17, 9}, played[2].Points)
	assert.Equal(t, s.Points(), played[2].Points)
	assert.Equal(t, [Seats]int{0, 2, 3, 1}, s.Mates())
}

func TestTableSeries_AllGamesPlayed(t *testing.T) {
	s, err := PlaySeries(DefaultSettings(), []Game{winBy(0, 1), winBy(1, 2), winBy(2, 3), winBy(3, 0)})
	require.NoError(t, err)
	require.ErrorIs(t, s.Over(), ErrSeriesComplete)
	_, err = s.Apply(winBy(0, 1))
	require.ErrorIs(t, err, ErrSeriesComplete)
}

func TestTableSeries_ApplyLeavesTheOldSeriesIntact(t *testing.T) {
	s0, err := NewSeries(DefaultSettings())
	require.NoError(t, err)
	s1, err := s0.Apply(winBy(0, 1))
	require.NoError(t, err)
	_, err = s1.Apply(winBy(1, 2))
	require.NoError(t, err)
	assert.Empty(t, s0.Played())
	assert.Len(t, s1.Played(), 1)
	assert.Equal(t, [Seats]int{11, 11, 11, 11}, s0.Points())
}

func TestTableSeries_RefusesABadGameAndNamesIt(t *testing.T) {
	_, err := PlaySeries(DefaultSettings(), []Game{winBy(0, 1), {Parent: 1}})
	require.ErrorIs(t, err, ErrInvalidGame)
	assert.Contains(t, err.Error(), "game 2 (四2局)")
}

func TestTableSeries_RefusesBadSettings(t *testing.T) {
	st := DefaultSettings()
	st.StartPoints = 0
	_, err := NewSeries(st)
	require.ErrorIs(t, err, ErrInvalidSettings)
}

func TestTableRanking_FromSeries(t *testing.T) {
	spec := Game{Parent: 0, Eliminations: []Elimination{{seatP, seatC, false}, {seatC, seatA, false}, {seatB, seatA, false}}}
	s, err := PlaySeries(DefaultSettings(), []Game{spec})
	require.NoError(t, err)
	names := [Seats]string{"P", "A", "B", "C"}
	assert.Equal(t, []string{"1位 A (15pt)", "2位 C (12pt)", "3位 B (10pt)", "4位 P (7pt) 親"},
		FormatReport(s.Standings(0), names, s.Played()[0].Slot.Parent))
}
