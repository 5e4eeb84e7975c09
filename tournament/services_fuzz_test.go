package tournament_test

// Fuzz targets for what a person types into the services (issue 15):
// settings values, the event header and its date, the games CSV, the
// four-player shogi game flags, the hidden-disc ceremony and disputes.
// Each runs on a small in-memory event so that an iteration stays fast;
// a refusal must be a message in both languages that changed nothing.

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"

	"golang.org/x/text/encoding/japanese"

	"taikai/tournament"
	othellogame "taikai/tournament/othello"
	yoningame "taikai/tournament/yonin"
)

// fzGames are the game kinds, by the number a fuzz input picks.
var fzGames = []tournament.GameKind{"othello", "go", "pairgo", "yonin"}

// fzService is a service over a new in-memory store.
func fzService() *tournament.Service {
	return atToday(tournament.WithArbiter("審判 一郎"))
}

// fzEvent is an event of info with the settings, made today on
// fzService, its participants imported from csv.
func fzEvent(t *testing.T, info tournament.EventInfo, settings map[string]string, csv []byte) *tournament.Service {
	t.Helper()
	s := fzService()
	ev, err := tournament.NewEvent(info, settings, today)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Create(ev); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ImportParticipants(csv); err != nil {
		t.Fatal(err)
	}
	return s
}

// fzDemo is a demo event of game g with n participants (pairs for Pair Go).
func fzDemo(t *testing.T, g tournament.GameKind, n int) *tournament.Service {
	t.Helper()
	s := fzService()
	if err := s.CreateDemoWith(g, n); err != nil {
		t.Fatalf("demo %s: %v", g, err)
	}
	return s
}

// fzRefusal fails t unless err is a refusal a person can read: a message
// in English and in Japanese.
func fzRefusal(t *testing.T, err error, what string) {
	t.Helper()
	if tournament.Localize(err, tournament.English) == "" || tournament.Localize(err, tournament.Japanese) == "" {
		t.Fatalf("%s: a refusal without its message: %#v", what, err)
	}
}

// fzInput fails t unless err is a refusal of what was typed (invalid
// input, not found, duplicate), or nil.
func fzInput(t *testing.T, err error, what string) {
	t.Helper()
	if err == nil {
		return
	}
	fzRefusal(t, err, what)
	var q *tournament.Question
	if !errors.Is(err, tournament.ErrInvalidInput) && !errors.Is(err, tournament.ErrNotFound) && !errors.Is(err, tournament.ErrDuplicate) && !errors.As(err, &q) {
		t.Fatalf("%s: %v is not a refusal of the input (%#v)", what, err, err)
	}
}

// fzState is what a refused change must leave as it was.
func fzState(t *testing.T, s *tournament.Service) string {
	t.Helper()
	st, err := s.State()
	if err != nil {
		t.Fatal(err)
	}
	log, err := s.AuditLog()
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%s|%d", data, len(log))
}

// fzTimeLimit bounds one fuzz iteration: an input that takes longer is a
// hang, reported with the input (a screen or a command would freeze).
const fzTimeLimit = 10 * time.Second

// fzWatch starts the clock of an iteration; call what it returns when
// the iteration ends. An iteration still running after fzTimeLimit panics
// with every goroutine's stack, so that the fuzzer keeps the input.
func fzWatch(what string) func() {
	done := make(chan struct{})
	timer := time.AfterFunc(fzTimeLimit, func() {
		select {
		case <-done:
		default:
			debug.SetTraceback("all")
			panic(fmt.Sprintf("%s: still running after %v", what, fzTimeLimit))
		}
	})
	return func() { close(done); timer.Stop() }
}

// fzResult is a result every Swiss game of kind g takes.
func fzResult(g tournament.GameKind, i int) string {
	if g == "othello" {
		return []string{"40-24", "24-40", "32-32", "33-31:timeout-white"}[i%4]
	}
	return []string{"B+R", "W+R", "B+T", "W+R"}[i%4]
}

// fzPlay pairs and plays up to rounds rounds, then reads the standings:
// whatever the settings, nothing panics and every refusal is a message.
func fzPlay(t *testing.T, s *tournament.Service, g tournament.GameKind, rounds int) {
	t.Helper()
	if g == "yonin" {
		y := yoningame.Of(s)
		st, err := y.SeatStageTables("予選", nil, 0)
		if err != nil {
			fzRefusal(t, err, "seat")
			return
		}
		for i, text := range []string{"4<1,3<1,2<1", "1<2,2<3,3<4", "2<3,3<4:foul,4<1"} {
			if _, err := y.RecordYoninGame("予選", st.Tables[0].Name, text, "", false); err != nil {
				fzRefusal(t, err, fmt.Sprintf("game %d", i+1))
			}
		}
		if _, _, err := y.YoninStandings("予選"); err != nil {
			fzRefusal(t, err, "yonin standings")
		}
		if _, err := y.YoninAdvancement("予選"); err != nil {
			fzRefusal(t, err, "advancement")
		}
		return
	}
	for n := 1; n <= rounds; n++ {
		r, err := s.PairNextRound()
		if err != nil {
			fzRefusal(t, err, fmt.Sprintf("pair round %d", n))
			break
		}
		for i, gm := range r.Games {
			if !gm.IsBye() {
				if _, err := s.RecordResult(r.Number, gm.Table, fzResult(g, i+n)); err != nil {
					fzRefusal(t, err, fmt.Sprintf("result %d/%d", r.Number, gm.Table))
				}
			}
		}
	}
	if _, err := s.Standings(0); err != nil {
		fzRefusal(t, err, "standings")
	}
}

// FuzzValidateSettings checks KEY=VALUE settings of each game kind
// (penalties, disc settings, halves, tiebreaks, time controls …) as `taikai
// new --set` and `taikai settings` give them, then plays a small event
// under the settings accepted.
func FuzzValidateSettings(f *testing.F) {
	for _, c := range []struct {
		g              uint8
		k1, v1, k2, v2 string
	}{
		{0, "rounds", "7", "early_final_after", "6"}, {0, "bye_discs", "40-24", "time_loss_discs", "33-31"},
		{0, "bye_discs", "３２－３２", "", ""}, {0, "dan5_min_wins", "4.5", "dan4_min_wins", "3½"}, {0, "dan2_min_wins", "４．５", "", ""},
		{0, "pair_float", "0,20000,40588", "pair_colour", "0,20,105,225"}, {0, "pair_rematch_same_colours", "forbidden", "pair_second_bye", "禁止"},
		{0, "pair_elitism", "1000000000", "pair_same_club", "1000000001"}, {0, "pair_float", "9223372036854775807", "", ""},
		{0, "pair_colour", "0,-1", "", ""}, {0, "pair_colour", "", "", ""}, {0, "pair_float", ",,,", "", ""}, {0, "round1", "rank", "seed", "0"},
		{0, "seed", "2147483647", "minutes", "180"}, {0, "early_final", "いいえ", "playoff", "はい"}, {0, "bp_beaten_only", "YES", "bp_c", "１００"},
		{0, "arbiter", "審判\n長", "", ""}, {0, "arbiter", "　審判 一郎　", "", ""}, {0, "name", "x", "", ""}, {0, "", "", "", ""},
		{1, "time_control", "30m+30s+60sx10", "tiebreaks", "h2h,sos"}, {1, "time_control", "30m+25/10m", "handicap", "false"},
		{1, "time_control", "1m+0s", "tiebreaks", "none"}, {1, "time_control", "９９９９９９９９９９９９９９h", "", ""},
		{1, "time_control", "92233720368700000h", "", ""}, {1, "tiebreaks", "SOS, sodos", "rounds", "30"}, {1, "tiebreaks", "sos,sos", "", ""},
		{2, "rounds", "1", "time_control", "45m"}, {2, "handicap", "true", "", ""}, {2, "pair_elitism", "0", "round1", "random"},
		{3, "start_points", "999", "stop_at", "-99"}, {3, "games", "16", "renchan", "false"}, {3, "start_points", "1", "stop_at", "1"},
		{3, "foul_penalty", "99", "advance_per_table", "4"}, {3, "jishogi_move", "9999", "nyugyoku_move", "１"}, {3, "best_thirds", "-1", "", ""},
		{4, "rounds", "3", "", ""},
	} {
		f.Add(c.g, c.k1, c.v1, c.k2, c.v2, false)
	}
	f.Add(uint8(0), "pair_colour", "0,1", "early_final_after", "3", true)
	f.Add(uint8(3), "stop_at", "5", "", "", true)
	f.Fuzz(func(t *testing.T, game uint8, k1, v1, k2, v2 string, withCurrent bool) {
		defer fzWatch("settings")()
		if len(v1)+len(v2) > 4096 {
			return
		}
		g := tournament.GameKind(fmt.Sprint("unknown-", game))
		if int(game) < len(fzGames) {
			g = fzGames[game]
		}
		changes := map[string]string{k1: v1}
		if k2 != "" {
			changes[k2] = v2
		}
		// The current settings of an event that changed a few already.
		var current map[string]string
		if withCurrent {
			current = map[string]map[string]string{
				"othello": {"rounds": "5", "early_final_after": "4", "early_final_third_max_wins": "3", "pair_colour": "0,30"},
				"go":      {"time_control": "1h", "tiebreaks": "sodos"},
				"pairgo":  {"rounds": "3"},
				"yonin":   {"start_points": "20", "stop_at": "10"},
			}[string(g)]
		}
		norm, err := tournament.ValidateSettings(g, current, changes)
		if err != nil {
			fzInput(t, err, fmt.Sprintf("ValidateSettings(%s, %q)", g, changes))
			return
		}
		if int(game) >= len(fzGames) {
			t.Fatalf("settings of an unknown game %q accepted", g)
		}
		for k, v := range norm {
			// Othello's early final follows a change of its rounds (or of
			// the round it is checked after) unless changed with it.
			follows := g == "othello" && (k == "early_final" || k == "early_final_after" || k == "early_final_third_max_wins")
			if _, ok := changes[k]; !ok && !follows {
				t.Fatalf("%q gave %s=%q, which was not changed", changes, k, v)
			}
			if strings.ContainsAny(v, "\n\r") {
				t.Fatalf("%q gave %s=%q on more than one line", changes, k, v)
			}
		}
		// Canonical: the canonical values are accepted as they are.
		again, err := tournament.ValidateSettings(g, current, norm)
		if err != nil || !maps.Equal(again, norm) {
			t.Fatalf("%s %q → %q, which reads back as %q, %v", g, changes, norm, again, err)
		}
		merged := maps.Clone(current)
		if merged == nil {
			merged = map[string]string{}
		}
		maps.Copy(merged, norm)
		ev, err := tournament.NewEvent(tournament.EventInfo{Game: string(g), Name: "設定の大会", Date: "2026-11-21"}, merged, today)
		if err != nil {
			t.Fatalf("NewEvent with %q, accepted one by one: %v", merged, err)
		}
		if g != "yonin" {
			if _, err := ev.PairingSettings(); err != nil {
				t.Fatalf("%q accepted, but the pairing settings are refused: %v", merged, err)
			}
		}
		for k, v := range norm {
			if ev.Setting(k) != v {
				t.Fatalf("setting %s is %q after NewEvent, %q canonical", k, ev.Setting(k), v)
			}
		}
		// The same change made to an event, then an event played under it.
		n := 7 // a bye; for four-player shogi, a CPU substitute
		if g == "pairgo" {
			n = 4
		}
		s := fzDemo(t, g, n)
		if err := s.ChangeSettings(merged); err != nil {
			t.Fatalf("ChangeSettings(%q): %v", merged, err)
		}
		got, err := s.Event()
		if err != nil {
			t.Fatal(err)
		}
		for k, v := range norm {
			if got.Setting(k) != v {
				t.Fatalf("setting %s is %q after ChangeSettings, %q canonical", k, got.Setting(k), v)
			}
		}
		fzPlay(t, s, g, 2)
	})
}

// FuzzEventInfo checks the event header as `taikai new` and the settings
// screen take it: the game, the name, the date (YYYY-MM-DD or with
// slashes) and the venue, then a later change of the date and the name.
func FuzzEventInfo(f *testing.F) {
	for _, c := range [][6]string{
		{"othello", "第17期 オセロ王座戦", "2026-11-21", "浅草橋", "2026/12/01", "改名"},
		{"オセロ", "  ", "2026-11-21", "", "", ""}, {"囲碁", "囲碁大会", "", "", "2026-02-29", ""},
		{"yonin-shogi", "国士戦", "2026/1/2", "", "2024-02-29", " "}, {"四人将棋", "x", "２０２６－１１－２１", "", "0000-01-01", "y"},
		{"pairgo", "x", "9999-12-31", "", "10000-01-01", ""}, {"go", "x", "2026-13-01", "", "-2026-01-01", ""},
		{" GO ", "x\ny", "2026-11-21T10:00:00Z", "", "2026-11-21 ", ""}, {"chess", "x", "", "", "", ""},
		{"othello", "\u202e大会", "2026-11-21", "\x00", "2026--11-21", "\xff"}, {"", "", "", "", "", ""},
	} {
		f.Add(c[0], c[1], c[2], c[3], c[4], c[5])
	}
	f.Fuzz(func(t *testing.T, game, name, date, venue, date2, name2 string) {
		defer fzWatch("event header")()
		ev, err := tournament.NewEvent(tournament.EventInfo{Game: game, Name: name, Date: date, Venue: venue}, nil, today)
		if err != nil {
			fzInput(t, err, "NewEvent")
			return
		}
		checkHeader := func(ev tournament.Event, what string) {
			t.Helper()
			d, err := time.Parse(time.DateOnly, ev.Date)
			if err != nil || d.Format(time.DateOnly) != ev.Date {
				t.Fatalf("%s: date %q is not YYYY-MM-DD", what, ev.Date)
			}
			if ev.Name == "" || ev.Name != strings.TrimSpace(ev.Name) || ev.Venue != strings.TrimSpace(ev.Venue) {
				t.Fatalf("%s: name %q, venue %q", what, ev.Name, ev.Venue)
			}
			// Without a game it is an event of no section yet (issue 24):
			// only when none was typed.
			if !slices.Contains(tournament.GameKinds(), ev.Game) && (ev.Game != "" || strings.TrimSpace(game) != "") {
				t.Fatalf("%s: game %q", what, ev.Game)
			}
		}
		checkHeader(ev, fmt.Sprintf("NewEvent(%q, %q, %q)", game, name, date))
		// The header as stored is accepted as it is.
		same, err := tournament.NewEvent(tournament.EventInfo{Game: string(ev.Game), Name: ev.Name, Date: ev.Date, Venue: ev.Venue}, nil, today)
		if err != nil || same.Name != ev.Name || same.Date != ev.Date || same.Venue != ev.Venue || same.Game != ev.Game {
			t.Fatalf("%+v does not read back: %+v, %v", ev, same, err)
		}
		s := fzService()
		if err := s.Create(ev); err != nil {
			t.Fatal(err)
		}
		before := fzState(t, s)
		change := map[string]string{"date": date2}
		if name2 != "" {
			change["name"] = name2
		}
		err = s.ChangeSettings(change)
		after, gerr := s.Event()
		if gerr != nil {
			t.Fatal(gerr)
		}
		if err != nil {
			fzInput(t, err, "ChangeSettings date")
			if fzState(t, s) != before {
				t.Fatalf("a refused change of the date (%v) changed the event", err)
			}
			return
		}
		checkHeader(after, fmt.Sprintf("ChangeSettings(date %q, name %q)", date2, name2))
	})
}

// fzGamesCSV writes rounds of games between the first players of names.
func fzGamesCSV(names []string) string {
	var b strings.Builder
	b.WriteString("round,table,black,white,black_discs,white_discs,outcome\n")
	fmt.Fprintf(&b, "1,1,%s,%s,40,24,\n1,2,%s,%s,64,0,forfeit-white\n1,3,%s,%s,,,timeout-black\n1,,%s,,,,bye\n",
		names[0], names[1], names[2], names[3], names[4], names[5], names[6])
	fmt.Fprintf(&b, "2,1,%s,%s,32,32,\n2,2,%s,%s,33,31,\n2,3,%s,%s,,,foul-white\n2,,%s,,,,bye\n", names[1], names[2], names[3], names[0], names[4], names[5], names[6])
	return b.String()
}

// FuzzImportGames checks `taikai games import`: the CSV of already played
// Othello games, as bytes (any encoding), on an event of seven players with
// or without a first round already played.
func FuzzImportGames(f *testing.F) {
	var names []string
	for _, p := range tournament.DemoParticipants(7, 5) {
		names = append(names, p[tournament.FieldName])
	}
	good := fzGamesCSV(names)
	for _, s := range []string{
		good,
		strings.ReplaceAll(good, "\n", "\r\n"),
		"\ufeff" + good,
		strings.NewReplacer(",40,", ",４０,", " ", "　").Replace(good),
		"round,table,black,white,black_discs,white_discs,outcome,shortfall\n1,1," + names[0] + "," + names[1] + ",40,20,,empty-squares\n1,2," + names[2] + "," + names[3] + ",40,30,,recording-error\n",
		"round,table,black,white,black_discs,white_discs,outcome\n9223372036854775807,1," + names[0] + "," + names[1] + ",40,24,\n",
		"round,table,black,white,black_discs,white_discs,outcome\n1,99999999999999999999," + names[0] + "," + names[1] + ",40,24,\n",
		"round,table,black,white,black_discs,white_discs,outcome\n1,1," + names[0] + "," + names[0] + ",40,24,\n",
		"round,table,black,white,black_discs,white_discs,outcome\n2,1," + names[0] + "," + names[1] + ",40,24,\n",
		"round,table,black,white,black_discs,white_discs,outcome\n1,1,誰," + names[1] + ",-1,65,pending\n",
		"round,table,black,white,black_discs,white_discs,outcome\n",
		"round,table\n1,1\n", "", "\"", "round,table,black,white,black_discs,white_discs,outcome\n\"1,1\n",
	} {
		f.Add([]byte(s), false)
	}
	sj, err := japanese.ShiftJIS.NewEncoder().String(good)
	if err != nil {
		f.Fatal(err)
	}
	f.Add([]byte(sj), false)
	eu, err := japanese.EUCJP.NewEncoder().String(good)
	if err != nil {
		f.Fatal(err)
	}
	f.Add([]byte(eu), false)
	f.Add(utf16Bytes(good, binary.LittleEndian, true), false)
	f.Add(utf16Bytes(good, binary.BigEndian, false), true)
	f.Add([]byte("\xef\xbb\xbfround,table\n\xff"), false)
	f.Add([]byte("round,table,black,white,black_discs,white_discs,outcome,shortfall\n1,1,a,b,40,20,,maybe\n\x00"), false)
	f.Add([]byte("round,table,black,white,black_discs,white_discs,outcome\nJos\xe9,1,a,b,40,24,\n"), false)
	f.Add([]byte(strings.NewReplacer("\n2,", "\n3,", "\n1,", "\n2,").Replace(good)), true)
	f.Fuzz(func(t *testing.T, data []byte, played bool) {
		defer fzWatch("games import")()
		if len(data) > 16<<10 {
			// Hundreds of rows are enough to find what a CSV can do; the
			// mutator grows inputs, and a check of 20,000 rows takes a
			// second.
			return
		}
		s := fzEvent(t, tournament.EventInfo{Game: "othello", Name: "取込", Date: "2026-11-21"}, map[string]string{"seed": "42"},
			tournament.ParticipantsCSV(tournament.DemoParticipants(7, 5)))
		if played {
			r, err := s.PairNextRound()
			if err != nil {
				t.Fatal(err)
			}
			for _, g := range r.Games {
				if !g.IsBye() {
					if _, err := s.RecordResult(1, g.Table, "40-24"); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		before := fzState(t, s)
		rsBefore, _ := s.Rounds()
		n, err := othellogame.Of(s).ImportGames(data)
		if err != nil {
			fzInput(t, err, "ImportGames")
			if fzState(t, s) != before {
				t.Fatalf("a refused import (%v) changed the event", err)
			}
			return
		}
		rs, err := s.Rounds()
		if err != nil {
			t.Fatal(err)
		}
		count := 0
		for _, r := range rs[len(rsBefore):] {
			count += len(r.Games)
			for _, g := range r.Games {
				if !g.IsBye() && g.Result == nil {
					t.Fatalf("round %d table %d imported without a result", r.Number, g.Table)
				}
			}
		}
		if n < 1 || n != count || len(rs) <= len(rsBefore) {
			t.Fatalf("imported %d games, %d stored in %d new rounds", n, count, len(rs)-len(rsBefore))
		}
		// The event goes on from the imported rounds.
		o := othellogame.Of(s)
		for what, err := range map[string]error{"standings": fzErr(s.Standings(0)), "crosstable": fzErr(o.Crosstable()),
			"rating report": fzErr(o.RatingReport()), "certification": fzErr(o.Certification()), "pair": fzErr(s.PairNextRound())} {
			if err != nil {
				fzRefusal(t, err, what)
			}
		}
	})
}

// fzErr keeps the error of a call.
func fzErr[T any](_ T, err error) error { return err }

// fzYonin is a four-player shogi event of four participants (three and a
// CPU with cpu) seated at table A of 予選, with games already recorded.
func fzYonin(t *testing.T, cpu bool, games int) (*yoningame.Service, [4]string) {
	t.Helper()
	s := fzEvent(t, tournament.EventInfo{Game: "yonin", Name: "国士戦", Date: "2026-11-21"}, map[string]string{"seed": "5"},
		tournament.ParticipantsCSV(tournament.DemoParticipants(4, 9)))
	ps, err := s.Participants()
	if err != nil {
		t.Fatal(err)
	}
	var seats [4]string
	for i := range seats {
		seats[i] = ps[i].Name
	}
	if cpu {
		seats[3] = "CPU"
	}
	y := yoningame.Of(s)
	if _, err := y.SeatTable("予選", "A", seats); err != nil {
		t.Fatal(err)
	}
	for i := range games {
		if _, err := y.RecordYoninGame("予選", "A", []string{"4<1,3<1,2<1", "1<2,4<2,3<2", "2<1:foul,4<3,3<1"}[i%3], "", false); err != nil {
			t.Fatal(err)
		}
	}
	return y, seats
}

// FuzzYoninGame checks the flags of `taikai yonin game`: --mated,
// --parent, --void, --penalty, --jishogi, --material and --nyugyoku with
// --conditions, through the service the CLI and the table board call.
func FuzzYoninGame(f *testing.F) {
	ps := tournament.DemoParticipants(4, 9)
	n1, n2 := ps[0][tournament.FieldName], ps[1][tournament.FieldName]
	for _, c := range []struct {
		setup                                              uint8
		mated, parent                                      string
		void                                               bool
		penalties, jishogi, material, declarer, conditions string
	}{
		{0, "4<1,3<1,2<1", "", false, "", "", "", "", ""},
		{0, "４＜１，３＜１，２＜１", "1", false, "", "", "", "", ""},
		{1, "4<1:foul,3<2,2<1", "CPU4", false, "2,2", "", "", "", ""},
		{2, "", "", true, "", "", "", "", ""}, {0, "4<1", "", true, "", "", "", "", ""}, {0, "", "", true, "1", "", "", "", ""},
		{0, "4<1,3<1", "", false, "", "1,2", "", "", ""}, {0, "4<3", "", false, "", "3,2,1", "", "", ""},
		{3, "", "", false, "", "", "1:r1,p8,h3;2:p5;3:r1,p9;4:p5", "", ""},
		{0, "4<1", "", false, "", "", n1 + ":r1,p10,h5;" + n2 + ":r１,p十", "", ""},
		{4, "4<1,3<2", "", false, "", "", "1:r1;2:p3", "1", "yyyyy"},
		{0, "4<1,3<2", "", false, "", "", "1:r1;2:p3", "2", "○○×○○"}, {0, "4<1,3<2", "", false, "", "2,1", "", "2", "はいはいはいはいはい"},
		{0, n1 + "<" + n2, n2, false, n1, "", "", "", ""}, {0, "CPU4<1,ＣＰＵ３<1,2<1", "", false, "", "", "", "", ""},
		{0, "5<1,0<1,-1<1", "9223372036854775807", false, "99999999999999999999", "", "", "", ""}, {0, ",,,", "", false, ",", ",", ";", ":", ""},
		{0, "", "", false, "", "", "", "", ""}, {5, "4<1,3<1,2<1", "", false, "", "", "", "", ""},
	} {
		f.Add(c.setup, c.mated, c.parent, c.void, c.penalties, c.jishogi, c.material, c.declarer, c.conditions)
	}
	f.Fuzz(func(t *testing.T, setup uint8, mated, parent string, void bool, penalties, jishogi, material, declarer, conditions string) {
		defer fzWatch("yonin game")()
		if len(mated)+len(parent)+len(penalties)+len(jishogi)+len(material)+len(declarer)+len(conditions) > 2048 {
			return
		}
		y, _ := fzYonin(t, setup&1 != 0, int(setup>>1)%5)
		e := yoningame.GameEntry{Mated: mated, Parent: parent, Void: void}
		if penalties != "" {
			e.Penalties = strings.Split(penalties, ",")
		}
		if jishogi != "" || material != "" || declarer != "" {
			j := &yoningame.JishogiEntry{Material: material}
			for _, r := range strings.Split(strings.NewReplacer("、", ",", "，", ",", ">", ",").Replace(jishogi), ",") {
				if r = strings.TrimSpace(r); r != "" {
					j.Order = append(j.Order, r)
				}
			}
			if declarer != "" {
				a, err := yoningame.ParseNyugyokuAnswers(conditions)
				if err != nil {
					return
				}
				j.Nyugyoku = &yoningame.NyugyokuEntry{Declarer: declarer, Answers: a}
			}
			e.Jishogi = j
		}
		before := fzState(t, y.Service)
		st0, _ := y.StageByName("予選")
		var p yoningame.Played
		var err error
		switch {
		case e.Jishogi == nil && len(e.Penalties) == 0:
			p, err = y.RecordYoninGame("予選", "a", mated, parent, void)
		case e.Jishogi != nil && e.Jishogi.Material == "" && e.Jishogi.Nyugyoku == nil && len(e.Penalties) == 0 && parent == "" && !void:
			p, err = y.RecordYoninJishogi("予選", "A", mated, e.Jishogi.Order)
		default:
			p, err = y.RecordGame("予選", "A", e)
		}
		if err != nil {
			fzRefusal(t, err, fmt.Sprintf("game %+v", e))
			if fzState(t, y.Service) != before {
				t.Fatalf("a refused game (%v) changed the event", err)
			}
			return
		}
		st, _ := y.StageByName("予選")
		if len(st.Tables[0].Games) != len(st0.Tables[0].Games)+1 {
			t.Fatalf("%d games after recording one on %d", len(st.Tables[0].Games), len(st0.Tables[0].Games))
		}
		set, err := y.RulesSettings()
		if err != nil {
			t.Fatal(err)
		}
		fouls, sum := 0, 0
		for i := range 4 {
			fouls += p.Outcome.Fouls[i]
			sum += p.Outcome.Delta[i]
		}
		if sum != -fouls*set.FoulPenalty {
			t.Fatalf("game %+v changed the points by %d with %d fouls: %+v", e, sum, fouls, p.Outcome)
		}
		rows, _, err := y.YoninStandings("予選")
		if err != nil {
			t.Fatalf("standings after %+v: %v", e, err)
		}
		for _, r := range rows {
			if r.Points != p.Points[r.Seat] {
				t.Fatalf("standings say seat %d has %d points, the game %d", r.Seat+1, r.Points, p.Points[r.Seat])
			}
		}
		if _, _, err := y.TablePlayed(st.Tables[0]); err != nil {
			t.Fatalf("table A no longer replays: %v", err)
		}
		names, _ := y.Names()
		labels := yoningame.MessageLabels(st.Tables[0], names)
		for _, ja := range []bool{false, true} {
			_ = yoningame.GameLines(set, p, labels, ja)
		}
	})
}

// fzFinal is an Othello event of six participants (1 is a 5-dan born
// 1980, 2 a 3-dan born 1990, the others 1-dan) with round 7 the final (1 v
// 2, table 1) and the third-place playoff (3 v 4, table 2).
func fzFinal(t *testing.T) *tournament.Service {
	t.Helper()
	s := fzEvent(t, tournament.EventInfo{Game: "othello", Name: "王座戦", Date: "2026-11-21"}, map[string]string{"seed": "1"}, []byte("name,rank,birth\n"+
		"青木 一郎,5d,1980-01-01\n井上 二郎,3d,1990-01-01\n上田 三郎,1d,2000-01-01\n"+
		"江藤 四郎,1d,2000-01-01\n小野 五郎,1d,2002-01-01\n加藤 六郎,1d,2003-01-01\n"))
	err := s.Store().Update(func(w tournament.Writer) error {
		return w.PutRound(tournament.Round{Number: 7, Final: true, Games: []tournament.Game{
			{Table: 1, Black: 1, White: 2, Label: tournament.Text{En: "Final", Ja: "決勝戦"}},
			{Table: 2, Black: 3, White: 4, Label: tournament.Text{En: "Third-place playoff", Ja: "3位決定戦"}},
		}})
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// FuzzHiddenDisc checks the options of `taikai hidden-disc`: --hider,
// --call, --up, --choice, --colour and --reason, at any round and table.
func FuzzHiddenDisc(f *testing.F) {
	for _, c := range []struct {
		round, table                            int
		hider, call, up, choice, colour, reason string
	}{
		{7, 1, "", "black", "white", "draw-win", "white", ""}, {7, 1, "", "white", "white", "colour", "black", ""},
		{7, 2, "", "黒", "白", "引き分け勝ち", "黒", ""}, {7, 2, "", "B", "w", "①", "W", ""}, {7, 1, "2", "black", "black", "colour", "white", "両者の合意"},
		{7, 1, "井上　二郎", "BLACK", "White", "② ", "b", ""}, {7, 1, "上田 三郎", "black", "black", "colour", "white", ""},
		{7, 1, "", "", "", "", "", ""}, {7, 1, "", "red", "black", "draw", "white", ""}, {7, 1, "", "black", "black", "石の色", "", ""},
		{6, 1, "", "black", "black", "colour", "white", ""}, {7, 3, "", "black", "black", "colour", "white", ""},
		{0, 0, "", "black", "black", "colour", "white", ""}, {-1, -1, "#1", "black", "black", "colour", "white", ""},
		{1 << 30, 1 << 30, "9223372036854775807", "black", "black", "colour", "white", ""}, {7, 1, "1", "ｂｌａｃｋ", "ｗｈｉｔｅ", "１", "ｗｈｉｔｅ", "\n"},
	} {
		f.Add(c.round, c.table, c.hider, c.call, c.up, c.choice, c.colour, c.reason)
	}
	f.Fuzz(func(t *testing.T, round, table int, hider, call, up, choice, colour, reason string) {
		defer fzWatch("hidden disc")()
		s := fzFinal(t)
		o := othellogame.Of(s)
		before := fzState(t, s)
		r0, _ := s.Round(7)
		// Who hides: rule 2's player, or the one the arbiter names (as
		// the CLI does).
		id, _, _, err := o.HiddenDiscRoles(round, table)
		if hider != "" {
			var p tournament.Participant
			p, err = s.FindParticipant(hider)
			id = p.ID
		}
		if err != nil {
			fzInput(t, err, "hider")
			return
		}
		hd, warning, err := o.RecordCeremony(round, table, othellogame.Ceremony{Hider: id, Call: call, Up: up, Choice: choice, Colour: colour, Reason: reason})
		if err != nil {
			fzInput(t, err, "ceremony")
			if fzState(t, s) != before {
				t.Fatalf("a refused ceremony (%v) changed the event", err)
			}
			return
		}
		g0, _, ok := r0.GameAt(table)
		if round != 7 || !ok {
			t.Fatalf("a ceremony at round %d table %d accepted", round, table)
		}
		r, _ := s.Round(7)
		g, _, _ := r.GameAt(table)
		pair := []int{g0.Black, g0.White}
		if !slices.Contains(pair, g.Black) || !slices.Contains(pair, g.White) || g.Black == g.White {
			t.Fatalf("the ceremony seated %d v %d at a game of %v", g.Black, g.White, pair)
		}
		if !slices.Contains(pair, hd.DrawWinHolder) || hd.Hider != id || hd.Caller == id || !slices.Contains(pair, hd.Caller) {
			t.Fatalf("ceremony %+v for the game %v", hd, pair)
		}
		for _, w := range []string{hd.Call, hd.Up, hd.Colour} {
			if w != "black" && w != "white" && w != "" {
				t.Fatalf("ceremony %+v: colour %q", hd, w)
			}
		}
		if (warning.En == "") != (warning.Ja == "") {
			t.Fatalf("warning %+v in one language only", warning)
		}
		// A drawn final goes to the holder of the draw-win right.
		v, err := s.RecordResult(7, table, "32-32")
		if err != nil {
			t.Fatalf("32-32 after the ceremony: %v", err)
		}
		winner := g.Black
		if v.Winner == tournament.White {
			winner = g.White
		}
		if v.Winner == tournament.NoColour || winner != hd.DrawWinHolder {
			t.Fatalf("a drawn final won by %v (#%d), the draw-win right is #%d's", v.Winner, winner, hd.DrawWinHolder)
		}
		if _, err := o.Certification(); err != nil {
			fzRefusal(t, err, "certification")
		}
	})
}

// FuzzDispute checks `taikai dispute` and `taikai rule`: the claims in
// the game's grammar, the record, the notes, the two questions, then the
// ruling's result, replay, reason and penalty, at any round and table of
// an Othello, Go or Pair Go event.
func FuzzDispute(f *testing.F) {
	type c struct {
		game                                      uint8
		round, table                              int
		black, white, record, notes               string
		resumed, requested                        bool
		result                                    string
		replay                                    bool
		reason, penalty, penaltyKind, penaltyNote string
	}
	for _, x := range []c{
		{0, 1, 1, "40-24", "40-24", "棋譜どおり", "", false, false, "40-24", false, "", "", "", ""},
		{0, 1, 1, "40-24", "24-40", "", "", true, false, "33-31", false, "記録用紙による", "", "", ""},
		{0, 1, 2, "４０－２４", "", "", "", false, false, "double-loss", false, "", "1", "warning", "虚偽の申告"},
		{0, 1, 1, "", "", "", "", true, false, "no-result", true, "", "", "", ""},
		{0, 1, 1, "40-24", "24-40", "", "", false, true, "pending", false, "", "", "", ""},
		{0, 1, 1, "40-24", "24-40", "", "", false, false, "foul-black", false, "", "2", "出場停止", ""},
		{0, 1, 1, "65-0", "timeout-white", "", "", false, false, "32-32", true, "", "99", "suspension", ""},
		{1, 1, 1, "B+R", "W+3.5", "", "", true, false, "jigo", false, "", "", "", ""},
		{1, 1, 1, "B+R", "b+r", "", "", false, false, "W+0.5", false, "", "", "", ""},
		{1, 1, 1, "Ｂ＋Ｒ", "", "", "", false, false, "B+999999999999", false, "", "", "", ""},
		{2, 1, 1, "80-70", "", "", "", false, false, "B+R", false, "", "1", "other", ""},
		{0, 0, 0, "40-24", "", "", "", false, false, "40-24", false, "", "", "", ""},
		{0, -1, -1, "", "", "", "", false, false, "", false, "", "", "", ""},
		{0, 1 << 30, 9999, "40-24", "", "", "", false, false, "40-24", false, "", "", "", ""},
		{0, 1, 1, "\xff", "\x00", "\n", "\t", false, false, "clear", false, "\n", "#1", "", ""},
	} {
		f.Add(x.game, x.round, x.table, x.black, x.white, x.record, x.notes, x.resumed, x.requested, x.result, x.replay, x.reason, x.penalty, x.penaltyKind, x.penaltyNote)
	}
	f.Fuzz(func(t *testing.T, game uint8, round, table int, black, white, record, notes string, resumed, requested bool,
		result string, replay bool, reason, penalty, penaltyKind, penaltyNote string) {
		defer fzWatch("dispute")()
		g := fzGames[int(game)%3]
		s := fzDemo(t, g, 5)
		r, err := s.PairNextRound()
		if err != nil {
			t.Fatal(err)
		}
		if game&4 != 0 && len(r.Games) > 1 {
			// Another table already has a result.
			if _, err := s.RecordResult(1, r.Games[1].Table, fzResult(g, 0)); err != nil {
				t.Fatal(err)
			}
		}
		before := fzState(t, s)
		d, dec, err := s.RecordDispute(round, table, tournament.DisputeInput{Record: record, BlackClaim: black, WhiteClaim: white, Notes: notes,
			ResumedWithoutProgress: resumed, ResumeRequested: requested})
		if err != nil {
			fzInput(t, err, "RecordDispute")
			if fzState(t, s) != before {
				t.Fatalf("a refused dispute (%v) changed the event", err)
			}
		} else {
			if !slices.Contains([]string{tournament.DisputeOpen, tournament.DisputePending, tournament.DisputeRuled}, d.Status) {
				t.Fatalf("dispute status %q", d.Status)
			}
			if dec.Reason.En == "" || dec.Reason.Ja == "" {
				t.Fatalf("decision %+v without its reason", dec)
			}
			fzDisputed(t, s, round, table, d)
		}
		in := tournament.RulingInput{Result: result, Replay: replay, Reason: reason}
		if penalty != "" {
			p, err := s.FindParticipant(penalty)
			if err != nil {
				fzInput(t, err, "penalty player")
				return
			}
			in.Penalty = &tournament.Penalty{Player: p.ID, Kind: penaltyKind, Note: penaltyNote}
		}
		before = fzState(t, s)
		d, err = s.Rule(round, table, in)
		if err != nil {
			var q *tournament.Question
			if !errors.As(err, &q) {
				fzInput(t, err, "Rule")
			}
			if fzState(t, s) != before {
				t.Fatalf("a refused ruling (%v) changed the event", err)
			}
			return
		}
		if len(d.Rulings) == 0 || d.Status == tournament.DisputeOpen {
			t.Fatalf("ruled, but the dispute is %+v", d)
		}
		fzDisputed(t, s, round, table, d)
		if _, err := s.Standings(0); err != nil {
			fzRefusal(t, err, "standings")
		}
	})
}

// fzDisputed checks that the game at round/table holds dispute d, its
// last ruling the game's result, and that Disputes lists it.
func fzDisputed(t *testing.T, s *tournament.Service, round, table int, d tournament.Dispute) {
	t.Helper()
	r, err := s.Round(round)
	if err != nil {
		t.Fatal(err)
	}
	g, _, ok := r.GameAt(table)
	if !ok || g.Dispute == nil || g.Dispute.Status != d.Status || len(g.Dispute.Rulings) != len(d.Rulings) {
		t.Fatalf("round %d table %d holds %+v, not %+v", round, table, g.Dispute, d)
	}
	if n := len(d.Rulings); n > 0 {
		if g.Result == nil || g.Result.Text != d.Rulings[n-1].Result {
			t.Fatalf("ruled %q, but the game's result is %+v", d.Rulings[n-1].Result, g.Result)
		}
	}
	list, err := s.Disputes()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(list, func(dg tournament.DisputedGame) bool { return dg.Round == round && dg.Game.Table == table }) {
		t.Fatalf("Disputes does not list round %d table %d", round, table)
	}
}
