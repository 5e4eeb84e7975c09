package cli

import (
	"io"
	"net/http"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// serveFor runs `taikai serve FILE ARGS...` until the test ends and returns
// its site address and what it printed.
func serveFor(t *testing.T, file string, args ...string) (string, *lockedBuffer) {
	sv := startServe(t, file, args...)
	t.Cleanup(func() {
		sv.cancel()
		select {
		case <-sv.exit:
		case <-time.After(10 * time.Second):
			t.Error("serve did not stop")
		}
	})
	return sv.printed(t, `http://127\.0\.0\.1:\d+/`, "")[0], &sv.out
}

func TestCLI_Issue28ServeCheckinOnlyWithTheFlagAndItsPIN(t *testing.T) {
	_, file := englishEvent(t, "door.taikai")
	mustRun(t, "demo", file)

	site, out := serveFor(t, file)
	resp, err := http.Get(site + "checkin")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusNotFound, resp.StatusCode, "no check-in page without --checkin")
	assert.NotContains(t, out.String(), "PIN")
}

func TestCLI_Issue28ServeCheckinPrintsItsPIN(t *testing.T) {
	_, file := englishEvent(t, "door.taikai")
	mustRun(t, "demo", file)
	site, out := serveFor(t, file, "--checkin")
	require.Eventually(t, func() bool { return regexp.MustCompile(`checkin  PIN \d{6}`).MatchString(out.String()) }, 5*time.Second, 20*time.Millisecond, out.String())
	assert.Contains(t, out.String(), "check-in at the door: "+site+"checkin")
	resp, err := http.Get(site + "checkin")
	require.NoError(t, err)
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, string(body), "受付の PIN")
}
