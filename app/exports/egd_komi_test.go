package exports

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"taikai/tournament/igo"
)

// Issue 38: a handicap game keeps its komi in the EGD file. Round 1 by
// rank (the top half against the bottom half), checked by hand against the
// seed's table: Aoki 3d+ – Endo 3d half a rank, no stones, the weaker
// gives 0.5; Baba 3d – Goto 3d even, 6.5; Chiba 3d – Fujii 1k three ranks,
// 3 stones, White gives 5.5; Doi 3d – Hara 3k five ranks, 5 stones, White
// gives 5.5. The KM header is the even games' 6.5 (not the 0.5 of the
// first game without stones), and the other komi are said under it.
func TestEGD_Issue38HandicapGamesKeepTheirKomi(t *testing.T) {
	players := "name,rank\nAoki Akira,3d+\nBaba Ben,3d\nChiba Chie,3d\nDoi Dan,3d\nEndo Emi,3d\nFujii Fumi,1k\nGoto Gen,3d\nHara Hana,3k\n"
	s := newSection(t, igo.Kind, players, map[string]string{"rounds": "1", "round1": "rank", igo.SettingEGDCountry: "JP"})
	playGo(t, s, [][]string{{"B+0.5", "W+R", "B+R", "W+R"}})
	got := written(t, writeEGD, s)
	head := strings.SplitAfter(got, "; TM[")[0]
	require.Equal(t, `; CL[C]
; EV[市民大会]
; PC[jp,]
; DT[2026-11-22,2026-11-22]
; HA[h0]
; KM[6.5]
; handicap games: komi 0.5 (1 game)
; handicap games: komi -5.5, reverse komi: White gives 5.5 (2 games)
; TM[`, head)
	require.Contains(t, got, "/b3", "the stones stay on the result entry")
	require.Contains(t, got, "/w5")
}

// Issue 38: the KM line is always written, the even games' komi, also
// when no game of the section was even; and an even section has no
// handicap line.
func TestEGD_Issue38KMLineAlwaysAndNoHandicapLineForEvenGames(t *testing.T) {
	s := newSection(t, igo.Kind, "name,rank\nAoki Akira,3d\nBaba Ben,1k\n", map[string]string{"rounds": "1", "handicap": "false", igo.SettingEGDCountry: "JP"})
	playGo(t, s, [][]string{{"W+R"}})
	got := written(t, writeEGD, s)
	require.Contains(t, got, "; HA[h9]\n; KM[6.5]\n; TM[")
	require.NotContains(t, got, "handicap games")
}
