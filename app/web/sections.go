package web

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"taikai/tournament"
)

// The pages of an event of several sections (部門) that span them: the
// section picker, a player's page found in whichever section they play,
// and the wall cycling through the sections.

var errNoSection = tournament.NewProblem(tournament.ErrNotFound, "no such section", "この部門はありません")

// pickerBody is the page over the sections: each section with its round
// and a link to the same page in it, and the players a search found in
// any section.
type pickerBody struct {
	Sections []sectionLink
	Query    string
	Path     string
	Found    []foundRow
	Empty    string
}

// sectionLink is one section of the picker.
type sectionLink struct {
	Path, Label, Game, Round string
	Entrants                 int
	Tables                   string
}

// foundRow is a player a search found: their section and where they play
// now.
type foundRow struct {
	Who     person
	Section string
	Where   string
}

// picker is "/", "/names", "/standings" and a game's page of an event of
// several sections: choose the section (the same page in it), or find
// one's name in any section (?q=).
func (s *Server) picker(r *http.Request, d *data, l tournament.Lang) (view, error) {
	sub := r.URL.Path
	if sub == "/" || strings.HasPrefix(sub, "/g/") {
		sub = "/"
	}
	b := pickerBody{Path: r.URL.Path, Query: query(r)}
	for _, sd := range d.snap.ordered() {
		so := sd.so
		link := sectionLink{Path: "/s/" + so.Section.Key + sub, Label: so.Section.Label(), Tables: so.Section.Tables.String()}
		if sub == "/" {
			link.Path = "/s/" + so.Section.Key + "/"
		}
		if disc, err := tournament.DisciplineOf(so.Event.Game); err == nil {
			link.Game = disc.Name().In(l)
		}
		if rd, ok := so.Current(); ok {
			link.Round = roundName(l, rd)
		} else {
			link.Round = word(l, "no_round_short")
		}
		for _, p := range so.Participants {
			if so.Swiss == nil || so.Swiss.Entrant(p) {
				link.Entrants++
			}
		}
		b.Sections = append(b.Sections, link)
	}
	if b.Query != "" {
		found, err := s.findEverywhere(d.snap, b.Query, l)
		if err != nil {
			return view{}, err
		}
		b.Found = found
		if len(found) == 0 {
			b.Empty = word(l, "no_match")
		}
	}
	return view{template: "sections", title: word(l, "choose_section"), live: true, refresh: 30, body: &b}, nil
}

// query is the page's ?q=, at most 50 characters.
func query(r *http.Request) string {
	q := strings.TrimSpace(r.URL.Query().Get("q"))
	if len([]rune(q)) > 50 {
		q = string([]rune(q)[:50])
	}
	return q
}

// findEverywhere finds the players query names in every section, each
// with their section and their table now (a venue table number).
func (s *Server) findEverywhere(sn *snapshot, q string, l tournament.Lang) ([]foundRow, error) {
	var out []foundRow
	for _, sd := range sn.ordered() {
		found, err := sd.svc.Find(q)
		if err != nil {
			return nil, err
		}
		for _, f := range found {
			row := foundRow{Who: sd.person(f.Participant.ID), Section: sd.so.Section.Label()}
			if w, ok := sd.teamWhere(f.Participant, l); ok {
				row.Where = w
			}
			switch {
			case row.Where != "":
			case f.Bye:
				row.Where = word(l, "bye")
			case f.Waiting:
				row.Where = word(l, "waiting")
			case f.Playing():
				row.Where = tournament.Tr("table %d", "%d番卓", f.Table).In(l)
			}
			out = append(out, row)
		}
	}
	return out, nil
}

// playerAnywhere is "/p/{id}" of an event of several sections: the
// player's page in the section they play in.
func (s *Server) playerAnywhere(r *http.Request, d *data, l tournament.Lang) (view, error) {
	id, err := strconv.Atoi(r.PathValue("id"))
	so, ok := d.ov.SectionOf(id)
	if err != nil || !ok {
		return view{}, tournament.NewProblem(tournament.ErrNotFound, "no such participant", "この参加者はいません")
	}
	sd := d.snap.sections[so.Section.ID]
	v, err := s.player(r, sd, l)
	v.data = sd
	return v, err
}

// wallCycle is "/wall" of an event of several sections: one section's wall
// at a time (?at=N, from 0), the page going on to the next section when it
// has scrolled to its end (static/wall.js). A projector for one section
// opens its own /s/<key>/wall instead.
func (s *Server) wallCycle(r *http.Request, d *data, l tournament.Lang) (view, error) {
	list := d.snap.ordered()
	if len(list) == 0 {
		b := wallBody{Empty: word(l, "no_round")}
		return view{template: "wall", title: word(l, "wall"), class: "wall", live: true, refresh: 30, body: &b}, nil
	}
	at, _ := strconv.Atoi(r.URL.Query().Get("at"))
	at = ((at % len(list)) + len(list)) % len(list)
	v, err := s.wall(r, list[at], l)
	if err != nil {
		return v, err
	}
	b := v.body.(*wallBody)
	b.Section = list[at].so.Section.Label()
	b.NextSection = fmt.Sprintf("/wall?at=%d", (at+1)%len(list))
	return v, nil
}
