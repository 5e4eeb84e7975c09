package cli

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"taikai/tournament"
)

// Issue 39: `taikai help section` lists each format's options from the
// format itself (tournament.FormatHelper), in menu order and in both
// languages: the help's text has no line of its own for a format.
func TestHelp_Issue39FormatsListTheirOwnOptions(t *testing.T) {
	englishEnv(t)
	_, out, _ := run(t, "help", "section")
	assert.NotContains(t, out, "{formats")
	last := 0
	for _, k := range tournament.FormatKinds()[1:] {
		h := k.HelpOf()
		line := "  " + string(k) + " (" + h.Names.En + ")"
		i := strings.Index(out, line)
		if assert.GreaterOrEqual(t, i, 0, "%s listed", k) {
			assert.Greater(t, i, last, "%s in menu order", k)
			last = i
		}
		assert.Contains(t, strings.Join(strings.Fields(out), " "), strings.Join(strings.Fields(h.What.En), " "), "%s says what it does", k)
	}
	assert.Contains(t, out, "  qualify (2勝通過2敗失格, 勝ち抜け)  --wins W --losses L [--bye lowest|win|nothing]: W wins through")
	japaneseEnv(t)
	_, out, _ = run(t, "help", "section")
	assert.NotContains(t, out, "{formats")
	assert.Contains(t, out, "  roundrobin（総当たり）          指定なし。全員と1回ずつ（ベルガー表）")
	assert.Contains(t, out, "  knockout（トーナメント）        [--third-place]：段級位か順位で配置、シードに不戦勝")
}
