package tournament

import (
	"maps"
	"time"
)

// FormatPairing is what a format's Pair is given: the transaction's
// writer, the section's view of the event, its section, participants and
// rounds before, and the number of the round to pair.
type FormatPairing struct {
	Writer       Writer
	Event        Event
	Section      Section
	Participants []Participant
	Before       []Round
	N            int
	s            *Service
}

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
