package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"taikai/tournament"
)

// noSection is the ID the window shows when the event has no section yet
// (made without a game): the screen that asks for the first section.
const noSection = -1

// sectionScreens are one section's tabs: its Service, its game's screens
// and its shared screens. The window shows the selected section's; every
// per-competition screen works on its section's Service.
type sectionScreens struct {
	sec tournament.Section
	svc *tournament.Service
	// game is the section's game: its screens, result form and menus.
	game gameUI
	// screens are the tabs in order; the shared ones are also named below
	// (pairings, results, standings and disputes only for games played in
	// paired rounds).
	screens      []screen
	participants *participantsView
	pairings     *pairingsView
	results      *resultsView
	standings    *standingsView
	disputes     *disputesView
	settings     *settingsView
	log          *logView
	tabs         *container.AppTabs
	// stale are the screens not redrawn since the last change (they are
	// redrawn when shown).
	stale map[screen]bool
}

// buildSection lays out the tabs of section sec: the shared tabs, the
// game's own screens in their places. A section of a game this Taikai does
// not run is refused. The screens are built with the window on them (their
// constructors read ew.svc and ew.game); the window's selection is put
// back after.
func (ew *eventWindow) buildSection(sec tournament.Section, svc *tournament.Service) (s *sectionScreens, err error) {
	s = &sectionScreens{sec: sec, svc: svc, stale: map[screen]bool{}}
	prev := ew.sectionScreens
	ew.sectionScreens = s
	defer func() { ew.sectionScreens = prev }()
	if sec.ID == noSection {
		s.screens = append(s.screens, newNoSectionView(ew))
		s.log = newLogView(ew)
		s.screens = append(s.screens, s.log)
		s.tabs = ew.newTabs(s)
		return s, nil
	}
	ev, err := svc.Event()
	if err != nil {
		return nil, err
	}
	d, err := ev.Discipline()
	if err != nil {
		return nil, err
	}
	s.game = gameUIs[ev.Game]
	if _, swiss := d.(tournament.Swiss); swiss && !ev.Teams().IsZero() {
		s.game = teamsUI() // a team section's matches, whatever the game
	}
	var own []placed
	if s.game.screens != nil {
		own = s.game.screens(ew)
	}
	at := func(sl slot) {
		for _, p := range own {
			if p.at == sl {
				s.screens = append(s.screens, p.s)
			}
		}
	}
	s.participants = newParticipantsView(ew)
	s.screens = append(s.screens, s.participants)
	at(afterParticipants)
	if _, swiss := d.(tournament.Swiss); swiss {
		if s.game.form == nil {
			return nil, fmt.Errorf("no result form for %s events", ev.Game)
		}
		s.pairings = newPairingsView(ew)
		s.results = newResultsView(ew)
		s.standings = newStandingsView(ew)
		s.screens = append(s.screens, s.pairings, s.results, s.standings)
		at(afterStandings)
		s.disputes = newDisputesView(ew)
		s.screens = append(s.screens, s.disputes)
	} else {
		at(afterStandings)
	}
	at(beforeSettings)
	s.settings = newSettingsView(ew)
	s.log = newLogView(ew)
	s.screens = append(s.screens, s.settings, s.log)
	s.tabs = ew.newTabs(s)
	return s, nil
}

// newTabs makes the tabs of s's screens.
func (ew *eventWindow) newTabs(s *sectionScreens) *container.AppTabs {
	var items []*container.TabItem
	for _, sc := range s.screens {
		items = append(items, container.NewTabItem(sc.title(), sc.tab()))
	}
	tabs := container.NewAppTabs(items...)
	tabs.OnSelected = func(t *container.TabItem) {
		ew.refreshShown(t)
		fitZoom(t.Content) // the text size may have changed since it was shown
		// Keyboard-first: the results tab starts in the table-number field.
		if s.results != nil && t.Content == s.results.content {
			ew.win.Canvas().Focus(s.results.table)
		}
	}
	return tabs
}

// selectSection shows section id's tabs (built when first shown) on the
// same tab as the section before when it has it, its menus in the menu
// bar. Its screens are redrawn when shown: the event may have changed
// since. The caller redraws (reload).
func (ew *eventWindow) selectSection(id int) error {
	s, ok := ew.opened[id]
	if !ok {
		sec, svc := tournament.Section{ID: noSection}, ew.event.Root()
		if id != noSection {
			list, err := ew.event.Sections()
			if err != nil {
				return err
			}
			found := false
			for _, x := range list {
				if x.ID == id {
					sec, found = x, true
				}
			}
			if !found {
				return fmt.Errorf("no section %d", id)
			}
			svc = ew.event.Service(id)
		}
		var err error
		if s, err = ew.buildSection(sec, svc); err != nil {
			return err
		}
		ew.opened[id] = s
	}
	title := ""
	if ew.sectionScreens != nil && ew.tabs.Selected() != nil {
		title = ew.tabs.Selected().Text
	}
	ew.sectionScreens = s
	for _, sc := range s.screens {
		s.stale[sc] = true
	}
	for i, t := range s.tabs.Items {
		if t.Text == title && s.tabs.SelectedIndex() != i {
			s.tabs.SelectIndex(i)
		}
	}
	ew.body.Objects = []fyne.CanvasObject{s.tabs}
	ew.body.Refresh()
	ew.setEventMenu()
	return nil
}

// showSection selects section id at the arbiter's request and redraws.
func (ew *eventWindow) showSection(id int) {
	if ew.sectionScreens != nil && ew.sec.ID == id {
		return
	}
	if err := ew.selectSection(id); err != nil {
		ew.g.showProblem(tr("Cannot show the section", "部門を表示できません"), err, ew.win)
		return
	}
	if err := ew.reload(); err != nil {
		ew.g.showProblem(tr("Cannot read the event", "大会ファイルを読めません"), err, ew.win)
	}
	// Keyboard-first: on the results tab the cursor is on the table number
	// of the section now shown, never left in the one hidden.
	if ew.results != nil && ew.tabs.Selected() != nil && ew.tabs.Selected().Content == ew.results.content {
		ew.win.Canvas().Focus(ew.results.table)
	}
	// On the participants tab, the search field of the section now shown
	// (issue 38: the keyboard is never left in a screen hidden).
	if ew.participants != nil && ew.tabs.Selected() != nil && ew.tabs.Selected().Content == ew.participants.content {
		ew.win.Canvas().Focus(ew.participants.filter)
	}
}

// followSections keeps the window on the sections the event has now: the
// selector redrawn, a section's new name taken, a section gone (an undo of
// its adding) no longer shown, the first section shown once there is one.
func (ew *eventWindow) followSections(root tournament.Event) error {
	list := root.SectionList()
	if root.Multi() != ew.builtMulti {
		// A second section added (or taken away by an undo): the screens
		// are built again with (or without) their sections' columns.
		ew.builtMulti = root.Multi()
		clear(ew.opened)
	}
	for id, s := range ew.opened {
		kept := false
		for _, x := range list {
			if x.ID == id && x.Game == s.sec.Game {
				kept = true
				s.sec = x
			}
		}
		if !kept && id != noSection {
			delete(ew.opened, id)
		}
	}
	want, kept := ew.sec.ID, false
	for _, x := range list {
		kept = kept || x.ID == want
	}
	if !kept {
		want = noSection
		if len(list) > 0 {
			want = list[0].ID
		}
	}
	if s, ok := ew.opened[want]; !ok || s != ew.sectionScreens {
		if err := ew.selectSection(want); err != nil {
			return err
		}
	}
	if ew.bar.show(root, list, ew.sec.ID) {
		ew.setEventMenu()
		// The selector shown or hidden changes the height above the tabs:
		// the window lays itself out again (else the bar covers the tabs).
		ew.win.Content().Refresh()
	}
	return nil
}

// useStore puts the window on store (a snapshot restored, a test's fresh
// copy): the sections' screens kept are those of the same sections, on
// their new Services.
func (ew *eventWindow) useStore(store tournament.Store) error {
	ew.store, ew.held = store, tournament.NewHeldStore(store)
	ew.event = tournament.NewVenue(ew.held, serviceOptions()...)
	for id, s := range ew.opened {
		if id == noSection {
			s.svc = ew.event.Root()
		} else {
			s.svc = ew.event.Service(id)
		}
	}
	return ew.reload()
}
