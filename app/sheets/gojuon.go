package sheets

import (
	"cmp"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"taikai/tournament"
)

// Japanese name lists are in 五十音 order of the readings (ふりがな), by the
// conventions of JIS X 4061 (日本語文字列照合順番):
//
//  1. First the base sounds, over the whole string: あいうえお かきくけこ …
//     わ ゐ ゑ を ん. Voicing marks, small kana, hiragana or katakana make no
//     difference at this level (が = か, ゃ = や, ア = あ); the long-vowel
//     mark ー is the vowel of the kana before it (かー = かあ, きゃー = きやあ)
//     and an iteration mark ゝ/ゞ repeats it (みすゞ = みすす).
//  2. On a tie, the voicing, at the first place it differs: unvoiced (清音)
//     before voiced (濁音) before semi-voiced (半濁音): さとう < さどう,
//     はは < ばば < ぱぱ.
//  3. Then the size: a large kana (直音) before the small one (拗音・促音):
//     きや < きゃ, まつた < まった.
//  4. Then a written vowel before a mark standing for it: かあ < かー,
//     すす < すゝ.
//  5. Then hiragana before katakana: あい < アイ.
//
// Between kinds of characters, spaces (and the ・ of foreign names) come
// first — so "やまだ たろう" < "やまだい じろう": a family name before the
// longer family names it begins — then other symbols, digits, Latin letters
// (case aside), kana, and last everything else (kanji) by code point.
// Widths do not matter (ｱ = ア, Ａ = A).

// gojuonUnit is one character of a reading as the collation sees it, one
// field per level.
type gojuonUnit struct {
	primary int // class<<24 | value
	voice   int // 0 清音, 1 濁音, 2 半濁音
	small   int // 0 large, 1 small
	mark    int // 0 written, 1 ー or ゝ standing for a kana
	script  int // 0 hiragana or other, 1 katakana
}

// The classes of the primary level, in order.
const (
	classSpace = iota
	classSymbol
	classDigit
	classLatin
	classKana
	classOther
)

// smallKana maps the small hiragana to their large forms.
var smallKana = map[rune]rune{
	'ぁ': 'あ', 'ぃ': 'い', 'ぅ': 'う', 'ぇ': 'え', 'ぉ': 'お', 'っ': 'つ',
	'ゃ': 'や', 'ゅ': 'ゆ', 'ょ': 'よ', 'ゎ': 'わ', 'ゕ': 'か', 'ゖ': 'け',
}

// vowelOf maps each large unvoiced hiragana to its vowel (ん to itself).
var vowelOf = func() map[rune]rune {
	m := map[rune]rune{}
	for _, row := range []string{
		"あかさたなはまやらわ", "いきしちにひみりゐ", "うくすつぬふむゆる", "えけせてねへめれゑ", "おこそとのほもよろを",
	} {
		rs := []rune(row)
		for _, r := range rs {
			m[r] = rs[0]
		}
	}
	m['ん'] = 'ん'
	return m
}()

// gojuonKey returns the collation units of s.
func gojuonKey(s string) []gojuonUnit {
	s = norm.NFKC.String(s) // widths: ｶﾞ = ガ, Ａ = A, the ideographic space
	var out []gojuonUnit
	for _, r := range s {
		if unicode.IsSpace(r) || r == '・' {
			if len(out) > 0 && out[len(out)-1].primary == classSpace<<24 {
				continue // a run of spaces is one
			}
			out = append(out, gojuonUnit{primary: classSpace << 24})
			continue
		}
		var prev *gojuonUnit
		if len(out) > 0 && out[len(out)-1].primary>>24 == classKana {
			prev = &out[len(out)-1]
		}
		u, ok := kanaUnit(r, prev)
		if !ok {
			u = otherUnit(r)
		}
		out = append(out, u)
	}
	// Spaces at the ends say nothing.
	for len(out) > 0 && out[len(out)-1].primary == classSpace<<24 {
		out = out[:len(out)-1]
	}
	for len(out) > 0 && out[0].primary == classSpace<<24 {
		out = out[1:]
	}
	return out
}

// kanaUnit reads r as a kana (or a mark standing for one, after prev).
func kanaUnit(r rune, prev *gojuonUnit) (gojuonUnit, bool) {
	var u gojuonUnit
	switch {
	case r == 'ー':
		if prev == nil {
			return u, false
		}
		base := rune(prev.primary & 0xffffff)
		v, ok := vowelOf[base]
		if !ok {
			return u, false
		}
		return gojuonUnit{primary: classKana<<24 | int(v), mark: 1, script: 1}, true
	case r == 'ゝ', r == 'ゞ', r == 'ヽ', r == 'ヾ':
		if prev == nil {
			return u, false
		}
		u = gojuonUnit{primary: prev.primary, small: prev.small, mark: 1}
		if r == 'ゞ' || r == 'ヾ' {
			u.voice = 1
		}
		if r == 'ヽ' || r == 'ヾ' {
			u.script = 1
		}
		return u, true
	case r >= 'ァ' && r <= 'ヶ', r >= 'ヷ' && r <= 'ヺ':
		u.script = 1
		if r >= 'ヷ' { // ヷヸヹヺ: ワヰヱヲ with the voiced mark
			r = []rune("わゐゑを")[r-'ヷ']
			u.voice = 1
		} else {
			r -= 'ァ' - 'ぁ'
		}
	case r >= 'ぁ' && r <= 'ゖ':
	default:
		return u, false
	}
	if d := []rune(norm.NFD.String(string(r))); len(d) == 2 {
		r = d[0]
		switch d[1] {
		case '\u3099':
			u.voice = 1
		case '\u309a':
			u.voice = 2
		}
	}
	if l, ok := smallKana[r]; ok {
		r, u.small = l, 1
	}
	u.primary = classKana<<24 | int(r)
	return u, true
}

// otherUnit places a character that is not kana.
func otherUnit(r rune) gojuonUnit {
	switch {
	case unicode.IsDigit(r):
		return gojuonUnit{primary: classDigit<<24 | int(r)}
	case r < 0x250 && unicode.IsLetter(r): // Latin (accents as written)
		return gojuonUnit{primary: classLatin<<24 | int(unicode.ToLower(r))}
	case unicode.IsPunct(r) || unicode.IsSymbol(r):
		return gojuonUnit{primary: classSymbol<<24 | int(r)}
	}
	return gojuonUnit{primary: classOther<<24 | int(r)}
}

// gojuonCompare orders two readings in 五十音 order (see the rules above):
// −1, 0 or +1. Strings equal at every level but written differently are
// ordered by their code points, so that the order is total.
func gojuonCompare(a, b string) int {
	ka, kb := gojuonKey(a), gojuonKey(b)
	for _, level := range []func(gojuonUnit) int{
		func(u gojuonUnit) int { return u.primary },
		func(u gojuonUnit) int { return u.voice },
		func(u gojuonUnit) int { return u.small },
		func(u gojuonUnit) int { return u.mark },
		func(u gojuonUnit) int { return u.script },
	} {
		if c := slices.CompareFunc(ka, kb, func(x, y gojuonUnit) int { return level(x) - level(y) }); c != 0 {
			return sign(c)
		}
	}
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// gojuonLess reports whether reading a comes before b in 五十音 order.
func gojuonLess(a, b string) bool { return gojuonCompare(a, b) < 0 }

func sign(c int) int {
	switch {
	case c < 0:
		return -1
	case c > 0:
		return 1
	}
	return 0
}

// compareByReading orders participants for a list by name: by reading in
// 五十音 order; those without a reading after them, by name; then by
// name and number so that the order is total.
func compareByReading(a, b tournament.Participant) int {
	ra, rb := strings.TrimSpace(a.Reading), strings.TrimSpace(b.Reading)
	if (ra == "") != (rb == "") {
		if ra == "" {
			return 1
		}
		return -1
	}
	if c := gojuonCompare(ra, rb); c != 0 {
		return c
	}
	if c := gojuonCompare(a.Name, b.Name); c != 0 {
		return c
	}
	return cmp.Compare(a.ID, b.ID)
}
