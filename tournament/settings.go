package tournament

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"taikai/rules/igo"
)

// SettingKind is the type of a setting's value.
type SettingKind int

// The kinds of setting value.
const (
	SettingInt    SettingKind = iota // a whole number within Min..Max
	SettingBool                      // true or false
	SettingChoice                    // one of Choices
	SettingText                      // free text
)

// Setting describes one event setting: every number of the SPEC that an event
// may change is one, stored with the event, shown in the GUI and printed.
type Setting struct {
	Key      string
	Label    Text
	Kind     SettingKind
	Default  string
	Min, Max int
	Choices  []string
	// Games lists the game kinds the setting applies to; nil means all.
	Games []GameKind
}

// Keys of the settings other packages read.
const (
	SettingArbiter = "arbiter" // the arbiter's name written in the audit log
	SettingSeed    = "seed"    // the stored lot seed for draws
	SettingRounds  = "rounds"  // number of preliminary rounds
)

// registry holds the settings that belong to no rules package; each game's
// rules settings come from its package (rulesettings.go).
var registry = []Setting{
	{Key: SettingArbiter, Label: tr("Arbiter (name in the audit log)", "審判長（操作履歴に記録する名前）"), Kind: SettingText},
	{Key: SettingSeed, Label: tr("Lot seed (draws are reproducible)", "抽選シード（抽選を再現するため）"), Kind: SettingInt, Min: 0, Max: 1<<31 - 1},
	{Key: SettingRounds, Label: tr("Rounds", "回戦数"), Kind: SettingInt, Default: "5", Min: 1, Max: 30, Games: []GameKind{Go, PairGo}},
	{Key: "minutes", Label: tr("Minutes per player (printed)", "持ち時間（分・各自、印刷用）"), Kind: SettingInt, Default: "20", Min: 1, Max: 180, Games: []GameKind{Othello}},
	{Key: "time_control", Label: tr("Time control (printed): 30m, 30m+30s, 30m+30s+60sx10, 30m+25/10m", "持ち時間（印刷用）：30m、30m+30s、30m+30s+60sx10、30m+25/10m"), Kind: SettingText, Default: "30m+30s", Games: []GameKind{Go, PairGo}},
	{Key: "handicap", Label: tr("Handicap games by rank difference (手合割)", "段級位差による手合割（置石・コミ）"), Kind: SettingBool, Default: "true", Games: []GameKind{Go}},
	{Key: "tiebreaks", Label: tr("Tiebreaks after wins (sos, sodos, h2h)", "同勝数の順位（sos・sodos・h2h の順）"), Kind: SettingText, Default: "sos,sodos,h2h", Games: []GameKind{Go, PairGo}},
	{Key: "round1", Label: tr("Round 1 pairing (random or rank)", "1回戦の組合せ（random：抽選 / rank：段級位順）"), Kind: SettingChoice, Default: "random", Choices: []string{"random", "rank"}, Games: []GameKind{Othello, Go, PairGo}},
}

// Settings returns the settings of game kind g, in display order.
func Settings(g GameKind) []Setting {
	var out []Setting
	for _, s := range registry {
		if s.Games == nil || slices.Contains(s.Games, g) {
			out = append(out, s)
		}
	}
	for _, r := range gameRules[g] {
		out = append(out, r.defs()...)
	}
	return out
}

// ValidateSettings checks changes against the event's current settings and
// returns them in canonical form; rules settings are checked together, so
// that values that contradict each other are refused.
func ValidateSettings(g GameKind, current, changes map[string]string) (map[string]string, error) {
	out := map[string]string{}
	changes = maps.Clone(changes)
	owner := map[string]int{} // setting key → index of its rules package
	for i, r := range gameRules[g] {
		for _, d := range r.defs() {
			owner[d.Key] = i
			// Whole numbers and switches are checked here first, for a
			// message in the person's language; the rules package then
			// checks how the values fit together.
			if v, ok := changes[d.Key]; ok && (d.Kind == SettingInt || d.Kind == SettingBool) {
				norm, err := checkValue(d, v)
				if err != nil {
					return nil, err
				}
				changes[d.Key] = norm
			}
		}
	}
	for _, k := range slices.Sorted(maps.Keys(changes)) {
		if _, ok := owner[k]; ok {
			continue
		}
		v, err := ValidateSetting(g, k, changes[k])
		if err != nil {
			return nil, err
		}
		out[k] = v
	}
	for i, r := range gameRules[g] {
		values := map[string]string{}
		touched := false
		for k, o := range owner {
			if o != i {
				continue
			}
			if v, ok := current[k]; ok {
				values[k] = v
			}
			if v, ok := changes[k]; ok {
				values[k], touched = v, true
			}
		}
		if !touched {
			continue
		}
		canon, err := r.check(values)
		if err != nil {
			return nil, err
		}
		for k := range changes {
			if o, ok := owner[k]; ok && o == i {
				out[k] = canon[k]
			}
		}
	}
	return out, nil
}

// LookupSetting finds setting key for game kind g.
func LookupSetting(g GameKind, key string) (Setting, bool) {
	for _, s := range Settings(g) {
		if s.Key == key {
			return s, true
		}
	}
	return Setting{}, false
}

// ValidateSetting checks value for setting key of game g and returns its
// canonical form.
func ValidateSetting(g GameKind, key, value string) (string, error) {
	s, ok := LookupSetting(g, key)
	if !ok {
		keys := make([]string, 0)
		for _, s := range Settings(g) {
			keys = append(keys, s.Key)
		}
		return "", newProblem(ErrInvalidInput, "unknown setting \"%s\" for %s events; settings: %s",
			"%[2]s の大会に設定「%[1]s」 はありません。設定: %[3]s", key, g, strings.Join(keys, ", "))
	}
	return checkValue(s, value)
}

// checkValue checks value against the kind and range of setting s.
func checkValue(s Setting, value string) (string, error) {
	key := s.Key
	v := strings.TrimSpace(value)
	switch s.Kind {
	case SettingInt:
		n, err := strconv.Atoi(v)
		if err != nil || n < s.Min || n > s.Max {
			return "", newProblem(ErrInvalidInput, "setting %s: \"%s\" is not a whole number from %d to %d",
				"設定 %s:「%s」は %d〜%d の整数ではありません", key, value, s.Min, s.Max)
		}
		return strconv.Itoa(n), nil
	case SettingBool:
		switch strings.ToLower(v) {
		case "true", "yes", "on", "1", "はい":
			return "true", nil
		case "false", "no", "off", "0", "いいえ":
			return "false", nil
		}
		return "", newProblem(ErrInvalidInput, "setting %s: \"%s\" is not true or false", "設定 %s:「%s」は true か false で指定してください", key, value)
	case SettingChoice:
		if slices.Contains(s.Choices, v) {
			return v, nil
		}
		return "", newProblem(ErrInvalidInput, "setting %s: \"%s\" is not one of %s", "設定 %s:「%s」は %s のいずれかで指定してください",
			key, value, strings.Join(s.Choices, ", "))
	}
	if key == "time_control" {
		if _, err := igo.ParseTimeControl(v); err != nil {
			return "", newProblem(ErrInvalidInput, "setting time_control: %v", "設定 time_control: 30m（切れ負け）、30m+30s（秒読み）、30m+30s+60sx10（考慮時間付き）、30m+25/10m（カナダ式）のように書いてください（%v）", err)
		}
		return v, nil
	}
	if key == "tiebreaks" {
		ts, err := igo.ParseTiebreaks(v)
		if err != nil {
			return "", newProblem(ErrInvalidInput, "setting tiebreaks: %v", "設定 tiebreaks: sos・sodos・h2h をカンマで区切って指定してください（%v）", err)
		}
		parts := make([]string, len(ts))
		for i, t := range ts {
			parts[i] = string(t)
		}
		return strings.Join(parts, ","), nil
	}
	if strings.ContainsAny(v, "\n\r\t") {
		return "", newProblem(ErrInvalidInput, "setting %s: the text must be one line", "設定 %s: 1行で入力してください", key)
	}
	return v, nil
}

// newSeed draws a lot seed from the clock; it is stored, so that every later
// draw of the event is reproducible.
func newSeed(now time.Time) string {
	return fmt.Sprint(now.UnixNano() & (1<<31 - 1))
}
