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
}

// nameOf splits participant p's name for a federation file. The reading,
// when there is one, is spelled in Hepburn romaji without long-vowel marks
// (さとう → sato, as passports and the federations' lists write Japanese
// names); the first word is the family name, the rest the given name. A
// participant without a reading keeps the name as typed, split the same way
// (a name in kanji stays in kanji: Taikai cannot spell it).
func nameOf(p tournament.Participant) personName {
	src, romaji := p.Name, false
	if strings.TrimSpace(p.Reading) != "" {
		src, romaji = tournament.Hepburn(p.Reading, tournament.LongDropped), true
	}
	words := strings.Fields(src)
	if len(words) == 0 {
		return personName{}
	}
	return personName{Family: words[0], Given: strings.Join(words[1:], " "), Romaji: romaji}
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
