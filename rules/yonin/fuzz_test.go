package yonin

import (
	"errors"
	"testing"
)

func FuzzParseAnswers(f *testing.F) {
	for _, s := range []string{"yyyyy", "○○×○○", "y,y,n,y,y", "ｙｙｙｙｙ", "はいはいいいえはいはい", "y y y y y", "yyyy", "yyyyyy",
		"", "〇〇〇〇〇", "✕✕✕✕✕", "10101", "１０１０１", "yyyyz", "y、y、y、y、y", "\xffyyyy", "YYYYY", "ooxoo"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAnswers(s)
		if err != nil {
			if !errors.Is(err, ErrNyugyokuSyntax) {
				t.Fatalf("ParseAnswers(%q): %v", s, err)
			}
			return
		}
		marks := make([]byte, len(a))
		for i, yes := range a {
			marks[i] = 'n'
			if yes {
				marks[i] = 'y'
			}
		}
		back, err := ParseAnswers(string(marks))
		if err != nil || back != a {
			t.Fatalf("ParseAnswers(%q) = %v, its marks %q read back as %v, %v", s, a, marks, back, err)
		}
		_ = a.Failures()
	})
}

// FuzzSeries plays the games that the bytes of games describe at a table
// under settings changed by two KEY=VALUE: every game the rules accept
// keeps the points whole (what the mated pay, the maters receive; only
// fouls leave the table).
func FuzzSeries(f *testing.F) {
	f.Add("", "", "", "", []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15})
	f.Add("", "", "", "", []byte("\x00\x03\x1b\x00\x00\x03\xe4\x55\x40\x01\x02\x03\x20\x02\x00\x00"))
	f.Add("games", "16", "renchan", "false", []byte("\x00\x01\x02\x03\x10\x11\x12\x13\x20\x21\x22\x23\x30\x31\x32\x33\x40\x41"))
	f.Add("start_points", "1", "stop_at", "0", []byte{3, 2, 1, 0, 0x83, 7})
	f.Add("foul_penalty", "99", "mate_points", "0", []byte{0x81, 0x82, 0x83, 0x84, 0x85, 0x86})
	f.Add("stop_at", "-99", "start_points", "999", []byte{0xff, 0xfe, 0xfd, 0xfc, 0xfb, 0xfa, 0xf9, 0xf8})
	f.Add("piece_points", "0", "rook_points", "99", []byte{0x40, 0x41, 0x42, 0x43})
	f.Add("advance_per_table", "4", "best_thirds", "999", []byte{})
	f.Fuzz(func(t *testing.T, k1, v1, k2, v2 string, games []byte) {
		s := DefaultSettings()
		var err error
		if k1 != "" {
			if s, err = s.With(k1, v1); err != nil {
				return
			}
		}
		if k2 != "" {
			if s, err = s.With(k2, v2); err != nil {
				return
			}
		}
		series, err := NewSeries(s)
		if err != nil {
			return
		}
		for _, k := range SettingKeys() {
			text, err := s.Value(k.Key)
			if err != nil {
				t.Fatal(err)
			}
			if again, err := s.With(k.Key, text); err != nil || again != s {
				t.Fatalf("%s = %q does not read back: %v", k.Key, text, err)
			}
		}
		if len(games) > 64 {
			games = games[:64]
		}
		total := 4 * s.StartPoints
		for i := 0; i+3 < len(games) && series.Over() == nil; i += 4 {
			next, err := series.Next()
			if err != nil {
				t.Fatalf("Next: %v with the series not over", err)
			}
			g := fuzzGame(next.Parent, games[i:i+4])
			after, err := series.Apply(g)
			if err != nil {
				continue
			}
			p := after.Played()
			o := p[len(p)-1].Outcome
			fouls, sum := 0, 0
			for seat := range Seats {
				fouls += o.Fouls[seat]
				sum += o.Delta[seat]
			}
			if sum != -fouls*s.FoulPenalty {
				t.Fatalf("game %+v under %+v: points change by %d with %d fouls (%+v)", g, s, sum, fouls, o)
			}
			total += sum
			got := 0
			for _, pts := range after.Points() {
				got += pts
			}
			if got != total {
				t.Fatalf("points add up to %d, not %d", got, total)
			}
			rows := after.Standings(0)
			if len(rows) != Seats {
				t.Fatalf("standings of %d rows", len(rows))
			}
			series = after
		}
	})
}

// fuzzGame builds a game record from four bytes: the parent override,
// the order of the mates and their maters, fouls, penalties, 持将棋 and
// 千日手.
func fuzzGame(parent int, b []byte) Game {
	g := Game{Parent: parent}
	if b[0]&0x80 != 0 {
		g.Parent = int(b[0]>>4) % Seats
	}
	if b[0]&0x0f == 0x0f {
		g.Void = true
		return g
	}
	n := int(b[1]) % Seats // mates: 0–3
	mated := [Seats]bool{}
	for i := range n {
		victim := (int(b[2]>>(2*i)) + i) % Seats
		for mated[victim] {
			victim = (victim + 1) % Seats
		}
		mater := (victim + 1 + int(b[3]>>(2*i))%3) % Seats
		for mated[mater] || mater == victim {
			mater = (mater + 1) % Seats
		}
		mated[victim] = true
		g.Eliminations = append(g.Eliminations, Elimination{Victim: victim, Mater: mater, Foul: b[1]&(0x10<<i) != 0})
	}
	if b[0]&0x40 != 0 && n < Seats-1 {
		for seat := range Seats {
			if !mated[(seat+int(b[3]))%Seats] {
				g.Jishogi = append(g.Jishogi, (seat+int(b[3]))%Seats)
			}
		}
		g.JishogiOverride = true
	}
	if b[0]&0x20 != 0 {
		g.Penalties = append(g.Penalties, int(b[2])%Seats)
	}
	return g
}
