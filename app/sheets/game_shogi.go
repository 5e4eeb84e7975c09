package sheets

import (
	"fmt"
	"io"

	"taikai/tournament"
	"taikai/tournament/shogi"
)

// Shogi's result slips: who is 先手 (in a 駒落ち the 上手, who moves first),
// the 手合割, the 振り駒 to record, and the 千日手 and 持将棋 a replay
// notes.
func init() {
	registerGameSheets(shogi.Kind, Sheet{Key: "shogi-slips", Title: tournament.Text{En: "Shogi result slips", Ja: "将棋 対戦カード"},
		Replaces: "slips", NeedsRound: true, Offered: individuals("match-cards"), Render: renderShogiSlips})
}

func renderShogiSlips(s *tournament.Service, n int, opt Options, w io.Writer) error {
	rd, d, err := loadRoundDoc(s, n, opt, "result slips", "対戦カード")
	if err != nil {
		return err
	}
	d.begin()
	top := d.pdf.GetY()
	i := 0
	for _, g := range rd.round.Games {
		if g.IsBye() {
			continue
		}
		if i > 0 && i%slipsPage == 0 {
			d.pdf.AddPage()
			top = d.pdf.GetY()
		}
		b, err := shogi.BoardOf(g)
		if err != nil {
			return err
		}
		d.shogiSlip(rd, g, b, top+float64(i%slipsPage)*slipH, reportLink(opt, rd.ev, rd.round.Number, g))
		i++
	}
	if i == 0 {
		d.pdf.SetFont(fontFamily, "", 14)
		d.pdf.CellFormat(0, 10, d.say("No table in this round.", "この回戦に対局はありません。"), "", 1, "L", false, 0, "")
	}
	return d.write(w)
}

// shogiSlip draws one shogi slip whose top edge is at y.
func (d *doc) shogiSlip(rd roundData, g tournament.Game, b shogi.Board, y float64, link string) {
	pdf := d.pdf
	x, wd, room := d.slipHead(rd, g, y, link)

	// The 手合割 in the size of a heading: it is what the players set up.
	teai := b.Teai.Japanese()
	if d.lang != tournament.Japanese {
		teai = b.Teai.English() + " (" + b.Teai.Japanese() + ")"
	}
	pdf.SetXY(x, y+10)
	pdf.SetFont(fontFamily, "", 12)
	pdf.CellFormat(wd*0.6-room, 6, d.say("Handicap: ", "手合割：")+teai+"　"+timeControl(rd.ev, d.lang), "", 0, "L", false, 0, "")

	colW := wd / 2
	for i, side := range []struct {
		id   int
		role string
	}{{g.Black, d.say("先手 ☗ (moves first)", "先手 ☗")}, {g.White, d.say("後手 ☖", "後手 ☖")}} {
		switch {
		case b.Uwate == side.id && b.Handicapped():
			side.role += d.say("  上手 (gives the pieces)", "　上手（駒を落とす）")
		case b.Uwate != 0 && b.Handicapped():
			side.role += d.say("  下手", "　下手")
		case b.Uwate != 0:
			side.role += map[bool]string{true: d.say("  stronger", "　上位者"), false: d.say("  weaker: moves first", "　下位者先手")}[b.Uwate == side.id]
		}
		cx := x + float64(i)*colW
		pdf.SetXY(cx, y+17)
		pdf.SetFont(fontFamily, "", 11)
		pdf.CellFormat(colW-4, 6, side.role, "", 2, "L", false, 0, "")
		pdf.SetX(cx)
		d.fitCell(colW-4, 10, rd.name(side.id), 18, "B", "L", 2)
		pdf.SetXY(cx, y+34)
		pdf.SetFont(fontFamily, "", 11)
		pdf.CellFormat(22, 10, d.say("Win", "勝ち"), "", 0, "L", false, 0, "")
		pdf.CellFormat(10, 10, "", "1", 0, "C", false, 0, "")
		pdf.CellFormat(6, 10, "", "", 0, "C", false, 0, "")
		pdf.CellFormat(18, 10, d.say("Signature", "署名"), "", 0, "L", false, 0, "")
		pdf.CellFormat(colW-60, 10, "", "B", 0, "L", false, 0, "")
	}
	pdf.SetXY(x, y+46)
	pdf.SetFont(fontFamily, "", 9)
	var lines []string
	if b.Toss {
		who := rd.name(b.TossFor)
		if b.Recorded {
			lines = append(lines, d.say(fmt.Sprintf("Furigoma recorded: %d 歩 up for %s.", b.Fu, who), fmt.Sprintf("振り駒（記録済み）：%s の振り駒で歩%d枚。", who, b.Fu)))
		} else {
			lines = append(lines, d.say(fmt.Sprintf("Furigoma for %s: 歩 face up ___ of 5 (3 or more: %s is 先手; otherwise the other). Tell the desk the count.", who, who),
				fmt.Sprintf("振り駒（%s が振る）：歩 ___ 枚（3枚以上なら %s が先手、2枚以下なら相手が先手）。枚数を本部に伝えてください。", who, who)))
		}
	}
	replay := d.say("□ 千日手  □ 持将棋 → replayed (指し直し): mark the replay's winner by the names above. ", "□千日手　□持将棋 → 指し直し：指し直し局の勝者の欄に○（氏名は上の欄のまま）。")
	if rule, ok := shogi.JishogiByPoints(rd.ev); ok {
		replay += d.say("持将棋 by "+rule.En+": write the points ____ – ____.", "持将棋は"+rule.Ja+"：点数 先手____点・後手____点。")
	}
	lines = append(lines, replay)
	if rec := slipRecord(d, rd, g); rec != "" {
		lines = append([]string{rec}, lines...)
	}
	for _, l := range lines {
		pdf.SetX(x)
		d.fitCell(wd, 4.5, l, 9, "", "L", 1)
	}
}
