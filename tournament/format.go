package tournament

import (
	"strings"
)

// FormatKind is how a section's entrants meet (方式): the Swiss of today,
// or a round robin (総当たり). A format is a pairing policy over the
// section's entrants, not a game: every paired game plays in every format
// through its discipline (results, seating, standings).
type FormatKind string

// The formats a section can run.
const (
	// FormatSwiss pairs each round by score (スイス式): the default.
	FormatSwiss FormatKind = "swiss"
	// FormatRoundRobin has everyone meet everyone once (総当たり), in
	// the rounds of the Berger tables.
	FormatRoundRobin FormatKind = "roundrobin"
)

// MaxRoundRobin is the most entrants of a round robin: 15 rounds, a long
// day already.
const MaxRoundRobin = 16

// Format is a section's format and what it has drawn.
type Format struct {
	// Kind is the format; empty means FormatSwiss (a section made before
	// formats).
	Kind FormatKind `json:"kind,omitempty"`
	// Seats are a round robin's entrants by Berger seat (their IDs),
	// drawn by lot when its first round is paired and kept for every
	// round after.
	Seats []int `json:"seats,omitempty"`
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
func (f Format) IsZero() bool { return f.Kind == "" && len(f.Seats) == 0 }

// Name is the format as the arbiter reads it.
func (k FormatKind) Name() Text {
	switch k {
	case FormatRoundRobin:
		return Text{En: "round robin", Ja: "総当たり"}
	case FormatSwiss, "":
		return Text{En: "Swiss", Ja: "スイス式"}
	}
	return Text{En: string(k), Ja: string(k)}
}

// ParseFormat reads a format the arbiter typed: swiss (スイス, スイス式) or
// roundrobin (round-robin, 総当たり, 総当り, リーグ戦 of one group). The
// formats issue 25 adds next (league groups, knockout, 2勝通過2敗失格) are
// refused until they exist.
func ParseFormat(s string) (FormatKind, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "swiss", "スイス", "スイス式":
		return FormatSwiss, nil
	case "roundrobin", "round-robin", "rr", "総当たり", "総当り":
		return FormatRoundRobin, nil
	case "league", "予選リーグ", "knockout", "トーナメント", "決勝トーナメント", "qualify", "2勝通過2敗失格":
		return "", newProblem(ErrInvalidInput, "the format \"%s\" is not in this Taikai yet: use swiss or roundrobin",
			"方式「%s」はこの版の Taikai にはまだありません。swiss（スイス式）か roundrobin（総当たり）を指定してください", s)
	}
	return "", newProblem(ErrInvalidInput, "unknown format \"%s\": use swiss or roundrobin", "方式「%s」はありません。swiss（スイス式）か roundrobin（総当たり）を指定してください", s)
}
