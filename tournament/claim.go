package tournament

// GameClaimer is a Swiss discipline whose claims are read against the game
// they were made at: a Pair Go claim in board scores (62-58 誤順2/0) is a
// result only with that game's komi and the rotation errors recorded at its
// board. A dispute asks ClaimAt instead of Claim when the discipline has it.
type GameClaimer interface {
	ClaimAt(ev Event, g Game, text string) (string, error)
}
