package tournament

import "strings"

// CheckCountryCode checks a country code a federation file writes for the
// players (a setting): two or three Latin letters (JP, JPN), written in
// capitals; empty means the event gives none.
func CheckCountryCode(v string) (string, error) {
	v = strings.ToUpper(strings.TrimSpace(v))
	if v == "" {
		return "", nil
	}
	ok := len(v) == 2 || len(v) == 3
	for _, c := range v {
		ok = ok && c >= 'A' && c <= 'Z'
	}
	if !ok {
		return "", newProblem(ErrInvalidInput, "a country code is two or three Latin letters (JP, JPN), not %q", "国コードは英字 2〜3 文字です（JP、JPN）：%q", v)
	}
	return v, nil
}
