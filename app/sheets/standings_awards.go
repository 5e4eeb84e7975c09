package sheets

import (
	"fmt"
	"io"
	"strings"
	"time"

	"taikai/tournament"
)

// The award list and the certificates (賞状) of every game and format
// (issue 38): the section's places 1 to awardPlaces, from tournament's
// Awards (the game's final, the format's places or the standings).
func init() {
	register(Sheet{Key: "awards", Title: tournament.Text{En: "Award list", Ja: "表彰一覧"}, Render: renderAwards})
	register(Sheet{Key: "certificates", Title: tournament.Text{En: "Award certificates", Ja: "賞状"}, Render: renderCertificates})
}

// awardPlaces are the places awarded: 優勝, 準優勝, 第3位.
const awardPlaces = 3

// renderAwards lists the awards: the title, the name, the affiliation.
func renderAwards(s *tournament.Service, _ int, opt Options, w io.Writer) error {
	ev, aw, names, err := awardsOf(s)
	if err != nil {
		return err
	}
	d := newDoc(ev, tournament.Text{En: "Award list", Ja: "表彰一覧"}.In(opt.Lang), opt)
	header := []string{d.say("Award", "賞"), d.say("Name", "氏名"), d.say("Affiliation", "所属"), d.say("Notes", "備考")}
	ws := []float64{40, 70, 50, 26}
	rows := make([][]string, len(aw))
	for i, a := range aw {
		note := ""
		if a.Shared {
			note = d.say("tied", "同順位")
		}
		rows[i] = []string{a.Title().In(opt.Lang), names[a.ID].Name, names[a.ID].Club, note}
	}
	d.table(header, ws, []string{"L", "L", "L", "L"}, rows, 11, 12)
	return d.write(w)
}

// renderCertificates prints one certificate (賞状) a page: 賞状, the award,
// the name with 殿, the words of the award, the date and the event.
func renderCertificates(s *tournament.Service, _ int, opt Options, w io.Writer) error {
	ev, aw, names, err := awardsOf(s)
	if err != nil {
		return err
	}
	d := newDoc(ev, "", opt)
	pdf := d.pdf
	pdf.SetHeaderFunc(nil)
	pdf.SetFooterFunc(nil)
	d.started = true
	event := ev.Name
	if sec, ok := ev.InSection(); ok && ev.Multi() {
		event += "　" + sec.Label()
	}
	for _, a := range aw {
		pdf.AddPage()
		pdf.SetFont(fontFamily, "", 16)
		pdf.SetLineWidth(1.2)
		pdf.Rect(14, 14, pageW-28, pageH-28, "D")
		pdf.SetLineWidth(0.4)
		pdf.Rect(18, 18, pageW-36, pageH-36, "D")
		center := func(y, size float64, text string) {
			pdf.SetY(y)
			d.fitCell(pageW-2*margin, size*0.5, text, size, "", "C", 1)
		}
		center(40, 48, d.say("Certificate of Award", "賞　状"))
		center(80, 30, a.Title().In(opt.Lang))
		name := names[a.ID].Name
		center(112, 28, d.say(name, name+"　殿"))
		pdf.SetFont(fontFamily, "", 20)
		pdf.SetXY(34, 145)
		body := d.say(fmt.Sprintf("For the result above at %s.", event),
			fmt.Sprintf("あなたは%sにおいて頭書の成績を収められました。よってここにこれを賞します。", event))
		d.wrapped(pageW-68, 13, body, "L") // wrap.go: never a character lost at a break
		center(215, 16, certificateDate(ev.Date, opt.Lang))
		center(235, 18, ev.Name)
	}
	if len(aw) == 0 {
		pdf.AddPage()
	}
	return d.write(w)
}

// awardsOf reads the section's awards and its participants by ID.
func awardsOf(s *tournament.Service) (tournament.Event, []tournament.Award, map[int]tournament.Participant, error) {
	ev, err := s.Event()
	if err != nil {
		return ev, nil, nil, err
	}
	aw, err := s.Awards(awardPlaces)
	if err != nil {
		return ev, nil, nil, err
	}
	ps, err := s.Participants()
	if err != nil {
		return ev, nil, nil, err
	}
	names := make(map[int]tournament.Participant, len(ps))
	for _, p := range ps {
		names[p.ID] = p
	}
	return ev, aw, names, nil
}

// certificateDate writes the event's date as a certificate does:
// 2026年12月5日.
func certificateDate(date string, l tournament.Lang) string {
	t, err := time.Parse(time.DateOnly, strings.TrimSpace(date))
	if err != nil {
		return date
	}
	if l == tournament.Japanese {
		return fmt.Sprintf("%d年%d月%d日", t.Year(), int(t.Month()), t.Day())
	}
	return t.Format("2 January 2006")
}
