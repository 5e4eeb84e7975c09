package web

import (
	"fmt"
	"net/http"
	"time"

	"taikai/tournament"
)

// wallBody is the wall / projector view: large type, the pairings by name
// in columns, then the standings, the round clock and the next round.
type wallBody struct {
	Round     string
	Clock     *clockView
	Next      string
	Names     []nameRow
	Standings standingsBody
	Sections  []section
	Empty     string
	// Section is the section shown, in an event of several; NextSection
	// the wall of the next one when the wall cycles through them.
	Section, NextSection string
	// Bracket is the section's bracket when it plays a knockout.
	Bracket      *bracketBody
	BracketTitle string
}

// clockView is the round clock: the end of the round's time (epoch ms,
// for the page's script) and the time left when the page was made.
type clockView struct {
	EndMS, NowMS int64
	Left         string
	Over         bool
}

// wallStandings is how many places the wall shows.
const wallStandings = 40

// wall is "/wall".
func (s *Server) wall(r *http.Request, d *data, l tournament.Lang) (view, error) {
	b := wallBody{}
	if d.so != nil && d.ov.Multi() {
		b.Section = d.so.Section.Label()
	}
	v := view{template: "wall", title: word(l, "wall"), class: "wall", live: true, refresh: 30, body: &b}
	if rd, ok := d.current(); ok {
		b.Round = roundName(l, rd)
		b.Names = d.nameRows(rd, l, nil)
		if d.teamSection() {
			b.Names = d.teamNameRows(rd, l, nil)
		}
	} else if d.swiss != nil {
		b.Empty = word(l, "no_round")
	}
	b.Clock, b.Next = d.roundTimes(l, s.opt.Now())
	v.timed = b.Clock != nil
	if d.hasBracket() {
		if br, err := d.bracket(l); err == nil && br.Empty == "" {
			b.Bracket, b.BracketTitle = &br, bracketTitle.In(l)
		}
	}
	b.Standings = standingsOf(d, l, wallStandings)
	for _, p := range gamePages[d.ev.Game] {
		if !p.Wall {
			continue
		}
		secs, err := d.extraPage(p, l)
		if err == nil {
			b.Sections = append(b.Sections, secs...)
		}
	}
	return v, nil
}

// roundTimes is the current round's clock while the arbiter runs it, seen
// at now, and the next round's start from the timetable ("次：3回戦 13:00"),
// each when there is one (the wall and a player's page).
func (d *data) roundTimes(l tournament.Lang, now time.Time) (*clockView, string) {
	var clock *clockView
	next := 1
	if rd, ok := d.current(); ok {
		next = rd.Number + 1
		if total := tournament.RoundTime(d.ev); !rd.ClockStart.IsZero() && total > 0 {
			clock = clockOf(rd.ClockStart.Add(total), now)
		}
	}
	if at, ok := tournament.PlannedStart(d.ev, next); ok && d.swiss != nil {
		return clock, tournament.Tr("Next: round %d at %s", "次：%d回戦 %s", next, at).In(l)
	}
	return clock, ""
}

// clockOf is the clock that ends at end, seen at now.
func clockOf(end, now time.Time) *clockView {
	c := &clockView{EndMS: end.UnixMilli(), NowMS: now.UnixMilli()}
	left := end.Sub(now)
	if left <= 0 {
		c.Over, left = true, 0
	}
	secs := int(left.Round(time.Second) / time.Second)
	c.Left = fmt.Sprintf("%d:%02d", secs/60, secs%60)
	return c
}
