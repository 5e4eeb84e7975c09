package ui

import (
	"runtime"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// The event window on a 1366×768 laptop: Windows keeps about 1366×728 of
// it above the taskbar, and the title bar (about 31 pixels) comes out of
// that; the menu bar is drawn inside the window (part of its size here).
var (
	// defaultWindowSize fits with room to spare: centred on a 768-pixel
	// screen its bottom edge is at 714.
	defaultWindowSize = fyne.NewSize(1280, 660)
	// minWindowSize is the smallest the window can be made: enough for a
	// screen's buttons and a dozen table rows. Screens wider than the
	// window (a large text size) scroll sideways instead of widening it.
	minWindowSize = fyne.NewSize(960, 540)
)

// Preference keys of the event window's size (Fyne units, menu bar
// included) when it last closed.
const (
	windowWidthKey  = "event_window_width"
	windowHeightKey = "event_window_height"
)

// eventWindowSize is the size the event window had when it last closed,
// or the default size.
func (g *gui) eventWindowSize() fyne.Size {
	p := g.app.Preferences()
	s := fyne.NewSize(float32(p.Float(windowWidthKey)), float32(p.Float(windowHeightKey)))
	if s.Width < minWindowSize.Width || s.Height < minWindowSize.Height || s.Width > 8192 || s.Height > 8192 {
		return defaultWindowSize
	}
	return s
}

// rememberWindowSize keeps the size of an event window being closed for
// the next one.
func (g *gui) rememberWindowSize(s fyne.Size) {
	if s.Width < minWindowSize.Width || s.Height < minWindowSize.Height {
		return // not laid out yet (a window that failed to open)
	}
	p := g.app.Preferences()
	p.SetFloat(windowWidthKey, float64(s.Width))
	p.SetFloat(windowHeightKey, float64(s.Height))
}

// placeWindow places a new event window. Fyne (v2.7) has no window
// position to read or set, so none is remembered. On Windows, where GLFW
// leaves the place to the system's cascade, which may put the bottom edge
// under the taskbar, the window is centred on its monitor: a window of the
// default size then clears the taskbar. Elsewhere the window manager
// places it inside the work area (and under Xvfb, with none, at 0,0 as the
// GUI scripts expect).
func placeWindow(w fyne.Window) {
	if runtime.GOOS == "windows" {
		w.CenterOnScreen()
	}
}

// windowContent holds a window's content at least minWindowSize, scrolling
// sideways when the content is wider than the window, so that the window's
// minimum size never exceeds a laptop screen.
func windowContent(content fyne.CanvasObject) fyne.CanvasObject {
	return container.New(atLeast{minWindowSize}, container.NewHScroll(content))
}

// atLeast lays out its objects over the whole container and asks for at
// least min.
type atLeast struct{ min fyne.Size }

func (l atLeast) MinSize(objects []fyne.CanvasObject) fyne.Size {
	s := l.min
	for _, o := range objects {
		s = s.Max(o.MinSize())
	}
	return s
}

func (l atLeast) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}
