package ui

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"taikai/app/version"
	"taikai/tournament"
)

// This file is what the GUI does for issue 15 ("nothing lost, nothing
// hangs"): a damaged file is refused with an offer to restore its latest
// snapshot, a file that cannot be written opens read-only under a banner,
// a change missing from the file is told, and File → Snapshots… lists the
// snapshots and restores one. Its texts are written here in both languages
// (g.say), as every GUI text is.

// showOpenState tells, in the window of the event just opened, that the
// file is read-only (a banner above the tabs) and anything the file must
// tell (a change missing from it).
func (ew *eventWindow) showOpenState() {
	b, ok := ew.store.(tournament.EventFile)
	if !ok {
		return
	}
	if b.ReadOnly() {
		banner := widget.NewLabel(tr(
			"Opened read-only: this file cannot be written (a locked USB stick, a read-only copy), so every change is refused. To change the event, unlock the stick or copy the file to a writable folder.",
			"読み取り専用で開いています。このファイルには書き込めないため（ロックされた USB メモリ、読み取り専用のコピーなど）、変更はできません。変更するには、USB メモリのロックを外すか、書き込めるフォルダにコピーしてください。"))
		banner.Importance = widget.WarningImportance
		banner.Wrapping = fyne.TextWrapWord
		banner.TextStyle = fyne.TextStyle{Bold: true}
		ew.win.SetContent(container.NewBorder(banner, nil, nil, nil, ew.win.Content()))
	}
	if ns := b.Notices(); len(ns) > 0 {
		var msgs []string
		for _, n := range ns {
			msgs = append(msgs, n.In(ew.g.lang))
		}
		showMessage(ew.win, tr("The last change is missing", "最後の変更が入っていません"), strings.Join(msgs, "\n\n"))
	}
}

// showOpenProblem shows why the event file at path did not open; a
// damaged file with a good snapshot gets the button that restores it.
func (g *gui) showOpenProblem(path string, err error, w fyne.Window) {
	var d *tournament.DamagedError
	if !errors.As(err, &d) || d.Latest == nil {
		g.showProblem(tr("Cannot open the event", "大会を開けません"), err, w)
		return
	}
	text := d.Describe(g.lang, false)
	msg := widget.NewLabel(text)
	msg.Wrapping = fyne.TextWrapWord
	body := container.NewVScroll(msg)
	body.SetMinSize(fyne.NewSize(640, min(float32(80+22*countLines(text)), 420)))
	id := d.Latest.ID
	keyDialog(w, tr("The event file is damaged", "大会ファイルが壊れています"), body,
		[]choice{{label: tr("Restore the latest snapshot", "最新のスナップショットに戻す"), action: func() { g.restoreAndOpen(path, id, w) }}},
		tr("Close", "閉じる"), nil)
}

// restoreAndOpen restores snapshot id of the (closed) event file at path
// and opens it.
func (g *gui) restoreAndOpen(path string, id int, w fyne.Window) {
	rep, err := g.files.Restore(path, strconv.Itoa(id), version.Version)
	if err == nil {
		err = g.openEvent(path)
	}
	if err != nil {
		g.showProblem(tr("Cannot restore the snapshot", "スナップショットに戻せません"), err, w)
		return
	}
	abs, aerr := filepath.Abs(path)
	if aerr != nil {
		abs = path
	}
	if ew := g.open[abs]; ew != nil {
		ew.notice.SetText(g.restoredText(rep))
	}
}

// restoredText says what a restore did.
func (g *gui) restoredText(rep tournament.RestoreReport) string {
	s := rep.Restored
	out := fmt.Sprintf(tr("Restored snapshot %d (%s, %s)", "スナップショット %d（%s、%s）に戻しました"),
		s.ID, s.State().In(g.lang), s.Time.Format("2006-01-02 15:04"))
	if rep.Before != nil {
		out += fmt.Sprintf(tr("; the state before is snapshot %d", "。戻す前の状態はスナップショット %d です"), rep.Before.ID)
	}
	if rep.Kept != "" {
		out += fmt.Sprintf(tr("; the damaged file is kept as %s", "。壊れたファイルは %s として残しました"), filepath.Base(rep.Kept))
	}
	return out
}

// snapshotButton is the default button of the snapshot list: Up and Down
// choose the snapshot, Enter presses it, Esc closes the dialog.
type snapshotButton struct {
	keyButton
	move func(delta int)
}

func (b *snapshotButton) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyUp:
		b.move(-1)
	case fyne.KeyDown:
		b.move(1)
	default:
		b.keyButton.TypedKey(ev)
	}
}

// tellSnapshotError says at the foot of the window that the snapshot of
// the last change could not be written (the change itself is saved).
func (ew *eventWindow) tellSnapshotError() {
	if ew.svc == nil {
		return
	}
	if err := ew.svc.SnapshotError(); err != nil {
		ew.notice.SetText(fmt.Sprintf(tr("The change is saved, but its snapshot could not be written: %s",
			"変更は保存しましたが、スナップショットを書けませんでした：%s"), tournament.Localize(err, ew.g.lang)))
	}
}

// showSnapshots lists the event's snapshots, newest first and selected;
// Enter (after a confirmation) restores the one selected.
func (ew *eventWindow) showSnapshots() {
	g := ew.g
	title := tr("Snapshots", "スナップショット")
	ss, err := g.files.Snapshots(ew.path)
	if err != nil {
		g.showProblem(title, err, ew.win)
		return
	}
	if len(ss) == 0 {
		showMessage(ew.win, title, tr("No snapshot yet: one is taken after each round is paired and when its last result is recorded.",
			"スナップショットはまだありません。各回戦の組合せの後と、最後の結果を入力した後に作られます。"))
		return
	}
	slices.Reverse(ss)
	sel := 0
	list := widget.NewList(func() int { return len(ss) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			s := ss[i]
			o.(*widget.Label).SetText(fmt.Sprintf("%d　%s　%s", s.ID, s.State().In(g.lang), s.Time.Format("2006-01-02 15:04:05")))
		})
	list.OnSelected = func(i widget.ListItemID) { sel = i }
	list.Select(0)

	prev := ew.win.Canvas().Focused()
	var d *dialog.CustomDialog
	hide := func() {
		d.Hide()
		if prev != nil {
			ew.win.Canvas().Focus(prev)
		}
	}
	restore := &snapshotButton{move: func(delta int) {
		if i := sel + delta; i >= 0 && i < len(ss) {
			list.Select(i)
			list.ScrollTo(i)
		}
	}}
	restore.Text = tr("Restore…", "戻す…") + " (Enter)"
	restore.Importance = widget.HighImportance
	restore.cancel = hide
	restore.OnTapped = func() {
		hide()
		s := ss[sel]
		confirm(ew.win, title, fmt.Sprintf(tr(
			"Put the event back as it was in snapshot %d (%s, %s)? The current state is kept as a new snapshot first.",
			"大会をスナップショット %d（%s、%s）の状態に戻しますか？　今の状態は先に新しいスナップショットとして残します。"),
			s.ID, s.State().In(g.lang), s.Time.Format("2006-01-02 15:04")),
			tr("Restore", "戻す"), func() { ew.restoreSnapshot(s) })
	}
	restore.ExtendBaseWidget(restore)
	closeBtn := newKeyButton(tr("Close", "閉じる")+" (Esc)", hide, hide)
	hint := widget.NewLabel(tr("↑↓ choose, Enter restores", "↑↓ で選び、Enter で戻します"))
	body := container.NewBorder(hint, container.NewHBox(restore, closeBtn), nil, nil, list)
	d = dialog.NewCustomWithoutButtons(title, body, ew.win)
	d.Resize(fyne.NewSize(620, 420))
	d.Show()
	ew.win.Canvas().Focus(restore)
}

// restoreSnapshot puts snapshot s back as the event file: the window lets
// go of the file, the restore runs, and the window opens the file again.
func (ew *eventWindow) restoreSnapshot(s tournament.SnapshotInfo) {
	g := ew.g
	title := tr("Cannot restore the snapshot", "スナップショットに戻せません")
	ew.close()
	rep, err := g.files.Restore(ew.path, strconv.Itoa(s.ID), version.Version)
	b, oerr := g.files.Open(ew.path)
	if oerr != nil {
		// The file cannot be opened again: the window has nothing to show.
		w := g.showStart()
		g.showOpenProblem(ew.path, oerr, w)
		ew.win.Close()
		return
	}
	if rerr := ew.useStore(b); rerr != nil && err == nil {
		err = rerr
	}
	if err != nil {
		g.showProblem(title, err, ew.win)
		return
	}
	ew.notice.SetText(g.restoredText(rep))
}
