package sheets

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"taikai/tournament"
	"taikai/tournament/igo"
	"taikai/tournament/pairgo"
)

// Go and Pair Go draw the counted boards of a dispute (終局処理) on its
// ruling record: the seed's 棋譜3点セット keeps both proposals.
func init() {
	countPages[igo.Kind] = goCountPage
	countPages[pairgo.Kind] = goCountPage
}

// countShown is a proposal as the page draws it: its count, and whose it
// is in the sheet's language.
type countShown struct {
	p    tournament.CountProposal
	c    igo.Count
	name string
}

// goCountPage draws the newest proposal of each side of dispute disp
// (Black's, White's, the arbiter's) on a page of its own: the boards with
// the count's marks, each count, and where the proposals differ, ringed on
// the boards and said in words.
func goCountPage(d *doc, rd roundData, g tournament.Game, disp *tournament.Dispute) {
	var boards []countShown
	for _, side := range []string{tournament.CountBlack, tournament.CountWhite, tournament.CountArbiter} {
		p, ok := disp.LatestCount(side)
		if !ok {
			continue
		}
		pos, err := igo.ParsePosition(p.Board)
		if err != nil {
			continue // a stored board always reads; a damaged one is not drawn
		}
		pos.Captured = p.Captures
		c, err := igo.CountPosition(pos, 0) // the marks; the komi is in the proposal's summary
		if err != nil {
			continue
		}
		boards = append(boards, countShown{p, c, tournament.CountSideName(rd.ev.Game, p.Side).In(d.lang)})
	}
	if len(boards) == 0 {
		return
	}
	pdf := d.pdf
	pdf.AddPage()
	pdf.SetFont(fontFamily, "", 15)
	pdf.CellFormat(0, 8, d.say(fmt.Sprintf("Table %d: the proposals counted on the board", g.Table), fmt.Sprintf("%d番卓：盤面で計算した終局案", g.Table)), "", 1, "L", false, 0, "")
	first, second := d.sideNames(rd.ev.Game)
	pdf.SetFont(fontFamily, "", 10.5)
	pdf.CellFormat(0, 6, first+d.say(": ", "：")+rd.name(g.Black)+"　　"+second+d.say(": ", "：")+rd.name(g.White), "", 1, "L", false, 0, "")
	differ := proposalsDiffer(boards)
	y := drawCountLegend(d, margin, pdf.GetY()+1, pageW-2*margin, len(differ) > 0) + 2

	// Two boards side by side; a third under the first, smaller so that the
	// three and the differences fit one A4 page.
	const gap = 6.0
	colW := (pageW - 2*margin - gap) / 2
	w := colW
	if len(boards) > 2 {
		w = 74
	}
	rowBottom := y
	for i, b := range boards {
		x := margin + float64(i%2)*(colW+gap) + (colW-w)/2
		if i == 2 {
			y = rowBottom + 4
			if y+w+24 > pageH-16 {
				pdf.AddPage()
				y = pdf.GetY()
				rowBottom = y
			}
		}
		pdf.SetXY(x, y)
		pdf.SetFont(fontFamily, "", 12)
		d.fitCell(w, 7, upperFirst(b.name)+"　"+tournament.ResultText(rd.ev, b.p.Claim, d.lang), 12, "", "L", 2)
		drawCountBoard(d, b.c, x, y+7.5, w, differ)
		pdf.SetXY(x, y+7.5+w+1)
		pdf.SetFont(fontFamily, "", 8.5)
		for _, line := range summaryLines(d, b.p.Summary.In(d.lang), w-2*pdf.GetCellMargin()) {
			pdf.SetX(x)
			d.wrapped(w, 4, line, "L")
		}
		pdf.SetX(x)
		when := b.p.Time.Local().Format("15:04")
		if b.p.By != "" {
			when += "　" + b.p.By
		}
		pdf.SetTextColor(90, 90, 90)
		pdf.CellFormat(w, 4, when, "", 2, "L", false, 0, "")
		pdf.SetTextColor(0, 0, 0)
		rowBottom = max(rowBottom, pdf.GetY())
	}
	if len(boards) < 2 {
		return
	}
	pdf.SetXY(margin, rowBottom+4)
	pdf.SetFont(fontFamily, "", 10.5)
	text := differText(d, boards, differ)
	if text == "" {
		text = d.say("none: the proposals are the same board with the same dead stones.", "なし（同じ盤面、同じ死に石です）")
	}
	d.wrapped(0, 5, d.say("Where the proposals differ: ", "終局案の違う点：")+text, "L")
}

// summaryLines breaks a count's summary into lines of width w mm at its
// clauses (after 、, 。, "; " and ". "), as many whole clauses a line as fit,
// a labelled clause (黒：, 白：, Pair Go's 盤面： and 合計：) starting a line.
func summaryLines(d *doc, s string, w float64) []string {
	var clauses []string
	start := 0
	for i, r := range s {
		end := i + utf8.RuneLen(r)
		if r == '、' || r == '。' || (r == ';' || r == '.') && strings.HasPrefix(s[end:], " ") {
			clauses = append(clauses, s[start:end])
			start = end
		}
	}
	clauses = append(clauses, s[start:])
	var lines []string
	line := ""
	for _, c := range clauses {
		if line != "" && (labelled(c) || d.pdf.GetStringWidth(strings.TrimSpace(line+c)) > w) {
			lines = append(lines, strings.TrimSpace(line))
			line = ""
		}
		line += c
	}
	if strings.TrimSpace(line) != "" {
		lines = append(lines, strings.TrimSpace(line))
	}
	return lines
}

// upperFirst starts a heading with a capital (the arbiter's count → The
// arbiter's count); Japanese is as it is.
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// labelled says whether a clause starts with a label: a word of up to 8
// characters and a colon (黒：, 盤面：, White:, Totals:).
func labelled(clause string) bool {
	c := strings.TrimSpace(clause)
	i := strings.IndexAny(c, ":：")
	return i > 0 && !strings.ContainsRune(c[:i], ' ') && utf8.RuneCountInString(c[:i]) <= 8
}

// proposalsDiffer is the points where any two of the proposals differ: a
// stone (an unofficial stone of one of them) or its dead mark.
func proposalsDiffer(boards []countShown) map[igo.Point]bool {
	out := map[igo.Point]bool{}
	for i, a := range boards {
		for _, b := range boards[i+1:] {
			for p := range a.c.Position.Differences(b.c.Position) {
				out[p] = true
			}
		}
	}
	return out
}

// differText names the points where the proposals differ, in reading
// order: a stone that only some of them have (駄目詰め, 手入れ), by its
// point; a chain dead in some and alive in others, once, by its first point.
func differText(d *doc, boards []countShown, differ map[igo.Point]bool) string {
	if !sameSize(boards) {
		sizes := make([]string, len(boards))
		for i, b := range boards {
			n := b.c.Position.Board.Size
			sizes[i] = fmt.Sprintf(d.say("%s %d×%d", "%sは%d路"), b.name, n, n)
		}
		return d.say("boards of different sizes (", "盤の大きさが違います（") + strings.Join(sizes, d.say(", ", "、")) + d.say(")", "）")
	}
	first := boards[0].c.Position
	size := first.Board.Size
	seen := map[igo.Point]bool{}
	var parts []string
	for _, q := range first.Board.Points() {
		if !differ[q] || seen[q] {
			continue
		}
		stones := false
		for _, b := range boards {
			stones = stones || b.c.Position.Board.At(q) != first.Board.At(q)
		}
		what := d.say("the chain at "+q.GTP(size), q.GTP(size)+" の石団")
		state := func(p igo.Position) string {
			if p.IsDead(q) {
				return d.say("dead", "死に石")
			}
			return d.say("alive", "活き石")
		}
		if stones {
			seen[q] = true
			what = d.say("the stone at "+q.GTP(size)+" (駄目詰め or 手入れ)", q.GTP(size)+" の石（駄目詰め・手入れ）")
			state = func(p igo.Position) string { return stoneWord(d, p.Board.At(q)) }
		} else {
			for _, s := range first.Board.Chain(q) {
				seen[s] = true
			}
		}
		// Whose proposals say what, in the order of the proposals.
		var states []string
		who := map[string][]string{}
		for _, b := range boards {
			s := state(b.c.Position)
			if _, ok := who[s]; !ok {
				states = append(states, s)
			}
			who[s] = append(who[s], b.name)
		}
		says := make([]string, len(states))
		for i, s := range states {
			names := strings.Join(who[s], d.say(" and ", "・"))
			says[i] = d.say(s+" in "+names, names+"は"+s)
		}
		parts = append(parts, what+d.say(": ", "：")+strings.Join(says, d.say(", ", "、")))
	}
	return strings.Join(parts, d.say("; ", "。"))
}

// stoneWord says what stands on a point.
func stoneWord(d *doc, c igo.Colour) string {
	switch c {
	case igo.Black:
		return d.say("a black stone", "黒石")
	case igo.White:
		return d.say("a white stone", "白石")
	}
	return d.say("empty", "空点")
}

// sameSize says whether the proposals are of one board size.
func sameSize(boards []countShown) bool {
	for _, b := range boards {
		if b.c.Position.Board.Size != boards[0].c.Position.Board.Size {
			return false
		}
	}
	return true
}
