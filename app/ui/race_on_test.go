//go:build race

package ui

// raceEnabled: the race detector slows the model-based test tenfold.
const raceEnabled = true
