package igo

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// countRows counts a position written row by row (top first) under komi.
func countRows(t *testing.T, komi Komi, rows ...string) Count {
	t.Helper()
	p, err := ParsePosition(strings.Join(rows, "\n"))
	require.NoError(t, err)
	c, err := CountPosition(p, komi)
	require.NoError(t, err)
	return c
}

// at reads the mark of a point written as GTP writes it.
func at(t *testing.T, c Count, gtp string) Mark {
	t.Helper()
	p, err := ParsePoint(gtp, c.Position.Board.Size)
	require.NoError(t, err)
	return c.At(p)
}

// A 9路 board split by Black's wall on column E and White's on F; left of it
// Black's, right of it White's; F5 filled.
var splitBoard = []string{
	"....XO...",
	"....XO...",
	"....XO...",
	"....XO...",
	"....XXO..",
	"....XO...",
	"....XO...",
	"....XO...",
	"....XO...",
}

func TestCount_JapaneseRules8_RegionBorderedByOneColourIsItsTerritory(t *testing.T) {
	c := countRows(t, 0, splitBoard...)
	assert.Equal(t, [2]int{36, 26}, c.Territory, "A–D is Black's 地 (36), G–J less G5 White's (26)")
	assert.Equal(t, MarkBlackTerritory, at(t, c, "A1"))
	assert.Equal(t, MarkWhiteTerritory, at(t, c, "J9"))
	assert.Equal(t, MarkLive, at(t, c, "E5"))
	assert.Zero(t, c.Dame)
	assert.Equal(t, [2]int{0, 0}, c.Seki)
}

func TestCount_JapaneseRules8_RegionBorderedByBothColoursIsDame(t *testing.T) {
	rows := append([]string(nil), splitBoard...)
	rows[4] = "....X.O.." // F5 open between E5 and F4/F6/G5
	c := countRows(t, 0, rows...)
	assert.Equal(t, MarkDame, at(t, c, "F5"))
	assert.Equal(t, 1, c.Dame)
}

func TestCount_JapaneseRules8_LiveChainWithADameLibertyIsSeki(t *testing.T) {
	rows := append([]string(nil), splitBoard...)
	rows[4] = "....X.O.."
	c := countRows(t, 0, rows...)
	for _, p := range []string{"E1", "E9", "F9", "F1", "G5"} {
		assert.Equal(t, MarkSeki, at(t, c, p), p)
	}
	assert.Equal(t, [2]int{9, 9}, c.Seki)
}

func TestCount_JapaneseRules8_AnEyeTouchingASekiStoneIsNoTerritory(t *testing.T) {
	// Seed 「駄目詰めを忘れた計算結果」: the open dame F5 makes every chain
	// touching it a セキ石, and their eyes are no 地.
	rows := append([]string(nil), splitBoard...)
	rows[4] = "....X.O.."
	c := countRows(t, 0, rows...)
	assert.Equal(t, [2]int{0, 0}, c.Territory)
	assert.Equal(t, MarkSekiEye, at(t, c, "A1"))
	assert.Equal(t, MarkSekiEye, at(t, c, "J9"))
	assert.Equal(t, 9*9-18-1, c.SekiEyes, "every empty point but the dame (18 stones)")
}

func TestCount_SekiOnlyCostsTheTerritoryOfTheChainsTouchingTheDame(t *testing.T) {
	// In the top-left corner Black's A9–B8 and White's C9–C8 share the
	// dame B9; the walls round them do not touch it.
	c := countRows(t, 0,
		"X.OX.....",
		"XXOX.....",
		"OOXX.....",
		"OOOXXXXXX",
		"OOOOOOOOO",
		".........",
		".........",
		".........",
		".........",
	)
	assert.Equal(t, MarkDame, at(t, c, "B9"))
	assert.Equal(t, MarkSeki, at(t, c, "A9"), "Black's chain A9 touches the dame")
	assert.Equal(t, MarkSeki, at(t, c, "C9"), "White's chain C9 touches the dame")
	assert.Equal(t, MarkLive, at(t, c, "D9"), "Black's wall does not touch it")
	assert.Equal(t, MarkLive, at(t, c, "A7"), "nor White's")
	assert.Equal(t, [2]int{15, 36}, c.Territory, "both sides keep their 地 away from the seki")
	assert.Equal(t, [2]int{3, 2}, c.Seki)
}

func TestCount_JapaneseRules10_DeadStonesInTerritoryAreTakenUpAsPrisoners(t *testing.T) {
	rows := append([]string(nil), splitBoard...)
	rows[2] = "..o.XO..." // a dead white stone in Black's 地
	rows[5] = "....XO.x." // a dead black stone in White's 地
	c := countRows(t, 0, rows...)
	assert.Equal(t, MarkDeadTaken, at(t, c, "C7"))
	assert.Equal(t, MarkDeadTaken, at(t, c, "H4"))
	assert.Equal(t, [2]int{1, 1}, c.Taken)
	assert.Equal(t, [2]int{36, 26}, c.Territory, "the points of the dead stones count as 地")
	assert.Equal(t, [2]int{1, 1}, c.Prisoners)
	assert.Equal(t, [2]int{37, 27}, c.Score)
}

func TestCount_Seed2_2Ac_DeadStonesInASekisEyeStayAndCountForNobody(t *testing.T) {
	// Seed 二.2.A.c: 死に石（相手方のセキの中）×印の石で相手方のハマ数に非加算.
	// Black's A9 group has the eye A9 with a dead white stone B9... and shares
	// the dame D9–D7 with White.
	c := countRows(t, 0,
		".oX.O....",
		"XXX.O....",
		"XXX.O....",
		"XXXXO....",
		"XXXXO....",
		"XXXXO....",
		"XXXXO....",
		"XXXXO....",
		"XXXXO....",
	)
	assert.Equal(t, MarkDeadLeft, at(t, c, "B9"), "× stays on the board")
	assert.Equal(t, MarkSekiEye, at(t, c, "A9"))
	assert.Equal(t, MarkSeki, at(t, c, "C9"))
	assert.Equal(t, [2]int{0, 0}, c.Taken)
	assert.Equal(t, 1, c.DeadLeft)
	assert.Equal(t, 0, c.Prisoners[0], "not added to Black's prisoners")
}

func TestCount_JapaneseRules10_ScoreIsTerritoryPlusPrisonersWhiteAddsTheKomi(t *testing.T) {
	rows := append([]string(nil), splitBoard...)
	for _, tt := range []struct {
		name     string
		komi     Komi
		captured [2]int
		want     string
	}{
		{"no komi", 0, [2]int{0, 0}, "B+10"},
		{"komi 6.5", 13, [2]int{0, 0}, "B+3.5"},
		{"komi 6.5, White captured 4 in play", 13, [2]int{0, 4}, "W+0.5"},
		{"komi 10 makes a jigo", 20, [2]int{0, 0}, "jigo"},
		{"reverse komi 0.5 (White gives)", -1, [2]int{0, 10}, "B+0.5"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, err := ParsePosition(strings.Join(rows, "\n"))
			require.NoError(t, err)
			p.Captured = tt.captured
			c, err := CountPosition(p, tt.komi)
			require.NoError(t, err)
			assert.Equal(t, tt.want, c.Result.String())
		})
	}
}

func TestCount_UnofficialStonesAreStonesLikeAnyOther(t *testing.T) {
	// 駄目詰め: F5 filled by Black is a stone like any other; the seki is gone.
	open := append([]string(nil), splitBoard...)
	open[4] = "....X.O.."
	before := countRows(t, 13, open...)
	after := countRows(t, 13, splitBoard...)
	assert.Equal(t, "W+6.5", before.Result.String())
	assert.Equal(t, "B+3.5", after.Result.String())
}

// The seed's three calculation screens (§二.2.B), on 9路 under komi 6.5.
func TestCount_Seed2_2B_TheThreeCalculationScreens(t *testing.T) {
	for _, tt := range []struct {
		file      string
		territory [2]int
		seki      [2]int
		dame      int
		result    string
		marks     map[string]Mark
	}{
		{"correct", [2]int{36, 26}, [2]int{0, 0}, 0, "B+3.5",
			map[string]Mark{"C7": MarkDeadTaken, "H4": MarkDeadTaken, "F5": MarkLive, "A1": MarkBlackTerritory, "J1": MarkWhiteTerritory}},
		{"dame-forgotten", [2]int{0, 0}, [2]int{9, 9}, 1, "W+6.5",
			map[string]Mark{"F5": MarkDame, "E5": MarkSeki, "F6": MarkSeki, "C7": MarkDeadLeft, "H4": MarkDeadLeft, "A1": MarkSekiEye}},
		{"dead-unmarked", [2]int{0, 26}, [2]int{10, 1}, 35, "W+33.5",
			map[string]Mark{"C7": MarkSeki, "E5": MarkSeki, "A1": MarkDame, "H4": MarkDeadTaken, "J1": MarkWhiteTerritory}},
	} {
		t.Run(tt.file, func(t *testing.T) {
			b, err := os.ReadFile("testdata/count/" + tt.file + ".txt")
			require.NoError(t, err)
			p, err := ParsePosition(string(b))
			require.NoError(t, err)
			c, err := CountPosition(p, 13)
			require.NoError(t, err)
			assert.Equal(t, tt.territory, c.Territory)
			assert.Equal(t, tt.seki, c.Seki)
			assert.Equal(t, tt.dame, c.Dame)
			assert.Equal(t, tt.result, c.Result.String())
			for pt, m := range tt.marks {
				assert.Equal(t, m, at(t, c, pt), pt)
			}
		})
	}
}

func TestCount_JapaneseRules7_AStoneTheOtherSideCannotCaptureIsNotDead(t *testing.T) {
	rows := append([]string(nil), splitBoard...)
	rows[2] = "..x.XO..." // a black stone marked dead in Black's own 地
	p, err := ParsePosition(strings.Join(rows, "\n"))
	require.NoError(t, err)
	_, err = CountPosition(p, 13)
	require.ErrorIs(t, err, ErrInvalidPosition)
	assert.Contains(t, err.Error(), "C7")
	var pe *PositionError
	require.ErrorAs(t, err, &pe)
	assert.Contains(t, pe.Ja, "死に石ではありません")
}

func TestCount_SizesNineThirteenNineteen(t *testing.T) {
	for _, n := range BoardSizes {
		b, err := NewBoard(n)
		require.NoError(t, err)
		// Black's wall on column B, White's on C: Black owns column A,
		// White the rest.
		for y := range n {
			b.Set(Point{1, y}, Black)
			b.Set(Point{2, y}, White)
		}
		c, err := CountPosition(NewPosition(b), 0)
		require.NoError(t, err)
		assert.Equal(t, [2]int{n, n * (n - 3)}, c.Territory, "%d路", n)
		assert.Equal(t, n*n, c.Territory[0]+c.Territory[1]+c.Dame+c.SekiEyes+c.Stones())
	}
}

// Two proposals of one game differ where one has a stone the other has
// not, or marks a chain dead the other keeps alive (the rings of the
// seed's 修正案).
func TestPosition_DifferencesOfTwoProposals(t *testing.T) {
	a, err := ParsePosition(strings.Join(splitBoard, "\n"))
	require.NoError(t, err)
	b := a.Clone()
	require.NoError(t, b.SetDead(Point{4, 0}, true)) // the E column, F5 with it
	b.Board.Set(Point{0, 8}, White)
	d := a.Differences(b)
	assert.Len(t, d, 10+1, "the 10 stones of the chain marked dead, and A1")
	assert.True(t, d[Point{0, 8}])
	assert.Empty(t, a.Differences(a.Clone()))
	small, _ := NewBoard(13)
	assert.Empty(t, a.Differences(NewPosition(small)), "boards of different sizes")
}
