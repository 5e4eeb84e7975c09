package exports

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/igo"
)

// Issue 38: names as the EGD writes them, in ASCII: the family name, a
// space, the given name; the words of each joined by _; apostrophes and
// hyphens kept; a Japanese name in kanji spelled from its reading in kana
// (hiragana or katakana, long vowels dropped), family name first; a name
// in Latin letters kept (accents dropped) even with a reading; a comma
// parts a Western family name of several words from the given name. A
// name that cannot be spelled is written - and said in a warning.
func TestEGD_Issue38NamesAsTheEGDWritesThem(t *testing.T) {
	for _, tt := range []struct{ name, reading, want string }{
		{"山田 太郎", "やまだ たろう", "Yamada Taro"},
		{"佐藤 花子", "サトウ ハナコ", "Sato Hanako"},
		{"大野 雄一", "おおの ゆういち", "Ono Yuichi"},
		{"O’BRIEN, SEAN", "", "O'Brien Sean"},
		{"O'Brien Sean", "おぶらいえん しょーん", "O'Brien Sean"},
		{"van der Berg, Jan Willem", "", "van_der_Berg Jan_Willem"},
		{"Le Calvé, Tanguy", "", "Le_Calve Tanguy"},
		{"MÜLLER, Hans-Peter", "", "Muller Hans-Peter"},
		{"ｋｉｍ ｊｉｗｏｎ", "", "Kim Jiwon"},
		{"鈴木 一郎", "", "-"},
		{"高橋 健", "高橋 けん", "-"},
	} {
		got, ok := egdName(tournament.Participant{Name: tt.name, Reading: tt.reading})
		assert.Equal(t, tt.want, got, tt.name)
		assert.Equal(t, tt.want != "-", ok, tt.name)
	}

	s := newSection(t, igo.Kind, "name,reading,rank\n山田 太郎,やまだ たろう,3d\n鈴木 一郎,,3d\n", map[string]string{"rounds": "1", igo.SettingEGDCountry: "JP"})
	require.NoError(t, s.ChangeSettings(map[string]string{"name": "Shimin Cup"}))
	ws, err := egdWarnings(s)
	require.NoError(t, err)
	require.Len(t, ws, 1)
	assert.Equal(t, "the EGD file has - (unknown) for the name of 鈴木 一郎: the name cannot be written in Latin letters; give each a reading in kana (ふりがな) or the name in Latin letters, and export again", ws[0].En)
	assert.Equal(t, "EGD ファイルでは次の選手の氏名を -（不明）にしました：鈴木 一郎。氏名をローマ字で書けません。ふりがな（かな）か、ローマ字の氏名を入力して書き出し直してください", ws[0].Ja)
}
