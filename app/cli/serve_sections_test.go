package cli

import (
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// `taikai serve` of an event of several sections serves every section's
// pages (under /s/KEY/) with no --section, and a phone report through a
// B級 table's link is stored for B級's table, found back by `card`-style
// venue numbers in `reports --section B`.
func TestCLI_Issue24ServeShowsEverySectionAndTakesTheirReports(t *testing.T) {
	englishEnv(t)
	file := twoSections(t)
	out := mustRun(t, "pairings", file, "--section", "B", "--format", "csv")
	link := regexp.MustCompile(`/s/B/r/1/21/[a-z2-7]+`).FindString(out)
	require.NotEmpty(t, link, "B級's table 21 has its section's report link: %s", out)

	sv := startServe(t, file)
	site := strings.TrimSuffix(sv.printed(t, `http://127\.0\.0\.1:\d+/`, "serve runs with no --section: ")[0], "/")
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
	sv.stop(t)
	list := mustRun(t, "reports", file, "--section", "B", "--format", "csv")
	assert.Contains(t, list, ",21,", "the report is B級's, at venue table 21")
	code, list, _ := run(t, "reports", file, "--section", "A", "--format", "csv")
	require.Equal(t, ExitOK, code)
	assert.NotContains(t, list, ",21,")
}
