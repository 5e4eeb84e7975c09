// Package web is the venue's live pages (会場に公開): pairings, standings
// and the wall view read from the open event, served on the venue's LAN
// with net/http, and the report form through which players send a table's
// result from a phone. Nothing on these pages changes the event but a
// report, and a report never changes a result by itself.
package web

import (
	"bytes"
	"context"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"log"
	"net"
	"net/http"
	"strings"
	"time"

	"taikai/app/qr"
	"taikai/assets"
	"taikai/tournament"
)

//go:embed templates/*.html static/*
var files embed.FS

// Options tune a Server; the zero value is the venue's.
type Options struct {
	// Poll is how often the file's version is read for live pages
	// (default 500 ms: a change shows within a second).
	Poll time.Duration
	// ReportBurst and ReportEvery limit the reports (and report links
	// opened) of one phone: ReportBurst at once, then one per ReportEvery
	// (default 6, then one every 10 s).
	ReportBurst int
	ReportEvery time.Duration
	// MaxStreams is the most live connections at once (default 2000);
	// MaxStreamsPerClient the most of one address (default 16: a phone
	// or a projector with a few pages open), so that one client cannot
	// take them all.
	MaxStreams          int
	MaxStreamsPerClient int
	// OnReportRefused, when set, is told of every phone report that could
	// not be stored for a reason of the arbiter's side (the file is
	// read-only or damaged): the phone is only told to report to the
	// arbiter, who must learn why. It runs on the request's goroutine.
	OnReportRefused func(round, table int, err error)
	// Venue is the whole event the pages show, when the caller has one
	// (its sections' Services carry the caller's options: the arbiter,
	// the clock, the program); nil: a Venue over the store of svc,
	// recording the program svc records.
	Venue *tournament.Venue
	// Now is the clock (tests).
	Now func() time.Time
	// Log receives one line per refused request (nil: the standard logger).
	Log *log.Logger
	// Desk, when set, serves the arbiters' desk at /desk (issue 28);
	// nil: nothing of the desk exists.
	Desk *DeskOptions
	// Checkin, when set, serves the check-in pages at the door (/checkin,
	// issue 28); nil: none of them exists.
	Checkin *CheckinOptions
}

// MaxBody is the largest request body a phone may send.
const MaxBody = 4 << 10

// Server serves one event's pages.
type Server struct {
	svc   *tournament.Service
	venue *tournament.Venue
	// overviews make the event's Overview once per change.
	overviews *tournament.Overviews
	opt       Options
	pages     map[string]*template.Template
	cache     cache
	// made are the pages made for the event's current version.
	made  pageCache
	live  *hub
	limit *limiter
	// idem keeps the answers of the forms posted, by their key.
	idem *idem
	// desk is the arbiters' desks (nil: no desk).
	desk      *desk
	deskPages map[string]*template.Template
	mux       *http.ServeMux
	// door is the check-in pages' key; nil when they are off.
	door *door
}

// New returns the server of the event svc holds.
func New(svc *tournament.Service, opt Options) (*Server, error) {
	if opt.Poll <= 0 {
		opt.Poll = 500 * time.Millisecond
	}
	if opt.ReportBurst <= 0 {
		opt.ReportBurst = 6
	}
	if opt.ReportEvery <= 0 {
		opt.ReportEvery = 10 * time.Second
	}
	if opt.MaxStreams <= 0 {
		opt.MaxStreams = 2000
	}
	if opt.MaxStreamsPerClient <= 0 {
		opt.MaxStreamsPerClient = 16
	}
	opt.MaxStreamsPerClient = min(opt.MaxStreamsPerClient, opt.MaxStreams)
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.Log == nil {
		opt.Log = log.Default()
	}
	s := &Server{svc: svc, venue: opt.Venue, opt: opt, pages: map[string]*template.Template{}}
	if s.venue == nil {
		s.venue = tournament.NewVenue(svc.Store(), tournament.WithProgram(svc.Program()))
	}
	s.overviews = tournament.NewOverviews(svc.Store())
	names := []string{"pairings", "names", "standings", "player", "grid", "wall", "report", "error", "sections", "bracket", "teampairings", "team"}
	for _, gf := range gameForms {
		names = append(names, gf.template)
	}
	for _, name := range names {
		t, err := template.New(name).Funcs(funcs).ParseFS(files, "templates/layout.html", "templates/parts.html", "templates/"+name+".html")
		if err != nil {
			return nil, fmt.Errorf("web template %s: %w", name, err)
		}
		s.pages[name] = t
	}
	s.live = newHub(svc, opt.Poll, opt.MaxStreams, opt.MaxStreamsPerClient, opt.Log)
	s.live.changed = s.warm
	s.limit = newLimiter(opt.ReportBurst, opt.ReportEvery, opt.Now)
	s.idem = newIdem()
	if opt.Desk != nil {
		pages, err := parseDesk()
		if err != nil {
			return nil, err
		}
		s.deskPages = pages
		s.desk = newDesk(*opt.Desk, opt.Now)
	}
	if opt.Checkin != nil {
		s.door = newDoor(*opt.Checkin, opt.Now)
	}
	s.routes()
	return s, nil
}

// sectionService is the Service of section id: the server's own in an
// event of one section (the pages of today, unchanged), the Venue's
// section Service otherwise.
func (s *Server) sectionService(ov *tournament.Overview, id int) *tournament.Service {
	if !ov.Multi() {
		return s.svc
	}
	return s.venue.Service(id)
}

// gameForm is a form a game adds to the server (Go's 終局処理 on the
// phones): its template (templates/NAME.html) and its routes.
type gameForm struct {
	template string
	routes   func(s *Server, m *http.ServeMux)
}

// gameForms are the games' own forms, registered by their files' init.
var gameForms []gameForm

var funcs = template.FuncMap{
	"inc": func(i int) int { return i + 1 },
}

func (s *Server) routes() {
	m := http.NewServeMux()
	static, _ := fs.Sub(files, "static")
	m.Handle("GET /static/", http.StripPrefix("/static/", noListing(http.FileServerFS(static))))
	m.HandleFunc("GET /font.ttf", serveFont)
	m.HandleFunc("GET /qr.png", serveSiteQR)
	// Every page of a section has its address under /s/<key>/; the
	// addresses without it are those of an event of one section, and, in
	// an event of several, the pages that span them (the section picker,
	// the wall cycling through the sections, a player found in whichever
	// section they play).
	m.HandleFunc("GET /{$}", s.page(s.pairings, s.picker))
	m.HandleFunc("GET /names", s.page(s.byName, s.picker))
	m.HandleFunc("GET /standings", s.page(s.standingsPage, s.picker))
	m.HandleFunc("GET /p/{id}", s.page(s.player, s.playerAnywhere))
	m.HandleFunc("GET /wall", s.page(s.wall, s.wallCycle))
	m.HandleFunc("GET /g/{page}", s.page(s.gamePage, s.picker))
	m.HandleFunc("GET /bracket", s.page(s.bracketPage, nil))
	m.HandleFunc("GET /team/{id}", s.page(s.teamPage, s.teamAnywhere))
	m.HandleFunc("GET /s/{sec}/{$}", s.page(s.pairings, nil))
	m.HandleFunc("GET /s/{sec}/names", s.page(s.byName, nil))
	m.HandleFunc("GET /s/{sec}/standings", s.page(s.standingsPage, nil))
	m.HandleFunc("GET /s/{sec}/p/{id}", s.page(s.player, nil))
	m.HandleFunc("GET /s/{sec}/wall", s.page(s.wall, nil))
	m.HandleFunc("GET /s/{sec}/g/{page}", s.page(s.gamePage, nil))
	m.HandleFunc("GET /s/{sec}/bracket", s.page(s.bracketPage, nil))
	m.HandleFunc("GET /s/{sec}/team/{id}", s.page(s.teamPage, nil))
	m.HandleFunc("GET /s/{sec}/qr.png", serveSiteQR)
	m.HandleFunc("GET /events", s.live.serve)
	m.HandleFunc("GET /r/{round}/{table}/{token}", s.reportForm)
	m.HandleFunc("POST /r/{round}/{table}/{token}", s.reportPost)
	m.HandleFunc("GET /s/{sec}/r/{round}/{table}/{token}", s.reportForm)
	m.HandleFunc("POST /s/{sec}/r/{round}/{table}/{token}", s.reportPost)
	for _, gf := range gameForms { // a game's own forms (Go's 終局処理)
		gf.routes(s, m)
	}
	// The arbiters' desk, only when serving with one (issue 28).
	if s.desk != nil {
		s.deskRoutes(m)
	}
	if s.door != nil { // check-in at the door (issue 28): checkin.go
		s.checkinRoutes(m)
	}
	m.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		s.fail(w, r, http.StatusNotFound, tournament.Text{En: "No such page.", Ja: "このページはありません。"})
	})
	s.mux = m
}

// Handler returns the server's handler: the pages, with the headers every
// answer carries.
func (s *Server) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		// The values are shared by every answer (nothing changes them):
		// no allocation per request.
		for k, v := range securityHeaders {
			h[k] = v
		}
		s.mux.ServeHTTP(w, r)
	})
}

// securityHeaders are the headers every answer carries, keys canonical.
var securityHeaders = map[string][]string{
	"X-Content-Type-Options":  {"nosniff"},
	"Referrer-Policy":         {"no-referrer"}, // a report link holds its table's token
	"X-Frame-Options":         {"DENY"},
	"Content-Security-Policy": {"default-src 'self'; style-src 'self'; script-src 'self'; img-src 'self' data:; font-src 'self'; frame-ancestors 'none'"},
}

// noListing refuses a directory (no listing of what the server holds).
func noListing(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "" || strings.HasSuffix(r.URL.Path, "/") {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Cache-Control", "max-age=300")
		h.ServeHTTP(w, r)
	})
}

// serveFont serves the embedded Japanese font, for a phone or projector
// that has none (the style sheet names it after the usual Japanese fonts,
// so most never fetch it).
func serveFont(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "font/ttf")
	w.Header().Set("Cache-Control", "max-age=86400")
	http.ServeContent(w, r, "font.ttf", time.Time{}, bytes.NewReader(assets.Font))
}

// serveSiteQR is the QR code of the address the page was asked at (the
// wall shows it: people scan the projector to open the pages); under
// /s/<key>/, of that section's pages.
func serveSiteQR(w http.ResponseWriter, r *http.Request) {
	sec := r.PathValue("sec")
	if len(sec) > tournament.MaxSectionKey || strings.ContainsFunc(sec, func(c rune) bool {
		return !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_')
	}) {
		http.NotFound(w, r)
		return
	}
	path := "/"
	if sec != "" {
		path = "/s/" + sec + "/"
	}
	host := r.Host
	if host == "" || len(host) > 100 || strings.ContainsFunc(host, func(c rune) bool {
		return !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.ContainsRune(".-:[]", c))
	}) {
		http.NotFound(w, r)
		return
	}
	png, err := qr.PNG("http://"+host+path, 6)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Cache-Control", "max-age=3600")
	w.Write(png)
}

// Serve serves on ln until ctx ends, then shuts down gracefully (the
// requests under way finish, the live connections close) within timeout.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	hs := &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		IdleTimeout:       90 * time.Second,
		MaxHeaderBytes:    16 << 10,
		ErrorLog:          s.opt.Log,
		BaseContext:       func(net.Listener) context.Context { return ctx },
	}
	stopLive := s.live.start()
	defer stopLive()
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	stopLive() // the live streams end, so that Shutdown does not wait for them
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err := hs.Shutdown(sctx)
	if e := <-errc; !errors.Is(e, http.ErrServerClosed) && err == nil {
		err = e
	}
	return err
}
