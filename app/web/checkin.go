package web

import (
	"bytes"
	"html/template"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"taikai/tournament"
)

// This file is the check-in page at the door (受付, issue 28): /checkin
// finds a person by name, reading (hiragana or katakana), romaji or club,
// as the app's finder does, and checks them in with one tap; a
// registration list's QR code opens /checkin/p/<id>?t=<token> for that
// person. Only a device let in with the PIN sees them (checkin_auth.go);
// every form carries the CSRF token; the same post twice stores once.

var checkinPage = template.Must(template.New("checkin").ParseFS(files, "templates/checkin.html"))

// checkinRoutes adds the check-in pages to m.
func (s *Server) checkinRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /checkin", s.checkinSearch)
	m.HandleFunc("POST /checkin/pin", s.checkinPIN)
	m.HandleFunc("POST /checkin/in", s.checkinPost)
	m.HandleFunc("GET /checkin/p/{id}", s.checkinPerson)
}

// checkinRow is one person on the page.
type checkinRow struct {
	ID                           int
	Name, Reading, Club, Section string
	CheckedIn, Done              bool
}

type checkinData struct {
	Event, Mode, CSRF, Q, Next, Message string
	Rows                                []checkinRow
	In, Out                             int
}

func (s *Server) checkinWrite(w http.ResponseWriter, status int, d checkinData) {
	var buf bytes.Buffer
	if err := checkinPage.ExecuteTemplate(&buf, "checkin", d); err != nil {
		s.opt.Log.Printf("web: checkin page: %v", err)
		http.Error(w, "ページを表示できません", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeHTML(w, status, buf.Bytes())
}

func (s *Server) eventName() string {
	ev, err := s.venue.Root().Event()
	if err != nil {
		return ""
	}
	return ev.Name
}

// askPIN shows the PIN form; next is where it leads once right.
func (s *Server) askPIN(w http.ResponseWriter, status int, next, msg string) {
	tok := randomHex(16)
	setDeviceCookie(w, preCSRFCookie, tok)
	s.checkinWrite(w, status, checkinData{Event: s.eventName(), Mode: "pin", CSRF: tok, Next: next, Message: msg})
}

// localNext keeps a PIN form's next address on the check-in pages.
func localNext(next string) string {
	u, err := url.Parse(next)
	if err != nil || u.Scheme != "" || u.Host != "" || !strings.HasPrefix(u.Path, "/checkin") || strings.HasPrefix(next, "//") {
		return "/checkin"
	}
	return u.RequestURI()
}

func (s *Server) checkinPIN(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
	next := localNext(r.PostFormValue("next"))
	c, err := r.Cookie(preCSRFCookie)
	if err != nil || len(c.Value) != 32 || !sameToken(r.PostFormValue("csrf"), c.Value) {
		s.opt.Log.Printf("web: checkin PIN form without its CSRF token from %s", clientOf(r))
		s.askPIN(w, http.StatusForbidden, next, "フォームの有効期限が切れました。もう一度 PIN を入力してください。")
		return
	}
	// Every try takes a token of the address: 5 at once, then one a
	// minute; a wrong one also one of the venue's (gate.go).
	switch s.door.checkPIN(r.PostFormValue("pin"), clientOf(r), s.door.known(r)) {
	case pinThisAddr:
		s.opt.Log.Printf("web: checkin PIN refused (too many tries) from %s", clientOf(r))
		s.askPIN(w, http.StatusTooManyRequests, next, "PIN の誤りが続きました。1 分ほど待ってから入力してください。")
		return
	case pinVenue:
		s.opt.Log.Printf("web: checkin PIN refused from %s: too many wrong PINs at the venue", clientOf(r))
		s.askPIN(w, http.StatusTooManyRequests, next, "会場全体で PIN の誤りが多すぎます。1 分ほど待ってから入力してください（一度開いた端末は待たずに開けます）。")
		return
	case pinWrong:
		s.opt.Log.Printf("web: checkin wrong PIN from %s", clientOf(r))
		s.askPIN(w, http.StatusForbidden, next, "PIN が違います。受付の画面に表示された PIN を入力してください。")
		return
	}
	tok, _ := s.door.admit(r, clientOf(r), struct{}{}, s.opt.Now()) // the door evicts: never full
	s.door.setCookie(w, tok)
	s.door.markKnown(w)
	http.Redirect(w, r, next, http.StatusSeeOther)
}

// sectionLabels are the sections' labels by ID ("" in an event of one).
func (s *Server) sectionLabels() map[int]string {
	list, err := s.venue.Sections()
	if err != nil || len(list) < 2 {
		return nil
	}
	m := map[int]string{}
	for _, sec := range list {
		m[sec.ID] = sec.Label()
	}
	return m
}

func row(p tournament.Participant, secs map[int]string) checkinRow {
	return checkinRow{ID: p.ID, Name: p.Name, Reading: p.Reading, Club: p.Club, Section: secs[p.Section], CheckedIn: p.CheckedIn}
}

func (s *Server) checkinSearch(w http.ResponseWriter, r *http.Request) {
	_, tok, ok := s.door.device(r)
	if !ok {
		s.askPIN(w, http.StatusOK, r.URL.RequestURI(), "")
		return
	}
	root := s.venue.Root()
	q := r.URL.Query().Get("q")
	if len([]rune(q)) > tournament.MaxNameChars {
		q = string([]rune(q)[:tournament.MaxNameChars])
	}
	d := checkinData{Event: s.eventName(), Mode: "search", CSRF: s.door.csrf(tok), Q: q}
	ps, err := root.Participants()
	if err != nil {
		s.failErr(w, r, err)
		return
	}
	for _, p := range ps {
		if len(p.Members) > 0 {
			continue
		}
		if p.CheckedIn {
			d.In++
		} else {
			d.Out++
		}
	}
	done, _ := strconv.Atoi(r.URL.Query().Get("done"))
	if q != "" {
		found, err := root.Find(q)
		if err != nil {
			s.failErr(w, r, err)
			return
		}
		secs := s.sectionLabels()
		for _, f := range found {
			if len(f.Participant.Members) > 0 {
				continue // a pair checks in through its members
			}
			rw := row(f.Participant, secs)
			rw.Done = rw.ID == done
			d.Rows = append(d.Rows, rw)
			if len(d.Rows) == 30 {
				break
			}
		}
		if len(d.Rows) == 0 {
			d.Message = "見つかりません。名前・ふりがな・ローマ字・所属で探せます。"
		}
	}
	s.checkinWrite(w, http.StatusOK, d)
}

func (s *Server) checkinPerson(w http.ResponseWriter, r *http.Request) {
	_, tok, ok := s.door.device(r)
	if !ok {
		s.askPIN(w, http.StatusOK, r.URL.RequestURI(), "")
		return
	}
	id, err := strconv.Atoi(r.PathValue("id"))
	root := s.venue.Root()
	key, kerr := root.CheckinKey()
	if err != nil || kerr != nil || !tournament.CheckinTokenValid(key, id, r.URL.Query().Get("t")) {
		s.checkinWrite(w, http.StatusNotFound, checkinData{Event: s.eventName(), Mode: "search", CSRF: s.door.csrf(tok),
			Message: "この QR コードは読めません（別の大会のものか、壊れています）。名前で探してください。"})
		return
	}
	p, err := root.FindParticipant("#" + strconv.Itoa(id))
	if err != nil {
		s.failErr(w, r, err)
		return
	}
	s.checkinWrite(w, http.StatusOK, checkinData{Event: s.eventName(), Mode: "person", CSRF: s.door.csrf(tok), Rows: []checkinRow{row(p, s.sectionLabels())}})
}

func (s *Server) checkinPost(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
	_, tok, ok := s.door.device(r)
	if !ok {
		s.opt.Log.Printf("web: checkin post without a device token from %s", clientOf(r))
		s.askPIN(w, http.StatusForbidden, "/checkin", "PIN を入力してください。")
		return
	}
	if !s.door.csrfOK(r.PostFormValue("csrf"), tok) {
		s.opt.Log.Printf("web: checkin post without its CSRF token from %s", clientOf(r))
		s.checkinWrite(w, http.StatusForbidden, checkinData{Event: s.eventName(), Mode: "search", CSRF: s.door.csrf(tok),
			Message: "フォームが古くなっています。もう一度探してください。"})
		return
	}
	id, err := strconv.Atoi(r.PostFormValue("id"))
	if err != nil {
		s.failErr(w, r, tournament.NewProblem(tournament.ErrInvalidInput, "no participant", "参加者が指定されていません"))
		return
	}
	in := r.PostFormValue("in") != "0"
	if err := s.venue.Root().SetCheckedIn(id, in); err != nil {
		s.failErr(w, r, err)
		return
	}
	q := url.Values{"q": {r.PostFormValue("q")}, "done": {strconv.Itoa(id)}}
	if q.Get("q") == "" {
		p, err := s.venue.Root().FindParticipant("#" + strconv.Itoa(id))
		if err == nil {
			q.Set("q", p.Name)
		}
	}
	http.Redirect(w, r, "/checkin?"+q.Encode(), http.StatusSeeOther)
}
