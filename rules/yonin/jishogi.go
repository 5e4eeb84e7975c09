package yonin

import (
	"cmp"
	"fmt"
	"slices"
)

// Material is what the arbiter counts for one unmated player when a game
// ends as 持将棋 (seed ■2 (5)).
type Material struct {
	// Rooks is the number of rooks (飛, 龍) the player owns, on the board and
	// in hand.
	Rooks int
	// Others is the number of every other piece (小駒) the player owns, on
	// the board and in hand, the king excluded.
	Others int
	// MatedHand is criterion ③: the pieces on the 駒台 of the players this
	// player mated in the game, counted together. It must be 0 for a player
	// who mated nobody.
	MatedHand int `json:",omitempty"`
}

// Criterion is one of the seed's four 持将棋 ranking criteria (①–④).
type Criterion int

// The 持将棋 criteria in the order they apply (seed ■2 (5)).
const (
	// CriterionNone marks the top player, whom nothing had to separate.
	CriterionNone Criterion = iota
	// CriterionPiecePoints is ① 駒の点数: rook 5, other pieces 1.
	CriterionPiecePoints
	// CriterionMates is ② 撃破人数: players mated in this game.
	CriterionMates
	// CriterionMatedHand is ③ 撃破した相手の駒台の枚数: pieces in hand of the
	// players they mated.
	CriterionMatedHand
	// CriterionTurnOrder is ④ 手番: the later mover ranks higher (the 4th
	// mover above the 1st).
	CriterionTurnOrder
)

// String returns the seed's Japanese name of the criterion.
func (c Criterion) String() string {
	switch c {
	case CriterionPiecePoints:
		return "①駒の点数"
	case CriterionMates:
		return "②撃破人数"
	case CriterionMatedHand:
		return "③撃破した相手の駒台の枚数"
	case CriterionTurnOrder:
		return "④手番"
	}
	return "-"
}

// English returns the criterion in English, with the seed's number.
func (c Criterion) English() string {
	switch c {
	case CriterionPiecePoints:
		return "① piece points"
	case CriterionMates:
		return "② players mated"
	case CriterionMatedHand:
		return "③ pieces on the stands of the players mated"
	case CriterionTurnOrder:
		return "④ turn order"
	}
	return "-"
}

// JishogiPlace is one unmated player in a 持将棋 ranking with the values of
// each criterion.
type JishogiPlace struct {
	// Seat is the player's seat.
	Seat int
	// PiecePoints is criterion ①.
	PiecePoints int
	// Mates is criterion ②.
	Mates int
	// MatedHand is criterion ③.
	MatedHand int
	// TurnPosition is criterion ④: 0 for the 1st mover … 3 for the 4th.
	TurnPosition int
	// DecidedBy is the criterion that placed this player below the one
	// above; CriterionNone for the top player.
	DecidedBy Criterion
}

// JishogiRanking is the order of the unmated players of a 持将棋 game, best
// first.
type JishogiRanking []JishogiPlace

// Seats returns the seats of r in order, ready for Game.Jishogi.
func (r JishogiRanking) Seats() []int {
	out := make([]int, len(r))
	for i, p := range r {
		out[i] = p.Seat
	}
	return out
}

// MaterialPoints returns the 持将棋 piece points (駒の点数) of m.
func (s Settings) MaterialPoints(m Material) int {
	return m.Rooks*s.RookPoints + m.Others*s.PiecePoints
}

// RankJishogi ranks the unmated players of a game ending as 持将棋 (move
// JishogiMove, or after a valid 入玉宣言) by the seed's criteria in turn:
// ① piece points, ② players mated, ③ pieces on the stands of the players
// they mated, ④ turn order with the later mover above. parent is the game's
// first mover; eliminations are the mates so far; material is indexed by
// seat (the mated seats' entries are not used).
func (s Settings) RankJishogi(parent int, eliminations []Elimination, material [Seats]Material) (JishogiRanking, error) {
	return s.rankJishogi(parent, eliminations, material, bySeat)
}

func (s Settings) rankJishogi(parent int, eliminations []Elimination, material [Seats]Material, name seatName) (JishogiRanking, error) {
	mated, err := Game{Parent: parent, Eliminations: eliminations}.mateStateNamed(name)
	if err != nil {
		return nil, err
	}
	if left := Seats - len(eliminations); left < 2 {
		return nil, fmt.Errorf("%w: 持将棋 needs at least 2 unmated players, %d left", ErrJishogiRanking, left)
	}
	var r JishogiRanking
	for seat := range Seats {
		if mated[seat] {
			continue
		}
		m := material[seat]
		if m.Rooks < 0 || m.Others < 0 || m.MatedHand < 0 {
			return nil, fmt.Errorf("%w: %s has a negative piece count", ErrJishogiRanking, name(seat))
		}
		p := JishogiPlace{Seat: seat, PiecePoints: s.MaterialPoints(m), MatedHand: m.MatedHand, TurnPosition: TurnPosition(seat, parent)}
		for _, e := range eliminations {
			if e.Mater == seat {
				p.Mates++
			}
		}
		if p.Mates == 0 && p.MatedHand > 0 {
			return nil, fmt.Errorf("%w: %s mated nobody in this game, so criterion ③ (pieces on the stands of the players they mated) is 0, not %d", ErrJishogiRanking, name(seat), p.MatedHand)
		}
		r = append(r, p)
	}
	slices.SortFunc(r, func(a, b JishogiPlace) int {
		_, c := separate(a, b)
		return c
	})
	for i := 1; i < len(r); i++ {
		r[i].DecidedBy, _ = separate(r[i-1], r[i])
	}
	return r, nil
}

// JishogiFromMaterial ranks a 持将棋 game from the material the arbiter
// entered, keyed by seat (ParseMaterial): every unmated player must be
// given and no mated one. names name the seats in messages (an empty name
// is shown as "seat N"). It returns the ranking and the material by seat,
// ready for Game.Jishogi and Game.JishogiMaterial.
func (s Settings) JishogiFromMaterial(parent int, eliminations []Elimination, given map[int]Material, names [Seats]string) (JishogiRanking, [Seats]Material, error) {
	var material [Seats]Material
	name := labelled(names)
	mated, err := Game{Parent: parent, Eliminations: eliminations}.mateStateNamed(name)
	if err != nil {
		return nil, material, err
	}
	for seat := range given {
		if !ValidSeat(seat) {
			return nil, material, fmt.Errorf("%w: seat %d is not 1..4", ErrMaterialSyntax, seat+1)
		}
	}
	for seat := range Seats {
		m, ok := given[seat]
		switch {
		case mated[seat] && ok:
			return nil, material, fmt.Errorf("%w: %s was mated in this game; give the material of the unmated players only (the pieces on a mated player's stand count in h of the player who mated them)", ErrMaterialSyntax, name(seat))
		case !mated[seat] && !ok:
			return nil, material, fmt.Errorf("%w: the material of %s is missing; give every unmated player", ErrMaterialSyntax, name(seat))
		}
		material[seat] = m
	}
	r, err := s.rankJishogi(parent, eliminations, material, name)
	return r, material, err
}

// separate returns the first criterion that tells a and b apart and the
// comparison by it (negative when a ranks higher).
func separate(a, b JishogiPlace) (Criterion, int) {
	if c := cmp.Compare(b.PiecePoints, a.PiecePoints); c != 0 {
		return CriterionPiecePoints, c
	}
	if c := cmp.Compare(b.Mates, a.Mates); c != 0 {
		return CriterionMates, c
	}
	if c := cmp.Compare(b.MatedHand, a.MatedHand); c != 0 {
		return CriterionMatedHand, c
	}
	return CriterionTurnOrder, cmp.Compare(b.TurnPosition, a.TurnPosition)
}

// JishogiLines explains the 持将棋 ranking of g, one line per unmated
// player, best first: the values of the four criteria and which one decided
// the place («2位 佐藤　駒15点・撃破0・駒台0・2番手　①駒の点数で決定»).
// A typed order is marked as the arbiter's override, with the computed
// order when material was entered. ja picks Japanese or English. It
// returns nil for a game that is not 持将棋.
func (s Settings) JishogiLines(g Game, names [Seats]string, ja bool) []string {
	if g.Jishogi == nil {
		return nil
	}
	say := func(en, jp string) string {
		if ja {
			return jp
		}
		return en
	}
	label := func(seat int) string { return seatLabel(names, seat) }
	var out []string
	if n := g.Nyugyoku; n != nil {
		out = append(out, fmt.Sprintf(say("入玉宣言 by %s (conditions ①–⑤ confirmed)", "%sの入玉宣言（条件①〜⑤を確認）"), label(n.Declarer)))
	}
	var computed JishogiRanking
	if g.JishogiMaterial != nil {
		computed, _ = s.rankJishogi(g.Parent, g.Eliminations, *g.JishogiMaterial, labelled(names))
	}
	if computed == nil || g.JishogiOverride {
		for i, seat := range g.Jishogi {
			out = append(out, fmt.Sprintf(say("%d. %s", "%d位 %s"), i+1, label(seat)))
		}
		line := say("order typed by the arbiter (override)", "審判が指定した順位（上書き）")
		if computed != nil && !slices.Equal(computed.Seats(), g.Jishogi) {
			var order []string
			for _, seat := range computed.Seats() {
				order = append(order, label(seat))
			}
			line += say("; the criteria gave ", "。基準による順位：") + joinGT(order)
		}
		return append(out, line)
	}
	for i, p := range computed {
		line := fmt.Sprintf(say("%d. %s  pieces %d, mates %d, stands %d, mover %d", "%d位 %s　駒%d点・撃破%d・駒台%d・%d番手"),
			i+1, label(p.Seat), p.PiecePoints, p.Mates, p.MatedHand, p.TurnPosition+1)
		if p.DecidedBy != CriterionNone {
			line += say("  decided by "+p.DecidedBy.English(), "　"+p.DecidedBy.String()+"で決定")
		}
		out = append(out, line)
	}
	return out
}

// DecidingCriteria returns, for a 持将棋 game ranked from material, the
// criterion that decided each place below the first (index 0 is for the
// 2nd place); nil for a typed order or a game that is not 持将棋.
func (s Settings) DecidingCriteria(g Game) []Criterion {
	if g.Jishogi == nil || g.JishogiMaterial == nil || g.JishogiOverride {
		return nil
	}
	r, err := s.RankJishogi(g.Parent, g.Eliminations, *g.JishogiMaterial)
	if err != nil {
		return nil
	}
	out := make([]Criterion, 0, len(r)-1)
	for _, p := range r[1:] {
		out = append(out, p.DecidedBy)
	}
	return out
}

func joinGT(xs []string) string {
	out := ""
	for i, x := range xs {
		if i > 0 {
			out += " > "
		}
		out += x
	}
	return out
}
