package ui

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net"
	"net/url"
	"os"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/app/qr"
	"taikai/app/web"
	"taikai/tournament"
)

// venue is the event's live pages on the venue's LAN (表示 → 会場に公開),
// served from this window's process: the file stays locked here, and the
// server stops with the event.
type venue struct {
	url string
	// pin opens the arbiters' desk at url/desk, checkinPIN the check-in
	// pages at url/checkin (issue 28).
	pin, checkinPIN string
	// srv lists and ends the devices the desk and the door let in.
	srv    *web.Server
	cancel context.CancelFunc
	done   chan struct{}
}

// VenueAddr is where the GUI serves the pages: port 8080 on every
// interface, as `taikai serve` does; another free port when it is taken.
var VenueAddr = ":8080"

// toggleVenue starts the live pages, or asks before stopping them when
// they run.
func (ew *eventWindow) toggleVenue() {
	if ew.venue != nil {
		ew.askStopVenue()
		return
	}
	ln, err := net.Listen("tcp", VenueAddr)
	if err != nil {
		ln, err = net.Listen("tcp", ":0") // 8080 taken (another program): any port
	}
	if err != nil {
		ew.g.showProblem(tr("Cannot publish to the venue", "会場に公開できません"), err, ew.win)
		return
	}
	// The desk is served with the pages: a second laptop or a tablet
	// opens it with the PIN this window shows; its changes show here
	// within a second (watchReports). The check-in pages at the door (受付)
	// open with a PIN of their own: the door's device cannot enter results.
	srv, err := web.New(ew.svc, web.Options{Log: log.New(os.Stderr, "taikai venue: ", log.LstdFlags), OnReportRefused: ew.reportRefused,
		Desk: &web.DeskOptions{}, Checkin: &web.CheckinOptions{}})
	if err != nil {
		ln.Close()
		ew.g.showProblem(tr("Cannot publish to the venue", "会場に公開できません"), err, ew.win)
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	v := &venue{url: web.SiteURL(ln.Addr()), pin: srv.DeskPIN(), checkinPIN: srv.CheckinPIN(), srv: srv, cancel: cancel, done: make(chan struct{})}
	go func() {
		defer close(v.done)
		if err := srv.Serve(ctx, ln); err != nil && !errors.Is(err, context.Canceled) {
			fyne.Do(func() {
				ew.g.showProblem(tr("The venue pages stopped", "会場への公開が止まりました"), err, ew.win)
			})
		}
	}()
	ew.venue = v
	go ew.watchReports(ctx)
	ew.setEventMenu()
	ew.showVenue()
}

// reportRefused tells the arbiter, at the foot of the window, why a phone
// report could not be taken (the phone only reads that it cannot report
// now): the file is read-only, or damaged.
func (ew *eventWindow) reportRefused(round, table int, err error) {
	msg := fmt.Sprintf(tr("A phone report of round %d, table %d could not be taken: %s", "%d 回戦 %d 番卓のスマホからの報告を受け付けられませんでした：%s"), round, table, tournament.Localize(err, ew.g.lang))
	fyne.Do(func() { ew.notice.SetText(msg) })
}

// askStopVenue asks before the pages stop: one click would take them off
// every phone in the hall at once (and the report links with them), so the
// default (Enter) keeps publishing.
func (ew *eventWindow) askStopVenue() {
	msg := tr("Every phone in the venue loses the pages at once: pairings, standings and the players' own pages no longer load.", "会場のすべてのスマホで、組合せ・順位・選手ごとのページが一斉に見られなくなります。")
	if ev, err := ew.svc.Event(); err == nil && tournament.ReportsOn(ev) {
		msg += "\n" + tr("Results can no longer be reported from phones either: the report links on the slips stop working.", "スマホからの結果報告もできなくなります（対戦カードの報告用リンクが使えなくなります）。")
	}
	label := widget.NewLabel(msg)
	label.Wrapping = fyne.TextWrapWord
	keyDialog(ew.win, tr("Stop publishing to the venue?", "会場への公開を止めますか？"), label, []choice{
		{label: tr("Keep publishing", "公開を続ける")},
		{label: tr("Stop publishing", "公開を止める"), action: ew.unpublish},
	}, "", nil)
}

// unpublish stops the pages when the arbiter has said so.
func (ew *eventWindow) unpublish() {
	ew.stopVenue()
	ew.notice.SetText(tr("The venue pages are stopped.", "会場への公開を止めました。"))
	ew.setEventMenu()
}

// stopVenue stops the pages (the event closing, or the arbiter's answer).
func (ew *eventWindow) stopVenue() {
	if ew.venue == nil {
		return
	}
	ew.venue.cancel()
	select {
	case <-ew.venue.done:
	case <-time.After(6 * time.Second):
	}
	ew.venue = nil
}

// showVenue shows the address phones open, as text and a QR code, with the
// wall view a click away.
func (ew *eventWindow) showVenue() {
	if ew.venue == nil {
		return
	}
	link := widget.NewLabelWithStyle(ew.venue.url, fyne.TextAlignCenter, fyne.TextStyle{Bold: true, Monospace: true})
	body := container.NewVBox(widget.NewLabel(tr("Phones on the venue's network open this address (or scan the code):", "会場のネットワークにつないだスマホでこのアドレスを開きます（QRコードを読み取っても開けます）：")), link)
	if c, err := qr.Encode(ew.venue.url); err == nil {
		img := canvas.NewImageFromImage(c.Image(8))
		img.FillMode = canvas.ImageFillContain
		img.ScaleMode = canvas.ImageScalePixels
		img.SetMinSize(fyne.NewSize(240, 240))
		body.Add(img)
	}
	ev, err := ew.svc.Event()
	if err == nil && tournament.ReportsOn(ev) {
		body.Add(widget.NewLabel(tr("Phone reports are on: each result slip carries its table's report link.", "スマホからの結果報告がオンです。対戦カードに各卓の報告用QRコードが印刷されます。")))
	}
	if ew.venue.pin != "" {
		desk := widget.NewLabelWithStyle(fmt.Sprintf(tr("Arbiter's desk (a second laptop or a tablet): %sdesk  PIN %s", "審判のデスク（2台目のノートPC・タブレット）：%sdesk　PIN %s"), ew.venue.url, groupedPIN(ew.venue.pin)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		desk.Wrapping = fyne.TextWrapWord
		body.Add(desk)
	}
	if ew.venue.checkinPIN != "" {
		door := widget.NewLabelWithStyle(fmt.Sprintf(tr("Check-in at the door (受付): %scheckin  PIN %s", "入口の受付：%scheckin　PIN %s"), ew.venue.url, groupedPIN(ew.venue.checkinPIN)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		door.Wrapping = fyne.TextWrapWord
		body.Add(door)
	}
	keyDialog(ew.win, tr("Published to the venue", "会場に公開しています"), body, []choice{
		{label: tr("Open the wall view", "掲示（プロジェクター）を開く"), action: ew.openWall},
		{label: tr("Devices let in", "開いている端末") + "…", action: ew.showSessions},
		{label: tr("Stop publishing", "公開を止める"), action: ew.toggleVenue},
	}, tr("Close", "閉じる"), nil)
}

// openWall opens /wall in the browser. The wall is the web page itself,
// not a window of its own: the browser's full screen (F11) on the
// projector shows exactly what the phones see, scrolling and the clock
// included, and the window can go to any monitor.
func (ew *eventWindow) openWall() {
	if ew.venue == nil {
		return
	}
	u, err := url.Parse(strings.TrimSuffix(ew.venue.url, "/") + "/wall")
	if err == nil {
		err = ew.g.app.OpenURL(u)
	}
	if err != nil {
		ew.g.showProblem(tr("Cannot open the wall view", "掲示を開けません"), err, ew.win)
	}
}

// startClock starts the round clock of the last round (the wall shows it).
func (ew *eventWindow) startClock() {
	rs, err := ew.svc.Rounds()
	if err != nil || len(rs) == 0 {
		ew.notice.SetText(tr("No round has been paired yet.", "まだ組合せがありません。"))
		return
	}
	n := rs[len(rs)-1].Number
	if ew.apply(tr("Cannot start the clock", "対局時計を開始できません"), func() error { return ew.svc.StartClock(n, false) }) {
		ev, _ := ew.svc.Event()
		d, _ := tournament.RoundTimeText(ev)
		ew.notice.SetText(fmt.Sprintf(tr("Round %d: the clock is running (%s).", "%d回戦：対局時計を開始しました（%s）。"), n, d.In(ew.g.lang)))
	}
}

// watchReports redraws the window when the event changes behind it (a
// phone report) while the pages are published.
func (ew *eventWindow) watchReports(ctx context.Context) {
	last, _ := ew.svc.Version()
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		v, err := ew.svc.Version()
		if err != nil || v == last {
			continue
		}
		last = v
		fyne.Do(func() {
			if ew.store != nil {
				ew.reload()
			}
		})
	}
}

// siteURL is the address printed as QR codes on the sheets: the pages'
// while they are published (served), else (phone reports on in svc's
// event) where they will be by default; "" for no code.
func siteURL(served string, svc *tournament.Service) string {
	if served != "" {
		return served
	}
	if ev, err := svc.Event(); err == nil && tournament.ReportsOn(ev) {
		return web.DefaultSiteURL()
	}
	return ""
}

// servedURL is the address of the venue's pages while this window
// publishes them, else "".
func (ew *eventWindow) servedURL() string {
	if ew.venue != nil {
		return ew.venue.url
	}
	return ""
}

// groupedPIN writes an 8-digit PIN in two groups of four, read across a
// desk more easily (1234 5678); the pages take it with or without the
// space.
func groupedPIN(pin string) string {
	if len(pin) == 8 {
		return pin[:4] + " " + pin[4:]
	}
	return pin
}
