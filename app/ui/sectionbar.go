package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// sectionBar is the section selector (部門) above the tabs: one large
// button per section, the selected one highlighted. It is shown only when
// the event has more than one section.
type sectionBar struct {
	ew      *eventWindow
	label   *widget.Label
	buttons *fyne.Container
	content *fyne.Container
	// shown is what the buttons were last drawn for (their labels and the
	// selected one): they are redrawn only when it changes.
	shown string
	// ids are the buttons' sections, in order.
	ids []int
}

func newSectionBar(ew *eventWindow) *sectionBar {
	b := &sectionBar{ew: ew}
	b.label = widget.NewLabelWithStyle(tr("Section", "部門"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	b.label.SizeName = "subHeadingText"
	b.buttons = container.New(newFlowLayout(func() { b.content.Refresh() }))
	b.content = container.NewBorder(nil, widget.NewSeparator(), b.label, nil, b.buttons)
	b.content.Hide()
	return b
}

// show draws the selector for the event's sections, selected highlighted;
// it reports whether anything changed (the menus then follow).
func (b *sectionBar) show(root tournament.Event, list []tournament.Section, selected int) bool {
	var sig strings.Builder
	for _, s := range list {
		sig.WriteString(s.Label() + "\x00" + string(s.Game) + "\x00")
	}
	sig.WriteString(strings.Repeat("+", selected+2))
	if !root.Multi() {
		changed := b.shown != ""
		b.shown, b.ids = "", nil
		b.content.Hide()
		return changed
	}
	if sig.String() == b.shown {
		return false
	}
	b.shown = sig.String()
	b.ids = b.ids[:0]
	var objs []fyne.CanvasObject
	for _, s := range list {
		btn := widget.NewButton(s.Label()+"（"+b.ew.g.gameName(s.Game)+"）", func() { b.ew.showSection(s.ID) })
		if s.ID == selected {
			btn.Importance = widget.HighImportance
		}
		objs = append(objs, btn)
		b.ids = append(b.ids, s.ID)
	}
	b.buttons.Objects = objs
	b.buttons.Refresh()
	b.content.Show()
	b.content.Refresh()
	return true
}

// noSectionView is the screen of an event made without a game: it asks
// for the event's first section.
type noSectionView struct {
	ew      *eventWindow
	content fyne.CanvasObject
}

func newNoSectionView(ew *eventWindow) *noSectionView {
	v := &noSectionView{ew: ew}
	msg := widget.NewLabel(tr("This event has no section yet. Add a section (its name, game and venue tables), then its participants.", "この大会にはまだ部門がありません。部門（名前・競技・会場の卓番号）を追加してから、参加者を登録してください。"))
	msg.Wrapping = fyne.TextWrapWord
	add := widget.NewButton(tr("Add a section", "部門を追加")+"…", ew.addSectionDialog)
	add.Importance = widget.HighImportance
	v.content = container.NewVBox(msg, container.NewHBox(add))
	return v
}

func (v *noSectionView) title() string          { return tr("Sections", "部門") }
func (v *noSectionView) tab() fyne.CanvasObject { return v.content }
func (v *noSectionView) sheet() string          { return "players" }
func (v *noSectionView) refresh(snapshot)       {}

// multi reports whether the event has more than one section.
func (ew *eventWindow) multi() bool {
	list, err := ew.event.Sections()
	return err == nil && len(list) > 1
}

// sectionMenu is the 部門 menu: each section (Alt+1…9 shows it, the one
// shown checked), adding a section, editing the one shown.
func (ew *eventWindow) sectionMenu() *fyne.Menu {
	keys := []fyne.KeyName{fyne.Key1, fyne.Key2, fyne.Key3, fyne.Key4, fyne.Key5, fyne.Key6, fyne.Key7, fyne.Key8, fyne.Key9}
	var items []*fyne.MenuItem
	if list, err := ew.event.Sections(); err == nil && len(list) > 1 {
		for i, s := range list {
			it := fyne.NewMenuItem(s.Label(), ew.modal(func() { ew.showSection(s.ID) }))
			it.Checked = s.ID == ew.sec.ID
			if i < len(keys) {
				it.Shortcut = &desktop.CustomShortcut{KeyName: keys[i], Modifier: fyne.KeyModifierAlt}
			}
			items = append(items, it)
		}
		items = append(items, fyne.NewMenuItemSeparator())
	}
	items = append(items, fyne.NewMenuItem(tr("Add a section", "部門を追加")+"…", ew.modal(ew.addSectionDialog)))
	if ew.sec.ID != noSection {
		items = append(items, fyne.NewMenuItem(tr("Edit the section", "部門を編集")+"…", ew.modal(ew.editSectionDialog)))
	}
	if ew.sec.ID != noSection && !ew.sec.Source.IsZero() {
		items = append(items, fyne.NewMenuItem(tr("Draw the entrants", "進出者を決める")+"…", ew.modal(ew.drawEntrantsDialog)))
	}
	if ew.sec.ID != noSection {
		items = append(items, fyne.NewMenuItem(tr("Decide a tie", "同順位を決める")+"…", ew.modal(ew.decideTieDialog)))
		items = append(items, fyne.NewMenuItem(tr("Split into classes", "クラス分け")+"…", ew.modal(ew.classesDialog)))
	}
	return fyne.NewMenu(tr("Section", "部門"), items...)
}
