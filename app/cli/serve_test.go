package cli

import (
	"bytes"
	"context"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// lockedBuffer is a buffer a running verb writes while the test reads it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// serving is a `taikai serve` a test runs in the background.
type serving struct {
	out, errw lockedBuffer
	exit      chan int
	cancel    context.CancelFunc
}

// startServe runs `taikai serve FILE --addr 127.0.0.1:0 ARGS...` until
// stopped; serveContext is the test's until it ends.
func startServe(t *testing.T, file string, args ...string) *serving {
	ctx, cancel := context.WithCancel(context.Background())
	old := serveContext
	serveContext = func() (context.Context, context.CancelFunc) { return ctx, cancel }
	t.Cleanup(func() { serveContext = old })
	sv := &serving{exit: make(chan int, 1), cancel: cancel}
	go func() {
		sv.exit <- Run(testFiles, append([]string{"serve", file, "--addr", "127.0.0.1:0"}, args...), &sv.out, &sv.errw)
	}()
	return sv
}

// printed waits up to five seconds for the serve to print what re matches
// and returns the match and its groups; msg starts the failure's message.
func (sv *serving) printed(t *testing.T, re, msg string) []string {
	var m []string
	require.Eventually(t, func() bool {
		m = regexp.MustCompile(re).FindStringSubmatch(sv.out.String())
		return m != nil
	}, 5*time.Second, 20*time.Millisecond, msg+"%s %s", sv.out.String(), sv.errw.String())
	return m
}

// stop stops the serve and asserts it ended with ExitOK within ten
// seconds.
func (sv *serving) stop(t *testing.T) {
	sv.cancel()
	select {
	case code := <-sv.exit:
		assert.Equal(t, ExitOK, code, sv.errw.String())
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
}

// pairedWithReports is a demo event, phone reports on, round 1 paired; it
// returns the file and the report_path of each table.
func pairedWithReports(t *testing.T) (string, map[string]string) {
	file := newEventFile(t, "ev.taikai", "demo")
	mustRun(t, "settings", file, "phone_reports=on")
	out := mustRun(t, "pair", file, "--format", "csv")
	rows := readCSV(t, out)
	require.Equal(t, "report_path", rows[0][len(rows[0])-1], "pair prints the links too")
	out = mustRun(t, "pairings", file, "--format", "csv")
	rows = readCSV(t, out)
	paths := map[string]string{}
	for _, r := range rows[1:] {
		if r[1] != "" {
			require.Regexp(t, `^/r/1/`+r[1]+`/[a-z2-7]{20,40}$`, r[len(r)-1])
			paths[r[1]] = r[len(r)-1]
		}
	}
	return file, paths
}

func TestCLI_PairingsReportPathOnlyWhenPhoneReportsAreOn(t *testing.T) {
	englishEnv(t)
	file := pairedDemo(t)
	_, out, _ := run(t, "pairings", file, "--format", "csv")
	assert.NotContains(t, out, "report_path")
	_, out, _ = run(t, "pairings", file, "--format", "json")
	assert.NotContains(t, out, "report_path")
	run(t, "settings", file, "phone_reports=on")
	_, out, _ = run(t, "pairings", file, "--format", "json")
	assert.Contains(t, out, `"report_path": "/r/1/1/`)
}

func TestCLI_ServeTakesAReportThenReportsAndAccept(t *testing.T) {
	englishEnv(t)
	file, paths := pairedWithReports(t)
	sv := startServe(t, file)
	site := sv.printed(t, `http://127\.0\.0\.1:\d+/`, "the address is printed: ")[0]

	code, _, errw2 := run(t, "pairings", file)
	assert.Equal(t, ExitRefused, code, "the server holds the file")
	assert.Contains(t, errw2, "already open")

	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.PostForm(strings.TrimSuffix(site, "/")+paths["1"], url.Values{"result": {"40-24"}, "side": {"white"}})
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusSeeOther, resp.StatusCode)
	sv.stop(t)

	list := mustRun(t, "reports", file, "--format", "csv")
	assert.Contains(t, list, "1,1,1,40-24,40-24,white,")
	assert.Contains(t, list, ",waiting,")
	_, pairings, _ := run(t, "pairings", file, "--format", "csv")
	assert.Contains(t, pairings, "\n1,1,", "table 1 is there")
	assert.NotContains(t, strings.Split(pairings, "\n")[1], "40-24", "the result is still unrecorded")

	msg := mustRun(t, "accept", file, "1", "1")
	assert.Contains(t, msg, "round 1 table 1: 40-24 (phone report #1)")
	_, pairings, _ = run(t, "pairings", file, "--format", "csv")
	assert.Contains(t, strings.Split(pairings, "\n")[1], "40-24")
	_, list, _ = run(t, "reports", file)
	assert.Contains(t, list, "no report waits")
	_, list, _ = run(t, "reports", file, "--all")
	assert.Contains(t, list, "settled")
}

func TestCLI_AcceptRefusesConflictingReportsWithoutReport(t *testing.T) {
	englishEnv(t)
	file, paths := pairedWithReports(t)
	// Two phones disagree (through the service: no server needed).
	phoneReports(t, file, paths["2"], 2, "40-24", "24-40")
	code, _, errw := run(t, "accept", file, "1", "2")
	assert.Equal(t, ExitRefused, code)
	assert.Contains(t, errw, "disagree")
	assert.Contains(t, errw, "--report N")
	out := mustRun(t, "accept", file, "1", "2", "--report", "2")
	assert.Contains(t, out, "24-40")
	runFails(t, ExitRefused, "no report waits", "accept", file, "1", "3")
}

// phoneReports files each text as a phone report of table in round 1,
// with the token of link (the table's report_path), through the service
// the command line opens on file; the file is closed after.
func phoneReports(t *testing.T, file, link string, table int, texts ...string) {
	t.Helper()
	tok := link[strings.LastIndex(link, "/")+1:]
	s, done, err := (&env{files: testFiles, out: &bytes.Buffer{}, errw: &bytes.Buffer{}, now: time.Now}).open(file)
	require.NoError(t, err)
	defer done()
	for _, text := range texts {
		_, err := s.ReportResult(reportInput(table, tok, text))
		require.NoError(t, err)
	}
}

// reportInput is a phone report of table in round 1, with the token of its
// link, from 192.168.1.9.
func reportInput(table int, token, text string) tournament.ReportInput {
	return tournament.ReportInput{Round: 1, Table: table, Token: token, Text: text, Client: "192.168.1.9"}
}
