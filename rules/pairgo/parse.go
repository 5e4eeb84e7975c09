package pairgo

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseRecord reads a Pair Go result as the arbiter types it: Black's and
// White's board scores (地+アゲハマ) as "B-W", then optionally
// ":errors=B/W" (the 誤順 of each pair; without it the counts given are
// kept), ":foul-black" / ":foul-white" (2手打ち) or ":consult-black" /
// ":consult-white" (illegal consultation). ok is false when the text does
// not start with board scores (the caller may read it as a keyword). It
// never panics.
func ParseRecord(text string, komi Komi, blackErrors, whiteErrors int) (rec GameRecord, ok bool, err error) {
	t := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(text), " ", ""))
	parts := strings.Split(t, ":")
	b, w, cut := strings.Cut(parts[0], "-")
	bs, err1 := strconv.Atoi(b)
	ws, err2 := strconv.Atoi(w)
	if !cut || err1 != nil || err2 != nil {
		return GameRecord{}, false, nil
	}
	rec = GameRecord{BlackScore: bs, WhiteScore: ws, Komi: komi, BlackRotationErrors: blackErrors, WhiteRotationErrors: whiteErrors}
	for _, p := range parts[1:] {
		switch {
		case strings.HasPrefix(p, "errors="):
			eb, ew, cut := strings.Cut(strings.TrimPrefix(p, "errors="), "/")
			nb, err1 := strconv.Atoi(eb)
			nw, err2 := strconv.Atoi(ew)
			if !cut || err1 != nil || err2 != nil || nb < 0 || nw < 0 {
				return GameRecord{}, true, fmt.Errorf("%w: write the rotation errors as errors=BLACK/WHITE, e.g. errors=2/0", ErrInvalidResult)
			}
			rec.BlackRotationErrors, rec.WhiteRotationErrors = nb, nw
		case p == "foul-black":
			rec.BlackFoul = FoulDoubleMove
		case p == "foul-white":
			rec.WhiteFoul = FoulDoubleMove
		case p == "consult-black":
			rec.BlackFoul = FoulConsultation
		case p == "consult-white":
			rec.WhiteFoul = FoulConsultation
		default:
			return GameRecord{}, true, fmt.Errorf("%w: unknown part %q: use :errors=B/W, :foul-black, :foul-white, :consult-black or :consult-white", ErrInvalidResult, p)
		}
	}
	return rec, true, nil
}
