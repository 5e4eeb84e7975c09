package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// The steps of a person working through the cards, for the model-based
// test (results_model_test.go).

// chance is true p times in 100.
func (r *modelRun) chance(p int) bool { return r.rng.IntN(100) < p }

// pickCard draws the next card of the stack: mostly a table waiting in the
// round in play, else a correction of any table of any round.
func (r *modelRun) pickCard() (modelCard, bool) {
	last := len(r.rounds)
	for range 30 {
		n := last
		if r.chance(20) {
			n = 1 + r.rng.IntN(last)
		}
		var tables []int
		waiting := r.chance(75)
		for _, g := range r.rounds[n-1].Games {
			if !g.IsBye() && (!waiting || r.want[[2]int{n, g.Table}] == "") {
				tables = append(tables, g.Table)
			}
		}
		if len(tables) == 0 {
			continue
		}
		c := modelCard{round: n, table: tables[r.rng.IntN(len(tables))], values: r.g.card(r.rng), replace: r.chance(75)}
		text := r.g.text(c.values)
		if r.g.menu != nil && r.chance(12) {
			// A special outcome (a foul) from the form's menu, with or
			// without the discs.
			c.menu = 1 + r.rng.IntN(len(r.g.codes)-1)
			if r.chance(50) && r.g.kind == "othello" {
				c.values = make([]string, len(c.values))
			}
			text = r.g.withCode(c.values, r.g.codes[c.menu])
		}
		stored, _, ok := r.preview(c.round, c.table, text)
		if !ok {
			continue // a card the rules refuse is not one the model means
		}
		c.stored = stored
		return c, true
	}
	return modelCard{}, false
}

// cardStep types one card of the stack, perhaps first mistyped (recorded,
// then corrected) or impossible (typed again at the rules' question).
func (r *modelRun) cardStep() {
	c, ok := r.pickCard()
	if !ok {
		return
	}
	r.figures.cards++
	var first []string
	switch {
	case r.g.impossible != nil && r.chance(8):
		imp := r.g.impossible(r.rng)
		if _, q, _ := r.preview(c.round, c.table, r.g.text(imp)); q != nil && q.Retype {
			first = imp
		}
	case r.chance(10):
		// A mistyped card, recorded, then its correction replaces it.
		wrong := c
		wrong.values, wrong.menu = r.g.card(r.rng), 0
		if stored, _, ok := r.preview(c.round, c.table, r.g.text(wrong.values)); ok {
			wrong.stored, wrong.replace = stored, true
			r.enterCard(wrong, nil)
			c.replace = true
		}
	}
	r.enterCard(c, first)
}

// enterCard types card c until it is done; an interruption (Esc, a round
// change) starts it again, or puts it back under the stack.
func (r *modelRun) enterCard(c modelCard, first []string) {
	for range 4 {
		if r.failed || r.tryCard(c, first) || r.chance(30) {
			return
		}
		first = nil
	}
}

// goToRound shows round n by PageUp/PageDown, Ctrl+←/→ or the round
// selector; after each step the cursor is on the table number with the
// round's next table waiting suggested.
func (r *modelRun) goToRound(n int) {
	for range 2 * len(r.rounds) {
		at := r.v.round.Number
		if at == n || r.failed {
			return
		}
		d := 1
		if n < at {
			d = -1
		}
		switch x := r.rng.IntN(10); {
		case x < 4 && d < 0:
			r.key(fyne.KeyPageUp, "PgUp")
		case x < 4:
			r.key(fyne.KeyPageDown, "PgDn")
		case x < 8 && d < 0:
			r.ctrl(fyne.KeyLeft, "C-←")
		case x < 8:
			r.ctrl(fyne.KeyRight, "C-→")
		default:
			d = n - at
			r.hit(fmt.Sprintf("select:%d", n), func() { r.v.roundSel.SetSelected(roundName(n)) })
		}
		if r.v.round.Number != at+d {
			r.fail("going from round %d towards %d shows round %d", at, n, r.v.round.Number)
			return
		}
		r.expectNewCard(fmt.Sprintf("showing round %d", r.v.round.Number))
	}
}

// typeTable types the card's table number fresh over whatever the field
// offers, perhaps after a typo, or after a number the round has no table
// for; then Enter or Tab to the result.
func (r *modelRun) typeTable(c modelCard) {
	digits := strconv.Itoa(c.table)
	switch {
	case r.v.table.Text == digits && r.chance(30):
		// The suggestion is the card's table: Enter takes it.
	case r.chance(6):
		bad := strconv.Itoa(90 + r.rng.IntN(9))
		r.typeText(bad)
		if !strings.Contains(r.v.status.Text, bad+" 番卓はありません") {
			r.fail("table %s typed: the status line says %q", bad, r.v.status.Text)
			return
		}
		r.enter()
		if r.v.problem.Text == "" || !r.v.problem.Visible() {
			r.fail("table %s: no refusal shown", bad)
			return
		}
		if !r.expectCursor(r.v.table, "the table number after a refused number") {
			return
		}
		fallthrough
	default:
		if r.chance(10) {
			r.typeText(strconv.Itoa(1 + r.rng.IntN(9)))
			r.key(fyne.KeyBackspace, "⌫")
			if r.v.table.Text != "" {
				r.fail("Backspace after one digit left %q in the table field", r.v.table.Text)
				return
			}
		}
		typed := digits
		if r.chance(5) {
			// Full-width digits, as a Japanese input method types them.
			typed = strings.Map(func(c rune) rune { return c - '0' + '０' }, digits)
		}
		r.typeText(typed)
		if r.v.table.Text != typed {
			r.fail("typed %q fresh on the table number, the field shows %q", typed, r.v.table.Text)
			return
		}
		if want := fmt.Sprintf("%d 番卓", c.table); !strings.Contains(r.v.status.Text, want) {
			r.fail("table %d typed: the status line says %q", c.table, r.v.status.Text)
			return
		}
	}
	if r.chance(70) {
		r.enter()
	} else {
		r.tab()
	}
	r.expectCursor(r.fields[0], "the card's first field")
}

// typeField types value in field i fresh over what it offers; the field
// must show exactly it.
func (r *modelRun) typeField(i int, value string) {
	if !r.expectCursor(r.fields[i], fmt.Sprintf("field %d", i+1)) {
		return
	}
	if value == "" && r.fields[i].Text != "" && !r.fields[i].suggested {
		r.fail("field %d holds %q, not offered for retyping", i+1, r.fields[i].Text)
		return
	}
	if value == "" && r.fields[i].Text != "" {
		r.key(fyne.KeyBackspace, "⌫") // an offered value goes with one key
	}
	r.typeText(value)
	if r.fields[i].Text != value {
		r.fail("typed %q fresh in field %d, it shows %q", value, i+1, r.fields[i].Text)
	}
}

// interrupted is an interruption in the middle of a card: Esc, or a round
// changed (the card is dropped either way), a redraw or Ctrl+Z (the card
// goes on). It reports whether the card was dropped.
func (r *modelRun) interrupted() bool {
	switch x := r.rng.IntN(100); {
	case x < 4:
		r.esc()
		r.expectNewCard("Esc")
		return true
	case x < 6:
		at := r.v.round.Number
		if at > 1 {
			r.key(fyne.KeyPageUp, "PgUp")
		} else {
			r.key(fyne.KeyPageDown, "PgDn")
		}
		r.expectNewCard(fmt.Sprintf("a round change from %d", at))
		return true
	case x < 8:
		r.hit("redraw", func() { _ = r.ew.reload() })
	case x < 9:
		r.undoKeys()
	case x < 11 && r.v.round.Number == len(r.rounds):
		// PageDown on the last round goes nowhere: the card stays.
		f, texts := r.focused(), r.fieldTexts()
		r.key(fyne.KeyPageDown, "PgDn")
		if r.focused() != f || r.fieldTexts() != texts || r.v.round.Number != len(r.rounds) {
			r.fail("PageDown on the last round changed the card: %q → %q", texts, r.fieldTexts())
		}
	}
	return false
}

// fieldTexts is what the card's fields show.
func (r *modelRun) fieldTexts() string {
	out := r.v.table.Text
	for _, f := range r.fields {
		out += "|" + f.Text
	}
	return out
}

// tryCard types card c (after the impossible values first, if any); it
// reports whether the card was done rather than interrupted.
func (r *modelRun) tryCard(c modelCard, first []string) bool {
	r.goToRound(c.round)
	if r.failed {
		return true
	}
	if r.chance(3) {
		r.hit("redraw", func() { _ = r.ew.reload() })
	}
	if !r.expectCursor(r.v.table, "the table number at a card's start") {
		return true
	}
	if r.chance(5) && r.interrupted() {
		return false
	}
	wrongTable := 0
	if r.chance(6) {
		// The card's table mistyped as another one; seen after the
		// first field, corrected with Shift+Tab.
		for _, g := range r.rounds[c.round-1].Games {
			if !g.IsBye() && g.Table != c.table && (wrongTable == 0 || r.chance(30)) {
				wrongTable = g.Table
			}
		}
	}
	if wrongTable != 0 {
		wrong := c
		wrong.table = wrongTable
		r.typeTable(wrong)
		r.typeField(0, c.values[0])
		r.shiftTab()
		if !r.expectCursor(r.v.table, "the table number after Shift+Tab") {
			return true
		}
	}
	r.typeTable(c)
	values := c.values
	if first != nil {
		values = first
	}
	for pass := 0; pass < 2 && !r.failed; pass++ {
		for i, val := range values {
			if r.chance(4) && r.interrupted() {
				return false
			}
			r.typeField(i, val)
			if i > 0 && r.chance(8) {
				// Shift+Tab back to the field before, typed again, Tab.
				r.shiftTab()
				r.typeField(i-1, values[i-1])
				r.tab()
				r.typeField(i, val)
			}
			if r.failed {
				return true
			}
			if i < len(values)-1 {
				if r.chance(70) {
					r.enter()
				} else {
					r.tab()
				}
			}
		}
		if pass == 0 && first != nil {
			// The impossible card: the rules ask, Enter types it again.
			r.enter()
			if !r.dialogUp() {
				r.fail("an impossible card %v: no question", first)
				return true
			}
			r.enter()
			if !r.expectCursor(r.fields[0], "the first field after “type it again”") {
				return true
			}
			if r.fields[0].Text != first[0] || !r.fields[0].suggested {
				r.fail("type it again: the first field shows %q (offered %v), typed %q", r.fields[0].Text, r.fields[0].suggested, first[0])
				return true
			}
			values = c.values
			continue
		}
		break
	}
	r.finish(c)
	return true
}

// finish records card c with Enter in its last field, or Tab to what
// follows it (the outcome menu, the Record button) and Enter there: at once
// on a table waiting, unchanged when the table has the same result, else
// after the overwrite question answered as the card says.
func (r *modelRun) finish(c modelCard) {
	at := [2]int{c.round, c.table}
	before := r.want[at]
	if c.menu > 0 {
		r.tab()
		menu := r.g.menu(r.v.form)
		if !r.expectCursor(menu, "the form's menu") {
			return
		}
		for range c.menu {
			r.key(fyne.KeyRight, "→")
		}
		if menu.SelectedIndex() != c.menu {
			r.fail("the menu is on line %d, the arbiter chose line %d", menu.SelectedIndex(), c.menu)
			return
		}
	} else if r.chance(15) {
		r.tab()
	}
	switch {
	case before == "":
		r.set(at, c.stored)
		r.enter()
	case before == c.stored:
		r.enter()
	default:
		r.enter()
		if !r.dialogUp() {
			r.fail("table %d of round %d has %q: no question before %q replaces it", c.table, c.round, before, c.stored)
			return
		}
		if r.chance(10) {
			r.shortcut(&fyne.ShortcutUndo{}, "C-z(at the question)") // waits: the question is modal
		}
		if c.replace {
			r.set(at, c.stored)
			r.enter()
		} else {
			r.esc()
		}
	}
	r.compare(fmt.Sprintf("card round %d table %d %v", c.round, c.table, c.values))
	r.expectNewCard(fmt.Sprintf("the card of table %d", c.table))
}

// undoKeys presses Ctrl+Z, sometimes then Ctrl+Shift+Z.
func (r *modelRun) undoKeys() {
	r.undone()
	r.shortcut(&fyne.ShortcutUndo{}, "C-z")
	if r.chance(30) {
		r.redone()
		r.shortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, "C-Z")
	}
	r.compare("after an undo")
}

// undoStep is Ctrl+Z between two cards.
func (r *modelRun) undoStep() { r.undoKeys() }

// clearStep clears a recorded table of the round shown (Ctrl+Delete), the
// question answered either way.
func (r *modelRun) clearStep() {
	n := r.v.round.Number
	var recorded []int
	for _, g := range r.rounds[n-1].Games {
		if !g.IsBye() && r.want[[2]int{n, g.Table}] != "" {
			recorded = append(recorded, g.Table)
		}
	}
	if len(recorded) == 0 || !r.expectCursor(r.v.table, "the table number before a clear") {
		return
	}
	t := recorded[r.rng.IntN(len(recorded))]
	r.typeText(strconv.Itoa(t))
	r.ctrl(fyne.KeyDelete, "C-Del")
	if !r.dialogUp() {
		r.fail("Ctrl+Delete on table %d: no question", t)
		return
	}
	if r.chance(70) {
		r.set([2]int{n, t}, "")
		r.enter()
		r.expectNewCard(fmt.Sprintf("clearing table %d", t))
	} else {
		r.esc()
		if !r.dialogUp() {
			r.expectCursor(r.v.table, "the table number after Esc on the clear question")
			// The table typed stays offered: the next number replaces it.
		}
	}
	r.compare("after a clear")
}
