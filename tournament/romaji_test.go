package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"taikai/tournament"
)

func TestRomaji_Hepburn(t *testing.T) {
	for _, tc := range []struct{ kana, want string }{
		{"さとう たろう", "satou tarou"},
		{"しみず", "shimizu"},
		{"ちひろ", "chihiro"},
		{"つつみ", "tsutsumi"},
		{"ふじた", "fujita"},
		{"ぢ づ", "ji zu"},
		{"を", "o"},
		{"きゃ きゅ きょ", "kya kyu kyo"},
		{"しゃ ちゅ じょ にゃ ひゅ みょ りゃ ぎゅ びょ ぴゃ ぢゃ", "sha chu jo nya hyu myo rya gyu byo pya ja"},
		{"はっとり", "hattori"},
		{"まっちゃ", "matcha"},
		{"いっちょう", "itchou"},
		{"いっぺい", "ippei"},
		{"しんいち", "shinichi"},
		{"ほんま", "honma"},
		{"けんた", "kenta"},
		{"けいこ", "keiko"},
		{"にいがた", "niigata"},
		{"いのうえ", "inoue"},
		{"サトウ ユウコ", "satou yuuko"},
		{"ｻﾄｳ", "ｻﾄｳ"}, // half-width kana are folded by the caller (Find)
		{"ジョージ", "jooji"},
		{"ヴァイオリン", "vaiorin"},
		{"ファン ティナ", "fan tina"},
		{"山田 たろう", "山田 tarou"},
	} {
		assert.Equal(t, tc.want, tournament.Hepburn(tc.kana, tournament.LongAsKana), tc.kana)
	}
}

func TestRomaji_LongVowelsThreeWays(t *testing.T) {
	for _, tc := range []struct {
		kana string
		want []string
	}{
		{"さとう", []string{"satou", "sato", "satō"}},
		{"ゆうこ", []string{"yuuko", "yuko", "yūko"}},
		{"おおの", []string{"oono", "ono", "ōno"}},
		{"こんどう", []string{"kondou", "kondo", "kondō"}},
		{"しょうた", []string{"shouta", "shota", "shōta"}},
		{"がっこう", []string{"gakkou", "gakko", "gakkō"}},
		{"おかあさん", []string{"okaasan", "okasan", "okāsan"}},
		{"ジョージ", []string{"jooji", "joji", "jōji"}},
		{"けいこ", []string{"keiko"}},
		{"いのうえ", []string{"inoue"}},
		{"たかはし", []string{"takahashi"}},
	} {
		assert.Equal(t, tc.want, tournament.RomajiSpellings(tc.kana), tc.kana)
	}
}

func TestRomaji_HiraganaOfKatakana(t *testing.T) {
	assert.Equal(t, "やまだ たろう", tournament.HiraganaOf("ヤマダ タロウ"))
	assert.Equal(t, "じょーじ・ゔぁん", tournament.HiraganaOf("ジョージ・ヴァン"))
	assert.Equal(t, "山田 abc", tournament.HiraganaOf("山田 abc"))
}
