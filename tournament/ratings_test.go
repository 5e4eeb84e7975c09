package tournament_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/encoding/japanese"

	"taikai/tournament"
)

func person(id int, name, reading, club string) tournament.Participant {
	return tournament.Participant{ID: id, Name: name, Reading: reading, Club: club}
}

func line(n int, name, reading, club string, rating int) tournament.RatingEntry {
	return tournament.RatingEntry{Line: n, Name: name, Reading: reading, Club: club, Rating: rating}
}

// outcome is what a plan says of each participant: set:RATING,
// ambiguous, not-found or no-rating, by name.
func outcome(p tournament.RatingsPlan) map[string]string {
	out := map[string]string{}
	for _, m := range p.Set {
		out[m.Participant.Name] = "set:" + strconv.Itoa(m.New)
	}
	for _, q := range p.Ambiguous {
		out[q.Participant.Name] = "ambiguous"
	}
	for _, m := range p.NotFound {
		if m.NoRating {
			out[m.Participant.Name] = "no-rating"
		} else {
			out[m.Participant.Name] = "not-found"
		}
	}
	return out
}

// A rating list matches each participant by name and reading, as the
// list writes them: widths, kana, case and spaces aside; never guessing:
// two lines for one participant, or one line for two, is the arbiter's
// question; no line, a line of another reading, or a line without a
// rating is not found, with the lines to look at.
func TestMatchRatings_Issue27ByNameAndReadingNeverGuessing(t *testing.T) {
	for _, tc := range []struct {
		name string
		ps   []tournament.Participant
		list []tournament.RatingEntry
		want map[string]string
		near int // lines shown for the first participant not found
	}{
		{
			name: "exact",
			ps:   []tournament.Participant{person(1, "山田 太郎", "やまだ たろう", "東京")},
			list: []tournament.RatingEntry{line(2, "山田 太郎", "やまだ たろう", "東京", 1850), line(3, "山田 次郎", "やまだ じろう", "東京", 1500)},
			want: map[string]string{"山田 太郎": "set:1850"},
		},
		{
			name: "spaces, katakana, half-width kana, full-width letters",
			ps: []tournament.Participant{person(1, "山田 太郎", "やまだ たろう", ""), person(2, "佐藤花子", "さとうはなこ", ""),
				person(3, "Smith John", "", ""), person(4, "鈴木　一", "すずき はじめ", "")},
			list: []tournament.RatingEntry{line(2, "山田太郎", "ヤマダ タロウ", "", 1850), line(3, "佐藤 花子", "ｻﾄｳ ﾊﾅｺ", "", 1600),
				line(4, "ＳＭＩＴＨ　Ｊｏｈｎ", "", "", 2100), line(5, "鈴木 一", "", "", 1400)},
			want: map[string]string{"山田 太郎": "set:1850", "佐藤花子": "set:1600", "Smith John": "set:2100", "鈴木　一": "set:1400"},
		},
		{
			name: "two lines for one participant, the club (東京 is 東京都) tells them apart or not",
			ps:   []tournament.Participant{person(1, "田中 一郎", "", "大阪"), person(2, "田中 二郎", "", "")},
			list: []tournament.RatingEntry{line(2, "田中一郎", "", "東京", 1700), line(3, "田中一郎", "", "大阪府", 1650),
				line(4, "田中二郎", "", "東京", 1500), line(5, "田中二郎", "", "大阪", 1450)},
			want: map[string]string{"田中 一郎": "set:1650", "田中 二郎": "ambiguous"},
		},
		{
			name: "one line for two participants of the same name (同姓同名)",
			ps:   []tournament.Participant{person(1, "佐藤 一郎", "", "東京"), person(2, "佐藤 一郎", "", "大阪")},
			list: []tournament.RatingEntry{line(2, "佐藤一郎", "", "名古屋", 1800)},
			want: map[string]string{"佐藤 一郎": "ambiguous"},
		},
		{
			name: "another reading is another person; another kanji is not guessed",
			ps:   []tournament.Participant{person(1, "山田 太郎", "やまだ たろう", ""), person(2, "齋藤 隆", "さいとう たかし", "")},
			list: []tournament.RatingEntry{line(2, "山田太郎", "やまだ ふとし", "", 1850), line(3, "斉藤 隆", "サイトウ タカシ", "", 1700)},
			want: map[string]string{"山田 太郎": "not-found", "齋藤 隆": "not-found"},
			near: 1,
		},
		{
			name: "a line without a rating; the same line twice is one line",
			ps:   []tournament.Participant{person(1, "高橋 学", "", ""), person(2, "伊藤 学", "", "")},
			list: []tournament.RatingEntry{line(2, "高橋学", "", "", 0), line(3, "伊藤学", "", "京都", 1550), line(4, "伊藤 学", "", "京都", 1550)},
			want: map[string]string{"高橋 学": "no-rating", "伊藤 学": "set:1550"},
			near: 1,
		},
		{
			name: "not on the list at all",
			ps:   []tournament.Participant{person(1, "中村 誠", "なかむら まこと", "")},
			list: []tournament.RatingEntry{line(2, "小林 誠", "こばやし まこと", "", 1600)},
			want: map[string]string{"中村 誠": "not-found"},
		},
		{
			name: "a pair is not rated, its members are",
			ps: []tournament.Participant{person(1, "青木 花", "", ""), person(2, "青木 空", "", ""),
				{ID: 3, Name: "青木 花・青木 空", Members: []int{1, 2}}},
			list: []tournament.RatingEntry{line(2, "青木花", "", "", 1300), line(3, "青木空", "", "", 1200)},
			want: map[string]string{"青木 花": "set:1300", "青木 空": "set:1200"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			plan := tournament.MatchRatings(tc.ps, tc.list)
			assert.Equal(t, tc.want, outcome(plan))
			if tc.near > 0 {
				require.NotEmpty(t, plan.NotFound)
				assert.Len(t, plan.NotFound[0].Near, tc.near, "the lines shown for the arbiter")
			}
		})
	}
	// One line for two, its club names one: the other is not found, with
	// the line shown.
	plan := tournament.MatchRatings([]tournament.Participant{person(1, "佐藤 一郎", "", "大阪"), person(2, "佐藤 一郎", "", "東京")},
		[]tournament.RatingEntry{line(2, "佐藤一郎", "", "東京", 1800)})
	require.Len(t, plan.Set, 1)
	assert.Equal(t, 2, plan.Set[0].Participant.ID, "the one of the line's club")
	require.Len(t, plan.NotFound, 1)
	assert.Equal(t, 1, plan.NotFound[0].Participant.ID)
	assert.Len(t, plan.NotFound[0].Near, 1)

	plan = tournament.MatchRatings([]tournament.Participant{person(1, "佐藤 一郎", "", "東京"), person(2, "佐藤 一郎", "", "大阪")},
		[]tournament.RatingEntry{line(2, "佐藤一郎", "", "名古屋", 1800)})
	require.Len(t, plan.Ambiguous, 2)
	assert.Equal(t, 2, plan.Ambiguous[0].Others[0].ID, "the other participant the line matches")

	plan = tournament.MatchRatings([]tournament.Participant{person(1, "山田 太郎", "", "東京")}, []tournament.RatingEntry{line(2, "山田太郎", "", "大阪府", 1850)})
	require.Len(t, plan.Set, 1)
	assert.True(t, plan.Set[0].ClubDiffers, "the only line, another club: set, and the club noted")
}

// The list is read as the players import reads a CSV: English or Japanese
// headers, UTF-8 or Shift_JIS; name and rating are required; a bad rating
// is refused with its line, and nothing read.
func TestReadRatingList_Issue27HeadersAndEncodings(t *testing.T) {
	list, err := tournament.ReadRatingList([]byte("name,reading,club,rating\nYamada Taro,やまだ たろう,Tokyo,1850\n"))
	require.NoError(t, err)
	assert.Equal(t, []tournament.RatingEntry{line(2, "Yamada Taro", "やまだ たろう", "Tokyo", 1850)}, list.Entries)
	assert.Equal(t, "UTF-8", list.Encoding)

	sjis, err := japanese.ShiftJIS.NewEncoder().String("順位,氏名,フリガナ,所属,段位,レート\r\n1,山田 太郎,ヤマダ タロウ,東京都,三段,１８５０\r\n2,佐藤 花子,サトウ ハナコ,大阪府,初段,\r\n")
	require.NoError(t, err)
	list, err = tournament.ReadRatingList([]byte(sjis))
	require.NoError(t, err)
	assert.Equal(t, "Shift_JIS", list.Encoding)
	assert.Equal(t, []tournament.RatingEntry{line(2, "山田 太郎", "ヤマダ タロウ", "東京都", 1850), line(3, "佐藤 花子", "サトウ ハナコ", "大阪府", 0)}, list.Entries)
	assert.Equal(t, []string{"順位", "段位"}, list.Ignored)

	_, err = tournament.ReadRatingList([]byte("氏名,所属\n山田,東京\n"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "names the name (氏名) and the rating (レーティング) columns")

	_, err = tournament.ReadRatingList([]byte("氏名,レーティング\n山田,1850\n佐藤,強い\n鈴木,5000\n"))
	require.Error(t, err)
	assert.Equal(t, "nothing was imported: the CSV has 2 problem(s):\nline 3, column レーティング: the rating \"強い\" is not a whole number from 0 to 4000\nline 4, column レーティング: the rating \"5000\" is not a whole number from 0 to 4000", err.Error())
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "3行目、レーティング列: レーティング「強い」は 0〜4000 の整数ではありません")
}

// players ratings --apply: one logged change sets the ratings found; the
// ambiguous and those not found keep theirs; a list that changes nothing
// logs nothing; a plan shown is applied only while it is the same.
func TestApplyRatings_Issue27OneLoggedChangeOnlyTheCertainOnes(t *testing.T) {
	s := monthlyGo(t)
	for _, f := range []tournament.ParticipantForm{
		{tournament.FieldName: "山田 太郎", tournament.FieldReading: "やまだ たろう", tournament.FieldRating: "1700"},
		{tournament.FieldName: "佐藤 一郎", tournament.FieldClub: "東京"},
		{tournament.FieldName: "佐藤 一郎", tournament.FieldClub: "大阪"},
		{tournament.FieldName: "中村 誠"},
	} {
		_, err := s.AddParticipant(f)
		require.NoError(t, err)
	}
	v := tournament.NewVenue(s.Store())
	csv := []byte("氏名,ふりがな,所属,レーティング\n山田太郎,ヤマダタロウ,東京,1850\n佐藤一郎,サトウイチロウ,名古屋,1800\n")
	plan, err := v.PlanRatings("", csv)
	require.NoError(t, err)
	assert.Equal(t, map[string]string{"山田 太郎": "set:1850", "佐藤 一郎": "ambiguous", "中村 誠": "not-found"}, outcome(plan))
	log0, _ := v.Root().AuditLog()

	_, err = v.ApplyRatings("", csv, plan.Fingerprint())
	require.NoError(t, err)
	ps, err := v.Root().Participants()
	require.NoError(t, err)
	ratings := map[int]int{}
	for _, p := range ps {
		ratings[p.ID] = p.Rating
	}
	assert.Equal(t, map[int]int{1: 1850, 2: 0, 3: 0, 4: 0}, ratings)
	log1, _ := v.Root().AuditLog()
	require.Len(t, log1, len(log0)+1, "one logged change")
	assert.Equal(t, "players.ratings", log1[len(log1)-1].Action)
	assert.Equal(t, "ratings of 1 participants from a rating list (UTF-8): #1 1700→1850", log1[len(log1)-1].Detail)

	again, err := v.ApplyRatings("", csv, "")
	require.NoError(t, err)
	assert.Empty(t, again.Changes())
	log2, _ := v.Root().AuditLog()
	assert.Len(t, log2, len(log1), "nothing to change: nothing logged")

	_, err = v.ApplyRatings("", csv, plan.Fingerprint())
	require.Error(t, err, "the plan shown has been applied since")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "もう一度読み込んでください")
}
