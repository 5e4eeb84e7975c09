// Package ui is Taikai's Fyne GUI: the start screen and the event window.
// Screens call tournament services and re-read the event after every
// change; no state lives here that is not in the event file.
package ui

import (
	"os"
	"os/signal"
	"syscall"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	_ "taikai/app/envfix" // tidies the locale before Fyne reads it
	"taikai/assets"
	"taikai/tournament"
)

// AppID is the Fyne application id (preferences, data folder).
const AppID = "jp.taikai.app"

// gui is the running application.
type gui struct {
	// files opens and creates the event files: main's, handed down.
	files tournament.EventFiles
	app   fyne.App
	lang  tournament.Lang
	// open maps an event file's path to its window, so that opening the same
	// file again brings its window forward instead of failing on the lock.
	open map[string]*eventWindow
	// starts are the start screens shown (their recent events follow the
	// events opened and closed).
	starts []*startScreen
	// openDoc opens a written PDF with the system's viewer (tests set it;
	// nil: openDocument).
	openDoc func(path string) error
	// offUI runs work off the UI goroutine, then done on it (tests set it
	// to run both in turn; nil: a goroutine and fyne.Do).
	offUI func(work, done func())
}

// background runs work off the UI goroutine (pairing a large event takes a
// moment), then done on the UI goroutine.
func (g *gui) background(work, done func()) {
	if g.offUI != nil {
		g.offUI(work, done)
		return
	}
	go func() {
		work()
		fyne.Do(done)
	}()
}

// openPDF opens the PDF at path with the system's viewer; an error says
// that nothing opened it.
func (g *gui) openPDF(path string) error {
	if g.openDoc != nil {
		return g.openDoc(path)
	}
	return openDocument(g.app, path)
}

// Run starts the GUI on the event files main hands it: on the start screen,
// or on the event file path when it is not empty. It returns the process
// exit status.
func Run(files tournament.EventFiles, path string) int {
	l := chooseLanguage()
	a := fyneapp.NewWithID(AppID)
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.Icon))
	a.Settings().SetTheme(newZoomedTheme(savedZoom(a.Preferences())))
	setupTranslations(l)
	g := &gui{files: files, app: a, lang: l, open: map[string]*eventWindow{}}

	// SIGTERM and Ctrl+C close the event files and quit cleanly.
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGTERM, os.Interrupt)
	go func() {
		<-sig
		fyne.Do(g.quit)
	}()

	if path == "" {
		g.showStart()
	} else if err := g.openEvent(path); err != nil {
		w := g.showStart()
		g.showOpenProblem(path, err, w)
	}
	a.Run()
	g.closeAll()
	return 0
}

// quit closes every event file, then the app.
func (g *gui) quit() {
	g.closeAll()
	g.app.Quit()
}

func (g *gui) closeAll() {
	for _, w := range g.open {
		w.close()
	}
}

// addQuitShortcut makes Ctrl+Q quit from window w.
func (g *gui) addQuitShortcut(w fyne.Window) {
	w.Canvas().AddShortcut(shortcut(fyne.KeyQ), func(fyne.Shortcut) { g.quit() })
}
