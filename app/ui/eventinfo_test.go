package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
)

// Issue 23: the settings screen refuses a venue longer than a
// participant's field may be, and changes nothing.
func TestSettingsScreen_Issue23OverlongVenueIsRefused(t *testing.T) {
	ew := newTestEventWindow(t)
	v := ew.settings
	ew.showView(v.content)
	before, _ := ew.svc.Event()
	for _, it := range v.form.Items {
		if it.Text == tr("Venue", "会場") {
			it.Widget.(*widget.Entry).SetText(strings.Repeat("会", 101))
		}
	}
	v.save()
	assert.Contains(t, texts(t, ew.win.Canvas().Overlays().Top()), "会場が100文字を超えています（101文字）")
	ev, _ := ew.svc.Event()
	assert.Equal(t, before.Venue, ev.Venue)
}
