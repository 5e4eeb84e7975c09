package tournament

import (
	"strconv"
	"strings"

	"golang.org/x/text/width"
)

// ParseFormatOptions reads a format's options as a screen takes them, the
// command line's flags without their dashes, separated by spaces, commas
// or lines: "group-size=4 advance=2", "third-place", "wins=2 losses=2
// bye=win". Each format checks which it takes (NewFormat).
func ParseFormatOptions(text string) (FormatOptions, error) {
	var o FormatOptions
	fields := strings.FieldsFunc(width.Fold.String(text), func(r rune) bool { return r == ' ' || r == ',' || r == '\n' || r == '\t' || r == '、' })
	for _, f := range fields {
		k, v, hasValue := strings.Cut(f, "=")
		k = strings.TrimPrefix(strings.ToLower(strings.TrimSpace(k)), "--")
		v = strings.TrimSpace(v)
		num := func(dst *int, max int) error {
			n, err := strconv.Atoi(v)
			if !hasValue || err != nil || n < 1 || n > max {
				return newProblem(ErrInvalidInput, "the format option %s must be a number from 1 to %d (not \"%s\")", "方式の指定 %s は 1〜%d の数で書いてください（「%s」は使えません）", k, max, v)
			}
			*dst = n
			return nil
		}
		var err error
		switch k {
		case "group-size":
			err = num(&o.GroupSize, 64)
		case "advance":
			err = num(&o.Advance, 64)
		case "best-of-rest":
			err = num(&o.BestOfRest, 64)
		case "wins":
			err = num(&o.Wins, 9)
		case "losses":
			err = num(&o.Losses, 9)
		case "bye":
			if !hasValue || v == "" {
				err = newProblem(ErrInvalidInput, "the format option bye needs a value (bye=win, nothing or lowest)", "方式の指定 bye には値が必要です（bye=win、nothing、lowest）")
			}
			o.Bye = v
		case "third-place":
			if hasValue && v != "true" && v != "yes" {
				err = newProblem(ErrInvalidInput, "the format option third-place takes no value", "方式の指定 third-place に値は付けません")
			}
			o.ThirdPlace = true
		default:
			err = newProblem(ErrInvalidInput, "unknown format option \"%s\": use group-size=N, advance=K, best-of-rest=N, third-place, wins=W, losses=L, bye=win|nothing|lowest",
				"方式の指定「%s」はありません。group-size=N、advance=K、best-of-rest=N、third-place、wins=W、losses=L、bye=win|nothing|lowest のいずれかです", f)
		}
		if err != nil {
			return FormatOptions{}, err
		}
	}
	return o, nil
}
