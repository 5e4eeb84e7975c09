package igo

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Record is what a game record (SGF) says of a finished game: its final
// position, replayed with captures, the komi it was played under and the
// result it states.
type Record struct {
	// Position is the final position; Position.Captured holds the
	// prisoners each side took in play (アゲハマ).
	Position Position
	// Komi is the record's KM (half-points); HasKomi is false when it has
	// none.
	Komi    Komi
	HasKomi bool
	// Result is the record's RE as written ("" none).
	Result string
	// Moves is the number of moves played (passes included).
	Moves int
}

// sgfMaxBytes is the largest record read: a long 19×19 game is a few
// kilobytes; a megabyte is not a game record.
const sgfMaxBytes = 1 << 20

// ParseSGF reads a Go game record in the FF[4] subset a venue needs: SZ,
// KM, AB, AW, AE, B, W, PL and RE on the main line (the first variation of
// every branch); other properties are read past. The moves are replayed:
// captures are taken, and an occupied point, a suicide or a ko retaken at
// once is refused with the move's number. A record that is not Go (GM
// other than 1) or not of a board of 9, 13 or 19 is refused. It never
// panics.
func ParseSGF(text string) (Record, error) {
	if len(text) > sgfMaxBytes {
		return Record{}, sgfError("the record is over a megabyte: not a game record", "棋譜が1MBを超えています。棋譜ファイルではありません")
	}
	nodes, err := sgfMainLine(text)
	if err != nil {
		return Record{}, err
	}
	if len(nodes) == 0 {
		return Record{}, sgfError("the record has no game: an SGF starts with (;", "棋譜に対局がありません。SGF は「(;」で始まります")
	}
	root := nodes[0]
	if gm, ok := root["GM"]; ok && strings.TrimSpace(gm[0]) != "1" {
		return Record{}, sgfError(fmt.Sprintf("the record is of game GM[%s], not Go (GM[1])", gm[0]),
			fmt.Sprintf("棋譜のゲームが GM[%s] で、囲碁（GM[1]）ではありません", gm[0]))
	}
	size := 19
	if sz, ok := root["SZ"]; ok {
		n, err := strconv.Atoi(strings.TrimSpace(sz[0]))
		if err != nil {
			return Record{}, sgfError(fmt.Sprintf("SZ[%s] is not a board size", sz[0]), fmt.Sprintf("SZ[%s] は盤の大きさではありません", sz[0]))
		}
		size = n
	}
	b, err := NewBoard(size)
	if err != nil {
		return Record{}, err
	}
	rec := Record{Position: NewPosition(b)}
	if km, ok := root["KM"]; ok {
		if rec.Komi, err = sgfKomi(km[0]); err != nil {
			return Record{}, err
		}
		rec.HasKomi = true
	}
	if re, ok := root["RE"]; ok {
		rec.Result = strings.TrimSpace(re[0])
	}
	var ko *Point // the point the last move forbids retaking at once
	for _, node := range nodes {
		for _, prop := range []struct {
			id string
			c  Colour
		}{{"AE", 0}, {"AB", Black}, {"AW", White}} {
			for _, v := range node[prop.id] {
				pts, err := sgfPoints(v, size)
				if err != nil {
					return Record{}, err
				}
				for _, p := range pts {
					rec.Position.Board.Set(p, prop.c)
				}
				ko = nil
			}
		}
		for _, mv := range []struct {
			id string
			c  Colour
		}{{"B", Black}, {"W", White}} {
			vs, ok := node[mv.id]
			if !ok {
				continue
			}
			rec.Moves++
			p, pass, err := sgfMove(vs[0], size)
			if err != nil {
				return Record{}, sgfMoveError(rec.Moves, mv.c, err)
			}
			if pass {
				ko = nil
				continue
			}
			if ko != nil && *ko == p {
				return Record{}, sgfMoveError(rec.Moves, mv.c, &PositionError{
					En: fmt.Sprintf("%s retakes the ko at once", p.GTP(size)), Ja: fmt.Sprintf("%s はコウをすぐに取り返す着手です", p.GTP(size))})
			}
			taken, err := rec.Position.Board.Play(mv.c, p)
			if err != nil {
				return Record{}, sgfMoveError(rec.Moves, mv.c, err)
			}
			rec.Position.Captured[side(mv.c)] += len(taken)
			ko = nil
			if len(taken) == 1 && len(rec.Position.Board.Chain(p)) == 1 && rec.Position.Board.Liberties([]Point{p}) == 1 {
				k := taken[0]
				ko = &k
			}
		}
	}
	return rec, rec.Position.Check()
}

// sgfError is a record that cannot be read.
func sgfError(en, ja string) error { return &PositionError{En: "SGF: " + en, Ja: "SGF：" + ja} }

// sgfMoveError names move n of colour c in what was wrong with it.
func sgfMoveError(n int, c Colour, err error) error {
	pe, ok := err.(*PositionError)
	if !ok {
		return err
	}
	return &PositionError{En: fmt.Sprintf("SGF: move %d (%s) is illegal: %s", n, c, pe.En),
		Ja: fmt.Sprintf("SGF：%d手目（%s）は打てない着手です：%s", n, c.Japanese(), pe.Ja)}
}

// sgfKomi reads KM: a number of points in halves (6.5, 0, -5.5).
func sgfKomi(v string) (Komi, error) {
	f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
	h := f * 2
	if err != nil || math.IsNaN(f) || math.Abs(h) > 2*361 || h != math.Trunc(h) {
		return 0, sgfError(fmt.Sprintf("KM[%s] is not a komi in half points", v), fmt.Sprintf("KM[%s] は半目単位のコミではありません", v))
	}
	return Komi(int(h)), nil
}

// sgfCoord reads one SGF point ("dd": column d, row d from the top).
func sgfCoord(v string, size int) (Point, error) {
	if len(v) != 2 || v[0] < 'a' || v[0] > 'z' || v[1] < 'a' || v[1] > 'z' {
		return Point{}, sgfError(fmt.Sprintf("[%s] is not a point", v), fmt.Sprintf("[%s] は盤上の点ではありません", v))
	}
	p := Point{int(v[0] - 'a'), int(v[1] - 'a')}
	if p.X >= size || p.Y >= size {
		return Point{}, sgfError(fmt.Sprintf("[%s] is off the %d×%d board", v, size, size), fmt.Sprintf("[%s] は%d路盤の外です", v, size))
	}
	return p, nil
}

// sgfMove reads a move's value: a point, or a pass ("" or "tt" on a board
// of 19 or less).
func sgfMove(v string, size int) (Point, bool, error) {
	v = strings.TrimSpace(v)
	if v == "" || (v == "tt" && size <= 19) {
		return Point{}, true, nil
	}
	p, err := sgfCoord(v, size)
	return p, false, err
}

// sgfPoints reads a setup value: a point or a rectangle "aa:cc".
func sgfPoints(v string, size int) ([]Point, error) {
	v = strings.TrimSpace(v)
	a, c, ok := strings.Cut(v, ":")
	if !ok {
		p, err := sgfCoord(v, size)
		return []Point{p}, err
	}
	p, err := sgfCoord(a, size)
	if err != nil {
		return nil, err
	}
	q, err := sgfCoord(c, size)
	if err != nil {
		return nil, err
	}
	var out []Point
	for y := min(p.Y, q.Y); y <= max(p.Y, q.Y); y++ {
		for x := min(p.X, q.X); x <= max(p.X, q.X); x++ {
			out = append(out, Point{x, y})
		}
	}
	return out, nil
}

// sgfNode is one node's properties: identifier → values.
type sgfNode map[string][]string

// sgfMainLine reads the nodes of the first game tree's main line: at every
// branch the first variation; the other variations and any later game
// tree are read past.
func sgfMainLine(text string) ([]sgfNode, error) {
	i := strings.IndexByte(text, '(')
	if i < 0 {
		return nil, nil
	}
	var nodes []sgfNode
	depth := 0     // open parentheses
	follow := true // on the main line
	done := false  // the main line ended at a branch already followed
	var node sgfNode
	for i < len(text) {
		ch := text[i]
		switch {
		case ch == '(':
			depth++
			if done {
				follow = false
			}
			i++
		case ch == ')':
			depth--
			if follow {
				done = true
				follow = false
			}
			i++
			if depth == 0 {
				return nodes, nil
			}
		case ch == ';':
			node = sgfNode{}
			if follow {
				nodes = append(nodes, node)
			}
			i++
		case ch >= 'A' && ch <= 'Z' || ch >= 'a' && ch <= 'z':
			j := i
			for j < len(text) && (text[j] >= 'A' && text[j] <= 'Z' || text[j] >= 'a' && text[j] <= 'z') {
				j++
			}
			id := ""
			for _, r := range text[i:j] {
				if r >= 'A' && r <= 'Z' { // FF[3]'s lower-case letters are read past
					id += string(r)
				}
			}
			i = j
			var values []string
			for {
				for i < len(text) && isSGFSpace(text[i]) {
					i++
				}
				if i >= len(text) || text[i] != '[' {
					break
				}
				v, next, err := sgfValue(text, i+1)
				if err != nil {
					return nil, err
				}
				values, i = append(values, v), next
			}
			if len(values) == 0 {
				return nil, sgfError(fmt.Sprintf("property %s has no value", id), fmt.Sprintf("プロパティ %s に値がありません", id))
			}
			if node == nil {
				return nil, sgfError(fmt.Sprintf("property %s is outside a node (a node starts with ;)", id), fmt.Sprintf("プロパティ %s がノード（「;」で始まる）の外にあります", id))
			}
			node[id] = append(node[id], values...)
		case isSGFSpace(ch):
			i++
		default:
			return nil, sgfError(fmt.Sprintf("unexpected %q at byte %d", ch, i+1), fmt.Sprintf("%dバイト目に読めない文字「%c」があります", i+1, ch))
		}
	}
	return nil, sgfError("the record ends before its last )", "棋譜が最後の「)」の前で終わっています")
}

// sgfValue reads a property value from text[i:] up to its closing ], with
// \ escaping the next character; it returns the index after the ].
func sgfValue(text string, i int) (string, int, error) {
	var sb strings.Builder
	for i < len(text) {
		switch text[i] {
		case '\\':
			if i+1 < len(text) {
				sb.WriteByte(text[i+1])
			}
			i += 2
		case ']':
			return sb.String(), i + 1, nil
		default:
			sb.WriteByte(text[i])
			i++
		}
	}
	return "", 0, sgfError("a property value is not closed with ]", "プロパティの値が「]」で閉じられていません")
}

func isSGFSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\r' || c == '\t' }
