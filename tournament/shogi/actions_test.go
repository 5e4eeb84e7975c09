package shogi_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/shogi"
)

// Issue 30, a new game touches no shared file: a recorded 振り駒 reads in
// the audit log (and the undo menu) in the person's language, described by
// shogi's own file, not 操作「shogi.furigoma」.
func TestShogi_Issue30FurigomaReadsInTheAuditLog(t *testing.T) {
	s := shogiEvent(t, nil, "5d", "1k")
	_, err := s.PairNextRound()
	require.NoError(t, err)
	_, err = shogi.Of(s).RecordFurigoma(1, 1, 2)
	require.NoError(t, err)

	log, err := s.AuditLog()
	require.NoError(t, err)
	last := log[len(log)-1]
	require.Equal(t, "shogi.furigoma", last.Action)
	names := map[int]string{1: "棋士A", 2: "棋士B"}
	what, detail := tournament.AuditText(last, names, tournament.Japanese)
	assert.Equal(t, "振り駒（1回戦 1番卓）", what)
	assert.Contains(t, detail, "1 回戦 1 番卓：振り駒（")
	what, _ = tournament.AuditText(last, names, tournament.English)
	assert.Equal(t, "furigoma (振り駒) (round 1, table 1)", what)

	undo, ok := s.CanUndo()
	require.True(t, ok)
	assert.Equal(t, "振り駒（1回戦 1番卓）", undo.Ja, "the Edit menu's 元に戻す names it too")
}
