package cli

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"taikai/app/sheets"
	"taikai/app/web"
	"taikai/tournament"
)

func runPrint(e *env, a args) error {
	if err := a.want(2, 2, verbs["print"].usage); err != nil {
		return err
	}
	if !a.has("out") {
		return usageLine(verbs["print"].usage)
	}
	if a.has("all-sections") {
		return printVenue(e, a)
	}
	s, done, err := e.open(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	ev, err := s.Event()
	if err != nil {
		return err
	}
	sheet, ok := sheets.Lookup(ev.Game, a.pos[1])
	if !ok {
		var keys []string
		offered, err := sheets.OfferedFor(s)
		if err != nil {
			return err
		}
		for _, sh := range offered {
			keys = append(keys, sh.Key)
		}
		// The game by its name (囲碁, ペア碁), not its code (issue 38).
		return tournament.NewProblem(tournament.ErrInvalidInput, "no sheet %q for %s events; sheets: %s",
			"%[2]s の大会に帳票「%[1]s」はありません。帳票: %[3]s", a.pos[1], ev.Game.Name(), strings.Join(keys, ", "))
	}
	round := 0
	if a.has("round") {
		if round, err = strconv.Atoi(a.flag("round", "")); err != nil || round < 1 {
			return roundNumber("round")
		}
	}
	out := a.flag("out", "")
	// The live pages' address for the QR codes: given, or (phone reports
	// on) where `taikai serve` listens by default.
	site := a.flag("site", "")
	if site == "" && (tournament.ReportsOn(ev) || sheet.Key == "checkin") { // the registration list's QR codes (issue 28)
		site = web.DefaultSiteURL()
	}
	if err := sheets.WriteFile(s, sheet, round, sheets.Options{Lang: tournament.Japanese, Now: time.Now(), SiteURL: site}, out); err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("wrote %s (%s)\n", "%s（%s）を書き出しました\n"), out, sheet.Title.In(e.lang))
	return nil
}

// printVenue is `print FILE SHEET --all-sections`: one sheet for the whole
// venue, each section's current round on it.
func printVenue(e *env, a args) error {
	if e.section != "" || a.has("round") {
		return usage("--all-sections prints every section's current round: give it without --section and --round",
			"--all-sections は各部門の現在の回戦を印刷します。--section と --round は付けないでください")
	}
	sheet, ok := sheets.LookupVenue(a.pos[1])
	if !ok {
		var keys []string
		for _, sh := range sheets.VenueSheets() {
			keys = append(keys, sh.Key)
		}
		return tournament.NewProblem(tournament.ErrInvalidInput, "no sheet %q of all sections; sheets: %s",
			"全部門の帳票「%s」はありません。帳票: %s", a.pos[1], strings.Join(keys, ", "))
	}
	v, done, err := e.openVenue(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	ev, err := v.Root().Event()
	if err != nil {
		return err
	}
	site := a.flag("site", "")
	if site == "" && tournament.ReportsOn(ev) {
		site = web.DefaultSiteURL()
	}
	out := a.flag("out", "")
	if err := sheets.WriteVenueFile(v, sheet, sheets.Options{Lang: tournament.Japanese, Now: time.Now(), SiteURL: site}, out); err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("wrote %s (%s)\n", "%s（%s）を書き出しました\n"), out, sheet.Title.In(e.lang))
	return nil
}
