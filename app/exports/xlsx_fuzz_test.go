package exports

import (
	"bytes"
	"testing"

	"github.com/xuri/excelize/v2"
)

// FuzzXLSXImport: whatever the bytes of a participants file, the import
// answers (participants or a message) and never panics.
func FuzzXLSXImport(f *testing.F) {
	x := excelize.NewFile()
	_ = x.SetSheetRow("Sheet1", "A1", &[]any{"氏名", "段級位", "生年月日"})
	_ = x.SetSheetRow("Sheet1", "A2", &[]any{"青木 一郎", "5d", 40000})
	var buf bytes.Buffer
	_ = x.Write(&buf)
	x.Close()
	f.Add(buf.Bytes())
	f.Add([]byte("PK\x03\x04"))
	f.Add([]byte{0xd0, 0xcf, 0x11, 0xe0})
	f.Add([]byte("name\n青木 一郎\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s := emptyEvent(t)
		_, _ = ImportParticipants(s, data)
	})
}
