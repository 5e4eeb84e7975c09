package tournament

import (
	"encoding/json"
	"slices"
	"strings"
	"sync"
)

// FormatKind is how a section's entrants meet (方式): the Swiss of today,
// a round robin (総当たり), … A format is a pairing policy over the
// section's entrants, not a game: every paired game plays in every format
// through its discipline (results, seating, tiebreaks). Each format
// registers itself from its own file (format_<kind>.go) with
// registerFormat; shared code asks the registry and never names a format.
type FormatKind string

// FormatSwiss pairs each round by score (スイス式): the default, and the
// only format with no policy of its own (the Service's pairing and the
// discipline's standings).
const FormatSwiss FormatKind = "swiss"

// Format is a section's format: its kind, and the format's own data — its
// parameters and what it has drawn (a knockout's bracket, a league's
// groups) — as the format writes it, which shared code never reads (as a
// game's Game.Extra).
type Format struct {
	// Kind is the format; empty means FormatSwiss (a section made before
	// formats).
	Kind FormatKind `json:"kind,omitempty"`
	// Detail is the format's own data, a JSON object of the format's
	// (FormatDetail, SetFormatDetail); empty when it has none.
	Detail json.RawMessage `json:"detail,omitempty"`
}

// Of returns the format's kind, FormatSwiss when none was set.
func (f Format) Of() FormatKind {
	if f.Kind == "" {
		return FormatSwiss
	}
	return f.Kind
}

// IsZero reports whether the format is the Swiss of a section made before
// formats (nothing stored).
func (f Format) IsZero() bool {
	return f.Kind == "" && len(f.Detail) == 0
}

// FormatPolicy is a format beyond the Swiss (a league, a knockout, a
// round robin …): what it is called, the options it takes, how it pairs a
// round and its standings. A format is registered once with RegisterFormat
// (the round robin from its own package, tournament/formats/roundrobin).
type FormatPolicy interface {
	// Kind is the key stored with the section ("roundrobin").
	Kind() FormatKind
	// Name is the format as the arbiter reads it.
	Name() Text
	// Aliases are the other names ParseFormat takes for it (総当たり).
	Aliases() []string
	// Configure checks the options and returns the format they give
	// (Kind set by the caller).
	Configure(o FormatOptions) (Format, error)
	// Pair computes round p.N of the section p.Section; what it draws on
	// the way (seats) it stores with p.SaveSection.
	Pair(p *FormatPairing) (Round, error)
	// Standings are the section's standings after round after, or ok
	// false when the discipline's Swiss standings are the format's.
	Standings(ev Event, sec Section, ps []Participant, rs []Round, after int) (t Table, ok bool, err error)
}

// FormatNamer is a format whose name says a section's own numbers
// (勝ち抜け（3勝通過2敗失格）).
type FormatNamer interface {
	NameOf(f Format) Text
}

// FormatHelp is a format's line in the command line's help: its names as
// the arbiter knows it (予選リーグ), its options as typed
// (--group-size N …), and what it does.
type FormatHelp struct {
	Names Text
	Flags string
	What  Text
}

// FormatHelper is a format that explains itself in the command line's help.
type FormatHelper interface {
	Help() FormatHelp
}

// HelpOf is format k's line of help: its own, or its name alone.
func (k FormatKind) HelpOf() FormatHelp {
	if p, ok := policyOf(k); ok {
		if h, ok := p.(FormatHelper); ok {
			return h.Help()
		}
	}
	return FormatHelp{Names: k.Name()}
}

// FormatUndrawer is a format that draws something when its first round
// is paired (seats, groups, a bracket): Undrawn is its format with the
// parameters kept and nothing drawn (for a section made from another's).
type FormatUndrawer interface {
	Undrawn(f Format) Format
}

// SeatGrouper is a format whose entrants play in round robin groups by
// Berger seat: its groups as drawn (one for a round robin), the entrants'
// IDs by seat; none before they are drawn. The crosstables read them.
type SeatGrouper interface {
	SeatGroups(f Format) ([][]int, error)
}

// SeatGroups are the round robin groups format f has drawn (SeatGrouper);
// none for a format without.
func (f Format) SeatGroups() ([][]int, error) {
	if p, ok := policyOf(f.Of()); ok {
		if g, ok := p.(SeatGrouper); ok {
			return g.SeatGroups(f)
		}
	}
	return nil, nil
}

// FormatDefaulter is a format that decides something nobody typed (who
// gets the bye of 2勝通過2敗失格) and says so when the section is made.
type FormatDefaulter interface {
	DefaultsSaid(f Format, given FormatOptions) []Text
}

// DefaultsSaid are what format f decided that the options given left
// unsaid, to tell the arbiter; none for most formats.
func (f Format) DefaultsSaid(given FormatOptions) []Text {
	if p, ok := policyOf(f.Of()); ok {
		if d, ok := p.(FormatDefaulter); ok {
			return d.DefaultsSaid(f, given)
		}
	}
	return nil
}

// formatRegistry holds the formats, in registration order.
var formatRegistry struct {
	sync.RWMutex
	list []FormatPolicy
}

// RegisterFormat adds format p, typed as its kind or any of its aliases. A
// kind registered again replaces the one before (as Register does games),
// so that registering twice is harmless.
func RegisterFormat(p FormatPolicy) {
	formatRegistry.Lock()
	defer formatRegistry.Unlock()
	if i := slices.IndexFunc(formatRegistry.list, func(f FormatPolicy) bool { return f.Kind() == p.Kind() }); i >= 0 {
		formatRegistry.list[i] = p
		return
	}
	formatRegistry.list = append(formatRegistry.list, p)
}

// formats returns the registered formats, in registration order.
func formats() []FormatPolicy {
	formatRegistry.RLock()
	defer formatRegistry.RUnlock()
	return slices.Clone(formatRegistry.list)
}

// policyOf returns the registered policy of kind.
func policyOf(kind FormatKind) (FormatPolicy, bool) {
	for _, f := range formats() {
		if f.Kind() == kind {
			return f, true
		}
	}
	return nil, false
}

// FormatKinds lists the formats a section can run, in registration order
// (tournament/formats: the Swiss first); the Swiss, every section's
// default, is listed first even where it is not registered.
func FormatKinds() []FormatKind {
	var out []FormatKind
	if _, ok := policyOf(FormatSwiss); !ok {
		out = append(out, FormatSwiss)
	}
	for _, f := range formats() {
		out = append(out, f.Kind())
	}
	return out
}

// Name is the section's format as the arbiter reads it, with its own
// numbers where it has them: 勝ち抜け（3勝通過2敗失格）, never 〇勝通過〇敗失格
// (issue 38).
func (f Format) Name() Text {
	if p, ok := policyOf(f.Of()); ok {
		if n, ok := p.(FormatNamer); ok {
			return n.NameOf(f)
		}
	}
	return f.Of().Name()
}

// Name is the format as the arbiter reads it.
func (k FormatKind) Name() Text {
	if p, ok := policyOf(k); ok {
		return p.Name()
	}
	if k == FormatSwiss || k == "" {
		return Text{En: "Swiss", Ja: "スイス式"}
	}
	return Text{En: string(k), Ja: string(k)}
}

// ParseFormat reads a format the arbiter typed: a registered format's kind
// or one of its other names (スイス式, 総当たり); nothing is the default,
// the Swiss.
func ParseFormat(s string) (FormatKind, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if t == "" || t == string(FormatSwiss) {
		return FormatSwiss, nil
	}
	var names []string
	for _, k := range FormatKinds() {
		names = append(names, string(k))
	}
	for _, f := range formats() {
		if t == string(f.Kind()) || slices.Contains(f.Aliases(), t) {
			return f.Kind(), nil
		}
	}
	list := strings.Join(names, ", ")
	return "", newProblem(ErrInvalidInput, "unknown format \"%s\": use %s", "方式「%s」はありません。%s のいずれかを指定してください", s, list)
}

// NewFormat returns the format of kind with the options the arbiter
// typed, checked by the format; the Swiss takes none.
func NewFormat(kind FormatKind, o FormatOptions) (Format, error) {
	p, ok := policyOf(kind)
	if !ok {
		if len(o) > 0 {
			return Format{}, newProblem(ErrInvalidInput, "the Swiss takes no format options (group size, advance, third place, wins, losses, bye)",
				"スイス式には方式の指定（グループの人数・通過人数・3位決定戦・勝敗数・不戦勝）はありません")
		}
		return Format{Kind: FormatSwiss}, nil
	}
	f, err := p.Configure(o)
	if err != nil {
		return Format{}, err
	}
	f.Kind = kind
	return f, nil
}

// FormatPairing is what a format's Pair is given: the transaction's
// writer, the section's view of the event, its section, participants and
// rounds before, and the number of the round to pair.
type FormatPairing struct {
	Writer       Writer
	Event        Event
	Section      Section
	Participants []Participant
	Before       []Round
	N            int
	s            *Service
}
