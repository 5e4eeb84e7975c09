package ui

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/shogi"
)

// Issue 30 through the GUI: a 32-player shogi section with handicaps on,
// made in the window's 部門 dialog, 4 rounds paired from the 回戦 menu and
// every card typed at the results desk in the desk's words; the 振り駒 of an
// even game recorded from the pairings screen, a 千日手 refused alone and
// taken with its replay, 上手勝ち in a 駒落ち.
func TestShogi_Issue30ThirtyTwoPlayersWithHandicapsThroughTheGUI(t *testing.T) {
	ew, _ := newVenueWindow(t, "市民将棋大会")
	addSectionThroughDialog(t, ew, "A", "A級", "将棋", "スイス式", "", "1-16", "", "", "handicap=true\nrounds=4\nseed=7")
	var csv strings.Builder
	csv.WriteString("氏名,段級位,部門\n")
	ranks := []string{"五段", "三段", "二段", "初段", "初段", "1級", "2級", "3級", "5級", "8級", "10級", "初段", "二段", "1級", "3級", "4級"}
	for i := range 32 {
		fmt.Fprintf(&csv, "棋士%02d,%s,A\n", i+1, ranks[i%len(ranks)])
	}
	_, err := ew.event.Root().ImportParticipants([]byte(csv.String()))
	require.NoError(t, err)
	require.NoError(t, ew.reload())

	tossed, handicaps, uwate := 0, 0, 0
	for round := 1; round <= 4; round++ {
		sectionMenuItem(t, ew, "回戦", "次の回戦を組む").Action()
		r, err := ew.svc.Round(round)
		require.NoError(t, err)
		require.Len(t, r.Games, 16)
		ev, err := ew.svc.Event()
		require.NoError(t, err)
		require.NoError(t, ew.reload())

		// The 振り駒 of the round's first even game between equals (if
		// any), from the pairings screen: 1 歩 face up, the colours swap.
		for row, g := range r.Games {
			b, err := shogi.BoardOf(g)
			require.NoError(t, err)
			if !b.Toss || tossed >= round {
				continue
			}
			ew.showView(ew.pairings.content)
			ew.pairings.table.Select(widget.TableCellID{Row: row, Col: 1})
			sel := findKeySelect(t, ew.pairings.content, "歩の枚数")
			sel.SetSelected("1")
			test.Tap(findButton(t, ew.pairings.content, "振り駒を記録"))
			after, _ := ew.svc.Round(round)
			assert.Equal(t, []int{g.White, g.Black}, []int{after.Games[row].Black, after.Games[row].White}, "1 歩, 4 と: the other is 先手")
			require.NoError(t, ew.reload())
			assert.Contains(t, ew.pairings.cell(widget.TableCellID{Row: row, Col: 5}), "振り駒 歩1枚", "the pairings screen shows the toss")
			tossed++
		}
		r, _ = ew.svc.Round(round)

		ew.showView(ew.results.content)
		ew.win.Canvas().Focus(ew.results.table)
		for _, g := range r.Games {
			h := tournament.GameHandicap(ev, g)
			require.NotNil(t, h, "round %d table %d has its 手合割", round, g.Table)
			b, _ := shogi.BoardOf(g)
			typed, want := "先手勝ち", "sente"
			switch {
			case b.Uwate != 0 && b.Teai.Key() != "hirate":
				handicaps++
				assert.Equal(t, b.Uwate, g.Black, "in a 駒落ち the 上手 moves first")
				if g.Table%2 == 0 {
					typed, want = "上手勝ち", "sente"
					uwate++
				} else {
					typed, want = "下手勝ち", "gote"
				}
			case g.Table%3 == 0:
				ew.results.table.SetText("")
				keys(t, ew, strconv.Itoa(g.Table)+"\n千日手\n")
				assert.Empty(t, resultAt(t, ew, round, g.Table), "千日手 alone is refused: it is replayed")
				ew.results.form.clear()
				ew.win.Canvas().Focus(ew.results.table)
				// A 平手 game is replayed with the sides swapped (issue 38).
				typed, want = "千日手 後手勝ち", "sennichite-swap/gote"
			case g.Table%3 == 1:
				typed, want = "後手時間切れ負け", "timeout-gote"
			}
			ew.results.table.SetText("")
			keys(t, ew, strconv.Itoa(g.Table)+"\n"+typed+"\n")
			assert.Equal(t, want, resultAt(t, ew, round, g.Table), "round %d table %d: %s", round, g.Table, typed)
		}
	}
	assert.Positive(t, tossed, "a 振り駒 was recorded")
	assert.Positive(t, handicaps, "駒落ち games were played")
	assert.Positive(t, uwate, "上手勝ち was typed")
	st, err := ew.svc.Standings(4)
	require.NoError(t, err)
	wins := 0
	for _, row := range st.Rows {
		n, _ := strconv.Atoi(row.Cells[1])
		wins += n
	}
	assert.Equal(t, 64, wins, "64 games, 64 wins")
}

// findKeySelect is the keySelect whose placeholder is ph inside o.
func findKeySelect(t *testing.T, o fyne.CanvasObject, ph string) *keySelect {
	t.Helper()
	var found *keySelect
	for _, s := range outermostUnder[*keySelect](t, o) {
		if s.PlaceHolder == ph {
			found = s
		}
	}
	require.NotNil(t, found, "no select %q", ph)
	return found
}
