package sheets

import (
	"fmt"
	"io"
	"strings"

	"taikai/tournament"
)

// countPages draws a dispute's counted boards on the ruling record, by the
// game whose disputes are counted on a board (Go's 終局処理): registered by
// the game's file.
var countPages = map[tournament.GameKind]func(d *doc, rd roundData, g tournament.Game, disp *tournament.Dispute){}

func init() {
	register(Sheet{Key: "rulings", Title: tournament.Text{En: "Ruling records", Ja: "裁定記録"}, Swiss: true,
		NeedsRound: true, Render: renderRulings})
}

// renderRulings prints one page per disputed game of round n: the game, the
// official record, both claims (the 三点セット), the notes, every ruling
// with its time, arbiter, reason and the penalty noted on a player if any,
// and signature lines.
func renderRulings(s *tournament.Service, n int, opt Options, w io.Writer) error {
	rd, d, err := loadRoundDoc(s, n, opt, "ruling record", "裁定記録")
	if err != nil {
		return err
	}
	pdf := d.pdf
	firstPage := true
	firstHeader, secondHeader := d.sideHeaders(rd.ev.Game)
	first, second := d.sideNames(rd.ev.Game)
	line := func(label, value string) {
		pdf.SetFont(fontFamily, "", 11)
		pdf.CellFormat(40, 9, label, "B", 0, "L", false, 0, "")
		d.fitCell(146, 9, value, 13, "B", "L", 1)
	}
	for _, g := range rd.round.Games {
		disp := g.Dispute
		if disp == nil {
			continue
		}
		if !firstPage {
			pdf.AddPage()
		}
		firstPage = false
		d.begin()
		pdf.SetFont(fontFamily, "", 16)
		pdf.CellFormat(0, 10, d.say(fmt.Sprintf("Table %d", g.Table), fmt.Sprintf("%d番卓", g.Table)), "", 1, "L", false, 0, "")
		line(firstHeader, rd.name(g.Black))
		line(secondHeader, rd.name(g.White))
		line(d.say("Opened", "申し立て"), disp.Opened.Local().Format("2006-01-02 15:04"))
		line(d.say("Official record", "公式記録"), disp.Record)
		line(d.say(first+"'s claim", first+"の主張"), orNone(d, disp.BlackClaim))
		line(d.say(second+"'s claim", second+"の主張"), orNone(d, disp.WhiteClaim))
		line(d.say("Notes", "備考"), disp.Notes)
		status := map[string]string{tournament.DisputeOpen: d.say("open (play resumes)", "対局再開"), tournament.DisputePending: d.say("pending a ruling", "勝敗預かり"),
			tournament.DisputeRuled: d.say("ruled", "裁定済み")}[disp.Status]
		if disp.Status == tournament.DisputeOpen && len(disp.Counts) > 0 && disp.BlackClaim == "" && disp.WhiteClaim == "" && len(disp.Rulings) == 0 {
			// Only boards counted so far: nothing decided, no play resumed
			// (the disputes screen's words).
			status = d.say(fmt.Sprintf("%d proposals counted", len(disp.Counts)), fmt.Sprintf("終局案%d件", len(disp.Counts)))
		}
		line(d.say("Status", "状態"), status)
		if disp.Proposal != "" {
			// The game's rules left the ruling to the arbiter.
			line(d.say("Proposed", "審判への提案"), resultWords(d, disp.Proposal))
		}
		_, counted := countPages[rd.ev.Game]
		if counted && len(disp.Counts) > 0 {
			// The proposals counted on the board, drawn on the next page.
			line(d.say("Counted proposals", "終局案"), countedClaims(d, rd, disp))
		}
		pdf.Ln(4)
		pdf.SetFont(fontFamily, "", 13)
		pdf.CellFormat(0, 8, d.say("Rulings (the last one stands)", "裁定（最後のものが有効）"), "", 1, "L", false, 0, "")
		for i, r := range disp.Rulings {
			res := resultWords(d, r.Result)
			if r.Replay {
				res += d.say(" (replay)", "（打ち直し）")
			}
			pdf.SetFont(fontFamily, "", 12)
			pdf.CellFormat(0, 8, fmt.Sprintf("%d.　%s　%s　%s: %s", i+1, r.Time.Local().Format("01-02 15:04"), r.Arbiter, d.say("result", "結果"), res), "T", 1, "L", false, 0, "")
			pdf.SetFont(fontFamily, "", 10.5)
			d.wrapped(0, 5.5, r.Reason.In(d.lang), "L")
			if p := r.Penalty; p != nil {
				// A penalty noted on a player with the ruling (docs/rules.md §1).
				text := d.say("Penalty: ", "罰則：") + rd.name(p.Player) + "　" + tournament.PenaltyKindName(p.Kind).In(d.lang)
				if p.Note != "" {
					text += "　" + p.Note
				}
				pdf.SetFont(fontFamily, "", 10.5)
				d.wrapped(0, 5.5, text, "L")
			}
			pdf.Ln(1)
		}
		pdf.Ln(10)
		pdf.SetFont(fontFamily, "", 11)
		for _, who := range []string{d.say("Arbiter", "審判長"), first, second} {
			pdf.CellFormat(30, 10, who, "", 0, "L", false, 0, "")
			pdf.CellFormat(80, 10, "", "B", 1, "L", false, 0, "")
			pdf.Ln(2)
		}
		if counted && len(disp.Counts) > 0 {
			countPages[rd.ev.Game](d, rd, g, disp)
		}
	}
	pens, err := s.Penalties(rd.round.Number)
	if err != nil {
		return err
	}
	if firstPage {
		d.begin()
		pdf.SetFont(fontFamily, "", 14)
		pdf.CellFormat(0, 10, d.say("No disputed game in this round.", "この回戦に異議のある対局はありません。"), "", 1, "L", false, 0, "")
	} else if len(pens) > 0 {
		pdf.AddPage()
	}
	if len(pens) > 0 {
		penaltiesTable(d, rd, pens)
	}
	return d.write(w)
}

// penaltiesTable lists the penalties given in the round without a dispute
// (seed 002 rule 22: 注意, 警告, 持ち時間減, 退場).
func penaltiesTable(d *doc, rd roundData, pens []tournament.PenaltyOf) {
	d.pdf.Ln(4)
	d.pdf.SetFont(fontFamily, "", 13)
	d.pdf.CellFormat(0, 8, d.say("Penalties without a dispute (rule 22)", "異議によらない罰則（第22項）"), "", 1, "L", false, 0, "")
	header := []string{d.say("Time", "時刻"), d.say("Table", "卓"), d.say("Player", "選手"), d.say("Penalty", "罰則"),
		d.say("Minutes", "分"), d.say("Note", "備考"), d.say("Arbiter", "審判")}
	ws := []float64{16, 12, 40, 26, 12, 54, 26}
	aligns := []string{"C", "R", "L", "L", "R", "L", "L"}
	var rows [][]string
	for _, p := range pens {
		table, minutes := "", ""
		if p.Table > 0 {
			table = fmt.Sprint(p.Table)
		}
		if p.Minutes > 0 {
			minutes = fmt.Sprint(p.Minutes)
		}
		rows = append(rows, []string{p.Time.Local().Format("15:04"), table, rd.name(p.Player), tournament.PenaltyKindName(p.Kind).In(d.lang),
			minutes, p.Note, p.Arbiter})
	}
	d.table(header, ws, aligns, rows, 8, 11)
}

// countedClaims says the newest counted proposal of each side of disp
// with its result, the boards being on the next page.
func countedClaims(d *doc, rd roundData, disp *tournament.Dispute) string {
	var parts []string
	for _, side := range []string{tournament.CountBlack, tournament.CountWhite, tournament.CountArbiter} {
		if p, ok := disp.LatestCount(side); ok {
			parts = append(parts, tournament.CountSideName(rd.ev.Game, side).In(d.lang)+" "+tournament.ResultText(rd.ev, p.Claim, d.lang))
		}
	}
	return strings.Join(parts, d.say("; ", "、")) + d.say(" (the boards on the next page)", "（盤面は次のページ）")
}

func orNone(d *doc, claim string) string {
	if claim == "" {
		return d.say("(no claim)", "（主張なし）")
	}
	return claim
}

// resultWords adds the arbiter's word to a special result.
func resultWords(d *doc, result string) string {
	words := map[string][2]string{
		"double-loss": {"both lose", "両負け"}, "no-result": {"no result", "無勝負"}, "pending": {"pending", "勝敗預かり"},
	}
	if w, ok := words[result]; ok {
		return result + " " + d.say(w[0], w[1])
	}
	return result
}
