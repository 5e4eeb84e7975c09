// Package sheets prints Taikai's sheets as A4 PDF with the embedded Japanese
// font: rosters, pairing lists, result slips, standings… Each sheet is
// registered once (registry.go); the GUI and the CLI print through Render.
// This package uses gofpdf and never Fyne.
package sheets

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/jung-kurt/gofpdf"

	"taikai/assets"
	"taikai/tournament"
)

const (
	fontFamily = "ipaexg"
	pageW      = 210.0 // A4 portrait, mm
	pageH      = 297.0
	margin     = 12.0
	minFont    = 6.0 // below this a name is cut with "…" rather than shrunk
)

// doc is one PDF being written: A4, the embedded font, a header with the
// event and the sheet's title, page numbers in the footer.
type doc struct {
	pdf     *gofpdf.Fpdf
	lang    tournament.Lang
	title   string
	started bool
	// siteQR, when set, is the address of the live pages: the header
	// prints it as a QR code (the pairing lists).
	siteQR string
	// section is the name of the section a sheet is of, in an event of
	// several sections: the title and each slip start with it.
	section string
}

// Options control a rendering.
type Options struct {
	Lang tournament.Lang
	// Now is the printing time shown in the footer (fixed in tests so the
	// output is reproducible).
	Now time.Time
	// SiteURL is the address of the venue's live pages ("http://
	// 192.168.1.20:8080/"): the pairing lists print it as a QR code, and
	// the result slips each table's report link when the event takes phone
	// reports. Empty: no QR code.
	SiteURL string
}

func newDoc(ev tournament.Event, title string, opt Options) *doc {
	return newDocSized(ev, title, opt, "P", "A4")
}

// newDocSized is newDoc on paper of size ("A4", "A3") in orientation
// ("P" portrait, "L" landscape): the bracket is printed landscape.
func newDocSized(ev tournament.Event, title string, opt Options, orientation, size string) *doc {
	pdf := gofpdf.New(orientation, "mm", size, "")
	pdf.SetCreationDate(opt.Now)
	pdf.SetModificationDate(opt.Now)
	pdf.SetCatalogSort(true)
	pdf.SetTitle(ev.Name+" "+title, true)
	pdf.SetCreator("Taikai", true)
	pdf.AddUTF8FontFromBytes(fontFamily, "", assets.Font)
	pdf.SetMargins(margin, margin, margin)
	pdf.SetAutoPageBreak(true, 16)
	pdf.AliasNbPages("{nb}")
	d := &doc{pdf: pdf, lang: opt.Lang}
	if sec, ok := ev.InSection(); ok && ev.Multi() {
		d.section = sec.Label()
	}
	d.title = d.titled(title)
	pdf.SetHeaderFunc(func() {
		pdf.SetFont(fontFamily, "", 10)
		pdf.SetTextColor(60, 60, 60)
		info := ev.Name + "　" + ev.Date
		if ev.Venue != "" {
			info += "　" + ev.Venue
		}
		titleW := 0.0
		if d.siteQR != "" {
			// The QR code in the top right corner, its caption before it.
			wd := pageW - 2*margin
			pdf.CellFormat(wd-qrSide-60, 5, info, "", 0, "L", false, 0, "")
			pdf.SetFont(fontFamily, "", 8)
			pdf.CellFormat(58, 5, d.say("Pairings and standings on your phone →", "スマホで組合せ・順位 →"), "", 1, "R", false, 0, "")
			d.qrCode(d.siteQR, pageW-margin-qrSide, margin-4, qrSide)
			titleW = wd - qrSide - 3
		} else {
			pdf.CellFormat(0, 5, info, "", 1, "L", false, 0, "")
		}
		pdf.SetTextColor(0, 0, 0)
		pdf.SetFont(fontFamily, "", 20)
		pdf.CellFormat(titleW, 11, d.title, "B", 1, "L", false, 0, "")
		pdf.Ln(3)
	})
	pdf.SetFooterFunc(func() {
		pdf.SetY(-12)
		pdf.SetFont(fontFamily, "", 9)
		pdf.SetTextColor(90, 90, 90)
		pdf.CellFormat(0, 5, fmt.Sprintf("%s　%d / {nb}", opt.Now.Format("2006-01-02 15:04"), pdf.PageNo()), "", 0, "R", false, 0, "")
		pdf.SetTextColor(0, 0, 0)
	})
	return d
}

// retitle sets the title printed in the header of the pages to come.
func (d *doc) retitle(title string) { d.title = d.titled(title) }

// titled is title as the sheet prints it: after the section's name when
// the sheet is of one section among several (A級　第3回戦　対戦表).
func (d *doc) titled(title string) string {
	if d.section == "" || title == "" {
		return title
	}
	return d.section + "　" + title
}

// begin starts the first page (after the title is known).
func (d *doc) begin() {
	if !d.started {
		d.started = true
		d.pdf.AddPage()
	}
}

// say picks the text of the sheet's language.
func (d *doc) say(en, ja string) string {
	if d.lang == tournament.Japanese {
		return ja
	}
	return en
}

// fitCell writes s in a w×h box at size pt, shrinking the font down to
// minFont and then cutting with "…" so that it never overflows the box.
func (d *doc) fitCell(w, h float64, s string, size float64, border, align string, ln int) {
	d.begin()
	d.pdf.SetFontSize(size)
	text := fitText(d.pdf, s, w-2, size)
	d.pdf.CellFormat(w, h, text, border, ln, align, false, 0, "")
	d.pdf.SetFontSize(size)
}

// fitText sets the largest font size ≤ size at which s fits in w, and
// returns s (cut with "…" if even minFont is too large).
func fitText(pdf *gofpdf.Fpdf, s string, w, size float64) string {
	for sz := size; sz >= minFont; sz -= 0.5 {
		pdf.SetFontSize(sz)
		if pdf.GetStringWidth(s) <= w {
			return s
		}
	}
	pdf.SetFontSize(minFont)
	r := []rune(s)
	for len(r) > 0 && pdf.GetStringWidth(string(r)+"…") > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

// table draws a header row and rows with column widths ws (mm), repeating
// the header on each new page; rows are rowH mm high at font size size.
func (d *doc) table(header []string, ws []float64, aligns []string, rows [][]string, rowH, size float64) {
	d.begin()
	pdf := d.pdf
	drawHeader := func() {
		pdf.SetFillColor(230, 230, 230)
		pdf.SetFont(fontFamily, "", size*0.8)
		for i, h := range header {
			pdf.CellFormat(ws[i], rowH*0.75, fitText(pdf, h, ws[i]-1, size*0.8), "1", 0, "C", true, 0, "")
			pdf.SetFontSize(size * 0.8)
		}
		pdf.Ln(-1)
	}
	drawHeader()
	for _, r := range rows {
		if pdf.GetY()+rowH > pageH-16 {
			pdf.AddPage()
			drawHeader()
		}
		for i, c := range r {
			d.fitCell(ws[i], rowH, c, size, "1", aligns[i], 0)
		}
		pdf.Ln(-1)
	}
}

func (d *doc) write(w io.Writer) error {
	d.begin()
	if err := d.pdf.Error(); err != nil {
		return fmt.Errorf("rendering %s: %w", d.title, err)
	}
	return d.pdf.Output(w)
}

// joinNonEmpty joins the non-empty parts with sep.
func joinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}
