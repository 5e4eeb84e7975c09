package sheets

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// goTiebreakEvent is a four-player Go event with three rounds played by
// hand: A and C end on 2 wins and 4 SOS, B and D on 1 win and 5 SOS; A beat
// C and B beat D, so head-to-head separates both pairs (SODOS is not a
// tiebreak here: A 3, C 2).
func goTiebreakEvent(t *testing.T, tiebreaks string) (*tournament.Service, map[string]int) {
	t.Helper()
	s := atPrintTime()
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: "go", Name: "同点の順位", Date: "2026-11-21"},
		map[string]string{"seed": "1", "handicap": "false", "tiebreaks": tiebreaks}, printTime)
	require.NoError(t, err)
	require.NoError(t, s.Create(ev))
	id := map[string]int{}
	for _, n := range []string{"A", "B", "C", "D"} {
		p, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "選手 " + n, tournament.FieldRank: "1d"})
		require.NoError(t, err)
		id[n] = p.ID
	}
	for n, games := range [][][2]string{
		{{"A", "B"}, {"C", "D"}}, // winners first
		{{"A", "C"}, {"B", "D"}},
		{{"D", "A"}, {"C", "B"}},
	} {
		r := tournament.Round{Number: n + 1}
		for i, g := range games {
			r.Games = append(r.Games, tournament.Game{Table: i + 1, Black: id[g[0]], White: id[g[1]]})
		}
		require.NoError(t, s.Store().Update(func(w tournament.Writer) error { return w.PutRound(r) }))
		for i := range games {
			recordOK(t, s, n+1, i+1, "黒中押し勝ち")
		}
	}
	return s, id
}

// Every tiebreak of the setting has its column, named: 勝数, SOS, SODOS and
// 直接対決 (○ won, ● lost the game between the two it separated).
func TestStandings_GoTiebreakColumnsNamed(t *testing.T) {
	s, id := goTiebreakEvent(t, "sos,h2h")
	st, err := s.Standings(3)
	require.NoError(t, err)
	var keys []string
	for _, c := range st.Columns {
		keys = append(keys, c.Key)
	}
	assert.Equal(t, []string{"grade", "wins", "sos", "sodos", "h2h"}, keys)
	h2h := map[int]string{}
	for _, r := range st.Rows {
		h2h[r.ID] = r.Cells[4]
		assert.False(t, r.Tied, "head-to-head separated every pair")
	}
	assert.Equal(t, map[int]string{id["A"]: "○", id["C"]: "●", id["B"]: "○", id["D"]: "●"}, h2h)
	assert.Equal(t, []int{id["A"], id["C"], id["B"], id["D"]}, []int{st.Rows[0].ID, st.Rows[1].ID, st.Rows[2].ID, st.Rows[3].ID})

	text := pdfText(t, s, "standings", tournament.Japanese)
	for _, w := range []string{"段級位", "勝数", "SOS", "SODOS", "直接対決", "○", "●", "SOS（対戦相手の勝数合計）", "直接対決（"} {
		assert.Contains(t, text, w)
	}
	assert.Contains(t, pdfText(t, s, "standings", tournament.English), "Head-to-head")
}

// Without h2h in the setting there is no head-to-head column; with the
// default (sos, sodos, h2h) SODOS separates both pairs first (A 3, C 2;
// D 2, B 1), and the column stays empty.
func TestStandings_GoHeadToHeadColumnOnlyWhenATiebreak(t *testing.T) {
	s, _ := goTiebreakEvent(t, "sos,sodos")
	st, err := s.Standings(3)
	require.NoError(t, err)
	for _, c := range st.Columns {
		assert.NotEqual(t, "h2h", c.Key)
	}
	assert.NotContains(t, pdfText(t, s, "standings", tournament.Japanese), "直接対決")

	s, id := goTiebreakEvent(t, "sos,sodos,h2h")
	st, err = s.Standings(3)
	require.NoError(t, err)
	require.Equal(t, "h2h", st.Columns[4].Key)
	assert.Equal(t, []int{id["A"], id["C"], id["D"], id["B"]}, []int{st.Rows[0].ID, st.Rows[1].ID, st.Rows[2].ID, st.Rows[3].ID})
	for _, r := range st.Rows {
		assert.Empty(t, r.Cells[4], "SODOS decided, not head-to-head")
	}
	assert.Zero(t, st.Columns[4].Where&tournament.OnCLI, "the CLI's columns stay wins, sos, sodos")
}
