package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/app/web"
)

// showSessions lists the devices the desk's and the door's PINs let in
// (issue 38): each desk's name, its address, since when and when last
// seen, with 終了 to end it (a lost tablet, a desk left open); the list
// redraws after each.
func (ew *eventWindow) showSessions() {
	if ew.venue == nil || ew.venue.srv == nil {
		return
	}
	srv := ew.venue.srv
	box := container.NewVBox()
	var fill func()
	row := func(kind string, s web.Session, end func(string) bool) fyne.CanvasObject {
		line := widget.NewLabel(fmt.Sprintf(tr("%s %s — %s, since %s, last seen %s", "%s %s — %s、%s から、最後の操作 %s"), kind, s.Name, s.Client,
			s.Since.Local().Format("15:04"), s.Seen.Local().Format("15:04")))
		btn := widget.NewButton(tr("End", "終了"), func() {
			if end(s.ID) {
				ew.notice.SetText(fmt.Sprintf(tr("%s %s ended: it opens again with the PIN.", "%s %s を終了しました。PIN を入れると開き直せます。"), kind, s.Name))
			}
			fill()
		})
		return container.NewBorder(nil, nil, nil, btn, line)
	}
	fill = func() {
		box.Objects = nil
		for _, s := range srv.DeskSessions() {
			box.Add(row(tr("Desk", "デスク"), s, srv.EndDeskSession))
		}
		for _, s := range srv.CheckinSessions() {
			box.Add(row(tr("Check-in", "受付"), s, srv.EndCheckinSession))
		}
		if len(box.Objects) == 0 {
			box.Add(widget.NewLabel(tr("No device is let in.", "開いている端末はありません。")))
		}
		box.Refresh()
	}
	fill()
	scroll := container.NewVScroll(box)
	scroll.SetMinSize(fyne.NewSize(560, 300))
	keyDialog(ew.win, tr("Devices let in", "開いている端末"), scroll, []choice{{label: tr("Close", "閉じる")}}, "", nil)
}
