package igo

import (
	"strconv"
	"strings"
	"time"

	"golang.org/x/text/unicode/norm"
)

// The Go settings as a Japanese arbiter writes them: 30分+30秒,
// 30分+30秒+60秒×10, 30分+25手/10分 for the time control; SOS、SODOS、直接対決
// for the tiebreaks. Both are read back as well as the codes (30m+30s,
// sos,sodos,h2h).

// fromJapaneseTimeControl turns the Japanese form into the code form.
func fromJapaneseTimeControl(s string) string {
	s = norm.NFKC.String(s)
	return strings.NewReplacer("時間", "h", "分", "m", "秒", "s", "×", "x", "手", "", "回", "", "、", "+", " ", "").Replace(s)
}

// Code writes t in the grammar ParseTimeControl reads: 30m+30s+60sx10.
func (t TimeControl) Code() string {
	s := durationCode(t.MainTime)
	switch t.Kind {
	case TimeByoYomi:
		s += "+" + secondsCode(t.ByoYomi)
		if t.ConsiderationCount > 0 {
			s += "+" + secondsCode(t.ConsiderationTime) + "x" + strconv.Itoa(t.ConsiderationCount)
		}
	case TimeCanadian:
		s += "+" + strconv.Itoa(t.Moves) + "/" + durationCode(t.Period)
	}
	return s
}

// Short writes t in the Japanese short form, its code in Japanese units:
// 30分+30秒+60秒×10, 30分+25手/10分.
func (t TimeControl) Short() string {
	return strings.NewReplacer("h", "時間", "m", "分", "s", "秒", "x", "×", "/", "手/").Replace(t.Code())
}

// durationCode writes d in the largest whole unit: 2h, 30m, 45s.
func durationCode(d time.Duration) string {
	switch {
	case d > 0 && d%time.Hour == 0:
		return strconv.Itoa(int(d/time.Hour)) + "h"
	case d%time.Minute == 0:
		return strconv.Itoa(int(d/time.Minute)) + "m"
	}
	return strconv.Itoa(int(d/time.Second)) + "s"
}

// secondsCode writes a byo-yomi in seconds, as it is said: 60s, not 1m.
func secondsCode(d time.Duration) string { return strconv.Itoa(int(d/time.Second)) + "s" }

// tiebreakWords are the Japanese names of the tiebreaks a person types.
var tiebreakWords = map[string]Tiebreak{"直接対決": HeadToHead, "直接": HeadToHead, "sos": SOS, "sodos": SODOS}

// TiebreaksText writes a tiebreak order for a person: SOS、SODOS、直接対決
// in Japanese (ja), sos,sodos,h2h otherwise.
func TiebreaksText(ts []Tiebreak, ja bool) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = string(t)
		if ja {
			parts[i] = map[Tiebreak]string{SOS: "SOS", SODOS: "SODOS", HeadToHead: "直接対決"}[t]
		}
	}
	if ja {
		return strings.Join(parts, "、")
	}
	return strings.Join(parts, ",")
}
