package tournament

import (
	"maps"
	"slices"

	"taikai/rules/othello"
	"taikai/rules/yonin"
)

// ruleSettings connects the settings of a rules package to the event: its
// descriptions, and a check of a whole set of values (ranges and how the
// values fit together) that returns their canonical text.
type ruleSettings struct {
	defs  func() []Setting
	check func(values map[string]string) (map[string]string, error)
}

// gameRules lists, per game kind, the rules packages whose settings the
// event carries.
var gameRules = map[GameKind][]ruleSettings{
	Othello: {{defs: othelloDefs, check: checkOthello}, {defs: pairingDefs(Othello), check: checkPairing}},
	Go:      {{defs: pairingDefs(Go), check: checkPairing}},
	PairGo:  {{defs: pairingDefs(PairGo), check: checkPairing}},
	Yonin:   {{defs: yoninDefs, check: checkYonin}},
}

// keyed is a rules package's settings value: set by key, checked as a
// whole, read back by key (rules/othello and rules/yonin have this shape).
type keyed[S any] interface {
	With(key, value string) (S, error)
	Validate() error
	Value(key string) (string, error)
}

// applyKeyed sets every value the event has for keys onto the defaults d.
func applyKeyed[S keyed[S]](d S, keys []string, values map[string]string) (S, error) {
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

// checkKeyed checks values together and returns their canonical text.
func checkKeyed[S keyed[S]](d S, values map[string]string) (map[string]string, error) {
	s, err := applyKeyed(d, slices.Sorted(maps.Keys(values)), values)
	if err != nil {
		return nil, rulesProblem(err)
	}
	out := map[string]string{}
	for k := range values {
		out[k], _ = s.Value(k)
	}
	return out, nil
}

func othelloDefs() []Setting {
	d := othello.DefaultSettings()
	var out []Setting
	for _, k := range othello.SettingKeys() {
		def, _ := d.Value(k.Key)
		kind := SettingText
		switch k.Kind {
		case othello.SettingInt:
			kind = SettingInt
		case othello.SettingBool:
			kind = SettingBool
		}
		out = append(out, Setting{Key: k.Key, Label: Text{En: k.Label.En, Ja: k.Label.Ja}, Kind: kind, Default: def, Min: k.Min, Max: k.Max, Games: []GameKind{Othello}})
	}
	return out
}

// OthelloSettings returns the event's Othello rules settings.
func (e Event) OthelloSettings() (othello.Settings, error) {
	var keys []string
	for _, k := range othello.SettingKeys() {
		keys = append(keys, k.Key)
	}
	return applyKeyed(othello.DefaultSettings(), keys, e.Settings)
}

func checkOthello(values map[string]string) (map[string]string, error) {
	return checkKeyed(othello.DefaultSettings(), values)
}

func yoninDefs() []Setting {
	d := yonin.DefaultSettings()
	var out []Setting
	for _, k := range yonin.SettingKeys() {
		def, _ := d.Value(k.Key)
		kind := SettingInt
		if k.Bool {
			kind = SettingBool
		}
		out = append(out, Setting{Key: k.Key, Label: Text{En: k.En, Ja: k.Ja}, Kind: kind, Default: def, Min: k.Min, Max: k.Max, Games: []GameKind{Yonin}})
	}
	return out
}

// YoninSettings returns the event's four-player shogi rules settings.
func (e Event) YoninSettings() (yonin.Settings, error) {
	var keys []string
	for _, k := range yonin.SettingKeys() {
		keys = append(keys, k.Key)
	}
	return applyKeyed(yonin.DefaultSettings(), keys, e.Settings)
}

func checkYonin(values map[string]string) (map[string]string, error) {
	return checkKeyed(yonin.DefaultSettings(), values)
}

// rulesProblem passes a rules package's message on to the person. The rules
// packages write English; their message is shown in both languages with a
// Japanese lead-in.
func rulesProblem(err error) error {
	if _, ok := err.(Localizer); ok {
		return err
	}
	return &Problem{Text: Text{En: err.Error(), Ja: "設定の誤り: " + err.Error()}, Kind: ErrInvalidInput}
}
