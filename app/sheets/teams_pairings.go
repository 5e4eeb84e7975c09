package sheets

import (
	"io"
	"strconv"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// Heights of a match on the team pairing list, mm.
const (
	listHeadH  = 8.0
	listTeamH  = 12.0
	listBoardH = 10.5
)

// renderTeamPairings prints a team round's pairing list (団体戦 対戦表) by
// table, large enough to read on a wall: each match as a block — the table
// number down its left, the two teams (name, club, match points before the
// round), then each board's two players with their colour and rank and,
// in Go, the board's 手合割 — a match never split across pages; the bye
// at the end.
func renderTeamPairings(s *tournament.Service, n int, opt Options, w io.Writer) error {
	tr, err := loadTeamRound(s, n)
	if err != nil {
		return err
	}
	d := listDoc(tr.ev, tr.round.Number, opt, "team pairings", "団体戦 対戦表")
	d.begin()
	pdf := d.pdf
	pdf.SetAutoPageBreak(false, 0)
	wd := pageW - 2*margin
	const tableW, boardW, hcapW = 14.0, 20.0, 30.0
	playerW := (wd - tableW - boardW) / 2
	if tr.handicaps {
		playerW = (wd - tableW - boardW - hcapW) / 2
		d.fitCell(wd, 7, timeControl(tr.ev, d.lang), 11, "", "L", 1)
	}
	ws := []float64{tableW, boardW, playerW}
	header := []string{d.say("Table", "卓"), d.say("Board", "盤"), d.say("Team · player", "チーム・選手")}
	if tr.handicaps {
		ws, header = append(ws, hcapW), append(header, d.say("Handicap", "手合割"))
	}
	ws, header = append(ws, playerW), append(header, d.say("Team · player", "チーム・選手"))
	xs := make([]float64, len(ws))
	x := margin
	for i, w := range ws {
		xs[i] = x
		x += w
	}
	last := len(ws) - 1
	drawHeader := func() float64 {
		y := pdf.GetY()
		pdf.SetFillColor(230, 230, 230)
		for i, h := range header {
			pdf.Rect(xs[i], y, ws[i], listHeadH, "FD")
			d.textBox(xs[i], y, ws[i], listHeadH, h, 10, "C")
		}
		return y + listHeadH
	}
	y := drawHeader()
	nb := tr.ev.Teams().Boards
	blockH := listTeamH + float64(nb)*listBoardH
	var byes []int
	for _, g := range tr.round.Games {
		if g.IsBye() {
			byes = append(byes, g.Black)
			continue
		}
		if y+blockH > pageH-16 {
			pdf.AddPage()
			y = drawHeader()
		}
		// The table down the block's left; the teams' row shaded.
		pdf.Rect(xs[0], y, tableW, blockH, "D")
		d.textBox(xs[0], y, tableW, blockH, strconv.Itoa(g.Table), 18, "C")
		pdf.SetFillColor(242, 242, 242)
		pdf.Rect(xs[1], y, xs[last]+playerW-xs[1], listTeamH, "FD")
		d.textBox(xs[1], y, boardW, listTeamH, d.say("Team", "チーム"), 9, "C")
		for _, side := range []struct {
			x    float64
			team int
		}{{xs[2], g.Black}, {xs[last], g.White}} {
			b := tr.teamBlock(d, side.team)
			d.twoLines(side.x, y, playerW, listTeamH, b.main, 15, joinNonEmpty("　", b.sub, b.right), 9, "L")
		}
		if tr.handicaps {
			d.textBox(xs[3], y, hcapW, listTeamH, d.say("vs", "対"), 12, "C")
		}
		by := y + listTeamH
		for k, b := range teams.Boards(g) {
			ry := by + float64(k)*listBoardH
			for i := 1; i < len(ws); i++ {
				pdf.Rect(xs[i], ry, ws[i], listBoardH, "D")
			}
			d.twoLines(xs[1], ry, boardW, listBoardH, d.boardLabel(k+1), 11, "", 0, "C")
			for _, side := range []struct {
				x    float64
				team int
			}{{xs[2], g.Black}, {xs[last], g.White}} {
				p := tr.boardPlayer(d, b, side.team)
				d.twoLines(side.x, ry, playerW, listBoardH, p.main, 13, p.sub, 8.5, "L")
			}
			if tr.handicaps {
				stones, komi := handicapLines(d, tournament.GameHandicap(tr.ev, b.Game))
				d.twoLines(xs[3], ry, hcapW, listBoardH, stones, 10, komi, 10, "C")
			}
		}
		y += blockH
	}
	for _, id := range byes {
		if y+12 > pageH-16 {
			pdf.AddPage()
			y = pdf.GetY()
		}
		b := tr.teamBlock(d, id)
		d.textBox(margin, y+3, wd, 9, d.say("Bye: ", "不戦勝（バイ）：")+b.main+"　"+joinNonEmpty("　", b.sub, b.right), 14, "L")
		y += 12
	}
	return d.write(w)
}
