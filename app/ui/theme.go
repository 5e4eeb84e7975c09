package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"taikai/assets"
)

// taikaiTheme is Fyne's theme with the embedded Japanese font for every text
// style, so Japanese renders on machines without Japanese fonts, and the
// text scaled by the arbiter's text size (表示 → 文字の大きさ).
type taikaiTheme struct {
	fyne.Theme
	font fyne.Resource
	// zoom scales the text sizes (1 is the standard size).
	zoom float32
}

func newTheme() fyne.Theme { return newZoomedTheme(1) }

// newZoomedTheme is the theme with its text scaled by zoom.
func newZoomedTheme(zoom float32) fyne.Theme {
	if zoom <= 0 {
		zoom = 1
	}
	return &taikaiTheme{Theme: theme.DefaultTheme(), font: fyne.NewStaticResource(assets.FontName, assets.Font), zoom: zoom}
}

// Font returns the embedded font for all styles.
func (t *taikaiTheme) Font(fyne.TextStyle) fyne.Resource { return t.font }

// baseTextSize makes text a little larger than Fyne's default: kanji need
// the pixels, and the screen is read at arm's length at a venue.
const baseTextSize = 15

// Size scales the text sizes (and the icons drawn beside text, such as a
// check box's) by the text size chosen; padding and other sizes stay.
func (t *taikaiTheme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNameText:
		return baseTextSize * t.zoom
	case theme.SizeNameHeadingText, theme.SizeNameSubHeadingText, theme.SizeNameCaptionText, theme.SizeNameInlineIcon:
		return t.Theme.Size(n) * t.zoom
	}
	return t.Theme.Size(n)
}
