package tournament

import "strings"

// ResultDescriber is a discipline that can say a stored result in words
// (黒中押し勝ち, 白の不戦敗) for screens and sheets.
type ResultDescriber interface {
	DescribeResult(ev Event, stored string) Text
}

// ResultText is a stored result as a person reads it in language l: the
// discipline's words when it has them ("31-33 黒の時間切れ負け", "白ジゴ勝ち"),
// else the result as stored. Disc counts stay in figures.
//
// A team match's result stored as its boards' words (B+R,W+T,B+R) says
// each board so (黒中押し勝ち・白時間切れ勝ち・黒中押し勝ち); its marks (○○×)
// stay as they are.
func ResultText(ev Event, stored string, l Lang) string {
	if stored == "" {
		return ""
	}
	if !ev.Teams().IsZero() && strings.Contains(stored, ",") {
		parts := strings.Split(stored, ",")
		for i, p := range parts {
			parts[i] = ResultText(ev, p, l)
		}
		return strings.Join(parts, Text{En: ", ", Ja: "・"}.In(l))
	}
	if d, err := ev.Discipline(); err == nil {
		if rd, ok := d.(ResultDescriber); ok {
			if t := rd.DescribeResult(ev, stored).In(l); t != "" {
				return t
			}
		}
	}
	return stored
}
