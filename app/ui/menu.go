package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// item is a menu item with its Ctrl+key shortcut. Shortcuts live in the
// main menu because Fyne gives menu shortcuts priority over the focused
// entry: Ctrl+R pairs even while the cursor is in a result field.
func item(label string, key fyne.KeyName, action func()) *fyne.MenuItem {
	it := fyne.NewMenuItem(label, action)
	if key != "" {
		it.Shortcut = shortcut(key)
	}
	return it
}

// setEventMenu gives the event window its menu bar: every action of the
// screens with its shortcut, so the arbiter can work from the keyboard.
func (ew *eventWindow) setEventMenu() {
	quit := item(T("Quit"), fyne.KeyQ, ew.g.quit)
	quit.IsQuit = true
	fileItems := []*fyne.MenuItem{
		item(T("Print")+"…", fyne.KeyP, func() { ew.printDialog(ew.currentSheet()) }),
		item(T("Export")+"…", "", ew.modal(ew.showExport)),
	}
	if ew.participants != nil {
		// The participants' import (CSV or an Excel workbook) is a file's
		// too: here as well as in 参加者 (where Ctrl+I is).
		fileItems = append(fileItems, item(T("Import CSV or Excel")+"…", "", func() { ew.showView(ew.participants.content); ew.participants.importCSV() }))
	}
	fileItems = append(fileItems,
		item(ew.g.say("Snapshots…", "スナップショット…"), "", ew.showSnapshots),
		item(T("Close the event"), fyne.KeyW, ew.win.Close),
		quit)
	file := fyne.NewMenu(T("File"), fileItems...)
	undo := fyne.NewMenuItem(T("Undo"), ew.modal(ew.undo))
	undo.Shortcut = &fyne.ShortcutUndo{}
	redo := fyne.NewMenuItem(T("Redo"), ew.modal(ew.redo))
	redo.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	edit := fyne.NewMenu(T("Edit"), undo, redo)
	menus := []*fyne.Menu{file, edit}
	if ew.participants != nil {
		menus = append(menus, fyne.NewMenu(T("Participants"),
			item(T("Add"), fyne.KeyN, func() { ew.showView(ew.participants.content); ew.participants.add() }),
			item(T("Edit"), fyne.KeyE, func() { ew.participants.edit() }),
			item(T("Check in")+" / "+T("Undo check-in"), fyne.KeyK, func() { ew.participants.toggleCheckin() }),
			item(T("Import CSV or Excel")+"…", fyne.KeyI, func() { ew.participants.importCSV() }),
			item(T("Never pair")+"…", "", func() { ew.showView(ew.participants.content); ew.participants.neverPair() }),
			item(T("Import ratings")+"…", "", ew.modal(func() { ew.participants.importRatings() })),
			item(T("Find anyone")+"…", fyne.KeyF, ew.showFind),
			item(T("Filter"), "", func() { ew.showView(ew.participants.content); ew.win.Canvas().Focus(ew.participants.filter) }),
		))
	}
	menus = append(menus, ew.sectionMenu())
	keys := []fyne.KeyName{fyne.Key1, fyne.Key2, fyne.Key3, fyne.Key4, fyne.Key5, fyne.Key6, fyne.Key7, fyne.Key8, fyne.Key9}
	var views []*fyne.MenuItem
	for i, tab := range ew.tabs.Items {
		if i < len(keys) {
			views = append(views, item(tab.Text, keys[i], func() { ew.tabs.SelectIndex(i) }))
		}
	}
	if ew.pairings != nil {
		rounds := []*fyne.MenuItem{item(T("Pair next round"), fyne.KeyR, func() { ew.showView(ew.pairings.content); ew.pairings.pairNext() }),
			item(T("Pair the waiting player")+"…", "", ew.modal(func() { ew.showView(ew.pairings.content); ew.pairings.pairWaiting() }))}
		if ew.multi() {
			rounds = append(rounds, item(T("Pair every section's next round"), "", ew.modal(ew.pairAll)))
		}
		menus = append(menus, fyne.NewMenu(T("Rounds"), rounds...))
	}
	if ew.results != nil {
		v := ew.results
		results := func(f func()) func() { return ew.modal(func() { ew.showView(v.content); f() }) }
		prev := fyne.NewMenuItem(T("Previous round"), results(func() { v.stepRound(-1) }))
		prev.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyLeft, Modifier: fyne.KeyModifierShortcutDefault}
		next := fyne.NewMenuItem(T("Next round"), results(func() { v.stepRound(1) }))
		next.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyRight, Modifier: fyne.KeyModifierShortcutDefault}
		clear := fyne.NewMenuItem(T("Clear result"), results(v.clearTable))
		clear.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyDelete, Modifier: fyne.KeyModifierShortcutDefault}
		accept := fyne.NewMenuItem(T("Accept the phone report"), results(v.acceptReport))
		accept.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault}
		menus = append(menus, fyne.NewMenu(T("Results"), prev, next, clear, accept))
	}
	if ew.game.menus != nil {
		menus = append(menus, ew.game.menus(ew)...)
	}
	publish := T("Publish to the venue") + "…"
	if ew.venue != nil {
		publish = T("Stop publishing to the venue")
	}
	views = append(views, fyne.NewMenuItemSeparator(), fyne.NewMenuItem(publish, ew.toggleVenue))
	if ew.venue != nil {
		views = append(views, fyne.NewMenuItem(T("Venue address and QR code")+"…", ew.showVenue), fyne.NewMenuItem(T("Open the wall view"), ew.openWall))
	}
	if ew.pairings != nil {
		views = append(views, fyne.NewMenuItem(T("Start the round clock"), ew.startClock))
	}
	views = append(views, fyne.NewMenuItemSeparator(), ew.zoomMenu())
	menus = append(menus, fyne.NewMenu(T("View"), views...),
		fyne.NewMenu(T("Help"), item(T("About Taikai")+"…", "", func() { ew.g.showAbout(ew.win) })))
	ew.win.SetMainMenu(fyne.NewMainMenu(menus...))
}

// modal is f as a menu shortcut runs it: not while a dialog is up (the
// dialog's question was asked about the state as it is).
func (ew *eventWindow) modal(f func()) func() {
	return func() {
		if !dialogShown(ew.win) {
			f()
		}
	}
}

// currentSheet is the sheet the print dialog offers first on the tab shown.
func (ew *eventWindow) currentSheet() string {
	for _, s := range ew.screens {
		if s.tab() == ew.tabs.Selected().Content {
			return s.sheet()
		}
	}
	return "players"
}
