// Package formats lists the formats this Taikai runs beyond the Swiss and
// those built into tournament (a league, a knockout): each
// in its own package, registered once, here, as tournament/games lists the
// games. A new format is one package and one line below.
package formats

import (
	"taikai/tournament"
	"taikai/tournament/formats/qualify"
	"taikai/tournament/formats/roundrobin"
)

// All are the formats of their own packages, in menu order after the
// built-in ones.
func All() []tournament.FormatPolicy {
	return []tournament.FormatPolicy{qualify.Policy{}, roundrobin.Policy{}}
}

// Register registers every format of All; registering again is harmless.
func Register() {
	for _, f := range All() {
		tournament.RegisterFormat(f)
	}
}
