package web

import (
	"net/http"
	"net/url"
	"regexp"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// formKey is the idempotency key of the first form of body.
func formKey(t testing.TB, body string) string {
	t.Helper()
	m := regexp.MustCompile(`name="key" value="([0-9a-f]{32})"`).FindStringSubmatch(body)
	require.NotNil(t, m, "the form carries a key")
	return m[1]
}

// tableOneReport is the demo event served with opts, the report page of
// its table 1 and the key of the form that page carries.
func tableOneReport(t *testing.T, opts Options) (*tournament.Service, *Server, string, string) {
	t.Helper()
	svc := demoEvent(t)
	s := newServer(t, svc, opts)
	path := reportPath(t, svc, 1)
	_, body := get(t, s, path)
	return svc, s, path, formKey(t, body)
}

func TestReport_Issue28_SamePostFiveTimesIsStoredOnce(t *testing.T) {
	svc, s, path, key := tableOneReport(t, Options{})
	form := url.Values{"result": {"40-24"}, "side": {"black"}, "key": {key}}
	var locs []string
	for range 5 {
		w := post(t, s, path, "192.168.1.20:50000", form)
		require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
		locs = append(locs, w.Header().Get("Location"))
	}
	assert.Equal(t, reportCount(t, svc), 1, "stored once")
	for _, l := range locs {
		assert.Equal(t, path+"?sent=1", l, "every resend is answered as the first was")
	}
	// A new page's form is a new report.
	_, body := get(t, s, path)
	w := post(t, s, path, "192.168.1.21:50000", url.Values{"result": {"40-24"}, "key": {formKey(t, body)}})
	require.Equal(t, http.StatusSeeOther, w.Code)
	assert.Equal(t, 2, reportCount(t, svc))
}

func TestReport_Issue28_SamePostAtOnceIsStoredOnce(t *testing.T) {
	svc, s, path, key := tableOneReport(t, Options{ReportBurst: 20})
	form := url.Values{"result": {"40-24"}, "key": {key}}
	var wg sync.WaitGroup
	codes := make([]int, 5)
	for i := range 5 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i] = post(t, s, path, "10.0.0.5:1", form).Code
		}()
	}
	wg.Wait()
	assert.Equal(t, []int{303, 303, 303, 303, 303}, codes)
	assert.Equal(t, 1, reportCount(t, svc))
}

// The same page's form sent again with another result (Back, the value
// changed) is another report, not the first one's answer.
func TestReport_Issue28_SameKeyOtherFieldsIsAnotherPost(t *testing.T) {
	svc, s, path, key := tableOneReport(t, Options{})
	require.Equal(t, http.StatusSeeOther, post(t, s, path, "10.0.0.7:1", url.Values{"result": {"40-24"}, "key": {key}}).Code)
	require.Equal(t, http.StatusSeeOther, post(t, s, path, "10.0.0.7:1", url.Values{"result": {"24-40"}, "key": {key}}).Code)
	assert.Equal(t, 2, reportCount(t, svc))
}
