package igo

import "fmt"

// ImpossibleResult is a result that the game's komi rules out (docs/rules.md §4):
// board counts (territory and prisoners) are whole points, so a half-point
// komi (6.5, −5.5, 0.5) gives every counted game a margin ending in .5 and
// no jigo, and a whole-point komi (6, 0, −6) gives whole margins only.
// It wraps ErrImpossibleResult and says itself in both languages.
type ImpossibleResult struct {
	Result GameResult
	Komi   Komi
}

// Error explains the refusal in English, with the results that could be.
func (e *ImpossibleResult) Error() string {
	r := e.Result
	switch {
	case e.Komi.Halves()%2 != 0 && (r.Kind == ResultJigo || r.JigoWin):
		return fmt.Sprintf("%s cannot be: with %s (a half point) the totals are never equal, so there is no jigo; enter the winner and the margin (e.g. W+0.5)",
			r.String(), komiEN(e.Komi))
	case e.Komi.Halves()%2 != 0:
		return fmt.Sprintf("%s cannot be: with %s (a half point) every margin ends in .5 (%s or %s?)",
			r.String(), komiEN(e.Komi), withMargin(r, r.Margin-1), withMargin(r, r.Margin+1))
	}
	return fmt.Sprintf("%s cannot be: with %s (whole points) no margin ends in .5 (%s or %s?)",
		r.String(), komiEN(e.Komi), withMargin(r, r.Margin-1), withMargin(r, r.Margin+1))
}

// Japanese explains the refusal in Japanese, with the results written as
// a Japanese score sheet writes them (黒3目勝ち, 持碁), never the codes.
func (e *ImpossibleResult) Japanese() string {
	r := e.Result
	switch {
	case e.Komi.Halves()%2 != 0 && (r.Kind == ResultJigo || r.JigoWin):
		return fmt.Sprintf("%s はありえません。%s（半目のコミ）では合計が同じにならないため、持碁になりません。勝った側と目数を入力してください（例 白半目勝ち）",
			r.Japanese(), e.Komi.Japanese())
	case e.Komi.Halves()%2 != 0:
		return fmt.Sprintf("%s はありえません。%s（半目のコミ）では勝ちの目数は必ず「○目半」になります（%s か %s では？）",
			r.Japanese(), e.Komi.Japanese(), withMarginJa(r, r.Margin-1), withMarginJa(r, r.Margin+1))
	}
	k := e.Komi.Japanese() + "（整数のコミ）"
	if e.Komi == 0 {
		k = "コミなし"
	}
	return fmt.Sprintf("%s はありえません。%sでは半目の勝ちはありません（%s か %s では？）",
		r.Japanese(), k, withMarginJa(r, r.Margin-1), withMarginJa(r, r.Margin+1))
}

// Unwrap returns ErrImpossibleResult.
func (e *ImpossibleResult) Unwrap() error { return ErrImpossibleResult }

// CheckKomi reports a counted result that cannot happen under komi k (in
// half-points, Black's point of view): jigo, or a jigo won by one side
// (W+J), under a half-point komi; a whole margin under a half-point komi; a
// half margin under a whole komi. Resignation, time, forfeit, foul and the
// special kinds fit every komi. The error is an *ImpossibleResult.
func (r GameResult) CheckKomi(k Komi) error {
	half := k.Halves()%2 != 0
	switch {
	case r.Kind == ResultJigo || (r.Kind == ResultNormal && r.JigoWin):
		if half {
			return &ImpossibleResult{Result: r, Komi: k}
		}
	case r.Kind == ResultNormal && !r.Resign && r.Margin > 0:
		if half != (r.Margin%2 != 0) {
			return &ImpossibleResult{Result: r, Komi: k}
		}
	}
	return nil
}

// withMargin writes r with another margin in half-points; a margin of 0 is
// jigo.
func withMargin(r GameResult, m int) string {
	if m <= 0 {
		return "jigo"
	}
	r.Margin = m
	return r.String()
}

// withMarginJa is withMargin written the Japanese way: 黒2目半勝ち, 持碁.
func withMarginJa(r GameResult, m int) string {
	if m <= 0 {
		return GameResult{Kind: ResultJigo}.Japanese()
	}
	r.Margin = m
	return r.Japanese()
}

// komiEN names the komi for a message: "komi 6.5", "komi -5.5", "no komi".
func komiEN(k Komi) string {
	if k == 0 {
		return "no komi"
	}
	return "komi " + k.String()
}
