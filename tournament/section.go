package tournament

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Section is one competition of an event (部門: A級, こどもの部, ペア碁の部
// …): its game, its settings, its entrants, its rounds and its range of the
// venue's table numbers. A section runs as an event of one competition did
// before sections: its own Service over its own Store (SectionStore).
//
// The first section (ID 0) keeps its game and settings in the event's own
// Game and Settings, where a file made before sections keeps them, and its
// rounds and records under their numbers alone; every other section keeps
// its rounds and records, numbered from 1, under its key (Round.Section,
// Stored.Section). A file of one competition is therefore an event of one
// section, read unchanged.
type Section struct {
	// ID numbers the sections of the event from 0; never reused.
	ID int `json:"id"`
	// Key is how the command line and the pages' addresses name the
	// section (A, B, kids, pair): letters, digits, - and _.
	Key string `json:"key"`
	// Name is the section's name as the arbiter gave it (A級, こどもの部).
	Name string `json:"name,omitempty"`
	// Game and Settings are those of sections after the first; the first
	// keeps them in the event's Game and Settings.
	Game     GameKind          `json:"game,omitempty"`
	Settings map[string]string `json:"settings,omitempty"`
	// Tables is the section's range of venue table numbers; zero when the
	// arbiter set none (the section then numbers its tables from 1).
	Tables TableRange `json:"tables,omitzero"`
	// Ranks is the band of ranks the section takes at registration when a
	// participant names no section (三段以上); zero when none.
	Ranks RankBand `json:"ranks,omitzero"`
	// Ratings is the band of ratings the section takes at registration
	// when a participant names no section (1800以上: classes by rating);
	// zero when none.
	Ratings RatingBand `json:"ratings,omitzero"`
	// Format is how the section's entrants meet (Swiss, round robin) and
	// what it has drawn.
	Format Format `json:"format,omitzero"`
	// Teams make the section a team event (団体戦); zero for individuals.
	Teams TeamRules `json:"teams,omitzero"`
	// Source is where its entrants come from (another section's places),
	// zero when they register here.
	Source SectionSource `json:"source,omitzero"`
	// Decisions are the arbiter's playoffs and lots (決定戦・抽選) among
	// players level in the section's finished places.
	Decisions []TieDecision `json:"decisions,omitempty"`
}

// TableRange is a range of the venue's table numbers (卓番号), From to To
// inclusive.
type TableRange struct {
	From int `json:"from"`
	To   int `json:"to"`
}

// IsZero reports whether no range is set.
func (r TableRange) IsZero() bool { return r.From == 0 && r.To == 0 }

// Contains reports whether venue table t is in the range.
func (r TableRange) Contains(t int) bool { return t >= r.From && t <= r.To }

// Overlaps reports whether r and o share a table.
func (r TableRange) Overlaps(o TableRange) bool {
	return !r.IsZero() && !o.IsZero() && r.From <= o.To && o.From <= r.To
}

// String writes the range as the arbiter types it: "21-45".
func (r TableRange) String() string {
	if r.IsZero() {
		return ""
	}
	return fmt.Sprintf("%d-%d", r.From, r.To)
}

// ParseTableRange reads "FROM-TO" (or "FROM〜TO", "FROM～TO").
func ParseTableRange(s string) (TableRange, error) {
	t := strings.TrimSpace(s)
	for _, sep := range []string{"〜", "～", "~", "－", "ー"} {
		t = strings.ReplaceAll(t, sep, "-")
	}
	t = strings.Map(func(r rune) rune {
		if r >= '０' && r <= '９' {
			return r - '０' + '0'
		}
		return r
	}, t)
	from, to, ok := strings.Cut(t, "-")
	f, err1 := strconv.Atoi(strings.TrimSpace(from))
	l, err2 := strconv.Atoi(strings.TrimSpace(to))
	if !ok || err1 != nil || err2 != nil || f < 1 || l < f || l > MaxTable {
		return TableRange{}, newProblem(ErrInvalidInput, "the tables \"%s\" are not a range FROM-TO of table numbers 1 to %d (e.g. 21-45)",
			"卓番号の範囲「%s」が読めません。1〜%d の番号で「開始-終了」と書いてください（例: 21-45）", s, MaxTable)
	}
	return TableRange{From: f, To: l}, nil
}

// LegacySectionSpan is how files of schema 5 and 6, and exports of
// versions 2 to 4, told the sections' rounds and records apart: section k's
// round n was round k×LegacySectionSpan + n, its record key k×
// LegacySectionSpan + key. They are read (the storage's migration, an
// import); nothing is written so any more.
const LegacySectionSpan = 1_000_000

// MaxSectionKey is the longest key a section may have.
const MaxSectionKey = 20

// DefaultSectionKey is the key of the one section of an event made before
// sections (or with --game): "main".
const DefaultSectionKey = "main"

// checkSectionKey checks a section key the arbiter typed.
func checkSectionKey(key string) (string, error) {
	k := strings.TrimSpace(key)
	ok := k != "" && utf8.RuneCountInString(k) <= MaxSectionKey && !strings.ContainsFunc(k, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_')
	})
	if !ok {
		return "", newProblem(ErrInvalidInput, "the section key \"%s\" must be 1 to %d letters, digits, - or _ (e.g. A, kids); the name can be Japanese",
			"部門のキー「%s」は英数字と - _ の%d文字以内にしてください（例: A, kids）。名前には日本語が使えます", key, MaxSectionKey)
	}
	return k, nil
}

// SectionList returns the event's sections, in ID order, with the first
// section's game and settings filled in from the event. An event made
// before sections has one section, DefaultSectionKey; an event made
// without a game has none yet.
func (e Event) SectionList() []Section {
	if len(e.Sections) == 0 {
		if e.Game == "" {
			return nil
		}
		return []Section{{ID: 0, Key: DefaultSectionKey, Game: e.Game, Settings: e.Settings}}
	}
	out := slices.Clone(e.Sections)
	for i := range out {
		if out[i].ID == 0 {
			out[i].Game, out[i].Settings = e.Game, e.Settings
		}
	}
	return out
}

// SectionByID returns section id.
func (e Event) SectionByID(id int) (Section, bool) {
	for _, s := range e.SectionList() {
		if s.ID == id {
			return s, true
		}
	}
	return Section{}, false
}

// storedSection is the event r holds and its section named name (its
// key or name, as FindSection finds it).
func storedSection(r Reader, name string) (Event, Section, error) {
	ev, err := r.Event()
	if err != nil {
		return ev, Section{}, err
	}
	sec, err := ev.FindSection(name)
	return ev, sec, err
}

// FindSection returns the section the arbiter named by its key (any case)
// or its name.
func (e Event) FindSection(name string) (Section, error) {
	n := strings.TrimSpace(name)
	list := e.SectionList()
	for _, s := range list {
		if strings.EqualFold(s.Key, n) || (s.Name != "" && s.Name == n) {
			return s, nil
		}
	}
	return Section{}, newProblem(ErrNotFound, "no section \"%s\": the event has %s", "部門「%s」はありません。この大会の部門: %s", name, sectionNames(list))
}

// sectionNames lists the sections as "A (A級), B (B級)".
func sectionNames(list []Section) string {
	if len(list) == 0 {
		return "none (taikai section add)"
	}
	var parts []string
	for _, s := range list {
		if s.Name != "" {
			parts = append(parts, fmt.Sprintf("%s (%s)", s.Key, s.Name))
		} else {
			parts = append(parts, s.Key)
		}
	}
	return strings.Join(parts, ", ")
}

// Label is how screens and sheets name the section: its name, else its key.
func (s Section) Label() string {
	if s.Name != "" {
		return s.Name
	}
	return s.Key
}

// Multi reports whether the event has more than one section: only then do
// lists, sheets and the log name each line's section.
func (e Event) Multi() bool { return len(e.SectionList()) > 1 }

// TableBase is the number before the first table of the section this
// event is the view of (SectionStore): its tables are numbered TableBase+1
// upward. 0 outside a section, or when the section has no range set.
func (e Event) TableBase() int {
	if e.scope == nil || e.scope.Tables.IsZero() {
		return 0
	}
	return e.scope.Tables.From - 1
}

// InSection returns the section this event is the view of, if it is one.
func (e Event) InSection() (Section, bool) {
	if e.scope == nil {
		return Section{}, false
	}
	return *e.scope, true
}
