package yonin

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A table is found however the arbiter types it: the letter in either case
// and width, with 卓, or its number as the draw counts (1 = A).
func TestTableByName_LetterNumberWidthAnd卓(t *testing.T) {
	st := Stage{Name: "予選", Tables: []YoninTable{{Name: "A"}, {Name: "B"}, {Name: "C"}}}
	for _, tc := range []struct {
		typed string
		want  int
	}{
		{"A", 0}, {"a", 0}, {"Ａ", 0}, {"ａ", 0}, {"A卓", 0}, {"Ａ卓", 0}, {" a 卓 ", 0},
		{"1", 0}, {"１", 0}, {"1卓", 0}, {"１卓", 0}, {"1番卓", 0}, {"第1卓", 0},
		{"b", 1}, {"2", 1}, {"Ｃ卓", 2}, {"３", 2},
		{"4", -1}, {"D", -1}, {"0", -1}, {"", -1}, {"卓", -1}, {"-1", -1},
	} {
		i, ok := st.TableByName(tc.typed)
		assert.Equal(t, tc.want, i, "%q", tc.typed)
		assert.Equal(t, tc.want >= 0, ok, "%q", tc.typed)
	}
}

// Past Z the draw names tables AA, AB …: 27 is AA; a table seated by hand
// under a number keeps its own name first.
func TestTableByName_LongStagesAndTablesNamedByHand(t *testing.T) {
	var st Stage
	for _, n := range []string{"A", "Z", "AA", "AB"} {
		st.Tables = append(st.Tables, YoninTable{Name: n})
	}
	for typed, want := range map[string]int{"26": 1, "27": 2, "２８": 3, "aa": 2, "ＡＢ卓": 3} {
		i, ok := st.TableByName(typed)
		assert.True(t, ok, typed)
		assert.Equal(t, want, i, typed)
	}
	byHand := Stage{Tables: []YoninTable{{Name: "A"}, {Name: "1"}}}
	i, ok := byHand.TableByName("１")
	assert.True(t, ok)
	assert.Equal(t, 1, i, "the table called 1, not the first table")
}
