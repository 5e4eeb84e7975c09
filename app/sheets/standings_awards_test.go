package sheets

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// Issue 38: 賞状 and the award list for every game, not only Othello's
// certification: a shogi event's winner, runner-up and 3rd each get a
// certificate page with 賞状, the award, the name with 殿 and the event;
// before any result both sheets say why there is nothing to print.
func TestAwards_Issue38CertificatesAndListForEveryGame(t *testing.T) {
	for _, g := range []tournament.GameKind{"shogi", "go", "pairgo"} {
		s := atPrintTime()
		require.NoError(t, s.CreateDemo(g))
		for _, key := range []string{"awards", "certificates"} {
			sh, ok := Lookup(g, key)
			require.True(t, ok, "%s has %s", g, key)
			err := sh.Render(s, 0, Options{Lang: tournament.Japanese, Now: printTime}, &bytes.Buffer{})
			require.Error(t, err, "%s before any round", key)
			assert.Contains(t, tournament.Localize(err, tournament.Japanese), "まだ対局がありません")
		}
		require.NoError(t, tournament.PlayDemo(s, 2))
		aw, err := s.Awards(3)
		require.NoError(t, err)
		require.NotEmpty(t, aw)
		names, err := s.Names()
		require.NoError(t, err)

		out := strings.ReplaceAll(text(t, renderSheet(t, s, g, "certificates", 0, tournament.Japanese)), "　", " ") // pdftotext reads 　 as a space
		assert.Equal(t, len(aw), strings.Count(out, "賞 状"), "%s: a page an award", g)
		assert.Contains(t, out, "優勝")
		assert.Contains(t, out, names[aw[0].ID]+" 殿")
		assert.Contains(t, out, "成績を収められました")

		out = text(t, renderSheet(t, s, g, "awards", 0, tournament.Japanese))
		assert.Contains(t, out, "表彰一覧")
		assert.Contains(t, out, names[aw[0].ID])
	}
}

// Issue 38: a crosstable for every game played in paired rounds (Othello
// keeps its own, with the discs): each cell the opponent's place, the
// side in the game's words and ○×△.
func TestCrosstable_Issue38EveryGame(t *testing.T) {
	for _, g := range []tournament.GameKind{"go", "shogi", "pairgo"} {
		s := atPrintTime()
		require.NoError(t, s.CreateDemo(g))
		require.NoError(t, tournament.PlayDemo(s, 2))
		sh, ok := Lookup(g, "crosstable")
		require.True(t, ok, "%s has a crosstable", g)
		var buf bytes.Buffer
		require.NoError(t, sh.Render(s, 0, Options{Lang: tournament.Japanese, Now: printTime}, &buf))
		out := text(t, buf.Bytes())
		assert.Contains(t, out, "クロス表（第2回戦終了時）", g)
		assert.Contains(t, out, "○", g)
		if g == "shogi" {
			assert.Contains(t, out, "先○")
		}
	}
	n := 0
	for _, sh := range For("othello") {
		if sh.Key == "crosstable" {
			n++
			assert.NotNil(t, sh.Games, "Othello's own, with the discs")
		}
	}
	assert.Equal(t, 1, n)
}
