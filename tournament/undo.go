package tournament

import (
	"errors"
	"fmt"
	"slices"
	"sync"
)

// This file is undo and redo (Ctrl+Z, Ctrl+Shift+Z): every change a Service
// makes remembers the whole event before and after it, as stored; undoing
// restores the state before, redoing the state after, each as a new logged
// change.

// UndoLimit is how many changes a Service can undo.
const UndoLimit = 50

// actionCreate is the audit action of Create, which is not undone: it
// happens on an empty store, before anybody can press Ctrl+Z.
const actionCreate = "event.create"

// change is one change a Service made: what the audit log says of it, a
// short description, and the event before and after it.
type change struct {
	action, detail string
	what           Text
	before, after  Snapshot
	game           GameKind // the section's game, whose sides the description names
}

// history is what a Service can undo and redo, newest last. mu is held for
// a whole change, so that the history follows the order of the
// transactions.
type history struct {
	mu   sync.Mutex
	undo []change
	redo []change
	// last is the newest snapshot the Service read: the next one reuses
	// its unchanged values.
	last Snapshot
}

// push remembers change c, made under action, for Undo when it changed the
// event. The caller holds h.mu.
func (h *history) push(action string, c change) {
	h.last = c.after
	if c.before.Equal(c.after) {
		return // nothing changed: nothing to undo, and a redo is still valid
	}
	c.action = action
	c.what = describeChange(c.game, action, c.detail, c.before, c.after)
	if n := len(h.undo); n > 0 && !h.undo[n-1].after.Equal(c.before) {
		// The event was changed behind this Service's back: the older
		// changes can no longer be undone exactly.
		h.undo = nil
	}
	h.redo = nil
	h.undo = append(h.undo, c)
	if n := len(h.undo) - UndoLimit; n > 0 {
		h.undo = slices.Delete(h.undo, 0, n)
	}
}

// Undone says what Undo or Redo did: the change undone or redone, as the
// audit log names it, and the notice to show.
type Undone struct {
	// Action and Detail are those of the change's audit entry ("result",
	// "round 1 table 3: #4–#7 40-24").
	Action string
	Detail string
	// What is a short description of the change: "result (round 1, table
	// 3)", 「結果（1回戦 3番卓）」.
	What Text
	// Text is the notice: "Undone: result (round 1, table 3)",
	// 「元に戻しました：結果（1回戦 3番卓）」.
	Text Text
}

// CanUndo returns what Undo would undo, if anything (for the Edit menu).
func (s *Service) CanUndo() (Text, bool) {
	s.hist.mu.Lock()
	defer s.hist.mu.Unlock()
	if n := len(s.hist.undo); n > 0 {
		return s.hist.undo[n-1].what, true
	}
	return Text{}, false
}

// CanRedo returns what Redo would redo, if anything.
func (s *Service) CanRedo() (Text, bool) {
	s.hist.mu.Lock()
	defer s.hist.mu.Unlock()
	if n := len(s.hist.redo); n > 0 {
		return s.hist.redo[n-1].what, true
	}
	return Text{}, false
}

// Undo restores the event as it was before the newest change this Service
// made (since the event was opened) and not yet undone, as one new change
// logged "undo". It is refused, and the history forgotten, when the event
// has been changed another way since.
func (s *Service) Undo() (Undone, error) { return s.travel(true) }

// Redo makes again the change the newest Undo undid, as one new change
// logged "redo". A change made after the Undo leaves nothing to redo.
func (s *Service) Redo() (Undone, error) { return s.travel(false) }

// errStale is returned inside the transaction when the event is not as the
// history expects.
type errStale struct{}

func (errStale) Error() string { return "the event changed" }

func (s *Service) travel(back bool) (Undone, error) {
	h := s.hist
	h.mu.Lock()
	defer h.mu.Unlock()
	from, to := &h.undo, &h.redo
	action := "undo"
	if !back {
		from, to = to, from
		action = "redo"
	}
	if len(*from) == 0 {
		if back {
			return Undone{}, newProblem(ErrNotFound, "there is nothing to undo", "元に戻せる操作はありません")
		}
		return Undone{}, newProblem(ErrNotFound, "there is nothing to redo", "やり直せる操作はありません")
	}
	c := (*from)[len(*from)-1]
	expect, target := c.after, c.before
	if !back {
		expect, target = target, expect
	}
	detail := c.action + " — " + c.detail
	err := s.store.Update(func(w Writer) error {
		cur, err := w.Snapshot(expect)
		if err != nil {
			return err
		}
		if !cur.Equal(expect) {
			h.last = cur
			return errStale{}
		}
		if err := w.Restore(target); err != nil {
			return err
		}
		ev, err := w.Event()
		if err != nil {
			return err
		}
		return w.AppendAudit(s.entry(ev, action, Text{En: detail}))
	})
	if errors.As(err, new(errStale)) {
		h.undo, h.redo = nil, nil
		p := &Problem{Kind: ErrInvalidInput, Text: Text{
			En: fmt.Sprintf("cannot undo \"%s\": the event was changed elsewhere after it; the undo history is cleared", c.what.En),
			Ja: fmt.Sprintf("「%s」を元に戻せません。その後、大会のデータが別の操作で変更されています。元に戻す履歴は消去しました", c.what.Ja),
		}}
		if !back {
			p.Text = Text{
				En: fmt.Sprintf("cannot redo \"%s\": the event was changed elsewhere after it; the undo history is cleared", c.what.En),
				Ja: fmt.Sprintf("「%s」をやり直せません。その後、大会のデータが別の操作で変更されています。元に戻す履歴は消去しました", c.what.Ja),
			}
		}
		return Undone{}, p
	}
	if err != nil {
		return Undone{}, err
	}
	(*from)[len(*from)-1] = change{} // let its snapshots go
	*from = (*from)[:len(*from)-1]
	*to = append(*to, c)
	h.last = target
	out := Undone{Action: c.action, Detail: c.detail, What: c.what}
	if back {
		out.Text = Text{En: "Undone: " + c.what.En, Ja: "元に戻しました：" + c.what.Ja}
	} else {
		out.Text = Text{En: "Redone: " + c.what.En, Ja: "やり直しました：" + c.what.Ja}
	}
	return out, nil
}
