package tournament

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// RatingMatch is a participant found on a rating list: the line, and the
// rating they have and get.
type RatingMatch struct {
	Participant Participant
	Entry       RatingEntry
	Old, New    int
	// ClubDiffers is set when the participant and the line give clubs
	// that differ (matched by name and reading all the same).
	ClubDiffers bool
}

// RatingQuestion is a participant the list does not tell for sure: two
// lines or more for them (Entries), or their one line matching other
// participants too (Others). Nothing is set; the arbiter decides.
type RatingQuestion struct {
	Participant Participant
	Entries     []RatingEntry
	Others      []Participant
}

// RatingMiss is a participant the list has no rating for: no line of
// their name (Near lists the lines of the same reading under another name,
// or of the same name under another reading), or their line has no rating
// (NoRating, the line in Near).
type RatingMiss struct {
	Participant Participant
	Near        []RatingEntry
	NoRating    bool
}

// RatingsPlan is what a rating list does to the participants: the ratings
// it sets, the participants it does not tell for sure, those it does not
// have.
type RatingsPlan struct {
	// Encoding and Ignored are the list's (RatingList).
	Encoding string
	Ignored  []string
	// Set are the participants matched, each with the rating they get
	// (Old equal to New when they already have it).
	Set       []RatingMatch
	Ambiguous []RatingQuestion
	NotFound  []RatingMiss
}

// Changes are the matches that change a rating.
func (p RatingsPlan) Changes() []RatingMatch {
	var out []RatingMatch
	for _, m := range p.Set {
		if m.Old != m.New {
			out = append(out, m)
		}
	}
	return out
}

// Fingerprint names the ratings the plan sets, so that a plan shown to
// the arbiter is applied only while it is still the same.
func (p RatingsPlan) Fingerprint() string {
	var b strings.Builder
	for _, m := range p.Changes() {
		fmt.Fprintf(&b, "%d:%d>%d,", m.Participant.ID, m.Old, m.New)
	}
	return b.String()
}

// ratingNameKey is the form in which a name or a reading is compared with
// a rating list's: widths folded (ＡＢＣ, ｶﾅ), katakana as hiragana, case
// and spaces (between family and given name, or none) ignored.
func ratingNameKey(s string) string { return strings.ReplaceAll(searchFold(s), " ", "") }

// ratingClubKey is the form in which clubs are compared: as names are, and
// a prefecture with or without its 都, 府 or 県 (東京 and 東京都).
func ratingClubKey(s string) string {
	k := ratingNameKey(s)
	for _, suffix := range []string{"都", "府", "県"} {
		if rest, ok := strings.CutSuffix(k, suffix); ok && utf8.RuneCountInString(rest) >= 2 {
			return rest
		}
	}
	return k
}

// MatchRatings matches the participants ps with the lines of a rating list
// by name and reading, never guessing:
//
//   - A line is a participant's when their names are the same (widths,
//     kana, case and spaces aside) and their readings are too, when both
//     have one. Lines the same in name, reading, club and rating are one
//     line.
//   - When a participant has several such lines and exactly one gives the
//     participant's club, that one is theirs; when a line is several
//     participants' and exactly one of them has its club, it is that one's.
//   - A participant with exactly one line that is nobody else's gets its
//     rating (Set; a differing club is noted). Several lines, or a line
//     shared with another participant, is a question for the arbiter
//     (Ambiguous); no line, or a line without a rating, is NotFound, with
//     the lines of the same reading or the same name for the arbiter to look
//     at.
//
// Pairs (their members have ratings) are not matched.
func MatchRatings(ps []Participant, list []RatingEntry) RatingsPlan {
	var plan RatingsPlan
	// One line for lines the same in every field.
	var entries []RatingEntry
	seen := map[string]bool{}
	for _, e := range list {
		k := fmt.Sprintf("%s\x00%s\x00%s\x00%d", ratingNameKey(e.Name), ratingNameKey(e.Reading), ratingClubKey(e.Club), e.Rating)
		if !seen[k] {
			seen[k] = true
			entries = append(entries, e)
		}
	}
	byName := map[string][]int{}
	for i, e := range entries {
		n := ratingNameKey(e.Name)
		byName[n] = append(byName[n], i)
	}
	people := slices.DeleteFunc(slices.Clone(ps), func(p Participant) bool { return p.IsPair() || teamEntrant(p) })
	cands := make([][]int, len(people))
	for i, p := range people {
		r := ratingNameKey(p.Reading)
		for _, j := range byName[ratingNameKey(p.Name)] {
			if er := ratingNameKey(entries[j].Reading); r == "" || er == "" || er == r {
				cands[i] = append(cands[i], j)
			}
		}
		if len(cands[i]) > 1 && p.Club != "" {
			if same := slices.DeleteFunc(slices.Clone(cands[i]), func(j int) bool { return ratingClubKey(entries[j].Club) != ratingClubKey(p.Club) }); len(same) == 1 {
				cands[i] = same
			}
		}
	}
	owners := map[int][]int{} // line → participants
	for i := range people {
		for _, j := range cands[i] {
			owners[j] = append(owners[j], i)
		}
	}
	for j, is := range owners {
		if len(is) < 2 || entries[j].Club == "" {
			continue
		}
		same := slices.DeleteFunc(slices.Clone(is), func(i int) bool { return ratingClubKey(people[i].Club) != ratingClubKey(entries[j].Club) })
		if len(same) != 1 {
			continue
		}
		for _, i := range is {
			if i != same[0] {
				cands[i] = slices.DeleteFunc(cands[i], func(x int) bool { return x == j })
			}
		}
		owners[j] = same
	}
	for i, p := range people {
		switch c := cands[i]; {
		case len(c) == 0:
			plan.NotFound = append(plan.NotFound, RatingMiss{Participant: p, Near: nearLines(p, entries)})
		case len(c) > 1:
			q := RatingQuestion{Participant: p}
			for _, j := range c {
				q.Entries = append(q.Entries, entries[j])
			}
			plan.Ambiguous = append(plan.Ambiguous, q)
		case len(owners[c[0]]) > 1:
			q := RatingQuestion{Participant: p, Entries: []RatingEntry{entries[c[0]]}}
			for _, o := range owners[c[0]] {
				if o != i {
					q.Others = append(q.Others, people[o])
				}
			}
			plan.Ambiguous = append(plan.Ambiguous, q)
		case entries[c[0]].Rating == 0:
			plan.NotFound = append(plan.NotFound, RatingMiss{Participant: p, Near: []RatingEntry{entries[c[0]]}, NoRating: true})
		default:
			e := entries[c[0]]
			plan.Set = append(plan.Set, RatingMatch{Participant: p, Entry: e, Old: p.Rating, New: e.Rating,
				ClubDiffers: p.Club != "" && e.Club != "" && ratingClubKey(p.Club) != ratingClubKey(e.Club)})
		}
	}
	return plan
}

// nearLines are the lines a participant not found might be: the same
// reading under another name (斉藤 for 齋藤), the same name under another
// reading.
func nearLines(p Participant, entries []RatingEntry) []RatingEntry {
	var out []RatingEntry
	name, reading := ratingNameKey(p.Name), ratingNameKey(p.Reading)
	for _, e := range entries {
		en, er := ratingNameKey(e.Name), ratingNameKey(e.Reading)
		if en == name || (reading != "" && er == reading) {
			out = append(out, e)
		}
	}
	return out
}
