package web

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/othello"
)

// playRound pairs the next round and records result(g) at every table but
// the bye; it returns the round as paired.
func playRound(t *testing.T, svc *tournament.Service, result func(g tournament.Game) string) tournament.Round {
	t.Helper()
	r, err := svc.PairNextRound()
	require.NoError(t, err)
	for _, g := range r.Games {
		if !g.IsBye() {
			_, err := svc.RecordResult(r.Number, g.Table, result(g))
			require.NoError(t, err, "round %d table %d", r.Number, g.Table)
		}
	}
	return r
}

// gameOf returns the game of round r that player id plays.
func gameOf(t *testing.T, r tournament.Round, id int) tournament.Game {
	t.Helper()
	for _, g := range r.Games {
		if g.Has(id) {
			return g
		}
	}
	require.Failf(t, "not paired", "player %d has no game in round %d", id, r.Number)
	return tournament.Game{}
}

// gameLine returns the line of the games table of a player's page for round n.
func gameLine(t *testing.T, body string, n int) string {
	t.Helper()
	m := regexp.MustCompile(`<tr><td>` + fmt.Sprint(n) + `回戦</td>.*?</tr>`).FindString(body)
	require.NotEmpty(t, m, "no line for round %d in\n%s", n, body)
	return m
}

// byPlayer writes a result Black first from what player id scored: their
// discs, the opponent's, and the outcome keyword.
func byPlayer(g tournament.Game, id, mine, theirs int, outcome string) string {
	b, w := mine, theirs
	if g.White == id {
		b, w = theirs, mine
	}
	if outcome != "" {
		return fmt.Sprintf("%d-%d:%s", b, w, outcome)
	}
	return fmt.Sprintf("%d-%d", b, w)
}

func TestPlayerPage_Issue22WhiteWhoLost31To33ReadsHisOwnDiscsFirstAndTheLoss(t *testing.T) {
	svc := demoService(t, "othello", 0)
	r1 := playRound(t, svc, func(tournament.Game) string { return "33-31" })
	g := r1.Games[0]
	s := newServer(t, svc, Options{})

	body := getOK(t, s, fmt.Sprintf("/p/%d", g.White))
	line := gameLine(t, body, 1)
	assert.Contains(t, line, `<span class="score">31-33</span> <b class="loss">負け</b>`, "White's own 31 discs first, and the loss")
	assert.NotContains(t, line, "33-31")
	assert.Contains(t, body, `成績 <b>0勝1敗</b>`)

	_, body = get(t, s, fmt.Sprintf("/p/%d", g.Black))
	assert.Contains(t, gameLine(t, body, 1), `<span class="score">33-31</span> <b class="win">勝ち</b>`)
	assert.Contains(t, body, `成績 <b>1勝0敗</b>`)

	_, body = get(t, s, fmt.Sprintf("/p/%d?lang=en", g.White))
	assert.Contains(t, body, `<span class="score">31-33</span> <b class="loss">lost</b>`)
	assert.Contains(t, body, "0 won, 1 lost")
}

func TestPlayerPage_Issue22RunningRecordTwoWinsOneLossThenAPendingGame(t *testing.T) {
	svc := demoService(t, "othello", 0)
	r1 := playRound(t, svc, func(tournament.Game) string { return "33-31" })
	me := r1.Games[0].White // lost round 1, 31-33
	playRound(t, svc, func(g tournament.Game) string {
		if g.Has(me) {
			return byPlayer(g, me, 40, 24, "")
		}
		return "40-24"
	})
	r3 := playRound(t, svc, func(g tournament.Game) string {
		if g.Has(me) { // the opponent's flag fell (rule 16): the 勝手打ち card
			loser := "timeout-white"
			if g.White == me {
				loser = "timeout-black"
			}
			return byPlayer(g, me, 33, 31, loser)
		}
		return "40-24"
	})
	s := newServer(t, svc, Options{})
	_, body := get(t, s, fmt.Sprintf("/p/%d", me))
	assert.Contains(t, body, `成績 <b>2勝1敗</b>`)
	assert.Contains(t, gameLine(t, body, 2), `<span class="score">40-24</span> <b class="win">勝ち</b>`)
	g3 := gameOf(t, r3, me)
	opp := "白"
	if g3.White == me {
		opp = "黒"
	}
	assert.Contains(t, gameLine(t, body, 3), `<span class="score">33-31</span> <b class="win">勝ち</b><small>`+opp+`の時間切れ負け</small>`,
		"the player's 33 discs first, the win, and how it was won in the game's words")

	r4, err := svc.PairNextRound()
	require.NoError(t, err)
	g4 := gameOf(t, r4, me)
	recordOK(t, svc, 4, g4.Table, "pending")
	_, body = get(t, s, fmt.Sprintf("/p/%d", me))
	assert.Contains(t, body, `成績 <b>2勝1敗（勝敗預かり1）</b>`, "a pending game is neither a win nor a loss until ruled")
	assert.Contains(t, gameLine(t, body, 4), `<b class="pending">勝敗預かり</b>`)
}

func TestPlayerPage_Issue22NextRoundsTimeAndTheRoundClock(t *testing.T) {
	start := time.Date(2026, 11, 21, 11, 0, 0, 0, time.Local)
	svc := demoService(t, "othello", 0, tournament.WithClock(func() time.Time { return start }))
	require.NoError(t, svc.ChangeSettings(map[string]string{tournament.SettingTimetable: "10:00,11:00,13:00"}))
	playRound(t, svc, func(tournament.Game) string { return "40-24" })
	r2, err := svc.PairNextRound()
	require.NoError(t, err)
	g := r2.Games[0]
	s := newServer(t, svc, Options{Now: func() time.Time { return start.Add(5 * time.Minute) }})

	_, body := get(t, s, fmt.Sprintf("/p/%d", g.Black))
	assert.Contains(t, body, `<span class="next">次：3回戦 13:00</span>`, "the timetable's start of the next round, as on the wall")
	assert.NotContains(t, body, `id="clock"`, "no clock before the arbiter starts it")

	require.NoError(t, svc.StartClock(2, false))
	_, body = get(t, s, fmt.Sprintf("/p/%d", g.White))
	assert.Contains(t, body, `対局時計 残り <b>35:00</b>`, "40 minutes started at 11:00, seen at 11:05")
	assert.Contains(t, body, `<script src="/static/clock.js"></script>`, "the clock counts down on the phone")
}

func TestPlayerPage_Issue22OpponentsClubShownOnceEvenForSameNamePlayers(t *testing.T) {
	svc := tournament.NewService(storage.NewMemory())
	require.NoError(t, svc.CreateDemoEvent("othello", "同姓同名の大会"))
	for _, p := range [][2]string{{"山田 太郎", "東京都"}, {"山田 太郎", "大阪府"}, {"佐藤 花子", "京都府"}, {"鈴木 一郎", "奈良県"}} {
		_, err := svc.AddParticipant(tournament.ParticipantForm{tournament.FieldName: p[0], tournament.FieldClub: p[1]})
		require.NoError(t, err)
	}
	r1 := playRound(t, svc, func(tournament.Game) string { return "40-24" })
	r2, err := svc.PairNextRound()
	require.NoError(t, err)
	ps, err := svc.Participants()
	require.NoError(t, err)
	clubOf := map[int]string{}
	for _, p := range ps {
		clubOf[p.ID] = p.Club
	}
	s := newServer(t, svc, Options{})
	for _, g := range r1.Games {
		for _, me := range []int{g.Black, g.White} {
			opp := g.Black + g.White - me
			_, body := get(t, s, fmt.Sprintf("/p/%d", me))
			line := gameLine(t, body, 1)
			assert.Equal(t, 1, strings.Count(line, clubOf[opp]), "the opponent's club once on the line: %s", line)
			who := regexp.MustCompile(`<p class="who">.*?</p>`).FindString(body)
			assert.LessOrEqual(t, strings.Count(who, clubOf[me]), 1, who)
			now := regexp.MustCompile(`<p>相手：.*?</p>`).FindString(body)
			g2 := gameOf(t, r2, me)
			assert.Equal(t, 1, strings.Count(now, clubOf[g2.Black+g2.White-me]), "this round's opponent's club once: %s", now)
		}
	}
	names, err := svc.Names()
	require.NoError(t, err)
	for id, n := range names {
		if strings.HasPrefix(n, "山田") {
			assert.Equal(t, "山田 太郎（"+clubOf[id]+"）", n, "same-name players are told apart by their club")
		}
	}
}

func TestPlayerPage_Issue22GoResultsInTheGamesWordsFromEachSide(t *testing.T) {
	svc := demoService(t, "go", 0)
	r1, err := svc.PairNextRound()
	require.NoError(t, err)
	// Table 1 resigned; a 持碁 where the komi allows one (whole-point
	// komi), 無勝負 elsewhere.
	jigo, noResult := 0, 0
	for _, g := range r1.Games[1:] {
		if g.IsBye() {
			continue
		}
		if _, err := svc.RecordResult(1, g.Table, "jigo"); err == nil {
			jigo = g.Black
			continue
		}
		recordOK(t, svc, 1, g.Table, "無勝負")
		noResult = g.Black
	}
	g := r1.Games[0]
	recordOK(t, svc, 1, g.Table, "白中押し勝ち")
	s := newServer(t, svc, Options{})
	_, body := get(t, s, fmt.Sprintf("/p/%d", g.Black))
	assert.Contains(t, gameLine(t, body, 1), `<b class="loss">負け</b><small>白中押し勝ち</small>`, "Black lost; the game's own words say how")
	assert.Contains(t, body, `成績 <b>0勝1敗</b>`)
	_, body = get(t, s, fmt.Sprintf("/p/%d", g.White))
	assert.Contains(t, gameLine(t, body, 1), `<b class="win">勝ち</b><small>白中押し勝ち</small>`)
	require.NotZero(t, jigo+noResult)
	if jigo != 0 {
		_, body = get(t, s, fmt.Sprintf("/p/%d", jigo))
		assert.Contains(t, gameLine(t, body, 1), `<b class="draw">持碁</b>`)
		assert.Contains(t, body, `成績 <b>0勝0敗1持碁</b>`, "a 持碁 counts half, as the Go standings count it")
	}
	if noResult != 0 {
		_, body = get(t, s, fmt.Sprintf("/p/%d", noResult))
		assert.Contains(t, gameLine(t, body, 1), `<b class="none">無勝負</b>`)
		assert.Contains(t, body, `成績 <b>0勝0敗（無勝負1）</b>`, "無勝負 is neither a win nor a loss")
	}
}

func TestPlayerPage_Issue22PairGoMemberReadsThePairsResult(t *testing.T) {
	svc := demoService(t, "pairgo", 0)
	r1 := playRound(t, svc, func(tournament.Game) string { return "W+R" })
	g := r1.Games[0]
	member := firstMember(t, svc, g.Black)
	s := newServer(t, svc, Options{})
	_, body := get(t, s, fmt.Sprintf("/p/%d", member))
	assert.Contains(t, gameLine(t, body, 1), `<b class="loss">負け</b><small>白中押し勝ち</small>`, "a member of Black's pair lost with the pair")
}

func TestPlayerPage_EveryGamePlayedInPairsReadsItsGamesFromThePlayersSide(t *testing.T) {
	for _, d := range tournament.Disciplines() {
		if _, err := tournament.SwissOf(d.Kind()); err == nil {
			_, ok := d.(tournament.SideReader)
			assert.True(t, ok, "%s: a player's page needs its games from their side", d.Kind())
		}
	}
}

func TestPlayerPage_Issue22FinalDrawnOnTheBoardIsTheDrawWinHoldersWin(t *testing.T) {
	svc := demoService(t, "othello", 36)
	for n := 1; n <= 6; n++ {
		playRound(t, svc, func(g tournament.Game) string {
			if (g.Table+n)%3 == 0 {
				return "24-40"
			}
			return "40-24"
		})
	}
	r, _, err := othello.Of(svc).PairFinals()
	require.NoError(t, err)
	require.True(t, r.Final)
	hider, caller, _, err := othello.Of(svc).HiddenDiscRoles(r.Number, 1)
	require.NoError(t, err)
	// The hider takes the draw-win right; the caller then takes White.
	_, err = othello.Of(svc).RecordHiddenDisc(r.Number, 1, hider, "black", "white", "draw-win", "white")
	require.NoError(t, err)
	recordOK(t, svc, r.Number, 1, "32-32")
	s := newServer(t, svc, Options{})
	final := regexp.MustCompile(`<tr><td>決勝</td>.*?</tr>`)
	_, body := get(t, s, fmt.Sprintf("/p/%d", hider))
	assert.Contains(t, final.FindString(body), `<span class="score">32-32</span> <b class="win">勝ち</b><small>引き分け勝ち</small>`)
	_, body = get(t, s, fmt.Sprintf("/p/%d", caller))
	assert.Contains(t, final.FindString(body), `<span class="score">32-32</span> <b class="loss">負け</b><small>引き分け（相手に引き分け勝ちの権利）</small>`)
}

// firstMember is the first member of pair id, required to have one.
func firstMember(t *testing.T, svc *tournament.Service, id int) int {
	t.Helper()
	ps, err := svc.Participants()
	require.NoError(t, err)
	var member int
	for _, p := range ps {
		if p.ID == id {
			member = p.Members[0]
		}
	}
	require.NotZero(t, member)
	return member
}
