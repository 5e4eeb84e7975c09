package web

import (
	"net/http"

	"taikai/tournament"
)

// extraPage is a page a game adds (Othello's crosstable and finals, the
// tables of four-player shogi), registered from its game_<game>.go: shared
// code never asks which game an event is.
type extraPage struct {
	// Path is the page's name under /g/.
	Path  string
	Title tournament.Text
	// Build returns the page's tables, from the event read as d.
	Build func(svc *tournament.Service, d *data, l tournament.Lang) ([]section, error)
	// Wall, when set, is shown on the wall after the standings.
	Wall bool
}

// section is one table of a game's page.
type section struct {
	Title  string
	Header []string
	Rows   [][]cell
	Notes  []string
}

// cell is one cell of a section: text, a link to a player's page, a class
// ("win", "num").
type cell struct {
	Text  string
	Link  string
	Class string
}

var gamePages = map[tournament.GameKind][]extraPage{}

// sideGame is how a game played in pairs reads its games from one
// player's side, for the player's own page (registered from its
// game_<game>.go).
type sideGame struct {
	// Read reads game g of round r from side's player; ok is false while
	// the game has no result.
	Read func(ev tournament.Event, r tournament.Round, g tournament.Game, side tournament.Colour) (res sideResult, ok bool, err error)
	// Draws is the record's word for drawn games: 「1分」, 「1持碁」.
	Draws tournament.Text
}

// sideGameOf is how the event's game reads its games from a player's side
// (its tournament.SideReader); ok false for a game that does not.
func sideGameOf(ev tournament.Event) (sideGame, bool) {
	sr, ok := tournament.SideReaderOf(ev)
	if !ok {
		return sideGame{}, false
	}
	return sideGame{Read: sr.SideResult, Draws: sr.DrawsWord()}, true
}

// registerGamePages adds game kind k's own pages (from an init of its file).
func registerGamePages(k tournament.GameKind, ps ...extraPage) {
	gamePages[k] = append(gamePages[k], ps...)
}

// gridBody is a game's page.
type gridBody struct {
	Sections []section
	Empty    string
}

// gamePage is "/g/{page}": one of the event's game's own pages.
func (s *Server) gamePage(r *http.Request, d *data, l tournament.Lang) (view, error) {
	for _, p := range gamePages[d.ev.Game] {
		if p.Path == r.PathValue("page") {
			return s.extraView(d, l, p)
		}
	}
	return view{}, tournament.NewProblem(tournament.ErrNotFound, "no such page", "このページはありません")
}

// extraView is the view of a game's page p.
func (s *Server) extraView(d *data, l tournament.Lang, p extraPage) (view, error) {
	secs, err := d.extraPage(p, l)
	if err != nil {
		return view{}, err
	}
	b := gridBody{Sections: secs}
	if len(secs) == 0 {
		b.Empty = word(l, "no_round")
	}
	return view{template: "grid", title: p.Title.In(l), live: true, refresh: 30, body: &b}, nil
}
