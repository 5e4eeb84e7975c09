package tournament

import (
	"fmt"
	"regexp"
)

// The phrases of English audit details that name the sides ("colours
// swapped (Black #7, White #4)", "Sente claims …"): the words stored are
// those of the section's game, said in Japanese by AuditReader.sides.
var (
	reColoursSwapped = regexp.MustCompile(`round (\d+) table (\d+): colours swapped \(\S+ (#\d+), \S+ (#\d+)\)`)
	reClaims         = regexp.MustCompile(`round (\d+) table (\d+) disputed: record ("[^"]*"), \S+ claims ("[^"]*"), \S+ claims ("[^"]*"); `)
)

// sides says in Japanese the phrases of an English-only detail (an undone
// change's, an older entry's) that name the sides, with the names of the
// event's game: 先手 and 後手 in a shogi section, 黒 and 白 by default.
func (a *AuditReader) sides(d string) string {
	var g GameKind
	if a.Event != nil {
		g = a.Event.Game
	}
	first, second := SideNames(g)
	d = reColoursSwapped.ReplaceAllStringFunc(d, func(m string) string {
		x := reColoursSwapped.FindStringSubmatch(m)
		return fmt.Sprintf("%s回戦 %s番卓：%sを入れ替え（%s %s、%s %s）", x[1], x[2], SidesBoth(g).Ja, first.Ja, x[3], second.Ja, x[4])
	})
	return reClaims.ReplaceAllStringFunc(d, func(m string) string {
		x := reClaims.FindStringSubmatch(m)
		return fmt.Sprintf("%s回戦 %s番卓 異議：記録 %s、%sの主張 %s、%sの主張 %s。", x[1], x[2], x[3], first.Ja, x[4], second.Ja, x[5])
	})
}
