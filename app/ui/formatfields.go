package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// formatFields are a format's options as fields (issue 38: 1組の人数, 各組
// の通過人数 …, not group-size=4): built from the options the selected
// format lists, built again when another format is chosen.
type formatFields struct {
	lang    tournament.Lang
	box     *fyne.Container
	values  map[string]func() string
	initial map[string]string
}

// newFormatFields makes the fields of format kind, filled from initial
// (a section's values, by option key).
func newFormatFields(lang tournament.Lang, kind tournament.FormatKind, initial map[string]string) *formatFields {
	f := &formatFields{lang: lang, box: container.NewVBox(), initial: initial}
	f.show(kind)
	return f
}

// show builds the fields of format kind.
func (f *formatFields) show(kind tournament.FormatKind) {
	f.box.Objects = nil
	f.values = map[string]func() string{}
	opts := kind.Options()
	if len(opts) == 0 {
		f.box.Add(widget.NewLabel(tr("(none)", "（なし）")))
		f.box.Refresh()
		return
	}
	var items []*widget.FormItem
	for _, o := range opts {
		label := o.Label.In(f.lang)
		switch o.Kind {
		case tournament.OptionSwitch:
			c := widget.NewCheck(label, nil)
			c.SetChecked(f.initial[o.Key] == "true")
			f.values[o.Key] = func() string {
				if c.Checked {
					return "true"
				}
				return ""
			}
			items = append(items, widget.NewFormItem("", c))
		case tournament.OptionChoice:
			labels := make([]string, len(o.ChoiceLabels))
			for i, l := range o.ChoiceLabels {
				labels[i] = l.In(f.lang)
			}
			sel := newSelect(labels, nil)
			sel.SetSelectedIndex(0)
			for i, c := range o.Choices {
				if c == f.initial[o.Key] {
					sel.SetSelectedIndex(i)
				}
			}
			choices := o.Choices
			f.values[o.Key] = func() string { return choices[max(sel.SelectedIndex(), 0)] }
			items = append(items, widget.NewFormItem(label, sel))
		default:
			e := newKeyEntry()
			e.SetText(f.initial[o.Key])
			if !o.Required {
				e.SetPlaceHolder(tr("(empty: none)", "（空欄：なし）"))
			}
			f.values[o.Key] = func() string { return strings.TrimSpace(e.Text) }
			items = append(items, widget.NewFormItem(label, e))
		}
	}
	f.box.Add(widget.NewForm(items...))
	f.box.Refresh()
}

// options are the values of the fields as the format's options.
func (f *formatFields) options() (tournament.FormatOptions, error) {
	values := map[string]string{}
	for k, v := range f.values {
		values[k] = v()
	}
	return tournament.ParseFormatOptions(tournament.FormatOptionsText(values))
}
