package exports

import (
	"context"
	"encoding/csv"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// sofficeCSV converts every sheet of workbook path to CSV with LibreOffice
// headless (the CSV filter's 12th option, -1: each sheet to
// NAME-SHEET.csv, LibreOffice 7.2 and later) and returns the sheets read.
func sofficeCSV(t *testing.T, path string) map[string][][]string {
	t.Helper()
	soffice, err := exec.LookPath("soffice")
	if err != nil {
		t.Skip("LibreOffice (soffice) is not installed: the workbook is not opened by another program here")
	}
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, soffice, "-env:UserInstallation=file://"+filepath.Join(dir, "profile"), "--headless",
		"--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1", "--outdir", dir, path)
	// In the C locale LibreOffice writes the sheets' Japanese names in
	// the files' names as ???.
	cmd.Env = append(os.Environ(), "LC_ALL=C.UTF-8")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	base := filepath.Base(path[:len(path)-len(filepath.Ext(path))])
	sheets := map[string][][]string{}
	for _, name := range []string{SheetParticipants, SheetPairings, SheetStandings, SheetCrosstable} {
		f, err := os.Open(filepath.Join(dir, base+"-"+name+".csv"))
		if err != nil {
			continue // a LibreOffice before 7.2 writes the first sheet only (below)
		}
		rows, err := csv.NewReader(f).ReadAll()
		f.Close()
		require.NoError(t, err)
		sheets[name] = rows
	}
	if len(sheets) == 0 {
		f, err := os.Open(filepath.Join(dir, base+".csv"))
		require.NoError(t, err, "soffice wrote no CSV: %s", out)
		defer f.Close()
		rows, err := csv.NewReader(f).ReadAll()
		require.NoError(t, err)
		t.Log("this LibreOffice converts the first sheet only: 参加者 is compared")
		sheets[SheetParticipants] = rows
	}
	return sheets
}

// sameCell compares a cell as Taikai wrote it with LibreOffice's reading:
// the same text, or the same number (LibreOffice may write 2.5 as 2.50
// in another locale's settings).
func sameCell(want, got string) bool {
	if want == got {
		return true
	}
	a, errA := strconv.ParseFloat(want, 64)
	b, errB := strconv.ParseFloat(got, 64)
	return errA == nil && errB == nil && a == b
}

// LibreOffice opens the exported workbook and reads in every cell of
// every sheet what Taikai wrote (issue 29's acceptance).
func TestXLSX_Issue29LibreOfficeReadsTheSameCells(t *testing.T) {
	for _, g := range []string{"go", "othello"} {
		t.Run(g, func(t *testing.T) {
			s := demo(t, tournament.GameKind(g), 3)
			x, data := workbook(t, s)
			path := filepath.Join(t.TempDir(), g+".xlsx")
			require.NoError(t, os.WriteFile(path, data, 0o644))
			read := sofficeCSV(t, path)
			t.Logf("LibreOffice read %d sheet(s)", len(read))
			for name, got := range read {
				want := rows(t, x, name)
				require.Len(t, got, len(want), name)
				for r := range want {
					for c := range want[r] {
						cell := ""
						if c < len(got[r]) {
							cell = got[r][c]
						}
						assert.True(t, sameCell(want[r][c], cell), "%s row %d column %d: Taikai wrote %q, LibreOffice read %q", name, r+1, c+1, want[r][c], cell)
					}
				}
			}
		})
	}
}
