package tournament

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"
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

// Setting describes one event setting: every number of the rules (docs/rules.md) that an event
// may change is one, stored with the event, shown in the GUI and printed.
type Setting struct {
	Key      string
	Label    Text
	Kind     SettingKind
	Default  string
	Min, Max int
	Choices  []string
	// ChoiceLabels name the choices for a person (same order); nil: the
	// choices as stored.
	ChoiceLabels []Text
	// Display writes a stored value for a person in language l (禁止 for
	// forbidden, 30分+30秒 for 30m+30s); Check reads it back. nil: as stored.
	Display func(value string, l Lang) string
	// Check, for a text setting, checks a value and returns its canonical
	// form (a time control, a tiebreak list); nil: any one-line text. For
	// a whole number it refuses what the range allows but the game does
	// not (one handicap stone).
	Check func(value string) (string, error)
}

// Keys of the settings other packages read.
const (
	SettingArbiter = "arbiter" // the arbiter's name written in the audit log
	SettingSeed    = "seed"    // the stored lot seed for draws
	SettingRounds  = "rounds"  // number of preliminary rounds
)

// common holds the settings every event has, whatever its game.
var common = []Setting{
	{Key: SettingArbiter, Label: tr("Arbiter (name in the audit log)", "審判長（操作履歴に記録する名前）"), Kind: SettingText},
	{Key: SettingSeed, Label: tr("Lot seed (draws are reproducible)", "抽選シード（抽選を再現するため）"), Kind: SettingInt, Min: 0, Max: 1<<31 - 1},
}

// swissGroups are the settings of every game played in paired rounds: the
// first round and the pairing penalties of docs/rules.md §2.1.
func swissGroups() []SettingGroup {
	return []SettingGroup{
		{Settings: []Setting{{Key: "round1", Label: tr("Round 1 pairing (random or rank)", "1回戦の組合せ"), Kind: SettingChoice, Default: "random", Choices: []string{"random", "rank"},
			ChoiceLabels: []Text{tr("random", "抽選"), tr("rank", "段級位順")}}}},
		{Settings: pairingDefs(), Check: checkPairing},
		{Settings: []Setting{sameClubSetting()}},
		oddPlayerSettings(),
		phoneReportSettings(),
		timetableSettings(),
	}
}

// settingGroups returns the groups of settings of game kind g (none for an
// unknown kind).
func settingGroups(g GameKind) []SettingGroup {
	d, err := DisciplineOf(g)
	if err != nil {
		return nil
	}
	out := d.Settings()
	if _, ok := d.(Swiss); ok {
		out = append(out, swissGroups()...)
	}
	return out
}

// Settings returns the settings of game kind g, in display order.
func Settings(g GameKind) []Setting {
	out := slices.Clone(common)
	for _, grp := range settingGroups(g) {
		out = append(out, grp.Settings...)
	}
	return out
}

// ValidateSettings checks changes against the event's current settings and
// returns them in canonical form; the settings of a group are checked
// together, so that values that contradict each other are refused.
func ValidateSettings(g GameKind, current, changes map[string]string) (map[string]string, error) {
	if _, err := DisciplineOf(g); err != nil {
		return nil, err
	}
	out := map[string]string{}
	changes = maps.Clone(changes)
	groups := settingGroups(g)
	for _, grp := range groups {
		if grp.Follow == nil {
			continue
		}
		for k, v := range grp.Follow(maps.Clone(changes)) {
			if _, ok := changes[k]; !ok {
				changes[k] = v
			}
		}
	}
	owner := map[string]int{} // setting key → index of its checked group
	for i, grp := range groups {
		if grp.Check == nil {
			continue
		}
		for _, d := range grp.Settings {
			owner[d.Key] = i
			// Whole numbers and switches are checked here first, for a
			// message in the person's language; the group then checks how
			// the values fit together.
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
	for i, grp := range groups {
		if grp.Check == nil {
			continue
		}
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
		canon, err := grp.Check(values)
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
			"%[2]s の大会に設定「%[1]s」 はありません。設定: %[3]s", key, g.Name(), strings.Join(keys, ", "))
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
		if s.Check != nil {
			// A number the range allows that the game still refuses (one
			// handicap stone).
			return s.Check(strconv.Itoa(n))
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
	if s.Check != nil {
		return s.Check(v)
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

// ShownValue is a setting's value as a person reads it in language l.
func (s Setting) ShownValue(value string, l Lang) string {
	if s.Display != nil {
		return s.Display(value, l)
	}
	for i, c := range s.Choices {
		if c == value && i < len(s.ChoiceLabels) {
			return s.ChoiceLabels[i].In(l)
		}
	}
	return value
}
