package sheets

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	goqr "github.com/piglig/go-qr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// page renders sheet key of round 1 with opt and returns its first page
// as a picture (pdftoppm at 300 dpi).
func page(t *testing.T, s *tournament.Service, key string, opt Options) image.Image {
	t.Helper()
	needTool(t, "pdftoppm")
	ev, err := s.Event()
	require.NoError(t, err)
	sh, ok := Lookup(ev.Game, key)
	require.True(t, ok)
	var buf bytes.Buffer
	require.NoError(t, sh.Render(s, 1, opt, &buf))
	dir := t.TempDir()
	pdf := filepath.Join(dir, "sheet.pdf")
	require.NoError(t, os.WriteFile(pdf, buf.Bytes(), 0o600))
	require.NoError(t, exec.Command("pdftoppm", "-png", "-r", "300", "-f", "1", "-l", "1", "-gray", pdf, filepath.Join(dir, "p")).Run())
	matches, _ := filepath.Glob(filepath.Join(dir, "p*.png"))
	require.Len(t, matches, 1)
	f, err := os.Open(matches[0])
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err)
	return img
}

// crop returns the part of img from x0,y0 to x1,y1 (mm on A4 at 300 dpi).
func crop(img image.Image, x0, y0, x1, y1 float64) image.Image {
	px := func(mm float64) int { return int(mm * 300 / 25.4) }
	return img.(interface {
		SubImage(image.Rectangle) image.Image
	}).SubImage(image.Rect(px(x0), px(y0), px(x1), px(y1)))
}

func TestSlips_EachTableCarriesItsReportLinkAsAQRCode(t *testing.T) {
	s := demoWithRound(t)
	require.NoError(t, s.ChangeSettings(map[string]string{tournament.SettingPhoneReports: "on"}))
	r, err := s.Round(1)
	require.NoError(t, err)
	img := page(t, s, "slips", Options{Lang: tournament.Japanese, Now: printTime, SiteURL: "http://192.168.10.20:8080/"})
	// The first slip's code, top right of the first card.
	got, err := goqr.Decode(crop(img, pageW-margin-slipQR-3, 25, pageW-margin+3, 50))
	require.NoError(t, err)
	assert.Equal(t, "http://192.168.10.20:8080"+tournament.ReportPath(1, r.Games[0].Table, r.Games[0].ReportToken), got)

	// Without phone reports, no code.
	require.NoError(t, s.ChangeSettings(map[string]string{tournament.SettingPhoneReports: "off"}))
	img = page(t, s, "slips", Options{Lang: tournament.Japanese, Now: printTime, SiteURL: "http://192.168.10.20:8080/"})
	_, err = goqr.Decode(crop(img, pageW-margin-slipQR-3, 25, pageW-margin+3, 50))
	assert.Error(t, err)
}

func TestPairings_TheSitesAddressAsAQRCode(t *testing.T) {
	s := demoWithRound(t)
	img := page(t, s, "pairings", Options{Lang: tournament.Japanese, Now: printTime, SiteURL: "http://192.168.10.20:8080/"})
	got, err := goqr.Decode(crop(img, pageW-margin-qrSide-3, 4, pageW-margin+3, margin+qrSide))
	require.NoError(t, err)
	assert.Equal(t, "http://192.168.10.20:8080/", got)
}

// Issue 18: the Pair Go table card is the Pair Go result slip, so it carries
// its table's report link too.
func TestPairGoCards_EachTableCarriesItsReportLinkAsAQRCode(t *testing.T) {
	s := atPrintTime()
	require.NoError(t, s.CreateDemo("pairgo"))
	require.NoError(t, s.ChangeSettings(map[string]string{tournament.SettingPhoneReports: "on"}))
	r, err := s.PairNextRound()
	require.NoError(t, err)
	img := page(t, s, "pairgo-cards", Options{Lang: tournament.Japanese, Now: printTime, SiteURL: "http://192.168.10.20:8080/"})
	got, err := goqr.Decode(crop(img, pageW-margin-18, 20, pageW-margin+3, 45))
	require.NoError(t, err)
	assert.Equal(t, "http://192.168.10.20:8080"+tournament.ReportPath(1, r.Games[0].Table, r.Games[0].ReportToken), got)
}
