package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/rules/igo"
	"taikai/tournament"
	"taikai/tournament/gametest"
	igogame "taikai/tournament/igo"
)

// goEventWith is a Go event with the given settings and participants (name,
// rank).
func goEventWith(t *testing.T, settings map[string]string, ranks ...string) *tournament.Service {
	t.Helper()
	s := stillEvent(t, tournament.EventInfo{Game: "go", Name: "囲碁大会"}, settings)
	for i, r := range ranks {
		_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "棋士" + string(rune('A'+i)), tournament.FieldRank: r})
		require.NoError(t, err)
	}
	return s
}

// Seed go-play-rules-pandanet.txt, 置石、コミについて: 1つの段級位を2つに分けて
// 手合割を決めます … 三段★(1d+) … 段位差 0.5 置石なし、下手半目コミ出し; 1.5 置石2子、
// 下手半目コミ出し; … 8.5 置石9子、下手半目コミ出し.
func TestGo_SeedHalfRankHandicapUsesTheHalfRows(t *testing.T) {
	tests := []struct {
		a, b string
		want string
	}{
		{"3d+", "3d", "stones=0 komi=0.5 black=2"},   // 0.5: 下手半目コミ出し
		{"3d", "3d+", "stones=0 komi=0.5 black=1"},   // the weaker takes Black either way
		{"三段★", "三段", "stones=0 komi=0.5 black=2"},   // Pandanet's notation
		{"３ｄ＋", "3段", "stones=0 komi=0.5 black=2"},   // full width
		{"3d+", "3d+", "stones=0 komi=6.5 black=1"},  // 0: 黒番6目半コミ出し
		{"4d", "3d+", "stones=0 komi=0.5 black=2"},   // 0.5
		{"4d+", "3d", "stones=2 komi=0.5 black=2"},   // 1.5: 置石2子、下手半目コミ出し
		{"4d+", "3d+", "stones=0 komi=-5.5 black=2"}, // 1: 上手5目半コミ出し
		{"1d+", "1k", "stones=2 komi=0.5 black=2"},   // 1.5 across 初段 and 1級
		{"1k+", "1k", "stones=0 komi=0.5 black=2"},   // kyu halves
		{"1級★", "2級", "stones=2 komi=0.5 black=2"},   // 1.5
		{"1d", "1k+", "stones=0 komi=0.5 black=2"},   // 0.5
		{"3d+", "1d", "stones=3 komi=0.5 black=2"},   // 2.5: 置石3子、下手半目コミ出し
		{"9d+", "1d", "stones=9 komi=0.5 black=2"},   // 8.5: 置石9子、下手半目コミ出し
		{"9d", "1d+", "stones=8 komi=0.5 black=2"},   // 7.5
		{"9d+", "1k", "stones=9 komi=-5.5 black=2"},  // 9.5: capped at 9 stones
		{"5k+", "7k", "stones=3 komi=0.5 black=2"},   // 2.5 among kyu players
		{"三段", "初段★", "stones=2 komi=0.5 black=2"},   // 1.5: 3d (6) v 1d+ (3)
	}
	calc := igogame.New()
	for _, tt := range tests {
		t.Run(tt.a+"_v_"+tt.b, func(t *testing.T) {
			got, err := calc.HandicapFor(tt.a, tt.b)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
	for _, bad := range []string{"pro+", "3x+"} {
		_, err := calc.HandicapFor(bad, "3d")
		assert.ErrorIs(t, err, tournament.ErrInvalidInput, bad)
	}
}

// The half rows are used on the games of an event too: a rank typed or
// imported as 三段★ or 3d+ is stored as 3d+ and plays 三段 with no stones,
// the weaker giving half a point.
func TestGo_SeedHalfRankGamesOfAnEvent(t *testing.T) {
	tests := []struct {
		name       string
		ranks      []string // added one by one
		csv        string   // or imported
		strong     string   // the stronger player's stored rank (White)
		stones     int
		komi       int // half-points, Black's view
		komiJA     string
		weakerRank string
	}{
		{name: "typed 3d+", ranks: []string{"3d+", "3d"}, strong: "3d+", stones: 0, komi: 1, komiJA: "黒番半目コミ出し", weakerRank: "3d"},
		{name: "typed 三段★", ranks: []string{"三段", "三段★"}, strong: "3d+", stones: 0, komi: 1, komiJA: "黒番半目コミ出し", weakerRank: "3d"},
		{name: "imported 1級★", csv: "氏名,段級位\n甲,1級★\n乙,2級\n", strong: "1k+", stones: 2, komi: 1, komiJA: "置石2子", weakerRank: "2k"},
		{name: "imported 4d", csv: "name,rank\nA,4d\nB,3d+\n", strong: "4d", stones: 0, komi: 1, komiJA: "黒番半目コミ出し", weakerRank: "3d+"},
		{name: "whole rank of difference", ranks: []string{"2d+", "1d+"}, strong: "2d+", stones: 0, komi: -11, komiJA: "白番5目半コミ出し", weakerRank: "1d+"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := goEventWith(t, nil, tt.ranks...)
			if tt.csv != "" {
				_, err := s.ImportParticipants([]byte(tt.csv))
				require.NoError(t, err)
			}
			r, err := s.PairNextRound()
			require.NoError(t, err)
			require.Len(t, r.Games, 1)
			g := r.Games[0]
			rank := gametest.Ranks(t, s)
			assert.Equal(t, tt.strong, rank[g.White].String(), "the stronger (上手) takes White")
			assert.Equal(t, tt.weakerRank, rank[g.Black].String())
			h := handicapOf(t, s, g)
			require.NotNil(t, h)
			assert.Equal(t, tt.stones, h.Stones)
			assert.Equal(t, tt.komi, h.Komi)
			assert.Contains(t, h.Text.Ja, tt.komiJA)
		})
	}
}

// docs/rules.md §4: board counts are whole points, so a half-point komi (every row
// of the Pandanet table) leaves no jigo and no whole margin, and a whole
// komi no half margin. The game's komi is its Handicap.Komi.
func TestGo_Section4MarginsImpossibleUnderTheKomiAreRefused(t *testing.T) {
	even := goEventWith(t, nil, "2d", "2d")  // komi 6.5
	handi := goEventWith(t, nil, "3d", "1k") // 3 stones, White gives 5.5
	half := goEventWith(t, nil, "3d+", "3d") // no stones, Black gives 0.5
	for _, s := range []*tournament.Service{even, handi, half} {
		_, err := s.PairNextRound()
		require.NoError(t, err)
	}
	r, _ := handi.Round(1)
	require.Equal(t, -11, handicapOf(t, handi, r.Games[0]).Komi)
	tests := []struct {
		name string
		s    *tournament.Service
		in   string
		ok   bool
		ja   string // in the refusal, the results written in Japanese (issue 22: not B+3)
	}{
		{"komi 6.5: W+0.5", even, "W+0.5", true, ""},
		{"komi 6.5: B+3.5", even, "B+3.5", true, ""},
		{"komi 6.5: jigo", even, "jigo", false, "持碁になりません"},
		{"komi 6.5: 持碁", even, "持碁", false, "持碁になりません"},
		{"komi 6.5: W+6", even, "W+6", false, "白5目半勝ち か 白6目半勝ち"},
		{"komi 6.5: B+1", even, "B+1", false, "黒半目勝ち か 黒1目半勝ち"},
		{"komi 6.5: B+R", even, "B+R", true, ""},
		{"komi 6.5: W+T", even, "W+T", true, ""},
		{"komi 6.5: forfeit-white", even, "forfeit-white", true, ""},
		{"komi 6.5: double-loss", even, "double-loss", true, ""},
		{"komi -5.5: W+6", handi, "W+6", false, "白番5目半コミ出し（逆コミ）"},
		{"komi -5.5: jigo", handi, "jigo", false, "持碁"},
		{"komi -5.5: W+5.5", handi, "W+5.5", true, ""},
		{"komi -5.5: B+10.5", handi, "B+10.5", true, ""},
		{"komi 0.5: jigo", half, "jigo", false, "半目のコミ"},
		{"komi 0.5: B+2", half, "B+2", false, "黒1目半勝ち か 黒2目半勝ち"},
		{"komi 0.5: B+0.5", half, "B+0.5", true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := tt.s.PreviewResult(1, 1, tt.in)
			if tt.ok {
				require.NoError(t, err)
				assert.NotEmpty(t, v.Stored)
				return
			}
			require.ErrorIs(t, err, tournament.ErrInvalidInput)
			require.ErrorIs(t, err, igo.ErrImpossibleResult)
			assert.Contains(t, err.Error(), "cannot be")
			assert.Contains(t, tournament.Localize(err, tournament.Japanese), tt.ja)
			_, err = tt.s.RecordResult(1, 1, tt.in)
			require.Error(t, err, "nothing is recorded")
		})
	}
}

// A whole-number komi (an event's own, or no komi) allows jigo and whole
// margins and rules out half-point margins: B+0.5 with komi 6 cannot be.
func TestGo_Section4HalfMarginsImpossibleUnderAWholeKomi(t *testing.T) {
	d := igogame.New()
	ev := tournament.Event{Game: igogame.Kind}
	tests := []struct {
		komi int // half-points
		in   string
		ok   bool
		msg  string
	}{
		{12, "B+0.5", false, "B+0.5 cannot be: with komi 6 (whole points) no margin ends in .5 (jigo or B+1?)"},
		{12, "W+3.5", false, "(W+3 or W+4?)"},
		{12, "jigo", true, ""},
		{12, "W+3", true, ""},
		{0, "B+0.5", false, "with no komi (whole points)"},
		{0, "jigo", true, ""},
		{-12, "B+1", true, ""},
		{-12, "B+1.5", false, "komi -6"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			g := handicapGame(t, tournament.Handicap{Komi: tt.komi})
			_, err := d.Decide(ev, tournament.Round{Number: 1, Games: []tournament.Game{g}}, g, tt.in, nil)
			if tt.ok {
				require.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, igo.ErrImpossibleResult)
			assert.Contains(t, err.Error(), tt.msg)
			assert.Contains(t, tournament.Localize(err, tournament.Japanese), "はありえません")
		})
	}
	// A game stored before handicaps were kept has no komi to check against.
	g := tournament.Game{Table: 1, Black: 1, White: 2}
	_, err := d.Decide(ev, tournament.Round{Number: 1, Games: []tournament.Game{g}}, g, "W+0.5", nil)
	require.NoError(t, err)
}

// handicapGame is table 1 between #1 and #2, seated with handicap h: its
// record as Go writes it (the key the file's games had before, see
// tournament.LegacyGameKeys).
func handicapGame(t *testing.T, h tournament.Handicap) tournament.Game {
	t.Helper()
	extra, err := tournament.EncodeExtra(map[string]any{"handicap": h})
	require.NoError(t, err)
	g := tournament.Game{Table: 1, Black: 1, White: 2, Extra: extra}
	require.Equal(t, &h, igogame.New().HandicapOf(g))
	return g
}

// In Go a jigo is a draw (持碁, ½–½): B+J and W+J are Pair Go's (ジゴは白勝ち)
// and are refused in a Go event, as results and as claims.
func TestGo_Section4JigoIsADrawNotAWin(t *testing.T) {
	d := igogame.New()
	ev := tournament.Event{Game: igogame.Kind}
	g := handicapGame(t, tournament.Handicap{Komi: 12})
	for _, tt := range []struct {
		in     string
		stored string
	}{{"jigo", "jigo"}, {"持碁", "jigo"}, {"ジゴ", "jigo"}, {"W+J", ""}, {"B+J", ""}, {"白+J", ""}} {
		t.Run(tt.in, func(t *testing.T) {
			v, err := d.Decide(ev, tournament.Round{Number: 1, Games: []tournament.Game{g}}, g, tt.in, nil)
			c, cerr := d.Claim(ev, tt.in)
			if tt.stored == "" {
				require.ErrorIs(t, err, tournament.ErrInvalidInput)
				assert.Contains(t, err.Error(), "in Go a jigo is a draw")
				assert.Contains(t, tournament.Localize(err, tournament.Japanese), "囲碁では持碁は引き分け")
				require.ErrorIs(t, cerr, tournament.ErrInvalidInput)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.stored, v.Stored)
			assert.Equal(t, tournament.NoColour, v.Winner)
			require.NoError(t, cerr)
			assert.Equal(t, tt.stored, c)
		})
	}
}

// Seed go-play-rules-pandanet.txt, 打ち切り方式: 持ち時間のみの対局です …
// 秒読み時間を0に設定すれば打ち切り方式となります. time_control=1m+0s is sudden
// death (切れ負け) on the sheets.
func TestGo_SeedZeroByoYomiIsSuddenDeath(t *testing.T) {
	tests := []struct {
		setting string
		ja, en  string
	}{
		{"1m+0s", "持ち時間1分、切れ負け（打ち切り）", "1 min sudden death"},
		{"30m+0s", "持ち時間30分、切れ負け（打ち切り）", "30 min sudden death"},
		{"40m", "持ち時間40分、切れ負け（打ち切り）", "40 min sudden death"},
		{"1m+30s", "持ち時間1分、秒読み1手30秒", "Main time 1 min, then byo-yomi 30 s per move"},
	}
	for _, tt := range tests {
		t.Run(tt.setting, func(t *testing.T) {
			tc, err := igo.ParseTimeControl(tt.setting)
			require.NoError(t, err)
			if tt.setting != "1m+30s" {
				assert.Equal(t, igo.TimeSuddenDeath, tc.Kind)
			}
			for _, game := range []string{"go", "pairgo"} {
				ev, err := tournament.NewEvent(tournament.EventInfo{Game: game, Name: "大会"}, map[string]string{"time_control": tt.setting}, today)
				require.NoError(t, err)
				assert.Equal(t, tt.ja, igogame.TimeControlText(ev, tournament.Japanese), game)
				assert.Equal(t, tt.en, igogame.TimeControlText(ev, tournament.English), game)
			}
		})
	}
	for _, bad := range []string{"0m+0s", "1m+0s+60sx10"} {
		_, err := tournament.NewEvent(tournament.EventInfo{Game: "go", Name: "大会"}, map[string]string{"time_control": bad}, today)
		assert.ErrorIs(t, err, tournament.ErrInvalidInput, bad)
	}
}

// Issue 38: W+1000.5 is refused as too large, in the arbiter's language.
func TestGo_Issue38MarginTooLargeRefusedInJapanese(t *testing.T) {
	s := goEvent(t, "1d", "1d")
	_, err := s.PairNextRound()
	require.NoError(t, err)
	_, err = s.RecordResult(1, 1, "W+1000.5")
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, tournament.Localize(err, tournament.English), "400 at most")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "1000目半の差で勝つ対局はありません")
}
