package tournament_test

import (
	"encoding/binary"
	"errors"
	"os"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding/japanese"

	"taikai/tournament"
)

func FuzzParseRank(f *testing.F) {
	for _, s := range []string{"", "3d", "3d+", "三段★", "初段", "十五級", "三十級", "5k", "pro", "プロ", "unknown", "不明", "１０ｋ", "9223372036854775807d", "+3d", "-3k", "0d", "二十一級", "3 d", "3段＋", "d", "十", "三段仮", "3d?", "1d?", "三段（仮）", "?", "3d+?"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := tournament.ParseRank(s)
		if err != nil {
			if !errors.Is(err, tournament.ErrInvalidInput) {
				t.Fatalf("ParseRank(%q): an error that is not invalid input: %v", s, err)
			}
			return
		}
		switch r.Kind {
		case tournament.RankDan:
			if r.N < 1 || r.N > tournament.MaxDan {
				t.Fatalf("ParseRank(%q) = %+v: dan out of bounds", s, r)
			}
		case tournament.RankKyu:
			if r.N < 1 || r.N > tournament.MaxKyu {
				t.Fatalf("ParseRank(%q) = %+v: kyu out of bounds", s, r)
			}
		default:
			if r.N != 0 || r.Upper || r.Provisional {
				t.Fatalf("ParseRank(%q) = %+v", s, r)
			}
		}
		if r.Upper && r.Provisional {
			t.Fatalf("ParseRank(%q) = %+v: an upper half is certified, never provisional", s, r)
		}
		for _, text := range []string{r.String(), r.Japanese()} {
			back, err := tournament.ParseRank(text)
			if err != nil || back != r {
				t.Fatalf("ParseRank(%q) = %+v, but its text %q reads back as %+v, %v", s, r, text, back, err)
			}
		}
	})
}

// validParticipant fails t unless p is what Parse may return.
func validParticipant(t *testing.T, p tournament.Participant, what string) {
	t.Helper()
	if p.Name == "" || utf8.RuneCountInString(p.Name) > tournament.MaxNameChars {
		t.Fatalf("%s: name %q", what, p.Name)
	}
	for _, s := range []string{p.Name, p.Reading, p.Club} {
		if !utf8.ValidString(s) || utf8.RuneCountInString(s) > tournament.MaxFieldChars || s != strings.TrimSpace(s) ||
			strings.ContainsFunc(s, func(r rune) bool { return unicode.IsControl(r) || unicode.Is(unicode.Cf, r) }) {
			t.Fatalf("%s: text %q", what, s)
		}
		if tournament.CleanText(s) != s {
			t.Fatalf("%s: %q is not clean (%q)", what, s, tournament.CleanText(s))
		}
	}
	if p.Rating < 0 || p.Rating > tournament.MaxRating {
		t.Fatalf("%s: rating %d", what, p.Rating)
	}
}

func FuzzParticipantForm(f *testing.F) {
	f.Add("山田 太郎", "やまだ たろう", "3d", "2012-04-01", "m", "東京都", "designated;pref-rep", "1500")
	f.Add("ｵｾﾛ\u200b ﾀﾛｳ", "ﾔﾏﾀﾞ", "初段", "2012/4/1", "女", "東京都（第１支部）", "指定選手", "２０００")
	f.Add("\u202e神\uFA19", "", "三段★", "", "", "", "", "9223372036854775807")
	f.Add("=HYPERLINK(1)", "", "pro", "1899-12-31", "x", "@SUM(1+1)", "unknown", "-1")
	f.Add("\xff", "\x00", "99999999999999999999k", "2012-02-30", "", "", ";;", "+5")
	f.Fuzz(func(t *testing.T, name, reading, rank, birth, gender, club, flags, rating string) {
		form := tournament.ParticipantForm{
			tournament.FieldName: name, tournament.FieldReading: reading, tournament.FieldRank: rank, tournament.FieldBirth: birth,
			tournament.FieldGender: gender, tournament.FieldClub: club, tournament.FieldFlags: flags, tournament.FieldRating: rating,
		}
		p, probs := form.Parse(today)
		if len(probs) > 0 {
			for _, pr := range probs {
				if pr.En == "" || pr.Ja == "" || pr.Field == "" {
					t.Fatalf("a problem without its message or field: %+v", pr)
				}
			}
			return
		}
		validParticipant(t, p, "Parse")
		// What was stored reads back as itself: Parse ∘ Form is the identity.
		back, probs := p.Form().Parse(today)
		if len(probs) > 0 {
			t.Fatalf("%+v: its form %v is refused: %v", p, p.Form(), probs)
		}
		if back.Name != p.Name || back.Reading != p.Reading || back.Club != p.Club || back.Rank != p.Rank ||
			back.Birth != p.Birth || back.Gender != p.Gender || back.Rating != p.Rating || len(back.Flags) != len(p.Flags) {
			t.Fatalf("%+v reads back as %+v", p, back)
		}
	})
}

func FuzzImportParticipantsCSV(f *testing.F) {
	sj, _ := japanese.ShiftJIS.NewEncoder().String(jaCSV)
	eu, _ := japanese.EUCJP.NewEncoder().String(jaCSV)
	for _, s := range []string{
		jaCSV, sj, eu, "\xef\xbb\xbf" + jaCSV,
		string(utf16Bytes(jaCSV, binary.LittleEndian, true)), string(utf16Bytes(jaCSV, binary.BigEndian, false)),
		"name,club\nJos\xe9,Madrid\n", "name\n'=1+1\n\"a\"\"b\"\n", "name\tclub\n山田\t東京\n",
		"name,rating\n山田,9223372036854775807\n", "name\n\"unterminated\n", "", "name\n", "rank\n3d\n",
	} {
		f.Add([]byte(s))
	}
	for _, p := range []string{"testdata/players_sjis.csv", "testdata/players_sjis_bad_line7.csv"} {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s := newService(t)
		rep, err := s.ImportParticipants(data)
		ps, perr := s.Participants()
		if perr != nil {
			t.Fatal(perr)
		}
		if err != nil {
			if tournament.Localize(err, tournament.English) == "" || tournament.Localize(err, tournament.Japanese) == "" {
				t.Fatalf("an error without a message: %#v", err)
			}
			if len(ps) != 0 {
				t.Fatalf("refused (%v) but %d participants were added", err, len(ps))
			}
			return
		}
		if len(rep.Added) == 0 || len(rep.Added) != len(ps) || len(ps) > tournament.MaxParticipants {
			t.Fatalf("added %d, stored %d", len(rep.Added), len(ps))
		}
		switch rep.Encoding {
		case tournament.EncodingUTF8, tournament.EncodingUTF16LE, tournament.EncodingUTF16BE, tournament.EncodingShiftJIS, tournament.EncodingEUCJP:
		default:
			t.Fatalf("encoding %q", rep.Encoding)
		}
		keys := map[string]bool{}
		for _, p := range ps {
			validParticipant(t, p, "import")
			k := tournament.NameKey(p.Name) + "\x00" + strings.ToLower(tournament.NameKey(p.Club))
			if keys[k] {
				t.Fatalf("%q of %q imported twice", p.Name, p.Club)
			}
			keys[k] = true
		}
		for _, p := range ps {
			if strings.ContainsRune(p.Name+p.Reading+p.Club, utf8.RuneError) {
				t.Fatalf("mojibake imported: %q", p.Name)
			}
		}
	})
}
