package tournament

import (
	"maps"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// GameKind is the game an event is for: the Kind of a registered
// Discipline ("othello", "go", "pairgo", "yonin").
type GameKind string

// GameKinds lists every registered game kind in menu order.
func GameKinds() []GameKind {
	var out []GameKind
	for _, d := range Disciplines() {
		out = append(out, d.Kind())
	}
	return out
}

// ParseGameKind reads a registered game's kind or one of its other names
// (case and surrounding spaces aside).
func ParseGameKind(s string) (GameKind, error) {
	k := strings.ToLower(strings.TrimSpace(s))
	var names []string
	for _, d := range Disciplines() {
		if k == string(d.Kind()) || slices.Contains(d.Aliases(), k) {
			return d.Kind(), nil
		}
		names = append(names, string(d.Kind()))
	}
	return "", newProblem(ErrInvalidInput, "unknown game \"%s\": use %s", "競技「%s」は使えません。%s のいずれかです", s, strings.Join(names, ", "))
}

// Name returns the game's name ("" for an unknown kind).
func (g GameKind) Name() Text {
	if d, err := DisciplineOf(g); err == nil {
		return d.Name()
	}
	return Text{En: string(g), Ja: string(g)}
}

// Japanese returns the game's Japanese name.
func (g GameKind) Japanese() string { return g.Name().Ja }

// Event is one tournament (大会): one event file.
type Event struct {
	Game     GameKind          `json:"game"`
	Name     string            `json:"name"`
	Date     string            `json:"date"` // YYYY-MM-DD
	Venue    string            `json:"venue,omitempty"`
	Settings map[string]string `json:"settings,omitempty"` // values set for this event; the rest take their default
	Created  time.Time         `json:"created"`
	// ReportKey is the secret that signs the tables' report links
	// (reportlink.go); made when phone reports are first turned on.
	ReportKey string `json:"report_key,omitempty"`
	// Sections are the event's competitions (部門) when the arbiter made
	// them; empty in an event of one section made before sections
	// (SectionList). Game and Settings above are those of section 0.
	Sections []Section `json:"sections,omitempty"`
	// NeverPairs are the participants who must not meet (対局させない組), of
	// any sections (neverpair.go), in the order added.
	NeverPairs []NeverPair `json:"never_pairs,omitempty"`
	// scope is the section this event is the view of, when read through a
	// SectionStore: Game and Settings are then the section's.
	scope *Section
}

// Setting returns the value of setting key: the stored value or its default.
func (e Event) Setting(key string) string {
	if v, ok := e.Settings[key]; ok {
		return v
	}
	if d, ok := LookupSetting(e.Game, key); ok {
		return d.Default
	}
	return ""
}

// EventInfo is what a person types to create an event or change its header.
type EventInfo struct {
	Game  string
	Name  string
	Date  string
	Venue string
}

// NewEvent checks info and returns the event it describes, with settings
// given as KEY=VALUE changes to the defaults (a random lot seed is stored so
// that draws are reproducible).
//
// Without a game it is an event of no section yet, whose sections the
// arbiter adds (Venue.AddSection); settings then belong to the sections.
func NewEvent(info EventInfo, settings map[string]string, now time.Time) (Event, error) {
	if strings.TrimSpace(info.Game) == "" {
		if len(settings) > 0 {
			return Event{}, newProblem(ErrInvalidInput, "settings belong to a section: give --game to make an event of one section, or set them with section add",
				"設定は部門ごとです。--game で1部門の大会を作るか、部門の追加（section add）で設定してください")
		}
		ev := Event{Created: now.UTC()}
		if err := ev.setInfo(info.Name, info.Date, info.Venue, now); err != nil {
			return Event{}, err
		}
		return ev, nil
	}
	g, err := ParseGameKind(info.Game)
	if err != nil {
		return Event{}, err
	}
	ev := Event{Game: g, Created: now.UTC(), Settings: map[string]string{}}
	if err := ev.setInfo(info.Name, info.Date, info.Venue, now); err != nil {
		return Event{}, err
	}
	ev.Settings[SettingSeed] = newSeed(now)
	norm, err := ValidateSettings(g, nil, settings)
	if err != nil {
		return Event{}, err
	}
	maps.Copy(ev.Settings, norm)
	return ev, nil
}

func (e *Event) setInfo(name, date, venue string, now time.Time) error {
	date = strings.TrimSpace(date)
	name, venue, err := checkEventText(name, venue)
	if err != nil {
		return err
	}
	if date == "" {
		date = now.Format(time.DateOnly)
	}
	d, err := time.Parse(time.DateOnly, strings.ReplaceAll(date, "/", "-"))
	if err != nil {
		return newProblem(ErrInvalidInput, "invalid date \"%s\": write it as YYYY-MM-DD", "日付「%s」は使えません。YYYY-MM-DD で書いてください", date)
	}
	e.Name, e.Date, e.Venue = name, d.Format(time.DateOnly), venue
	return nil
}

// checkEventText checks and cleans the event's name and venue as a
// participant's fields are (CleanText): valid text without control
// characters, the name required, each at most MaxFieldChars characters.
func checkEventText(name, venue string) (string, string, error) {
	for _, f := range []struct {
		value *string
		label Text
	}{{&name, tr("The event name", "大会名")}, {&venue, tr("The venue", "会場")}} {
		v := *f.value
		switch {
		case !utf8.ValidString(v):
			return "", "", newProblem(ErrInvalidInput, "%s is not valid text (UTF-8)", "%sに文字として読めないデータが含まれています（UTF-8 ではありません）", f.label)
		case utf8.RuneCountInString(v) > MaxFieldChars:
			return "", "", newProblem(ErrInvalidInput, "%s is longer than %d characters (%d)", "%sが%d文字を超えています（%d文字）", f.label, MaxFieldChars, utf8.RuneCountInString(v))
		}
		v = CleanText(v)
		switch {
		case utf8.RuneCountInString(v) > MaxFieldChars:
			return "", "", newProblem(ErrInvalidInput, "%s is longer than %d characters (%d)", "%sが%d文字を超えています（%d文字）", f.label, MaxFieldChars, utf8.RuneCountInString(v))
		case strings.ContainsFunc(v, unicode.IsControl):
			return "", "", newProblem(ErrInvalidInput, "%s contains a control character", "%sに制御文字が含まれています", f.label)
		case strings.ContainsRune(v, utf8.RuneError):
			return "", "", newProblem(ErrInvalidInput, "%s contains garbled characters (mojibake)", "%sに文字化けした文字が含まれています", f.label)
		}
		*f.value = v
	}
	if name == "" {
		return "", "", newProblem(ErrInvalidInput, "the event name is required", "大会名は必須です")
	}
	return name, venue, nil
}

// NeverPair is two participants who must not meet (対局させない組: siblings,
// parent and child, teacher and pupil), by ID, A < B. The list is the
// event's: its participants may play in any sections, and a pair matters
// where both play (or the entrants holding them: a Pair Go pair holds its
// members). Every pairing the app makes keeps them apart while any pairing
// can (neverpair_apply.go).
type NeverPair struct {
	A int `json:"a"`
	B int `json:"b"`
}
