package exports

import (
	"io"
	"testing"

	"taikai/storage"
	"taikai/tournament"
)

// BenchmarkXlsxExport_Issue40Othello1024 writes the workbook of an Othello
// section of 1,024 players after three rounds (issue 40: the export that
// grew fastest with the event; its sheets are streamed).
//
//	go test ./app/exports -run XXX -bench XlsxExport -benchtime 10x -benchmem
func BenchmarkXlsxExport_Issue40Othello1024(b *testing.B) {
	s := tournament.NewService(storage.NewMemory())
	if err := s.CreateDemoWith("othello", 1024); err != nil {
		b.Fatal(err)
	}
	if err := tournament.PlayDemo(s, 3); err != nil {
		b.Fatal(err)
	}
	f, err := Lookup("othello", "xlsx")
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		if err := f.Write(s, io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}
