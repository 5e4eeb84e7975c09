package cli

import (
	"context"
	"io"
	"net/http"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// serveFor runs `taikai serve FILE ARGS...` until the test ends and returns
// its site address and what it printed.
func serveFor(t *testing.T, file string, args ...string) (string, *lockedBuffer) {
	ctx, cancel := context.WithCancel(context.Background())
	old := serveContext
	serveContext = func() (context.Context, context.CancelFunc) { return ctx, cancel }
	var out, errw lockedBuffer
	exit := make(chan int, 1)
	go func() {
		exit <- Run(testFiles, append([]string{"serve", file, "--addr", "127.0.0.1:0"}, args...), &out, &errw)
	}()
	t.Cleanup(func() {
		cancel()
		select {
		case <-exit:
		case <-time.After(10 * time.Second):
			t.Error("serve did not stop")
		}
		serveContext = old
	})
	var site string
	require.Eventually(t, func() bool {
		site = regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(out.String())
		return site != ""
	}, 5*time.Second, 20*time.Millisecond, "%s %s", out.String(), errw.String())
	return site, &out
}

func TestCLI_Issue28ServeCheckinOnlyWithTheFlagAndItsPIN(t *testing.T) {
	englishEnv(t)
	file := filepath.Join(t.TempDir(), "door.taikai")
	code, _, errs := run(t, "demo", file)
	require.Equal(t, ExitOK, code, errs)

	site, out := serveFor(t, file)
	resp, err := http.Get(site + "checkin")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusNotFound, resp.StatusCode, "no check-in page without --checkin")
	assert.NotContains(t, out.String(), "PIN")
}

func TestCLI_Issue28ServeCheckinPrintsItsPIN(t *testing.T) {
	englishEnv(t)
	file := filepath.Join(t.TempDir(), "door.taikai")
	code, _, errs := run(t, "demo", file)
	require.Equal(t, ExitOK, code, errs)
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
