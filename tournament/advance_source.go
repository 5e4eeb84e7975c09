package tournament

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// SectionSource is where a section's entrants come from (進出): the places
// of another section's standings (予選 → 決勝トーナメント; the knocked-out →
// 下位トーナメント). Either places From to To of the source's standings
// ranks (a league's ranks are places in each group: 1-2 is each group's
// top two), or Advancing: those the source's format marks as advancing (a
// league's qualifiers with its best of the rest, a 2勝通過2敗失格 stage's
// qualified). The entrants are taken when the arbiter draws them
// (Venue.DrawEntrants), never before the source is finished.
type SectionSource struct {
	// Section is the source section's ID.
	Section int `json:"section"`
	// From and To are the places taken (1-based, inclusive); zero with
	// Advancing.
	From int `json:"from,omitempty"`
	To   int `json:"to,omitempty"`
	// Advancing takes those the source's format marks as advancing.
	Advancing bool `json:"advancing,omitempty"`
}

// IsZero reports whether the section takes no entrants from another.
func (s SectionSource) IsZero() bool { return !s.Advancing && s.From == 0 }

// Places writes the places as the arbiter types them: "1-2", "3", 通過.
func (s SectionSource) Places() Text {
	switch {
	case s.Advancing:
		return Text{En: "advancing", Ja: "通過"}
	case s.From == s.To:
		return Text{En: strconv.Itoa(s.From), Ja: strconv.Itoa(s.From)}
	}
	t := fmt.Sprintf("%d-%d", s.From, s.To)
	return Text{En: t, Ja: t}
}

// MaxSourcePlace is the lowest place a section may take from another.
const MaxSourcePlace = 1024

// ParsePlaces reads the places a section takes from its source as typed:
// "1-2" (1〜2, １－２), "3" (one place), or 通過 / advancing.
func ParsePlaces(s string) (SectionSource, error) {
	t := FoldWord(s)
	switch t {
	case "通過", "advancing", "advance", "qualified", "通過者":
		return SectionSource{Advancing: true}, nil
	}
	for _, sep := range []string{"〜", "～", "~", "－", "ー", "−"} {
		t = strings.ReplaceAll(t, sep, "-")
	}
	t = strings.TrimSuffix(t, "位")
	from, to, isRange := strings.Cut(t, "-")
	if !isRange {
		to = from
	}
	f, err1 := strconv.Atoi(strings.TrimSpace(from))
	l, err2 := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(to, "位")))
	if err1 != nil || err2 != nil || f < 1 || l < f || l > MaxSourcePlace {
		return SectionSource{}, newProblem(ErrInvalidInput, "the places \"%s\" are not places FROM-TO of the source's standings (1-2, 5-8) nor 通過 (advancing)",
			"順位「%s」が読めません。元の部門の順位を「開始-終了」（1-2、5-8）か「通過」で書いてください", s)
	}
	return SectionSource{From: f, To: l}, nil
}

// sourceFor reads the source the arbiter typed for a new section: from
// (a section key or name) and places; refused when the source does not
// exist, or when places are given without a source or a source without
// places.
func sourceFor(list []Section, from, places string) (SectionSource, Section, error) {
	from, places = strings.TrimSpace(from), strings.TrimSpace(places)
	switch {
	case from == "" && places == "":
		return SectionSource{}, Section{}, nil
	case from == "":
		return SectionSource{}, Section{}, newProblem(ErrInvalidInput, "the places %s need the section they are taken from (--from SECTION)", "順位 %s には元の部門（--from 部門）が必要です", places)
	case places == "":
		return SectionSource{}, Section{}, newProblem(ErrInvalidInput, "the entrants from section %s need the places taken (--places 1-2, or 通過 for those advancing)",
			"部門 %s からの進出には順位（--places 1-2、または通過者なら「通過」）が必要です", from)
	}
	found, err := Event{Sections: list}.FindSection(from)
	if err != nil {
		return SectionSource{}, Section{}, err
	}
	// The list's own entry: it has the first section's game filled in.
	src := list[slices.IndexFunc(list, func(s Section) bool { return s.ID == found.ID })]
	s, err := ParsePlaces(places)
	if err != nil {
		return SectionSource{}, Section{}, err
	}
	s.Section = src.ID
	return s, src, nil
}

// Short is the place as a bracket line writes it: A組1位, 3位 (group A
// #1, #3).
func (o Origin) Short() Text {
	if o.Group > 0 {
		g := LeagueGroupName(o.Group - 1)
		return Text{En: fmt.Sprintf("group %s #%d", g, o.Place), Ja: fmt.Sprintf("%s組%d位", g, o.Place)}
	}
	return Text{En: fmt.Sprintf("#%d", o.Place), Ja: fmt.Sprintf("%d位", o.Place)}
}

// OriginText says where participant p came from: 予選リーグ A組1位
// (league, group A #1); empty when p came from no other section.
func (e Event) OriginText(p Participant) Text {
	if p.Origin.IsZero() {
		return Text{}
	}
	label := fmt.Sprintf("section %d", p.Origin.Section)
	if s, ok := e.SectionByID(p.Origin.Section); ok {
		label = s.Label()
	}
	short := p.Origin.Short()
	return Text{En: label + ", " + short.En, Ja: label + " " + short.Ja}
}

// newSource is the source of new section key of game g as typed: refused
// when the source does not exist, is the section itself, or plays another
// game.
func newSource(list []Section, key string, g GameKind, from, places string) (SectionSource, error) {
	if strings.TrimSpace(from) != "" && strings.EqualFold(strings.TrimSpace(from), key) {
		return SectionSource{}, newProblem(ErrInvalidInput, "section %s cannot take its entrants from itself", "部門 %s は自分自身から進出者を取れません", key)
	}
	s, src, err := sourceFor(list, from, places)
	if err != nil || s.IsZero() {
		return s, err
	}
	if src.Game != g {
		return SectionSource{}, newProblem(ErrInvalidInput, "section %s plays %s, not %s: a section takes its entrants from a section of its own game",
			"部門 %s は %s の部門で、%s ではありません。進出者は同じ競技の部門から取ります", src.Label(), string(src.Game), string(g))
	}
	return s, nil
}

// sourceNote is ", entrants: L places 1-2" (、進出元: L 1-2位) for the log, or
// nothing.
func sourceNote(ev Event, s SectionSource) Text {
	if s.IsZero() {
		return Text{}
	}
	label := fmt.Sprint(s.Section)
	if src, ok := ev.SectionByID(s.Section); ok {
		label = src.Label()
	}
	return Text{En: fmt.Sprintf(", entrants from section %s, places %s", label, s.Places().En), Ja: fmt.Sprintf("、進出元：部門 %s の%s", label, placesJa(s))}
}

// seedByOrigin orders a knockout's entrants drawn from another section's
// places by place, then the source's standings order (the group winners
// first), ahead of those who came from no section (in the game's seeding
// order, as given), which the returned note says.
func seedByOrigin(entrants []Participant) ([]Participant, Text) {
	var drawn, own []Participant
	for _, p := range entrants {
		if p.Origin.IsZero() {
			own = append(own, p)
		} else {
			drawn = append(drawn, p)
		}
	}
	if len(drawn) == 0 {
		return entrants, Text{}
	}
	slices.SortStableFunc(drawn, func(a, b Participant) int {
		return cmp.Or(cmp.Compare(a.Origin.Place, b.Origin.Place), cmp.Compare(a.Origin.Order, b.Origin.Order))
	})
	if len(own) == 0 {
		return drawn, Text{}
	}
	names := make([]string, len(own))
	for i, p := range own {
		names[i] = p.Name
	}
	return append(drawn, own...), tr("seeded after those drawn from another section, as they came from none: %s", "ほかの部門からの進出者ではないため、進出者の後のシード：%s", nameList(names))
}

// with is t followed by more in each language.
func (t Text) with(more Text) Text { return Text{En: t.En + more.En, Ja: t.Ja + more.Ja} }

// editedSource is the source of section sec as the edit typed it: from
// "-" (なし, none) takes it away; an empty from or places keeps the
// current one's. A change is refused once the section has entrants (drawn
// or registered), when the source is the section itself, plays another
// game, or takes its own entrants from sec (a loop).
func editedSource(r Reader, ev Event, sec Section, from, places string) (SectionSource, error) {
	from, places = strings.TrimSpace(from), strings.TrimSpace(places)
	list := ev.SectionList()
	var out SectionSource
	switch strings.ToLower(from) {
	case "-", "なし", "none", "ー", "－":
	default:
		if from == "" && !sec.Source.IsZero() {
			if cur, ok := ev.SectionByID(sec.Source.Section); ok {
				from = cur.Key
			}
		}
		if places == "" && !sec.Source.IsZero() {
			places = sec.Source.Places().En
		}
		self := list[slices.IndexFunc(list, func(s Section) bool { return s.ID == sec.ID })]
		var err error
		if out, err = newSource(list, sec.Key, self.Game, from, places); err != nil {
			return SectionSource{}, err
		}
		for at, seen := out.Section, 0; !out.IsZero() && seen <= len(list); seen++ {
			if at == sec.ID {
				return SectionSource{}, newProblem(ErrInvalidInput, "section %s takes its entrants, through others, from section %s: a section cannot feed itself",
					"部門 %s はほかの部門を通して部門 %s から進出者を取ります。部門が自分自身に進出者を送ることはできません", sec.Label(), sec.Label())
			}
			next, ok := ev.SectionByID(at)
			if !ok || next.Source.IsZero() {
				break
			}
			at = next.Source.Section
		}
	}
	if out == sec.Source {
		return out, nil
	}
	if !out.IsZero() && !sec.Teams.IsZero() {
		return SectionSource{}, newProblem(ErrInvalidInput, "a team section registers its teams: it takes no entrants from another section", "団体戦の部門はチームを登録します。ほかの部門からの進出者は取りません")
	}
	ps, err := (sectionTx{r: r, id: sec.ID}).Participants()
	if err != nil {
		return SectionSource{}, err
	}
	if len(ps) > 0 {
		return SectionSource{}, newProblem(ErrInvalidInput, "section %s already has %d entrants: where its entrants come from changes only while it has none",
			"部門 %s にはすでに %d 人の参加者がいます。進出元は参加者がいない間だけ変えられます", sec.Label(), len(ps))
	}
	return out, nil
}

// sourceChange is ", entrants from: L 1-2 → L 通過" for the log when the
// source changed, else nothing.
func sourceChange(ev Event, before, after SectionSource) Text {
	if before == after {
		return Text{}
	}
	say := func(s SectionSource) Text {
		if s.IsZero() {
			return Text{En: "none", Ja: "なし"}
		}
		label := fmt.Sprint(s.Section)
		if src, ok := ev.SectionByID(s.Section); ok {
			label = src.Label()
		}
		return Text{En: label + " " + s.Places().En, Ja: label + " " + placesJa(s)}
	}
	b, a := say(before), say(after)
	return Text{En: fmt.Sprintf(", entrants from %s → %s", b.En, a.En), Ja: fmt.Sprintf("、進出元 %s → %s", b.Ja, a.Ja)}
}

// placesJa is what was taken as the Japanese log says it: 通過者, 1-2位.
func placesJa(s SectionSource) string {
	if s.Advancing {
		return "通過者"
	}
	return s.Places().Ja + "位"
}
