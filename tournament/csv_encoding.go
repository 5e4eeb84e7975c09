package tournament

import (
	"bytes"
	"encoding/binary"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/width"
)

// The encodings DecodeCSVText reads, by the names it reports.
const (
	EncodingUTF8     = "UTF-8"
	EncodingUTF16LE  = "UTF-16LE"
	EncodingUTF16BE  = "UTF-16BE"
	EncodingShiftJIS = "Shift_JIS" // Windows-31J (CP932), what Japanese Excel writes
	EncodingEUCJP    = "EUC-JP"
)

// MaxCSVBytes is the largest CSV file read (5,000 participants take well
// under 1 MB).
const MaxCSVBytes = 10 << 20

// saveAsUTF8 is the advice every refusal of an encoding ends with.
var saveAsUTF8 = tr("save the file from Excel as \"CSV UTF-8 (comma delimited)\"",
	"Excel で「CSV UTF-8（コンマ区切り）」形式で保存し直してください")

// DecodeCSVText returns the text of a CSV file as UTF-8 and the name of
// the encoding it was in. A byte-order mark decides: UTF-8, UTF-16LE or
// UTF-16BE (Excel's "Unicode text"). Without one: UTF-16 when half the
// bytes of the ASCII characters are NUL; UTF-8 when the bytes are valid
// UTF-8; otherwise Shift_JIS (CP932) or EUC-JP, whichever decodes every
// byte (when both do: the one whose header row has a name column, else the
// one that reads as more plausible Japanese, else Shift_JIS). A file no
// encoding decodes cleanly, one with a NUL byte, or a Western (Latin-1)
// file that happens to be valid Shift_JIS (é + s makes 駸) is refused with
// the line and the encodings tried: nothing is imported as mojibake.
func DecodeCSVText(data []byte) (string, string, error) {
	if len(data) > MaxCSVBytes {
		return "", "", newProblem(ErrInvalidInput, "the file is %.1f MB; a CSV file may have at most %d MB",
			"ファイルが %.1f MB あります。CSV ファイルは %d MB までです", float64(len(data))/(1<<20), MaxCSVBytes>>20)
	}
	if order, name, skip, ok := utf16Of(data); ok {
		text, enc, err := decodeUTF16(data[skip:], order, name)
		return crLineEnds(text), enc, err
	}
	// In UTF-8, Shift_JIS and EUC-JP a CR byte is never part of a character.
	data = []byte(crLineEnds(string(data)))
	if bytes.HasPrefix(data, []byte("\xef\xbb\xbf")) {
		body := data[3:]
		if line, ok := firstInvalidUTF8(body); !ok {
			return "", "", encodingProblem(line, tr("the file starts as UTF-8 (byte-order mark) but this line is not valid UTF-8",
				"ファイルは UTF-8（BOM 付き）ですが、この行に UTF-8 として読めないバイトがあります"))
		}
		return string(body), EncodingUTF8, nil
	}
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return "", "", encodingProblem(lineAt(data, i), tr("this line has a NUL byte: the file is not text",
			"この行に NUL バイトがあります。テキストファイルではありません"))
	}
	line8, ok := firstInvalidUTF8(data)
	if ok {
		return string(data), EncodingUTF8, nil
	}
	sj, lineSJ := decodeStrict(japanese.ShiftJIS, data)
	eu, lineEU := decodeStrict(japanese.EUCJP, data)
	text, enc := sj, EncodingShiftJIS
	switch {
	case lineSJ == 0 && lineEU == 0:
		if preferEUCJP(sj, eu) {
			text, enc = eu, EncodingEUCJP
		}
	case lineEU == 0:
		text, enc = eu, EncodingEUCJP
	case lineSJ != 0:
		return "", "", encodingProblem(line8, tr("the file's encoding is not recognised: this line is not UTF-8, and the file is not valid Shift_JIS (line %d) nor EUC-JP (line %d) either",
			"ファイルの文字コードを判別できません。この行は UTF-8 ではなく、Shift_JIS（%d行目）や EUC-JP（%d行目）としても読めません",
			lineSJ, lineEU))
	}
	if line, word := latinLooking(text); line > 0 {
		return "", "", encodingProblem(line, tr("this line reads as \"%s\" in %s: the file looks like Western European text (Latin-1, Windows-1252), which is not read",
			"この行は %[2]s として読むと「%[1]s」になります。西欧語の文字コード（Latin-1・Windows-1252）のファイルのようですが、この文字コードは読み込めません",
			word, enc))
	}
	return text, enc, nil
}

// utf16Of tells a UTF-16 file: by its byte-order mark (skip is its
// length), or by where its NUL bytes are.
func utf16Of(data []byte) (order binary.ByteOrder, name string, skip int, ok bool) {
	switch {
	case bytes.HasPrefix(data, []byte{0xff, 0xfe}):
		return binary.LittleEndian, EncodingUTF16LE, 2, true
	case bytes.HasPrefix(data, []byte{0xfe, 0xff}):
		return binary.BigEndian, EncodingUTF16BE, 2, true
	}
	order, name, ok = utf16WithoutBOM(data)
	return order, name, 0, ok
}

// crLineEnds reads the lines of a file whose lines end in a lone CR (the
// old Mac Excel's "CSV (Macintosh)"), as CSV readers do not: when the
// first line ends in a CR not followed by LF, every such CR becomes LF.
// Other files are left as they are (a CR inside a quoted cell of a CRLF
// or LF file is kept).
func crLineEnds(text string) string {
	i := strings.IndexAny(text, "\r\n")
	if i < 0 || text[i] != '\r' || strings.HasPrefix(text[i:], "\r\n") {
		return text
	}
	var b strings.Builder
	b.Grow(len(text))
	for j := 0; j < len(text); j++ {
		if text[j] == '\r' && (j+1 == len(text) || text[j+1] != '\n') {
			b.WriteByte('\n')
			continue
		}
		b.WriteByte(text[j])
	}
	return b.String()
}

// encodingProblem is an *ImportError on one line, with the advice to save
// the file as UTF-8.
func encodingProblem(line int, t Text) error {
	t = Text{En: t.En + "; " + saveAsUTF8.En, Ja: t.Ja + "。" + saveAsUTF8.Ja}
	return &ImportError{Problems: []LineProblem{{Line: line, Text: t}}}
}

// lineAt is the 1-based line of byte offset i of data.
func lineAt(data []byte, i int) int { return bytes.Count(data[:i], []byte("\n")) + 1 }

// firstInvalidUTF8 returns the line of the first byte that is not UTF-8,
// or ok when every byte is.
func firstInvalidUTF8(data []byte) (line int, ok bool) {
	if utf8.Valid(data) {
		return 0, true
	}
	for i := 0; i < len(data); {
		r, n := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && n <= 1 {
			return lineAt(data, i), false
		}
		i += n
	}
	return 0, true
}

// decodeStrict decodes data with enc; line is the line of the first byte
// sequence enc does not map (decoded as U+FFFD: neither CP932 nor EUC-JP
// has that character), 0 when every byte decodes.
func decodeStrict(enc encoding.Encoding, data []byte) (text string, line int) {
	out, err := enc.NewDecoder().Bytes(data)
	if err != nil {
		return "", 1
	}
	if i := bytes.IndexRune(out, utf8.RuneError); i >= 0 {
		return "", lineAt(out, i)
	}
	return string(out), 0
}

// utf16WithoutBOM guesses UTF-16 without a byte-order mark from where the
// NUL bytes are: in a CSV file at least the commas and line ends are
// ASCII, whose UTF-16 has a NUL byte on one side.
func utf16WithoutBOM(data []byte) (binary.ByteOrder, string, bool) {
	if len(data) < 4 || len(data)%2 != 0 {
		return nil, "", false
	}
	sample := data[:min(len(data), 4096)]
	var even, odd int
	for i, b := range sample {
		if b == 0 {
			if i%2 == 0 {
				even++
			} else {
				odd++
			}
		}
	}
	units := len(sample) / 2
	switch {
	case odd*4 >= units && odd > 8*even:
		return binary.LittleEndian, EncodingUTF16LE, true
	case even*4 >= units && even > 8*odd:
		return binary.BigEndian, EncodingUTF16BE, true
	}
	return nil, "", false
}

// decodeUTF16 decodes UTF-16 strictly: a lone surrogate, a NUL character
// or an odd number of bytes is refused with its line.
func decodeUTF16(data []byte, order binary.ByteOrder, name string) (string, string, error) {
	var b strings.Builder
	b.Grow(len(data))
	line := 1
	broken := func(what Text) (string, string, error) {
		return "", "", encodingProblem(line, Text{En: "the file is " + name + " but this line " + what.En,
			Ja: "ファイルは " + name + " ですが、この行" + what.Ja})
	}
	for i := 0; i+1 < len(data); i += 2 {
		u := rune(order.Uint16(data[i:]))
		switch {
		case u == 0:
			return broken(tr("has a NUL character", "に NUL 文字があります"))
		case utf16.IsSurrogate(u):
			if u >= 0xdc00 || i+3 >= len(data) {
				return broken(tr("has a broken character (a lone surrogate)", "に壊れた文字（対になっていないサロゲート）があります"))
			}
			r := utf16.DecodeRune(u, rune(order.Uint16(data[i+2:])))
			if r == unicode.ReplacementChar {
				return broken(tr("has a broken character (a lone surrogate)", "に壊れた文字（対になっていないサロゲート）があります"))
			}
			b.WriteRune(r)
			i += 2
		default:
			if u == '\n' {
				line++
			}
			b.WriteRune(u)
		}
	}
	if len(data)%2 != 0 {
		return broken(tr("ends in half a character: the file is cut short", "の最後の文字が半分で切れています（ファイルが途中で切れています）"))
	}
	return b.String(), name, nil
}

// preferEUCJP decides between two clean decodings of the same bytes: the
// one whose header row has a name column (氏名 is only 氏名 in the right
// encoding), else the more plausible Japanese text; Shift_JIS on a tie.
func preferEUCJP(sj, eu string) bool {
	hs, he := hasNameHeader(sj), hasNameHeader(eu)
	if hs != he {
		return he
	}
	return plausibility(eu) > plausibility(sj)
}

// hasNameHeader reports whether the first line of text has a name column.
func hasNameHeader(text string) bool {
	first, _, _ := strings.Cut(text, "\n")
	for _, h := range strings.FieldsFunc(first, func(r rune) bool { return r == ',' || r == '\t' }) {
		key := strings.ToLower(strings.Trim(strings.TrimSpace(width.Fold.String(h)), `"`))
		if headerNames[key] == FieldName {
			return true
		}
	}
	return false
}

// plausibility scores text as Japanese: kana and ideographs count for it;
// the half-width ｡｢｣､･ (what EUC-JP's kana and punctuation become when
// read as Shift_JIS), private-use characters and other rare characters
// count against it.
func plausibility(text string) int {
	n := 0
	for _, r := range text {
		switch {
		case r < 0x80:
		case r >= 0x3041 && r <= 0x30ff: // hiragana, katakana
			n += 2
		case r >= 0x4e00 && r <= 0x9fff, r >= 0x3000 && r <= 0x303f, r >= 0xff01 && r <= 0xff5e:
			n++
		case r >= 0xff61 && r <= 0xff65, r >= 0xe000 && r <= 0xf8ff:
			n -= 3
		case r >= 0xff66 && r <= 0xff9f: // half-width katakana: plausible in Shift_JIS files
		default:
			n--
		}
	}
	return n
}

// latinLooking finds what a Western (Latin-1) file read as Shift_JIS or
// EUC-JP looks like: no kana anywhere, and a non-ASCII character glued to
// an ASCII letter (caf駸 for cafés, Straﾟe for Straße). It returns the
// line and the word, or 0.
func latinLooking(text string) (int, string) {
	if strings.ContainsFunc(text, func(r rune) bool { return r >= 0x3041 && r <= 0x30ff }) {
		return 0, ""
	}
	line := 1
	for l := range strings.Lines(text) {
		for _, word := range strings.FieldsFunc(l, func(r rune) bool { return r < 0x80 && !isASCIILetter(r) }) {
			rs := []rune(word)
			for i, r := range rs {
				if r >= 0x80 && (i > 0 && isASCIILetter(rs[i-1]) || i+1 < len(rs) && isASCIILetter(rs[i+1])) {
					return line, word
				}
			}
		}
		line++
	}
	return 0, ""
}

func isASCIILetter(r rune) bool { return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' }
