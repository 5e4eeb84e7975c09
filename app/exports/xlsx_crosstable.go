package exports

import (
	"fmt"

	"taikai/app/internal/crosscell"
	"taikai/tournament"
)

// crosstableSheet is the crosstable (対戦表) of every game: one line per
// entrant in standings order, one column per round, then the score. A cell
// is the opponent's place, the entrant's colour and the game's outcome for
// them, from the points each side took in the round: ○ more than the
// opponent, × fewer (both nothing: both lost, a double forfeit), △ the
// same (a draw), nothing while the result is not in (12黒○, 3白△). A bye
// is 不戦 and the points it gave (不戦+1); a game against the arbiter's
// side 審判 and the entrant's points (審判黒+1). A round the entrant did
// not play is empty.
func (d *section) crosstableSheet() sheet {
	if d.swissErr != nil {
		return d.noRounds(SheetCrosstable)
	}
	sh := sheet{name: SheetCrosstable, header: []string{"順位", "番号", "氏名"}}
	for _, r := range d.rounds {
		sh.header = append(sh.header, fmt.Sprintf("%d回戦", r.Number))
	}
	score := -1
	if cols := d.st.Shown(tournament.OnCLI); len(cols) > 0 {
		score = cols[0]
		sh.header = append(sh.header, d.st.Columns[score].Label.Ja)
	}
	places := map[int]int{}
	for _, r := range d.st.Rows {
		places[r.ID] = r.Place
	}
	// Each round's games by player (the index of the game in its round),
	// looked up once a cell (a linear walk of the round's games for every
	// cell was most of the sheet at 1,024 players).
	gameOf := make([]map[int]int, len(d.rounds))
	for k, r := range d.rounds {
		gameOf[k] = make(map[int]int, 2*len(r.Games))
		for i, g := range r.Games {
			for _, id := range [2]int{g.Black, g.White} {
				if _, seen := gameOf[k][id]; id != 0 && !seen {
					gameOf[k][id] = i
				}
			}
		}
	}
	for _, row := range d.st.Rows {
		line := make([]any, 0, 3+len(d.rounds)+1)
		line = append(line, row.Rank, row.ID, d.name(row.ID))
		for k, r := range d.rounds {
			i, ok := gameOf[k][row.ID]
			if !ok {
				line = append(line, "")
				continue
			}
			line = append(line, d.crossCell(row.ID, k, &r.Games[i], places))
		}
		if score >= 0 && score < len(row.Cells) {
			line = append(line, number(row.Cells[score]))
		}
		sh.rows = append(sh.rows, line)
	}
	return sh
}

// crossCell is entrant id's cell of game g of the k-th round.
func (d *section) crossCell(id, k int, g *tournament.Game, places map[int]int) string {
	if !g.Has(id) {
		return ""
	}
	gain := func(who int) int {
		if k+1 >= len(d.scoreAfter) {
			return 0
		}
		return d.scoreAfter[k+1][who] - d.scoreAfter[k][who]
	}
	points := func() string {
		if g.Result == nil || k+1 >= len(d.scoreAfter) {
			return ""
		}
		return "+" + tournament.Points(gain(id)).String()
	}
	if g.IsBye() {
		return "不戦" + points()
	}
	// The sides as the game names them: 黒・白, 先手・後手 in shogi.
	first, second := tournament.SideNames(d.ev.Game)
	colour, opp := first.Ja, g.White
	if g.White == id {
		colour, opp = second.Ja, g.Black
	}
	if opp == tournament.ArbiterID {
		return tournament.ArbiterName + colour + points()
	}
	mark := ""
	if g.Result != nil && k+1 < len(d.scoreAfter) {
		mark = crosscell.Mark(gain(id), gain(opp))
	}
	return crosscell.Opponent(places[opp], opp) + colour + mark
}
