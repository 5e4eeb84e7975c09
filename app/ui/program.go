package ui

import (
	"taikai/app/version"
	"taikai/tournament"
)

// serviceOptions are those of every service the window makes: this
// program's version, which each audit entry records (the About dialog
// shows the same).
func serviceOptions() []tournament.Option {
	return []tournament.Option{tournament.WithProgram(version.Version)}
}
