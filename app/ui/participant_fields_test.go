package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/igo"
)

// formItemLabels are the labels of the form items under o, in order.
func formItemLabels(t *testing.T, o fyne.CanvasObject) []string {
	t.Helper()
	var out []string
	for _, f := range outermostUnder[*widget.Form](t, o) {
		for _, it := range f.Items {
			out = append(out, it.Text)
		}
	}
	return out
}

// Issue 29: the participant form of a Go section has the game's own fields,
// the EGD PIN (and the EGD club, issue 38), after the shared ones: typed when adding, shown and changed
// when editing, a wrong PIN refused in Japanese with what was typed kept;
// an Othello section's form has no such field.
func TestParticipantForm_Issue29GoHasTheEGDPin(t *testing.T) {
	ew := newGameWindow(t, "go", 8, nil)
	v := ew.participants
	v.add()
	es := entries(t, ew.win)
	require.Len(t, es, len(tournament.ParticipantFieldsOrder)+2)
	labels := formItemLabels(t, ew.win.Canvas().Overlays().Top())
	require.Len(t, labels, len(es))
	assert.Equal(t, []string{"EGD PIN", "EGDクラブ"}, labels[len(labels)-2:])
	pin := es[len(es)-2]
	test.Type(es[0], "新井 翼")
	test.Type(es[2], "3d")
	test.Type(pin, "13245678")
	pin.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	require.Len(t, v.all, 9)
	added := v.all[8]
	assert.Equal(t, "新井 翼", added.Name)
	assert.Equal(t, "13245678", igo.EGDPinOf(added))

	// Edit: the form shows the PIN; a wrong one is refused in Japanese.
	v.table.Select(widget.TableCellID{Row: 8, Col: 1})
	v.edit()
	es = entries(t, ew.win)
	pin = es[len(es)-2]
	assert.Equal(t, "13245678", pin.Text)
	pin.SetText("1234")
	pin.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	assert.Contains(t, texts(t, ew.win.Canvas().Overlays().Top()), "EGD PIN: EGD PIN は 8 桁の数字です（10345678）", "the field is named, as the shared ones are")
	assert.Equal(t, "1234", pin.Text, "what was typed stays in the form")
	ps, err := ew.svc.Participants()
	require.NoError(t, err)
	assert.Equal(t, "13245678", igo.EGDPinOf(ps[8]), "nothing changed")

	ew.win.Canvas().Overlays().Top().(*widget.PopUp).Hide()
	pin.SetText("10345678")
	pin.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	ps, err = ew.svc.Participants()
	require.NoError(t, err)
	assert.Equal(t, "10345678", igo.EGDPinOf(ps[8]))

	other := newGameWindow(t, "othello", 8, nil)
	other.participants.add()
	assert.Len(t, entries(t, other.win), len(tournament.ParticipantFieldsOrder)+2, "Othello's own fields, not Go's")
	labels = formItemLabels(t, other.win.Canvas().Overlays().Top())
	assert.Equal(t, []string{"WOF番号", "国"}, labels[len(labels)-2:])
}
