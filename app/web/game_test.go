package web

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/yonin"
)

func TestGamePages_OthelloCrosstableAndFinals(t *testing.T) {
	svc, s := demoServer(t)
	_, home := get(t, s, "/")
	assert.Contains(t, home, `href="/g/crosstable"`, "the menu offers the game's own pages")
	body := getOK(t, s, "/g/crosstable")
	st, _ := svc.Standings(0)
	names, _ := svc.Names()
	assert.Contains(t, body, names[st.Rows[0].ID])
	assert.Contains(t, body, "○ 40", "the winner's cell: place, colour, ○ and discs")
	code, _ := get(t, s, "/g/finals")
	assert.Equal(t, http.StatusOK, code)
}

func TestGamePages_GoShowsEachTablesHandicap(t *testing.T) {
	svc := demoService(t, "go", 0)
	r, err := svc.PairNextRound()
	require.NoError(t, err)
	s := newServer(t, svc, Options{})
	_, body := get(t, s, "/")
	assert.Contains(t, body, "手合割")
	ev, err := svc.Event()
	require.NoError(t, err)
	handicaps := 0
	for _, g := range r.Games {
		if h := tournament.GameHandicap(ev, g); h != nil {
			handicaps++
			assert.Contains(t, body, h.Text.Ja)
		}
	}
	assert.Equal(t, len(r.Missing()), handicaps, "every table of a Go round has its handicap")
	_, body = get(t, s, "/crosstable")
	assert.NotContains(t, body, "クロス表", "Go has no crosstable page")
}

func TestGamePages_FourPlayerShogiTablesAndPoints(t *testing.T) {
	svc := demoService(t, "yonin", 0)
	ps, err := svc.Participants()
	require.NoError(t, err)
	var ids []int
	for _, p := range ps {
		ids = append(ids, p.ID)
	}
	st, err := yonin.Of(svc).SeatStage("予選", ids)
	require.NoError(t, err)
	_, err = yonin.Of(svc).RecordYoninGame("予選", "A", "4<1,3<1,2<1", "", false)
	require.NoError(t, err)
	s := newServer(t, svc, Options{})
	for _, path := range []string{"/", "/g/tables", "/wall"} {
		code, body := get(t, s, path)
		require.Equal(t, http.StatusOK, code, path)
		assert.Contains(t, body, "予選　A卓", path)
		names, _ := svc.Names()
		assert.Contains(t, body, names[st.Tables[0].Seats[0]], path)
		assert.Contains(t, body, "四1局", path)
		assert.Contains(t, body, "1位 ", path)
	}
}
