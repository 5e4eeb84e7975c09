package sheets

import (
	"bytes"
	"slices"
	"testing"

	goqr "github.com/piglig/go-qr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

func TestCheckinList_Issue28_NamesAndEachOnesQRCode(t *testing.T) {
	s := atPrintTime()
	require.NoError(t, s.CreateDemoWith("othello", 12))
	opt := Options{Lang: tournament.Japanese, Now: printTime, SiteURL: "http://192.168.10.20:8080/"}
	sh, ok := Lookup("othello", "checkin")
	require.True(t, ok)
	var buf bytes.Buffer
	require.NoError(t, sh.Render(s, 0, opt, &buf))
	got := text(t, buf.Bytes())
	ps, err := s.Participants()
	require.NoError(t, err)
	assert.Contains(t, got, "受付名簿")
	assert.Contains(t, got, "署名・受付印")
	for _, p := range ps {
		assert.Contains(t, got, p.Name)
		assert.Contains(t, got, p.Reading)
	}

	// The first row's code is the check-in link of the first person in
	// 五十音 order, signed with the event's key.
	slices.SortStableFunc(ps, compareByReading)
	ev, err := s.Event()
	require.NoError(t, err)
	img := page(t, s, "checkin", opt)
	link, err := goqr.Decode(crop(img, 168, 33, pageW-margin+1, 62))
	require.NoError(t, err)
	assert.Equal(t, CheckinLink(opt.SiteURL, ev.ReportKey, ps[0].ID), link)
	assert.True(t, tournament.CheckinTokenValid(ev.ReportKey, ps[0].ID, link[len(link)-16:]))

	// Without the server's address there is nothing to encode: refused.
	assert.Error(t, sh.Render(s, 0, Options{Lang: tournament.Japanese, Now: printTime}, &bytes.Buffer{}))
}
