package cli

import (
	"bytes"
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every number typed on the command line is bounded: a huge or negative
// value is refused with the range, never wrapped into a wrong value.
func TestCLI_NumbersAreBounded(t *testing.T) {
	dir, file := englishEvent(t, "ev.taikai")
	mustRun(t, "demo", file, "--players", "4")
	mustRun(t, "pair", file)
	huge := []string{"9223372036854775807", "99999999999999999999", "-1", "0", "-9223372036854775808", "1e3", "abc", ""}
	for _, v := range huge {
		for _, tc := range []struct {
			args []string
			want string
		}{
			{[]string{"result", file, v, "1", "40-24"}, "ROUND must be a number from 1 to 999"},
			{[]string{"result", file, "1", v, "40-24"}, "TABLE must be a number from 1 to 9999"},
			{[]string{"pairings", file, "--round", v}, "--round must be a number from 1 to 999"},
			{[]string{"pairings", file, "--round=" + v}, "--round must be a number from 1 to 999"},
			{[]string{"standings", file, "--round", v}, "--round must be a number from 1 to 999"},
			{[]string{"players", "withdraw", file, "1", "--from-round", v}, "--from-round must be a number from 1 to 999"},
			{[]string{"players", "absent", file, "1", "--round", v}, "--round must be a number from 1 to 999"},
			{[]string{"print", file, "players", "--round", v, "--out", filepath.Join(dir, "x.pdf")}, "--round must be a number from 1 to 999"},
			{[]string{"demo", filepath.Join(dir, "d.taikai"), "--players", v}, "--players must be a number from 2 to 2000"},
			{[]string{"yonin", "seat", file, "予選", "--tables", v}, "--tables must be a number from 1 to 9999"},
		} {
			code, _, errs := run(t, tc.args...)
			assert.Equal(t, ExitUsage, code, "%v", tc.args)
			assert.Contains(t, errs, tc.want, "%v", tc.args)
		}
	}
	_, err := os.Stat(filepath.Join(dir, "d.taikai"))
	assert.True(t, os.IsNotExist(err), "no demo file was made")

	// Full-width digits are numbers too.
	out := mustRun(t, "pairings", file, "--round", "１", "--format", "csv")
	assert.True(t, strings.HasPrefix(out, "round,table,black,white"))
	out = mustRun(t, "result", file, "１", "１", "40-24")
	assert.Contains(t, out, "round 1 table 1: 40-24")

	t.Setenv("LANG", "ja_JP.UTF-8")
	runFails(t, ExitUsage, "ROUND（回戦）は 1〜999 の数で指定してください", "result", file, "99999999999999999999", "1", "40-24")
	runFails(t, ExitUsage, "--round は 1〜999 の数で指定してください", "pairings", file, "--round", "-5")
}

func TestTableWrite_CSVNeutralisesFormulas(t *testing.T) {
	tb := table{header: []string{"name", "club"}, rows: [][]string{
		{"=HYPERLINK(\"http://evil\",\"x\")", "@SUM(1+1)"},
		{"+81 3", "-1+1"},
		{"\tx", "\rx"},
		{"＝1+1", "＠A1"},
		{"-6", "-5.5"},
		{"+3", "4"},
		{"山田 太郎", ""},
		{"-", "O'Brien"},
		{"=", "@"},
	}}
	var b bytes.Buffer
	require.NoError(t, tb.write(&b, "csv"))
	recs, err := csv.NewReader(&b).ReadAll()
	require.NoError(t, err)
	assert.Equal(t, [][]string{
		{"name", "club"},
		{"'=HYPERLINK(\"http://evil\",\"x\")", "'@SUM(1+1)"},
		{"'+81 3", "'-1+1"},
		{"'\tx", "'\rx"},
		{"'＝1+1", "'＠A1"},
		{"-6", "-5.5"},
		{"+3", "4"},
		{"山田 太郎", ""},
		{"-", "O'Brien"},
		{"'=", "'@"},
	}, recs)

	// JSON and the terminal table keep the text as it is.
	b.Reset()
	require.NoError(t, tb.write(&b, "json"))
	assert.Contains(t, b.String(), `"name": "=HYPERLINK(\"http://evil\",\"x\")"`)
}

// players list --format csv of a formula name: quoted for Excel, and the
// list imports back into another event with the name as it was.
func TestCLI_PlayersListCSVFormulaRoundTrip(t *testing.T) {
	dir, file := englishEvent(t, "ev.taikai")
	mustRun(t, "new", file, "--game", "othello", "--name", "テスト")
	mustRun(t, "players", "add", file, "--name", `=HYPERLINK("http://evil","x")`, "--club", "@SUM(1+1)")
	code, out, _ := run(t, "players", "list", file, "--format", "csv")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, `1,"'=HYPERLINK(""http://evil"",""x"")",,,,,'@SUM(1+1),,,present`)

	csvPath := filepath.Join(dir, "list.csv")
	require.NoError(t, os.WriteFile(csvPath, []byte(out), 0o644))
	file2 := filepath.Join(dir, "ev2.taikai")
	run(t, "new", file2, "--game", "othello", "--name", "テスト2")
	mustRun(t, "players", "import", file2, csvPath)
	_, out, _ = run(t, "players", "list", file2, "--format", "json")
	assert.Contains(t, out, `"name": "=HYPERLINK(\"http://evil\",\"x\")"`)
	assert.Contains(t, out, `"club": "@SUM(1+1)"`)
}
