package tournament

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/width"
)

// CleanText is what Taikai stores of a name, reading or club typed in a
// form or read from a CSV file:
//
//   - invisible format characters (Unicode category Cf) are removed: the
//     zero-width space, joiners and no-break space U+200B–U+200D, U+2060,
//     U+FEFF, the bidi controls U+200E/F, U+202A–U+202E, U+2066–U+2069,
//     the soft hyphen. They make two names that look the same differ.
//   - the text is NFKC-normalised — half-width katakana become full-width
//     (ｵｾﾛ → オセロ, ﾀﾞ → ダ), Kangxi radicals copied from a PDF become
//     ideographs (⼭ → 山), a no-break space a space, ㈱ (株) — except
//     for characters NFKC would change against what a Japanese person
//     means: the CJK compatibility ideographs (U+F900–U+FAFF,
//     U+2F800–U+2FA1F: a name's own glyph, 神 U+FA19, which even NFC
//     replaces), the full-width forms U+FF01–U+FF5E and U+FFE0–U+FFE6
//     (（）, ０–９, ￥ are typed on purpose) and the ideographic space
//     U+3000 (山田　太郎). Names are compared through NameKey, which folds
//     all of these too.
//
// Spaces at both ends are trimmed. Invalid UTF-8 is kept as it is (Parse
// refuses it).
func CleanText(s string) string {
	if isPlainText(s) {
		return strings.TrimSpace(s)
	}
	s = strings.Map(dropFormat, s)
	var b strings.Builder
	start := 0
	for i, r := range s {
		if keptAsTyped(r) {
			b.WriteString(norm.NFKC.String(s[start:i]))
			b.WriteRune(r)
			start = i + utf8.RuneLen(r)
		}
	}
	b.WriteString(norm.NFKC.String(s[start:]))
	return strings.TrimSpace(strings.Map(dropFormat, b.String()))
}

// isPlainText reports whether s needs no cleaning: printable ASCII.
func isPlainText(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] >= 0x7f {
			return false
		}
	}
	return true
}

// isFormat reports whether r is an invisible format character (Cf).
func isFormat(r rune) bool { return unicode.Is(unicode.Cf, r) }

// dropFormat removes invisible format characters (for strings.Map).
func dropFormat(r rune) rune {
	if isFormat(r) {
		return -1
	}
	return r
}

// keptAsTyped are the characters CleanText does not NFKC-normalise.
func keptAsTyped(r rune) bool {
	switch {
	case r == '\u3000',
		r >= 0xF900 && r <= 0xFAFF, r >= 0x2F800 && r <= 0x2FA1F,
		r >= 0xFF01 && r <= 0xFF5E, r >= 0xFFE0 && r <= 0xFFE6:
		return true
	}
	return false
}

// NameKey is the form of a name used to compare names: invisible
// characters removed, NFKC-normalised (compatibility ideographs included;
// NFKC folds every width width.Fold does) and runs of spaces (full-width ones included) made one, so
// that "山田　太郎", "山田 太郎" and "山田\u200b 太郎" are the same person.
func NameKey(name string) string {
	if !isPlainText(name) {
		if strings.ContainsFunc(name, isFormat) {
			name = strings.Map(dropFormat, name)
		}
		if !norm.NFKC.IsNormalString(name) {
			name = norm.NFKC.String(name) // folds widths too (ＡＢＣ, ｵｾﾛ, the ideographic space)
		}
	}
	return strings.Join(strings.FieldsFunc(name, unicode.IsSpace), " ")
}

// FoldWord is a word as typed, made ready to look up among the words a
// field or a column takes: full-width letters and digits folded
// (width.Fold), the spaces around it trimmed, in lower case.
func FoldWord(s string) string {
	return strings.ToLower(strings.TrimSpace(width.Fold.String(s)))
}
