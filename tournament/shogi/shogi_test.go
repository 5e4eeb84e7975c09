package shogi_test

import (
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/gametest"
	"taikai/tournament/shogi"
)

func TestMain(m *testing.M) {
	os.Exit(gametest.Run(m))
}

var today = time.Date(2026, 5, 5, 10, 0, 0, 0, time.UTC)

func shogiEvent(t *testing.T, settings map[string]string, ranks ...string) *tournament.Service {
	t.Helper()
	s := tournament.NewService(storage.NewMemory(), tournament.WithClock(func() time.Time { return today }))
	set := map[string]string{"seed": "7", "round1": "rank"}
	for k, v := range settings {
		set[k] = v
	}
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: string(shogi.Kind), Name: "将棋大会"}, set, today)
	require.NoError(t, err)
	require.NoError(t, s.Create(ev))
	for i, r := range ranks {
		_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "棋士" + string(rune('A'+i)), tournament.FieldRank: r})
		require.NoError(t, err)
	}
	return s
}

func handicap(t *testing.T, s *tournament.Service, g tournament.Game) *tournament.Handicap {
	ev, err := s.Event()
	require.NoError(t, err)
	return tournament.GameHandicap(ev, g)
}

func TestShogi_Issue30ParsesAsGameKindWithItsAlias(t *testing.T) {
	for _, in := range []string{"shogi", "将棋"} {
		k, err := tournament.ParseGameKind(in)
		require.NoError(t, err)
		assert.Equal(t, shogi.Kind, k)
	}
}

// With handicaps on, every game takes its 手合 from the table: a 駒落ち has
// the 上手 on 先手 (Black), 平手 下位者先手 the weaker.
func TestShogi_Issue30HandicapOnSeatsByTheTable(t *testing.T) {
	// Round 1 by rank, top half against bottom half: 五段–1級 (5 段級差:
	// 飛香落ち), 三段–3級 (5: 飛香落ち), 二段–5級 (6: 二枚落ち), 初段–10級 (10:
	// 六枚落ち) … whatever the pairing, each game must follow the table.
	s := shogiEvent(t, map[string]string{"handicap": "true"}, "5d", "3d", "2d", "1d", "1k", "2k", "3k", "4k")
	r, err := s.PairNextRound()
	require.NoError(t, err)
	rank := gametest.Ranks(t, s)
	table := map[int]string{1: "平手", 2: "香落ち", 3: "角落ち", 4: "飛車落ち", 5: "飛香落ち", 6: "二枚落ち", 7: "二枚落ち", 8: "四枚落ち", 9: "四枚落ち"}
	for _, g := range r.Games {
		b, _ := rank[g.Black].Value()
		w, _ := rank[g.White].Value()
		h := handicap(t, s, g)
		require.NotNil(t, h)
		d := max(b-w, w-b)
		want := table[min(d, 9)]
		if d >= 10 {
			want = "六枚落ち"
		}
		require.NotZero(t, d)
		assert.Equal(t, want, h.Lines[0].Ja, "table %d: %s v %s", g.Table, rank[g.Black].Japanese(), rank[g.White].Japanese())
		if want == "平手" {
			assert.Less(t, b, w, "平手 下位者先手: the weaker on 先手")
			assert.Equal(t, "下位者先手", h.Lines[1].Ja)
		} else {
			assert.Greater(t, b, w, "駒落ち: the 上手 moves first")
			assert.Equal(t, "上手から指す", h.Lines[1].Ja)
		}
	}
}

func TestShogi_Issue30HandicapOffIsHirateWithFurigoma(t *testing.T) {
	s := shogiEvent(t, nil, "5d", "1k")
	r, err := s.PairNextRound()
	require.NoError(t, err)
	h := handicap(t, s, r.Games[0])
	require.NotNil(t, h)
	assert.Equal(t, "平手　振り駒", h.Text.Ja)

	// 2 歩 face up (3 と): the first-named player is 後手.
	named, other := r.Games[0].Black, r.Games[0].White
	f, err := shogi.Of(s).RecordFurigoma(1, 1, 2)
	require.NoError(t, err)
	assert.Equal(t, shogi.Furigoma{For: named, Fu: 2, Sente: other, Gote: named, ColoursChange: true}, f)
	rs, _ := s.Rounds()
	assert.Equal(t, []int{other, named}, []int{rs[0].Games[0].Black, rs[0].Games[0].White})
	assert.Equal(t, "平手　振り駒 歩2枚", handicap(t, s, rs[0].Games[0]).Text.Ja)
	// Recorded again (a mistyped count): the toss was for the same player.
	f, err = shogi.Of(s).RecordFurigoma(1, 1, 4)
	require.NoError(t, err)
	assert.Equal(t, named, f.Sente)
	_, err = shogi.Of(s).RecordFurigoma(1, 1, 6)
	assert.ErrorIs(t, err, tournament.ErrInvalidInput)

	_, err = s.RecordResult(1, 1, "先手勝ち")
	require.NoError(t, err)
	_, err = shogi.Of(s).RecordFurigoma(1, 1, 1)
	assert.ErrorIs(t, err, tournament.ErrInvalidInput, "a game with a result keeps its 先手")
}

func TestShogi_Issue30NoFurigomaInAHandicapGame(t *testing.T) {
	s := shogiEvent(t, map[string]string{"handicap": "true"}, "3d", "1k")
	_, err := s.PairNextRound()
	require.NoError(t, err)
	_, err = shogi.Of(s).RecordFurigoma(1, 1, 3)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "上手 moves first")
}

func TestShogi_Issue30SennichiteReplayedUnlessTheSectionMakesItADraw(t *testing.T) {
	s := shogiEvent(t, nil, "1d", "1d")
	r, err := s.PairNextRound()
	require.NoError(t, err)
	_, err = s.RecordResult(1, 1, "千日手")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "replay")
	// Issue 38: the replay is played with the sides swapped; its 後手 is
	// the slip's 先手 (Black).
	v, err := s.RecordResult(1, 1, "千日手 後手勝ち")
	require.NoError(t, err)
	assert.Equal(t, "sennichite-swap/gote", v.Stored)
	assert.Equal(t, tournament.Black, v.Winner)
	st, err := s.Standings(1)
	require.NoError(t, err)
	assert.Equal(t, r.Games[0].Black, st.Rows[0].ID, "the replay's winner leads")
	assert.Equal(t, "1", st.Rows[0].Cells[1])

	require.NoError(t, s.ChangeSettings(map[string]string{"sennichite": "draw"}))
	v, err = s.RecordResult(1, 1, "千日手")
	require.NoError(t, err)
	assert.Equal(t, tournament.NoColour, v.Winner)
	st, _ = s.Standings(1)
	assert.Equal(t, "0.5", st.Rows[0].Cells[1])
}

// A 二枚落ち game (初段 v 6級) ends in 持将棋: on the board the 上手 counts
// 18, the 下手 26; the dropped 飛車 and 角 (10) count for the 上手: 28 and
// 26, a draw under the 24-point rule.
func TestShogi_Issue30JishogiCountsTheDroppedRookAndBishop(t *testing.T) {
	s := shogiEvent(t, map[string]string{"handicap": "true"}, "1d", "6k")
	_, err := s.PairNextRound()
	require.NoError(t, err)
	_, err = s.RecordResult(1, 1, "持将棋")
	require.Error(t, err, "the 24-point rule needs the count")
	_, err = s.RecordResult(1, 1, "持将棋 28-26")
	require.Error(t, err, "28 + 10 + 26 is more than a set")
	v, err := s.RecordResult(1, 1, "持将棋 18-26")
	require.NoError(t, err)
	assert.Equal(t, "jishogi-24:18+10-26", v.Stored)
	assert.Equal(t, tournament.NoColour, v.Winner)
	v, err = s.RecordResult(1, 1, "持将棋 13-31")
	require.NoError(t, err)
	assert.Equal(t, tournament.White, v.Winner, "13 + 10 < 24: the 上手 loses")
	v, err = s.RecordResult(1, 1, "下手勝ち")
	require.NoError(t, err)
	assert.Equal(t, "gote", v.Stored)
}

func TestShogi_Issue30AKnockoutGameTakesNoDraw(t *testing.T) {
	d := shogi.New()
	ev := tournament.Event{Game: shogi.Kind, Settings: map[string]string{"sennichite": "draw", "jishogi": "draw"}}
	g := tournament.Game{Table: 1, Black: 1, White: 2, Decisive: true}
	for _, in := range []string{"千日手", "持将棋"} {
		_, err := d.Decide(ev, tournament.Round{Number: 1}, g, in, nil)
		require.Error(t, err, in)
		assert.Contains(t, err.Error(), "must have a winner")
	}
	v, err := d.Decide(ev, tournament.Round{Number: 1}, g, "持将棋 先手勝ち", nil)
	require.NoError(t, err)
	assert.Equal(t, tournament.White, v.Winner, "the replay's 先手 is the slip's 後手 (issue 38)")
}

func TestShogi_Issue30StandingsByWinsThenSOS(t *testing.T) {
	s := shogiEvent(t, nil, "1d", "1d", "1d", "1d")
	for range 2 {
		r, err := s.PairNextRound()
		require.NoError(t, err)
		for _, g := range r.Games {
			_, err := s.RecordResult(r.Number, g.Table, "先手勝ち")
			require.NoError(t, err)
		}
	}
	st, err := s.Standings(2)
	require.NoError(t, err)
	assert.Equal(t, "2", st.Rows[0].Cells[1])
	assert.Equal(t, "wins, SOS (sum of the opponents' wins), SODOS (sum of the beaten opponents' wins), head-to-head (of two players equal on all these: ○ won, ● lost their game), then the lot", st.Order.En)
}

func TestShogi_Issue30Calculator(t *testing.T) {
	for _, tt := range []struct{ a, b, line string }{
		{"初段", "1級", "teai=平手 sente=2 uwate=1"},
		{"3級", "初段", "teai=角落ち sente=2 uwate=2"},
		{"五段", "15級", "teai=六枚落ち sente=1 uwate=1"},
		{"2d", "2d", "teai=平手 sente=furigoma uwate=none"},
	} {
		l, err := shogi.New().HandicapFor(tt.a, tt.b)
		require.NoError(t, err)
		assert.Equal(t, tt.line, l, "%s v %s", tt.a, tt.b)
	}
	_, err := shogi.New().HandicapFor("pro", "1d")
	assert.Error(t, err)
}

func TestShogi_Issue30DemoPlaysFourRounds(t *testing.T) {
	s := tournament.NewService(storage.NewMemory(), tournament.WithClock(func() time.Time { return today }))
	require.NoError(t, s.CreateDemoWith(shogi.Kind, 32))
	require.NoError(t, tournament.PlayDemo(s, 4))
	rs, err := s.Rounds()
	require.NoError(t, err)
	require.Len(t, rs, 4)
	seen := map[string]bool{}
	for _, r := range rs {
		for _, g := range r.Games {
			if g.Result != nil {
				seen[g.Result.Text] = true
			}
		}
	}
	assert.True(t, seen["sennichite-swap/gote"], "a 千日手 replayed with the sides swapped: %v", seen)
}

func TestShogi_Issue30SeatSaysWhyInEachLanguage(t *testing.T) {
	s := shogiEvent(t, map[string]string{"handicap": "true"}, "3d", "1k")
	r, err := s.PairNextRound()
	require.NoError(t, err)
	assert.Contains(t, r.Games[0].Why.Ja, "角落ち（上手から指す）")
	assert.NotContains(t, r.Games[0].Why.Ja, "handicap")
	assert.Contains(t, r.Games[0].Why.En, "bishop handicap: the stronger player (上手) moves first")
}
