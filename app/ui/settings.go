package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// settingsView is the settings screen: the event header and every setting
// of the event's game with its current value; Save applies all changes in
// one transaction.
type settingsView struct {
	ew      *eventWindow
	form    *widget.Form
	content fyne.CanvasObject
	// get returns each field's current text, by settings key.
	get map[string]func() string
	// shown is the event last shown, to send only what changed.
	shown tournament.Event
}

func newSettingsView(ew *eventWindow) *settingsView {
	v := &settingsView{ew: ew, form: widget.NewForm()}
	save := widget.NewButton(tr("Save settings", "設定を保存"), v.save)
	save.Importance = widget.HighImportance
	v.content = container.NewBorder(nil, container.NewHBox(save), nil, nil, container.NewVScroll(v.form))
	return v
}

// show rebuilds the form for ev.
func (v *settingsView) show(ev tournament.Event) {
	v.shown = ev
	v.get = map[string]func() string{}
	v.form.Items = nil
	lang := v.ew.g.lang
	entry := func(key, label, value string) {
		e := widget.NewEntry()
		e.SetText(value)
		e.OnSubmitted = func(string) { v.save() }
		v.get[key] = func() string { return e.Text }
		v.form.Append(label, e)
	}
	entry("name", tr("Event name", "大会名"), ev.Name)
	entry("date", tr("Date", "日付"), ev.Date)
	entry("venue", tr("Venue", "会場"), ev.Venue)
	for _, s := range tournament.Settings(ev.Game) {
		value := ev.Setting(s.Key)
		label := s.Label.In(lang)
		switch s.Kind {
		case tournament.SettingBool:
			c := widget.NewCheck("", nil)
			c.SetChecked(value == "true")
			v.get[s.Key] = func() string {
				if c.Checked {
					return "true"
				}
				return "false"
			}
			v.form.Append(label, c)
		case tournament.SettingChoice:
			labels := make([]string, len(s.Choices))
			for i, c := range s.Choices {
				labels[i] = s.ShownValue(c, lang)
			}
			sel := newSelect(labels, nil)
			sel.SetSelected(s.ShownValue(value, lang))
			choices := s.Choices
			v.get[s.Key] = func() string {
				if i := sel.SelectedIndex(); i >= 0 {
					return choices[i]
				}
				return value
			}
			v.form.Append(label, sel)
		default:
			// Shown as a person writes it (禁止, 30分+30秒); the setting's
			// check reads that back into what is stored.
			shown := s.ShownValue(value, lang)
			entry(s.Key, label, shown)
			get := v.get[s.Key]
			v.get[s.Key] = func() string {
				if t := get(); t != shown {
					return t
				}
				return value
			}
		}
	}
	v.form.Refresh()
}

// save sends every changed field in one ChangeSettings call.
func (v *settingsView) save() {
	changes := map[string]string{}
	current := map[string]string{"name": v.shown.Name, "date": v.shown.Date, "venue": v.shown.Venue}
	for key, get := range v.get {
		old, isInfo := current[key]
		if !isInfo {
			old = v.shown.Setting(key)
		}
		if val := get(); val != old {
			changes[key] = val
		}
	}
	if len(changes) == 0 {
		return
	}
	v.ew.apply(tr("Cannot save the settings", "設定を保存できません"), func() error { return v.ew.svc.ChangeSettings(changes) })
}
