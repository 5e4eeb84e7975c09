package ui

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
)

// The model-based test of result entry (issue 22, "close the class"): a
// person works through a stack of cards on the real results screen (the
// same widgets, keys and menu shortcuts), in seeded random ways: table
// numbers typed fresh over suggestions, typos and Backspace, a table the
// round does not have, Enter or Tab between fields, Shift+Tab back to
// retype a field, Esc at any point, PageUp/PageDown, Ctrl+←/→ and the round
// selector, corrections of earlier rounds, a mistyped card then its
// correction, the overwrite question answered either way, Ctrl+Z and
// Ctrl+Shift+Z, Ctrl+Delete, an impossible card typed again, a special
// outcome or foul from the form's menu, the table corrected with
// Shift+Tab, Tab to the Record button, full-width digits, a redraw in the
// middle of a card. A small model of the card the arbiter meant
// predicts every stored result; after every keystroke that changes the
// event (and at every card's end) the stored results are compared with it,
// and so are the cursor and what each field shows after typing. Any
// difference fails with its seed (rerun one with TAIKAI_MODEL_SEED=…).
//
// TAIKAI_MODEL_SEQUENCES sets the number of sequences per game; -short and
// -race run a tenth of the default. Seeds it found: Go 1000001 (Tab to
// Record, then Enter, recorded nothing).
// (The table of games under the form is not drawn, see open.)

// modelSequences is the number of sequences run per game by default.
const modelSequences = 400

// modelGame is one game's result form as the model drives it.
type modelGame struct {
	kind     tournament.GameKind
	entrants int // participants (pairs for Pair Go)
	played   int // rounds played before the round in play
	// fields are the form's entries in the order a card is typed.
	fields func(f resultForm) []*keyEntry
	// card draws the values of one card, field by field.
	card func(rng *rand.Rand) []string
	// text is the result the values spell in the game's grammar.
	text func(values []string) string
	// impossible draws a card the rules ask to type again (nil: the game
	// has none).
	impossible func(rng *rand.Rand) []string
	// menu is the form's menu after the last field (a special outcome, a
	// foul), with the code each of its lines adds to the result; nil: the
	// game has none.
	menu  func(f resultForm) *keySelect
	codes []string
	// withCode is the result of values with the menu's code.
	withCode func(values []string, code string) string
	// name names the game's run when kind does not (a team section).
	name string
	// world makes the event in mem, played up to its round in play (nil:
	// the game's demo of entrants, played rounds played).
	world func(t *testing.T, mem tournament.Store)
}

// label names g's run.
func (g modelGame) label() string {
	if g.name != "" {
		return g.name
	}
	return string(g.kind)
}

var modelGames = []modelGame{
	{
		kind: "othello", entrants: 24, played: 2,
		fields: func(f resultForm) []*keyEntry { d := f.(*discsForm); return []*keyEntry{d.black, d.white} },
		card: func(rng *rand.Rand) []string {
			b := rng.IntN(65)
			return []string{strconv.Itoa(b), strconv.Itoa(64 - b)}
		},
		text: func(v []string) string { return v[0] + "-" + v[1] },
		impossible: func(rng *rand.Rand) []string {
			b := 34 + rng.IntN(30)
			return []string{strconv.Itoa(b), strconv.Itoa(65 - b + rng.IntN(b-33))}
		},
		menu:  func(f resultForm) *keySelect { return f.(*discsForm).kind },
		codes: []string{"", "forfeit-black", "forfeit-white", "timeout-black", "timeout-white", "both-timeout", "foul-black", "foul-white", "double-loss", "no-result", "pending"},
		withCode: func(v []string, code string) string {
			if v[0] == "" && v[1] == "" {
				return code
			}
			return v[0] + "-" + v[1] + ":" + code
		},
	},
	{
		kind: "go", entrants: 24, played: 2,
		fields: func(f resultForm) []*keyEntry { return []*keyEntry{f.(*goScoreForm).score} },
		card: func(rng *rand.Rand) []string {
			forms := []string{"B+R", "W+R", "B+T", "W+0.5", "B+3.5", "W+12.5", "黒中押し勝ち", "白3目半勝ち", "B+R", "W+R"}
			return []string{forms[rng.IntN(len(forms))]}
		},
		text: func(v []string) string { return v[0] },
	},
	{
		kind: "pairgo", entrants: 24, played: 2,
		fields: func(f resultForm) []*keyEntry {
			p := f.(*boardScoresForm)
			return []*keyEntry{p.black, p.white, p.errors}
		},
		card: func(rng *rand.Rand) []string {
			errs := []string{"", "", "", "1/0", "0/2"}
			return []string{strconv.Itoa(40 + rng.IntN(41)), strconv.Itoa(40 + rng.IntN(41)), errs[rng.IntN(len(errs))]}
		},
		text: func(v []string) string {
			if v[2] != "" {
				return v[0] + "-" + v[1] + ":errors=" + v[2]
			}
			return v[0] + "-" + v[1]
		},
		menu:  func(f resultForm) *keySelect { return f.(*boardScoresForm).foul },
		codes: pairFouls,
		withCode: func(v []string, code string) string {
			text := v[0] + "-" + v[1]
			if v[2] != "" {
				text += ":errors=" + v[2]
			}
			return text + ":" + code
		},
	},
}

func TestResults_Issue22ModelBasedEntryOthelloGoAndPairGo(t *testing.T) {
	runModelGames(t, modelGames, 0)
}

// runModelGames runs the sequences of each game, game i's seeds from
// seedBase + i×1,000,000 + 1.
func runModelGames(t *testing.T, games []modelGame, seedBase uint64) {
	n := modelSequences
	if testing.Short() || raceEnabled {
		n /= 10
	}
	if s := os.Getenv("TAIKAI_MODEL_SEQUENCES"); s != "" {
		var err error
		n, err = strconv.Atoi(s)
		require.NoError(t, err, "TAIKAI_MODEL_SEQUENCES")
	}
	var only []uint64
	if s := os.Getenv("TAIKAI_MODEL_SEED"); s != "" {
		seed, err := strconv.ParseUint(s, 10, 64)
		require.NoError(t, err, "TAIKAI_MODEL_SEED")
		only = []uint64{seed}
	}
	for gi, g := range games {
		t.Run(g.label(), func(t *testing.T) {
			w := newModelWorld(t, g)
			seeds := only
			if seeds == nil {
				for i := range n {
					seeds = append(seeds, seedBase+uint64(gi*1_000_000+i+1))
				}
			}
			var total modelFigures
			for _, seed := range seeds {
				f := w.run(seed)
				total.add(f)
				if f.mismatches > 0 && only == nil {
					break // the first seed that fails is the one to read
				}
			}
			t.Logf("%s: %d sequences, %d keystrokes, %d cards, %d records checked, %d mismatches",
				g.label(), total.sequences, total.keys, total.cards, total.records, total.mismatches)
		})
	}
}

// modelFigures count what a run did.
type modelFigures struct{ sequences, keys, cards, records, mismatches int }

func (f *modelFigures) add(o modelFigures) {
	f.sequences += o.sequences
	f.keys += o.keys
	f.cards += o.cards
	f.records += o.records
	f.mismatches += o.mismatches
}

// modelWorld is a game's demo event, played up to its round in play, that
// every sequence starts from.
type modelWorld struct {
	t    *testing.T
	g    modelGame
	app  fyne.App
	base tournament.Snapshot
	ew   *eventWindow
}

func newModelWorld(t *testing.T, g modelGame) *modelWorld {
	a := japaneseApp(t)
	mem := storage.NewMemory()
	svc := tournament.NewService(mem)
	if g.world != nil {
		g.world(t, mem)
	} else {
		require.NoError(t, svc.CreateDemoWith(g.kind, g.entrants))
		require.NoError(t, tournament.PlayDemo(svc, g.played))
		_, err := svc.PairNextRound()
		require.NoError(t, err)
	}
	st, err := svc.State()
	require.NoError(t, err)
	base, err := st.Snapshot()
	require.NoError(t, err)
	return &modelWorld{t: t, g: g, app: a, base: base}
}

// open gives the window over a fresh copy of the base event: one window
// per game, its file and service replaced for each sequence (a window
// costs more to draw than a sequence to play), the card and the round
// shown started anew.
func (w *modelWorld) open() *eventWindow {
	t := w.t
	mem := restored(t, w.base)
	if w.ew == nil {
		win := test.NewWindow(nil)
		t.Cleanup(win.Close)
		ew, err := newEventWindow(japaneseGUI(w.app), win, mem, "model.taikai")
		require.NoError(t, err)
		// The table of games below the form is not drawn: shaping its
		// text anew after every change is two thirds of the test's
		// time, and the model reads the stored results themselves.
		// Every field, key and question of the card is the real one.
		ew.results.list.Length = func() (int, int) { return 0, 0 }
		ew.showView(ew.results.content)
		w.ew = ew
	}
	ew := w.ew
	require.Nil(t, ew.win.Canvas().Overlays().Top(), "a question left up by the sequence before")
	ew.results.round, ew.results.follow = nil, true
	ew.notice.SetText("")
	ew.noted = false
	require.NoError(t, ew.useStore(mem))
	ew.win.Canvas().Unfocus()
	ew.win.Canvas().Focus(ew.results.table)
	return ew
}

// run plays the sequence of seed over a fresh copy of the base event.
func (w *modelWorld) run(seed uint64) modelFigures {
	t := w.t
	ew := w.open()
	r := &modelRun{t: t, g: w.g, ew: ew, v: ew.results, rng: rand.New(rand.NewPCG(seed, 0x22)), seed: seed, modelWant: modelWant[[2]int]{want: map[[2]int]string{}}}
	r.fields = w.g.fields(ew.results.form)
	rs, err := ew.svc.Rounds()
	require.NoError(t, err)
	r.rounds = rs
	for _, rd := range rs {
		for _, gm := range rd.Games {
			if !gm.IsBye() && gm.Result != nil {
				r.want[[2]int{rd.Number, gm.Table}] = gm.Result.Text
			}
		}
	}
	r.figures.sequences = 1
	cards := 6 + r.rng.IntN(12)
	for range cards {
		if r.failed {
			break
		}
		switch x := r.rng.IntN(100); {
		case x < 8:
			r.undoStep()
		case x < 11:
			r.clearStep()
		default:
			r.cardStep()
		}
	}
	if !r.failed {
		r.compare("at the end")
	}
	return r.figures
}

// modelCard is a card as the arbiter means it.
type modelCard struct {
	round, table int
	values       []string
	menu         int    // the line of the form's menu chosen (0: none)
	stored       string // the result the rules store for it
	replace      bool   // the answer to the overwrite question
}

// modelChange is one change the model expects Ctrl+Z to undo, at a
// place K (a round and table; a section's round and table).
type modelChange[K comparable] struct {
	at            K
	before, after string
}

// modelWant is what the model expects stored, by place, and the changes
// Ctrl+Z takes back and Ctrl+Shift+Z makes again.
type modelWant[K comparable] struct {
	want map[K]string
	undo []modelChange[K]
	redo []modelChange[K]
}

// set is a change the model expects the next key to make.
func (m *modelWant[K]) set(at K, after string) {
	before := m.want[at]
	if before == after {
		return
	}
	m.want[at] = after
	m.undo = append(m.undo, modelChange[K]{at: at, before: before, after: after})
	m.redo = nil
}

// undone takes the last change back, as Ctrl+Z does (none: nothing).
func (m *modelWant[K]) undone() {
	if c, ok := moveLast(&m.undo, &m.redo); ok {
		m.want[c.at] = c.before
	}
}

// redone makes the last change taken back again, as Ctrl+Shift+Z does.
func (m *modelWant[K]) redone() {
	if c, ok := moveLast(&m.redo, &m.undo); ok {
		m.want[c.at] = c.after
	}
}

// modelRun is one sequence: the screen driven, the model of what it
// should store, and the trace of keys for a failure's message.
type modelRun struct {
	t      *testing.T
	g      modelGame
	ew     *eventWindow
	v      *resultsView
	fields []*keyEntry
	rng    *rand.Rand
	seed   uint64
	rounds []tournament.Round
	modelWant[[2]int]
	trace   []string
	figures modelFigures
	failed  bool
}

// fail reports a difference between the screen and the model, with the
// seed and the last keys.
func (r *modelRun) fail(format string, args ...any) {
	if r.failed {
		return
	}
	r.failed = true
	r.figures.mismatches++
	tail := r.trace
	if len(tail) > 80 {
		tail = tail[len(tail)-80:]
	}
	r.t.Errorf("%s seed %d (TAIKAI_MODEL_SEED=%d): %s\nkeys: %s\nstatus %q problem %q table %q round %d",
		r.g.label(), r.seed, r.seed, fmt.Sprintf(format, args...), strings.Join(tail, " "), r.v.status.Text, r.v.problem.Text, r.v.table.Text, r.v.round.Number)
}

func (r *modelRun) version() uint64 {
	v, err := r.ew.svc.Version()
	if err != nil {
		r.fail("reading the event's version: %v", err)
	}
	return v
}

// hit presses one key (what names it in the trace): the stored results
// are compared with the model when the event changed.
func (r *modelRun) hit(what string, act func()) { r.hitThen(what, act, func() {}, r.compare) }

// hitThen presses one key (what names it in the trace), then follows the
// screen shown (shown); compare checks the stored results against the
// model when the event changed.
func (r *modelRun) hitThen(what string, act, shown func(), compare func(when string)) {
	if r.failed {
		return
	}
	before := r.version()
	act()
	r.figures.keys++
	r.trace = append(r.trace, what)
	shown()
	if r.version() != before {
		r.figures.records++
		compare("after " + what)
	}
}

func (r *modelRun) focused() fyne.Focusable { return r.ew.win.Canvas().Focused() }

func (r *modelRun) key(name fyne.KeyName, what string) { r.keyThrough(r.hit, name, what) }

func (r *modelRun) typeText(s string) { r.typeThrough(r.hit, s) }

// keyThrough sends key name to the focused widget, pressed with hit.
func (r *modelRun) keyThrough(hit func(string, func()), name fyne.KeyName, what string) {
	hit(what, func() {
		if f := r.focused(); f != nil {
			f.TypedKey(&fyne.KeyEvent{Name: name})
		}
	})
}

// typeThrough types s into the focused widget, a key at a time pressed
// with hit.
func (r *modelRun) typeThrough(hit func(string, func()), s string) {
	for _, c := range s {
		hit(string(c), func() {
			if f := r.focused(); f != nil {
				f.TypedRune(c)
			}
		})
	}
}

// moveLast moves the last change of from onto to and returns it; false
// when from is empty.
func moveLast[C any](from, to *[]C) (C, bool) {
	var c C
	n := len(*from)
	if n == 0 {
		return c, false
	}
	c = (*from)[n-1]
	*from = (*from)[:n-1]
	*to = append(*to, c)
	return c, true
}

func (r *modelRun) enter()    { r.key(fyne.KeyReturn, "⏎") }
func (r *modelRun) esc()      { r.key(fyne.KeyEscape, "Esc") }
func (r *modelRun) tab()      { r.hit("Tab", func() { r.ew.win.Canvas().FocusNext() }) }
func (r *modelRun) shiftTab() { r.hit("S-Tab", func() { r.ew.win.Canvas().FocusPrevious() }) }

// shortcut presses a Ctrl key as the desktop driver does: the main menu's
// shortcut first.
func (r *modelRun) shortcut(s fyne.Shortcut, what string) {
	r.hit(what, func() {
		for _, m := range r.ew.win.MainMenu().Items {
			for _, it := range m.Items {
				if it.Shortcut != nil && it.Shortcut.ShortcutName() == s.ShortcutName() && it.Action != nil {
					it.Action()
					return
				}
			}
		}
		if f, ok := r.focused().(fyne.Shortcutable); ok {
			f.TypedShortcut(s)
		}
	})
}

func (r *modelRun) ctrl(k fyne.KeyName, what string) {
	r.shortcut(&desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}, what)
}

func (r *modelRun) dialogUp() bool { return r.ew.win.Canvas().Overlays().Top() != nil }

// compare checks every stored result against the model.
func (r *modelRun) compare(when string) {
	rs, err := r.ew.svc.Rounds()
	if err != nil {
		r.fail("%s: reading the rounds: %v", when, err)
		return
	}
	if d, ok := storedUnlike(rs, func(n, table int) string { return r.want[[2]int{n, table}] }); ok {
		r.fail("%s: round %d table %d stores %q, the arbiter meant %q", when, d.round, d.table, d.got, d.want)
	}
}

// storedDifference is a game whose stored result is not the one wanted.
type storedDifference struct {
	round, table int
	got, want    string
}

// storedUnlike is the first game of rs (byes aside) whose stored result
// ("" none) is not want of its round and table; false when there is none.
func storedUnlike(rs []tournament.Round, want func(round, table int) string) (storedDifference, bool) {
	for _, rd := range rs {
		for _, g := range rd.Games {
			if g.IsBye() {
				continue
			}
			got := ""
			if g.Result != nil {
				got = g.Result.Text
			}
			if w := want(rd.Number, g.Table); got != w {
				return storedDifference{rd.Number, g.Table, got, w}, true
			}
		}
	}
	return storedDifference{}, false
}

// expectCursor checks the cursor is on f.
func (r *modelRun) expectCursor(f fyne.Focusable, where string) bool {
	if r.focused() != f {
		r.fail("the cursor should be on %s, it is on %T", where, r.focused())
		return false
	}
	return true
}

// suggestion is the table the screen should suggest in round n: the first
// one waiting, as the model knows them.
func (r *modelRun) suggestion(n int) string {
	for _, g := range r.rounds[n-1].Games {
		if !g.IsBye() && r.want[[2]int{n, g.Table}] == "" {
			return strconv.Itoa(g.Table)
		}
	}
	return ""
}

// readyForCard checks, once a step is done (after names it), that no
// question is up and the cursor is on the table number; false when not,
// or when the run has already failed.
func (r *modelRun) readyForCard(after string) bool {
	if r.failed {
		return false
	}
	if r.dialogUp() {
		r.fail("%s: a question is still up", after)
		return false
	}
	return r.expectCursor(r.v.table, "the table number after "+after)
}

// expectNewCard checks the screen is ready for the next card: no
// question, the cursor on the table number with the next table waiting
// suggested, the form empty.
func (r *modelRun) expectNewCard(after string) {
	if !r.readyForCard(after) {
		return
	}
	if want := r.suggestion(r.v.round.Number); r.v.table.Text != want {
		r.fail("%s: the table field suggests %q, the next table waiting is %q", after, r.v.table.Text, want)
		return
	}
	for i, f := range r.fields {
		if f.Text != "" {
			r.fail("%s: field %d of the card still holds %q", after, i+1, f.Text)
			return
		}
	}
	if r.g.menu != nil && r.g.menu(r.v.form).SelectedIndex() != 0 {
		r.fail("%s: the form's menu is still on %q", after, r.g.menu(r.v.form).Selected)
	}
}

// preview is what the rules store for text at round n, table t; ok false
// when they refuse it or ask a question.
func (r *modelRun) preview(n, t int, text string) (string, *tournament.Question, bool) {
	res, err := r.ew.svc.PreviewResult(n, t, text)
	var q *tournament.Question
	if errors.As(err, &q) {
		return "", q, false
	}
	return res.Stored, nil, err == nil
}
