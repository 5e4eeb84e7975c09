package seating

// MaxStrength bounds Player.Strength in absolute value; ratings, ranks and
// result orders are far below it, and it keeps the balance arithmetic exact.
const MaxStrength = 1_000_000

// Player is a person to seat at a table (卓).
type Player struct {
	// ID identifies the player; it must not be CPU.
	ID int
	// Strength seeds the snake: higher is stronger. It is a rating, a rank
	// mapped to an int (6段 above 1級), or a result order from FromOrder.
	Strength int
}

// FromOrder returns the players of ids seeded in that order, best first: the
// result order of the previous stage (予選 → 本戦 → 決勝) or any order the
// arbiter decides. The first gets strength len(ids), the last 1.
func FromOrder(ids []int) []Player {
	players := make([]Player, len(ids))
	for i, id := range ids {
		players[i] = Player{ID: id, Strength: len(ids) - i}
	}
	return players
}
