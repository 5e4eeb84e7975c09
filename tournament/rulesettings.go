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
	s := othello.DefaultSettings()
	for _, k := range othello.SettingKeys() {
		if v, ok := e.Settings[k.Key]; ok {
			var err error
			if s, err = s.With(k.Key, v); err != nil {
				return s, err
			}
		}
	}
	return s, s.Validate()
}

func checkOthello(values map[string]string) (map[string]string, error) {
	s := othello.DefaultSettings()
	for _, k := range slices.Sorted(maps.Keys(values)) {
		var err error
		if s, err = s.With(k, values[k]); err != nil {
			return nil, rulesProblem(err)
		}
	}
	if err := s.Validate(); err != nil {
		return nil, rulesProblem(err)
	}
	out := map[string]string{}
	for k := range values {
		out[k], _ = s.Value(k)
	}
	return out, nil
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
	s := yonin.DefaultSettings()
	for _, k := range yonin.SettingKeys() {
		if v, ok := e.Settings[k.Key]; ok {
			var err error
			if s, err = s.With(k.Key, v); err != nil {
				return s, err
			}
		}
	}
	return s, s.Validate()
}

func checkYonin(values map[string]string) (map[string]string, error) {
	s := yonin.DefaultSettings()
	for _, k := range slices.Sorted(maps.Keys(values)) {
		var err error
		if s, err = s.With(k, values[k]); err != nil {
			return nil, rulesProblem(err)
		}
	}
	if err := s.Validate(); err != nil {
		return nil, rulesProblem(err)
	}
	out := map[string]string{}
	for k := range values {
		out[k], _ = s.Value(k)
	}
	return out, nil
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
