package exports

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"taikai/tournament"
)

// personName is a participant's name as a federation file writes it: the
// family name and the given name(s), in Latin letters when Taikai can spell
// them.
type personName struct {
	Family, Given string
	// Romaji is set when the name was spelled from the reading (ふりがな).
	Romaji bool
	// Latin is set when the name is in ASCII (Latin letters, accents
	// dropped); a name in kanji without a kana reading is not.
	Latin bool
}

// nameOf splits participant p's name for a federation file. A name typed
// in Latin letters is taken as it is (accents dropped: Müller Muller); else
// the reading, when there is one, spelled in Hepburn romaji without
// long-vowel marks (さとう → sato, as passports and the federations' lists
// write Japanese names); else the name as typed (a name in kanji stays in
// kanji: Taikai cannot spell it, and Latin is false). A comma parts the
// family name from the given name(s), as lists write Western names
// ("van der Berg, Jan"); without one the first word is the family name (山田
// 太郎, Yamada Taro).
func nameOf(p tournament.Participant) personName {
	src, romaji := p.Name, false
	latin, ok := asciiOf(p.Name)
	switch r, rok := asciiOf(p.Reading); {
	case ok:
		src = latin
	case strings.TrimSpace(p.Reading) != "":
		src, romaji, ok = r, true, rok
	}
	if i := strings.IndexAny(src, ",，、"); i >= 0 {
		_, n := utf8.DecodeRuneInString(src[i:])
		family, given := strings.Fields(src[:i]), strings.Fields(src[i+n:])
		if len(family) > 0 {
			return personName{Family: strings.Join(family, " "), Given: strings.Join(given, " "), Romaji: romaji, Latin: ok}
		}
	}
	words := strings.Fields(strings.NewReplacer(",", " ", "，", " ", "、", " ").Replace(src))
	if len(words) == 0 {
		return personName{}
	}
	return personName{Family: words[0], Given: strings.Join(words[1:], " "), Romaji: romaji, Latin: ok}
}

// capitalized writes each word of s with a capital first letter and the
// rest in lower case (yamada → Yamada, VAN DER → Van Der); words that are
// not Latin letters are left as they are.
func capitalized(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		r, n := utf8.DecodeRuneInString(w)
		words[i] = string(unicode.ToUpper(r)) + strings.ToLower(w[n:])
	}
	return strings.Join(words, " ")
}

// nameCase writes one part of a name (the family name, or the given names)
// as a person would: a part typed in both capitals and small letters is
// kept as typed (O'Brien, van der Berg, McDonald); one all in small
// letters (romaji) or all in capitals gets a capital at the start of each
// word and after an apostrophe or a hyphen (yamada Yamada, O'BRIEN
// O'Brien, JEAN-LOUP Jean-Loup).
func nameCase(s string) string {
	if strings.ToLower(s) != s && strings.ToUpper(s) != s {
		return s
	}
	var b strings.Builder
	start := true
	for _, r := range strings.ToLower(s) {
		if start {
			r = unicode.ToUpper(r)
		}
		b.WriteRune(r)
		start = unicode.IsSpace(r) || r == '\'' || r == '-'
	}
	return b.String()
}
