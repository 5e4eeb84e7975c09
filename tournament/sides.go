package tournament

import "taikai/pairing"

// SideNamer is a two-sided game whose sides have names of their own:
// shogi's 先手 and 後手 (☗ ☖), where the others say 黒 and 白. Screens,
// sheets, pages and the command line's headers ask SideNames; the stored
// colours (Black, White) and the CSV keys stay as they are.
type SideNamer interface {
	SideNames() (first, second Text)
}

// The sides' names of a game that names none of its own.
var (
	blackSide = Text{En: "Black", Ja: "黒"}
	whiteSide = Text{En: "White", Ja: "白"}
)

// SideNames are the names of the sides of game g's games, the first to
// move first: the game's own (SideNamer), else 黒 and 白 (Black, White).
// An unknown kind has the default names: it is refused where it is read.
func SideNames(g GameKind) (first, second Text) {
	if d, err := DisciplineOf(g); err == nil {
		if n, ok := d.(SideNamer); ok {
			return n.SideNames()
		}
	}
	return blackSide, whiteSide
}

// SideHeaders are the sides' names as a column of pairings heads them:
// 黒（先手）and 白（後手）(Black (first), White (second)) by default, a game's
// own names as they are (先手, 後手), since they already say who moves first.
func SideHeaders(g GameKind) (first, second Text) {
	f, s := SideNames(g)
	if f == blackSide && s == whiteSide {
		return Text{En: "Black (first)", Ja: "黒（先手）"}, Text{En: "White (second)", Ja: "白（後手）"}
	}
	return f, s
}

// SideOf is the name of colour c's side in game g ("" for NoColour).
func SideOf(g GameKind, c Colour) Text {
	f, s := SideNames(g)
	switch c {
	case Black:
		return f
	case White:
		return s
	}
	return Text{}
}

// SideHeadersOf are the sides' column headers of a list of games of
// several sections (the venue's pairings): those of their game when they
// share their side names, else 先手 and 後手 (First, Second), which every
// game's sides are.
func SideHeadersOf(games ...GameKind) (first, second Text) {
	if len(games) == 0 {
		return SideHeaders("")
	}
	f0, s0 := SideNames(games[0])
	for _, g := range games[1:] {
		if f, s := SideNames(g); f != f0 || s != s0 {
			return Text{En: "First", Ja: "先手"}, Text{En: "Second", Ja: "後手"}
		}
	}
	return SideHeaders(games[0])
}

// SidesBoth names both sides of game g at once, as a swap of them or a
// count of games on each says them: 黒白 (Black and White), 先手後手
// (Sente and Gote).
func SidesBoth(g GameKind) Text {
	f, s := SideNames(g)
	return Text{En: f.En + " and " + s.En, Ja: f.Ja + s.Ja}
}

// explanation is why a pair is as it is (the pairing's "why" column), in
// both languages, the sides named as game g names them: 「手番: 先手後手の
// 回数をそろえる (先手の人は後手が1局多い …)」 in shogi. It is stored with the
// game when the round is paired.
func explanation(g GameKind, e pairing.Explanation) Text {
	f, s := SideNames(g)
	sides := pairing.Sides{Black: f.En, White: s.En, BlackJa: f.Ja, WhiteJa: s.Ja}
	return Text{En: e.EnglishAs(sides), Ja: e.JapaneseAs(sides)}
}
