package sheets

import (
	"fmt"
	"testing"
	"time"

	"taikai/storage"
	"taikai/tournament"
)

// printTime is when the tests' sheets are printed, and their events'
// clock.
var printTime = time.Date(2026, 11, 21, 9, 30, 0, 0, time.UTC)

// atPrintTime is a service over a new store held in memory whose clock
// stands at printTime, with the options opts besides.
func atPrintTime(opts ...tournament.Option) *tournament.Service {
	clock := tournament.WithClock(func() time.Time { return printTime })
	return tournament.NewService(storage.NewMemory(), append([]tournament.Option{clock}, opts...)...)
}

// entrantsCSV is n participants of section sec, as a participants' CSV
// imports them: 佐藤 一郎, 鈴木 一郎 … (16 family names, then the same with
// 花子, 健太, さくら), ranked 1k to 9k in turn.
func entrantsCSV(n int, sec string) string {
	family := []string{"佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田", "山田", "佐々木", "松本", "井上", "木村"}
	csv := "氏名,段級位,部門\n"
	for i := range n {
		csv += fmt.Sprintf("%s %s,%dk,%s\n", family[i%len(family)], []string{"一郎", "花子", "健太", "さくら"}[i/len(family)], i%9+1, sec)
	}
	return csv
}

// layoutPDF renders the Go sheet key of s (no round, in Japanese) into
// path and returns its text as pdftotext -layout reads it.
func layoutPDF(t *testing.T, s *tournament.Service, key, path string) string {
	t.Helper()
	needTool(t, "pdftotext")
	return pdftotext(t, pdfFile(t, renderSheet(t, s, "go", key, 0, tournament.Japanese), path), "-layout")
}
