package othello

// Colour is a side of the board (石の色): Black (先手) or White (後手).
// NoColour stands for "nobody", e.g. the winner of a drawn game.
type Colour int

// The colours; NoColour is the zero value.
const (
	NoColour Colour = iota
	Black           // 黒 (先手)
	White           // 白 (後手)
)

// byColour is black for Black, white for White, and none for NoColour (or
// any other value).
func byColour[T any](c Colour, black, white, none T) T {
	switch c {
	case Black:
		return black
	case White:
		return white
	}
	return none
}

// Opponent returns the other colour; NoColour stays NoColour.
func (c Colour) Opponent() Colour { return byColour(c, White, Black, NoColour) }

// String returns "black", "white" or "none".
func (c Colour) String() string { return byColour(c, "black", "white", "none") }

// Japanese returns 黒, 白 or an empty string.
func (c Colour) Japanese() string { return byColour(c, "黒", "白", "") }

// Stage is the part of the event a game belongs to: the 予選リーグ, the 決勝戦
// or the 3位決定戦 (both played as round 7 by default).
type Stage int

// The stages of an Othello event.
const (
	Preliminary Stage = iota // 予選: draws allowed (rule 1)
	Final                    // 決勝戦: no draws, the draw-win right decides
	Playoff                  // 3位決定戦: no draws, the draw-win right decides
)

// AllowsDraw reports whether a 32–32 game stays a draw at this stage.
func (s Stage) AllowsDraw() bool { return s == Preliminary }

// String returns "preliminary", "final" or "playoff".
func (s Stage) String() string {
	switch s {
	case Final:
		return "final"
	case Playoff:
		return "playoff"
	}
	return "preliminary"
}
