package cli

import (
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// `taikai serve` of an event of several sections serves every section's
// pages (under /s/KEY/) with no --section, and a phone report through a
// B級 table's link is stored for B級's table, found back by `card`-style
// venue numbers in `reports --section B`.
func TestCLI_Issue24ServeShowsEverySectionAndTakesTheirReports(t *testing.T) {
	englishEnv(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "fest.taikai")
	for _, c := range [][]string{
		{"new", file, "--name", "囲碁まつり"},
		{"section", "add", file, "A", "--name", "A級", "--game", "go", "--tables", "1-10", "--set", "phone_reports=on"},
		{"section", "add", file, "B", "--name", "B級", "--game", "go", "--tables", "21-30", "--set", "phone_reports=on"},
	} {
		code, _, errw := run(t, c...)
		require.Equal(t, ExitOK, code, "%v: %s", c, errw)
	}
	csvPath := filepath.Join(dir, "p.csv")
	require.NoError(t, os.WriteFile(csvPath, []byte("氏名,段級位,部門\n山田,3d,A\n鈴木,2d,A\n佐藤,1k,B\n田中,2k,B\n"), 0o600))
	code, _, errw := run(t, "players", "import", file, csvPath)
	require.Equal(t, ExitOK, code, errw)
	code, _, errw = run(t, "pair", file, "--all")
	require.Equal(t, ExitOK, code, errw)
	code, out, errw := run(t, "pairings", file, "--section", "B", "--format", "csv")
	require.Equal(t, ExitOK, code, errw)
	link := regexp.MustCompile(`/s/B/r/1/21/[a-z2-7]+`).FindString(out)
	require.NotEmpty(t, link, "B級's table 21 has its section's report link: %s", out)

	ctx, cancel := context.WithCancel(context.Background())
	old := serveContext
	serveContext = func() (context.Context, context.CancelFunc) { return ctx, cancel }
	defer func() { serveContext = old }()
	var sout, serr lockedBuffer
	exit := make(chan int, 1)
	go func() { exit <- Run(testFiles, []string{"serve", file, "--addr", "127.0.0.1:0"}, &sout, &serr) }()
	var site string
	require.Eventually(t, func() bool {
		site = strings.TrimSuffix(regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(sout.String()), "/")
		return site != ""
	}, 5*time.Second, 20*time.Millisecond, "serve runs with no --section: %s %s", sout.String(), serr.String())
	get := func(path string) string {
		resp, err := http.Get(site + path)
		require.NoError(t, err)
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		require.Equal(t, http.StatusOK, resp.StatusCode, path)
		return string(body)
	}
	home := get("/")
	assert.Contains(t, home, "A級")
	assert.Contains(t, home, "B級")
	assert.Contains(t, get("/s/B/"), "佐藤")
	resp, err := http.PostForm(site+link, map[string][]string{"result": {"B+R"}, "side": {"black"}})
	require.NoError(t, err)
	resp.Body.Close()
	cancel()
	select {
	case code := <-exit:
		assert.Equal(t, ExitOK, code, serr.String())
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
	code, list, errw := run(t, "reports", file, "--section", "B", "--format", "csv")
	require.Equal(t, ExitOK, code, errw)
	assert.Contains(t, list, ",21,", "the report is B級's, at venue table 21")
	code, list, _ = run(t, "reports", file, "--section", "A", "--format", "csv")
	require.Equal(t, ExitOK, code)
	assert.NotContains(t, list, ",21,")
}
