package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/version"
)

// menuAction finds the action of the main-menu item labelled label.
func menuAction(t *testing.T, w fyne.Window, label string) func() {
	t.Helper()
	for _, m := range w.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == label {
				return it.Action
			}
		}
	}
	t.Fatalf("no menu item %q", label)
	return nil
}

func TestAbout_HelpMenuShowsVersionLicencesAndTheFontLicence(t *testing.T) {
	defer func(v string) { version.Version = v }(version.Version)
	version.Version = "v1.2.3-4-gabcdef0"
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	ew := newTestEventWindow(t)

	menuAction(t, ew.win, "Taikai について…")()
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	text := texts(t, top)
	assert.Contains(t, text, "バージョン v1.2.3-4-gabcdef0 ("+version.Build()+")")
	assert.Contains(t, text, "新しい大会の保存先: ")
	assert.Contains(t, text, "IPAex Gothic (IPAexゴシック): IPA Font License Agreement v1.0")
	assert.Contains(t, text, "go.etcd.io/bbolt (the event files): MIT")

	var tabs *container.AppTabs
	var find func(fyne.CanvasObject)
	find = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *container.AppTabs:
			tabs = x
		case *fyne.Container:
			for _, c := range x.Objects {
				find(c)
			}
		case fyne.Widget:
			for _, c := range test.TempWidgetRenderer(t, x).Objects() {
				find(c)
			}
		}
	}
	find(top)
	require.NotNil(t, tabs)
	tabs.SelectIndex(1)
	assert.Equal(t, "IPAex フォントのライセンス", tabs.Selected().Text)
	assert.Contains(t, texts(t, tabs.Selected().Content), "IPAフォントライセンスv1.0")

	keys(t, ew, "\n")
	assert.Nil(t, ew.win.Canvas().Overlays().Top(), "Enter closes it")
}
