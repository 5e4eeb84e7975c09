package sheets

import (
	"cmp"
	"io"
	"slices"
	"strconv"

	"taikai/tournament"
)

// VenueSheet is a sheet of the whole venue of an event of several sections
// (issue 24): one list across the sections, each line naming its section.
type VenueSheet struct {
	Key   string          // the CLI's SHEET argument (with --all-sections)
	Title tournament.Text // shown in the print dialog and on the page
	// Render prints each section's current round (its last paired round).
	Render func(v *tournament.Venue, opt Options, w io.Writer) error
}

var venueSheets = []VenueSheet{
	{Key: "pairings", Title: tournament.Text{En: "Pairings by table, all sections", Ja: "対戦表（卓順・全部門）"}, Render: renderVenueByTable},
	{Key: "pairings-by-name", Title: tournament.Text{En: "Pairings by name, all sections", Ja: "対戦表（氏名順・全部門）"}, Render: renderVenueByName},
}

// VenueSheets returns the sheets of the whole venue.
func VenueSheets() []VenueSheet { return slices.Clone(venueSheets) }

// LookupVenue finds the venue sheet key.
func LookupVenue(key string) (VenueSheet, bool) {
	for _, s := range venueSheets {
		if s.Key == key {
			return s, true
		}
	}
	return VenueSheet{}, false
}

// WriteVenueFile renders the venue sheet into path as WriteFile does.
func WriteVenueFile(v *tournament.Venue, sheet VenueSheet, opt Options, path string) error {
	return writeAtomic(path, func(w io.Writer) error { return sheet.Render(v, opt, w) })
}

// sectionRound is one section's current round as the venue lists print it.
type sectionRound struct {
	sec tournament.Section
	pairingData
}

// venueRounds reads the current round of every section played in paired
// rounds; the sections left off the list (no round paired yet, or not
// played in paired rounds) are returned with why, as the sheet says.
func venueRounds(v *tournament.Venue) (tournament.Event, []sectionRound, []tournament.Text, error) {
	ev, err := v.Root().Event()
	if err != nil {
		return ev, nil, nil, err
	}
	var out []sectionRound
	var left []tournament.Text
	for _, sec := range ev.SectionList() {
		if !isSwiss(sec.Game) {
			left = append(left, tournament.Text{En: sec.Label() + ": not played in paired rounds (print its own sheets with --section)",
				Ja: sec.Label() + "：組合せの回戦がない部門です（--section でその部門の帳票を印刷してください）"})
			continue
		}
		s := v.Service(sec.ID)
		rs, err := s.Rounds()
		if err != nil {
			return ev, nil, nil, err
		}
		if len(rs) == 0 {
			left = append(left, tournament.Text{En: sec.Label() + ": no round paired yet", Ja: sec.Label() + "：まだ組み合わせていません"})
			continue
		}
		pd, err := loadPairings(s, rs[len(rs)-1].Number)
		if err != nil {
			return ev, nil, nil, err
		}
		out = append(out, sectionRound{sec: sec, pairingData: pd})
	}
	if len(out) == 0 {
		return ev, nil, nil, tournament.NewProblem(tournament.ErrNotFound, "no section has a round paired yet", "まだどの部門も組み合わせていません")
	}
	return ev, out, left, nil
}

// sectionCell is the section column of a line: the section's name, and
// under it its round.
func (sr sectionRound) sectionCell(d *doc) block {
	n := sr.round.Number
	return block{main: sr.sec.Label(), sub: d.say("round "+strconv.Itoa(n), "第"+strconv.Itoa(n)+"回戦")}
}

// leftOff writes the sections not on the list, under it.
func (d *doc) leftOff(left []tournament.Text) {
	for _, l := range left {
		d.pdf.Ln(2)
		if d.pdf.GetY()+8 > pageH-16 {
			d.pdf.AddPage()
		}
		d.fitCell(pageW-2*margin, 7, l.In(d.lang), 11, "", "L", 1)
	}
}

// renderVenueByTable is the venue's pairing list by table: every table of
// every section's current round in the venue's table order, each line
// with its section and round; the handicap column when a section plays
// with handicaps; the byes after the tables.
func renderVenueByTable(v *tournament.Venue, opt Options, w io.Writer) error {
	ev, srs, left, err := venueRounds(v)
	if err != nil {
		return err
	}
	d := newDoc(ev, "", opt)
	d.siteQR = opt.SiteURL
	d.retitle(d.say("Pairings by table — all sections", "対戦表（卓順・全部門）"))
	handicap := slices.ContainsFunc(srs, func(sr sectionRound) bool { return tournament.HasHandicaps(sr.ev, sr.round) })
	var kinds []tournament.GameKind
	for _, sr := range srs {
		kinds = append(kinds, sr.ev.Game)
	}
	firstHeader, secondHeader := tournament.SideHeadersOf(kinds...)
	header := []string{d.say("Table", "卓"), d.say("Section", "部門"), firstHeader.In(d.lang), secondHeader.In(d.lang)}
	ws := []float64{15, 30, 70.5, 70.5}
	rowH := 13.0
	if handicap {
		header = append(header, d.say("Handicap", "手合割"))
		ws, rowH = []float64{14, 26, 57, 57, 32}, 14.5
	}
	type line struct {
		table int
		cells []block
	}
	var lines []line
	var byes, waits [][]block
	for _, sr := range srs {
		for _, g := range sr.round.Games {
			if g.IsBye() {
				byes = append(byes, []block{sr.sectionCell(d), sr.entry(d, g.Black)})
				continue
			}
			cells := []block{{main: strconv.Itoa(g.Table), align: "C", big: true}, sr.sectionCell(d), sr.entry(d, g.Black), sr.entry(d, g.White)}
			if handicap {
				stones, komi := handicapLines(d, tournament.GameHandicap(sr.ev, g))
				cells = append(cells, block{main: stones, main2: komi})
			}
			lines = append(lines, line{table: g.Table, cells: cells})
		}
		for _, wt := range sr.round.Waiting {
			waits = append(waits, []block{sr.sectionCell(d), sr.entry(d, wt.Player)})
		}
	}
	slices.SortStableFunc(lines, func(a, b line) int { return cmp.Compare(a.table, b.table) })
	rows := make([][]block, len(lines))
	for i, l := range lines {
		rows[i] = l.cells
	}
	d.blockTable(header, ws, rows, rowH, 14)
	if len(byes) > 0 {
		d.pdf.Ln(3)
		if d.pdf.GetY()+8+12*float64(len(byes)) > pageH-16 {
			d.pdf.AddPage()
		}
		d.blockTable([]string{d.say("Section", "部門"), d.say("Bye", "不戦勝（バイ）")}, []float64{45, 141}, byes, 12, 14)
	}
	if len(waits) > 0 {
		d.pdf.Ln(3)
		if d.pdf.GetY()+8+12*float64(len(waits)) > pageH-16 {
			d.pdf.AddPage()
		}
		d.blockTable([]string{d.say("Section", "部門"), d.say("Waiting for a finished game (待ち合わせ)", "待ち合わせ（終わった対局の相手と対局）")}, []float64{45, 141}, waits, 12, 14)
	}
	d.leftOff(left)
	return d.write(w)
}

// renderVenueByName is the venue's pairing list by name: every player of
// every section's current round in 五十音 order of the readings, with the
// section, table, colour and opponent, so that each finds their table
// whatever their section.
func renderVenueByName(v *tournament.Venue, opt Options, w io.Writer) error {
	ev, srs, left, err := venueRounds(v)
	if err != nil {
		return err
	}
	d := newDoc(ev, "", opt)
	d.siteQR = opt.SiteURL
	d.retitle(d.say("Pairings by name — all sections", "対戦表（氏名順・全部門）"))
	type line struct {
		p     tournament.Participant
		cells []block
	}
	var lines []line
	for _, sr := range srs {
		first, second := d.sideNames(sr.ev.Game)
		for _, g := range sr.round.Games {
			if g.IsBye() {
				lines = append(lines, line{p: sr.names[g.Black], cells: []block{sr.entry(d, g.Black), sr.sectionCell(d),
					{main: "—", align: "C", big: true}, {}, {main: d.say("bye", "不戦勝（バイ）")}}})
				continue
			}
			t := block{main: strconv.Itoa(g.Table), align: "C", big: true}
			if g.Black != tournament.ArbiterID {
				lines = append(lines, line{p: sr.names[g.Black], cells: []block{sr.entry(d, g.Black), sr.sectionCell(d), t, {main: first, align: "C"}, sr.entry(d, g.White)}})
			}
			if g.White != tournament.ArbiterID {
				lines = append(lines, line{p: sr.names[g.White], cells: []block{sr.entry(d, g.White), sr.sectionCell(d), t, {main: second, align: "C"}, sr.entry(d, g.Black)}})
			}
		}
		for _, wt := range sr.round.Waiting {
			lines = append(lines, line{p: sr.names[wt.Player], cells: []block{sr.entry(d, wt.Player), sr.sectionCell(d),
				{main: "—", align: "C", big: true}, {}, {main: d.say("waiting (待ち合わせ)", "待ち合わせ")}}})
		}
	}
	slices.SortStableFunc(lines, func(a, b line) int {
		return cmp.Or(compareByReading(a.p, b.p), cmp.Compare(a.p.ID, b.p.ID))
	})
	header := []string{d.say("Name", "氏名"), d.say("Section", "部門"), d.say("Table", "卓"), d.say("Colour", "手番"), d.say("Opponent", "相手")}
	rows := make([][]block, len(lines))
	for i, l := range lines {
		rows[i] = l.cells
	}
	d.blockTable(header, []float64{64, 28, 14, 16, 64}, rows, 12.5, 14)
	d.leftOff(left)
	return d.write(w)
}
