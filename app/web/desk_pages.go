package web

import (
	"bytes"
	"fmt"
	"html/template"
	"net/http"
	"slices"

	"taikai/app/sheets"
	"taikai/tournament"
)

// deskPage is what every desk page is given.
type deskPage struct {
	Title string
	Name  string // the desk's name; empty before the PIN
	CSRF  string
	Limit string // the one section the desk may change
	Body  any
}

// deskHome is the desk's main page.
type deskHome struct {
	Notice, Error string
	Table, Result string // what was typed, when refused
	Sections      []deskSection
	Reports       []deskReport
	NextName      string
}

// deskSection is one section the desk may change, as the desk shows it.
type deskSection struct {
	Key, Label string
	Hint       string // the result grammar's first line
	Example    string
	Round      int   // the section's latest round (0: none paired)
	Open       []int // its tables without a result
	Done, All  int
	NextRound  int // the round absences are marked for
	Absent     []string
	Sheets     []deskSheet
}

// deskSheet is a sheet the desk downloads.
type deskSheet struct{ Title, URL string }

// deskReport is a phone report waiting for the arbiter.
type deskReport struct {
	Section, SectionKey string
	Round, Table, Seq   int
	Black, White        string
	Text                string
	Said                string // the result the rules make of it
	Conflict            bool
}

// deskLoginBody is the PIN form.
type deskLoginBody struct {
	Error, Name string
}

// deskConfirm asks before a change: the result previewed, the rules'
// question, or an overwrite with both results side by side.
type deskConfirm struct {
	Action              string
	Section             string
	Round, Table        int
	Black, White        string
	Recorded, New, Note string
	Winner              string
	Question            string
	Choices             []deskChoice
	Retype, Overwrite   bool
	Same                bool
	Fields              []deskField
	Button              string
	// Changed says the table's result changed after the confirmation was
	// shown (another desk, a phone): asked again over what is there now.
	Changed string
}

type deskChoice struct{ Key, Label string }

type deskField struct{ Name, Value string }

var deskFuncs = template.FuncMap{"newkey": newKey}

// parseDesk reads the desk's templates.
func parseDesk() (map[string]*template.Template, error) {
	out := map[string]*template.Template{}
	for _, name := range []string{"login", "home", "confirm", "message"} {
		t, err := template.New(name).Funcs(deskFuncs).ParseFS(files, "templates/desk_layout.html", "templates/desk_"+name+".html")
		if err != nil {
			return nil, fmt.Errorf("web template desk_%s: %w", name, err)
		}
		out[name] = t
	}
	return out, nil
}

// deskRender writes desk page name.
func (s *Server) deskRender(w http.ResponseWriter, status int, name string, p deskPage) {
	var buf bytes.Buffer
	if err := s.deskPages[name].ExecuteTemplate(&buf, "desk_layout.html", p); err != nil {
		s.opt.Log.Printf("web: desk page %s: %v", name, err)
		http.Error(w, "ページを表示できません", http.StatusInternalServerError)
		return
	}
	writeHTML(w, status, buf.Bytes())
}

// deskMessage answers with a message alone.
func (s *Server) deskMessage(w http.ResponseWriter, status int, msg string) {
	s.deskRender(w, status, "message", deskPage{Title: "デスク", Body: msg})
}

// deskLoginPage is the PIN form, with a fresh CSRF token in its cookie.
func (s *Server) deskLoginPage(w http.ResponseWriter, r *http.Request, status int, msg, name string) {
	csrf := randomHex(16)
	http.SetCookie(w, &http.Cookie{Name: loginCookie, Value: csrf, Path: "/desk", HttpOnly: true, SameSite: http.SameSiteStrictMode})
	if name == "" {
		s.desk.mu.Lock()
		name = fmt.Sprintf("受付デスク%d", s.desk.count()+1)
		s.desk.mu.Unlock()
	}
	s.deskRender(w, status, "login", deskPage{Title: "デスクを開く", CSRF: csrf, Limit: s.desk.section, Body: deskLoginBody{Error: msg, Name: name}})
}

// deskHomePage is GET /desk: the PIN form, or the desk.
func (s *Server) deskHomePage(w http.ResponseWriter, r *http.Request) {
	dev, _ := s.desk.deviceOf(r)
	if dev == nil {
		s.deskLoginPage(w, r, http.StatusOK, "", "")
		return
	}
	s.deskShowHome(w, dev, http.StatusOK, deskHome{Notice: dev.note(s.desk, r.URL.Query().Get("n"))})
}

// note is the message of note id ("" when forgotten).
func (dev *device) note(dk *desk, id string) string {
	dk.mu.Lock()
	defer dk.mu.Unlock()
	return dev.notes[id]
}

// noted keeps msg for the desk's next page and returns that page's address.
func (dev *device) noted(dk *desk, msg string) string {
	id := randomHex(6)
	dk.mu.Lock()
	defer dk.mu.Unlock()
	if dev.notes == nil {
		dev.notes = map[string]string{}
	}
	dev.notes[id] = msg
	dev.noteOrder = append(dev.noteOrder, id)
	if len(dev.noteOrder) > 50 {
		delete(dev.notes, dev.noteOrder[0])
		dev.noteOrder = dev.noteOrder[1:]
	}
	return "/desk?n=" + id
}

// deskShowHome writes the desk with h's message and typed values.
func (s *Server) deskShowHome(w http.ResponseWriter, dev *device, status int, h deskHome) {
	v := s.deskVenue(dev.name)
	secs, err := s.deskSections(v)
	if err != nil {
		h.Error = tournament.Localize(err, tournament.Japanese)
	}
	for _, sec := range secs {
		ds, reps, err := s.deskSectionOf(v, sec)
		if err != nil {
			h.Error = tournament.Localize(err, tournament.Japanese)
			continue
		}
		h.Sections = append(h.Sections, ds)
		h.Reports = append(h.Reports, reps...)
	}
	s.deskRender(w, status, "home", deskPage{Title: "デスク", Name: dev.name, CSRF: dev.csrf, Limit: s.desk.section, Body: h})
}

// deskSections are the sections this desk may change.
func (s *Server) deskSections(v *tournament.Venue) ([]tournament.Section, error) {
	list, err := v.Sections()
	if err != nil {
		return nil, err
	}
	return slices.DeleteFunc(list, func(sec tournament.Section) bool { return !s.deskAllows(sec) }), nil
}

// deskAllows reports whether the desk may change section sec.
func (s *Server) deskAllows(sec tournament.Section) bool {
	return s.desk.section == "" || sec.Key == s.desk.section
}

// deskSectionOf reads what the desk shows of section sec.
func (s *Server) deskSectionOf(v *tournament.Venue, sec tournament.Section) (deskSection, []deskReport, error) {
	svc := v.Service(sec.ID)
	ds := deskSection{Key: sec.Key, Label: sec.Label()}
	ev, err := svc.Event()
	if err != nil {
		return ds, nil, err
	}
	if sw, err := ev.Swiss(); err == nil {
		ds.Hint, ds.Example = grammarHint(sw.Grammar().In(tournament.Japanese))
	}
	rs, err := svc.Rounds()
	if err != nil {
		return ds, nil, err
	}
	ps, err := svc.Participants()
	if err != nil {
		return ds, nil, err
	}
	names := tournament.DisplayNames(ps)
	ds.NextRound = len(rs) + 1
	if len(rs) > 0 {
		rd := rs[len(rs)-1]
		ds.Round, ds.NextRound = rd.Number, rd.Number+1
		for _, g := range rd.Games {
			if g.IsBye() {
				continue
			}
			ds.All++
			if g.Result == nil {
				ds.Open = append(ds.Open, g.Table)
			} else {
				ds.Done++
			}
		}
		if ds.Done == ds.All {
			ds.Open = nil
		}
	}
	for _, p := range ps {
		if slices.Contains(p.Absent, ds.NextRound) {
			ds.Absent = append(ds.Absent, names[p.ID])
		}
	}
	if offered, err := sheets.OfferedFor(svc); err == nil {
		for _, sh := range offered {
			if sh.NeedsRound && ds.Round == 0 {
				continue
			}
			ds.Sheets = append(ds.Sheets, deskSheet{Title: sh.Title.In(tournament.Japanese), URL: fmt.Sprintf("/desk/sheet/%s/%s?round=%d", sec.Key, sh.Key, ds.Round)})
		}
	}
	reps, err := svc.Reports()
	if err != nil {
		return ds, nil, err
	}
	var out []deskReport
	for _, rep := range reps {
		if !rep.Waiting {
			continue
		}
		dr := deskReport{Section: s.sectionLabels()[sec.ID], SectionKey: sec.Key, Round: rep.Round, Table: rep.Table, Seq: rep.Seq,
			Black: names[rep.Black], White: names[rep.White], Text: rep.Text, Conflict: rep.Conflict}
		if rep.Stored != "" {
			dr.Said = tournament.ResultText(ev, rep.Stored, tournament.Japanese)
		} else {
			dr.Said = rep.Note.In(tournament.Japanese)
		}
		out = append(out, dr)
	}
	return ds, out, nil
}
