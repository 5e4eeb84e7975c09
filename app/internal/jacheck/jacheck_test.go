package jacheck

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLeaks_Issue16EnglishAndRawCodesAreFoundNamesAndUnitsAreNot(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		names      []string
		want       []string
	}{
		{"result codes", "1番卓 forfeit-black W+J B+R", nil, []string{"B+R", "W+J", "black", "forfeit"}},
		{"raw participant numbers", "結果を記録 #18–#5", nil, []string{"#18", "#5"}},
		{"Go headers in English", "順位 氏名 sos,sodos,h2h", nil, []string{"h2h", "sodos", "sos"}},
		{"Japanese headers", "順位 氏名 勝数 SOS SODOS 直接対決 BP（C = 6）", nil, nil},
		{"a name the arbiter typed", "佐藤 Taro（Tokyo Othello Club）", []string{"佐藤 Taro", "Tokyo Othello Club"}, nil},
		{"keys and units", "記録する (Enter)　閉じる (Esc)　Ctrl+F　F5　12 pt　A4 210 mm", nil, nil},
		{"four-player shogi tables", "A卓 Ｂ卓 C卓", nil, nil},
		{"the event file", "（demo-1.taikai）を開きました", nil, nil},
		{"full-width letters are Japanese text", "ＡＢＣ", nil, nil},
		{"table names and CPU substitutes", "卓 A 清水 CPU4 B CPU＝CPU代指し", nil, nil},
		{"Go codes with points", "W+3.5 B+12", nil, []string{"B+12", "W+3.5"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, Leaks(tc.text, tc.names...))
		})
	}
}
