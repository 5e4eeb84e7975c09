package shogi

// Side is a side of a shogi game: First (先手) or Second (後手).
type Side int

// The sides.
const (
	NoSide Side = iota
	First       // 先手 (▲): moves first; the 上手 in a 駒落ち game
	Second      // 後手 (△)
)

// Other returns the other side (NoSide stays NoSide).
func (s Side) Other() Side {
	switch s {
	case First:
		return Second
	case Second:
		return First
	}
	return NoSide
}

// Keyword is the side's word in the stored grammar: "sente", "gote".
func (s Side) Keyword() string { return [...]string{"", "sente", "gote"}[s] }

// Japanese is the side's name: 先手, 後手.
func (s Side) Japanese() string { return [...]string{"", "先手", "後手"}[s] }

// English is the side's name in English: "sente (first)", "gote (second)".
func (s Side) English() string { return [...]string{"", "sente", "gote"}[s] }
