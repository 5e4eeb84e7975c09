package tournament

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"taikai/pairing"
)

// pairKey is one PAPP penalty of docs/rules.md §2.1 as an event setting.
type pairKey struct {
	key   string
	label Text
	// scalar or table points into pairing.Settings.
	scalar func(*pairing.Settings) *int64
	table  func(*pairing.Settings) *[]int64
}

var pairKeys = []pairKey{
	{key: "pair_colour", label: tr("Pairing: colour imbalance costs (|Black−White| = 0,1,2…)", "組合せ：手番の偏りのコスト（黒番−白番 = 0,1,2…）"), table: func(s *pairing.Settings) *[]int64 { return &s.Colour }},
	{key: "pair_same_colour_again", label: tr("Pairing: same colour as last round", "組合せ：前回と同じ手番"), scalar: func(s *pairing.Settings) *int64 { return &s.SameColourAgain }},
	{key: "pair_float", label: tr("Pairing: score difference costs (half-points 0,1,2…)", "組合せ：得点差のコスト（0, 0.5, 1 勝差…）"), table: func(s *pairing.Settings) *[]int64 { return &s.Float }},
	{key: "pair_float_same_direction", label: tr("Pairing: float in the same direction again", "組合せ：同じ向きのフロートの繰り返し"), scalar: func(s *pairing.Settings) *int64 { return &s.FloatSameDirection }},
	{key: "pair_float_opposite_direction", label: tr("Pairing: bonus for a float in the opposite direction", "組合せ：逆向きのフロートの割引"), scalar: func(s *pairing.Settings) *int64 { return &s.FloatOppositeDirection }},
	{key: "pair_rematch_same_colours", label: tr("Pairing: rematch with the same colours", "組合せ：同じ手番での再戦"), scalar: func(s *pairing.Settings) *int64 { return &s.RematchSameColours }},
	{key: "pair_rematch", label: tr("Pairing: rematch with colours reversed", "組合せ：手番を入れ替えた再戦"), scalar: func(s *pairing.Settings) *int64 { return &s.RematchOppositeColours }},
	{key: "pair_rematch_previous_round", label: tr("Pairing: rematch of the previous round (extra)", "組合せ：直前の回戦の再戦（追加）"), scalar: func(s *pairing.Settings) *int64 { return &s.RematchPreviousRound }},
	{key: "pair_same_club", label: tr("Pairing: same affiliation", "組合せ：同じ所属"), scalar: func(s *pairing.Settings) *int64 { return &s.SameAffiliation }},
	{key: "pair_elitism", label: tr("Pairing: elitism by round (1,2,3…)", "組合せ：上位のフロート抑制（回戦ごと）"), table: func(s *pairing.Settings) *[]int64 { return &s.Elitism }},
	{key: "pair_second_bye", label: tr("Pairing: second bye", "組合せ：2回目の不戦勝（バイ）"), scalar: func(s *pairing.Settings) *int64 { return &s.SecondBye }},
	{key: "pair_bye_previous_round", label: tr("Pairing: bye two rounds running (extra)", "組合せ：連続の不戦勝（追加）"), scalar: func(s *pairing.Settings) *int64 { return &s.ByePreviousRound }},
}

// formatPenalty writes a penalty, "forbidden" for pairing.Forbidden.
func formatPenalty(v int64) string {
	if v == pairing.Forbidden {
		return "forbidden"
	}
	return strconv.FormatInt(v, 10)
}

func parsePenalty(s string) (int64, error) {
	s = strings.TrimSpace(s)
	if s == "forbidden" || s == "禁止" {
		return pairing.Forbidden, nil
	}
	return strconv.ParseInt(s, 10, 64)
}

func (k pairKey) value(s pairing.Settings) string {
	if k.scalar != nil {
		return formatPenalty(*k.scalar(&s))
	}
	t := *k.table(&s)
	parts := make([]string, len(t))
	for i, v := range t {
		parts[i] = formatPenalty(v)
	}
	return strings.Join(parts, ",")
}

func (k pairKey) set(s *pairing.Settings, v string) error {
	if k.scalar != nil {
		n, err := parsePenalty(v)
		if err != nil {
			return fmt.Errorf("%s: %q is not a whole number or \"forbidden\"", k.key, v)
		}
		*k.scalar(s) = n
		return nil
	}
	var t []int64
	for _, p := range strings.Split(v, ",") {
		n, err := parsePenalty(p)
		if err != nil {
			return fmt.Errorf("%s: %q is not a comma-separated list of whole numbers", k.key, v)
		}
		t = append(t, n)
	}
	*k.table(s) = t
	return nil
}

// pairingFrom builds the pairing settings of an event from its values.
func pairingFrom(values map[string]string) (pairing.Settings, error) {
	s := pairing.DefaultSettings()
	if values["round1"] == "rank" {
		s.FirstRound = pairing.FirstRoundByRank
	}
	for _, k := range pairKeys {
		if v, ok := values[k.key]; ok {
			if err := k.set(&s, v); err != nil {
				return s, err
			}
		}
	}
	return s, s.Validate()
}

// PairingSettings returns the event's pairing penalties (docs/rules.md §2.1).
func (e Event) PairingSettings() (pairing.Settings, error) { return pairingFrom(e.Settings) }

func pairingDefs() []Setting {
	d := pairing.DefaultSettings()
	out := make([]Setting, len(pairKeys))
	for i, k := range pairKeys {
		out[i] = Setting{Key: k.key, Label: k.label, Kind: SettingText, Default: k.value(d), Display: showPenalty}
	}
	return out
}

func checkPairing(values map[string]string) (map[string]string, error) {
	s, err := pairingFrom(values)
	if err != nil {
		return nil, RulesProblem(err)
	}
	out := map[string]string{}
	for _, k := range slices.Sorted(maps.Keys(values)) {
		for _, pk := range pairKeys {
			if pk.key == k {
				out[k] = pk.value(s)
			}
		}
	}
	return out, nil
}

// showPenalty writes a penalty value for a person: 禁止 for forbidden in
// Japanese (parsePenalty reads both).
func showPenalty(v string, l Lang) string {
	if l == Japanese {
		return strings.ReplaceAll(v, "forbidden", "禁止")
	}
	return v
}
