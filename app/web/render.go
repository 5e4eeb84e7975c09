package web

import (
	"bytes"
	"errors"
	"net/http"
	"sync"
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
	status   int
	body     any
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
}

// T returns a fixed word in the page's language.
func (p pageData) T(key string) string { return word(p.Lang, key) }

// navItem is one link of the pages' menu.
type navItem struct {
	Path, Label string
	Current     bool
}

// handler is a page: what it shows of the event read as d.
type handler func(r *http.Request, d *data, l tournament.Lang) (view, error)

// page serves h: reads the event (once per version), renders the page in
// the phone's language, and tells a refused request in words.
func (s *Server) page(h handler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		l := pickLang(r)
		d, err := s.cache.get(s.svc)
		if err != nil {
			s.failErr(w, r, err)
			return
		}
		key := pageKey{uri: r.URL.RequestURI(), lang: l, version: d.version}
		if body, ok := s.pagesDone.get(key, s.opt.Now()); ok {
			rememberLang(w, r)
			writeHTML(w, 0, body)
			return
		}
		v, err := h(r, d, l)
		if err != nil {
			s.failErr(w, r, err)
			return
		}
		if body, ok := s.render(w, r, d, l, v); ok {
			s.pagesDone.put(key, body, s.opt.Now())
		}
	}
}

// pageKey names a page made: its address, language and the event's version.
type pageKey struct {
	uri     string
	lang    tournament.Lang
	version uint64
}

// madePages keeps the pages made in the last second: 300 phones polling
// the same four pages cost four renderings a second, not 60.
type madePages struct {
	mu    sync.Mutex
	pages map[pageKey]madePage
}

type madePage struct {
	body []byte
	at   time.Time
}

// pageTTL is how long a page made is served again (its clock and "updated"
// time may be this old).
const pageTTL = time.Second

func (m *madePages) get(k pageKey, now time.Time) ([]byte, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	p, ok := m.pages[k]
	if !ok || now.Sub(p.at) > pageTTL || now.Before(p.at) {
		return nil, false
	}
	return p.body, true
}

func (m *madePages) put(k pageKey, body []byte, now time.Time) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.pages == nil || len(m.pages) >= 256 {
		m.pages = map[pageKey]madePage{} // every query a phone may type: keep it bounded
	}
	m.pages[k] = madePage{body: body, at: now}
}

// render writes page v; it returns the page made, for the cache, when it
// is one every phone sees alike (200).
func (s *Server) render(w http.ResponseWriter, r *http.Request, d *data, l tournament.Lang, v view) ([]byte, bool) {
	p := pageData{Lang: l, Title: v.title, Class: v.class, Live: v.live, Refresh: v.refresh, Body: v.body,
		Updated: s.opt.Now().Format("15:04:05"), Other: "English", OtherLang: "en"}
	if l == tournament.English {
		p.Other, p.OtherLang = "日本語", "ja"
	}
	if d != nil {
		p.Event, p.Version, p.Nav = d.ev, d.version, s.nav(d, l, r.URL.Path)
	}
	var buf bytes.Buffer
	t := s.pages[v.template]
	if t == nil {
		http.Error(w, "page", http.StatusInternalServerError)
		return nil, false
	}
	if err := t.ExecuteTemplate(&buf, "layout", p); err != nil {
		s.opt.Log.Printf("web: rendering %s: %v", r.URL.Path, err)
		http.Error(w, "ページを表示できません", http.StatusInternalServerError)
		return nil, false
	}
	rememberLang(w, r)
	writeHTML(w, v.status, buf.Bytes())
	return buf.Bytes(), v.status == 0
}

func writeHTML(w http.ResponseWriter, status int, body []byte) {
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	if status != 0 {
		w.WriteHeader(status)
	}
	w.Write(body)
}

// nav is the menu: the shared pages, then the game's own.
func (s *Server) nav(d *data, l tournament.Lang, path string) []navItem {
	var out []navItem
	add := func(p, label string) { out = append(out, navItem{Path: p, Label: label, Current: p == path}) }
	if d.swiss != nil {
		add("/", word(l, "by_table"))
		add("/names", word(l, "by_name"))
		add("/standings", word(l, "standings"))
	}
	for _, g := range gamePages[d.ev.Game] {
		add("/g/"+g.Path, g.Title.In(l))
	}
	add("/wall", word(l, "wall"))
	return out
}

// errorBody is the error page's.
type errorBody struct{ Message string }

// fail answers with status and a message in the phone's language.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, status int, msg tournament.Text) {
	l := pickLang(r)
	d, _ := s.cache.get(s.svc)
	s.render(w, r, d, l, view{template: "error", title: tournament.Text{En: "Error", Ja: "エラー"}.In(l), status: status, body: errorBody{msg.In(l)}})
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
	if status == http.StatusInternalServerError {
		s.opt.Log.Printf("web: %s: %v", r.URL.Path, err)
	}
	s.fail(w, r, status, tournament.Text{En: tournament.Localize(err, tournament.English), Ja: tournament.Localize(err, tournament.Japanese)})
}
