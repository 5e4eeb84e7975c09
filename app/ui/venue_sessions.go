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
		line := widget.NewLabel(fmt.Sprintf(T("%s %s — %s, since %s, last seen %s"), kind, s.Name, s.Client,
			s.Since.Local().Format("15:04"), s.Seen.Local().Format("15:04")))
		btn := widget.NewButton(T("End"), func() {
			if end(s.ID) {
				ew.notice.SetText(fmt.Sprintf(T("%s %s ended: it opens again with the PIN."), kind, s.Name))
			}
			fill()
		})
		return container.NewBorder(nil, nil, nil, btn, line)
	}
	fill = func() {
		box.Objects = nil
		for _, s := range srv.DeskSessions() {
			box.Add(row(T("Desk"), s, srv.EndDeskSession))
		}
		for _, s := range srv.CheckinSessions() {
			box.Add(row(T("Check-in"), s, srv.EndCheckinSession))
		}
		if len(box.Objects) == 0 {
			box.Add(widget.NewLabel(T("No device is let in.")))
		}
		box.Refresh()
	}
	fill()
	scroll := container.NewVScroll(box)
	scroll.SetMinSize(fyne.NewSize(560, 300))
	keyDialog(ew.win, T("Devices let in"), scroll, []choice{{label: T("Close")}}, "", nil)
}
