package sheets

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"taikai/tournament"
)

// A wrapped Japanese text loses no character (gofpdf's MultiCell dropped the
// kanji it broke a line at), no line is wider than the box, none starts
// with a closing mark; English breaks at its spaces.
func TestSheets_WrappedTextLosesNoCharacter(t *testing.T) {
	d := newDoc(tournament.Event{Name: "t"}, "", Options{Lang: tournament.Japanese})
	d.begin()
	d.pdf.SetFont(fontFamily, "", 8.5)
	ja := "黒：地 0 ＋ アゲハマ 0 ＝ 0目、白：地 0 ＋ アゲハマ 0 ＋ コミ 6目半 ＝ 6目半、白6目半勝ち。終局案の違う点：C7 の石団：黒の終局案は死に石、白の終局案は活き石、審判の計算は死に石"
	en := "Black: territory 36 + prisoners 1 = 37; White: territory 26 + prisoners 1 + komi 6.5 = 33.5; B+3.5"
	for _, w := range []float64{20, 45, 88} {
		lines := wrapLines(d.pdf, ja, w)
		assert.Greater(t, len(lines), 1, "width %v", w)
		assert.Equal(t, strings.ReplaceAll(ja, " ", ""), strings.ReplaceAll(strings.Join(lines, ""), " ", ""), "width %v: every character kept", w)
		for _, l := range lines {
			assert.LessOrEqual(t, d.pdf.GetStringWidth(l), w, l)
			assert.False(t, strings.HasPrefix(l, "、") || strings.HasPrefix(l, "："), "a line starts with a closing mark: %s", l)
		}
		lines = wrapLines(d.pdf, en, w)
		assert.Equal(t, en, strings.Join(lines, " "), "width %v: English broken at its spaces", w)
	}
	assert.Equal(t, []string{"一", "", "二"}, wrapLines(d.pdf, "一\n\n二", 50), "the text's own line ends kept")
	assert.Equal(t, []string{"ABCD", "EF"}, wrapLines(d.pdf, "ABCDEF", d.pdf.GetStringWidth("ABCD")+0.01), "a word wider than the line is cut")
}
