package exports

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"taikai/app/internal/byid"
	"taikai/tournament"
	"taikai/tournament/othello"
)

// This file is the rating file of an Othello section for the WOF/FFO rating
// list: the file PAPP (the federations' pairing program) writes with its
// "E" command (src/elo.c), line for line, so that the rating officer reads
// Taikai's files as PAPP's. Games not for rating (rules 13 and 16, 両負け,
// 無勝負, 勝敗預かり, a game against the arbiter) are left out; a bye is no
// game and PAPP writes no line for it (its points and discs are in the
// player's score); the final and the third-place playoff go under "Added
// results", where a PAPP arbiter types them after the Swiss. A player is
// written by their WOF number when given (else as new, +) with their own
// country (else the event's wof_country, without which the file is
// refused: no ?? for the rating officer to guess).

func init() {
	registerGameFormats(othello.Kind, Format{Key: "wof", Ext: ".ELO",
		Title: tournament.Text{En: "WOF/FFO rating file (as PAPP writes it)", Ja: "WOF/FFO レーティングファイル（PAPP 形式）"},
		Write: writeWOF, Warn: wofWarnings})
}

// wofWarnings implements Format.Warn for the WOF file: a Sender line of
// "??" (as PAPP writes it) when the event has no arbiter's name, said so
// that the rating officer is not left to guess who sent the file.
func wofWarnings(s *tournament.Service) ([]tournament.Text, error) {
	ev, err := s.Event()
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(ev.Setting(tournament.SettingArbiter)) != "" {
		return nil, nil
	}
	return []tournament.Text{{
		En: "the WOF file's Sender line is ?? (as PAPP writes it): the event has no arbiter's name; set arbiter (the chief arbiter's name) so that the rating officer knows who sent it",
		Ja: "WOF ファイルの Sender 行は ??（PAPP と同じ）です。大会に審判長の名前がありません。設定 arbiter（審判長の名前）を入力すると、レーティング担当者に送り主が伝わります",
	}}, nil
}

// wofNow is the clock of the file's CreationDate line (tests fix it).
var wofNow = time.Now

// wofCreator names the program on the Creator line, where PAPP writes its
// version.
const wofCreator = "Taikai"

func writeWOF(s *tournament.Service, w io.Writer) error {
	ev, ps, rs, err := playedOut(s)
	if err != nil {
		return err
	}
	o := othello.Of(s)
	cross, err := o.Crosstable()
	if err != nil {
		return err
	}
	games, err := o.RatingReport()
	if err != nil {
		return err
	}
	byID := byid.Participants(ps)
	final := map[int]bool{}
	for _, r := range rs {
		final[r.Number] = r.Final
	}

	country := ev.Setting(othello.SettingRatingCountry)
	if country == "" {
		// PAPP writes ?? where nobody typed the country: the rating
		// officer would have to guess it (issue 38).
		return tournament.NewProblem(tournament.ErrInvalidInput,
			"the WOF rating file needs the tournament's country: set wof_country (JPN for Japan); a player of another country has their own (the participant's country field)",
			"WOF レーティングファイルには大会の国が必要です。設定 wof_country を指定してください（日本は JPN）。他国の選手には参加者の「国」を入力します")
	}
	num, err := wofNumbers(ps)
	if err != nil {
		return err
	}

	b := bufio.NewWriter(w)
	fmt.Fprintf(b, "%%%%Tournament: %s\n", oneLine(eventTitle(ev)))
	fmt.Fprintf(b, "%%%%Country: %s\n", country)
	fmt.Fprintf(b, "%%%%Date: %s\n", papDate(ev.Date))
	fmt.Fprintf(b, "%%%%Sender: %s\n\n", orUnknown(oneLine(ev.Setting(tournament.SettingArbiter))))
	fmt.Fprintf(b, "%%%%Creator: %s\n", wofCreator)
	fmt.Fprintf(b, "%%%%CreationDate: %s\n", wofNow().Format("2006/01/02 15:04"))

	if len(cross) > 0 {
		fmt.Fprintf(b, "\n%%        ID, NAME, Firstname, COUNTRY, score, disc-count, rating\n")
		for _, row := range cross {
			p := byID[row.Row.ID]
			n := nameOf(p)
			// A player with a WOF number is written by it, as PAPP writes
			// a player of its base; one without is marked new (+), by a
			// number of this file, and the rating officer adds them.
			mark := "+"
			if othello.WOFIDOf(p) != "" {
				mark = " "
			}
			pc := othello.CountryOf(p)
			if pc == "" {
				pc = country
			}
			fmt.Fprintf(b, "%%_%% %s%6d, %s, %s, %s, %s, %s, %d\n", mark, num[p.ID], oneLine(strings.ToUpper(n.Family)), oneLine(capitalized(n.Given)),
				pc, papScore(int(row.Row.Score)), papDiscs(row.Row.Discs), p.Rating)
		}
		fmt.Fprintf(b, "\n\n")
	}

	round := 0
	var added []othello.RatedGame
	for _, g := range games {
		if final[g.Round] {
			if g.Rated {
				added = append(added, g)
			}
			continue
		}
		for round < g.Round {
			round++
			fmt.Fprintf(b, "\n%%Round: %d\n\n", round)
		}
		if g.Rated {
			writeWOFGame(b, g, num)
		}
	}
	for last := lastSwissRound(rs); round < last; {
		round++
		fmt.Fprintf(b, "\n%%Round: %d\n\n", round)
	}
	fmt.Fprintf(b, "\n\n%%%%Added results\n")
	for _, g := range added {
		writeWOFGame(b, g, num)
	}
	return b.Flush()
}

// writeWOFGame writes one game as PAPP does: Black's number, both discs
// with the outcome between them as the discs give it (> Black won, < White
// won, = 32–32: PAPP knows a game by its discs only), White's number, and B
// (the line gives Black first); num is each participant's number in the
// file (wofNumbers).
func writeWOFGame(w io.Writer, g othello.RatedGame, num map[int]int) {
	mark := "="
	switch {
	case g.BlackDiscs > g.WhiteDiscs:
		mark = ">"
	case g.BlackDiscs < g.WhiteDiscs:
		mark = "<"
	}
	fmt.Fprintf(w, "%6d (%s)%s(%s) %6d B\n", num[g.Black], papDiscs(g.BlackDiscs), mark, papDiscs(g.WhiteDiscs), num[g.White])
}

// wofNumbers is each participant's number in the WOF rating file: their
// WOF number when given, as PAPP numbers a player of its base; else, for a
// player new to the list, their number in the event, or — when that is
// another player's WOF number in the file — the next one above every
// number of the file, so that no two players share one. Two participants
// of the same WOF number are refused: the file could not tell their games
// apart.
func wofNumbers(ps []tournament.Participant) (map[int]int, error) {
	num := map[int]int{}
	owner := map[int]tournament.Participant{}
	top := 0
	for _, p := range ps {
		top = max(top, p.ID)
		id := othello.WOFIDOf(p)
		if id == "" {
			continue
		}
		n, err := strconv.Atoi(id)
		if err != nil {
			continue // checked when typed
		}
		if q, dup := owner[n]; dup {
			return nil, tournament.NewProblem(tournament.ErrInvalidInput,
				"%s and %s have the same WOF number %d: correct one of them before writing the WOF rating file",
				"%s と %s の WOF番号がどちらも %d です。どちらかを直してから WOF レーティングファイルを書き出してください", q.Name, p.Name, n)
		}
		owner[n], num[p.ID] = p, n
		top = max(top, n)
	}
	for _, p := range ps {
		if _, ok := num[p.ID]; ok {
			continue
		}
		if _, taken := owner[p.ID]; taken {
			top++
			num[p.ID] = top
			continue
		}
		num[p.ID] = p.ID
	}
	return num, nil
}

// lastSwissRound is the number of the last round before the final.
func lastSwissRound(rs []tournament.Round) int {
	last := 0
	for _, r := range rs {
		if !r.Final && r.Number > last {
			last = r.Number
		}
	}
	return last
}

// playedOut reads what a federation file is written from: the event, its
// participants and its rounds, refused while a game waits for its result
// (checkAllResults).
func playedOut(s *tournament.Service) (tournament.Event, []tournament.Participant, []tournament.Round, error) {
	ev, err := s.Event()
	if err != nil {
		return tournament.Event{}, nil, nil, err
	}
	ps, err := s.Participants()
	if err != nil {
		return tournament.Event{}, nil, nil, err
	}
	rs, err := s.Rounds()
	if err != nil {
		return tournament.Event{}, nil, nil, err
	}
	if err := checkAllResults(rs); err != nil {
		return tournament.Event{}, nil, nil, err
	}
	return ev, ps, rs, nil
}

// checkAllResults refuses a section with a game still waiting for its
// result: the rating file is written after the event, as PAPP's is.
func checkAllResults(rs []tournament.Round) error {
	for _, r := range rs {
		for _, g := range r.Games {
			if g.Result == nil && !g.IsBye() {
				return tournament.NewProblem(tournament.ErrInvalidInput,
					"round %d table %d has no result yet: a federation file is written once every game has its result",
					"%d 回戦 %d 番卓の結果がまだありません。連盟への提出ファイルは全対局の結果が入ってから書き出します", r.Number, g.Table)
			}
		}
	}
	return nil
}

// papScore writes a score in points as PAPP does (" 5", " 4.5").
func papScore(h int) string {
	if h%2 != 0 {
		return fmt.Sprintf("%2d.5", int(h)/2)
	}
	return fmt.Sprintf("%2d", int(h)/2)
}

// papDiscs writes discs as PAPP does: at least two digits (08, 40, 230).
func papDiscs(n int) string { return fmt.Sprintf("%02d", n) }

// papDate writes an event date (YYYY-MM-DD) as PAPP asks for it
// (DD/MM/YYYY); a date in another form is written as it is.
func papDate(d string) string {
	t, err := time.Parse("2006-01-02", d)
	if err != nil {
		return d
	}
	return t.Format("02/01/2006")
}

// orUnknown writes PAPP's "??" for a header field nobody gave (the
// Sender, when the event has no arbiter's name).
func orUnknown(s string) string {
	if strings.TrimSpace(s) == "" {
		return "??"
	}
	return s
}

// oneLine keeps a value on its line: line breaks become spaces.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// eventTitle is the event's name, with the section's when the event has
// several.
func eventTitle(ev tournament.Event) string {
	if sec, ok := ev.InSection(); ok && ev.Multi() && sec.Name != "" {
		return ev.Name + " " + sec.Name
	}
	return ev.Name
}
