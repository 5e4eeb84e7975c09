// Package games lists the disciplines this Taikai runs, in menu order.
// main registers them at start; tests register them the same way. Adding a
// game is one line here (and its rules and adapter packages).
package games

import (
	"taikai/tournament"
	"taikai/tournament/igo"
	"taikai/tournament/othello"
	"taikai/tournament/pairgo"
	"taikai/tournament/shogi"
	"taikai/tournament/teams"
	"taikai/tournament/yonin"
)

// All returns the disciplines Taikai ships, in menu order.
func All() []tournament.Discipline {
	return []tournament.Discipline{othello.New(), igo.New(), pairgo.New(), yonin.New(), shogi.New()}
}

// Register registers every discipline of All with tournament, and team
// events (団体戦) of every paired game.
func Register() {
	tournament.Register(All()...)
	teams.Register()
}
