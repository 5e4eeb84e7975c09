package tournament

import (
	"fmt"
	"strings"
)

// A band (RankBand, RatingBand) is written and read alike whatever its
// ends are: ranks or ratings.

// bandWords are the words of a band in one language, formats of its ends:
// from one end up, up to the other, and between the two.
type bandWords struct{ up, down, between string }

var (
	bandJa = bandWords{up: "%s以上", down: "%s以下", between: "%s〜%s"}
	bandEn = bandWords{up: "%s and up", down: "up to %s", between: "%s-%s"}
)

// write writes a band whose ends read from and to; hasFrom and hasTo say
// which ends are set (neither: no band, ""), same that they are one value.
func (w bandWords) write(from, to string, hasFrom, hasTo, same bool) string {
	switch {
	case !hasFrom && !hasTo:
		return ""
	case !hasTo:
		return fmt.Sprintf(w.up, from)
	case !hasFrom:
		return fmt.Sprintf(w.down, to)
	case same:
		return from
	}
	return fmt.Sprintf(w.between, from, to)
}

// bandEnds splits a band as typed (width-folded and trimmed) into its
// ends, "" for an open one: "X以上" from X up, "X以下" up to X, "X-Y" with
// -, 〜, ~, ー or － between the ends (either open), X alone that one value.
func bandEnds(t string) (from, to string) {
	switch {
	case strings.HasSuffix(t, "以上"):
		return strings.TrimSuffix(t, "以上"), ""
	case strings.HasSuffix(t, "以下"):
		return "", strings.TrimSuffix(t, "以下")
	}
	for _, sep := range []string{"〜", "~", "ー", "－"} {
		t = strings.ReplaceAll(t, sep, "-")
	}
	if from, to, ok := strings.Cut(t, "-"); ok {
		return from, to
	}
	return t, t
}

// readBand reads a band as typed (width-folded and trimmed) into *from
// and *to, each end that is not open by read; false when an end does not
// read.
func readBand[T any](t string, from, to *T, read func(end string) (T, bool)) bool {
	f, e := bandEnds(t)
	for _, end := range []struct {
		text string
		v    *T
	}{{f, from}, {e, to}} {
		if strings.TrimSpace(end.text) == "" {
			continue
		}
		v, ok := read(end.text)
		if !ok {
			return false
		}
		*end.v = v
	}
	return true
}
