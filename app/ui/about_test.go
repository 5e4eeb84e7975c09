package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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

func TestAbout_HelpMenuShowsVersionTaikaisLicenceLicencesAndTheFontLicence(t *testing.T) {
	defer func(v string) { version.Version = v }(version.Version)
	version.Version = "v1.2.3-4-gabcdef0"
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	ew := newTestEventWindow(t)

	menuAction(t, ew.win, "Taikai について…")()
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	text := texts(t, top)
	assert.Contains(t, text, "バージョン v1.2.3-4-gabcdef0 ("+version.Build()+")")
	assert.Contains(t, text, "Taikai は MIT License のもとで自由に使えるソフトウェアです。")
	assert.Contains(t, text, "新しい大会の保存先: ")

	var tabs *container.AppTabs
	walkUnder(t, top, func(o fyne.CanvasObject) bool {
		if x, ok := o.(*container.AppTabs); ok {
			tabs = x
			return false
		}
		return true
	})
	require.NotNil(t, tabs)
	assert.Equal(t, "Taikai のライセンス", tabs.Selected().Text, "Taikai's own licence first")
	assert.Contains(t, texts(t, tabs.Selected().Content), "Permission is hereby granted, free of charge")
	assert.Contains(t, texts(t, tabs.Selected().Content), "Copyright (c) 2026 The Taikai authors")
	tabs.SelectIndex(1)
	credits := texts(t, tabs.Selected().Content)
	assert.Contains(t, credits, "IPAex Gothic (IPAexゴシック): IPA Font License Agreement v1.0")
	assert.Contains(t, credits, "go.etcd.io/bbolt (the event files): MIT")
	tabs.SelectIndex(2)
	assert.Equal(t, "IPAex フォントのライセンス", tabs.Selected().Text)
	assert.Contains(t, texts(t, tabs.Selected().Content), "IPAフォントライセンスv1.0")

	keys(t, ew, "\n")
	assert.Nil(t, ew.win.Canvas().Overlays().Top(), "Enter closes it")
}
