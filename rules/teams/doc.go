// Package teams holds the pure rules of a team match (団体戦): how each
// board's result counts for the match, who wins the match (by boards won),
// the board points of each team, and the match points the section gives a
// win, a drawn match and a loss. It does no I/O and imports nothing of the
// project.
//
// Sides: a match is seen from the side of the team listed first on the
// pairing (team A); the other is team B. A board's Outcome is team A's
// player's result on that board.
//
// Halves: board points are ints counted in halves, never floats: a board won
// is 2, a drawn board 1 to each team, so a 2–1 match with a drawn third
// board is 5–1.
package teams
