package web

import (
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/internal/fixtures"
	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/teams"
)

// teamServer is the 実業団 shape served: an event with a team section T
// (Go, 3 boards, handicaps by rank) of 8 teams — four imported from a CSV,
// four added by hand — and a section of individuals I; rounds 1 and 2 of T
// played, round 3 paired (its first table's first board entered in Go's
// words). It returns the venue, T's service and the server.
func teamServer(t testing.TB) (*tournament.Venue, *tournament.Service, *Server) {
	t.Helper()
	store := storage.NewMemory()
	ev, err := tournament.NewEvent(tournament.EventInfo{Name: "実業団囲碁大会", Date: "2026-11-21", Venue: "日本棋院"}, nil, fixedNow())
	require.NoError(t, err)
	require.NoError(t, tournament.NewService(store).Create(ev))
	v := tournament.NewVenue(store)
	_, err = v.AddSection(tournament.SectionForm{Key: "T", Name: "団体戦", Game: "go", Tables: "1-20", TeamBoards: 3,
		Settings: map[string]string{"handicap": "true", "handicap_max": "5", "seed": "11", tournament.SettingRounds: "3"}})
	require.NoError(t, err)
	_, err = v.AddSection(tournament.SectionForm{Key: "I", Name: "個人戦", Game: "go", Tables: "21-30", Settings: map[string]string{"seed": "3"}})
	require.NoError(t, err)
	_, err = v.Root().ImportParticipants([]byte("氏名,段級位,部門\n佐藤 一郎,1d,I\n鈴木 二郎,2k,I\n"))
	require.NoError(t, err)
	_, s, err := v.Section("T")
	require.NoError(t, err)
	fixtures.AddTeams(t, s, false)
	fixtures.PlayTeams(t, s, fixtures.TeamResults[:2])
	_, err = s.PairNextRound()
	require.NoError(t, err)
	return v, s, newServer(t, v.Root(), Options{Venue: v, Now: fixedNow})
}

// squash writes s's words separated by one space, as text reads them.
func squash(s string) string { return strings.Join(strings.Fields(s), " ") }

// text is a page's words without its markup.
func text(body string) string {
	body = regexp.MustCompile(`(?s)<(script|style)[^>]*>.*?</(script|style)>`).ReplaceAllString(body, "")
	return strings.Join(strings.Fields(html.UnescapeString(regexp.MustCompile(`<[^>]+>`).ReplaceAllString(body, " "))), " ")
}

// The pairings of a team section list the round's matches: each its table
// and two teams (linked to their pages, with their match points before the
// round), then each board (主将 …) with both players, their colours and
// ranks, and the board's 手合割; once recorded, each board's mark from the
// first team's side and the match's score.
func TestPages_Issue26TeamPairingsListEachMatchWithItsBoards(t *testing.T) {
	_, svc, s := teamServer(t)
	names, err := svc.Names()
	require.NoError(t, err)
	r, err := svc.Round(3)
	require.NoError(t, err)
	body := getOK(t, s, "/s/T/")
	page := text(body)
	assert.Contains(t, page, "3回戦")
	for _, m := range r.Games {
		assert.Contains(t, body, fmt.Sprintf(`href="/s/T/team/%d"`, m.Black), "a team links to its page")
		assert.Regexp(t, fmt.Sprintf(`%d 卓 %s 勝点\d+ 対 %s 勝点\d+`, m.Table, names[m.Black], names[m.White]), page)
		for k, b := range teams.Boards(m) {
			left, lc := b.Side(m.Black)
			right, _ := b.Side(m.White)
			colour := map[tournament.Colour]string{tournament.Black: "黒", tournament.White: "白"}
			assert.Contains(t, page, fmt.Sprintf("%s %s %s", teams.BoardTitle(k+1), colour[lc], names[left]), "table %d board %d", m.Table, k+1)
			assert.Contains(t, page, names[right])
			assert.Contains(t, page, squash(goHandicap(t, svc, b.Game)))
			assert.Contains(t, body, fmt.Sprintf(`href="/s/T/p/%d"`, left), "a player links to their page")
		}
	}
	// Round 2, played: the boards' marks and the match's score.
	_, body = get(t, s, "/s/T/?round=2")
	page = text(body)
	r2, err := svc.Round(2)
	require.NoError(t, err)
	m := r2.Games[0]
	bs := teams.Boards(m)
	assert.Regexp(t, fmt.Sprintf(`%s 勝点\d+ 2勝1敗 %s`, names[m.Black], names[m.White]), page)
	for k, mark := range []string{"○", "不", "×"} {
		right, _ := bs[k].Side(m.White)
		assert.Regexp(t, regexp.QuoteMeta(teams.BoardTitle(k+1))+` . [^ ]+ [^ ]+ \S+ `+mark+` . `+regexp.QuoteMeta(names[right]), page, "board %d", k+1)
	}
	// A player's name finds their match.
	_, body = get(t, s, "/s/T/?q="+url.QueryEscape(names[teams.Boards(r.Games[2])[1].Game.Black]))
	assert.Equal(t, 1, strings.Count(body, `<section class="match`), "only the match of the player named")
}

// The standings of a team section are the team table: 勝点, 勝数, SOS, 勝敗,
// each team linked to its page.
func TestPages_Issue26TeamStandingsShowTheTeamTable(t *testing.T) {
	_, svc, s := teamServer(t)
	st, err := svc.Standings(0)
	require.NoError(t, err)
	names, err := svc.Names()
	require.NoError(t, err)
	body := getOK(t, s, "/s/T/standings")
	page := text(body)
	assert.Contains(t, page, "2回戦終了時")
	assert.Contains(t, page, "# 勝点 勝数 SOS 勝敗")
	for _, row := range st.Rows {
		assert.Contains(t, page, names[row.ID]+" "+strings.Join(row.Cells, " "))
		assert.Contains(t, body, fmt.Sprintf(`href="/s/T/team/%d"`, row.ID))
	}
}

// A team's page: its place and record, its players by board (then its
// reserve) each with their record on the boards played, this round's
// match and the matches so far, board by board from the team's side.
func TestPages_Issue26TeamPageListsItsPlayersByBoardAndItsMatches(t *testing.T) {
	_, svc, s := teamServer(t)
	ps, err := svc.Participants()
	require.NoError(t, err)
	names, err := svc.Names()
	require.NoError(t, err)
	var team teams.Team
	for _, tm := range teams.Teams(ps) {
		if tm.Name == "日本橋銀行" {
			team = tm
		}
	}
	require.NotZero(t, team.ID)
	body := getOK(t, s, fmt.Sprintf("/s/T/team/%d", team.ID))
	page := text(body)
	assert.Contains(t, page, "日本橋銀行")
	assert.Regexp(t, `順位 \d+=?位（2回戦終了時）`, page)
	assert.Regexp(t, `勝点 \d+ 勝数 \d`, page)
	assert.Regexp(t, fmt.Sprintf(`選手 主将 %s 五段 \d勝\d敗 副将 %s 三段 \d勝\d敗 三将 %s 初段 \d勝\d敗 補欠 %s 2級 今の試合`,
		names[team.Boards[0]], names[team.Boards[1]], names[team.Boards[2]], names[team.Reserves[0]]), page)
	rs, err := svc.Rounds()
	require.NoError(t, err)
	var opponents []string
	for _, r := range rs {
		for _, m := range r.Games {
			if m.Has(team.ID) {
				opponents = append(opponents, names[m.Black+m.White-team.ID])
				for k, b := range teams.Boards(m) {
					own, _ := b.Side(team.ID)
					assert.Contains(t, page, teams.BoardTitle(k+1)+" ", "round %d", r.Number)
					assert.Contains(t, page, names[own])
					if m.Result != nil {
						assert.Contains(t, page, b.Mark(team.ID)+" ", "round %d board %d from the team's side", r.Number, k+1)
					}
				}
			}
		}
	}
	require.Len(t, opponents, 3)
	now := strings.Index(page, "今の試合")
	before := strings.Index(page, "これまでの試合")
	require.Positive(t, now)
	require.Greater(t, before, now)
	assert.Contains(t, page[now:before], opponents[2], "this round's opponent first")
	assert.Contains(t, page[before:], opponents[0])
	assert.Contains(t, page[before:], opponents[1])

	code, _ := get(t, s, "/s/T/team/"+strconv.Itoa(team.Boards[0]))
	assert.Equal(t, http.StatusNotFound, code, "a player is not a team")
	code, body = get(t, s, fmt.Sprintf("/team/%d", team.ID))
	assert.Equal(t, http.StatusOK, code, "found in its section from the address over the sections")
	assert.Contains(t, body, "団体戦")
}

// A team player's page shows their board in each round: the table, the
// board's name, their colour, opponent and 手合割 now, their team (linked)
// and its place, and each board's result from their side; a board entered
// in Go's words reads as Go reads it.
func TestPages_Issue26TeamPlayersPageShowsTheirBoardEachRound(t *testing.T) {
	_, svc, s := teamServer(t)
	names, err := svc.Names()
	require.NoError(t, err)
	r3, err := svc.Round(3)
	require.NoError(t, err)
	m := r3.Games[0]
	b := teams.Boards(m)[0]
	// The first board of round 3's first table, entered in Go's words.
	recordOK(t, svc, 3, m.Table, "W+R,B+3.5,B+R")
	white := b.Game.White
	team := teams.TeamOfPlayer(mustParticipant(t, svc, white))
	body := getOK(t, s, fmt.Sprintf("/s/T/p/%d", white))
	page := text(body)
	assert.Contains(t, page, "チーム： "+names[team])
	assert.Contains(t, body, fmt.Sprintf(`href="/s/T/team/%d"`, team))
	assert.Contains(t, page, "チーム順位")
	assert.Contains(t, page, fmt.Sprintf("3回戦 %d 卓 主将 白", m.Table))
	assert.Contains(t, page, "相手： "+names[b.Game.Black])
	assert.Contains(t, page, squash(goHandicap(t, svc, b.Game)))
	assert.Regexp(t, `結果： 勝ち 白中押し勝ち`, page)
	for _, rd := range []int{1, 2} {
		r, err := svc.Round(rd)
		require.NoError(t, err)
		mm, k, bd, ok := teams.BoardOfPlayer(r, white)
		require.True(t, ok)
		want := map[string]string{"○": "勝ち", "×": "負け", "不": "不戦勝", "欠": "不戦敗"}[bd.Mark(team)]
		assert.Contains(t, page, fmt.Sprintf("%d回戦 %d %s", rd, mm.Table, teams.BoardTitle(k+1)))
		assert.Regexp(t, fmt.Sprintf(`%d回戦 %d %s [黒白] %s( \S+)? %s`, rd, mm.Table, teams.BoardTitle(k+1), regexp.QuoteMeta(names[bd.Game.Black+bd.Game.White-white]), want), page)
	}
	assert.Regexp(t, `成績 \d勝\d敗`, page)
}

// A member finds their board: the name search over the sections finds a
// team player in the team section with their table and board, and leads to
// their page; the names list of the section lists each player with their
// table and board.
func TestPages_Issue26NameSearchFindsATeamPlayersBoard(t *testing.T) {
	_, svc, s := teamServer(t)
	names, err := svc.Names()
	require.NoError(t, err)
	r3, err := svc.Round(3)
	require.NoError(t, err)
	m := r3.Games[1]
	b := teams.Boards(m)[1]
	who := b.Game.Black
	p := mustParticipant(t, svc, who)
	for _, q := range []string{p.Name, p.Reading} {
		body := getOK(t, s, "/?q="+url.QueryEscape(q))
		page := text(body)
		assert.Contains(t, page, fmt.Sprintf("%s %d番卓 副将（%s） 団体戦", names[who], m.Table, names[teams.TeamOfPlayer(p)]), q)
		assert.Contains(t, body, fmt.Sprintf(`href="/s/T/p/%d"`, who), "leads to their page")
	}
	// The team found by its name: its table.
	_, body := get(t, s, "/?q="+url.QueryEscape(names[m.Black]))
	assert.Contains(t, text(body), fmt.Sprintf("%s %d番卓", names[m.Black], m.Table))

	_, body = get(t, s, "/s/T/names?q="+url.QueryEscape(p.Name))
	assert.Contains(t, text(body), fmt.Sprintf("%s %d 卓 副将 黒 %s", names[who], m.Table, names[teams.TeamOfPlayer(p)]))
	_, body = get(t, s, "/s/T/names")
	assert.Equal(t, 24, strings.Count(body, `class="who"`), "every player on a board, not the teams")
	_, body = get(t, s, "/s/T/wall")
	assert.Contains(t, text(body), fmt.Sprintf("%s %d 卓 副将 黒", names[who], m.Table), "the wall lists the players")
}

// goHandicap is the 手合割 of board game g as the section's game keeps it.
func goHandicap(t testing.TB, svc *tournament.Service, g tournament.Game) string {
	t.Helper()
	ev, err := svc.Event()
	require.NoError(t, err)
	h := tournament.GameHandicap(ev, g)
	require.NotNil(t, h)
	return h.Text.Ja
}

func mustParticipant(t testing.TB, svc *tournament.Service, id int) tournament.Participant {
	t.Helper()
	ps, err := svc.Participants()
	require.NoError(t, err)
	for _, p := range ps {
		if p.ID == id {
			return p
		}
	}
	t.Fatalf("no participant %d", id)
	return tournament.Participant{}
}

// TestServe_TeamsForScreenshots serves the team event at TAIKAI_SERVE_TEAMS
// (host:port) for TAIKAI_SERVE_SECONDS (default 120), to look at its pages
// in a browser (the README's teams-*.png). It runs only when asked.
func TestServe_TeamsForScreenshots(t *testing.T) {
	addr := screenshotAddr(t, "TAIKAI_SERVE_TEAMS", "the team event's pages")
	_, svc, s := teamServer(t)
	r, err := svc.Round(3)
	require.NoError(t, err)
	recordOK(t, svc, 3, r.Games[0].Table, "○×○")
	t.Logf("first team: http://%s/s/T/team/%d", addr, r.Games[0].Black)
	serveForScreenshots(t, s, addr)
}
