// Package yonin is the four-player shogi discipline (四人将棋, docs/rules.md §5):
// stages of tables of four, seating, games by who mated whom, 持将棋,
// table standings and advancement. Its stages are kept as the discipline's
// records in the event file.
package yonin

import (
	rules "taikai/rules/yonin"
	"taikai/tournament"
)

// Kind is the game kind of a four-player shogi event.
const Kind tournament.GameKind = "yonin"

// Discipline is four-player shogi as the shared services see it.
type Discipline struct{}

var _ tournament.Tables = Discipline{}

// New returns the four-player shogi discipline, for tournament.Register.
func New() Discipline { return Discipline{} }

// Service is the four-player shogi services of one event.
type Service struct{ *tournament.Service }

// Of returns the four-player shogi services over s.
func Of(s *tournament.Service) *Service { return &Service{s} }

// Kind implements tournament.Discipline.
func (Discipline) Kind() tournament.GameKind { return Kind }

// Name implements tournament.Discipline.
func (Discipline) Name() tournament.Text {
	return tournament.Text{En: "Four-player shogi", Ja: "四人将棋"}
}

// Aliases implements tournament.Discipline.
func (Discipline) Aliases() []string { return []string{"yonin-shogi", "四人将棋"} }

// Tables implements tournament.Tables.
func (Discipline) Tables() {}

// Settings implements tournament.Discipline: the rules settings of
// rules/yonin, checked together.
func (Discipline) Settings() []tournament.SettingGroup {
	d := rules.DefaultSettings()
	var defs []tournament.Setting
	for _, k := range rules.SettingKeys() {
		def, _ := d.Value(k.Key)
		kind := tournament.SettingInt
		if k.Bool {
			kind = tournament.SettingBool
		}
		defs = append(defs, tournament.Setting{Key: k.Key, Label: tournament.Text{En: k.En, Ja: k.Ja}, Kind: kind, Default: def, Min: k.Min, Max: k.Max})
	}
	return []tournament.SettingGroup{{Settings: defs, Check: func(values map[string]string) (map[string]string, error) {
		return tournament.CheckKeyed(rules.DefaultSettings(), values)
	}}}
}

// SettingsOf returns the event's four-player shogi rules settings.
func SettingsOf(ev tournament.Event) (rules.Settings, error) {
	var keys []string
	for _, k := range rules.SettingKeys() {
		keys = append(keys, k.Key)
	}
	return tournament.ApplyKeyed(rules.DefaultSettings(), keys, ev.Settings)
}

// Demo implements tournament.Discipline.
func (Discipline) Demo(s *tournament.Service, n int) error {
	if err := s.CreateDemoEvent(Kind, "四人将棋 国士戦（デモ）"); err != nil {
		return err
	}
	_, err := s.ImportParticipants(tournament.ParticipantsCSV(tournament.DemoParticipants(n, 16)))
	return err
}

// DemoPlayers implements tournament.DemoSizer.
// Four tables: 12 people and 4 CPU substitutes.
func (Discipline) DemoPlayers() int { return 12 }
