package web

import (
	"crypto/rand"
	"crypto/subtle"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"taikai/tournament"
)

// An arbiter's desk (デスク) is a second laptop or a tablet on the LAN
// entering results, accepting phone reports, marking absences and
// downloading sheets through this server, which stays the only writer of
// the file. A desk exists only when the server is made with Options.Desk;
// it is opened with the PIN the serving side shows, which gives the
// browser a per-device token (a cookie) and the desk's name, the arbiter
// name its changes are logged with. Every desk form carries the device's
// CSRF token and an idempotency key.

// DeskOptions turn the desk on.
type DeskOptions struct {
	// PIN opens the desk (empty: a random one of PINDigits digits).
	PIN string
	// Section, when set, is the key of the one section the desk may change.
	Section string
	// PINBurst and PINEvery limit the PINs one address may try: PINBurst
	// at once, then one per PINEvery (default 5, then one every 30 s).
	PINBurst int
	PINEvery time.Duration
}

// deskCookie holds a device's token; loginCookie the CSRF token of the
// PIN form, before the device has one.
const (
	deskCookie  = "taikai_desk"
	loginCookie = "taikai_desk_login"
	maxDesks    = 50
)

// device is a browser the PIN opened the desk in.
type device struct {
	name string
	csrf string
	// notes are the messages of the pages a change sends the desk to
	// (/desk?n=ID: what was recorded), kept so that a form resent is
	// sent to the same page; the oldest are forgotten.
	notes     map[string]string
	noteOrder []string
}

// desk is the state of the desks of a server: its gate (the PIN, the
// devices let in, gate.go) and the Venue of each desk's name.
type desk struct {
	*gate[*device]
	section string

	mu     sync.Mutex
	venues map[string]*tournament.Venue
}

func newDesk(o DeskOptions, now func() time.Time) *desk {
	if o.PINBurst <= 0 {
		o.PINBurst = 5
	}
	if o.PINEvery <= 0 {
		o.PINEvery = 30 * time.Second
	}
	return &desk{gate: newGate[*device](o.PIN, deskCookie, "/desk", newLimiter(o.PINBurst, o.PINEvery, now), maxDesks, false),
		section: o.Section, venues: map[string]*tournament.Venue{}}
}

// PINDigits is the length of a PIN drawn for the desk or the door: 8
// digits, so that the venue's limit on wrong PINs leaves a guesser no
// chance in a day (6 digits were guessed in 15 s from 5,000 addresses).
const PINDigits = 8

// NewPIN is a random PIN of PINDigits digits.
func NewPIN() string {
	n, err := rand.Int(rand.Reader, big.NewInt(100000000))
	if err != nil {
		panic(err) // crypto/rand never fails on the systems we run on
	}
	return fmt.Sprintf("%08d", n.Int64())
}

// DeskPIN is the PIN that opens the desk ("" when the server has none).
func (s *Server) DeskPIN() string {
	if s.desk == nil {
		return ""
	}
	return s.desk.pin
}

// DeskSection is the key of the section the desk is limited to ("": all).
func (s *Server) DeskSection() string {
	if s.desk == nil {
		return ""
	}
	return s.desk.section
}

// deviceOf is the device r comes from, with its token; nil when the
// browser has not opened the desk.
func (dk *desk) deviceOf(r *http.Request) (*device, string) {
	dev, token, ok := dk.device(r)
	if !ok {
		return nil, ""
	}
	return dev, token
}

// deskVenue is the Venue whose services log their changes under the desk's
// name (one per name, made once), made by the program of the caller's.
func (s *Server) deskVenue(name string) *tournament.Venue {
	dk := s.desk
	dk.mu.Lock()
	defer dk.mu.Unlock()
	if v, ok := dk.venues[name]; ok {
		return v
	}
	v := tournament.NewVenue(s.venue.Store(), tournament.WithArbiter(name), tournament.WithClock(s.opt.Now),
		tournament.WithProgram(s.venue.Root().Program()))
	dk.venues[name] = v
	return v
}

// sameToken compares a posted token with the expected one in constant time.
func sameToken(got, want string) bool {
	return want != "" && subtle.ConstantTimeCompare([]byte(got), []byte(want)) == 1
}

// deskName checks the name a desk is opened under.
func deskName(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" || utf8.RuneCountInString(s) > 20 || strings.ContainsFunc(s, unicode.IsControl) {
		return "", tournament.NewProblem(tournament.ErrInvalidInput, "give the desk a name of 1 to 20 characters", "デスク名を1〜20文字で入れてください")
	}
	return s, nil
}

var (
	msgWrongPIN   = tournament.Text{En: "Wrong PIN.", Ja: "PIN が違います。"}
	msgPINTries   = tournament.Text{En: "Too many PINs tried from this device: wait a minute.", Ja: "この端末からの PIN の入力が多すぎます。1分ほど待ってください。"}
	msgVenueTries = tournament.Text{En: "Too many wrong PINs at the venue: wait a minute. A device that opened the desk before is not held back.",
		Ja: "会場全体で PIN の誤りが多すぎます。1分ほど待ってください（一度デスクを開いた端末は待たずに開けます）。"}
	msgForm      = tournament.Text{En: "The form has expired: open the desk again.", Ja: "このフォームは使えません（期限切れ）。デスクを開き直してください。"}
	msgNoSection = tournament.Text{En: "This desk cannot change that section.", Ja: "このデスクではその部門は変更できません。"}
)

// deskLogin is POST /desk/login: the PIN and the desk's name; a right PIN
// gives the browser its device token.
func (s *Server) deskLogin(w http.ResponseWriter, r *http.Request) {
	dk := s.desk
	client := clientOf(r)
	if !s.deskForm(w, r) {
		return
	}
	c, err := r.Cookie(loginCookie)
	if err != nil || !sameToken(r.PostForm.Get("csrf"), c.Value) {
		s.opt.Log.Printf("web: desk login from %s refused: no CSRF token", client)
		s.deskLoginPage(w, r, http.StatusForbidden, msgForm.Ja, r.PostForm.Get("name"))
		return
	}
	switch dk.checkPIN(r.PostForm.Get("pin"), client, dk.known(r)) {
	case pinThisAddr:
		s.opt.Log.Printf("web: desk PIN refused from %s: too many tries", client)
		s.deskLoginPage(w, r, http.StatusTooManyRequests, msgPINTries.Ja, "")
		return
	case pinVenue:
		s.opt.Log.Printf("web: desk PIN refused from %s: too many wrong PINs at the venue", client)
		s.deskLoginPage(w, r, http.StatusTooManyRequests, msgVenueTries.Ja, "")
		return
	case pinWrong:
		s.opt.Log.Printf("web: wrong desk PIN from %s", client)
		s.deskLoginPage(w, r, http.StatusForbidden, msgWrongPIN.Ja, r.PostForm.Get("name"))
		return
	}
	name, err := deskName(r.PostForm.Get("name"))
	if err != nil {
		s.deskLoginPage(w, r, http.StatusBadRequest, tournament.Localize(err, tournament.Japanese), r.PostForm.Get("name"))
		return
	}
	dev := &device{name: name}
	token, ok := dk.admit(r, client, dev, s.opt.Now())
	if !ok {
		s.deskLoginPage(w, r, http.StatusServiceUnavailable, "開いているデスクが多すぎます。使わないデスクを終了してください（会場公開の画面の「デスク」で終了できます）。", name)
		return
	}
	dev.csrf = dk.gate.csrf(token)
	s.opt.Log.Printf("web: desk %q opened from %s", name, client)
	dk.setCookie(w, token)
	dk.markKnown(w)
	http.SetCookie(w, &http.Cookie{Name: loginCookie, Value: "", Path: "/desk", MaxAge: -1})
	http.Redirect(w, r, "/desk", http.StatusSeeOther)
}

// deskLogout is POST /desk/logout: the device's token is ended.
func (s *Server) deskLogout(w http.ResponseWriter, r *http.Request) {
	dev, token, ok := s.deskPost(w, r)
	if !ok {
		return
	}
	s.desk.end(token)
	s.opt.Log.Printf("web: desk %q ended", dev.name)
	s.desk.setCookie(w, "")
	http.Redirect(w, r, "/desk", http.StatusSeeOther)
}

// deskForm reads a posted desk form (bounded); false when it could not.
func (s *Server) deskForm(w http.ResponseWriter, r *http.Request) bool {
	r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
	if err := r.ParseForm(); err != nil {
		s.deskMessage(w, http.StatusBadRequest, "送信内容を読めませんでした。")
		return false
	}
	return true
}

// deskPost checks a desk form: the device's token and its CSRF token (and
// the origin, when the browser says it); it answers and returns false
// when they are not right.
func (s *Server) deskPost(w http.ResponseWriter, r *http.Request) (*device, string, bool) {
	dev, token := s.desk.deviceOf(r)
	if dev == nil {
		s.opt.Log.Printf("web: desk form %s from %s refused: the desk is not open on this device", r.URL.Path, clientOf(r))
		s.deskMessage(w, http.StatusForbidden, "このデスクは開いていません。PIN を入れて開き直してください。")
		return nil, "", false
	}
	if !s.deskForm(w, r) {
		return nil, "", false
	}
	// Every page's Referrer-Policy is no-referrer, so a browser sends the
	// origin of its own forms as "null": only another site's is refused
	// here (the token is what proves the form is the desk's).
	if o := r.Header.Get("Origin"); o != "" && o != "null" && o != "http://"+r.Host && o != "https://"+r.Host {
		s.opt.Log.Printf("web: desk form %s from %s refused: origin %q", r.URL.Path, clientOf(r), o)
		s.deskMessage(w, http.StatusForbidden, msgForm.Ja)
		return nil, "", false
	}
	if !s.desk.csrfOK(r.PostForm.Get("csrf"), token) {
		s.opt.Log.Printf("web: desk form %s from %s refused: bad CSRF token", r.URL.Path, clientOf(r))
		s.deskMessage(w, http.StatusForbidden, msgForm.Ja)
		return nil, "", false
	}
	return dev, token, true
}

// deskScope is where the idempotency keys of a device's forms live.
func deskScope(token string, r *http.Request) string { return "desk:" + token[:16] + r.URL.Path }

// DeskSessions lists the desks open (the window lists them and can end
// one): each with its name, address and when it was last seen.
func (s *Server) DeskSessions() []Session {
	if s.desk == nil {
		return nil
	}
	return s.desk.sessions(func(d *device) string { return d.name })
}

// EndDeskSession ends the desk of session id (DeskSessions); false when
// it is no longer open.
func (s *Server) EndDeskSession(id string) bool {
	if s.desk == nil || !s.desk.endSession(id) {
		return false
	}
	s.opt.Log.Printf("web: a desk session ended from the window")
	return true
}
