package othello

import (
	"testing"
)

func FuzzParseHalf(f *testing.F) {
	for _, s := range []string{"4", "4.5", "4½", "4.0", ".5", "-0.5", "0", "", ".", "4.", "4.25", "+4", "-4.5", "½",
		"999999", "1000000", "9223372036854775807", "４．５", "4,5", " 4.5 ", "4.5.5", "4½½", "-", "0x10", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		h, err := ParseHalf(s)
		if err != nil {
			return
		}
		if h > 2_000_000 || h < -2_000_000 {
			t.Fatalf("ParseHalf(%q) = %d half-points: more than six digits", s, int(h))
		}
		back, err := ParseHalf(h.String())
		if err != nil || back != h {
			t.Fatalf("ParseHalf(%q) = %s, which reads back as %v, %v", s, h, back, err)
		}
		if h.Float()*2 != float64(h) {
			t.Fatalf("ParseHalf(%q) = %d: Float %v", s, int(h), h.Float())
		}
	})
}

// FuzzSettingsWith sets two settings as an event file or `taikai settings`
// gives them (discs as 40-24, halves as 4.5), then uses the settings.
func FuzzSettingsWith(f *testing.F) {
	for _, kv := range [][4]string{
		{"rounds", "7", "early_final_after", "6"}, {"bye_discs", "40-24", "time_loss_discs", "33"}, {"bye_discs", "32-32", "foul_discs", "64-0"},
		{"bye_discs", "31-33", "", ""}, {"forfeit_discs", "64", "bp_c", "0"}, {"dan5_min_wins", "4.5", "dan4_min_wins", "3½"},
		{"dan2_min_wins", "30", "dan5_min_wins", "30.5"}, {"early_final", "false", "early_final_after", "29"}, {"playoff", "yes", "", ""},
		{"rounds", "１", "", ""}, {"bye_discs", "40-24-0", "", ""}, {"bye_discs", "+40--24", "", ""}, {"bp_c", "9223372036854775807", "", ""},
		{"time_loss_discs", "-1-65", "", ""}, {"unknown", "1", "", ""}, {"rounds", "", "", ""}, {"champion_dan", "9", "third_dan", "1"},
	} {
		f.Add(kv[0], kv[1], kv[2], kv[3])
	}
	f.Fuzz(func(t *testing.T, k1, v1, k2, v2 string) {
		s, err := DefaultSettings().With(k1, v1)
		if err == nil && k2 != "" {
			s, err = s.With(k2, v2)
		}
		if err == nil {
			err = s.Validate()
		}
		if err != nil {
			return
		}
		// Each value reads back as itself.
		for _, k := range SettingKeys() {
			text, err := s.Value(k.Key)
			if err != nil {
				t.Fatalf("Value(%s): %v", k.Key, err)
			}
			again, err := s.With(k.Key, text)
			if err != nil || again != s {
				t.Fatalf("%s = %q does not read back: %v", k.Key, text, err)
			}
		}
		// The results these settings fix stay on the board, and deciding,
		// scoring and certifying never panic.
		for _, o := range append(Outcomes(), Normal) {
			r := Result{Outcome: o}
			if o == Normal {
				r = Discs(40, 24)
			}
			v, err := s.Decide(r, Context{})
			if err != nil {
				continue
			}
			if v.Black < 0 || v.White < 0 || v.Black+v.White > Squares {
				t.Fatalf("settings %+v decide %+v as %+v", s, r, v)
			}
		}
		for place := 0; place <= 4; place++ {
			for _, wins := range []Half{0, 1, Points(s.Rounds), Points(30)} {
				_ = s.Certify(place, wins)
			}
		}
	})
}
