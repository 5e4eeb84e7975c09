package cli

import (
	"encoding/csv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// readCSV reads the CSV output text, header first, required to be CSV.
func readCSV(t *testing.T, text string) [][]string {
	t.Helper()
	rows, err := csv.NewReader(strings.NewReader(text)).ReadAll()
	require.NoError(t, err, text)
	return rows
}

// csvRows reads CSV output as rows by header name.
func csvRows(t *testing.T, out string) []map[string]string {
	t.Helper()
	recs := readCSV(t, out)
	var rows []map[string]string
	for _, r := range recs[1:] {
		m := map[string]string{}
		for i, h := range recs[0] {
			m[h] = r[i]
		}
		rows = append(rows, m)
	}
	return rows
}
