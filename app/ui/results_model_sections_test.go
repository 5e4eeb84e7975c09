package ui

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// The model-based test of the results desk over an event of several
// sections (issue 24): seeded random sequences of cards, each of any
// section and round, typed on the real screens: the venue table number
// typed on whichever section is shown (Enter goes to the card's section;
// Tab, then Shift+Tab back, shows it first), or the section chosen with
// its button or Alt+number and the round with PageUp/PageDown for a
// correction; Esc in the middle of a card, the overwrite question answered
// either way, Ctrl+Z and Ctrl+Shift+Z whichever section made the change,
// redraws. Every stored result of every section is compared with what the
// person meant, keyed by section, round and table; after each card the
// cursor is on the table number with the next table waiting of the section
// and round shown suggested.

// modelSectionSpecs are the sections: two Go, one Othello, each played two
// rounds and paired for the third.
var modelSectionSpecs = []sectionSpec{
	{"A", "A級", "go", "1-8", map[string]string{"rounds": "5", "seed": "1"}, 14},
	{"B", "B級", "othello", "21-30", map[string]string{"rounds": "5", "early_final": "false", "seed": "2"}, 16},
	{"C", "C級", "go", "41-48", map[string]string{"rounds": "5", "seed": "3"}, 10},
}

// sectionAt is one model key: section, round, table.
type sectionAt [3]int

func TestResults_Issue24ModelBasedDeskOverSections(t *testing.T) {
	n := 120
	if testing.Short() || raceEnabled {
		n /= 10
	}
	if s := os.Getenv("TAIKAI_MODEL_SEQUENCES"); s != "" {
		var err error
		n, err = strconv.Atoi(s)
		require.NoError(t, err)
	}
	seeds := []uint64{}
	if s := os.Getenv("TAIKAI_MODEL_SEED"); s != "" {
		seed, err := strconv.ParseUint(s, 10, 64)
		require.NoError(t, err)
		seeds = append(seeds, seed)
	} else {
		for i := range n {
			seeds = append(seeds, uint64(24_000_000+i+1))
		}
	}
	w := newSectionsModelWorld(t)
	var total modelFigures
	for _, seed := range seeds {
		f := w.run(seed)
		total.add(f)
		if f.mismatches > 0 {
			break
		}
	}
	t.Logf("%d sequences, %d keystrokes, %d cards, %d records checked, %d mismatches", total.sequences, total.keys, total.cards, total.records, total.mismatches)
}

// sectionsModelWorld is the event every sequence starts from.
type sectionsModelWorld struct {
	t    *testing.T
	base tournament.Snapshot
	ew   *eventWindow
	secs []tournament.Section
}

func newSectionsModelWorld(t *testing.T) *sectionsModelWorld {
	a := japaneseApp(t)
	mem, v := newSectionsEvent(t, modelSectionSpecs)
	secs, err := v.Sections()
	require.NoError(t, err)
	for _, s := range secs {
		require.NoError(t, tournament.PlayDemo(v.Service(s.ID), 2))
	}
	_, refused, err := v.PairAll()
	require.NoError(t, err)
	require.Empty(t, refused)
	st, err := v.Root().State()
	require.NoError(t, err)
	base, err := st.Snapshot()
	require.NoError(t, err)
	ew := openWindow(t, a, mem, "sections-model.taikai", nil)
	// Every section's screens built now, their game tables not drawn
	// (as in the model test of one section: the model reads the file).
	for _, s := range secs {
		ew.showSection(s.ID)
		ew.showView(ew.results.content)
		ew.results.list.Length = func() (int, int) { return 0, 0 }
	}
	return &sectionsModelWorld{t: t, base: base, ew: ew, secs: secs}
}

// open puts the window on a fresh copy of the base event, on A級's
// results.
func (w *sectionsModelWorld) open() *eventWindow {
	t := w.t
	mem := restored(t, w.base)
	ew := w.ew
	require.Nil(t, ew.win.Canvas().Overlays().Top(), "a question left up by the sequence before")
	for _, s := range ew.opened {
		if s.results != nil {
			s.results.round, s.results.follow = nil, true
		}
	}
	ew.notice.SetText("")
	ew.noted = false
	ew.showSection(w.secs[0].ID)
	require.NoError(t, ew.useStore(mem))
	for _, s := range ew.opened {
		// The screens of the sections not shown start their cards anew too.
		if s.results != nil && s != ew.sectionScreens {
			s.results.round, s.results.follow = nil, true
			d, err := s.svc.Rounds()
			require.NoError(t, err)
			ev, err := s.svc.Event()
			require.NoError(t, err)
			ps, err := s.svc.Participants()
			require.NoError(t, err)
			s.results.show(ev, d, ps)
		}
	}
	ew.showView(ew.results.content)
	ew.win.Canvas().Unfocus()
	ew.win.Canvas().Focus(ew.results.table)
	return ew
}

// sectionsRun is one sequence.
type sectionsRun struct {
	modelRun
	secs   []tournament.Section
	games  map[int]modelGame
	rounds map[int][]tournament.Round
	modelWant[sectionAt]
}

func (w *sectionsModelWorld) run(seed uint64) modelFigures {
	ew := w.open()
	r := &sectionsRun{secs: w.secs, games: map[int]modelGame{}, rounds: map[int][]tournament.Round{}, modelWant: modelWant[sectionAt]{want: map[sectionAt]string{}}}
	r.modelRun = modelRun{t: w.t, ew: ew, v: ew.results, rng: rand.New(rand.NewPCG(seed, 0x24)), seed: seed}
	for _, s := range w.secs {
		for _, g := range modelGames {
			if g.kind == s.Game {
				r.games[s.ID] = g
			}
		}
		rs, err := ew.event.Service(s.ID).Rounds()
		require.NoError(w.t, err)
		r.rounds[s.ID] = rs
		for _, rd := range rs {
			for _, gm := range rd.Games {
				if !gm.IsBye() && gm.Result != nil {
					r.want[sectionAt{s.ID, rd.Number, gm.Table}] = gm.Result.Text
				}
			}
		}
	}
	r.g = r.games[ew.sec.ID]
	r.figures.sequences = 1
	for range 6 + r.rng.IntN(10) {
		if r.failed {
			break
		}
		if r.chance(8) {
			r.undoKeys()
		} else {
			r.card()
		}
	}
	if !r.failed {
		r.compareAll("at the end")
	}
	return r.figures
}

// shown follows the screen the window shows now.
func (r *sectionsRun) shown() {
	r.v = r.ew.results
	r.g = r.games[r.ew.sec.ID]
	r.fields = r.g.fields(r.v.form)
}

// hitAll presses a key; a change of the event is compared with the model.
func (r *sectionsRun) hitAll(what string, act func()) { r.hitThen(what, act, r.shown, r.compareAll) }

func (r *sectionsRun) press(name fyne.KeyName, what string) { r.keyThrough(r.hitAll, name, what) }

func (r *sectionsRun) typeAll(s string) { r.typeThrough(r.hitAll, s) }

// compareAll checks every stored result of every section.
func (r *sectionsRun) compareAll(when string) {
	for _, s := range r.secs {
		rs, err := r.ew.event.Service(s.ID).Rounds()
		if err != nil {
			r.fail("%s: reading %s: %v", when, s.Key, err)
			return
		}
		if d, ok := storedUnlike(rs, func(n, table int) string { return r.want[sectionAt{s.ID, n, table}] }); ok {
			r.fail("%s: %s round %d table %d stores %q, the arbiter meant %q", when, s.Label(), d.round, d.table, d.got, d.want)
			return
		}
	}
}

// card picks a card of any section and round, and types it.
func (r *sectionsRun) card() {
	s := r.secs[r.rng.IntN(len(r.secs))]
	rs := r.rounds[s.ID]
	n := len(rs)
	if r.chance(20) {
		n = 1 + r.rng.IntN(len(rs))
	}
	var tables []int
	waiting := r.chance(75)
	for _, g := range rs[n-1].Games {
		if !g.IsBye() && (!waiting || r.want[sectionAt{s.ID, n, g.Table}] == "") {
			tables = append(tables, g.Table)
		}
	}
	if len(tables) == 0 {
		return
	}
	g := r.games[s.ID]
	t := tables[r.rng.IntN(len(tables))]
	values := g.card(r.rng)
	stored, _, ok := r.previewIn(s.ID, n, t, g.text(values))
	if !ok {
		return
	}
	r.figures.cards++
	at := sectionAt{s.ID, n, t}
	digits := strconv.Itoa(t)
	if n == len(rs) && r.chance(60) {
		// The desk: the number typed on whatever section is shown, on
		// its round in play.
		for r.v.round != nil && r.v.round.Number < len(r.rounds[r.ew.sec.ID]) && !r.failed {
			r.press(fyne.KeyPageDown, "PgDn")
		}
		r.typeAll(digits)
		if want := fmt.Sprintf("%d 番卓", t); !strings.Contains(r.v.status.Text, want) || (s.ID != r.ew.sec.ID && !strings.Contains(r.v.status.Text, s.Label())) {
			r.fail("%s table %d typed in %s: the status line says %q", s.Label(), t, r.ew.sec.Label(), r.v.status.Text)
			return
		}
		if r.chance(30) {
			r.hitAll("Tab", func() { r.ew.win.Canvas().FocusNext() })
			r.hitAll("S-Tab", func() { r.ew.win.Canvas().FocusPrevious() })
		}
		r.press(fyne.KeyReturn, "⏎")
	} else {
		r.chooseSection(s)
		r.goToRoundIn(n)
		r.typeAll(digits)
		r.press(fyne.KeyReturn, "⏎")
	}
	if r.failed {
		return
	}
	if r.ew.sec.ID != s.ID || r.v.round == nil || r.v.round.Number != n || r.v.table.Text != digits {
		r.fail("card %s round %d table %d: the screen shows %s round %v table %q", s.Label(), n, t, r.ew.sec.Label(), r.v.round, r.v.table.Text)
		return
	}
	if !strings.Contains(r.v.status.Text, fmt.Sprintf("%d 回戦 %d 番卓", n, t)) || !strings.Contains(r.v.status.Text, s.Label()) {
		r.fail("before the result: the status line says %q", r.v.status.Text)
		return
	}
	if r.chance(5) {
		r.press(fyne.KeyEscape, "Esc")
		r.expectNew("Esc")
		return
	}
	if r.chance(4) {
		r.hitAll("redraw", func() { _ = r.ew.reload() })
	}
	for i, val := range values {
		if !r.expectCursor(r.fields[i], fmt.Sprintf("field %d", i+1)) {
			return
		}
		if r.fields[i].Text != "" {
			r.press(fyne.KeyBackspace, "⌫")
		}
		r.typeAll(val)
		if i < len(values)-1 {
			r.press(fyne.KeyReturn, "⏎")
		}
	}
	before := r.want[at]
	switch {
	case before == "":
		r.set(at, stored)
		r.press(fyne.KeyReturn, "⏎")
	case before == stored:
		r.press(fyne.KeyReturn, "⏎")
	default:
		r.press(fyne.KeyReturn, "⏎")
		if !r.dialogUp() {
			r.fail("%s round %d table %d has %q: no question before %q replaces it", s.Label(), n, t, before, stored)
			return
		}
		if r.chance(75) {
			r.set(at, stored)
			r.press(fyne.KeyReturn, "⏎")
		} else {
			r.press(fyne.KeyEscape, "Esc")
		}
	}
	r.compareAll(fmt.Sprintf("card %s round %d table %d %v", s.Label(), n, t, values))
	r.expectNew(fmt.Sprintf("the card of %s table %d", s.Label(), t))
}

// previewIn is what section id's rules store for text.
func (r *sectionsRun) previewIn(id, n, t int, text string) (string, bool, bool) {
	res, err := r.ew.event.Service(id).PreviewResult(n, t, text)
	return res.Stored, false, err == nil
}

// chooseSection shows section s with its button or Alt+number.
func (r *sectionsRun) chooseSection(s tournament.Section) {
	if r.ew.sec.ID == s.ID {
		return
	}
	if r.chance(50) {
		r.hitAll("button:"+s.Key, func() { test.Tap(sectionButtonOf(r.ew, s.Label())) })
	} else {
		k := fyne.KeyName(strconv.Itoa(s.ID + 1))
		r.hitAll("A-"+string(k), func() { r.altKey(k) })
	}
	if r.ew.sec.ID != s.ID {
		r.fail("chose %s, the window shows %s", s.Label(), r.ew.sec.Label())
		return
	}
	if r.ew.tabs.Selected().Content != r.v.content {
		r.fail("chose %s: not on its results screen", s.Label())
	}
}

// altKey runs the menu item of Alt+k.
func (r *sectionsRun) altKey(k fyne.KeyName) {
	s := &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierAlt}
	for _, m := range r.ew.win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Shortcut != nil && it.Shortcut.ShortcutName() == s.ShortcutName() && it.Action != nil {
				it.Action()
				return
			}
		}
	}
}

// goToRoundIn shows round n of the section shown with PageUp/PageDown.
func (r *sectionsRun) goToRoundIn(n int) {
	for range 12 {
		if r.failed || r.v.round == nil || r.v.round.Number == n {
			return
		}
		if n < r.v.round.Number {
			r.press(fyne.KeyPageUp, "PgUp")
		} else {
			r.press(fyne.KeyPageDown, "PgDn")
		}
	}
}

// expectNew checks the next card is ready in the section and round shown:
// no question, the cursor on the table number, its next table waiting
// suggested.
func (r *sectionsRun) expectNew(after string) {
	if !r.readyForCard(after) {
		return
	}
	id, n := r.ew.sec.ID, r.v.round.Number
	want := ""
	for _, g := range r.rounds[id][n-1].Games {
		if !g.IsBye() && r.want[sectionAt{id, n, g.Table}] == "" {
			want = strconv.Itoa(g.Table)
			break
		}
	}
	if r.v.table.Text != want {
		r.fail("%s: %s round %d suggests %q, the next table waiting is %q", after, r.ew.sec.Label(), n, r.v.table.Text, want)
	}
}

// undoKeys presses Ctrl+Z, sometimes then Ctrl+Shift+Z: the event's last
// change, whichever section made it.
func (r *sectionsRun) undoKeys() {
	r.undone()
	r.hitAll("C-z", func() { r.ew.modal(r.ew.undo)() })
	if r.chance(30) {
		r.redone()
		r.hitAll("C-Z", func() { r.ew.modal(r.ew.redo)() })
	}
	r.compareAll("after an undo")
	r.ew.win.Canvas().Focus(r.v.table)
}

// sectionButtonOf is the selector's button of the section labelled label.
func sectionButtonOf(ew *eventWindow, label string) fyne.Tappable {
	for _, o := range ew.bar.buttons.Objects {
		if b, ok := o.(*widget.Button); ok && strings.HasPrefix(b.Text, label+"（") {
			return b
		}
	}
	return nil
}
