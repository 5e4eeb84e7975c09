package ui

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/require"

	rules "taikai/rules/yonin"
	yoningame "taikai/tournament/yonin"
)

// Model-based test of the four-player shogi board's typed entry (issue 22,
// "close the class"): a person with a stack of game slips — "佐藤 was mated
// by 山田, then …" in names, never in seat numbers — types them at the real
// board (the same widgets, keys and menu shortcuts as the window), reading
// each player's seat number off the board, with the mistakes people make:
// a wrong key taken back with Backspace, Esc or Ctrl+G half-way, the wrong
// table (noticed in the preview), a game missing its last mate (refused,
// then completed), a seat that does not exist (refused), a wrong game
// recorded and taken back with Ctrl+Z. After every keystroke that records
// (or must not), the games stored at each table must be what the person
// meant; before the final Enter the preview must name the players the slip
// names. A mismatch fails with its seed.

// ymSlip is one game as the slip gives it: at a table, who was mated by whom
// in order (seats 0–3), and the 反則点 without elimination.
type ymSlip struct {
	table     int
	mated     []rules.Elimination
	penalties []int
}

// ymTable is a table as the person knows it from the seating list: its name
// and who sits where ("" for a CPU).
type ymTable struct {
	name  string
	seats [4]string
}

// ymEvent is one event file with its board open; sequences after one
// another seat their own stage in it (a fresh event each time would spend
// the test's time building windows), so a sequence also checks that the
// stages before it kept their games.
type ymEvent struct {
	ew     *eventWindow
	v      *yoninView
	set    rules.Settings
	people []string
	model  map[string][][]rules.Game // per stage, per table: what was recorded
}

// ymRun is one seeded sequence: its stage of three tables, the person's
// random choices, and the figures.
type ymRun struct {
	*ymEvent
	t      *testing.T
	seed   uint64
	rng    *rand.Rand
	stage  string
	tables []ymTable
	log    []string // the keys pressed, for the failure message
	keys   int
	checks int
	bad    string // the first mismatch, "" while none
}

// ymOpen makes an event of 9 demo players and opens its board.
func ymOpen(t *testing.T, a fyne.App) *ymEvent {
	mem, svc := demoEvent(t, "yonin", 9)
	ps, err := svc.Participants()
	require.NoError(t, err)
	e := &ymEvent{model: map[string][][]rules.Game{}}
	for _, p := range ps {
		e.people = append(e.people, p.Name)
	}
	e.ew, err = newEventWindow(japaneseGUI(a), test.NewWindow(nil), mem, "y.taikai")
	require.NoError(t, err)
	require.NoError(t, e.ew.reload())
	e.v = screenOf[*yoninView](e.ew)
	e.ew.showView(e.v.content)
	e.set, err = yoningame.Of(svc).RulesSettings()
	require.NoError(t, err)
	return e
}

// ymSetup seats the 9 players at three tables of a new stage — A with four
// people, B with one CPU, C with two — in an order drawn from the seed, and
// shows that stage on the board.
func ymSetup(t *testing.T, e *ymEvent, seed uint64) *ymRun {
	r := &ymRun{ymEvent: e, t: t, seed: seed, rng: rand.New(rand.NewPCG(seed, 22)), stage: fmt.Sprintf("予選%d", seed)}
	people := slices.Clone(e.people)
	r.rng.Shuffle(len(people), func(i, j int) { people[i], people[j] = people[j], people[i] })
	next := 0
	for i, cpus := range []int{0, 1, 2} {
		tb := ymTable{name: string(rune('A' + i))}
		cpuSeats := r.rng.Perm(4)[:cpus]
		var refs [4]string
		for s := range 4 {
			if slices.Contains(cpuSeats, s) {
				refs[s] = "CPU"
				continue
			}
			tb.seats[s], refs[s] = people[next], people[next]
			next++
		}
		_, err := yoningame.Of(e.ew.svc).SeatTable(r.stage, tb.name, refs)
		require.NoError(t, err)
		r.tables = append(r.tables, tb)
	}
	e.model[r.stage] = make([][]rules.Game, len(r.tables))
	require.NoError(t, e.ew.reload())
	e.v.stageSel.SetSelected(r.stage) // the arbiter picks the stage
	return r
}

// fail notes the first mismatch of the run.
func (r *ymRun) fail(format string, args ...any) {
	if r.bad == "" {
		r.bad = fmt.Sprintf(format, args...)
	}
}

// namedKeys are the keys a run names, as keys types them.
var namedKeys = map[string]rune{"⏎": '\n', "Esc": '\x1b', "⌫": '\b'}

// press sends one key as the window would: menu shortcuts first (Fyne gives
// them priority over the focused entry), then the focused widget.
func (r *ymRun) press(k string) {
	if r.bad != "" {
		return
	}
	r.keys++
	r.log = append(r.log, k)
	switch k {
	case "Ctrl+Z":
		r.shortcut(&fyne.ShortcutUndo{})
		return
	case "Ctrl+G":
		r.shortcut(&desktop.CustomShortcut{KeyName: fyne.KeyG, Modifier: fyne.KeyModifierShortcutDefault})
		return
	}
	f := r.ew.win.Canvas().Focused()
	if f == nil {
		r.fail("nothing has the focus for %q", k)
		return
	}
	if c, ok := namedKeys[k]; ok {
		typeRune(f, c)
		return
	}
	for _, c := range k {
		f.TypedRune(c)
	}
}

// shortcut runs the main menu's item for sc, as the desktop driver does.
func (r *ymRun) shortcut(sc fyne.Shortcut) {
	var walk func([]*fyne.MenuItem) bool
	walk = func(items []*fyne.MenuItem) bool {
		for _, it := range items {
			if it.Shortcut != nil && it.Shortcut.ShortcutName() == sc.ShortcutName() {
				it.Action()
				return true
			}
			if it.ChildMenu != nil && walk(it.ChildMenu.Items) {
				return true
			}
		}
		return false
	}
	for _, m := range r.ew.win.MainMenu().Items {
		if walk(m.Items) {
			return
		}
	}
	r.fail("no menu item for %s", sc.ShortcutName())
}

// typeText types s one character at a time, sometimes hitting a wrong key
// and taking it back with Backspace.
func (r *ymRun) typeText(s string) {
	for _, c := range s {
		if r.rng.IntN(25) == 0 {
			r.press(string("0123456789<,xq"[r.rng.IntN(14)]))
			r.press("⌫")
		}
		r.press(string(c))
	}
}

// overlay reports whether a dialog is up.
func (r *ymRun) overlay() bool { return r.ew.win.Canvas().Overlays().Top() != nil }

// check compares the games stored at every table of every stage with the
// model.
func (r *ymRun) check(after string) {
	if r.bad != "" {
		return
	}
	r.checks++
	sts, err := yoningame.Of(r.ew.svc).Stages()
	if err != nil {
		r.fail("after %s: %v", after, err)
		return
	}
	if len(sts) != len(r.model) {
		r.fail("after %s: %d stages stored, %d seated", after, len(sts), len(r.model))
		return
	}
	for _, st := range sts {
		for i, tb := range st.Tables {
			want := r.model[st.Name][i]
			if len(tb.Games) != len(want) {
				r.fail("after %s: %s table %s has %d games stored, the person recorded %d", after, st.Name, tb.Name, len(tb.Games), len(want))
				return
			}
			for j, g := range tb.Games {
				got, w := g.Game, want[j]
				if !slices.Equal(got.Eliminations, w.Eliminations) || !slices.Equal(sorted(got.Penalties), sorted(w.Penalties)) {
					r.fail("after %s: %s table %s game %d stored %v %v, the person meant %v %v", after, st.Name, tb.Name, j+1, got.Eliminations, got.Penalties, w.Eliminations, w.Penalties)
					return
				}
			}
		}
	}
}

func sorted(xs []int) []int { return slices.Sorted(slices.Values(xs)) }

// series replays the model's games of a table.
func (r *ymRun) series(ti int) rules.Series {
	s, err := rules.PlaySeries(r.set, r.model[r.stage][ti])
	require.NoError(r.t, err, "the model's own games")
	return s
}

// slip draws the next slip of the stack: a table still playing and a game
// that can happen there (three mates, some of them fouls, some 反則点).
func (r *ymRun) slip() (ymSlip, bool) {
	var open []int
	for ti := range r.tables {
		if r.series(ti).Over() == nil {
			open = append(open, ti)
		}
	}
	if len(open) == 0 {
		return ymSlip{}, false
	}
	sl := ymSlip{table: open[r.rng.IntN(len(open))]}
	var mated [4]bool
	for _, victim := range r.rng.Perm(4)[:3] {
		e := rules.Elimination{Victim: victim}
		left := 0
		for s := range 4 {
			if !mated[s] {
				left++
			}
		}
		if left >= 3 && r.rng.IntN(6) == 0 {
			e.Foul, e.Mater = true, rules.NearestUnmatedKamicha(victim, mated)
		} else {
			var maters []int
			for s := range 4 {
				if s != victim && !mated[s] {
					maters = append(maters, s)
				}
			}
			e.Mater = maters[r.rng.IntN(len(maters))]
		}
		mated[victim] = true
		sl.mated = append(sl.mated, e)
	}
	for r.rng.IntN(6) == 0 {
		sl.penalties = append(sl.penalties, r.rng.IntN(4))
	}
	return sl, true
}

// game is the record the slip means, with the parent the table is at.
func (r *ymRun) game(sl ymSlip) rules.Game {
	next, err := r.series(sl.table).Next()
	require.NoError(r.t, err)
	return rules.Game{Parent: next.Parent, Eliminations: sl.mated, Penalties: sl.penalties}
}

// seatOnBoard is the seat number the person reads beside a player on the
// table's card; the board must show every player with their own number.
func (r *ymRun) seatOnBoard(ti, seat int) string {
	return strconv.Itoa(seat+1) + "番 " + r.who(ti, seat)
}

// who is a player as the person knows them: the name, or CPU.
func (r *ymRun) who(ti, seat int) string {
	if n := r.tables[ti].seats[seat]; n != "" {
		return n
	}
	return "CPU"
}

// readBoard checks, as the person looks up the players of the slip, that
// the table's card lists each one with their seat number, in seat order.
func (r *ymRun) readBoard(ti int) {
	if r.bad != "" {
		return
	}
	card := texts(r.t, r.v.cards.Objects[ti])
	at := -1
	for s := range 4 {
		i := strings.Index(card, "\n"+r.seatOnBoard(ti, s)+" (")
		if i < 0 || i < at {
			r.fail("table %s's card does not list %q in seat order:\n%s", r.tables[ti].name, r.seatOnBoard(ti, s), card)
			return
		}
		at = i
	}
}

// ref is how the person types a seat: its number (as read off the board,
// maybe full-width), the name, or CPU however it comes.
func (r *ymRun) ref(ti, seat int) string {
	n := strconv.Itoa(seat + 1)
	cpus := 0
	for _, name := range r.tables[ti].seats {
		if name == "" {
			cpus++
		}
	}
	switch name := r.tables[ti].seats[seat]; {
	case r.rng.IntN(2) == 0:
		return []string{n, string(rune('１' + seat))}[r.rng.IntN(2)]
	case name != "":
		return name
	case cpus == 1 && r.rng.IntN(2) == 0:
		return []string{"CPU", "cpu", "ＣＰＵ", "ｃｐｕ"}[r.rng.IntN(4)]
	default:
		return []string{"CPU", "cpu", "ＣＰＵ"}[r.rng.IntN(3)] + n
	}
}

// tableRef is how the person types a table: A, a, Ａ, A卓, or its number.
func (r *ymRun) tableRef(ti int) string {
	name := r.tables[ti].name
	return []string{name, strings.ToLower(name), string(rune('Ａ' + ti)), name + "卓", strconv.Itoa(ti + 1)}[r.rng.IntN(5)]
}

// items writes the slip's mates and 反則点 as the person types them.
func (r *ymRun) items(sl ymSlip) []string {
	var out []string
	for _, e := range sl.mated {
		item := r.ref(sl.table, e.Victim) + []string{"<", "＜"}[r.rng.IntN(2)] + r.ref(sl.table, e.Mater)
		if e.Foul {
			item += []string{":foul", ":反則", "：反則"}[r.rng.IntN(3)]
		}
		out = append(out, item)
	}
	for _, p := range sl.penalties {
		out = append(out, []string{"!", "！", "反則"}[r.rng.IntN(3)]+r.ref(sl.table, p))
	}
	return out
}

func (r *ymRun) join(items []string) string {
	sep := []string{",", "、", "，"}[r.rng.IntN(3)]
	return strings.Join(items, sep)
}

// words is the preview's line for the slip, in the game's words.
func (r *ymRun) words(sl ymSlip) string {
	parts := make([]string, len(sl.mated))
	for i, e := range sl.mated {
		parts[i] = r.seatOnBoard(sl.table, e.Victim) + " が " + r.seatOnBoard(sl.table, e.Mater) + " に詰み"
		if e.Foul {
			parts[i] += "（反則）"
		}
	}
	return strings.Join(parts, "、")
}

// toTable puts the cursor on the table field: Ctrl+G, or it is there.
func (r *ymRun) toTable() {
	if r.rng.IntN(3) == 0 || r.ew.win.Canvas().Focused() != r.v.table {
		r.press("Ctrl+G")
	}
}

// typeTable types the slip's table into the table field and Enter: the
// suggestion left by the last game is taken with Enter when it is the
// right table, else typed over.
func (r *ymRun) typeTable(ti int) {
	if r.v.table.suggested && r.v.table.Text == r.tables[ti].name && r.rng.IntN(2) == 0 {
		r.press("⏎")
		return
	}
	r.typeText(r.tableRef(ti))
	r.press("⏎")
}

// abandon types part of a slip and gives up with Esc or Ctrl+G: nothing may
// be recorded, and the next game starts from an empty table field.
func (r *ymRun) abandon(sl ymSlip) {
	r.typeTable(sl.table)
	text := r.join(r.items(sl))
	cut := r.rng.IntN(len([]rune(text)) + 1)
	r.typeText(string([]rune(text)[:cut]))
	r.press([]string{"Esc", "Ctrl+G"}[r.rng.IntN(2)])
	r.check("abandoning with " + r.log[len(r.log)-1])
	if r.bad == "" && (r.v.mated.Text != "" || r.ew.win.Canvas().Focused() != r.v.table) {
		r.fail("after %s the eliminations still hold %q (cursor on %T)", r.log[len(r.log)-1], r.v.mated.Text, r.ew.win.Canvas().Focused())
	}
}

// wrongTable goes to the wrong table, sees other players in the preview,
// and starts again with Esc.
func (r *ymRun) wrongTable(sl ymSlip) {
	other := (sl.table + 1 + r.rng.IntN(len(r.tables)-1)) % len(r.tables)
	r.typeTable(other)
	if r.bad == "" && !strings.Contains(r.v.preview.Text, r.seatOnBoard(other, 0)) {
		r.fail("the preview of table %s does not name its players: %q", r.tables[other].name, r.v.preview.Text)
	}
	r.typeText(r.items(sl)[0])
	r.press("Esc")
	r.check("Esc after the wrong table")
}

// refused types a game the board must refuse — its last mate missing, or a
// seat 5 — presses Enter, reads the refusal and closes it with Enter.
func (r *ymRun) refused(sl ymSlip) {
	r.typeTable(sl.table)
	items := r.items(sl)
	if r.rng.IntN(2) == 0 {
		items = items[:2]
	} else {
		items[r.rng.IntN(len(items))] = "5<" + r.ref(sl.table, sl.mated[0].Mater)
	}
	r.typeText(r.join(items))
	r.press("⏎")
	r.check("Enter on a game that cannot be recorded")
	if r.bad == "" && !r.overlay() {
		r.fail("no refusal shown for %q", r.v.mated.Text)
	}
	r.press([]string{"⏎", "Esc"}[r.rng.IntN(2)])
	if r.bad == "" && r.overlay() {
		r.fail("the refusal is still up")
	}
	r.press("Esc")
}

// mistake records a wrong game at the slip's table — the last two
// numbers swapped, the winner typed as mated by the loser — then takes it
// back with Ctrl+Z.
func (r *ymRun) mistake(sl ymSlip) {
	wrong := ymSlip{table: sl.table, mated: slices.Clone(sl.mated)}
	last := &wrong.mated[2]
	last.Victim, last.Mater = last.Mater, last.Victim
	r.typeTable(sl.table)
	r.typeText(r.join(r.items(wrong)))
	r.press("⏎")
	r.model[r.stage][sl.table] = append(r.model[r.stage][sl.table], r.game(wrong))
	r.check("Enter on a mistyped game")
	r.press("Ctrl+Z")
	r.model[r.stage][sl.table] = r.model[r.stage][sl.table][:len(r.model[r.stage][sl.table])-1]
	r.check("Ctrl+Z")
}

// enter types one slip, with the mistakes the seed draws, and records it.
func (r *ymRun) enter(sl ymSlip) {
	r.readBoard(sl.table)
	r.toTable()
	switch r.rng.IntN(10) {
	case 0:
		r.abandon(sl)
	case 1:
		r.wrongTable(sl)
	case 2:
		r.refused(sl)
	case 3:
		r.mistake(sl)
	}
	r.typeTable(sl.table)
	if r.bad == "" && r.ew.win.Canvas().Focused() != r.v.mated {
		r.fail("Enter on table %q did not go on to the eliminations", r.v.table.Text)
	}
	r.typeText(r.join(r.items(sl)))
	if r.bad == "" && !strings.Contains(r.v.preview.Text, r.words(sl)) {
		r.fail("the preview does not say the slip:\nwant %s\ngot  %s", r.words(sl), r.v.preview.Text)
	}
	r.press("⏎")
	r.model[r.stage][sl.table] = append(r.model[r.stage][sl.table], r.game(sl))
	r.check("Enter")
	if r.bad == "" && r.overlay() {
		r.fail("a dialog after recording: %s", texts(r.t, r.ew.win.Canvas().Overlays().Top()))
	}
}

func TestTableBoard_Issue22ModelTypedGamesStoreWhatThePersonMeant(t *testing.T) {
	// 250 sequences take about 20 s of CPU; TAIKAI_YONIN_SEQUENCES=2000
	// (and -timeout) sweeps further, from the same seeds on.
	sequences, perEvent := 250, 5
	if ymRaceEnabled || testing.Short() {
		sequences = 10 // the race detector makes every key about 5 times slower
	}
	if n, err := strconv.Atoi(os.Getenv("TAIKAI_YONIN_SEQUENCES")); err == nil && n > 0 {
		sequences = n
	}
	// One app for every sequence; a new event every perEvent sequences.
	a := japaneseApp(t)
	start := time.Now()
	var keys, checks, records, failures int
	var seeds []uint64
	var e *ymEvent
	for i := range sequences {
		if e == nil || i%perEvent == 0 {
			if e != nil {
				e.ew.win.Close()
			}
			e = ymOpen(t, a)
		}
		seed := uint64(22_000 + i)
		r := ymSetup(t, e, seed)
		for range 1 + r.rng.IntN(4) {
			sl, ok := r.slip()
			if !ok || r.bad != "" {
				break
			}
			r.enter(sl)
			records++
		}
		keys, checks = keys+r.keys, checks+r.checks
		if r.bad != "" {
			failures++
			seeds = append(seeds, seed)
			if failures <= 5 {
				tail := r.log[max(0, len(r.log)-60):]
				t.Errorf("seed %d: %s\nlast keys: %s", seed, r.bad, strings.Join(tail, " "))
			}
			e.ew.win.Close() // a failed sequence may leave a dialog up
			e = nil
		}
	}
	if e != nil {
		e.ew.win.Close()
	}
	t.Logf("four-player shogi board: %d sequences, %d slips, %d keystrokes, %d records checked, %d mismatches %v, in %s",
		sequences, records, keys, checks, failures, seeds, time.Since(start).Round(time.Millisecond))
}
