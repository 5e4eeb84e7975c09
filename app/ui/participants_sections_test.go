package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// participantOf returns the stored participant named name.
func participantOf(t *testing.T, ew *eventWindow, name string) tournament.Participant {
	t.Helper()
	ps, err := ew.event.Root().Participants()
	require.NoError(t, err)
	for _, p := range ps {
		if p.Name == name {
			return p
		}
	}
	require.FailNow(t, "no participant "+name)
	return tournament.Participant{}
}

// selectParticipant selects name in the participants table.
func selectParticipant(t *testing.T, v *participantsView, name string) {
	t.Helper()
	for i, p := range v.shown {
		if p.Name == name {
			v.table.Select(widget.TableCellID{Row: i, Col: 1})
			return
		}
	}
	require.FailNow(t, "not listed: "+name)
}

func TestParticipants_Issue24ListedTogetherAndPerSection(t *testing.T) {
	ew := newSectionsWindow(t, threeSections)
	v := ew.participants
	assert.Len(t, v.shown, 12, "A級's own participants")
	rows, cols := v.table.Length()
	assert.Equal(t, 12, cols, "受付, a 部門 column, then the ratings")
	assert.Equal(t, 12, rows)
	assert.Equal(t, "A級", v.cell(widget.TableCellID{Row: 0, Col: 10}))

	v.everyone.SetChecked(true)
	assert.Len(t, v.shown, 12+14+8, "全部門: every section's participants")
	seen := map[string]int{}
	for i := range v.shown {
		seen[v.cell(widget.TableCellID{Row: i, Col: 10})]++
	}
	assert.Equal(t, map[string]int{"A級": 12, "B級": 14, "四人将棋の部": 8}, seen)
}

func TestParticipants_Issue24AddedInTheSelectedSection(t *testing.T) {
	ew := newSectionsWindow(t, threeSections)
	test.Tap(sectionButton(t, ew, "B級"))
	ew.participants.add()
	es := entries(t, ew.win)
	test.Type(es[0], "新井 翼")
	es[0].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	b, _, err := ew.event.Section("B")
	require.NoError(t, err)
	assert.Equal(t, b.ID, participantOf(t, ew, "新井 翼").Section)
	assert.Len(t, ew.participants.shown, 15)
}

func TestParticipants_Issue24MoveBeforeTheFirstGameOnly(t *testing.T) {
	ew := newSectionsWindow(t, threeSections)
	v := ew.participants
	selectParticipant(t, v, "A選手001")
	v.move()
	es := entries(t, ew.win)
	require.Empty(t, es, "the destination is chosen from a list")
	confirmTop(t, ew)
	b, _, err := ew.event.Section("B")
	require.NoError(t, err)
	assert.Equal(t, b.ID, participantOf(t, ew, "A選手001").Section, "moved to B級 (the first other section)")
	assert.Len(t, v.shown, 11)

	// After A級's round 1 is paired, a move is refused with the reason.
	_, a, err := ew.event.Section("A")
	require.NoError(t, err)
	_, err = a.PairNextRound()
	require.NoError(t, err)
	require.NoError(t, ew.reload())
	selectParticipant(t, v, "A選手002")
	v.move()
	confirmTop(t, ew)
	msg := ""
	for _, o := range ew.win.Canvas().Overlays().List() {
		msg += texts(t, o)
	}
	assert.Contains(t, msg, "A選手002 は部門 A級 の1回戦に組まれています。部門の移動は最初の対局の前だけです")
	assert.Equal(t, 0, participantOf(t, ew, "A選手002").Section)
}

func TestParticipants_Issue24ImportReadsTheSectionColumn(t *testing.T) {
	ew := newSectionsWindow(t, threeSections)
	path := filepath.Join(t.TempDir(), "more.csv")
	require.NoError(t, os.WriteFile(path, []byte("氏名,段級位,部門\n追加一郎,1d,B級\n追加二郎,2k,A\n"), 0o644))
	ew.participants.importFile(path)
	assert.Contains(t, texts(t, ew.win.Canvas().Overlays().Top()), "2 人を取り込みました")
	b, _, err := ew.event.Section("B")
	require.NoError(t, err)
	assert.Equal(t, b.ID, participantOf(t, ew, "追加一郎").Section)
	assert.Equal(t, 0, participantOf(t, ew, "追加二郎").Section)
}

// confirmTop presses the 移動 button of the dialog on top.
func confirmTop(t *testing.T, ew *eventWindow) {
	t.Helper()
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	var btn *widget.Button
	for _, b := range outermostUnder[*widget.Button](t, top) {
		if strings.HasPrefix(b.Text, "移動") && btn == nil {
			btn = b
		}
	}
	require.NotNil(t, btn, "no confirm button")
	test.Tap(btn)
}
