package igo

import "time"

// EGF tournament classes (the European Go Federation's rules for the EGD):
// the class of a tournament follows from its time control's main time and
// adjusted time.

// EGFAdjustedTime is the EGF's adjusted time of a time control: the main
// time and the time of 45 moves of byo-yomi, or of 60 moves of Canadian
// overtime.
func EGFAdjustedTime(tc TimeControl) time.Duration {
	switch tc.Kind {
	case TimeByoYomi:
		return tc.MainTime + 45*tc.ByoYomi
	case TimeCanadian:
		if tc.Moves > 0 {
			return tc.MainTime + tc.Period*60/time.Duration(tc.Moves)
		}
	}
	return tc.MainTime
}

// EGFClass is the EGF class of a tournament: A from 60 minutes of main
// time and 75 adjusted, B from 40 and 50, C from 25 and 30; X below.
func EGFClass(tc TimeControl) string {
	main, adj := tc.MainTime, EGFAdjustedTime(tc)
	switch {
	case main >= 60*time.Minute && adj >= 75*time.Minute:
		return "A"
	case main >= 40*time.Minute && adj >= 50*time.Minute:
		return "B"
	case main >= 25*time.Minute && adj >= 30*time.Minute:
		return "C"
	}
	return "X"
}
