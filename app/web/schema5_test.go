package web

import (
	"flag"
	"html"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"taikai/app/internal/fixtures"
	"taikai/tournament"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// schema5Venue opens a copy of storage/testdata/schema5.taikai (an event
// written while the games kept their own fields in the shared Game and
// Participant: an Othello final decided by the hidden disc, Go handicap
// games, Pair Go pairs with pair points and rotation errors), with phone
// reports on in its Go section.
func schema5Venue(t *testing.T) *tournament.Venue {
	t.Helper()
	v := fixtures.Schema5Venue(t)
	_, s, err := v.Section("go")
	require.NoError(t, err)
	require.NoError(t, s.ChangeSettings(map[string]string{tournament.SettingPhoneReports: "on"}))
	return v
}

var (
	reHidden = regexp.MustCompile(`(?s)<(script|style)\b.*?</(script|style)>`)
	reTag    = regexp.MustCompile(`<[^>]*>`)
)

// pageWords is what a person reads of an HTML page: its text, one word a
// line.
func pageWords(body string) string {
	s := reTag.ReplaceAllString(reHidden.ReplaceAllString(body, " "), " ")
	return strings.Join(strings.Fields(html.UnescapeString(s)), "\n") + "\n"
}

// goldenPage compares the words of a page with testdata/golden/NAME.txt.
func goldenPage(t *testing.T, name, body string) {
	t.Helper()
	got := pageWords(body)
	fixtures.Golden(t, *update, "./app/web", filepath.Join("testdata", "golden", name+".txt"), got)
}

// The pages of an event written before the games' own fields moved into
// their records (Game.Extra, Participant.Extra) read as they did then: the
// golden files were written by that Taikai (go test -update on it).
func TestPages_Issue26ASchema5FileShowsAsBefore(t *testing.T) {
	v := schema5Venue(t)
	s := newServer(t, v.Root(), Options{Venue: v, Now: fixedNow})
	_, goSvc, err := v.Section("go")
	require.NoError(t, err)
	r2, err := goSvc.Round(2)
	require.NoError(t, err)
	g, _, ok := r2.GameAt(12)
	require.True(t, ok)
	require.NotEmpty(t, g.ReportToken)
	for name, path := range map[string]string{
		"go-pairings":   "/s/go/",
		"go-names":      "/s/go/names",
		"go-player":     "/s/go/p/11",
		"go-report":     "/s/go" + tournament.ReportPath(2, 12, g.ReportToken),
		"pair-pairings": "/s/pair/",
		"pair-names":    "/s/pair/names",
		"pair-player":   "/s/pair/p/24",
		"main-finals":   "/s/main/g/finals",
		"main-player":   "/s/main/p/1",
	} {
		t.Run(name, func(t *testing.T) {
			for _, lang := range []string{"ja", "en"} {
				sep := "?"
				if strings.Contains(path, "?") {
					sep = "&"
				}
				code, body := get(t, s, path+sep+"lang="+lang)
				require.Equal(t, http.StatusOK, code, path)
				goldenPage(t, "schema5-"+name+"-"+lang, body)
			}
		})
	}
}
