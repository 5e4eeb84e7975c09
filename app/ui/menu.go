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
	quit := item(tr("Quit", "終了"), fyne.KeyQ, ew.g.quit)
	quit.IsQuit = true
	fileItems := []*fyne.MenuItem{
		item(tr("Print", "印刷")+"…", fyne.KeyP, func() { ew.printDialog(ew.currentSheet()) }),
		item(tr("Export", "書き出し")+"…", "", ew.modal(ew.showExport)),
	}
	if ew.participants != nil {
		// The participants' import (CSV or an Excel workbook) is a file's
		// too: here as well as in 参加者 (where Ctrl+I is).
		fileItems = append(fileItems, item(tr("Import CSV or Excel", "CSV・Excel 取込")+"…", "", func() { ew.showView(ew.participants.content); ew.participants.importCSV() }))
	}
	fileItems = append(fileItems,
		item(tr("Snapshots…", "スナップショット…"), "", ew.showSnapshots),
		item(tr("Close the event", "大会を閉じる"), fyne.KeyW, ew.win.Close),
		quit)
	file := fyne.NewMenu(tr("File", "ファイル"), fileItems...)
	undo := fyne.NewMenuItem(tr("Undo", "元に戻す"), ew.modal(ew.undo))
	undo.Shortcut = &fyne.ShortcutUndo{}
	redo := fyne.NewMenuItem(tr("Redo", "やり直し"), ew.modal(ew.redo))
	redo.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	edit := fyne.NewMenu(tr("Edit", "修正"), undo, redo)
	menus := []*fyne.Menu{file, edit}
	if ew.participants != nil {
		menus = append(menus, fyne.NewMenu(tr("Participants", "参加者"),
			item(tr("Add", "追加"), fyne.KeyN, func() { ew.showView(ew.participants.content); ew.participants.add() }),
			item(tr("Edit", "修正"), fyne.KeyE, func() { ew.participants.edit() }),
			item(tr("Check in", "受付")+" / "+tr("Undo check-in", "受付を取り消す"), fyne.KeyK, func() { ew.participants.toggleCheckin() }),
			item(tr("Import CSV or Excel", "CSV・Excel 取込")+"…", fyne.KeyI, func() { ew.participants.importCSV() }),
			item(tr("Never pair", "対局させない相手")+"…", "", func() { ew.showView(ew.participants.content); ew.participants.neverPair() }),
			item(tr("Import ratings", "レーティングの取り込み")+"…", "", ew.modal(func() { ew.participants.importRatings() })),
			item(tr("Find anyone", "参加者を探す")+"…", fyne.KeyF, ew.showFind),
			item(tr("Filter", "絞り込み"), "", func() { ew.showView(ew.participants.content); ew.win.Canvas().Focus(ew.participants.filter) }),
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
		rounds := []*fyne.MenuItem{item(tr("Pair next round", "次の回戦を組む"), fyne.KeyR, func() { ew.showView(ew.pairings.content); ew.pairings.pairNext() }),
			item(tr("Pair the waiting player", "待ち合わせの組合せ")+"…", "", ew.modal(func() { ew.showView(ew.pairings.content); ew.pairings.pairWaiting() }))}
		if ew.multi() {
			rounds = append(rounds, item(tr("Pair every section's next round", "全部門の次の回戦を組む"), "", ew.modal(ew.pairAll)))
		}
		menus = append(menus, fyne.NewMenu(tr("Rounds", "回戦"), rounds...))
	}
	if ew.results != nil {
		v := ew.results
		results := func(f func()) func() { return ew.modal(func() { ew.showView(v.content); f() }) }
		prev := fyne.NewMenuItem(tr("Previous round", "前の回戦"), results(func() { v.stepRound(-1) }))
		prev.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyLeft, Modifier: fyne.KeyModifierShortcutDefault}
		next := fyne.NewMenuItem(tr("Next round", "次の回戦"), results(func() { v.stepRound(1) }))
		next.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyRight, Modifier: fyne.KeyModifierShortcutDefault}
		clear := fyne.NewMenuItem(tr("Clear result", "結果を取り消す"), results(v.clearTable))
		clear.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyDelete, Modifier: fyne.KeyModifierShortcutDefault}
		accept := fyne.NewMenuItem(tr("Accept the phone report", "スマホ報告を記録"), results(v.acceptReport))
		accept.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault}
		menus = append(menus, fyne.NewMenu(tr("Results", "結果入力"), prev, next, clear, accept))
	}
	if ew.game.menus != nil {
		menus = append(menus, ew.game.menus(ew)...)
	}
	publish := tr("Publish to the venue", "会場に公開") + "…"
	if ew.venue != nil {
		publish = tr("Stop publishing to the venue", "会場への公開を止める")
	}
	views = append(views, fyne.NewMenuItemSeparator(), fyne.NewMenuItem(publish, ew.toggleVenue))
	if ew.venue != nil {
		views = append(views, fyne.NewMenuItem(tr("Venue address and QR code", "公開アドレスとQRコード")+"…", ew.showVenue), fyne.NewMenuItem(tr("Open the wall view", "掲示（プロジェクター）を開く"), ew.openWall))
	}
	if ew.pairings != nil {
		views = append(views, fyne.NewMenuItem(tr("Start the round clock", "対局時計を開始"), ew.startClock))
	}
	views = append(views, fyne.NewMenuItemSeparator(), ew.zoomMenu())
	menus = append(menus, fyne.NewMenu(tr("View", "表示"), views...),
		fyne.NewMenu(tr("Help", "ヘルプ"), item(tr("About Taikai", "Taikai について")+"…", "", func() { ew.g.showAbout(ew.win) })))
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
