package web

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/internal/fixtures"
	"taikai/tournament"
	"taikai/tournament/formats/knockout"
)

// knockoutVenue is a Go 予選リーグ of 16 in four groups (the top two
// advance) and the 決勝トーナメント K with a 3位決定戦 taking them, the
// league played (Black wins) and the knockout's entrants drawn, not paired.
func knockoutVenue(t *testing.T) (*tournament.Venue, *Server) {
	t.Helper()
	day := time.Date(2026, 11, 21, 10, 0, 0, 0, time.Local)
	v := fixtures.Venue(t, tournament.EventInfo{Name: "市民囲碁大会", Date: "2026-11-21"}, day,
		tournament.SectionForm{Key: "L", Name: "予選リーグ", Game: "go", Format: "league", Tables: "1-10",
			Options: tournament.FormatOptions{"group-size": "4", "advance": "2"}, Settings: map[string]string{"seed": "5"}},
		tournament.SectionForm{Key: "K", Name: "決勝トーナメント", Game: "go", Format: "knockout", From: "L", Places: "通過",
			Tables: "21-30", Options: tournament.FormatOptions{"third-place": "true"}, Settings: map[string]string{"seed": "5"}})
	family := []string{"佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田", "山田", "佐々木", "松本", "井上", "木村"}
	var csv strings.Builder
	csv.WriteString("氏名,段級位,部門\n")
	for i, f := range family {
		fmt.Fprintf(&csv, "%s %s,%dk,L\n", f, []string{"一郎", "花子", "健太", "さくら"}[i%4], i%9+1)
	}
	_, err := v.Root().ImportParticipants([]byte(csv.String()))
	require.NoError(t, err)
	fixtures.PlayLeagueThenDraw(t, v, "L", "K")
	return v, newServer(t, v.Root(), Options{Venue: v})
}

// The knockout's bracket page lists every entrant with where they came
// from, and marks the winners as the results come in, to the champion;
// only the knockout's menu has it, and the league's address is refused.
func TestBracketPage_Issue25ListsTheEntrantsAndMarksTheWinners(t *testing.T) {
	v, s := knockoutVenue(t)
	body := getOK(t, s, "/s/K/bracket")
	assert.Contains(t, body, "トーナメント表はまだ組まれていません", "not drawn before round 1 is paired")
	assert.Contains(t, body, `href="/s/K/bracket"`, "the knockout's menu has the bracket")

	_, k, err := v.Section("K")
	require.NoError(t, err)
	r1, err := k.PairNextRound()
	require.NoError(t, err)
	names, err := k.Names()
	require.NoError(t, err)
	body = getOK(t, s, "/s/K/bracket")
	for _, g := range r1.Games {
		for _, id := range []int{g.Black, g.White} {
			assert.Contains(t, body, fmt.Sprintf(`<a href="/s/K/p/%d">%s</a>`, id, names[id]), "every entrant, linked to their page")
		}
	}
	for _, h := range []string{"準々決勝", "準決勝", "決勝戦", "優勝", "3位決定戦"} {
		assert.Contains(t, body, "<h2>"+h+"</h2>")
	}
	assert.Regexp(t, `<span class="from">[A-D]組1位</span>`, body, "where they came from")
	assert.NotContains(t, body, `bline won`, "nobody has won yet")

	fixtures.BlackWins(t, k, r1)
	_, body = get(t, s, "/s/K/bracket")
	for _, g := range r1.Games {
		assert.Regexp(t, fmt.Sprintf(`<div class="bline won"><span class="seed">\d+</span><a href="/s/K/p/%d">`, g.Black), body, "%s won", names[g.Black])
		assert.Regexp(t, fmt.Sprintf(`<div class="bline lost"><span class="seed">\d+</span><a href="/s/K/p/%d">`, g.White), body, "%s lost", names[g.White])
	}
	assert.Equal(t, 4, strings.Count(body, `<span class="res">黒中押し勝ち</span>`), "the quarter-finals' results in the game's words (issue 38: not B+R)")

	for {
		r, err := k.PairNextRound()
		if err != nil {
			break
		}
		fixtures.BlackWins(t, k, r)
	}
	d, err := knockout.BracketView(k)
	require.NoError(t, err)
	_, body = get(t, s, "/s/K/bracket")
	champ := fmt.Sprintf(`<div class="bline won"><span class="seed">%d</span><a href="/s/K/p/%d">%s</a>`, d.Champion.Seed, d.Champion.ID, d.Champion.Name)
	assert.Equal(t, 4, strings.Count(body, champ), "the champion won three games and stands in the last column")
	assert.Equal(t, 8, strings.Count(body, `<span class="res">黒中押し勝ち</span>`), "seven games and the 3位決定戦")
	assert.NotContains(t, body, `B&#43;R`)

	code, body := get(t, s, "/s/L/bracket")
	assert.Equal(t, http.StatusNotFound, code)
	assert.Contains(t, body, "この部門にはトーナメント表がありません")
	_, body = get(t, s, "/s/L/standings")
	assert.NotContains(t, body, "/bracket", "the league's menu has no bracket")
}

// The wall shows a knockout section's bracket once it is drawn (the
// section's own wall and the wall cycling through the sections when it
// comes to the knockout), never the league's, and nothing before the draw.
func TestWall_Issue25ShowsTheKnockoutsBracket(t *testing.T) {
	v, s := knockoutVenue(t)
	_, body := get(t, s, "/s/K/wall")
	assert.NotContains(t, body, `class="bracket"`, "no bracket before round 1 draws it")
	_, k, err := v.Section("K")
	require.NoError(t, err)
	r1, err := k.PairNextRound()
	require.NoError(t, err)
	fixtures.BlackWins(t, k, r1)
	s.warm()

	body = getOK(t, s, "/s/K/wall")
	assert.Contains(t, body, "<h2>トーナメント表</h2>")
	assert.Contains(t, body, `class="bracket"`)
	assert.Contains(t, body, "準々決勝")
	assert.Contains(t, body, `bline won`, "round 1's winners marked")
	assert.Contains(t, body, "/static/bracket.css")

	_, body = get(t, s, "/s/L/wall")
	assert.NotContains(t, body, `class="bracket"`, "the league has no bracket")
	found := false
	for at := range 2 {
		_, body = get(t, s, fmt.Sprintf("/wall?at=%d", at))
		if strings.Contains(body, `class="bracket"`) {
			found = true
			assert.Contains(t, body, "決勝トーナメント", "the cycle's knockout page names its section")
		}
	}
	assert.True(t, found, "the wall cycling through the sections shows the bracket")
}
