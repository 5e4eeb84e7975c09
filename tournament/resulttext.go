package tournament

// ResultDescriber is a discipline that can say a stored result in words
// (黒中押し勝ち, 白の不戦敗) for screens and sheets.
type ResultDescriber interface {
	DescribeResult(ev Event, stored string) Text
}

// ResultText is a stored result as a person reads it in language l: the
// discipline's words when it has them ("31-33 黒の時間切れ負け", "白ジゴ勝ち"),
// else the result as stored. Disc counts stay in figures.
func ResultText(ev Event, stored string, l Lang) string {
	if stored == "" {
		return ""
	}
	// A section's Swiss first: a team section's says its matches board by
	// board.
	var d any
	if sw, err := ev.Swiss(); err == nil {
		d = sw
	} else if dd, err := ev.Discipline(); err == nil {
		d = dd
	}
	if d != nil {
		if rd, ok := d.(ResultDescriber); ok {
			if t := rd.DescribeResult(ev, stored).In(l); t != "" {
				return t
			}
		}
	}
	return stored
}
