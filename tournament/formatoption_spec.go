package tournament

import (
	"strings"
)

// FormatOption is one option of a format as a screen asks for it: its key
// in the options text (group-size=4), its label, and what it takes — a
// number from Min to Max, a switch, or one of Choices. Screens build their
// fields from a format's list and never name a format themselves.
type FormatOption struct {
	Key   string
	Label Text
	// Kind is OptionNumber, OptionSwitch or OptionChoice.
	Kind     OptionKind
	Min, Max int
	// Required options must be given; the others may be left empty.
	Required bool
	// Choices are the values an OptionChoice takes, with their labels;
	// the first is what an empty field means.
	Choices      []string
	ChoiceLabels []Text
}

// OptionKind is what a format option takes.
type OptionKind int

// The kinds of format option.
const (
	OptionNumber OptionKind = iota // a whole number
	OptionSwitch                   // on or off (third-place)
	OptionChoice                   // one of the option's Choices
)

// OptionLister is a format that lists its options for the screens.
type OptionLister interface{ Options() []FormatOption }

// Options lists the options of format k, in the order a screen asks for
// them; none for the Swiss and for a format without any.
func (k FormatKind) Options() []FormatOption {
	if p, ok := policyOf(k); ok {
		if ol, ok := p.(OptionLister); ok {
			return ol.Options()
		}
	}
	return nil
}

// FormatOptionsText writes the values a screen collected, by option key
// ("" or "false" left out), as ParseFormatOptions reads them.
func FormatOptionsText(values map[string]string) string {
	var parts []string
	for _, spec := range FormatOptionSpecs() {
		k := spec.Key
		v := strings.TrimSpace(values[k])
		switch {
		case v == "" || v == "false":
		case v == "true":
			parts = append(parts, k)
		default:
			parts = append(parts, k+"="+v)
		}
	}
	return strings.Join(parts, " ")
}

// OptionReader is a format with options that says the values a section's
// format holds, by option key, as the screens' fields show them.
type OptionReader interface {
	OptionValues(f Format) map[string]string
}

// OptionValues are the options of f by key, as the screens' fields show
// them (an option not set is left out).
func (f Format) OptionValues() map[string]string {
	if p, ok := policyOf(f.Of()); ok {
		if r, ok := p.(OptionReader); ok {
			return r.OptionValues(f)
		}
	}
	return map[string]string{}
}
