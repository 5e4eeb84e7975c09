package sheets

import (
	"bytes"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
)

// Issue 37 (seed 終局処理 四.10.B, 棋譜3点セット): the ruling record of a
// game whose proposals were counted on the board draws both proposals'
// boards with their counts, and says where they differ.
func TestSheets_Issue37RulingRecordDrawsBothProposals(t *testing.T) {
	s := tournament.NewService(storage.NewMemory(), tournament.WithClock(func() time.Time { return printTime }), tournament.WithArbiter("審判"))
	require.NoError(t, s.CreateDemoWith("go", 4))
	_, err := s.PairNextRound()
	require.NoError(t, err)
	read := func(name string) string {
		b, err := os.ReadFile("../../rules/igo/testdata/count/" + name + ".txt")
		require.NoError(t, err)
		return string(b)
	}
	_, err = s.ProposeCount(1, 1, "black", tournament.CountInput{Board: read("correct")}, "窓口")
	require.NoError(t, err)
	_, err = s.ProposeCount(1, 1, "white", tournament.CountInput{Board: read("dead-unmarked")}, "窓口")
	require.NoError(t, err)

	sh, ok := Lookup("go", "rulings")
	require.True(t, ok)
	var buf bytes.Buffer
	require.NoError(t, sh.Render(s, 1, Options{Lang: tournament.Japanese, Now: printTime}, &buf))
	got := text(t, buf.Bytes())
	assert.Contains(t, got, "1番卓：盤面で計算した終局案")
	assert.Contains(t, got, "黒の終局案")
	assert.Contains(t, got, "白の終局案")
	assert.Contains(t, got, "黒：地 36 ＋ アゲハマ 1 ＝ 37目")
	assert.Contains(t, got, "黒：地 0 ＋ アゲハマ 0 ＝ 0目")
	assert.Contains(t, got, "C7 の石団：黒の終局案は死に石、白の終局案は活き石")
	// The boards' coordinates are drawn: two boards of 9 columns.
	assert.GreaterOrEqual(t, bytes.Count([]byte(got), []byte("J\n")), 2)
}
