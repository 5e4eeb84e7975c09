package ui

import (
	"fmt"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// The text size (表示 → 文字の大きさ), for a projector or older eyes: it
// scales the theme's text sizes and the tables' columns, and is kept in the
// app's preferences between launches.

// zoomKey is the preference holding the text size (1 is the standard size).
const zoomKey = "text_zoom"

// zoomLevel is one text size of the menu: its name in English and in
// Japanese, and its scale.
type zoomLevel struct {
	en, ja string
	zoom   float32
}

var zoomLevels = []zoomLevel{{"Small", "小", 0.9}, {"Standard", "標準", 1}, {"Large", "大", 1.25}, {"Extra large", "特大", 1.5}}

// savedZoom is the text size kept in prefs, one of zoomLevels.
func savedZoom(prefs fyne.Preferences) float32 {
	return zoomLevels[zoomIndex(float32(prefs.FloatWithFallback(zoomKey, 1)))].zoom
}

// zoomIndex is the level nearest to zoom.
func zoomIndex(zoom float32) int {
	best := 1
	for i, l := range zoomLevels {
		if abs32(l.zoom-zoom) < abs32(zoomLevels[best].zoom-zoom) {
			best = i
		}
	}
	return best
}

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}

// currentZoom is the text size of the theme in use (1 for another theme).
func currentZoom() float32 {
	a := fyne.CurrentApp()
	if a == nil {
		return 1
	}
	if t, ok := a.Settings().Theme().(*taikaiTheme); ok {
		return t.zoom
	}
	return 1
}

// setZoom applies a text size to every window and keeps it.
func (g *gui) setZoom(zoom float32) {
	zoom = zoomLevels[zoomIndex(zoom)].zoom
	g.app.Preferences().SetFloat(zoomKey, math.Round(float64(zoom)*100)/100)
	if zoom == currentZoom() {
		return
	}
	g.app.Settings().SetTheme(newZoomedTheme(zoom))
	for _, ew := range g.open {
		ew.showZoom()
	}
}

// stepZoom goes to the next larger (1) or smaller (-1) text size.
func (g *gui) stepZoom(delta int) {
	i := min(max(zoomIndex(currentZoom())+delta, 0), len(zoomLevels)-1)
	g.setZoom(zoomLevels[i].zoom)
}

// zoomMenu is the 文字の大きさ item of the View menu: the sizes (the one in
// use checked), larger (Ctrl+=), smaller (Ctrl+-); Ctrl+0 is the standard
// size.
func (ew *eventWindow) zoomMenu() *fyne.MenuItem {
	ew.zoomItems = nil
	var items []*fyne.MenuItem
	for _, l := range zoomLevels {
		it := fyne.NewMenuItem(fmt.Sprintf("%s（%d%%）", tr(l.en, l.ja), int(l.zoom*100+0.5)), func() { ew.g.setZoom(l.zoom) })
		if l.zoom == 1 {
			it.Shortcut = shortcut(fyne.Key0)
		}
		ew.zoomItems = append(ew.zoomItems, it)
		items = append(items, it)
	}
	items = append(items, fyne.NewMenuItemSeparator(),
		item(tr("Larger text", "文字を大きく"), fyne.KeyEqual, func() { ew.g.stepZoom(1) }),
		item(tr("Smaller text", "文字を小さく"), fyne.KeyMinus, func() { ew.g.stepZoom(-1) }))
	// The same with the keys that also mean "+": the numeric keypad's +,
	// Ctrl+Shift+= and, on a Japanese keyboard, the ;/+ key (the menu's
	// Ctrl+= is Ctrl+^ there). These work when no entry has the cursor
	// (an entry takes the shortcuts it is given).
	c := ew.win.Canvas()
	for _, sc := range []*desktop.CustomShortcut{
		{KeyName: fyne.KeyPlus, Modifier: fyne.KeyModifierShortcutDefault},
		{KeyName: fyne.KeySemicolon, Modifier: fyne.KeyModifierShortcutDefault},
		{KeyName: fyne.KeySemicolon, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift},
		{KeyName: fyne.KeyEqual, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift},
	} {
		c.AddShortcut(sc, func(fyne.Shortcut) { ew.g.stepZoom(1) })
	}
	m := fyne.NewMenuItem(tr("Text size", "文字の大きさ"), nil)
	m.ChildMenu = fyne.NewMenu("", items...)
	ew.checkZoom()
	return m
}

// checkZoom checks the text size in use in the menu.
func (ew *eventWindow) checkZoom() {
	at := zoomIndex(currentZoom())
	for i, it := range ew.zoomItems {
		it.Checked = i == at
	}
}

// showZoom redraws the window after a change of text size.
func (ew *eventWindow) showZoom() {
	if t := ew.tabs.Selected(); t != nil {
		fitZoom(t.Content)
	}
	ew.checkZoom()
	if m := ew.win.MainMenu(); m != nil {
		m.Refresh()
	}
}
