package ui

import (
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/storage"
	"taikai/tournament"
)

// eventWindow is the window of one open event file. It holds the file (and
// so its lock) until it closes.
type eventWindow struct {
	g     *gui
	win   fyne.Window
	path  string
	store tournament.Store
	svc   *tournament.Service

	header       *widget.Label
	tabs         *container.AppTabs
	participants *participantsView
	pairings     *pairingsView
	results      *resultsView
	standings    *standingsView
	crosstable   *crosstableView
	finals       *finalsView
	disputes     *disputesView
	yonin        *yoninView
	pairs        *pairsView
	settings     *settingsView
	log          *logView
}

// openEvent opens the event file at path in its window (or brings its
// window forward when it is already open).
func (g *gui) openEvent(path string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	if ew, ok := g.open[abs]; ok {
		ew.win.RequestFocus()
		return nil
	}
	b, err := storage.Open(abs)
	if err != nil {
		return err
	}
	ew := newEventWindow(g, g.app.NewWindow("Taikai"), b, abs)
	if err := ew.reload(); err != nil {
		b.Close()
		ew.win.Close()
		return err
	}
	g.open[abs] = ew
	g.rememberEvent(abs)
	ew.win.SetOnClosed(func() {
		ew.close()
		delete(g.open, abs)
	})
	ew.win.Show()
	return nil
}

// newEventWindow lays out the window over store in win.
func newEventWindow(g *gui, win fyne.Window, store tournament.Store, path string) *eventWindow {
	ew := &eventWindow{g: g, win: win, path: path, store: store, svc: tournament.NewService(store)}
	ew.header = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	ew.participants = newParticipantsView(ew)
	ew.pairings = newPairingsView(ew)
	ew.results = newResultsView(ew)
	ew.standings = newStandingsView(ew)
	ew.crosstable = newCrosstableView(ew)
	ew.finals = newFinalsView(ew)
	ew.disputes = newDisputesView(ew)
	ew.yonin = newYoninView(ew)
	ew.pairs = newPairsView(ew)
	ew.settings = newSettingsView(ew)
	ew.log = newLogView(ew)
	// The screens of the event's game: Swiss screens for Othello and Go,
	// the crosstable and the finals for Othello.
	game := tournament.Othello
	if ev, err := ew.svc.Event(); err == nil {
		game = ev.Game
	}
	swiss := game != tournament.Yonin
	tabs := []*container.TabItem{container.NewTabItem(T("Participants"), ew.participants.content)}
	if game == tournament.PairGo {
		tabs = append(tabs, container.NewTabItem(T("Pairs"), ew.pairs.content))
	}
	if swiss {
		tabs = append(tabs, container.NewTabItem(T("Pairings"), ew.pairings.content),
			container.NewTabItem(T("Results"), ew.results.content),
			container.NewTabItem(T("Standings"), ew.standings.content))
	}
	if game == tournament.Othello {
		tabs = append(tabs, container.NewTabItem(T("Crosstable"), ew.crosstable.content),
			container.NewTabItem(T("Finals"), ew.finals.content))
	}
	if swiss {
		tabs = append(tabs, container.NewTabItem(T("Disputes"), ew.disputes.content))
	}
	if game == tournament.Yonin {
		tabs = append(tabs, container.NewTabItem(T("Tables"), ew.yonin.content))
	}
	tabs = append(tabs, container.NewTabItem(T("Settings"), ew.settings.content), container.NewTabItem(T("Audit log"), ew.log.content))
	ew.tabs = container.NewAppTabs(tabs...)
	if game != tournament.PairGo {
		ew.pairings.errBlack.Hide()
		ew.pairings.errWhite.Hide()
	}
	ew.tabs.OnSelected = func(t *container.TabItem) {
		// Keyboard-first: the results tab starts in the table-number field.
		if t.Content == ew.results.content {
			win.Canvas().Focus(ew.results.table)
		}
	}
	win.SetContent(container.NewBorder(container.NewPadded(ew.header), nil, nil, nil, ew.tabs))
	win.Resize(fyne.NewSize(1280, 720))
	ew.setEventMenu()
	return ew
}

// reload re-reads the event from the file and redraws every screen.
func (ew *eventWindow) reload() error {
	ev, err := ew.svc.Event()
	if err != nil {
		return err
	}
	ps, err := ew.svc.Participants()
	if err != nil {
		return err
	}
	log, err := ew.svc.AuditLog()
	if err != nil {
		return err
	}
	ew.win.SetTitle(fmt.Sprintf("%s — Taikai", ev.Name))
	venue := ""
	if ev.Venue != "" {
		venue = "　" + ev.Venue
	}
	ew.header.SetText(fmt.Sprintf("%s　［%s］　%s%s　（%s）", ev.Name, ew.g.gameName(ev.Game), ev.Date, venue, filepath.Base(ew.path)))
	rs, err := ew.svc.Rounds()
	if err != nil {
		return err
	}
	scores, err := ew.svc.ScoresBefore()
	if err != nil {
		return err
	}
	text := map[int]map[int]string{}
	for n, m := range scores {
		text[n] = map[int]string{}
		for id, h := range m {
			text[n][id] = h.String()
		}
	}
	ew.participants.nextRound = len(rs) + 1
	ew.participants.show(ps)
	ew.pairings.show(rs, ps, text)
	ew.results.show(ev, rs, ps)
	ew.standings.show(ev, rs, ps)
	ew.crosstable.show(ps)
	ew.finals.show(ev, rs, ps)
	ew.disputes.show(ps)
	if ev.Game == tournament.Yonin {
		ew.yonin.show(ps)
	}
	if ev.Game == tournament.PairGo {
		ew.pairs.show(ps)
	}
	ew.settings.show(ev)
	ew.log.show(log)
	return nil
}

// apply runs a change and then redraws; a refused change is shown to the
// arbiter and changes nothing.
func (ew *eventWindow) apply(title string, change func() error) bool {
	err := change()
	if err != nil {
		ew.g.showProblem(title, err, ew.win)
	}
	if rerr := ew.reload(); rerr != nil && err == nil {
		ew.g.showProblem(title, rerr, ew.win)
	}
	return err == nil
}

// showView brings the tab holding content to the front.
func (ew *eventWindow) showView(content fyne.CanvasObject) {
	for _, t := range ew.tabs.Items {
		if t.Content == content {
			ew.tabs.Select(t)
		}
	}
}

func (ew *eventWindow) close() {
	if ew.store != nil {
		ew.store.Close()
		ew.store = nil
	}
}
