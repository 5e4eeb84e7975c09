package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"taikai/assets"
)

// taikaiTheme is Fyne's theme with the embedded Japanese font for every text
// style, so Japanese renders on machines without Japanese fonts.
type taikaiTheme struct {
	fyne.Theme
	font fyne.Resource
}

func newTheme() fyne.Theme {
	return &taikaiTheme{Theme: theme.DefaultTheme(), font: fyne.NewStaticResource(assets.FontName, assets.Font)}
}

// Font returns the embedded font for all styles.
func (t *taikaiTheme) Font(fyne.TextStyle) fyne.Resource { return t.font }

// Size makes text a little larger than Fyne's default: kanji need the
// pixels, and the screen is read at arm's length at a venue.
func (t *taikaiTheme) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameText {
		return 15
	}
	return t.Theme.Size(n)
}
