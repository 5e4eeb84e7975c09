package tournament

import (
	"errors"
	"maps"
	"slices"
)

// Keyed is a rules package's settings value: set by key, checked as a
// whole, read back by key (rules/othello and rules/yonin have this shape).
type Keyed[S any] interface {
	With(key, value string) (S, error)
	Validate() error
	Value(key string) (string, error)
}

// ApplyKeyed sets every value the event has for keys onto the defaults d.
func ApplyKeyed[S Keyed[S]](d S, keys []string, values map[string]string) (S, error) {
	for _, k := range keys {
		if v, ok := values[k]; ok {
			var err error
			if d, err = d.With(k, v); err != nil {
				return d, err
			}
		}
	}
	return d, d.Validate()
}

// CheckKeyed checks values together and returns their canonical text (a
// SettingGroup's Check for a keyed rules package).
func CheckKeyed[S Keyed[S]](d S, values map[string]string) (map[string]string, error) {
	s, err := ApplyKeyed(d, slices.Sorted(maps.Keys(values)), values)
	if err != nil {
		return nil, RulesProblem(err)
	}
	out := map[string]string{}
	for k := range values {
		out[k], _ = s.Value(k)
	}
	return out, nil
}

// RulesProblem passes a rules package's message on to the person. The rules
// packages write English; their message is shown in both languages with a
// Japanese lead-in.
func RulesProblem(err error) error {
	if _, ok := err.(Localizer); ok {
		return err
	}
	var ja interface{ Japanese() string }
	if errors.As(err, &ja) {
		return &Problem{Text: Text{En: err.Error(), Ja: "設定の誤り：" + ja.Japanese()}, Kind: ErrInvalidInput}
	}
	return &Problem{Text: Text{En: err.Error(), Ja: "設定の誤り: " + err.Error()}, Kind: ErrInvalidInput}
}
