package web

import (
	"bytes"
	"context"
	"image/png"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// chromium returns Debian's headless browser, or skips the test.
func chromium(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: no browser")
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no chromium on this machine (apt-get install chromium)")
	return ""
}

// browse runs headless Chromium on url with args and returns its output.
func browse(t *testing.T, bin, url string, args ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	all := append([]string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars",
		"--user-data-dir=" + t.TempDir()}, args...)
	cmd := exec.CommandContext(ctx, bin, append(all, url)...)
	var out bytes.Buffer
	cmd.Stdout = &out
	require.NoError(t, cmd.Run())
	return out.Bytes()
}

// TestChromium_PagesRenderTheJapaneseNamesOnAPhoneAndAProjector opens the
// pairings, standings, wall and report pages in a real browser at 390×844
// and 1366×768: the DOM it built holds the demo's Japanese names, and the
// screenshots are real pictures. Skipped without chromium and with -short.
func TestChromium_PagesRenderTheJapaneseNamesOnAPhoneAndAProjector(t *testing.T) {
	bin := chromium(t)
	svc, s := demoServer(t)
	stop := s.live.start()
	defer stop()
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	names, err := svc.Names()
	require.NoError(t, err)
	r, err := svc.Round(2)
	require.NoError(t, err)
	g := r.Games[0]
	dir := t.TempDir()
	for _, path := range []string{"/", "/standings", "/wall", reportPath(t, svc, g.Table)} {
		dom := string(browse(t, bin, ts.URL+path, "--dump-dom"))
		assert.Contains(t, dom, names[g.Black], path)
		assert.Contains(t, dom, "第17期 オセロ王座戦", path)
	}
	// Each browser start takes seconds: one picture per size
	// (scripts/web-screenshots.sh takes them all).
	for path, size := range map[string]string{"/wall": "390,844", "/": "1366,768"} {
		shot := filepath.Join(dir, "shot.png")
		browse(t, bin, ts.URL+path, "--window-size="+size, "--screenshot="+shot)
		f, err := os.Open(shot)
		require.NoError(t, err, path)
		img, err := png.Decode(f)
		f.Close()
		require.NoError(t, err, path)
		assert.Equal(t, size, itoa(img.Bounds().Dx())+","+itoa(img.Bounds().Dy()), path)
	}
}

func itoa(n int) string { return string(strconv.AppendInt(nil, int64(n), 10)) }
