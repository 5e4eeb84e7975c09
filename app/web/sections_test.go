package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/pairgo"
)

// festival is a Go festival of three sections (囲碁まつり): A級 (Go, tables
// 1–10), B級 (Go with handicaps, tables 11–20) and ペア碁の部, phone reports
// on, round 1 played everywhere and round 2 paired.
func festival(t testing.TB) *tournament.Venue {
	t.Helper()
	day := time.Date(2026, 11, 21, 10, 0, 0, 0, time.Local)
	clock := func() time.Time { return day }
	ev, err := tournament.NewEvent(tournament.EventInfo{Name: "囲碁まつり", Date: "2026-11-21", Venue: "市民会館"}, nil, day)
	require.NoError(t, err)
	store := storage.NewMemory()
	require.NoError(t, tournament.NewService(store, tournament.WithClock(clock)).Create(ev))
	v := tournament.NewVenue(store, tournament.WithClock(clock), tournament.WithArbiter("審判 一郎"))
	for _, sp := range []tournament.SectionForm{
		{Key: "A", Name: "A級", Game: "go", Tables: "1-10", Settings: map[string]string{"handicap": "false", "rounds": "4", "seed": "11", tournament.SettingPhoneReports: "on"}},
		{Key: "B", Name: "B級", Game: "go", Tables: "11-20", Settings: map[string]string{"handicap": "true", "rounds": "4", "seed": "12", tournament.SettingPhoneReports: "on"}},
		{Key: "pair", Name: "ペア碁の部", Game: "pairgo", Tables: "21-30", Settings: map[string]string{"rounds": "4", "seed": "13", tournament.SettingPhoneReports: "on"}},
	} {
		_, err := v.AddSection(sp)
		require.NoError(t, err)
	}
	var csv strings.Builder
	csv.WriteString("氏名,よみ,段級位,性別,所属,部門\n")
	family := []string{"佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤"}
	reading := []string{"さとう", "すずき", "たかはし", "たなか", "いとう", "わたなべ", "やまもと", "なかむら", "こばやし", "かとう"}
	ranks := []string{"5d", "4d", "3d", "2d", "1d", "1k", "2k", "3k", "4k", "5k"}
	for i := range 10 {
		fmt.Fprintf(&csv, "%s 一郎,%s いちろう,%s,男,東京,A\n", family[i], reading[i], ranks[i%5])
		fmt.Fprintf(&csv, "%s 花子,%s はなこ,%s,女,大阪,B級\n", family[i], reading[i], ranks[(i*3)%10])
		fmt.Fprintf(&csv, "%s 太郎,%s たろう,%s,男,京都,pair\n", family[i], reading[i], ranks[5+i%5])
		fmt.Fprintf(&csv, "%s さくら,%s さくら,%s,女,京都,pair\n", family[i], reading[i], ranks[5+i%5])
	}
	_, err = v.Root().ImportParticipants([]byte(csv.String()))
	require.NoError(t, err)
	_, pairSvc, err := v.Section("pair")
	require.NoError(t, err)
	for i := range 10 {
		_, _, err := pairgo.Of(pairSvc).RegisterPair(family[i]+" 太郎", family[i]+" さくら", family[i]+"ペア")
		require.NoError(t, err)
	}
	for round := 1; round <= 2; round++ {
		paired, refused, err := v.PairAll()
		require.NoError(t, err)
		require.Empty(t, refused)
		if round == 2 {
			break
		}
		for id, r := range paired {
			for _, g := range r.Games {
				if !g.IsBye() {
					_, err := v.Service(id).RecordResult(r.Number, g.Table, "B+R")
					require.NoError(t, err)
				}
			}
		}
	}
	return v
}

// festivalServer is the pages of the festival, served with its Venue.
func festivalServer(t testing.TB) (*tournament.Venue, *Server) {
	t.Helper()
	v := festival(t)
	return v, newServer(t, v.Root(), Options{Venue: v})
}

// sectionGame is the first game of section key's current round, with
// the section's Service and its names.
func sectionGame(t testing.TB, v *tournament.Venue, key string) (tournament.Game, *tournament.Service, map[int]string) {
	t.Helper()
	_, svc, err := v.Section(key)
	require.NoError(t, err)
	rs, err := svc.Rounds()
	require.NoError(t, err)
	names, err := svc.Names()
	require.NoError(t, err)
	for _, g := range rs[len(rs)-1].Games {
		if !g.IsBye() {
			return g, svc, names
		}
	}
	t.Fatal("no game")
	return tournament.Game{}, nil, nil
}

func TestSections_Issue24EveryPageOfASectionHasItsAddress(t *testing.T) {
	v, s := festivalServer(t)
	gA, _, namesA := sectionGame(t, v, "A")
	gB, _, namesB := sectionGame(t, v, "B")
	for _, path := range []string{"/s/A/", "/s/A/names", "/s/A/wall", fmt.Sprintf("/s/A/p/%d", gA.Black)} {
		code, body := get(t, s, path)
		require.Equal(t, http.StatusOK, code, path)
		assert.Contains(t, body, "囲碁まつり", path)
		assert.Contains(t, body, "A級", path)
		assert.Contains(t, body, "2回戦", path)
		assert.Contains(t, body, namesA[gA.Black], path)
		assert.Contains(t, body, namesA[gA.White], path)
		assert.NotContains(t, body, namesB[gB.Black], "%s shows A級 only", path)
	}
	_, body := get(t, s, "/s/A/")
	assert.Contains(t, body, fmt.Sprintf(`href="/s/A/p/%d"`, gA.Black), "a player's link stays in the section")
	assert.Contains(t, body, `href="/s/A/standings"`, "the menu stays in the section")
	assert.Contains(t, body, `<nav class="sections"`, "the section picker")
	assert.Contains(t, body, `href="/s/B/"`)
	assert.Contains(t, body, `href="/s/pair/"`)
	_, body = get(t, s, "/s/B/standings")
	assert.Contains(t, body, "1回戦終了時")
	assert.Contains(t, body, `href="/s/B/standings" aria-current="page">B級`, "the picker keeps the page, marks the section")
	assert.Contains(t, body, `href="/s/pair/standings"`)
	_, body = get(t, s, "/s/B/")
	assert.Contains(t, body, "手合割", "B級 plays with handicaps")
	assert.Contains(t, body, fmt.Sprintf(`<td class="num">%d</td>`, gB.Table), "venue table numbers")
	assert.GreaterOrEqual(t, gB.Table, 11)

	code, body := get(t, s, "/s/none/")
	assert.Equal(t, http.StatusNotFound, code)
	assert.Contains(t, body, "この部門はありません")
	code, _ = get(t, s, fmt.Sprintf("/s/B/p/%d", gA.Black))
	assert.Equal(t, http.StatusNotFound, code, "A級's player is not in B級")
}

func TestSections_Issue24PagesWithoutASectionLetThePhoneChoose(t *testing.T) {
	v, s := festivalServer(t)
	body := getOK(t, s, "/")
	assert.Contains(t, body, "部門を選んでください")
	for _, sec := range []string{`href="/s/A/"`, `href="/s/B/"`, `href="/s/pair/"`, "A級", "B級", "ペア碁の部", "ペア碁"} {
		assert.Contains(t, body, sec)
	}
	_, body = get(t, s, "/standings")
	assert.Contains(t, body, `href="/s/B/standings"`, "the same page in the section chosen")

	// A name found in whichever section they play, with their venue table.
	gB, _, namesB := sectionGame(t, v, "B")
	_, body = get(t, s, "/?q="+url.QueryEscape(namesB[gB.White]))
	assert.Contains(t, body, fmt.Sprintf(`href="/s/B/p/%d"`, gB.White))
	assert.Contains(t, body, fmt.Sprintf("%d番卓", gB.Table))
	assert.Contains(t, body, "B級")
	_, body = get(t, s, "/?q="+url.QueryEscape("該当者なし"))
	assert.Contains(t, body, "該当する人はいません")
}

func TestSections_Issue24PlayersPageFoundInTheirSection(t *testing.T) {
	v, s := festivalServer(t)
	g, svc, names := sectionGame(t, v, "pair")
	// A member of a pair finds the pair's games from the address without
	// a section.
	member := firstMember(t, svc, g.Black)
	body := getOK(t, s, fmt.Sprintf("/p/%d", member))
	assert.Contains(t, body, "ペア碁の部")
	assert.Contains(t, body, names[g.White], "the opponent of their pair")
	assert.Contains(t, body, fmt.Sprintf(`href="/s/pair/p/%d"`, g.White), "links stay in their section")
	assert.Contains(t, body, `href="/s/pair/names"`)
	code, _ := get(t, s, "/p/9999")
	assert.Equal(t, http.StatusNotFound, code)
}

func TestSections_Issue24TheWallCyclesThroughTheSectionsOrShowsOne(t *testing.T) {
	v, s := festivalServer(t)
	gA, _, namesA := sectionGame(t, v, "A")
	gP, _, namesP := sectionGame(t, v, "pair")
	_, body := get(t, s, "/wall")
	assert.Contains(t, body, `<span class="secname">A級</span>`)
	assert.Contains(t, body, namesA[gA.Black])
	assert.Contains(t, body, `data-next="/wall?at=1"`)
	_, body = get(t, s, "/wall?at=2")
	assert.Contains(t, body, `<span class="secname">ペア碁の部</span>`)
	assert.Contains(t, body, namesP[gP.Black])
	assert.Contains(t, body, `data-next="/wall?at=0"`, "after the last section, the first")

	// A projector for one section.
	_, body = get(t, s, "/s/pair/wall")
	assert.Contains(t, body, `<span class="secname">ペア碁の部</span>`)
	assert.NotContains(t, body, `id="cycle"`)
	assert.Contains(t, body, `src="/s/pair/qr.png"`, "its QR code opens the section's pages")
	code, _ := get(t, s, "/s/pair/qr.png")
	assert.Equal(t, http.StatusOK, code)
}

func TestSections_Issue24PhoneReportsNameTheirSection(t *testing.T) {
	v, s := festivalServer(t)
	g, svc, names := sectionGame(t, v, "B")
	rd, err := svc.Rounds()
	require.NoError(t, err)
	n := rd[len(rd)-1].Number
	plain := tournament.ReportPath(n, g.Table, g.ReportToken)
	ev, err := svc.Event()
	require.NoError(t, err)
	link := ev.ReportLink(n, g.Table, g.ReportToken)
	assert.Equal(t, "/s/B"+plain, link, "the link carries the section")

	body := getOK(t, s, link)
	assert.Contains(t, body, "B級")
	assert.Contains(t, body, names[g.Black])
	assert.Contains(t, body, fmt.Sprintf("<b>%d</b>卓", g.Table), "the venue's table number")
	w := post(t, s, link, "192.168.1.30:5000", url.Values{"result": {"W+R"}})
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	// A link printed without its section still finds it.
	code, _ := get(t, s, plain)
	assert.Equal(t, http.StatusOK, code)
	w = post(t, s, plain, "192.168.1.31:5000", url.Values{"result": {"W+R"}})
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	reps, err := svc.Reports()
	require.NoError(t, err)
	require.Len(t, reps, 2)
	for _, rep := range reps {
		assert.Equal(t, 1, rep.Section, "B級's report")
		assert.Equal(t, g.Table, rep.Table)
	}
	_, body = get(t, s, w.Header().Get("Location"))
	assert.Contains(t, body, "報告を受け付けました")

	// The link under another section's address is not one.
	code, _ = get(t, s, "/s/A"+plain)
	assert.Equal(t, http.StatusNotFound, code)
	_, aSvc, err := v.Section("A")
	require.NoError(t, err)
	aReps, err := aSvc.Reports()
	require.NoError(t, err)
	assert.Empty(t, aReps)
}

func TestSections_Issue24EachSectionsPageMadeOncePerChange(t *testing.T) {
	v, s := festivalServer(t)
	g, svc, _ := sectionGame(t, v, "A")
	recordOK(t, svc, 2, g.Table, "B+R")
	before := s.made.made.Load()
	var wg sync.WaitGroup
	bodies := map[string][]string{}
	var mu sync.Mutex
	for i := range 60 {
		path := []string{"/s/A/", "/s/B/", "/s/pair/"}[i%3]
		wg.Add(1)
		go func() {
			defer wg.Done()
			code, body := get(t, s, path)
			assert.Equal(t, http.StatusOK, code)
			mu.Lock()
			bodies[path] = append(bodies[path], body)
			mu.Unlock()
		}()
	}
	wg.Wait()
	assert.Equal(t, int64(3), s.made.made.Load()-before, "one rendering per section for 60 phones")
	assert.Equal(t, int64(1), s.overviews.Made(), "one Overview read for every section's pages")
	for path, bs := range bodies {
		for _, b := range bs {
			require.Equal(t, bs[0], b, path)
		}
	}
	assert.Contains(t, bodies["/s/A/"][0], "黒中押し勝ち", "the result just recorded")
}

func TestSections_Issue24AnEventOfOneSectionKeepsTodaysPages(t *testing.T) {
	s := newServer(t, demoEvent(t), Options{})
	_, body := get(t, s, "/")
	assert.NotContains(t, body, `class="sections"`, "no section picker")
	assert.NotContains(t, body, "/s/", "no section addresses")
	assert.Contains(t, body, `<a href="/names">`)
}

func TestSections_Issue24TheFirstChangeMakesEverySectionsPagesBeforeThePhonesAsk(t *testing.T) {
	v, s := festivalServer(t)
	g, svc, _ := sectionGame(t, v, "B")
	recordOK(t, svc, 2, g.Table, "W+R")
	before := s.made.made.Load()
	s.live.check() // the poller sees the change: no page was asked yet
	made := s.made.made.Load() - before
	assert.Equal(t, int64(3*4+2), made, "each section's four live pages, the picker and the cycling wall")
	for _, path := range []string{"/s/A/", "/s/B/", "/s/B/names", "/s/pair/standings"} {
		code, body := get(t, s, path)
		require.Equal(t, http.StatusOK, code, path)
		if path == "/s/B/" {
			assert.Contains(t, body, "白中押し勝ち")
		}
	}
	assert.Equal(t, made, s.made.made.Load()-before, "the phones' first fetches find them made")
}
