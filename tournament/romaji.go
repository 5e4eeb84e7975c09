package tournament

import (
	"slices"
	"strings"
	"unicode"
)

// This file spells a kana reading (ふりがな) in Hepburn romaji, so that an
// arbiter can find 佐藤 太郎 by typing "sato taro", "Satou Tarou" or
// "Satō Tarō".

// LongVowels is how Hepburn spells a long vowel (さとう, ゆうこ, おおの).
type LongVowels int

// The three spellings of a long vowel people type.
const (
	// LongAsKana writes the long vowel as the kana do: satou, yuuko, oono
	// (what a Japanese keyboard types).
	LongAsKana LongVowels = iota
	// LongDropped leaves it out, as passports and name cards do: sato,
	// yuko, ono.
	LongDropped
	// LongMacron marks it with a macron: satō, yūko, ōno.
	LongMacron
)

// Hepburn spells the kana reading (hiragana or katakana) in lower-case
// Hepburn romaji with long vowels spelled as style says: し shi, ち chi,
// つ tsu, ふ fu, じ and ぢ ji, づ zu, を o, きゃ kya, っち tchi, ん n.
// Spaces are kept; characters that are not kana are copied as they are.
func Hepburn(kana string, style LongVowels) string {
	rs := []rune(HiraganaOf(kana))
	var b strings.Builder
	last := byte(0) // the vowel just written, 0 when it cannot be made long
	geminate := false
	for i := 0; i < len(rs); {
		r := rs[i]
		syl, n := syllable(rs[i:])
		switch {
		case r == 'っ':
			geminate = true
			last = 0
		case r == 'ー':
			if last != 0 {
				writeLong(&b, last, last, style)
			}
			last = 0
		case syl == "": // not kana: copied as it is
			b.WriteRune(r)
			geminate, last = false, 0
		case n == 1 && last != 0 && lengthens(last, r) && !(r == 'う' && i+1 < len(rs) && rs[i+1] == 'え'):
			// おう, おお, うう, ああ, ええ: one long vowel (いい and えい
			// are written as they are in Hepburn; the うえ of いのうえ is
			// the word 上, Inoue).
			writeLong(&b, last, syl[0], style)
			last = 0 // a third vowel is a syllable of its own
		default:
			if geminate {
				switch {
				case strings.HasPrefix(syl, "ch"):
					b.WriteByte('t')
				case !isVowel(syl[0]) && syl != "n":
					b.WriteByte(syl[0])
				}
			}
			b.WriteString(syl)
			geminate, last = false, 0
			if v := syl[len(syl)-1]; isVowel(v) {
				last = v
			}
		}
		i += n
	}
	return b.String()
}

// RomajiSpellings returns the distinct Hepburn spellings of a kana
// reading, long vowels as the kana write them first (satou, sato, satō).
func RomajiSpellings(kana string) []string {
	var out []string
	for _, st := range []LongVowels{LongAsKana, LongDropped, LongMacron} {
		s := Hepburn(kana, st)
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// HiraganaOf turns the katakana of s into hiragana (ヤマダ → やまだ); the
// prolonged sound mark ー and everything else is kept.
func HiraganaOf(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'ァ' && r <= 'ヶ' {
			return r - 'ァ' + 'ぁ'
		}
		return r
	}, s)
}

func isVowel(c byte) bool { return strings.IndexByte("aiueo", c) >= 0 }

// lengthens reports whether the vowel kana r after a syllable ending in
// vowel v makes it long.
func lengthens(v byte, r rune) bool {
	switch r {
	case 'う':
		return v == 'o' || v == 'u'
	case 'お':
		return v == 'o'
	case 'あ':
		return v == 'a'
	case 'え':
		return v == 'e'
	}
	return false
}

// writeLong lengthens the vowel v just written; kana is the vowel the
// kana write for it (o for おお, u for おう, v itself for ー).
func writeLong(b *strings.Builder, v, kana byte, style LongVowels) {
	switch style {
	case LongAsKana:
		b.WriteByte(kana)
	case LongMacron:
		s := b.String()
		b.Reset()
		b.WriteString(s[:len(s)-1])
		b.WriteRune(macron[v])
	}
}

var macron = map[byte]rune{'a': 'ā', 'i': 'ī', 'u': 'ū', 'e': 'ē', 'o': 'ō'}

// syllable returns the romaji of the syllable at the start of rs and how
// many kana it takes (2 for きゃ, ふぁ); "" when rs does not start with kana.
func syllable(rs []rune) (string, int) {
	if len(rs) >= 2 {
		if s, ok := digraphs[string(rs[:2])]; ok {
			return s, 2
		}
		if c, ok := youonStem[rs[0]]; ok {
			if v, ok := youonVowel[rs[1]]; ok {
				return c + v, 2
			}
		}
	}
	s, ok := monographs[rs[0]]
	if !ok {
		return "", 1
	}
	return s, 1
}

// monographs are the kana on their own.
var monographs = map[rune]string{
	'あ': "a", 'い': "i", 'う': "u", 'え': "e", 'お': "o",
	'か': "ka", 'き': "ki", 'く': "ku", 'け': "ke", 'こ': "ko",
	'さ': "sa", 'し': "shi", 'す': "su", 'せ': "se", 'そ': "so",
	'た': "ta", 'ち': "chi", 'つ': "tsu", 'て': "te", 'と': "to",
	'な': "na", 'に': "ni", 'ぬ': "nu", 'ね': "ne", 'の': "no",
	'は': "ha", 'ひ': "hi", 'ふ': "fu", 'へ': "he", 'ほ': "ho",
	'ま': "ma", 'み': "mi", 'む': "mu", 'め': "me", 'も': "mo",
	'や': "ya", 'ゆ': "yu", 'よ': "yo",
	'ら': "ra", 'り': "ri", 'る': "ru", 'れ': "re", 'ろ': "ro",
	'わ': "wa", 'ゐ': "i", 'ゑ': "e", 'を': "o", 'ん': "n",
	'が': "ga", 'ぎ': "gi", 'ぐ': "gu", 'げ': "ge", 'ご': "go",
	'ざ': "za", 'じ': "ji", 'ず': "zu", 'ぜ': "ze", 'ぞ': "zo",
	'だ': "da", 'ぢ': "ji", 'づ': "zu", 'で': "de", 'ど': "do",
	'ば': "ba", 'び': "bi", 'ぶ': "bu", 'べ': "be", 'ぼ': "bo",
	'ぱ': "pa", 'ぴ': "pi", 'ぷ': "pu", 'ぺ': "pe", 'ぽ': "po",
	'ゔ': "vu",
	// Small kana on their own (a typing slip, or an old spelling).
	'ぁ': "a", 'ぃ': "i", 'ぅ': "u", 'ぇ': "e", 'ぉ': "o",
	'ゃ': "ya", 'ゅ': "yu", 'ょ': "yo", 'ゎ': "wa", 'ゕ': "ka", 'ゖ': "ke",
}

// youonStem is the consonant of きゃ, しゅ, ちょ … before a, u or o.
var youonStem = map[rune]string{
	'き': "ky", 'し': "sh", 'ち': "ch", 'に': "ny", 'ひ': "hy", 'み': "my", 'り': "ry",
	'ぎ': "gy", 'じ': "j", 'ぢ': "j", 'び': "by", 'ぴ': "py",
}

// youonVowel is the vowel of a small ゃ, ゅ, ょ.
var youonVowel = map[rune]string{'ゃ': "a", 'ゅ': "u", 'ょ': "o"}

// digraphs are the other two-kana syllables, mostly of foreign names.
var digraphs = map[string]string{
	"しぇ": "she", "ちぇ": "che", "じぇ": "je", "ぢぇ": "je",
	"てぃ": "ti", "でぃ": "di", "とぅ": "tu", "どぅ": "du",
	"ふぁ": "fa", "ふぃ": "fi", "ふぇ": "fe", "ふぉ": "fo",
	"うぃ": "wi", "うぇ": "we", "うぉ": "wo",
	"ゔぁ": "va", "ゔぃ": "vi", "ゔぇ": "ve", "ゔぉ": "vo",
	"つぁ": "tsa", "つぃ": "tsi", "つぇ": "tse", "つぉ": "tso",
	"いぇ": "ye", "くぁ": "kwa",
}

// romajiKey is the form in which typed romaji and a reading's romaji are
// compared: long vowels in any spelling made short (satō, satou, satoo,
// satoh → sato), Kunrei and keyboard spellings made Hepburn (si → shi,
// tu → tsu, hu → fu, zi → ji, sya → sha), m before b, m, p made n
// (Homma → honma). Both sides go through it, so a person who mixes
// spellings ("Sato Tarou") still finds さとう たろう.
func romajiKey(s string) string {
	s = strings.Map(func(r rune) rune {
		switch r {
		case 'ā', 'â':
			return 'a'
		case 'ī', 'î':
			return 'i'
		case 'ū', 'û':
			return 'u'
		case 'ē', 'ê':
			return 'e'
		case 'ō', 'ô':
			return 'o'
		case '\'', '-':
			return -1
		}
		if unicode.IsSpace(r) {
			return -1
		}
		return unicode.ToLower(r)
	}, s)
	s = hepburnOf(s)
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		prev := byte(0)
		if len(out) > 0 {
			prev = out[len(out)-1]
		}
		switch {
		// A long vowel (ou, oo, uu, aa, ee; and oh before a consonant or
		// at the end, as passports write it) is one vowel.
		case isVowel(c) && c != 'i' && c == prev, c == 'u' && prev == 'o':
			continue
		case c == 'h' && prev == 'o' && (i+1 == len(s) || !isVowel(s[i+1]) && s[i+1] != 'y'):
			continue
		case c == 'm' && isVowel(prev) && i+1 < len(s) && strings.IndexByte("bmp", s[i+1]) >= 0:
			c = 'n'
		}
		out = append(out, c)
	}
	return string(out)
}

// hepburnOf rewrites the Kunrei and keyboard spellings of typed romaji in
// Hepburn: si shi, zi ji, ti chi, tu tsu, du zu, di ji, hu fu, sy sh,
// ty ch, zy and jy j.
func hepburnOf(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		two := ""
		if i+1 < len(s) {
			two = s[i : i+2]
		}
		prev := byte(0)
		if i > 0 {
			prev = s[i-1]
		}
		switch two {
		case "si":
			b.WriteString("shi")
		case "zi", "di":
			b.WriteString("ji")
		case "ti":
			b.WriteString("chi")
		case "tu":
			b.WriteString("tsu")
		case "du":
			b.WriteString("zu")
		case "hu":
			if prev == 's' || prev == 'c' {
				b.WriteString("hu")
			} else {
				b.WriteString("fu")
			}
		case "sy":
			b.WriteString("sh")
		case "ty":
			b.WriteString("ch")
		case "zy", "jy":
			b.WriteString("j")
		default:
			b.WriteByte(s[i])
			continue
		}
		i++
	}
	return b.String()
}
