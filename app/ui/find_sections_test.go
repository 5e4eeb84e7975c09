package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 38: Ctrl+F finds anyone across the sections, each line naming its
// section; Enter on a person of another section shows that section, at the
// person; switching section on the results tab keeps the keyboard on the
// table number.
func TestFind_Issue38AcrossTheSections(t *testing.T) {
	ew := newSectionsWindow(t, threeSections)
	secs, err := ew.event.Sections()
	require.NoError(t, err)
	var b, a int
	for _, s := range secs {
		switch s.Key {
		case "B":
			b = s.ID
		case "A":
			a = s.ID
		}
	}
	ew.showSection(a)
	bps, err := ew.event.Service(b).Participants()
	require.NoError(t, err)
	target := bps[3]

	f := ew.openFind()
	test := func(s string) {
		for _, r := range s {
			f.entry.TypedRune(r)
		}
	}
	test(target.Name)
	require.NotEmpty(t, f.found, "a B級 player found from A級")
	assert.True(t, strings.HasPrefix(f.lines[0], "［B級］"), f.lines[0])
	f.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	assert.Equal(t, b, ew.sec.ID, "B級 shown")
	require.NotNil(t, ew.participants.current())
	assert.Equal(t, target.ID, ew.participants.current().ID)

	// Focus after a section switch on the results tab.
	ew.showView(ew.results.content)
	ew.win.Canvas().Focus(ew.results.table)
	ew.showSection(a)
	assert.Equal(t, fyne.Focusable(ew.results.table), ew.win.Canvas().Focused(), "the table number of the section shown")
	ew.showView(ew.participants.content)
	ew.win.Canvas().Focus(ew.participants.filter)
	ew.showSection(b)
	assert.Equal(t, fyne.Focusable(ew.participants.filter), ew.win.Canvas().Focused(), "the search field of the section shown")
}
