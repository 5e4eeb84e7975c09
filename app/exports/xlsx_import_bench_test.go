package exports

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"taikai/storage"
	"taikai/tournament"
)

// largeSheet writes, with excelize's StreamWriter, a workbook whose first
// sheet has a header and rows participants (name, reading, rank, a birth
// date cell, gender, club, rating, memo, e-mail, phone), and returns its bytes. 30,000
// rows make a file of about 2.6 MB, the size of the sheet measured in
// issue 38 (9.5 s and 446 MB to be refused).
func largeSheet(tb testing.TB, rows int) []byte {
	tb.Helper()
	f := excelize.NewFile()
	defer f.Close()
	date, err := f.NewStyle(&excelize.Style{NumFmt: 14})
	if err != nil {
		tb.Fatal(err)
	}
	sw, err := f.NewStreamWriter("Sheet1")
	if err != nil {
		tb.Fatal(err)
	}
	header := []any{"氏名", "ふりがな", "段級位", "生年月日", "性別", "所属", "レーティング", "memo", "email", "電話"}
	if err := sw.SetRow("A1", header); err != nil {
		tb.Fatal(err)
	}
	ranks := []string{"5d", "3d", "初段", "1k", "5級", "10k"}
	clubs := []string{"東京都", "大阪府", "北海道", "福岡県", "愛知県"}
	born := time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)
	// Names and notes from a fixed random sequence, so that the file does
	// not compress better than a real list.
	rnd := rand.New(rand.NewPCG(38, 29))
	family := []rune("青木石井上田江藤小野加藤木村佐藤鈴木高橋田中渡辺伊藤山本中村小林吉田山田松本井上")
	kana := []rune("あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわん")
	pick := func(rs []rune, n int) string {
		out := make([]rune, n)
		for k := range out {
			out[k] = rs[rnd.IntN(len(rs))]
		}
		return string(out)
	}
	for i := range rows {
		cell, _ := excelize.CoordinatesToCellName(1, i+2)
		row := []any{fmt.Sprintf("%s %s%d", pick(family, 2), pick(family, 2), i+1), pick(kana, 4) + " " + pick(kana, 5), ranks[i%len(ranks)],
			excelize.Cell{StyleID: date, Value: born.AddDate(0, 0, rnd.IntN(5000))}, []string{"男", "女"}[i%2],
			clubs[i%len(clubs)], 1000 + rnd.IntN(1500), "受付 " + pick(kana, 6), fmt.Sprintf("p%08x@example.jp", rnd.Uint32()),
			fmt.Sprintf("090-%04d-%04d", rnd.IntN(10000), rnd.IntN(10000))}
		if err := sw.SetRow(cell, row); err != nil {
			tb.Fatal(err)
		}
	}
	if err := sw.Flush(); err != nil {
		tb.Fatal(err)
	}
	path := filepath.Join(tb.TempDir(), "large.xlsx")
	if err := f.SaveAs(path); err != nil {
		tb.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

// benchImport imports data into a new event b.N times; want says whether
// the import is to succeed.
func benchImport(b *testing.B, data []byte, want bool) {
	b.ReportAllocs()
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for range b.N {
		b.StopTimer()
		s := atExportTime()
		if err := s.CreateDemoEvent("go", "取り込み"); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		_, err := ImportParticipants(s, data)
		if (err == nil) != want {
			b.Fatalf("import: %v", err)
		}
	}
}

// BenchmarkXlsxImport_Issue38OverTheLimit: a 2.6 MB sheet of 30,000 rows
// is refused (more than 5,000 participants).
func BenchmarkXlsxImport_Issue38OverTheLimit(b *testing.B) {
	data := largeSheet(b, 30000)
	b.Logf("sheet of 30,000 rows: %.1f MB", float64(len(data))/(1<<20))
	benchImport(b, data, false)
}

// BenchmarkXlsxImport_Issue38AtTheLimit: a sheet of 5,000 participants
// imports.
func BenchmarkXlsxImport_Issue38AtTheLimit(b *testing.B) {
	benchImport(b, largeSheet(b, 5000), true)
}

// Issue 38: a sheet of more rows than an event has participants is
// refused from its rows' count, streamed, before it is read whole;
// nothing imported.
func TestXLSXImport_Issue38OverTheLimitRefusedFromTheCount(t *testing.T) {
	data := largeSheet(t, tournament.MaxParticipants+1)
	s := tournament.NewService(storage.NewMemory())
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: "go", Name: "大会"}, nil, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Create(ev); err != nil {
		t.Fatal(err)
	}
	_, err = ImportParticipants(s, data)
	if err == nil || !strings.Contains(tournament.Localize(err, tournament.Japanese), "1つの大会の参加者は 5000 人まで") {
		t.Fatalf("not refused by the limit: %v", err)
	}
	if ps, _ := s.Participants(); len(ps) != 0 {
		t.Fatalf("%d imported", len(ps))
	}
}
