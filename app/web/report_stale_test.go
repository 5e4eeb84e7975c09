package web

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 23: a table's report link belongs to the game it was made for.
func TestReport_Issue23OldLinkAfterColourSwapSaysTheTableChangedInJapanese(t *testing.T) {
	svc, s := demoServer(t)
	old := reportPath(t, svc, 1)
	w := post(t, s, old, "192.168.1.20:5000", url.Values{"result": {"40-24"}, "side": {"black"}})
	require.Equal(t, http.StatusSeeOther, w.Code)
	_, err := svc.SwapColours(2, 1)
	require.NoError(t, err)

	code, body := get(t, s, old)
	assert.Equal(t, http.StatusGone, code)
	assert.Contains(t, body, "この卓の対局が変わった")
	assert.Contains(t, body, "新しいリンクを係の人にもらってください")
	before := reportCount(t, svc)
	w = post(t, s, old, "192.168.1.21:5000", url.Values{"result": {"40-24"}})
	assert.Equal(t, http.StatusGone, w.Code)
	assert.Contains(t, w.Body.String(), "この卓の対局が変わった")
	assert.Equal(t, before, reportCount(t, svc), "nothing stored through the old link")

	fresh := reportPath(t, svc, 1)
	require.NotEqual(t, old, fresh)
	code, body = get(t, s, fresh)
	assert.Equal(t, http.StatusOK, code, body)
}

func TestReport_Issue23LinkOfARoundCompleteAndPairedPastIsGone(t *testing.T) {
	svc, s := demoServer(t) // round 1 complete, round 2 paired
	rs, err := svc.Rounds()
	require.NoError(t, err)
	g := rs[0].Games[0]
	path := "/r/1/" + itoa(g.Table) + "/" + g.ReportToken
	before := reportCount(t, svc)
	w := post(t, s, path, "192.168.1.22:5000", url.Values{"result": {"24-40"}})
	assert.Equal(t, http.StatusGone, w.Code)
	assert.Contains(t, w.Body.String(), "1 回戦は終わっています")
	assert.Equal(t, before, reportCount(t, svc))
}
