package yonin

// Seats is the number of players at a table (卓).
const Seats = 4

// NoSeat marks the absence of a seat.
const NoSeat = -1

// ValidSeat reports whether s is one of the seats 0..3.
func ValidSeat(s int) bool { return s >= 0 && s < Seats }

// Kamicha returns the 上家 of seat s: the seat that moves immediately before
// it, s−1 clockwise, i.e. the neighbour counter-clockwise.
func Kamicha(s int) int { return (s + Seats - 1) % Seats }

// NearestUnmatedKamicha returns the nearest unmated 上家 of seat s — the
// player a foul or an unrecoverable error counts as mated by — walking
// s−1, s−2, s−3. It returns NoSeat when everyone else is mated.
func NearestUnmatedKamicha(s int, mated [Seats]bool) int {
	for up := Kamicha(s); up != s; up = Kamicha(up) {
		if !mated[up] {
			return up
		}
	}
	return NoSeat
}

// TurnPosition returns the place of seat s in the turn order of a game whose
// first mover (the parent, 親) is first: 0 for the 1st mover … 3 for the 4th.
func TurnPosition(s, first int) int { return (s - first + Seats) % Seats }
