package igo

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Position is a final position as the arbiter counts it (終局処理): the
// stones on the board (unofficial stones of 駄目詰め and 手入れ are stones
// like any other), the chains marked dead (死に石, whole chains only), and
// the prisoners each side captured in play (アゲハマ).
type Position struct {
	Board Board
	// Dead marks the stones marked dead, one value per point (Board.index).
	Dead []bool
	// Captured are the prisoners captured in play: Captured[0] the white
	// stones Black holds, Captured[1] the black stones White holds.
	Captured [2]int
}

// NewPosition returns the position of board b with nothing marked dead.
func NewPosition(b Board) Position {
	return Position{Board: b, Dead: make([]bool, b.Size*b.Size)}
}

// Clone returns a copy of p that shares nothing with it.
func (p Position) Clone() Position {
	return Position{Board: p.Board.Clone(), Dead: append([]bool(nil), p.Dead...), Captured: p.Captured}
}

// IsDead reports whether the stone on q is marked dead.
func (p Position) IsDead(q Point) bool {
	return p.Board.Inside(q) && p.Dead[p.Board.index(q)] && p.Board.At(q) != 0
}

// SetDead marks the whole chain of the stone on q dead (or alive again):
// the seed's 石団単位 (§二.1.B.b). An empty point is refused.
func (p *Position) SetDead(q Point, dead bool) error {
	ch := p.Board.Chain(q)
	if ch == nil {
		return &PositionError{En: fmt.Sprintf("%s is an empty point: only a stone's chain can be marked dead", q.GTP(p.Board.Size)),
			Ja: fmt.Sprintf("%s は空点です。死に石に指定できるのは石のある点（その石団）だけです", q.GTP(p.Board.Size))}
	}
	for _, s := range ch {
		p.Dead[p.Board.index(s)] = dead
	}
	return nil
}

// ToggleDead marks the chain of the stone on q dead, or alive when it was
// dead: one click on any of its stones (§二.1.B.b, 再クリックで消去).
func (p *Position) ToggleDead(q Point) error {
	return p.SetDead(q, !p.IsDead(q))
}

// Stone characters of a position's text: X black, O white, . empty; x and o
// a stone marked dead; ●, ○, ・ (and +) read as X, O and . too.
var stoneRunes = map[rune]struct {
	c    Colour
	dead bool
}{
	'.': {0, false}, '・': {0, false}, '+': {0, false},
	'X': {Black, false}, '●': {Black, false}, 'x': {Black, true},
	'O': {White, false}, '○': {White, false}, 'o': {White, true},
}

// ParsePosition reads a position written one line a row, the top row
// first: X black, O white, . empty (●, ○, ・ also), x and o a stone marked
// dead. Spaces between points are ignored, as are blank lines and lines
// starting with #; the size is the number of rows (9, 13 or 19) and every
// row has as many points. A chain marked half dead and a chain without a
// liberty are refused with their place. It never panics.
func ParsePosition(text string) (Position, error) {
	var rows [][]rune
	var lines []int
	// Windows' Notepad may save UTF-8 with a byte order mark: it is no point.
	text = strings.TrimPrefix(text, "\ufeff")
	for i, line := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		if !utf8.ValidString(t) {
			return Position{}, &PositionError{En: fmt.Sprintf("line %d is not text", i+1), Ja: fmt.Sprintf("%d行目が文字として読めません", i+1)}
		}
		var row []rune
		for _, r := range t {
			if r == ' ' || r == '\t' || r == '　' {
				continue
			}
			row = append(row, r)
		}
		rows = append(rows, row)
		lines = append(lines, i+1)
	}
	b, err := NewBoard(len(rows))
	if err != nil {
		return Position{}, &PositionError{En: fmt.Sprintf("the board has %d rows: a board of 9, 13 or 19 rows, one line a row", len(rows)),
			Ja: fmt.Sprintf("盤面が%d行あります。9路、13路、19路の盤面を、横の1列を1行にして書いてください", len(rows))}
	}
	pos := NewPosition(b)
	for y, row := range rows {
		if len(row) != b.Size {
			return Position{}, &PositionError{En: fmt.Sprintf("line %d has %d points where the board has %d", lines[y], len(row), b.Size),
				Ja: fmt.Sprintf("%d行目の点が%d個あります（%d路盤は%d個）", lines[y], len(row), b.Size, b.Size)}
		}
		for x, r := range row {
			s, ok := stoneRunes[r]
			p := Point{x, y}
			if !ok {
				return Position{}, &PositionError{En: fmt.Sprintf("line %d, %s: %q is not a stone: X black, O white, . empty, x/o a dead stone", lines[y], p.GTP(b.Size), r),
					Ja: fmt.Sprintf("%d行目 %s：「%c」は石ではありません。X（●）黒、O（○）白、.（・）空点、x/o 死に石です", lines[y], p.GTP(b.Size), r)}
			}
			b.Set(p, s.c)
			pos.Dead[b.index(p)] = s.dead
		}
	}
	return pos, pos.Check()
}

// Check refuses a position that cannot be counted: a chain marked dead in
// part only, or a chain without a liberty (it would have been captured).
// It names the first such chain by a point of it.
func (p Position) Check() error {
	b := p.Board
	seen := make([]bool, b.Size*b.Size)
	for _, q := range b.Points() {
		if b.At(q) == 0 || seen[b.index(q)] {
			continue
		}
		ch := b.Chain(q)
		dead := 0
		for _, s := range ch {
			seen[b.index(s)] = true
			if p.Dead[b.index(s)] {
				dead++
			}
		}
		c := b.At(q)
		if dead != 0 && dead != len(ch) {
			return &PositionError{En: fmt.Sprintf("the %s chain at %s is marked dead in part only: a chain (石団) is dead or alive as a whole", strings.ToLower(c.String()), q.GTP(b.Size)),
				Ja: fmt.Sprintf("%s の%s石の石団は一部だけが死に石になっています。死に石は石団単位で指定してください", q.GTP(b.Size), c.Japanese())}
		}
		if b.Liberties(ch) == 0 {
			return &PositionError{En: fmt.Sprintf("the %s chain at %s has no liberty: it would have been captured", strings.ToLower(c.String()), q.GTP(b.Size)),
				Ja: fmt.Sprintf("%s の%s石の石団には呼吸点（ダメ）がありません。取られているはずの石です", q.GTP(b.Size), c.Japanese())}
		}
	}
	if p.Captured[0] < 0 || p.Captured[1] < 0 {
		return &PositionError{En: "prisoners cannot be negative", Ja: "アゲハマの数は0以上です"}
	}
	return nil
}

// Text writes p as ParsePosition reads it: X, O, . and x, o for dead
// stones, one line a row with a newline after each.
func (p Position) Text() string {
	var sb strings.Builder
	b := p.Board
	for y := range b.Size {
		for x := range b.Size {
			q := Point{x, y}
			c := map[Colour]byte{0: '.', Black: 'X', White: 'O'}[b.At(q)]
			if c != '.' && p.Dead[b.index(q)] {
				c += 'a' - 'A'
			}
			sb.WriteByte(c)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// Differences returns the points where positions p and q of one game
// differ as proposals: a stone one has and the other not (an unofficial
// stone, 駄目詰め or 手入れ) or of another colour, or a stone dead in one
// and alive in the other; none when the boards are of different sizes.
func (p Position) Differences(q Position) map[Point]bool {
	out := map[Point]bool{}
	if p.Board.Size != q.Board.Size {
		return out
	}
	for _, pt := range p.Board.Points() {
		if p.Board.At(pt) != q.Board.At(pt) || p.IsDead(pt) != q.IsDead(pt) {
			out[pt] = true
		}
	}
	return out
}
