package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
)

// askCSV asks for a CSV file to import (.csv or .txt) under title, and
// gives its path to then; nothing when the arbiter cancels.
func askCSV(w fyne.Window, title string, then func(path string)) {
	askImport(w, title, []string{".csv", ".CSV", ".txt"}, then)
}

// askImport asks for a file to import, one of the extensions exts, under
// title, and gives its path to then; nothing when the arbiter cancels.
func askImport(w fyne.Window, title string, exts []string, then func(path string)) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		path := r.URI().Path()
		r.Close()
		then(path)
	}, w)
	d.SetFilter(storage.NewExtensionFileFilter(exts))
	d.Resize(fyne.NewSize(800, 520))
	showFileDialog(d, title, w)
}
