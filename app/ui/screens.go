package ui

import (
	"fyne.io/fyne/v2"

	"taikai/tournament"
)

// snapshot is what a screen redraws from: the event as the file holds it.
type snapshot struct {
	ev tournament.Event
	ps []tournament.Participant
	rs []tournament.Round
}

// screen is one tab of an event window.
type screen interface {
	// title is the tab's title in the GUI's language.
	title() string
	tab() fyne.CanvasObject
	// refresh redraws from the file.
	refresh(d snapshot)
	// sheet is the sheet the print dialog offers first on this tab.
	sheet() string
}

// slot is where a game's own screen goes among the shared tabs.
type slot int

// The places of a game's screens.
const (
	afterParticipants slot = iota // Pairs
	afterStandings                // Crosstable, Finals
	beforeSettings                // Tables
)

// placed is a game's screen and its place.
type placed struct {
	at slot
	s  screen
}

// gameUI is what a game adds to the event window: its own screens, the
// result form of its results screen (games played in paired rounds), its
// buttons on the pairings screen and its menu. Each game registers one from
// its own file (game_*.go); the shared screens never ask which game it is.
type gameUI struct {
	screens func(ew *eventWindow) []placed
	// form builds the result form (Swiss games).
	form func(v *resultsView) resultForm
	// pairingButtons are extra actions on the selected table of the
	// pairings screen.
	pairingButtons func(v *pairingsView) []fyne.CanvasObject
	// menus are extra menus for the window, built once the tabs exist.
	menus func(ew *eventWindow) []*fyne.Menu
	// disputeExamples are the examples the disputes screen shows in its
	// fields, in the game's words: the first side's claim, the second
	// side's, and a ruling. A game without them shows none.
	disputeExamples *disputeExamples
	// replayOrder labels the disputes screen's check that orders a replay
	// with a no-result, in the game's word (shogi's 指し直し); a game
	// without one shows Go's and Othello's 打ち直し.
	replayOrder tournament.Text
	// countBoard opens the board of a disputed game (Go's 終局処理: 盤面で
	// 計算) for round and table; a game not counted on a board has none.
	countBoard func(ew *eventWindow, v *disputesView, round, table int)
	// phoneCount says where the count on the table's phones stands for
	// round and table ("" none) and whether its outcome waits for the
	// arbiter; acceptPhoneCount records that outcome.
	phoneCount       func(ew *eventWindow, round, table int) (status string, waiting bool)
	acceptPhoneCount func(ew *eventWindow, round, table int) error
}

// disputeExamples are a game's examples for the disputes screen.
type disputeExamples struct {
	first, second, ruling tournament.Text
}

var gameUIs = map[tournament.GameKind]gameUI{}

// registerGameUI adds game kind k's screens (from an init of its file).
func registerGameUI(k tournament.GameKind, g gameUI) { gameUIs[k] = g }

// screenOf returns the window's screen of type T (tests, menus).
func screenOf[T screen](ew *eventWindow) T {
	for _, s := range ew.screens {
		if t, ok := s.(T); ok {
			return t
		}
	}
	var zero T
	return zero
}
