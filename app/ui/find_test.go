package ui

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// katakana writes a hiragana reading in katakana, as a person may type it.
func katakana(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'ぁ' && r <= 'ゖ' {
			return r + 0x60
		}
		return r
	}, s)
}

// retype empties the find entry and types q, as a person would.
func retype(f *findDialog, q string) {
	f.entry.SetText("")
	test.Type(f.entry, q)
}

func TestFind_TypeRomajiKatakanaOrTableThenEnterGoesToTheTable(t *testing.T) {
	ew, r := pairedTestWindow(t)
	ps, err := ew.svc.Participants()
	require.NoError(t, err)

	// Someone at table 3, found by the romaji of their reading without
	// long vowels, and by their reading in katakana.
	g, _, ok := r.GameAt(3)
	require.True(t, ok)
	var p tournament.Participant
	for _, x := range ps {
		if x.ID == g.White {
			p = x
		}
	}
	want := "#" + strconv.Itoa(p.ID) + " " + p.Name + "（" + p.Reading + "）" + " " + p.Club + "　1回戦 3番卓 白"

	f := ew.openFind()
	assert.Equal(t, f.entry, ew.win.Canvas().Focused(), "the cursor starts in the entry")
	assert.Equal(t, "氏名・ふりがな・ローマ字・所属・卓番号で探す", f.entry.PlaceHolder)
	test.Type(f.entry, tournament.Hepburn(p.Reading, tournament.LongDropped)) // e.g. "sato taro"
	assert.Contains(t, f.lines, want)
	retype(f, katakana(p.Reading))
	require.NotEmpty(t, f.lines)
	assert.Equal(t, want, f.lines[0], "the whole reading is an exact match")

	// The table number: Black then White of table 3.
	retype(f, "３")
	require.GreaterOrEqual(t, len(f.lines), 2)
	assert.Contains(t, f.lines[0], "　1回戦 3番卓 黒")
	assert.True(t, strings.HasPrefix(f.lines[0], "#"+strconv.Itoa(g.Black)+" "))
	assert.Equal(t, want, f.lines[1])

	// Down highlights White, Enter goes to the results screen at table 3.
	f.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	f.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	assert.Equal(t, 1, f.sel)
	ew.results.table.SetText("7")
	f.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	assert.Nil(t, ew.win.Canvas().Overlays().Top(), "the dialog is closed")
	assert.Equal(t, ew.results.content, ew.tabs.Selected().Content)
	assert.Equal(t, "3", ew.results.table.Text)
	assert.Equal(t, fyne.Focusable(ew.results.table), ew.win.Canvas().Focused())
}

func TestFind_NobodyMatchesSaysSo(t *testing.T) {
	ew := newTestEventWindow(t)
	f := ew.openFind()
	assert.Empty(t, f.lines, "nothing typed, nothing listed")
	test.Type(f.entry, "zzzz")
	assert.Equal(t, []string{"該当する参加者はいません"}, f.lines)
	f.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	assert.NotNil(t, ew.win.Canvas().Overlays().Top(), "Enter on nothing stays in the dialog")
	retype(f, "　")
	assert.Empty(t, f.lines)
}

func TestFind_NotPairedGoesToTheParticipantAndEscCloses(t *testing.T) {
	ew := newTestEventWindow(t)
	ps := ew.participants.all
	p := ps[5]
	f := ew.openFind()
	test.Type(f.entry, p.Reading)
	require.NotEmpty(t, f.lines)
	assert.Equal(t, "#6 "+p.Name+"（"+p.Reading+"）"+" "+p.Club+"　未組合せ", f.lines[0])
	f.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	assert.Nil(t, ew.win.Canvas().Overlays().Top())
	v := ew.participants
	assert.Equal(t, v.content, ew.tabs.Selected().Content)
	assert.Equal(t, p.Name, v.filter.Text)
	require.NotNil(t, v.current())
	assert.Equal(t, p.ID, v.current().ID)

	// Esc closes and gives the cursor back; a line clicked jumps.
	ew.win.Canvas().Focus(v.filter)
	f = ew.openFind()
	test.Type(f.entry, "sato")
	f.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	assert.Nil(t, ew.win.Canvas().Overlays().Top())
	assert.Equal(t, fyne.Focusable(v.filter), ew.win.Canvas().Focused())
	assert.Nil(t, ew.win.Canvas().OnTypedKey(), "the window's key handler is given back")

	f = ew.openFind()
	test.Type(f.entry, ps[0].Club)
	require.NotEmpty(t, f.found)
	f.list.Select(0)
	assert.Nil(t, ew.win.Canvas().Overlays().Top())
	assert.Equal(t, f.found[0].Participant.ID, v.current().ID)
}
