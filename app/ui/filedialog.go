package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// Fyne 2.7.1's file dialog writes its places (Home, Computer, Desktop,
// Documents …) in English: dialog/file.go's loadFavorites and
// file_unix.go's getPlaces name them in code, not through its lang
// package, so translations alone cannot reach them. Its other words (開く,
// キャンセル, 親フォルダ …) come from lang and assets/translations.

// placeNames are the places Fyne's file dialog lists: the English name it
// gives each, and the Japanese.
var placeNames = []tournament.Text{
	{En: "Home", Ja: "ホーム"},
	{En: "App Files", Ja: "アプリのファイル"},
	{En: "Computer", Ja: "コンピュータ"},
	{En: "Desktop", Ja: "デスクトップ"},
	{En: "Documents", Ja: "ドキュメント"},
	{En: "Downloads", Ja: "ダウンロード"},
	{En: "Music", Ja: "ミュージック"},
	{En: "Pictures", Ja: "ピクチャ"},
	{En: "Videos", Ja: "ビデオ"},
	{En: "Movies", Ja: "ムービー"},
}

// showFileDialog shows d over w, titled title, with its places in the
// GUI's language.
func showFileDialog(d *dialog.FileDialog, title string, w fyne.Window) {
	d.SetTitleText(title)
	d.Show()
	if pop, ok := w.Canvas().Overlays().Top().(*widget.PopUp); ok {
		translatePlaces(pop.Content)
	}
}

// translatePlaces finds the list of places (the leading side of the
// dialog's split) under o and makes it write each place's name in the
// GUI's language, now and whenever the list redraws a row.
func translatePlaces(o fyne.CanvasObject) bool {
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			if translatePlaces(c) {
				return true
			}
		}
	case *container.Split:
		if list, ok := x.Leading.(*widget.List); ok && list.UpdateItem != nil {
			update := list.UpdateItem
			list.UpdateItem = func(id widget.ListItemID, item fyne.CanvasObject) {
				update(id, item)
				translatePlace(item)
			}
			list.Refresh()
			return true
		}
		return translatePlaces(x.Trailing)
	}
	return false
}

// translatePlace rewrites the label of one row of the places.
func translatePlace(item fyne.CanvasObject) {
	row, ok := item.(*fyne.Container)
	if !ok {
		return
	}
	for _, o := range row.Objects {
		if l, ok := o.(*widget.Label); ok {
			for _, name := range placeNames {
				if l.Text == name.En {
					l.SetText(name.In(guiLang()))
				}
			}
		}
	}
}
