//go:build race

package ui

// ymRaceEnabled shortens the model-based test of the four-player shogi
// board under the race detector, which makes every keystroke ten times
// slower.
const ymRaceEnabled = true
