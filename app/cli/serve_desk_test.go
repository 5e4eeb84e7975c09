package cli

import (
	"html"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// twoSections is an event of two Go sections (A: tables 1-10, B: 21-30),
// round 1 paired in both.
func twoSections(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	file := filepath.Join(dir, "fest.taikai")
	runOK(t, [][]string{
		{"new", file, "--name", "囲碁まつり"},
		{"section", "add", file, "A", "--name", "A級", "--game", "go", "--tables", "1-10", "--set", "phone_reports=on"},
		{"section", "add", file, "B", "--name", "B級", "--game", "go", "--tables", "21-30", "--set", "phone_reports=on"},
	}...)
	csvPath := filepath.Join(dir, "p.csv")
	require.NoError(t, os.WriteFile(csvPath, []byte("氏名,段級位,部門\n山田,3d,A\n鈴木,2d,A\n佐藤,1k,B\n田中,2k,B\n"), 0o600))
	mustRun(t, "players", "import", file, csvPath)
	mustRun(t, "pair", file, "--all")
	return file
}

func TestCLI_Issue28_SectionWithoutDeskIsRefused(t *testing.T) {
	englishEnv(t)
	file := twoSections(t)
	runFails(t, ExitUsage, "--desk", "serve", file, "--section", "A")
	code, _, errw := run(t, "serve", file, "--desk", "--section", "Z", "--addr", "127.0.0.1:0")
	assert.Equal(t, ExitRefused, code, errw)
}

// `taikai serve --desk --section B` prints the desk's address and PIN; a
// browser opens the desk with it and records a B級 result, logged under
// the desk's name; an A級 table is refused.
func TestCLI_Issue28_ServeDeskPrintsThePINAndTheDeskRecordsItsSection(t *testing.T) {
	englishEnv(t)
	file := twoSections(t)
	sv := startServe(t, file, "--desk", "--section", "B")
	m := sv.printed(t, `desk: (http://127\.0\.0\.1:\d+/desk)  PIN (\d{8})  \(section B only`, "")
	deskURL, pin := m[1], m[2]
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar}
	csrfRE := regexp.MustCompile(`name="csrf" value="([0-9a-f]+)"`)
	page := func(resp *http.Response, err error) string {
		require.NoError(t, err)
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return string(b)
	}
	login := page(c.Get(deskURL))
	csrf := csrfRE.FindStringSubmatch(login)[1]
	home := page(c.PostForm(deskURL+"/login", url.Values{"csrf": {csrf}, "pin": {pin}, "name": {"受付デスク2"}}))
	require.Contains(t, home, "結果の入力", home)
	csrf = csrfRE.FindStringSubmatch(home)[1]
	refused := page(c.PostForm(deskURL+"/result", url.Values{"csrf": {csrf}, "table": {"1"}, "result": {"B+R"}, "step": {"preview"}}))
	assert.Contains(t, refused, "このデスクではその部門は変更できません")
	confirm := page(c.PostForm(deskURL+"/result", url.Values{"csrf": {csrf}, "table": {"21"}, "result": {"B+R"}, "step": {"preview"}}))
	fields := url.Values{}
	for _, f := range regexp.MustCompile(`<input type="hidden" name="(\w+)" value="([^"]*)">`).FindAllStringSubmatch(confirm, -1) {
		fields.Add(f[1], html.UnescapeString(f[2]))
	}
	require.Equal(t, "record", fields.Get("step"), confirm)
	done := page(c.PostForm(deskURL+"/result", fields))
	assert.Contains(t, done, "を記録しました")
	sv.stop(t)
	code, log, errw := run(t, "log", file, "--format", "csv")
	require.Equal(t, ExitOK, code, errw)
	var line string
	for _, l := range strings.Split(log, "\n") {
		if strings.Contains(l, "受付デスク2") {
			line = l
		}
	}
	assert.Contains(t, line, "result", log)
	assert.Contains(t, sv.errw.String(), `desk "受付デスク2" recorded round 1 table 21`)
}
