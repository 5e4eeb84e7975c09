//go:build !race

package ui

// ymRaceEnabled is false without the race detector: the model-based test of
// the four-player shogi board runs its full length.
const ymRaceEnabled = false
