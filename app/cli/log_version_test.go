package cli

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/version"
)

// TestCLI_Issue31LogSaysWhichVersionMadeEachChange: an event made with one
// Taikai and changed with a newer one; `taikai log` says which made each
// change, in the table (English and Japanese) and in the CSV and JSON
// scripts read, and the exported event carries it.
func TestCLI_Issue31LogSaysWhichVersionMadeEachChange(t *testing.T) {
	defer func(v string) { version.Version = v }(version.Version)
	_, file := englishEvent(t, "ev.taikai")
	version.Version = "v0.3.0"
	mustRun(t, "new", file, "--name", "囲碁大会", "--game", "go")
	version.Version = "v0.4.0"
	mustRun(t, "players", "add", file, "--name", "佐藤 一郎", "--rank", "1d")

	code, out, _ := run(t, "log", file)
	require.Equal(t, ExitOK, code)
	assert.Regexp(t, `(?m)^seq\s+time\s+program\s+arbiter\s+what\s+detail$`, out)
	assert.Regexp(t, `(?m)^1\s+\S+ \S+\s+v0\.3\.0\s+.*creation of the event`, out)
	assert.Regexp(t, `(?m)^2\s+\S+ \S+\s+v0\.4\.0\s+.*adding 佐藤 一郎`, out)

	japaneseEnv(t)
	out = mustRun(t, "log", file)
	assert.Regexp(t, `(?m)^番号\s+時刻\s+バージョン\s+審判`, out)
	assert.Regexp(t, `(?m)^2\s+\S+ \S+\s+v0\.4\.0\s+.*参加者の追加（佐藤 一郎）`, out)

	englishEnv(t)
	out = mustRun(t, "log", file, "--format", "csv")
	assert.Regexp(t, `(?m)^seq,time,arbiter,action,detail,what,text,program$`, out)
	assert.Regexp(t, `(?m)^1,.*,event\.create,.*,v0\.3\.0$`, out)
	assert.Regexp(t, `(?m)^2,.*,players\.add,.*,v0\.4\.0$`, out)

	out = mustRun(t, "log", file, "--format", "json")
	rows := readJSON[[]map[string]string](t, out)
	require.Len(t, rows, 2)
	assert.Equal(t, []string{"v0.3.0", "v0.4.0"}, []string{rows[0]["program"], rows[1]["program"]})

	out = mustRun(t, "export", file)
	assert.Len(t, regexp.MustCompile(`"program": "v0\.[34]\.0"`).FindAllString(out, -1), 2, "the export carries each entry's program")
}
