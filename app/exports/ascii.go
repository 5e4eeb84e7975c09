package exports

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/width"

	"taikai/tournament"
)

// asciiOf spells s in ASCII as far as Taikai can, for a federation file
// that is ASCII text (the EGD's): full-width letters and digits folded
// (Ｔｏｋｙｏ), kana in Hepburn romaji without long-vowel marks (とうきょう
// tokyo, as passports write names), accents and macrons dropped (Müller
// Muller, Satō Sato), a typographic apostrophe made straight (O’Brien), the
// middle dot of a name in katakana (ジョン・スミス) a space. ok is false when
// a character is left that is not ASCII (kanji: 東京都 cannot be spelled).
func asciiOf(s string) (string, bool) {
	s = width.Fold.String(s)
	s = strings.Map(func(r rune) rune {
		switch r {
		case '’', '‘', 'ʼ', '`', '´':
			return '\''
		case '・', '･', '＝', '=':
			return ' '
		}
		return r
	}, s)
	s = tournament.Hepburn(s, tournament.LongDropped)
	var b strings.Builder
	ok := true
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r): // an accent of the letter before
		case r < unicode.MaxASCII:
			b.WriteRune(r)
		default:
			ok = false
			b.WriteRune(r)
		}
	}
	return norm.NFC.String(b.String()), ok
}
