package tournament_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// findService returns an Othello event with seven participants (an odd
// number, so that round 1 has a bye).
func findService(t *testing.T) *tournament.Service {
	t.Helper()
	s := newService(t)
	for _, f := range [][3]string{
		{"佐藤 太郎", "さとう たろう", "東京都"},   // 1
		{"鈴木 優子", "すずき ゆうこ", "大阪府"},   // 2
		{"佐藤 花子", "さとう はなこ", "京都府"},   // 3
		{"大野 健太", "おおの けんた", "東京"},    // 4
		{"伊藤 翔太", "いとう しょうた", "西東京市"}, // 5
		{"山田 太郎", "やまだ たろう", "千葉県"},   // 6
		{"本間 誠", "ほんま まこと", ""},       // 7
	} {
		_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: f[0], tournament.FieldReading: f[1], tournament.FieldClub: f[2]})
		require.NoError(t, err)
	}
	return s
}

// ids returns the IDs of what Find found, best first.
func ids(t *testing.T, s *tournament.Service, query string) []int {
	t.Helper()
	fs, err := s.Find(query)
	require.NoError(t, err)
	out := []int{}
	for _, f := range fs {
		out = append(out, f.Participant.ID)
	}
	return out
}

// findCase is a query and the IDs it finds in findService's event, in
// order.
type findCase struct {
	query string
	want  []int
}

// assertFinds asks findService's event each query of cases.
func assertFinds(t *testing.T, cases []findCase) {
	t.Helper()
	s := findService(t)
	for _, tc := range cases {
		assert.Equal(t, tc.want, ids(t, s, tc.query), tc.query)
	}
}

func TestFind_EmptyQueryFindsNobody(t *testing.T) {
	s := findService(t)
	for _, q := range []string{"", " ", "　", "\t"} {
		fs, err := s.Find(q)
		require.NoError(t, err)
		assert.Empty(t, fs, "%q", q)
	}
	assert.Empty(t, ids(t, s, "渡辺"), "nobody matches")
	assert.Empty(t, ids(t, s, "xyz"))
}

func TestFind_NameClubAndWidthsAndSpaces(t *testing.T) {
	assertFinds(t, []findCase{
		{"佐藤", []int{1, 3}},
		{"佐藤太郎", []int{1}},
		{"佐藤　太郎", []int{1}},
		{" 太郎 ", []int{1, 6}},
		{"大阪", []int{2}},
		{"千葉県", []int{6}},
		{"誠", []int{7}},
	})
}

func TestFind_ReadingInHiraganaOrKatakana(t *testing.T) {
	assertFinds(t, []findCase{
		{"さとう", []int{1, 3}},
		{"サトウ", []int{1, 3}},
		{"ｻﾄｳ", []int{1, 3}},
		{"ユウコ", []int{2}},
		{"すずきゆうこ", []int{2}},
		{"スズキ　ユウコ", []int{2}},
		{"しょう", []int{5}},
	})
}

func TestFind_RomajiWithOrWithoutLongVowels(t *testing.T) {
	assertFinds(t, []findCase{
		{"sato", []int{1, 3}},
		{"satou", []int{1, 3}},
		{"Satō", []int{1, 3}},
		{"SATOH", []int{1, 3}},
		{"ｓａｔｏ", []int{1, 3}},
		{"Satou Tarou", []int{1}},
		{"sato taro", []int{1}},
		{"Satō Tarō", []int{1}},
		{"Sato Tarou", []int{1}},
		{"taro", []int{1, 6}},
		{"tarou", []int{1, 6}},
		{"yuko", []int{2}},
		{"yuuko", []int{2}},
		{"yūko", []int{2}},
		{"ono", []int{4}},
		{"oono", []int{4}},
		{"ohno", []int{4}},
		{"shota", []int{5}},
		{"shouta", []int{5}},
		{"syouta", []int{5}},
		{"homma", []int{7}},
		{"honma makoto", []int{7}},
		{"hanako", []int{3}},
	})
}

func TestFind_ExactBeforePrefixBeforeSubstring(t *testing.T) {
	s := findService(t)
	// 東京 is #4's whole club, the start of #1's (東京都), inside #5's (西東京市).
	assert.Equal(t, []int{4, 1, 5}, ids(t, s, "東京"))
	// たろう is a whole word of both; たろ starts them; ろう is inside.
	assert.Equal(t, []int{1, 6}, ids(t, s, "たろう"))
	// "ta" starts たろう (#1, #6) and is inside いとう しょうた (#5), 健太 (kenta, #4).
	got := ids(t, s, "ta")
	require.Len(t, got, 4)
	assert.ElementsMatch(t, []int{1, 6}, got[:2], "word starts first")
	assert.ElementsMatch(t, []int{4, 5}, got[2:])
}

func TestFind_TableNumberAndIDInTheLastRound(t *testing.T) {
	s := findService(t)
	r, err := s.PairNextRound()
	require.NoError(t, err)
	g1, _, ok := r.GameAt(1)
	require.True(t, ok)

	for _, q := range []string{"1", "１"} {
		fs, err := s.Find(q)
		require.NoError(t, err)
		require.GreaterOrEqual(t, len(fs), 2, q)
		assert.Equal(t, tournament.Found{Participant: fs[0].Participant, Round: 1, Table: 1, Colour: "black"}, fs[0])
		assert.Equal(t, g1.Black, fs[0].Participant.ID, "Black first")
		assert.Equal(t, tournament.Found{Participant: fs[1].Participant, Round: 1, Table: 1, Colour: "white"}, fs[1])
		assert.Equal(t, g1.White, fs[1].Participant.ID)
		assert.Contains(t, ids(t, s, q), 1, "and participant #1")
	}
	// "#1" is the id only, not table 1.
	assert.Equal(t, []int{1}, ids(t, s, "#1"))
	assert.Equal(t, []int{1}, ids(t, s, "＃１"))

	// Everyone has a place: a table and a colour, or the bye.
	byes := 0
	for id := 1; id <= 7; id++ {
		fs, err := s.Find("#" + strconv.Itoa(id))
		require.NoError(t, err)
		f := fs[0]
		require.Equal(t, id, f.Participant.ID)
		assert.Equal(t, 1, f.Round)
		if f.Bye {
			byes++
			assert.Zero(t, f.Table)
			assert.Empty(t, f.Colour)
			continue
		}
		g, _, ok := r.GameAt(f.Table)
		require.True(t, ok)
		assert.True(t, g.Has(id))
		assert.Equal(t, map[bool]string{true: "black", false: "white"}[g.Black == id], f.Colour)
	}
	assert.Equal(t, 1, byes)
}

func TestFind_LateEntryIsNotPaired(t *testing.T) {
	s := findService(t)
	_, err := s.PairNextRound()
	require.NoError(t, err)
	late, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "新井 翼", tournament.FieldReading: "あらい つばさ"})
	require.NoError(t, err)
	fs, err := s.Find("arai")
	require.NoError(t, err)
	require.Len(t, fs, 1)
	assert.Equal(t, tournament.Found{Participant: late}, fs[0], "no place in round 1")
}

func TestFind_PairMembersPlayWhereTheirPairPlays(t *testing.T) {
	s, a, b := juniorPairs(t)
	r, err := s.PairNextRound()
	require.NoError(t, err)
	var table int
	for _, g := range r.Games {
		if g.Has(a.ID) && g.Has(b.ID) {
			table = g.Table
		}
	}
	require.NotZero(t, table)
	fs, err := s.Find("田中 翔")
	require.NoError(t, err)
	require.NotEmpty(t, fs)
	assert.Equal(t, "田中 翔", fs[0].Participant.Name)
	assert.Equal(t, 1, fs[0].Round)
	assert.Equal(t, table, fs[0].Table)
	fs, err = s.Find(a.Name)
	require.NoError(t, err)
	assert.Equal(t, a.ID, fs[0].Participant.ID, "the pair itself, by its name")
	assert.Equal(t, table, fs[0].Table)
}
