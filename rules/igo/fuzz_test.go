package igo

import (
	"math/big"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// durationToken is a duration as the time-control grammar writes it.
var durationToken = regexp.MustCompile(`([0-9]+)([hms])`)

// negative is a negative number in a description.
var negative = regexp.MustCompile(`-[0-9]`)

func FuzzParseTimeControl(f *testing.F) {
	for _, s := range []string{
		"30m", "30m+30s", "30m+0s", "30m+30s+60sx10", "30m+25/10m", "1h+30s", " 40m ", "1m + 30s", "0m+30s",
		"", "+", "m", "30", "30x", "30m+", "30m+30s+", "30m+30s+60s", "30m+30s+x10", "30m+/10m", "30m+25/", "30m+0/10m",
		"３０分", "30分+30秒", "１時間", "9223372036854775807s", "9223372036854775807h", "2562048h", "2562047h", "153722867m",
		"99999999999999999999m", "-1m", "+30m", "30m+-5s", "30m+30s+60sx-1", "30m+25/10m+1s", "0s", "0h", "30M", "1h30m",
		"30m\x00", "\xff", "30m+30s+60sx10+1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tc, err := ParseTimeControl(s)
		if err != nil {
			return
		}
		if err := tc.Validate(); err != nil {
			t.Fatalf("ParseTimeControl(%q) = %+v, which does not validate: %v", s, tc, err)
		}
		// Every duration is exactly what was written: N h, m or s (時間, 分,
		// 秒), with no overflow into another value.
		s = fromJapaneseTimeControl(s)
		var got []time.Duration
		got = append(got, tc.MainTime)
		switch tc.Kind {
		case TimeCanadian:
			got = append(got, tc.Period)
		case TimeByoYomi:
			got = append(got, tc.ByoYomi)
			if strings.Count(s, "+") == 2 { // 30m+30s+60sx10, or +0sx0: none
				got = append(got, tc.ConsiderationTime)
			}
		case TimeSuddenDeath:
			if strings.Contains(s, "+") {
				got = append(got, 0) // 30m+0s
			}
		}
		toks := durationToken.FindAllStringSubmatch(strings.ReplaceAll(s, " ", ""), -1)
		if len(toks) != len(got) {
			t.Fatalf("ParseTimeControl(%q) = %+v: %d durations written, %d read", s, tc, len(toks), len(got))
		}
		for i, tok := range toks {
			n, _ := new(big.Int).SetString(tok[1], 10)
			unit := map[string]time.Duration{"h": time.Hour, "m": time.Minute, "s": time.Second}[tok[2]]
			want := n.Mul(n, big.NewInt(int64(unit)))
			if want.Cmp(big.NewInt(int64(got[i]))) != 0 {
				t.Fatalf("ParseTimeControl(%q): %s read as %v (%d ns), not %s ns", s, tok[0], got[i], int64(got[i]), want)
			}
		}
		for _, text := range []string{tc.English(), tc.Japanese()} {
			if text == "" || negative.MatchString(text) {
				t.Fatalf("ParseTimeControl(%q) = %+v is described as %q", s, tc, text)
			}
		}
	})
}

func FuzzParseTiebreaks(f *testing.F) {
	for _, s := range []string{"sos,sodos,h2h", "", "none", "SOS", " sos , h2h ", "sos,sos", "sodos,,h2h", "h2h,none,sos",
		"ｓｏｓ", "sos、sodos", "sos;sodos", "\xff", "sos,sodos,h2h,x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ts, err := ParseTiebreaks(s)
		if err != nil {
			return
		}
		if len(ts) > 3 {
			t.Fatalf("ParseTiebreaks(%q) = %v: more than the three tiebreaks", s, ts)
		}
		parts := make([]string, len(ts))
		for i, tb := range ts {
			if tb != SOS && tb != SODOS && tb != HeadToHead {
				t.Fatalf("ParseTiebreaks(%q) = %v", s, ts)
			}
			if slices.Contains(ts[:i], tb) {
				t.Fatalf("ParseTiebreaks(%q) = %v: %s twice", s, ts, tb)
			}
			if tb.Japanese() == "" {
				t.Fatalf("tiebreak %q has no Japanese name", tb)
			}
			parts[i] = string(tb)
		}
		back, err := ParseTiebreaks(strings.Join(parts, ","))
		if err != nil || !slices.Equal(back, ts) {
			t.Fatalf("ParseTiebreaks(%q) = %v, its text reads back as %v, %v", s, ts, back, err)
		}
	})
}
