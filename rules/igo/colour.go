package igo

// Colour is a player's colour in a Go game; the zero value is no colour.
type Colour int

// The two colours.
const (
	Black Colour = iota + 1 // 黒
	White                   // 白
)

// String returns "Black", "White", or "" for no colour.
func (c Colour) String() string {
	switch c {
	case Black:
		return "Black"
	case White:
		return "White"
	}
	return ""
}

// Japanese returns 黒 or 白 ("" for no colour).
func (c Colour) Japanese() string {
	switch c {
	case Black:
		return "黒"
	case White:
		return "白"
	}
	return ""
}

// Other returns the opposite colour (no colour stays no colour).
func (c Colour) Other() Colour {
	switch c {
	case Black:
		return White
	case White:
		return Black
	}
	return 0
}
