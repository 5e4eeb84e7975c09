package tournament_test

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	othellogame "taikai/tournament/othello"
)

// Issue 23: a CSV with CR-only line endings (old Mac Excel's "CSV
// (Macintosh)") was read as a header without participants.
func TestImport_Issue23CROnlyLineEndsAreReadAsLines(t *testing.T) {
	text := "氏名,ふりがな,段級位,所属\r山田 太郎,やまだ たろう,3d,東京都\r佐藤 花子,さとう はなこ,1k,\"大阪府, 堺市\"\r鈴木 一郎,,,\r"
	for name, data := range map[string][]byte{
		"UTF-8":      []byte(text),
		"UTF-8 BOM":  append([]byte("\xef\xbb\xbf"), text...),
		"Shift_JIS":  shiftJIS(t, text),
		"UTF-16LE":   utf16Bytes(text, binary.LittleEndian, true),
		"no last CR": []byte(strings.TrimSuffix(text, "\r")),
	} {
		t.Run(name, func(t *testing.T) {
			s := newService(t)
			rep, err := s.ImportParticipants(data)
			require.NoError(t, err)
			assert.Len(t, rep.Added, 3)
			ps, _ := s.Participants()
			require.Len(t, ps, 3)
			assert.Equal(t, "山田 太郎", ps[0].Name)
			assert.Equal(t, "やまだ たろう", ps[0].Reading)
			assert.Equal(t, "大阪府, 堺市", ps[1].Club, "a quoted cell stays one cell")
			assert.Equal(t, "鈴木 一郎", ps[2].Name)
		})
	}
}

func TestDecodeCSVText_Issue23OnlyLoneCRFilesChange(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"a,b\rc,d\r", "a,b\nc,d\n"},
		{"a,b\r\nc,\"x\ry\"\r\n", "a,b\r\nc,\"x\ry\"\r\n"}, // CRLF: a CR in a cell is kept
		{"a,b\nc,\"x\ry\"\n", "a,b\nc,\"x\ry\"\n"},         // LF: likewise
		{"a,b", "a,b"},
	} {
		got, _, err := tournament.DecodeCSVText([]byte(tc.in))
		require.NoError(t, err)
		assert.Equal(t, tc.want, got, "%q", tc.in)
	}
	// A problem is reported on its own line, counted by CRs.
	_, _, err := tournament.DecodeCSVText([]byte("氏名\r山田\r\x00"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "line 3")
}

func TestImportGames_Issue23CROnlyLineEndsAreReadAsLines(t *testing.T) {
	s := demo(t, 4)
	ps, _ := s.Participants()
	csv := "round,table,black,white,black_discs,white_discs,outcome\r" +
		fmt.Sprintf("1,1,%s,%s,40,24,\r1,2,%s,%s,33,31,\r", ps[0].Name, ps[1].Name, ps[2].Name, ps[3].Name)
	n, err := othellogame.Of(s).ImportGames([]byte(csv))
	require.NoError(t, err)
	assert.Equal(t, 2, n)
	r, _ := s.Round(1)
	assert.Equal(t, "40-24", r.Games[0].Result.Text)
}
