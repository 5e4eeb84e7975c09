package igo

import (
	"errors"
	"fmt"
	"strings"

	rules "taikai/rules/igo"
	"taikai/tournament"
)

// The count's types, for the screens, sheets and pages that draw a board
// (they read Go's rules through this adapter).
type (
	// Position is a final position with its dead chains marked.
	Position = rules.Position
	// Board is the stones of a position.
	Board = rules.Board
	// Point is a point of a board.
	Point = rules.Point
	// Count is a position counted under the Japanese rules.
	Count = rules.Count
	// Mark is what the count makes of a point.
	Mark = rules.Mark
	// Colour is a stone's colour (0 empty).
	Colour = rules.Colour
)

// The stone colours and the marks of a count (rules/igo).
const (
	Black              = rules.Black
	White              = rules.White
	MarkLive           = rules.MarkLive
	MarkBlackTerritory = rules.MarkBlackTerritory
	MarkWhiteTerritory = rules.MarkWhiteTerritory
	MarkDeadTaken      = rules.MarkDeadTaken
	MarkDame           = rules.MarkDame
	MarkSekiEye        = rules.MarkSekiEye
	MarkSeki           = rules.MarkSeki
	MarkDeadLeft       = rules.MarkDeadLeft
)

var (
	_ tournament.Counter = Discipline{}
)

// NewBoard returns an empty board of 9, 13 or 19 lines.
func NewBoard(size int) (Board, error) { return rules.NewBoard(size) }

// NewPosition returns the position of b with nothing dead.
func NewPosition(b Board) Position { return rules.NewPosition(b) }

// ParsePosition reads a position's text (tournament.CountInput.Board).
func ParsePosition(text string) (Position, error) {
	p, err := rules.ParsePosition(text)
	return p, countProblem(err)
}

// ParseSGF reads a game record's final position and komi.
func ParseSGF(text string) (rules.Record, error) {
	r, err := rules.ParseSGF(text)
	return r, countProblem(err)
}

// CountPosition counts p under the komi in half-points (13: 6.5).
func CountPosition(p Position, komiHalves int) (Count, error) {
	c, err := rules.CountPosition(p, rules.Komi(komiHalves))
	return c, countProblem(err)
}

// countProblem makes a position the rules refuse an ErrInvalidInput
// problem in both languages.
func countProblem(err error) error {
	var pe *rules.PositionError
	if errors.As(err, &pe) {
		return &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Text{En: pe.En, Ja: pe.Ja}}
	}
	return err
}

// PositionOf reads a count's input: the board text or the record, the
// chains marked dead by a point of each on top of the text's marks, and the
// prisoners (the record's when in.Captures is nil). It returns the record's
// komi too (hasKomi false without one).
func PositionOf(in tournament.CountInput) (p Position, komi int, hasKomi bool, err error) {
	switch {
	case strings.TrimSpace(in.Board) != "" && strings.TrimSpace(in.SGF) != "":
		return p, 0, false, tournament.NewProblem(tournament.ErrInvalidInput, "give the position or the record, not both", "盤面か棋譜のどちらか一方を指定してください")
	case strings.TrimSpace(in.SGF) != "":
		rec, err := ParseSGF(in.SGF)
		if err != nil {
			return p, 0, false, err
		}
		p, komi, hasKomi = rec.Position, rec.Komi.Halves(), rec.HasKomi
	case strings.TrimSpace(in.Board) != "":
		if p, err = ParsePosition(in.Board); err != nil {
			return p, 0, false, err
		}
	default:
		return p, 0, false, tournament.NewProblem(tournament.ErrInvalidInput, "give the final position (a board as text) or the game record (SGF)", "終局の盤面（テキスト）か棋譜（SGF）を指定してください")
	}
	for _, d := range in.Dead {
		for _, one := range strings.FieldsFunc(d, func(r rune) bool { return r == ',' || r == ' ' || r == '、' }) {
			q, err := rules.ParsePoint(one, p.Board.Size)
			if err != nil {
				return p, 0, false, countProblem(err)
			}
			if err := p.SetDead(q, true); err != nil {
				return p, 0, false, countProblem(err)
			}
		}
	}
	if in.Captures != nil {
		p.Captured = *in.Captures
	}
	return p, komi, hasKomi, countProblem(p.Check())
}

// komiOf is game g's komi in half-points: its 手合割's (0 without one).
func komiOf(h *tournament.Handicap) int {
	if h == nil {
		return 0
	}
	return h.Komi
}

// CountBoard implements tournament.Counter: the count under the game's
// komi, claimed in the Go grammar (B+2.5, W+0.5, jigo).
func (d Discipline) CountBoard(_ tournament.Event, g tournament.Game, in tournament.CountInput) (tournament.CountProposal, error) {
	p, _, _, err := PositionOf(in)
	if err != nil {
		return tournament.CountProposal{}, err
	}
	komi := komiOf(d.HandicapOf(g))
	c, err := CountPosition(p, komi)
	if err != nil {
		return tournament.CountProposal{}, err
	}
	return tournament.CountProposal{Board: p.Text(), Captures: p.Captured, Claim: c.Result.String(), Summary: CountSummary(c, true)}, nil
}

// CountSummary says a count in both languages: each side's 地 and
// prisoners, the komi when withKomi, and the result (黒：地 45 + アゲハマ 3 = 48、
// 白：地 40 + アゲハマ 5 + コミ 6目半 = 51目半、白3目半勝ち).
func CountSummary(c Count, withKomi bool) tournament.Text {
	line := func(en, ja string, s int, komi bool) (string, string) {
		e := fmt.Sprintf("%s: territory %d + prisoners %d", en, c.Territory[s], c.Prisoners[s])
		j := fmt.Sprintf("%s：地 %d ＋ アゲハマ %d", ja, c.Territory[s], c.Prisoners[s])
		total := 2 * c.Score[s]
		if k := c.Komi.Halves(); komi && k != 0 {
			total += k
			op, opJa := " + ", " ＋ "
			if k < 0 {
				op, opJa, k = " − ", " − ", -k
			}
			e += op + "komi " + rules.HalvesString(k)
			j += opJa + "コミ " + rules.HalvesJapanese(k)
		}
		return e + " = " + rules.HalvesString(total), j + " ＝ " + rules.HalvesJapanese(total)
	}
	be, bj := line("Black", "黒", 0, false)
	we, wj := line("White", "白", 1, withKomi)
	if !withKomi {
		return tournament.Text{En: be + "; " + we, Ja: bj + "、" + wj}
	}
	return tournament.Text{En: be + "; " + we + "; " + c.Result.String(), Ja: bj + "、" + wj + "、" + c.Result.Japanese()}
}
