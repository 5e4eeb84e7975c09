package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/app/version"
	"taikai/assets"
)

// showAbout shows which Taikai this is (the version `taikai version`
// prints and the Windows version resource carries), Taikai's own licence,
// where new events are saved, and the licences of what Taikai is built
// with, the IPAex font's in full (the IPA Font License asks that it travel
// with the font).
func (g *gui) showAbout(w fyne.Window) {
	title := widget.NewLabelWithStyle("Taikai 大会", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.SizeName = "headingText"
	lines := []fyne.CanvasObject{
		title,
		widget.NewLabel(g.gamesLine()),
		widget.NewLabel(fmt.Sprintf(tr("Version %s", "バージョン %s"), version.Version) + " (" + version.Build() + ")"),
		widget.NewLabel(fmt.Sprintf(tr("Taikai is free software under the %s: anyone may use, copy and share it.", "Taikai は %s のもとで自由に使えるソフトウェアです。だれでも使い、複製し、配ることができます。"), assets.LicenseName)),
	}
	if dir, err := EventsDir(); err == nil {
		where := widget.NewLabel(fmt.Sprintf(tr("New events are saved in %s", "新しい大会の保存先: %s"), dir))
		where.Wrapping = fyne.TextWrapWord
		lines = append(lines, where)
	}
	licences := container.NewAppTabs(
		container.NewTabItem(tr("Taikai's licence", "Taikai のライセンス"), licenceText(assets.License)),
		container.NewTabItem(tr("Licences", "ライセンス"), licenceText(assets.Credits)),
		container.NewTabItem(tr("IPAex font licence", "IPAex フォントのライセンス"), licenceText(string(assets.FontLicense))),
	)
	body := container.NewBorder(container.NewVBox(lines...), nil, nil, nil, licences)
	keyDialog(w, tr("About Taikai", "Taikai について"), body, []choice{{label: tr("Close", "閉じる")}}, "", nil)
}

// licenceText shows a licence in a scrolled, wrapped, selectable text.
func licenceText(text string) fyne.CanvasObject {
	t := widget.NewLabel(text)
	t.Wrapping = fyne.TextWrapWord
	t.Selectable = true
	scroll := container.NewVScroll(t)
	// 200 high: the dialog, with its lines and its Close button, fits the
	// start window (900×560).
	scroll.SetMinSize(fyne.NewSize(640, 200))
	return scroll
}
