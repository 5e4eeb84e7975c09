package sheets

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"

	"taikai/tournament"
)

func TestGojuon_PairsInJISX4061Order(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		why  string
	}{
		{"あべ", "いしかわ", "base sounds: あ before い"},
		{"かとう", "がとう", "the same sounds: unvoiced before voiced"},
		{"さとう", "さどう", "unvoiced before voiced at the first voicing difference"},
		{"さどう", "さとうえ", "the base sounds decide first: さとう is shorter than さとうえ"},
		{"はは", "ばば", "清音 before 濁音"},
		{"ばば", "ぱぱ", "濁音 before 半濁音"},
		{"はば", "ばは", "voicing: the first place it differs"},
		{"ぱ", "ひ", "ぱ is は: before ひ"},
		{"がっこう", "かつら", "ご = こ is before ら: the base sounds over the whole string"},
		{"きや", "きゃ", "large before small on a tie"},
		{"きゃ", "ぎや", "voicing is decided before size"},
		{"まつた", "まった", "っ = つ, after it on a tie"},
		{"きゃく", "きやま", "ゃ = や: く before ま"},
		{"かあ", "かー", "ー is the vowel of the kana before it, after the written vowel"},
		{"かー", "かい", "かー = かあ, before かい"},
		{"きゃー", "きやい", "ー after ゃ is あ"},
		{"すす", "すゝ", "ゝ repeats the kana, after the written one"},
		{"みすす", "みすゞ", "ゞ repeats it voiced"},
		{"みすゞ", "みすずき", "みすゞ = みすず"},
		{"あい", "アイ", "hiragana before katakana on a tie"},
		{"アア", "あー", "the mark is decided before the script"},
		{"アイ", "あう", "katakana are hiragana for the base sounds"},
		{"ｱｲ", "あう", "half-width katakana too"},
		{"ヴぁ", "うい", "ヴ is う voiced"},
		{"わ", "を", "わ before を"},
		{"を", "ん", "ん last"},
		{"やまだ たろう", "やまだい じろう", "a space first: a family name before the longer ones it begins"},
		{"やまだ たろう", "やまだ　はなこ", "the ideographic space is a space"},
		{"じょん・すみす", "じょんそん", "・ separates like a space"},
		{"やまだ", "やまだ 太郎", "a prefix first"},
		{"やまだ ひろし", "やまだ 太郎", "kana before kanji"},
		{"Smith", "すみす", "Latin before kana"},
		{"abe", "Baker", "Latin case aside"},
		{"2ばん", "abe", "digits before Latin"},
	} {
		assert.True(t, gojuonLess(tc.a, tc.b), "%s < %s: %s", tc.a, tc.b, tc.why)
		assert.False(t, gojuonLess(tc.b, tc.a), "%s > %s: %s", tc.b, tc.a, tc.why)
	}
}

func TestGojuon_EqualOnlyWhenTheSame(t *testing.T) {
	assert.Equal(t, 0, gojuonCompare("やまだ", "やまだ"))
	assert.Equal(t, gojuonKey("やまだ たろう"), gojuonKey(" やまだ  たろう "), "spaces at the ends and runs of spaces")
	assert.NotEqual(t, 0, gojuonCompare("ｱｲ", "アイ"), "the same at every level, still a total order")
	assert.Equal(t, 0, gojuonCompare("", ""))
	assert.True(t, gojuonLess("", "あ"))
}

func TestGojuon_SortsALongListAsTheSyllabary(t *testing.T) {
	want := []string{
		"あ", "ああ", "アア", "あー", "あい", "いか", "いが", "うえ", "ゔぇ",
		"か", "が", "かあ", "かー", "かつ", "かっ", "がつ", "かつお",
		"さとう", "さどう", "さとうい", "しゃ", "じや", "じゃ",
		"は", "ば", "ぱ", "ひ", "びょう", "ふ", "へ", "ほ",
		"ま", "や", "ゃあ", "ゆ", "よ", "ら", "わ", "ゐ", "ゑ", "を", "ん",
	}
	got := slices.Clone(want)
	rand.New(rand.NewPCG(1, 2)).Shuffle(len(got), func(i, j int) { got[i], got[j] = got[j], got[i] })
	slices.SortFunc(got, gojuonCompare)
	assert.Equal(t, want, got)
}

func TestCompareByReading_NoReadingAfterByName(t *testing.T) {
	ps := []tournament.Participant{
		{ID: 1, Name: "山田 太郎", Reading: ""},
		{ID: 2, Name: "渡辺 誠", Reading: "わたなべ まこと"},
		{ID: 3, Name: "阿部 健太", Reading: "あべ けんた"},
		{ID: 4, Name: "さとう はな", Reading: ""},
		{ID: 5, Name: "佐藤 花", Reading: "さとう はな"},
		{ID: 6, Name: "佐藤 花", Reading: "さとう はな"},
		{ID: 7, Name: "加藤 一", Reading: "カトウ ハジメ"},
	}
	slices.SortFunc(ps, compareByReading)
	var ids []int
	for _, p := range ps {
		ids = append(ids, p.ID)
	}
	assert.Equal(t, []int{3, 7, 5, 6, 2, 4, 1}, ids)
}
