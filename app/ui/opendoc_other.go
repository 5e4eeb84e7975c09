//go:build !windows

package ui

import (
	"net/url"

	"fyne.io/fyne/v2"
)

// openDocument opens the file at path (an absolute path) with the
// system's viewer for its type (xdg-open on Linux, open on macOS).
func openDocument(a fyne.App, path string) error {
	return a.OpenURL(&url.URL{Scheme: "file", Path: path})
}
