package web

import (
	"bytes"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"taikai/app/sheets"
	"taikai/tournament"
)

// deskSectionNamed is section key of the desk's venue, when the desk may
// change it.
func (s *Server) deskSectionNamed(v *tournament.Venue, key string) (tournament.Section, *tournament.Service, error) {
	ev, err := v.Root().Event()
	if err != nil {
		return tournament.Section{}, nil, err
	}
	var sec tournament.Section
	if key == "" && len(ev.SectionList()) == 1 {
		sec = ev.SectionList()[0]
	} else if sec, err = ev.FindSection(key); err != nil {
		return tournament.Section{}, nil, err
	}
	if !s.deskAllows(sec) {
		return tournament.Section{}, nil, tournament.NewProblem(tournament.ErrInvalidInput, msgNoSection.En, msgNoSection.Ja)
	}
	return sec, v.Service(sec.ID), nil
}

// deskOnce answers a desk's POST that changes the event: the device and
// its form checked (deskPost), then do, done once per idempotency key (a
// repeated post gets the first answer).
func (s *Server) deskOnce(w http.ResponseWriter, r *http.Request, do func(http.ResponseWriter, *http.Request, *device)) {
	dev, token, ok := s.deskPost(w, r)
	if !ok {
		return
	}
	s.idem.once(w, r, deskScope(token, r), r.PostForm.Get(idemField), func() answer {
		return recordAnswer(w, func(w http.ResponseWriter) { do(w, r, dev) })
	})
}

// deskPosted is the section posted as "sec", when the desk may change it,
// and refuse, which shows the desk's home with an error; false when the
// section is refused (refused already).
func (s *Server) deskPosted(w http.ResponseWriter, r *http.Request, dev *device) (tournament.Section, *tournament.Service, func(string), bool) {
	refuse := func(msg string) { s.deskShowHome(w, dev, http.StatusBadRequest, deskHome{Error: msg}) }
	sec, svc, err := s.deskSectionNamed(s.deskVenue(dev.name), r.PostForm.Get("sec"))
	if err != nil {
		refuse(tournament.Localize(err, tournament.Japanese))
		return tournament.Section{}, nil, nil, false
	}
	return sec, svc, refuse, true
}

// deskAccept is POST /desk/accept: a phone report accepted as the
// table's result (AcceptReport), after the rules' question and, when the
// table has another result, both shown side by side.
func (s *Server) deskAccept(w http.ResponseWriter, r *http.Request) {
	s.deskOnce(w, r, s.deskAcceptDo)
}

func (s *Server) deskAcceptDo(w http.ResponseWriter, r *http.Request, dev *device) {
	sec, svc, refuse, ok := s.deskPosted(w, r, dev)
	if !ok {
		return
	}
	n, ok1 := formInt(r, "round")
	t, ok2 := formInt(r, "table")
	seq, ok3 := formInt(r, "seq")
	if !ok1 || !ok2 || !ok3 {
		refuse("報告の指定が正しくありません。")
		return
	}
	reps, err := svc.Reports()
	if err != nil {
		refuse(tournament.Localize(err, tournament.Japanese))
		return
	}
	var rep *tournament.PhoneReport
	for i := range reps {
		if reps[i].Seq == seq && reps[i].Round == n && reps[i].Table == t {
			rep = &reps[i]
		}
	}
	if rep == nil || !rep.Waiting {
		refuse(fmt.Sprintf("報告 #%d は処理済みか、今の組合せのものではありません。", seq))
		return
	}
	rd, err := svc.Round(n)
	if err != nil {
		refuse(tournament.Localize(err, tournament.Japanese))
		return
	}
	g, _, ok := rd.GameAt(t)
	if !ok {
		refuse(fmt.Sprintf("%d 回戦に %d 番卓はありません。", n, t))
		return
	}
	answers := answersOf(r)
	cf, err := s.deskAsk(svc, tournament.Card{Section: sec, Round: n, Game: g}, rep.Text, answers)
	if err != nil {
		refuse(tournament.Localize(err, tournament.Japanese))
		return
	}
	if cf.Question != "" || (cf.Overwrite && r.PostForm.Get("replace") != "1") {
		cf.Action = "/desk/accept"
		cf.Button = "上書きして採用する"
		cf.Fields = []deskField{{"sec", sec.Key}, {"round", strconv.Itoa(n)}, {"table", strconv.Itoa(t)}, {"seq", strconv.Itoa(seq)}}
		for _, a := range answers {
			cf.Fields = append(cf.Fields, deskField{"answer", a})
		}
		s.deskRender(w, http.StatusOK, "confirm", deskPage{Title: "報告の採用", Name: dev.name, CSRF: dev.csrf, Limit: s.desk.section, Body: cf})
		return
	}
	verdict, _, err := svc.AcceptReport(n, t, seq, answers...)
	if err != nil {
		refuse(tournament.Localize(err, tournament.Japanese))
		return
	}
	s.opt.Log.Printf("web: desk %q accepted report #%d: round %d table %d %s", dev.name, seq, n, t, verdict.Stored)
	http.Redirect(w, r, dev.noted(s.desk, fmt.Sprintf("%s %d 回戦 %d 番卓：報告 #%d を採用しました（%s）。", sec.Label(), n, t, seq, cf.New)), http.StatusSeeOther)
}

// deskAbsent is POST /desk/absent: a participant (number or name) marked
// absent from a round not yet paired (欠席), or present again.
func (s *Server) deskAbsent(w http.ResponseWriter, r *http.Request) {
	s.deskOnce(w, r, s.deskAbsentDo)
}

func (s *Server) deskAbsentDo(w http.ResponseWriter, r *http.Request, dev *device) {
	sec, svc, refuse, ok := s.deskPosted(w, r, dev)
	if !ok {
		return
	}
	n, ok := formInt(r, "round")
	if !ok {
		refuse("回戦を数字で入れてください。")
		return
	}
	who := strings.TrimSpace(r.PostForm.Get("who"))
	found, err := svc.Find(who)
	if err != nil {
		refuse(tournament.Localize(err, tournament.Japanese))
		return
	}
	if len(found) != 1 {
		if len(found) == 0 {
			refuse(fmt.Sprintf("%sに「%s」に当たる参加者はいません。", sec.Label(), who))
			return
		}
		var list []string
		for _, f := range found[:min(len(found), 8)] {
			list = append(list, fmt.Sprintf("#%d %s", f.Participant.ID, f.Participant.Name))
		}
		refuse(fmt.Sprintf("「%s」に当たる参加者が %d 人います（%s）。番号（#12 など）で指定してください。", who, len(found), strings.Join(list, "、")))
		return
	}
	p := found[0].Participant
	absent := r.PostForm.Get("absent") != "0"
	if err := svc.SetAbsent(p.ID, n, absent); err != nil {
		refuse(tournament.Localize(err, tournament.Japanese))
		return
	}
	what := "欠席にしました"
	if !absent {
		what = "出席に戻しました"
	}
	s.opt.Log.Printf("web: desk %q: #%d absent=%v from round %d", dev.name, p.ID, absent, n)
	http.Redirect(w, r, dev.noted(s.desk, fmt.Sprintf("%s：#%d %s を %d 回戦は%s。", sec.Label(), p.ID, p.Name, n, what)), http.StatusSeeOther)
}

// deskSheet is GET /desk/sheet/{sec}/{sheet}?round=N: a section's sheet
// as a PDF download.
func (s *Server) deskSheet(w http.ResponseWriter, r *http.Request) {
	dev, _ := s.desk.deviceOf(r)
	if dev == nil {
		s.deskMessage(w, http.StatusForbidden, "このデスクは開いていません。PIN を入れて開き直してください。")
		return
	}
	v := s.deskVenue(dev.name)
	_, svc, err := s.deskSectionNamed(v, r.PathValue("sec"))
	if err != nil {
		s.deskMessage(w, http.StatusNotFound, tournament.Localize(err, tournament.Japanese))
		return
	}
	ev, err := svc.Event()
	if err != nil {
		s.deskMessage(w, http.StatusServiceUnavailable, tournament.Localize(err, tournament.Japanese))
		return
	}
	sh, ok := sheets.Lookup(ev.Game, r.PathValue("sheet"))
	if !ok {
		s.deskMessage(w, http.StatusNotFound, "その帳票はありません。")
		return
	}
	round, _ := strconv.Atoi(r.URL.Query().Get("round"))
	if sh.Offered != nil {
		if err := sh.Offered(svc); err != nil {
			s.deskMessage(w, http.StatusBadRequest, tournament.Localize(err, tournament.Japanese))
			return
		}
	}
	var buf bytes.Buffer
	if err := sh.Render(svc, round, sheets.Options{Lang: tournament.Japanese, Now: s.opt.Now(), SiteURL: "http://" + r.Host + "/"}, &buf); err != nil {
		s.deskMessage(w, http.StatusBadRequest, tournament.Localize(err, tournament.Japanese))
		return
	}
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s-%s-%d.pdf"`, r.PathValue("sec"), sh.Key, round))
	w.Write(buf.Bytes())
}

// deskRoutes adds the desk's addresses (only when serving with a desk).
func (s *Server) deskRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /desk", s.deskHomePage)
	m.HandleFunc("POST /desk/login", s.deskLogin)
	m.HandleFunc("POST /desk/logout", s.deskLogout)
	m.HandleFunc("POST /desk/result", s.deskResult)
	m.HandleFunc("POST /desk/accept", s.deskAccept)
	m.HandleFunc("POST /desk/absent", s.deskAbsent)
	m.HandleFunc("GET /desk/sheet/{sec}/{sheet}", s.deskSheet)
}
