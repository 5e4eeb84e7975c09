package tournament

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// DrawEntrants takes the entrants of section key from its source's places
// (予選 → 決勝トーナメント), when the arbiter says so: once the source is
// finished and no tie falls on the cut, each entrant is added to the
// section as a new participant (name, reading, rank, club … copied; a Pair
// Go pair with its members) with its Origin, in one logged change. A
// section without a source, or with entrants already, is refused.
func (v *Venue) DrawEntrants(key string) (Section, []Participant, error) {
	var dest Section
	var out []Participant
	err := v.root.updateText("section.draw", func(w Writer) (Text, error) {
		ev, err := w.Event()
		if err != nil {
			return Text{}, err
		}
		if dest, err = ev.FindSection(key); err != nil {
			return Text{}, err
		}
		if dest.Source.IsZero() {
			return Text{}, newProblem(ErrInvalidInput, "section %s takes no entrants from another section (section add --from SECTION --places 1-2); its groups or bracket are drawn when its round 1 is paired",
				"部門 %s はほかの部門からの進出者を取りません（section add --from 部門 --places 1-2）。組分けやトーナメント表は1回戦を組むときに決まります", dest.Label())
		}
		src, ok := ev.SectionByID(dest.Source.Section)
		if !ok {
			return Text{}, newProblem(ErrNotFound, "the section that section %s takes its entrants from (number %d) is no longer in the event",
				"部門 %s の進出元の部門（%d番）はもうこの大会にありません", dest.Label(), dest.Source.Section)
		}
		dtx := sectionTx{r: w, w: w, id: dest.ID}
		have, err := dtx.Participants()
		if err != nil {
			return Text{}, err
		}
		if len(have) > 0 {
			return Text{}, newProblem(ErrInvalidInput, "section %s already has %d entrants: its entrants from section %s are drawn once, into an empty section",
				"部門 %s にはすでに %d 人の参加者がいます。部門 %s からの進出者は空の部門に一度だけ決めます", dest.Label(), len(have), src.Label())
		}
		places, err := takePlaces(w, src, dest.Source)
		if err != nil {
			return Text{}, err
		}
		all, err := w.Participants()
		if err != nil {
			return Text{}, err
		}
		if err := checkRoom(all, len(places)); err != nil {
			return Text{}, err
		}
		byID := make(map[int]Participant, len(all))
		for _, p := range all {
			byID[p.ID] = p
		}
		slices.SortStableFunc(places, func(a, b SourcePlace) int {
			return cmp.Or(cmp.Compare(a.Place, b.Place), cmp.Compare(a.Order, b.Order))
		})
		var en, ja []string
		for _, sp := range places {
			p := byID[sp.ID]
			q := entrantCopy(p)
			for _, m := range p.Members {
				mc := entrantCopy(byID[m])
				if err := dtx.PutParticipant(&mc); err != nil {
					return Text{}, err
				}
				q.Members = append(q.Members, mc.ID)
				if m == p.Captain {
					q.Captain = mc.ID
				}
			}
			q.Origin = Origin{Section: src.ID, Participant: p.ID, Place: sp.Place, Group: sp.Group, Order: sp.Order}
			if err := dtx.PutParticipant(&q); err != nil {
				return Text{}, err
			}
			out = append(out, q)
			short := q.Origin.Short()
			en = append(en, fmt.Sprintf("#%d %s (%s)", q.ID, q.Name, short.En))
			ja = append(ja, fmt.Sprintf("#%d %s（%s）", q.ID, q.Name, short.Ja))
		}
		return Text{
			En: fmt.Sprintf("section %s: %d entrants drawn from section %s, places %s: %s", dest.Key, len(out), src.Key, dest.Source.Places().En, strings.Join(en, ", ")),
			Ja: fmt.Sprintf("部門 %s：部門 %s の%sから %d 人が進出：%s", dest.Label(), src.Label(), placesJa(dest.Source), len(out), strings.Join(ja, "、")),
		}, nil
	})
	return dest, out, err
}

// entrantCopy is participant p as a new entrant of another section: who
// they are (name, reading, rank, birth, gender, club, flags, rating, and
// the game's own record of them: a pair's handicap point) and their
// check-in (they are at the venue: issue 38), none of the source's rounds,
// statuses or penalties.
func entrantCopy(p Participant) Participant {
	return Participant{Name: p.Name, Reading: p.Reading, Rank: p.Rank, Birth: p.Birth, Gender: p.Gender, Club: p.Club,
		Flags: slices.Clone(p.Flags), Rating: p.Rating, Extra: slices.Clone(p.Extra), CheckedIn: p.CheckedIn}
}
