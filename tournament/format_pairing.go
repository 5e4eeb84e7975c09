package tournament

import (
	"maps"
	"time"

	"taikai/pairing"
)

// Now is the service's clock: when the round is paired.
func (p *FormatPairing) Now() time.Time { return p.s.now() }

// SaveSection stores what the format drew on the way (a round robin's
// seats) with the section, and settings over the section's (its number of
// rounds; nil keeps them), in the pairing's transaction; later rounds see
// them in p.Section and p.Event.
func (p *FormatPairing) SaveSection(sec Section, settings map[string]string) error {
	ev := p.Event
	ev.scope = &sec
	if settings != nil {
		ev.Settings = maps.Clone(ev.Settings)
		if ev.Settings == nil {
			ev.Settings = map[string]string{}
		}
		maps.Copy(ev.Settings, settings)
	}
	if err := p.Writer.PutEvent(ev); err != nil {
		return err
	}
	p.Event, p.Section = ev, sec
	return nil
}

// MeetAll refuses a round where players kept apart (never-pair lists, one
// club or family when the section keeps them apart) would meet: every two
// of ids are to meet in the format (what names it: 総当たり).
func (p *FormatPairing) MeetAll(ids []int, what Text) error {
	sw, err := p.Event.Swiss()
	if err != nil {
		return err
	}
	return apartOf(p.Event, sw, p.Participants).meetAll(ids, DisplayNames(p.Participants), what)
}

// SeatGame seats game g of a format's round by the game's rules
// (Swiss.Seat, for players scoreDiff half-points apart) and adds what they
// changed to its Why: 「…。置石2子」.
func SeatGame(sw Swiss, ev Event, byID map[int]Participant, g *Game, scoreDiff int) {
	if t := sw.Seat(ev, byID, g, scoreDiff); t != nil {
		g.Why = Text{En: g.Why.En + "; " + t.En, Ja: g.Why.Ja + "。" + t.Ja}
	}
}

// ByeOfPresent is the game of a and b, paired by a format's fixed table
// (a Berger table, a bracket) for why, when only one of them plays the
// round (bPlays: b): a bye of the one present, whose Why says that the
// opponent does not play.
func ByeOfPresent(a, b int, bPlays bool, why Text) Game {
	present := a
	if bPlays {
		present = b
	}
	return Game{Black: present, Why: Text{En: why.En + "; the opponent does not play this round", Ja: why.Ja + "。相手が欠場のため不戦勝"}}
}

// AllowRematch reports whether the arbiter consented to a rematch (再戦)
// where no pairing without one exists (taikai pair --rematch).
func (p *FormatPairing) AllowRematch() bool { return p.s.allowRematch }

// Apart is the section's constraints of who must not meet (never-pair
// lists, one club when the section keeps clubs apart), for a format that
// hands them to the pairing engine.
type Apart struct{ a sectionApart }

// Apart returns the section's constraints.
func (p *FormatPairing) Apart() (Apart, error) {
	sw, err := p.Event.Swiss()
	if err != nil {
		return Apart{}, err
	}
	return Apart{apartOf(p.Event, sw, p.Participants)}, nil
}

// Engine is the constraints as the pairing engine takes them.
func (a Apart) Engine() pairing.Apart { return a.a.engine() }

// Refusal is the arbiter's message for an engine error caused by the
// constraints (nil for another error): who could not be kept apart, in
// what (勝ち抜けの 3 回戦).
func (a Apart) Refusal(err error, names map[int]string, what Text) error {
	return a.a.refusal(err, names, nil, what)
}

// KeptApartNote is the note a game's explanation gets when the engine kept
// players apart on the way to it.
func KeptApartNote(ks []pairing.KeptApart, names map[int]string) Text {
	return keptApartNote(ks, names)
}

// WithNote is why with note after it ("; " and 「。」), or why alone when
// the note is empty.
func WithNote(why, note Text) Text { return withNote(why, note) }

// Explanation is the pairing engine's explanation of a game in the words of
// game g (Black/White, 先手/後手).
func Explanation(g GameKind, e pairing.Explanation) Text { return explanation(g, e) }

// NotFinished refuses to take entrants from section src before its end,
// saying why.
func NotFinished(src Section, why Text) error { return notFinished(src, why) }

// TablePlaces are the places of the section's standings after round last:
// the ranks, how many share each, the order down to the lot.
func TablePlaces(ev Event, ps []Participant, rs []Round, last int) (FinalStandings, error) {
	return tablePlaces(ev, ps, rs, last)
}

// NameList lists names for a message, in each language's way.
func NameList(names []string) Text { return nameList(names) }

// Indexed is the never-pair list among entrants, as pairs of their
// indexes (a knockout's draw numbers its entrants so).
func (a Apart) Indexed(entrants []Participant) [][2]int { return a.a.indexed(entrants) }

// SameClub reports whether the section keeps players of one club apart as
// a hard rule.
func (a Apart) SameClub() bool { return a.a.sameClub }

// RefusalOf is Refusal for an engine that numbers the players its own way:
// toID gives the participant of each of its numbers.
func (a Apart) RefusalOf(err error, names map[int]string, toID func(int) int, what Text) error {
	return a.a.refusal(err, names, toID, what)
}

// SeedByOrigin orders a knockout's entrants: those drawn from another
// section first, by their places there, then the section's own; the text
// says how, for the round's reason.
func SeedByOrigin(entrants []Participant) ([]Participant, Text) { return seedByOrigin(entrants) }

// BracketFormat is a format whose sections are drawn as a bracket (a
// knockout): the sheets and pages that draw one offer it only then.
type BracketFormat interface {
	DrawsBracket() bool
}

// HasBracket reports whether a section of format f is drawn as a bracket.
func (f Format) HasBracket() bool {
	if p, ok := policyOf(f.Of()); ok {
		if b, ok := p.(BracketFormat); ok {
			return b.DrawsBracket()
		}
	}
	return false
}

// MeetAll refuses a draw in which everyone of ids meets everyone (a league
// group) holding two the constraints keep apart; where names the draw.
func (a Apart) MeetAll(ids []int, names map[int]string, where Text) error {
	return a.a.meetAll(ids, names, where)
}

// ClubKey is what a club is compared by: its name folded (widths, case,
// spaces), "" for none.
func ClubKey(club string) string { return clubKey(club) }
