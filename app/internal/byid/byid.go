// Package byid indexes what the app's listings look up by number.
package byid

import "taikai/tournament"

// Participants is ps by their numbers (IDs).
func Participants(ps []tournament.Participant) map[int]tournament.Participant {
	byID := map[int]tournament.Participant{}
	for _, p := range ps {
		byID[p.ID] = p
	}
	return byID
}
