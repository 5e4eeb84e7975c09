package pairgo

import (
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/text/width"
)

// The bounds of what a person types for a game: a 19×19 board has 361
// points, so no territory plus prisoners comes near 362; and 50 rotation
// errors in one game would be a farce, not a game.
const (
	MaxBoardScore     = 361
	MaxRotationErrors = 50
)

// ParseRecord reads a Pair Go result as the arbiter types it: Black's and
// White's board scores (地+アゲハマ) as "B-W", then optionally
// ":errors=B/W" (the 誤順 of each pair; without it the counts given are
// kept), ":foul-black" / ":foul-white" (2手打ち) or ":consult-black" /
// ":consult-white" (illegal consultation); each part also the Japanese way
// (誤順2/0, 黒2手打ち, 白相談) and after a space, a comma or 、 as well as a
// colon: "62-58 誤順2/0". ok is false when the text does
// not start with board scores (the caller may read it as a keyword). It
// never panics.
func ParseRecord(text string, komi Komi, blackErrors, whiteErrors int) (rec GameRecord, ok bool, err error) {
	t := strings.ToLower(strings.Join(strings.Fields(width.Fold.String(text)), ""))
	t = strings.NewReplacer("、", ":", ",", ":", "ー", "-", "−", "-", "–", "-").Replace(t)
	parts := strings.Split(t, ":")
	// The first part after the scores may follow them without a colon, as
	// a space: 62-58 誤順2/0, 62-58 黒2手打ち.
	if end := strings.IndexFunc(parts[0], func(r rune) bool { return r != '-' && (r < '0' || r > '9') }); end > 0 {
		parts = append([]string{parts[0][:end], parts[0][end:]}, parts[1:]...)
	}
	b, w, cut := strings.Cut(parts[0], "-")
	bs, err1 := strconv.Atoi(b)
	ws, err2 := strconv.Atoi(w)
	if !cut || err1 != nil || err2 != nil {
		return GameRecord{}, false, nil
	}
	if bs < 0 || ws < 0 || bs > MaxBoardScore || ws > MaxBoardScore {
		return GameRecord{}, true, fmt.Errorf("%w: a board score (territory + prisoners) is a number from 0 to %d; %q is not", ErrInvalidResult, MaxBoardScore, parts[0])
	}
	rec = GameRecord{BlackScore: bs, WhiteScore: ws, Komi: komi, BlackRotationErrors: blackErrors, WhiteRotationErrors: whiteErrors}
	for _, p := range parts[1:] {
		p = partFromJapanese(p)
		switch {
		case strings.HasPrefix(p, "errors="):
			eb, ew, cut := strings.Cut(strings.TrimPrefix(p, "errors="), "/")
			nb, err1 := strconv.Atoi(eb)
			nw, err2 := strconv.Atoi(ew)
			if !cut || err1 != nil || err2 != nil || nb < 0 || nw < 0 {
				return GameRecord{}, true, fmt.Errorf("%w: write the rotation errors as errors=BLACK/WHITE, e.g. errors=2/0", ErrInvalidResult)
			}
			if nb > MaxRotationErrors || nw > MaxRotationErrors {
				return GameRecord{}, true, fmt.Errorf("%w: at most %d rotation errors per pair in a game; check errors=%s", ErrInvalidResult, MaxRotationErrors, eb+"/"+ew)
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

// partFromJapanese reads a part written the Japanese way: 誤順1/0 (or
// 誤順=1/0) for errors=1/0, 黒2手打ち (二手打ち) for foul-black, 白相談 for
// consult-white.
func partFromJapanese(p string) string {
	if rest, ok := strings.CutPrefix(p, "誤順"); ok {
		return "errors=" + strings.TrimPrefix(rest, "=")
	}
	colour := map[string]string{"黒": "black", "白": "white"}
	for ja, en := range colour {
		body, ok := strings.CutPrefix(strings.ReplaceAll(p, "の", ""), ja)
		if !ok {
			continue
		}
		switch body {
		case "2手打ち", "二手打ち", "反則", "反則負け":
			return "foul-" + en
		case "相談":
			return "consult-" + en
		}
	}
	return p
}
