// Package cli is Taikai's command line (../shared/CLI.md): the same
// tournament services as the GUI, for scripting and re-entering paper events.
package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"taikai/app/version"
	"taikai/tournament"
)

// Exit statuses of CLI.md.
const (
	ExitOK      = 0 // done
	ExitRefused = 1 // bad input, rule violated, file locked: nothing changed
	ExitUsage   = 2 // the command line does not fit
)

// env is what a verb runs with.
type env struct {
	// files opens and creates the event files: main's, handed down.
	files     tournament.EventFiles
	out, errw io.Writer
	lang      tournament.Lang
	now       func() time.Time
	arbiter   string
	// section is --section: the competition a verb acts on ("" = the
	// event's only one).
	section string
	// live is set by a verb that keeps the event open and serves its
	// changes as they come (serve): its reads are never held.
	live bool
	// whole is set by a verb that reads the audit log or the event as
	// stored (the JSON export, log): its one read takes them too. Every
	// other verb's read leaves them (issue 40: decoding the log of a
	// 1,024-player event cost standings a tenth of its time).
	whole bool
}

// init registers the shared verbs; their Japanese lines are in help_ja.go,
// a game's verbs in its game_<game>.go.
func init() {
	shared := map[string]verb{
		"new": {run: runNew, event: true, valued: []string{"game", "name", "date", "venue", "set"},
			usage: "new FILE --name NAME [--game {games}] [--date YYYY-MM-DD] [--venue V] [--set KEY=VALUE]...", summary: "create an event file: of one competition with --game, else of sections added next (taikai section add)"},
		"settings": {run: runSettings, valued: []string{"format"}, usage: "settings FILE [KEY=VALUE ...] [--format table|csv|json]", summary: "print the settings, or change them"},
		"demo":     {run: runDemo, event: true, valued: []string{"game", "players", "rounds"}, usage: "demo FILE [--game {games}] [--players N] [--rounds N]", summary: "create a realistic demo event (24 participants unless --players; --rounds plays that many rounds, or stages, with results of every kind)"},
		"players": {run: runPlayers, bools: []string{"present", "apply"}, valued: []string{"round", "format", "from-round", "name", "reading", "rank", "birth", "gender", "club", "flag", "rating"}, usage: "players import|add|edit|list|withdraw|reinstate|absent|move|ratings FILE ...", summary: "manage participants (and their sections); read their ratings from a rating list",
			more: tournament.Text{En: playersHelp, Ja: playersHelpJa}},
		"log":       {run: runLog, valued: []string{"format"}, usage: "log FILE [--format table|csv|json]", summary: "the audit log, oldest first"},
		"print":     {run: runPrint, valued: []string{"round", "out", "site"}, bools: []string{"all-sections"}, usage: "print FILE SHEET [--round N] [--all-sections] [--site URL] --out OUT.pdf", summary: "write a sheet as PDF (players; pairings and pairings-by-name with --round); --all-sections: pairings or pairings-by-name of the whole venue, every section's current round, each line naming its section; --site (default with phone_reports on: this machine's LAN address, port 8080) puts the live pages' QR code on the pairing lists and each table's report link on the slips"},
		"handicap":  {run: runHandicap, event: true, valued: []string{"format"}, open: true, usage: "handicap {handicaps} [--format table|csv|json]", summary: "the handicap of a game of two ranks (or pairs of ranks) by the game's default table (no event file needed)"},
		"pair":      {run: runPair, valued: []string{"format", "manual"}, bools: []string{"all", "absent-unchecked", "ignore-checkin", "rematch"}, usage: "pair FILE [--all] [--absent-unchecked | --ignore-checkin] [--rematch] [--manual TABLE:A-B [TABLE:A-B|bye:A …]] [--format table|csv|json]", summary: "pair the next round and print it (with the early-final decision when it applies); --all: the next round of every section whose last round is complete, and why the others were not paired; before round 1, once anybody has checked in, who has not is refused with the list: --absent-unchecked marks them absent from round 1, --ignore-checkin pairs them all the same; --rematch: the arbiter consents to a rematch where no pairing without one exists (a 2勝通過2敗失格 whose players still in have all met); --manual: the round as the arbiter pairs it, TABLE:A-B (A takes Black where the game does not seat its own colours) and bye:A, players by number or exact name, every present player still in named once (Swiss and 2勝通過2敗失格; the rules it breaks are warned)"},
		"pairings":  {run: runPairings, valued: []string{"round", "format"}, usage: "pairings FILE [--round N] [--format table|csv|json]", summary: "print a round's pairings (default: the last)"},
		"swap":      {run: runSwap, valued: []string{"colours"}, usage: "swap FILE ROUND --colours TABLE | swap FILE ROUND PLAYER PLAYER", summary: "change a round not yet played by hand: the two sides (Black and White, shogi's Sente and Gote) change places at TABLE, or two players change places (a broken pairing rule is warned); the tables' phone report links change with their games"},
		"unpair":    {run: runUnpair, usage: "unpair FILE", summary: "remove the last round's pairings while it has no result"},
		"dispute":   {run: runDispute, valued: []string{"black-claim", "white-claim", "record", "notes"}, bools: []string{"resumed-without-progress", "resume-requested"}, usage: "dispute FILE ROUND TABLE [--black-claim R] [--white-claim R] [--record T] [--notes T] [--resumed-without-progress] [--resume-requested]", summary: "record a disputed game and apply the guided decision (see `taikai help disputes`)"},
		"rule":      {run: runRule, valued: []string{"reason", "penalty", "penalty-kind", "penalty-note"}, bools: []string{"replay"}, open: true, usage: "rule FILE ROUND TABLE RESULT [--ANSWER] [--replay] [--reason TEXT] [--penalty PLAYER --penalty-kind KIND [--penalty-note TEXT]]", summary: "the arbiter's ruling on a disputed game, with a penalty noted on a player if any (see `taikai help disputes`)"},
		"penalty":   {run: runPenalty, valued: []string{"player", "kind", "minutes", "round", "note"}, usage: "penalty FILE --player PLAYER --kind caution|warning|time|expulsion|suspension|other (注意|警告|持ち時間減|退場|出場停止|その他) [--minutes N] [--round N] [--note TEXT]", summary: "a penalty on a player without a dispute (rule 22: 注意, 警告, 持ち時間減, 退場; see `taikai help penalty`)"},
		"penalties": {run: runPenalties, valued: []string{"round", "format"}, usage: "penalties FILE [--round N] [--format table|csv|json]", summary: "every penalty given without a dispute"},
		"disputes":  {run: runDisputes, valued: []string{"format"}, usage: "disputes FILE [--format table|csv|json]", summary: "every disputed game with claims and rulings"},
		"result":    {run: runResult, open: true, usage: "result FILE ROUND TABLE RESULT [--ANSWER]", summary: "record or correct one result (see `taikai help results`)"},
		"standings": {run: runStandings, valued: []string{"round", "format"}, bools: []string{"boards"}, usage: "standings FILE [--round N] [--boards] [--format table|csv|json]", summary: "the standings after a round (default: the last complete one); in a team section the teams by match points then board points, and with --boards the board prizes (各将の個人賞)"},
		"serve":     {run: runServe, event: true, valued: []string{"addr", "section"}, bools: []string{"desk", "checkin"}, usage: "serve FILE [--addr HOST:PORT] [--desk [--section KEY]] [--checkin]", summary: "live pages of the event on the venue's network (default :8080; the address phones use is printed) and, with phone_reports=true, the report forms; --desk also serves an arbiter's desk at /desk for a second laptop or a tablet (results by venue table number, phone reports, absences, sheets), opened with the PIN printed, limited to one section with --section; --checkin: the check-in page at the door (/checkin, opened with the PIN printed); until Ctrl+C or SIGTERM"},
		"clock":     {run: runClock, bools: []string{"stop"}, usage: "clock FILE ROUND [--stop]", summary: "start the round clock the wall view shows (the time control's length), or stop it"},
		"reports":   {run: runReports, valued: []string{"format"}, bools: []string{"all"}, usage: "reports FILE [--all] [--format table|csv|json]", summary: "the results reported from phones that wait for the arbiter, and those made for a game the table no longer holds (stale, with whose game it was); --all: every report"},
		"accept":    {run: runAccept, valued: []string{"report"}, open: true, usage: "accept FILE ROUND TABLE [--report N] [--ANSWER]", summary: "record a table's result from its phone report (--report N when two reports disagree)"},
		"help":      {run: runHelp, event: true, usage: "help [VERB]", summary: "this help"},
		"version":   {run: runVersion, event: true, usage: "version", summary: "the version of this Taikai, the Go release that built it, the platform"},
	}
	names := make([]string, 0, len(shared))
	for name := range shared {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		v := shared[name]
		v.summaryJa = summaryJa[name]
		registerVerb(name, v)
	}
}

// Run runs the command line raw (without the program name) on the event
// files main hands it, and returns the exit status.
func Run(files tournament.EventFiles, raw []string, stdout, stderr io.Writer) int {
	e := &env{files: files, out: stdout, errw: stderr, lang: tournament.LangFromEnv(), now: time.Now}
	if len(raw) == 0 {
		runHelp(e, args{})
		return ExitUsage
	}
	name := raw[0]
	switch name {
	case "-h", "--help":
		name = "help"
	case "--version":
		name = "version"
	}
	v, ok := verbs[name]
	if !ok {
		fmt.Fprintln(stderr, "taikai: "+e.text(tournament.Tr("unknown command %q; see `taikai help`",
			"「%s」というコマンドはありません。taikai help で一覧を見てください", raw[0])))
		return ExitUsage
	}
	valued := append(slices.Clone(v.valued), "arbiter")
	if !v.event {
		valued = append(valued, "section")
	}
	bools, text := slices.Clone(v.bools), slices.Clone(v.text)
	if v.flags != nil {
		mv, mb, mt := v.flags()
		valued, bools, text = append(valued, mv...), append(bools, mb...), append(text, mt...)
	}
	a, err := parseArgs(raw[1:], valued, bools, v.open, text...)
	if err == nil {
		e.arbiter = a.flag("arbiter", os.Getenv("TAIKAI_ARBITER"))
		e.section = a.flag("section", "")
		err = v.run(e, a)
	}
	var ue usageError
	switch {
	case err == nil:
		return ExitOK
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "taikai: %s\n", e.text(ue.Text))
		return ExitUsage
	default:
		fmt.Fprintf(stderr, "taikai: %s\n", tournament.Localize(err, e.lang))
		return ExitRefused
	}
}

// open opens an existing event file and returns the service of the
// competition the verb acts on: the section --section names, or the
// event's only one (refused with the list when it has several); close it.
func (e *env) open(path string) (*tournament.Service, func(), error) {
	v, done, err := e.openVenue(path)
	if err != nil {
		return nil, nil, err
	}
	_, s, err := v.Section(e.section)
	if err != nil {
		done()
		return nil, nil, err
	}
	return s, done, nil
}

// openOnly checks that FILE is the verb's one positional and opens the
// event file as open does; close it.
func (e *env) openOnly(a args, verb string) (*tournament.Service, func(), error) {
	if err := a.want(1, 1, verbs[verb].usage); err != nil {
		return nil, nil, err
	}
	return e.open(a.pos[0])
}

// openListing checks a listing verb's positionals (FILE, and up to max in
// all; -1: any number) and its --format, in that order, then opens the
// event file as open does; close it.
func (e *env) openListing(a args, verb string, max int) (*tournament.Service, string, func(), error) {
	if err := a.want(1, max, verbs[verb].usage); err != nil {
		return nil, "", nil, err
	}
	return formatted(a, a.pos[0], e.open)
}

// formatted checks --format, then opens the event file at path with open
// (e.open, e.openVenue); close it.
func formatted[T any](a args, path string, open func(string) (T, func(), error)) (T, string, func(), error) {
	format, err := a.format()
	if err != nil {
		var none T
		return none, "", nil, err
	}
	x, done, err := open(path)
	return x, format, done, err
}

// openGame checks the n positionals of a verb on one game (FILE ROUND
// TABLE …) and its round and table, in that order, then opens the event
// file as open does; close it.
func (e *env) openGame(a args, verb string, n int) (s *tournament.Service, round, table int, done func(), err error) {
	if err = a.want(n, n, verbs[verb].usage); err != nil {
		return nil, 0, 0, nil, err
	}
	if round, table, err = a.roundTable(1); err != nil { // bounded: ROUND 1–999, TABLE 1–9999
		return nil, 0, 0, nil, err
	}
	s, done, err = e.open(a.pos[0])
	return s, round, table, done, err
}

// openSections opens the event file at path as openVenue does and lists
// its sections; close it.
func (e *env) openSections(path string) (*tournament.Venue, []tournament.Section, func(), error) {
	v, done, err := e.openVenue(path)
	if err != nil {
		return nil, nil, nil, err
	}
	list, err := v.Sections()
	if err != nil {
		done()
		return nil, nil, nil, err
	}
	return v, list, done, nil
}

// openVenue opens an existing event file as the whole event, for the verbs
// that span its sections; close it.
func (e *env) openVenue(path string) (*tournament.Venue, func(), error) {
	b, err := e.openStore(path) // read-only when the file cannot be written (snapshots.go)
	if err != nil {
		return nil, nil, err
	}
	var st tournament.Store = b
	if !e.live {
		// One command, one read of the event (issue 39): what the verb
		// prints is drawn from a single read; a change it makes ends the
		// hold, and what it reads after is read again. A read that fails
		// here (a damaged part) is left to the verb's own reads, which say
		// what they cannot read as before.
		h := tournament.NewHeldStore(b)
		hold := h.Hold
		if e.whole {
			hold = h.HoldAll
		}
		if hold() == nil {
			st = h
		}
	}
	v := tournament.NewVenue(st, e.options()...)
	return v, e.closer(v, b), nil
}

// create makes a new event file and fills it through its service; a
// refused creation leaves no file behind.
func (e *env) create(path string, fill func(*tournament.Service) error) error {
	return e.files.Create(path, func(st tournament.Store) error {
		return fill(tournament.NewService(st, e.options()...))
	})
}

// options are those of every service a verb makes: the arbiter (--arbiter)
// and the clock, and this program's version, which each audit entry
// records.
func (e *env) options() []tournament.Option {
	return []tournament.Option{tournament.WithArbiter(e.arbiter), tournament.WithClock(e.now), tournament.WithProgram(version.Version)}
}

func runNew(e *env, a args) error {
	if err := a.want(1, 1, verbs["new"].usage); err != nil {
		return err
	}
	if !a.has("name") {
		return usageLine(verbs["new"].usage)
	}
	set, err := keyValues(a.flags["set"])
	if err != nil {
		return err
	}
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: a.flag("game", ""), Name: a.flag("name", ""), Date: a.flag("date", ""), Venue: a.flag("venue", "")}, set, e.now())
	if err != nil {
		return err
	}
	if err := e.create(a.pos[0], func(s *tournament.Service) error { return s.Create(ev) }); err != nil {
		return err
	}
	if ev.Game == "" {
		// An event of several sections: they are added next.
		fmt.Fprintf(e.out, e.say("created %s: event %q on %s, no section yet (taikai section add FILE KEY --name NAME --game GAME)\n",
			"%s を作成しました:「%s」%s。部門はまだありません（`taikai section add FILE KEY --name 名前 --game 競技` で追加してください）\n"), a.pos[0], ev.Name, ev.Date)
		return nil
	}
	fmt.Fprintf(e.out, e.say("created %s: %s event %q on %s\n", "%s を作成しました: %s「%s」%s\n"), a.pos[0], ev.Game, ev.Name, ev.Date)
	return nil
}

func runDemo(e *env, a args) error {
	if err := a.want(1, 1, verbs["demo"].usage); err != nil {
		return err
	}
	// Without --game, the demo is of the first game of the menu, as the
	// start screen's デモ大会 is.
	first := ""
	if kinds := tournament.GameKinds(); len(kinds) > 0 {
		first = string(kinds[0])
	}
	g, err := tournament.ParseGameKind(a.flag("game", first))
	if err != nil {
		return err
	}
	n := tournament.DemoSize(g)
	if a.has("players") {
		if n, err = strconv.Atoi(a.flag("players", "")); err != nil {
			return usage("--players takes a number", "--players には人数を数で指定してください")
		}
	}
	rounds := 0
	if a.has("rounds") {
		if rounds, err = strconv.Atoi(a.flag("rounds", "")); err != nil || rounds < 0 || rounds > 20 {
			return usage("--rounds takes a number from 0 to 20", "--rounds には 0〜20 の数を指定してください")
		}
	}
	if err := e.create(a.pos[0], func(s *tournament.Service) error {
		if err := s.CreateDemoWith(g, n); err != nil {
			return err
		}
		return tournament.PlayDemo(s, rounds)
	}); err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("created demo %s event %s\n", "デモ大会（%s）%s を作成しました\n"), g, a.pos[0])
	return nil
}

func runSettings(e *env, a args) error {
	s, format, done, err := e.openListing(a, "settings", -1)
	if err != nil {
		return err
	}
	defer done()
	var changed map[string]string
	if len(a.pos) > 1 {
		changes, err := keyValues(a.pos[1:])
		if err != nil {
			return err
		}
		if err := s.ChangeSettings(changes); err != nil {
			return err
		}
		changed = changes
	}
	ev, err := s.Event()
	if err != nil {
		return err
	}
	t := table{header: []string{"key", "value", "default", "description"}}
	t.rows = append(t.rows, []string{"game", string(ev.Game), "", e.say("game kind (fixed)", "競技（変更不可）")},
		[]string{"name", ev.Name, "", e.say("event name", "大会名")},
		[]string{"date", ev.Date, "", e.say("date", "日付")},
		[]string{"venue", ev.Venue, "", e.say("venue", "会場")})
	for _, st := range tournament.Settings(ev.Game) {
		t.rows = append(t.rows, []string{st.Key, ev.Setting(st.Key), st.Default, st.Label.In(e.lang)})
	}
	if changed != nil {
		// A change prints the lines it changed, as stored (issue 38): the
		// whole table is `taikai settings FILE`.
		rows := t.rows[:0:0]
		for _, r := range t.rows {
			if _, ok := changed[r[0]]; ok {
				rows = append(rows, r)
			}
		}
		t.rows = rows
	}
	return t.write(e.out, format)
}

// arbiterShown is the arbiter of a log line: the name, or 「（未記入）」 /
// "(not given)" for a change made without --arbiter (logged as "?").
func (e *env) arbiterShown(name string) string {
	if name == "" || name == "?" {
		return e.say("(not given)", "（未記入）")
	}
	return name
}

// keyValues reads KEY=VALUE words.
func keyValues(words []string) (map[string]string, error) {
	m := map[string]string{}
	for _, w := range words {
		k, v, ok := strings.Cut(w, "=")
		if !ok || strings.TrimSpace(k) == "" {
			return nil, usage("%q is not KEY=VALUE", "「%s」 は KEY=VALUE の形ではありません（例 rounds=7）", w)
		}
		m[strings.TrimSpace(k)] = v
	}
	return m, nil
}

// say picks the message of the person's language among en and ja, a
// message written in both languages where it is printed.
func (e *env) say(en, ja string) string { return e.text(tournament.Text{En: en, Ja: ja}) }

// text is t in the person's language.
func (e *env) text(t tournament.Text) string { return t.In(e.lang) }
