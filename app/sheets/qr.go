package sheets

import (
	"strings"

	"taikai/app/qr"
	"taikai/tournament"
)

// qrSide is the side of the site's QR code in the pairing lists' header, mm.
const qrSide = 18.0

// qrCode draws the QR code of link with its top left corner at x, y and
// side mm (quiet zone included); a link that does not encode draws nothing.
func (d *doc) qrCode(link string, x, y, side float64) {
	c, err := qr.Encode(link)
	if err != nil {
		return
	}
	m := side / float64(c.Size+2*qr.QuietZone)
	x0, y0 := x+m*qr.QuietZone, y+m*qr.QuietZone
	d.pdf.SetFillColor(0, 0, 0)
	c.Runs(func(cx, cy, n int) {
		d.pdf.Rect(x0+float64(cx)*m, y0+float64(cy)*m, float64(n)*m, m, "F")
	})
	d.pdf.SetFillColor(255, 255, 255)
}

// reportLink is the whole link of game g's report form, or "" when the
// sheet has no site address or the event takes no phone reports.
func reportLink(opt Options, ev tournament.Event, round int, g tournament.Game) string {
	if opt.SiteURL == "" || !tournament.ReportsOn(ev) || g.ReportToken == "" || g.IsBye() {
		return ""
	}
	return strings.TrimSuffix(opt.SiteURL, "/") + ev.ReportLink(round, g.Table, g.ReportToken)
}
