package sheets

import (
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"

	"taikai/tournament"
)

// This file is the registration list of check-in (受付名簿, issue 28): one
// row a participant, in 五十音 order of the readings, with a box for the
// signature or a check and the QR code of the participant's check-in link
// on the venue server (/checkin/p/<id>?t=<token>), which the door's device
// opens (with its PIN) to check them in with one tap.

func init() {
	register(Sheet{Key: "checkin", Title: tournament.Text{En: "Registration list (check-in)", Ja: "受付名簿"}, Render: renderCheckin})
}

// checkinRowH is the height of a row, mm: room for a QR code a phone reads
// from a printed A4 list.
const checkinRowH = 22.0

// CheckinLink is participant id's check-in link on the venue server at
// site, signed with the event's key.
func CheckinLink(site, key string, id int) string {
	return strings.TrimSuffix(site, "/") + "/checkin/p/" + strconv.Itoa(id) + "?t=" + tournament.CheckinToken(key, id)
}

func renderCheckin(s *tournament.Service, _ int, opt Options, w io.Writer) error {
	if opt.SiteURL == "" {
		return tournament.NewProblem(tournament.ErrInvalidInput, "the registration list needs the venue server's address for its QR codes (--site URL)",
			"受付名簿の QR コードには会場のサーバーのアドレスが必要です。アドレスを指定して印刷してください")
	}
	key, err := s.CheckinKey()
	if err != nil {
		return err
	}
	if key == "" {
		return errors.New("the event has no key for its check-in links")
	}
	ev, ps, err := byReading(s)
	if err != nil {
		return err
	}
	ps = slices.DeleteFunc(ps, func(p tournament.Participant) bool { return len(p.Members) > 0 }) // a pair checks in through its members
	d := newDoc(ev, tournament.Text{En: "Registration list (check-in)", Ja: "受付名簿"}.In(opt.Lang), opt)
	pdf := d.pdf
	header := []string{"No.", d.say("Name / reading", "氏名・ふりがな"), d.say("Affiliation", "所属"), d.say("Rank", "段級位"), d.say("Signature / ✓", "署名・受付印"), d.say("Check-in", "受付 QR")}
	ws := []float64{12, 58, 34, 16, 40, 26}
	drawHeader := func() {
		pdf.SetFillColor(230, 230, 230)
		for i, h := range header {
			pdf.SetFontSize(8)
			pdf.CellFormat(ws[i], 6, fitText(pdf, h, ws[i]-1, 8), "1", 0, "C", true, 0, "")
		}
		pdf.Ln(-1)
	}
	d.begin()
	drawHeader()
	for _, p := range ps {
		if pdf.GetY()+checkinRowH > pageH-16 {
			pdf.AddPage()
			drawHeader()
		}
		x, y := pdf.GetX(), pdf.GetY()
		rank := p.Rank.String()
		if opt.Lang == tournament.Japanese {
			rank = p.Rank.Japanese()
		}
		d.fitCell(ws[0], checkinRowH, strconv.Itoa(p.ID), 10, "1", "R", 0)
		// The name large, the reading under it.
		pdf.Rect(x+ws[0], y, ws[1], checkinRowH, "D")
		pdf.SetXY(x+ws[0], y+3)
		d.fitCell(ws[1], 9, p.Name, 14, "", "L", 0)
		pdf.SetXY(x+ws[0], y+12)
		d.fitCell(ws[1], 6, p.Reading, 9, "", "L", 0)
		pdf.SetXY(x+ws[0]+ws[1], y)
		d.fitCell(ws[2], checkinRowH, p.Club, 10, "1", "L", 0)
		d.fitCell(ws[3], checkinRowH, rank, 10, "1", "C", 0)
		d.fitCell(ws[4], checkinRowH, "", 10, "1", "L", 0)
		qx := x + ws[0] + ws[1] + ws[2] + ws[3] + ws[4]
		pdf.Rect(qx, y, ws[5], checkinRowH, "D")
		d.qrCode(CheckinLink(opt.SiteURL, key, p.ID), qx+(ws[5]-checkinRowH+1)/2, y+0.5, checkinRowH-1)
		pdf.SetXY(x, y+checkinRowH)
	}
	return d.write(w)
}
