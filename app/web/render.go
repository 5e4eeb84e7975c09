package web

import (
	"bytes"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"taikai/tournament"
)

// view is what a page handler returns: the template and what it shows.
type view struct {
	template string
	title    string
	class    string // the body's class ("wall")
	live     bool   // refreshed when the event changes
	refresh  int    // seconds of the meta refresh without JavaScript
	timed    bool   // shows the round clock: made again after pageTTL
	status   int
	body     any
	// data, when set, is the section the page shows, found by the page
	// over the sections (a player's page found in their section).
	data *data
}

// pageData is what every template gets.
type pageData struct {
	Lang    tournament.Lang
	Event   tournament.Event
	Title   string
	Class   string
	Nav     []navItem
	Live    bool
	Refresh int
	Version uint64
	Updated string
	Body    any
	// Other is the other language's link: "English", "日本語".
	Other, OtherLang string
	// Section is the section the page shows, in an event of several
	// (empty otherwise, and on the pages that span the sections);
	// Sections is the section picker then.
	Section  string
	Sections []navItem
	// Base is the address of the page's section ("/s/A"; "" in an event
	// of one section).
	Base string
}

// T returns a fixed word in the page's language; the sides ("black",
// "white") in the words of the page's game (先手 and 後手 in shogi).
func (p pageData) T(key string) string {
	if c, ok := sideKeys[key]; ok {
		return tournament.SideOf(p.Event.Game, c).In(p.Lang)
	}
	return word(p.Lang, key)
}

// navItem is one link of the pages' menu.
type navItem struct {
	Path, Label string
	Current     bool
}

// handler is a page: what it shows of the event read as d.
type handler func(r *http.Request, d *data, l tournament.Lang) (view, error)

// page serves h: reads the event (once per version), renders the page in
// the phone's language once per version (the phones asking meanwhile wait
// for that rendering), and tells a refused request in words. The section
// is the one the address names (/s/<key>/…), or the event's only one; in
// an event of several, an address naming none is served by spanning, the
// page over all the sections.
func (s *Server) page(h, spanning handler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		l := pickLang(r)
		sn, err := s.cache.get(s, s.opt.Now)
		if err != nil {
			s.failErr(w, r, err)
			return
		}
		d, err := sn.section(r.PathValue("sec"))
		if err != nil {
			s.failErr(w, r, err)
			return
		}
		if d == nil {
			if spanning == nil {
				s.failErr(w, r, errNoSection)
				return
			}
			d, h = sn.venue, spanning
		}
		key := pageKey{uri: r.URL.RequestURI(), lang: l}
		p, mine := s.made.lookup(d.version, key, s.opt.Now())
		if p != nil && !mine {
			select {
			case <-p.done:
			case <-r.Context().Done():
				return // the phone left
			}
			if p.body != nil {
				countAsked(r, p)
				rememberLang(w, r)
				writePage(w, r, p)
				return
			}
		}
		if mine {
			// Whatever happens (a panic included), the phones waiting
			// are woken; an unfinished page is made by each of them.
			defer s.made.finish(key, p, nil, false, time.Time{})
		}
		v, err := h(r, d, l)
		if err != nil {
			s.failErr(w, r, err)
			return
		}
		body, shared := s.render(r, d, l, v)
		if mine && shared {
			countAsked(r, p)
			s.made.finish(key, p, body, v.timed, s.opt.Now())
			rememberLang(w, r)
			writePage(w, r, p)
			return
		}
		s.writeMade(w, r, v.status, body)
	}
}

// countAsked counts a phone's request of page p (not warm's).
func countAsked(r *http.Request, p *madePage) {
	if r.Context().Value(warming{}) == nil {
		p.asked.Add(1)
	}
}

// writeMade writes a page made for one request (body nil: the rendering
// failed, the reason logged).
func (s *Server) writeMade(w http.ResponseWriter, r *http.Request, status int, body []byte) {
	if body == nil {
		http.Error(w, "ページを表示できません", http.StatusInternalServerError)
		return
	}
	rememberLang(w, r)
	writeHTML(w, status, body)
}

// htmlType and noStore are header values shared by every page (nothing
// changes them).
var (
	htmlType = []string{"text/html; charset=utf-8"}
	noStore  = []string{"no-store"}
	gzipped  = []string{"gzip"}
	varyAE   = []string{"Accept-Encoding"}
)

// writePage writes a page made for every phone: gzipped to those that
// take it (venue Wi-Fi), made once per version either way.
func writePage(w http.ResponseWriter, r *http.Request, p *madePage) {
	w.Header()["Vary"] = varyAE
	if !acceptsGzip(r) {
		writeHTML(w, 0, p.body)
		return
	}
	w.Header()["Content-Encoding"] = gzipped
	writeHTML(w, 0, p.gzipped())
}

// acceptsGzip tells whether the request's Accept-Encoding takes gzip (and
// does not refuse it with q=0).
func acceptsGzip(r *http.Request) bool {
	for _, ae := range r.Header.Values("Accept-Encoding") {
		if ae == "gzip" {
			return true // what most phones send, read without splitting
		}
		for _, part := range strings.Split(ae, ",") {
			coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
			if !strings.EqualFold(strings.TrimSpace(coding), "gzip") {
				continue
			}
			if q, ok := strings.CutPrefix(strings.ReplaceAll(params, " ", ""), "q="); ok {
				if f, err := strconv.ParseFloat(q, 64); err == nil && f == 0 {
					return false
				}
			}
			return true
		}
	}
	return false
}

// render makes page v; it returns nil when the page cannot be made (the
// reason logged), and whether it is one every phone sees alike (200), to
// be kept for the version.
func (s *Server) render(r *http.Request, d *data, l tournament.Lang, v view) ([]byte, bool) {
	p := pageData{Lang: l, Title: v.title, Class: v.class, Live: v.live, Refresh: v.refresh, Body: v.body,
		Updated: s.opt.Now().Format("15:04:05"), Other: "English", OtherLang: "en"}
	if l == tournament.English {
		p.Other, p.OtherLang = "日本語", "ja"
	}
	if v.data != nil {
		d = v.data
	}
	if d != nil {
		// The time this version was read: a page is made once per change.
		p.Event, p.Version, p.Nav, p.Updated = d.ev, d.version, s.nav(d, l, r.URL.Path), d.at.Format("15:04:05")
		p.Base = d.base
		if d.ov != nil && d.ov.Multi() {
			p.Sections = picks(d, l, r.URL.Path)
			if d.so != nil {
				p.Section = d.so.Section.Label()
			}
		}
	}
	var buf bytes.Buffer
	t := s.pages[v.template]
	if t == nil {
		s.opt.Log.Printf("web: rendering %s: no template %q", r.URL.Path, v.template)
		return nil, false
	}
	if err := t.ExecuteTemplate(&buf, "layout", p); err != nil {
		s.opt.Log.Printf("web: rendering %s: %v", r.URL.Path, err)
		return nil, false
	}
	s.made.made.Add(1)
	return buf.Bytes(), v.status == 0
}

func writeHTML(w http.ResponseWriter, status int, body []byte) {
	h := w.Header()
	h["Content-Type"] = htmlType
	h["Cache-Control"] = noStore
	h.Set("Content-Length", strconv.Itoa(len(body)))
	if status != 0 {
		w.WriteHeader(status)
	}
	w.Write(body)
}

// nav is the menu: the shared pages, then the game's own, at the section's
// address; over the sections, the shared pages of every section.
func (s *Server) nav(d *data, l tournament.Lang, path string) []navItem {
	var out []navItem
	add := func(p, label string) {
		p = d.base + p
		if p == "" {
			p = "/"
		}
		out = append(out, navItem{Path: p, Label: label, Current: p == path})
	}
	if d.swiss != nil || d.so == nil {
		add("/", word(l, "by_table"))
		add("/names", word(l, "by_name"))
		add("/standings", word(l, "standings"))
	}
	if d.hasBracket() {
		add("/bracket", bracketTitle.In(l))
	}
	if d.so != nil {
		for _, g := range gamePages[d.ev.Game] {
			add("/g/"+g.Path, g.Title.In(l))
		}
	}
	add("/wall", word(l, "wall"))
	return out
}

// picks is the section picker of a page at path: the same page in each
// section (a player's or a game's own page: the section's first page),
// after the page over all the sections.
func picks(d *data, l tournament.Lang, path string) []navItem {
	sub := strings.TrimPrefix(path, d.base)
	switch sub {
	case "/", "/names", "/standings", "/wall":
	default:
		sub = "/"
	}
	all := sub
	out := []navItem{{Path: all, Label: word(l, "all_sections"), Current: d.so == nil && path == all}}
	for _, so := range d.ov.Sections {
		p := "/s/" + so.Section.Key + sub
		if sub == "/" {
			p = "/s/" + so.Section.Key + "/"
		}
		out = append(out, navItem{Path: p, Label: so.Section.Label(), Current: d.so != nil && so.Section.ID == d.so.Section.ID})
	}
	return out
}

// errorBody is the error page's.
type errorBody struct{ Message string }

// fail answers with status and a message in the phone's language.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, status int, msg tournament.Text) {
	l := pickLang(r)
	var d *data
	if sn, err := s.cache.get(s, s.opt.Now); err == nil {
		if d, err = sn.section(r.PathValue("sec")); err != nil || d == nil {
			d = sn.venue
		}
	}
	body, _ := s.render(r, d, l, view{template: "error", title: tournament.Text{En: "Error", Ja: "エラー"}.In(l), status: status, body: errorBody{msg.In(l)}})
	s.writeMade(w, r, status, body)
}

// failErr answers with the status an error of the service calls for.
func (s *Server) failErr(w http.ResponseWriter, r *http.Request, err error) {
	status := http.StatusInternalServerError
	switch {
	case errors.Is(err, tournament.ErrNotFound):
		status = http.StatusNotFound
	case errors.Is(err, tournament.ErrInvalidInput):
		status = http.StatusBadRequest
	case errors.Is(err, tournament.ErrStaleReport):
		// The link of a game the table no longer holds, or of a round
		// already over: it worked once and no longer does.
		status = http.StatusGone
	case errors.Is(err, tournament.ErrDamagedFile):
		status = http.StatusServiceUnavailable
	}
	if status == http.StatusInternalServerError || status == http.StatusServiceUnavailable {
		// The arbiter's trouble (a damaged or unreadable file, with its
		// path and the snapshot to restore) is the arbiter's to read, in
		// the log and on the serving screen; the phone is told to wait.
		s.opt.Log.Printf("web: %s: %v", r.URL.Path, err)
		w.Header().Set("Retry-After", "30")
		s.fail(w, r, status, pagesUnavailable)
		return
	}
	s.fail(w, r, status, tournament.Text{En: tournament.Localize(err, tournament.English), Ja: tournament.Localize(err, tournament.Japanese)})
}

// pagesUnavailable is what a phone reads when the event cannot be read
// now: never the arbiter's message.
var pagesUnavailable = tournament.Text{
	En: "The pages cannot be shown just now. Try again in a little while, or ask the arbiter.",
	Ja: "今はページを表示できません。しばらくしてから開き直すか、係の人（審判）に尋ねてください。",
}
