package tournament_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/encoding/japanese"

	"taikai/tournament"
)

func eucJP(t *testing.T, s string) []byte {
	t.Helper()
	out, err := japanese.EUCJP.NewEncoder().String(s)
	require.NoError(t, err)
	return []byte(out)
}

func shiftJIS(t *testing.T, s string) []byte {
	t.Helper()
	out, err := japanese.ShiftJIS.NewEncoder().String(s)
	require.NoError(t, err)
	return []byte(out)
}

// utf16Bytes encodes s as UTF-16 in the byte order given, with a BOM when bom.
func utf16Bytes(s string, order binary.ByteOrder, bom bool) []byte {
	var b bytes.Buffer
	units := utf16.Encode([]rune(s))
	if bom {
		units = append([]uint16{0xFEFF}, units...)
	}
	for _, u := range units {
		var two [2]byte
		order.PutUint16(two[:], u)
		b.Write(two[:])
	}
	return b.Bytes()
}

func names(ps []tournament.Participant) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Name
	}
	return out
}

const jaCSV = "氏名,ふりがな,段級位,所属\n山田 太郎,やまだ たろう,3d,東京都\n佐藤 花子,さとう はなこ,初段,大阪府\n"

func TestImport_EncodingsAreDetected(t *testing.T) {
	const enCSV = "name,reading,rank,club\n山田 太郎,やまだ たろう,3d,東京都\n佐藤 花子,さとう はなこ,初段,大阪府\n"
	for _, tc := range []struct {
		what string
		data []byte
		enc  string
	}{
		{"UTF-8", []byte(jaCSV), "UTF-8"},
		{"UTF-8 with BOM", append([]byte("\xef\xbb\xbf"), jaCSV...), "UTF-8"},
		{"Shift_JIS", shiftJIS(t, jaCSV), "Shift_JIS"},
		{"EUC-JP, Japanese headers", eucJP(t, jaCSV), "EUC-JP"},
		{"EUC-JP, English headers", eucJP(t, enCSV), "EUC-JP"},
		{"UTF-16LE with BOM", utf16Bytes(jaCSV, binary.LittleEndian, true), "UTF-16LE"},
		{"UTF-16BE with BOM", utf16Bytes(jaCSV, binary.BigEndian, true), "UTF-16BE"},
		{"UTF-16LE without BOM", utf16Bytes(enCSV, binary.LittleEndian, false), "UTF-16LE"},
		// Excel's "Unicode text": UTF-16LE with a BOM, tab-separated.
		{"Excel Unicode text", utf16Bytes(strings.ReplaceAll(jaCSV, ",", "\t"), binary.LittleEndian, true), "UTF-16LE"},
	} {
		t.Run(tc.what, func(t *testing.T) {
			s := newService(t)
			rep, err := s.ImportParticipants(tc.data)
			require.NoError(t, err)
			assert.Equal(t, tc.enc, rep.Encoding)
			assert.Equal(t, []string{"山田 太郎", "佐藤 花子"}, names(rep.Added))
			assert.Equal(t, "やまだ たろう", rep.Added[0].Reading)
			assert.Equal(t, "東京都", rep.Added[0].Club)
			assert.Equal(t, tournament.Dan(1), rep.Added[1].Rank)
		})
	}
}

func TestImport_UndecodableFilesAreRefusedNamingEncodingAndLine(t *testing.T) {
	for _, tc := range []struct {
		what string
		data []byte
		want []string
	}{
		// Latin-1: José is mojibake in Shift_JIS and EUC-JP.
		{"Latin-1", []byte("name,club\nAna,Madrid\nJos\xe9,Sevilla\n"), []string{"line 3", "UTF-8", "Shift_JIS", "EUC-JP"}},
		// Latin-1 that happens to be valid Shift_JIS: "café" + "s" makes 駸.
		{"Latin-1 valid as Shift_JIS", []byte("name,club\nMarie,Caf\xe9s de Paris\n"), []string{"line 2", "Latin-1"}},
		{"UTF-8 BOM then a bad byte", []byte("\xef\xbb\xbfname\n山田\n\xff\xfe田中\n"), []string{"line 3", "UTF-8"}},
		{"UTF-16LE, a broken character on line 3",
			append(utf16Bytes("name\n山田\n", binary.LittleEndian, true), 0x00, 0xD8, 'x', 0, '\n', 0),
			[]string{"line 3", "UTF-16LE"}},
		{"UTF-16LE, cut short", append(utf16Bytes("name\n山田\n", binary.LittleEndian, true), 'x'), []string{"UTF-16LE"}},
		{"binary", []byte("name\n\x00\x01\x02\x03\x04"), []string{"line 2"}},
	} {
		t.Run(tc.what, func(t *testing.T) {
			s := newService(t)
			_, err := s.ImportParticipants(tc.data)
			require.ErrorIs(t, err, tournament.ErrInvalidInput)
			for _, w := range tc.want {
				assert.Contains(t, err.Error(), w)
			}
			assert.NotEmpty(t, tournament.Localize(err, tournament.Japanese))
			assert.NotContains(t, tournament.Localize(err, tournament.Japanese), "line ")
			ps, _ := s.Participants()
			assert.Empty(t, ps)
		})
	}
}

func TestDecodeCSVText_ShiftJISHalfWidthKanaStaysShiftJIS(t *testing.T) {
	text, enc, err := tournament.DecodeCSVText(shiftJIS(t, "name,reading\nYamada,ﾔﾏﾀﾞ ﾀﾛｳ\nSato,ｻﾄｳ ﾊﾅｺ\n"))
	require.NoError(t, err)
	assert.Equal(t, "Shift_JIS", enc)
	assert.Contains(t, text, "ﾔﾏﾀﾞ ﾀﾛｳ")
}

func TestImport_NamesAreNormalisedBeforeTheDuplicateCheck(t *testing.T) {
	s := newService(t)
	// A zero-width space and a right-to-left override make a different
	// string that looks the same: the same person twice.
	_, err := s.ImportParticipants([]byte("name\n山田 太郎\n山田\u200b 太郎\u202e\n"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "line 3, column name: \"山田 太郎\" is also on line 2")

	rep, err := s.ImportParticipants([]byte("name,reading,club\nｵｾﾛ ﾀﾛｳ,ﾔﾏﾀﾞ ﾀﾛｳ,東京都（第１支部）\n\u2066鈴木\u2069 一郎\u200d,,\n髙橋 神\uFA19,,\n山田　花子,,\n\u2F2D本\u00a0一郎,,\n"))
	require.NoError(t, err)
	ps := rep.Added
	require.Len(t, ps, 5)
	assert.Equal(t, "オセロ タロウ", ps[0].Name, "half-width katakana become full-width (NFKC)")
	assert.Equal(t, "ヤマダ タロウ", ps[0].Reading)
	assert.Equal(t, "東京都（第１支部）", ps[0].Club, "full-width brackets and digits are kept as typed")
	assert.Equal(t, "鈴木 一郎", ps[1].Name, "zero-width and bidi controls are removed")
	assert.Equal(t, "髙橋 神\uFA19", ps[2].Name, "CJK compatibility ideographs (a name's own glyph) are kept")
	assert.Equal(t, "山田　花子", ps[3].Name, "the ideographic space is kept")
	assert.Equal(t, "山本 一郎", ps[4].Name, "a Kangxi radical becomes its ideograph, a no-break space a space (NFKC)")
	_, err = s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "髙橋 神神"})
	require.ErrorIs(t, err, tournament.ErrDuplicate, "a compatibility ideograph is its ideograph when names are compared")

	_, err = s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "\u200eオセロ\u200c ﾀﾛｳ", tournament.FieldClub: "東京都(第1支部)"})
	require.ErrorIs(t, err, tournament.ErrDuplicate, "players add compares the cleaned name")
	_, err = s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "\u200b\u200d\ufeff"})
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "the name is required")
}

func TestImport_LeadingQuoteOfAnExportedFormulaIsRemoved(t *testing.T) {
	s := newService(t)
	rep, err := s.ImportParticipants([]byte("name,club\n\"'=HYPERLINK(\"\"x\"\")\",'@SUM(1+1)\n'O'Brien,\n"))
	require.NoError(t, err)
	assert.Equal(t, "=HYPERLINK(\"x\")", rep.Added[0].Name)
	assert.Equal(t, "@SUM(1+1)", rep.Added[0].Club)
	assert.Equal(t, "'O'Brien", rep.Added[1].Name, "a quote before anything else is the name's own")
}

func TestParticipantForm_FieldLengthsAreBounded(t *testing.T) {
	long := strings.Repeat("あ", tournament.MaxFieldChars+1)
	for _, f := range tournament.ParticipantFieldsOrder {
		form := tournament.ParticipantForm{tournament.FieldName: "山田", f: long}
		_, probs := form.Parse(time.Now())
		require.Len(t, probs, 1, f)
		assert.Equal(t, f, probs[0].Field)
		assert.Contains(t, probs[0].En, "longer than")
		assert.NotContains(t, probs[0].En, long, "a huge value is not repeated in the message")
	}
	_, probs := tournament.ParticipantForm{tournament.FieldName: strings.Repeat("山", 61)}.Parse(time.Now())
	require.Len(t, probs, 1)
	assert.Contains(t, probs[0].En, "longer than 60 characters")
}

func TestParticipantForm_HugeNumbersNeverOverflow(t *testing.T) {
	for _, v := range []string{"9223372036854775807", "99999999999999999999", "-1", "4001", "-9223372036854775808", "１００００"} {
		_, probs := tournament.ParticipantForm{tournament.FieldName: "山田", tournament.FieldRating: v}.Parse(time.Now())
		require.Len(t, probs, 1, v)
		assert.Contains(t, probs[0].En, "from 0 to 4000", v)
	}
	p, probs := tournament.ParticipantForm{tournament.FieldName: "山田", tournament.FieldRating: "２０００"}.Parse(time.Now())
	require.Empty(t, probs)
	assert.Equal(t, 2000, p.Rating)
	for _, v := range []string{"9223372036854775807d", "99999999999999999999k", "-3d", "+3d", "0d", "31k"} {
		_, err := tournament.ParseRank(v)
		assert.Error(t, err, v)
	}
}

func TestImport_RowAndSizeLimits(t *testing.T) {
	s := newService(t)
	var b strings.Builder
	b.WriteString("name\n")
	for i := range tournament.MaxParticipants + 1 {
		fmt.Fprintf(&b, "選手%d\n", i)
	}
	start := time.Now()
	_, err := s.ImportParticipants([]byte(b.String()))
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "more than 5000 participants")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "5000")
	assert.Less(t, time.Since(start), 5*time.Second)

	big := "name\n" + strings.Repeat("x", tournament.MaxCSVBytes)
	_, err = s.ImportParticipants([]byte(big))
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "MB")

	ps, _ := s.Participants()
	assert.Empty(t, ps)
}

func TestImport_EventTotalIsBounded(t *testing.T) {
	s := newService(t)
	var b strings.Builder
	b.WriteString("name\n")
	for i := range tournament.MaxParticipants - 1 {
		fmt.Fprintf(&b, "選手%d\n", i)
	}
	_, err := s.ImportParticipants([]byte(b.String()))
	require.NoError(t, err)
	_, err = s.ImportParticipants([]byte("name\nA\nB\n"))
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "5000")
	_, err = s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "A"})
	require.NoError(t, err)
	_, err = s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "B"})
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "5000")
}
