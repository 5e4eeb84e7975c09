package tournament

import (
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/width"
)

// FormatOptions are a format's options as the arbiter typed them, by the
// option's key (FormatOption.Key: "group-size" → "4", a switch such as
// "third-place" → "true"); each format reads those it has (Configure)
// and refuses the others.
type FormatOptions map[string]string

// Int is the number option key gives, 0 when it is not given.
func (o FormatOptions) Int(key string) int {
	n, _ := strconv.Atoi(o[key])
	return n
}

// On reports whether the switch key is on.
func (o FormatOptions) On(key string) bool { return o[key] == "true" }

// Only reports whether o gives no option but keys.
func (o FormatOptions) Only(keys ...string) bool {
	for k := range o {
		if !slices.Contains(keys, k) {
			return false
		}
	}
	return true
}

// FormatOptionSpecs are the options of every registered format, each key
// once (the first format's that lists it, with the largest Max any gives
// it), in the formats' order: what the command line's flags and
// ParseFormatOptions take.
func FormatOptionSpecs() []FormatOption {
	var out []FormatOption
	for _, k := range FormatKinds() {
		for _, o := range k.Options() {
			if i := slices.IndexFunc(out, func(x FormatOption) bool { return x.Key == o.Key }); i >= 0 {
				out[i].Max = max(out[i].Max, o.Max)
				continue
			}
			out = append(out, o)
		}
	}
	return out
}

// optionSpec returns the option key of any registered format.
func optionSpec(key string) (FormatOption, bool) {
	specs := FormatOptionSpecs()
	i := slices.IndexFunc(specs, func(o FormatOption) bool { return o.Key == key })
	if i < 0 {
		return FormatOption{}, false
	}
	return specs[i], true
}

// CheckFormatOption checks the value typed for option key (a number for a
// number, nothing or true for a switch, a value for a choice; the format
// checks which values it takes) and returns it as FormatOptions keeps it.
func CheckFormatOption(key, value string, hasValue bool) (string, error) {
	spec, ok := optionSpec(key)
	if !ok {
		return "", unknownOption(key)
	}
	v := strings.TrimSpace(value)
	switch spec.Kind {
	case OptionNumber:
		n, err := strconv.Atoi(v)
		if !hasValue || err != nil || n < 1 || n > spec.Max {
			return "", newProblem(ErrInvalidInput, "the format option %s must be a number from 1 to %d (not \"%s\")", "方式の指定 %s は 1〜%d の数で書いてください（「%s」は使えません）", key, spec.Max, v)
		}
		return strconv.Itoa(n), nil
	case OptionSwitch:
		if hasValue && v != "true" && v != "yes" {
			return "", newProblem(ErrInvalidInput, "the format option %s takes no value", "方式の指定 %s に値は付けません", key)
		}
		return "true", nil
	}
	if !hasValue || v == "" {
		return "", newProblem(ErrInvalidInput, "the format option %s needs a value (%s=%s)", "方式の指定 %s には値が必要です（%s=%s）", key, key, strings.Join(spec.Choices, "|"))
	}
	return v, nil
}

// ParseFormatOptions reads a format's options as a screen takes them, the
// command line's flags without their dashes, separated by spaces, commas
// or lines: "group-size=4 advance=2", "third-place", "wins=2 losses=2
// bye=win". Each format checks which it takes (NewFormat).
func ParseFormatOptions(text string) (FormatOptions, error) {
	o := FormatOptions{}
	fields := strings.FieldsFunc(width.Fold.String(text), func(r rune) bool { return r == ' ' || r == ',' || r == '\n' || r == '\t' || r == '、' })
	for _, f := range fields {
		k, v, hasValue := strings.Cut(f, "=")
		k = strings.TrimPrefix(strings.ToLower(strings.TrimSpace(k)), "--")
		if _, ok := optionSpec(k); !ok {
			return FormatOptions{}, unknownOption(f)
		}
		value, err := CheckFormatOption(k, v, hasValue)
		if err != nil {
			return FormatOptions{}, err
		}
		o[k] = value
	}
	return o, nil
}

// unknownOption is the refusal of option text that no registered format
// takes, with the options they do.
func unknownOption(text string) error {
	var hints []string
	for _, o := range FormatOptionSpecs() {
		switch o.Kind {
		case OptionNumber:
			hints = append(hints, o.Key+"=N")
		case OptionSwitch:
			hints = append(hints, o.Key)
		default:
			hints = append(hints, o.Key+"="+strings.Join(o.Choices, "|"))
		}
	}
	return newProblem(ErrInvalidInput, "unknown format option \"%s\": use %s", "方式の指定「%s」はありません。%s のいずれかです", text, strings.Join(hints, ", "))
}
