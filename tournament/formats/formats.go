// Package formats lists the formats this Taikai runs, in menu order, the
// Swiss (the default) first: each in its own package, registered once,
// here, as tournament/games lists the games. A new format is one package
// and one line below.
package formats

import (
	"taikai/tournament"
	"taikai/tournament/formats/knockout"
	"taikai/tournament/formats/league"
	"taikai/tournament/formats/qualify"
	"taikai/tournament/formats/roundrobin"
	"taikai/tournament/formats/swiss"
)

// All are the formats, in menu order.
func All() []tournament.FormatPolicy {
	return []tournament.FormatPolicy{swiss.Policy{}, knockout.Policy{}, league.Policy{}, qualify.Policy{}, roundrobin.Policy{}}
}

// Register registers every format of All; registering again is harmless.
func Register() {
	for _, f := range All() {
		tournament.RegisterFormat(f)
	}
}
