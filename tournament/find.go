package tournament

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/width"
)

// Found is a participant (or a pair) found by Find, with where they play
// now: their place in the last paired round.
type Found struct {
	Participant Participant
	// Round and Table are the last paired round and the participant's table
	// in it (Table 0 for a bye); both 0 when no round is paired or the
	// participant does not play in the last one. A member of a pair plays
	// where the pair plays.
	Round, Table int
	// Colour is "black" or "white"; "" for a bye or when not playing.
	Colour string
	// Bye is set when the participant has the bye (不戦勝) of the last round.
	Bye bool
	// Waiting is set when the participant waits for a game in the last
	// round (待ち合わせ).
	Waiting bool
}

// Playing reports whether the participant has a table in the last round.
func (f Found) Playing() bool { return f.Round > 0 && !f.Bye && !f.Waiting }

// The levels of a match, best last.
const (
	noMatch = iota
	substringMatch
	prefixMatch
	exactMatch
)

// The fields a query matches, in the order that breaks ties.
const (
	byTable = iota
	byID
	byName
	byReading
	byRomaji
	byClub
)

// Find returns the participants (pairs included) the query names, best
// first: exact matches, then those starting with it, then those containing
// it. The query may be a name, a reading in hiragana or katakana, romaji
// (Hepburn or keyboard spelling, long vowels written or not: "sato",
// "Satou", "Satō"), a club, a table number of the last round ("12", "１２")
// or an id ("12", "#12"). Case, character widths and spaces do not matter.
// An empty query finds nobody.
func (s *Service) Find(query string) ([]Found, error) {
	q := strings.ReplaceAll(searchFold(query), " ", "")
	if q == "" {
		return nil, nil
	}
	ps, rs, err := s.participantsAndRounds()
	if err != nil {
		return nil, err
	}
	where := placesNow(rs, ps)

	// A number is a table of the last round and an id; "#12" only an id.
	number, numeric := -1, false
	if digits := strings.TrimPrefix(q, "#"); isDigits(digits) {
		number, _ = strconv.Atoi(digits)
		numeric = digits == q
	}
	romaji := isRomaji(q)
	rq := romajiKey(q)

	type hit struct {
		f            Found
		level, field int
	}
	var hits []hit
	for _, p := range ps {
		f := where[p.ID]
		f.Participant = p
		level, field := noMatch, 0
		take := func(l, fl int) {
			if l > level {
				level, field = l, fl
			}
		}
		if numeric && f.Playing() && f.Table == number {
			take(exactMatch, byTable)
		}
		if number >= 0 && p.ID == number {
			take(exactMatch, byID)
		}
		take(matchLevel(q, searchFold(p.Name)), byName)
		take(matchLevel(q, searchFold(p.Reading)), byReading)
		if kana := romajiSource(p); romaji && kana != "" {
			spellings := RomajiSpellings(kana)
			for _, sp := range spellings {
				take(matchLevel(q, searchFold(sp)), byRomaji)
			}
			take(matchLevel(rq, romajiKeys(spellings[0])), byRomaji)
		}
		take(matchLevel(q, searchFold(p.Club)), byClub)
		if level > noMatch {
			hits = append(hits, hit{f: f, level: level, field: field})
		}
	}
	slices.SortStableFunc(hits, func(a, b hit) int {
		if c := cmp.Compare(b.level, a.level); c != 0 {
			return c
		}
		if c := cmp.Compare(a.field, b.field); c != 0 {
			return c
		}
		if a.field == byTable { // Black before White
			if c := cmp.Compare(a.f.Colour, b.f.Colour); c != 0 {
				return c
			}
		}
		return cmp.Compare(a.f.Participant.ID, b.f.Participant.ID)
	})
	out := make([]Found, len(hits))
	for i, h := range hits {
		out[i] = h.f
	}
	return out, nil
}

// placesNow maps every participant who plays in the last round to their
// place in it; the members of a pair get the pair's.
func placesNow(rs []Round, ps []Participant) map[int]Found {
	out := map[int]Found{}
	if len(rs) == 0 {
		return out
	}
	last := rs[len(rs)-1]
	for _, w := range last.Waiting {
		out[w.Player] = Found{Round: last.Number, Waiting: true}
	}
	for _, g := range last.Games {
		if g.IsBye() {
			out[g.Black] = Found{Round: last.Number, Bye: true}
			continue
		}
		out[g.Black] = Found{Round: last.Number, Table: g.Table, Colour: "black"}
		out[g.White] = Found{Round: last.Number, Table: g.Table, Colour: "white"}
	}
	for _, p := range ps {
		f, ok := out[p.ID]
		if !ok || !p.IsPair() {
			continue
		}
		for _, m := range p.Members {
			if _, own := out[m]; !own {
				out[m] = f
			}
		}
	}
	return out
}

// searchFold is the form in which Find compares text: NFKC, widths folded,
// lower case, katakana as hiragana, words separated by one space (・
// separates words too, as in a pair's name).
func searchFold(s string) string {
	s = HiraganaOf(strings.ToLower(width.Fold.String(norm.NFKC.String(s))))
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == '・' }), " ")
}

// matchLevel says how q (no spaces) matches text (words separated by one
// space): the whole text or a word of it, its start or a word's start, or
// anywhere.
func matchLevel(q, text string) int {
	if text == "" {
		return noMatch
	}
	words := strings.Split(text, " ")
	full := strings.Join(words, "")
	switch {
	case full == q || slices.Contains(words, q):
		return exactMatch
	case strings.HasPrefix(full, q) || slices.ContainsFunc(words, func(w string) bool { return strings.HasPrefix(w, q) }):
		return prefixMatch
	case strings.Contains(full, q):
		return substringMatch
	}
	return noMatch
}

// romajiSource is the kana a participant's romaji is spelled from: the
// reading, or a name written in kana only.
func romajiSource(p Participant) string {
	if p.Reading != "" {
		return p.Reading
	}
	for _, r := range p.Name {
		if !unicode.In(r, unicode.Hiragana, unicode.Katakana) && !unicode.IsSpace(r) && r != 'ー' && r != '・' {
			return ""
		}
	}
	return p.Name
}

// romajiKeys is romaji (a reading's, long vowels as the kana write them),
// word by word, in the form romajiKey compares.
func romajiKeys(romaji string) string {
	words := strings.Fields(searchFold(romaji))
	for i, w := range words {
		words[i] = romajiKey(w)
	}
	return strings.Join(words, " ")
}

// isRomaji reports whether the (folded) query is made of Latin letters,
// as romaji is.
func isRomaji(q string) bool {
	return q != "" && !strings.ContainsFunc(q, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || strings.ContainsRune("āīūēōâîûêô'-", r))
	})
}

func isDigits(s string) bool {
	return s != "" && len(s) <= 9 && !strings.ContainsFunc(s, func(r rune) bool { return r < '0' || r > '9' })
}
