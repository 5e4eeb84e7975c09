package tournament_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	othellogame "taikai/tournament/othello"
	pairgogame "taikai/tournament/pairgo"
	yoningame "taikai/tournament/yonin"
)

// xferLater is when the tests import: after the events were played.
var xferLater = today.Add(50 * time.Hour)

// xferImport exports s, writes the document, reads it back and imports it
// into a new event file; it returns the service over the new file and the
// export.
func xferImport(t *testing.T, s *tournament.Service) (*tournament.Service, tournament.Export) {
	t.Helper()
	x, err := s.Export()
	require.NoError(t, err)
	data, err := x.JSON()
	require.NoError(t, err)
	back, err := tournament.DecodeExport(data)
	require.NoError(t, err)
	back.Source = "event.json"
	file := filepath.Join(t.TempDir(), "imported.taikai")
	opts := []tournament.Option{tournament.WithClock(func() time.Time { return xferLater }), tournament.WithArbiter("移行担当")}
	require.NoError(t, storage.CreateWith(file, func(st tournament.Store) error { return tournament.ImportEvent(st, back, opts...) }))
	b, err := storage.Open(file)
	require.NoError(t, err)
	t.Cleanup(func() { b.Close() })
	return tournament.NewService(b, opts...), x
}

// xferSame checks what every game's round trip keeps: the event, the
// participants (IDs kept, and the next ID above them), the rounds
// (pairings, results, disputes and rulings), the records, the audit log
// with one entry more, and that exporting again writes the same document.
func xferSame(t *testing.T, s, s2 *tournament.Service, x tournament.Export) {
	t.Helper()
	xferKept(t, s, s2, (*tournament.Service).Event)
	ps := xferKept(t, s, s2, (*tournament.Service).Participants, "participants with their IDs")
	rs, _ := s.Rounds()
	rs2, err := s2.Rounds()
	require.NoError(t, err)
	if len(rs)+len(rs2) > 0 { // a memory store has no rounds as [], a file as nil
		assert.Equal(t, rs, rs2, "pairings and results")
	}
	xferKept(t, s, s2, (*tournament.Service).Disputes, "disputes and rulings")
	st, _ := s.State()
	st2, err := s2.State()
	require.NoError(t, err)
	assert.Equal(t, st.Records, st2.Records, "the discipline's records, by key")

	log, _ := s.AuditLog()
	log2, err := s2.AuditLog()
	require.NoError(t, err)
	require.Len(t, log2, len(log)+1)
	assert.Equal(t, log, log2[:len(log)], "the audit log, numbering kept")
	imp := log2[len(log)]
	assert.Equal(t, len(log)+1, imp.Seq)
	assert.Equal(t, "event.import", imp.Action)
	assert.Equal(t, "移行担当", imp.Arbiter)
	assert.True(t, imp.Time.Equal(xferLater))
	assert.Contains(t, imp.Detail, fmt.Sprintf(`imported from "event.json" (taikai-event version %d, exported `, x.Version))
	assert.Contains(t, imp.Detail, fmt.Sprintf("%d participants, %d rounds", len(ps), len(rs)))

	// Exporting the imported event writes the same document, but for the
	// time and the import's audit entry.
	y, err := s2.Export()
	require.NoError(t, err)
	require.Equal(t, imp, y.Audit[len(y.Audit)-1])
	y.Audit = y.Audit[:len(y.Audit)-1]
	y.Exported = x.Exported
	a, err := x.JSON()
	require.NoError(t, err)
	b, err := y.JSON()
	require.NoError(t, err)
	assert.Equal(t, string(a), string(b))

}

// xferKept checks that s2, the import of s, gives what s gives by get
// (s's error not checked), and returns what s gives.
func xferKept[T any](t *testing.T, s, s2 *tournament.Service, get func(*tournament.Service) (T, error), msg ...any) T {
	t.Helper()
	v, _ := get(s)
	v2, err := get(s2)
	require.NoError(t, err)
	assert.Equal(t, v, v2, msg...)
	return v
}

// xferRefused checks that err refuses an import as of kind, saying en in
// English and ja in Japanese, after the words every refusal begins with.
func xferRefused(t *testing.T, err error, kind error, en, ja string) {
	t.Helper()
	require.Error(t, err)
	require.ErrorIs(t, err, kind)
	assert.Contains(t, err.Error(), "cannot import the event: ")
	assert.Contains(t, err.Error(), en)
	jaErr := tournament.Localize(err, tournament.Japanese)
	assert.Contains(t, jaErr, "大会を取り込めません：")
	assert.Contains(t, jaErr, ja)
	assert.NotContains(t, err.Error()+jaErr, "%!", "a message with the wrong arguments")
}

// xferNextID checks that a participant added after the import gets an ID
// above every one.
func xferNextID(t *testing.T, s2 *tournament.Service) {
	t.Helper()
	ps, err := s2.Participants()
	require.NoError(t, err)
	p, err := s2.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "追加 参加者", tournament.FieldClub: "移行後"})
	require.NoError(t, err)
	assert.Equal(t, ps[len(ps)-1].ID+1, p.ID)
}

// xferPlay pairs rounds 1 to rounds of s and calls play for each game
// of round n that is not a bye.
func xferPlay(t *testing.T, s *tournament.Service, rounds int, play func(n int, g tournament.Game)) {
	t.Helper()
	for n := 1; n <= rounds; n++ {
		r, err := s.PairNextRound()
		require.NoError(t, err)
		for _, g := range r.Games {
			if !g.IsBye() {
				play(n, g)
			}
		}
	}
}

// xferSameStandings checks that s and its import s2 have the same
// standings after each round of after, and returns s2's after the last.
func xferSameStandings(t *testing.T, s, s2 *tournament.Service, after ...int) tournament.Table {
	t.Helper()
	var st2 tournament.Table
	for _, n := range after {
		st, err := s.Standings(n)
		require.NoError(t, err)
		st2, err = s2.Standings(n)
		require.NoError(t, err)
		assert.Equal(t, st, st2, "standings after round %d", n)
	}
	return st2
}

func TestExport_OthelloEventRoundTrip(t *testing.T) {
	s := atToday(tournament.WithArbiter("審判A"))
	require.NoError(t, s.CreateDemoWith("othello", 24))
	require.NoError(t, s.ChangeSettings(map[string]string{"venue": "会場 <東館> & 西館", "bp_c": "32"}))
	rng := rand.New(rand.NewPCG(15, 15))
	for n := 1; n <= 6; n++ {
		r, err := s.PairNextRound()
		require.NoError(t, err)
		if n == 1 {
			require.NoError(t, s.PublishRound(1))
			// Table 1 is disputed, held 勝敗預かり, then ruled with a penalty.
			for _, g := range r.Games[1:] {
				if !g.IsBye() {
					_, err := s.RecordResult(1, g.Table, "40-24")
					require.NoError(t, err)
				}
			}
			_, _, err = s.RecordDispute(1, 1, tournament.DisputeInput{Record: "棋譜どおり", BlackClaim: "33-31", WhiteClaim: "31-33", ResumedWithoutProgress: true})
			require.NoError(t, err)
			_, err = s.Rule(1, 1, tournament.RulingInput{Result: "33-31", Reason: "再現局面により黒の主張を認める",
				Penalty: &tournament.Penalty{Player: r.Games[0].White, Kind: tournament.PenaltyWarning, Note: "虚偽の主張"}})
			require.NoError(t, err)
			// A withdrawal from round 3, an absence in round 2.
			require.NoError(t, s.Withdraw(r.Games[1].Black, 3))
			require.NoError(t, s.SetAbsent(r.Games[2].Black, 2, true))
			continue
		}
		playRandom(t, s, n, rng)
	}
	_, _, err := othellogame.Of(s).EarlyFinalCheck()
	require.NoError(t, err)
	_, _, err = othellogame.Of(s).PairFinals()
	require.NoError(t, err)
	hiddenDisc(t, s, 7, 1, "black", "white", "draw-win", "white")
	_, err = s.RecordResult(7, 1, "both-timeout")
	require.NoError(t, err)

	s2, x := xferImport(t, s)
	assert.Equal(t, 3, x.Version, "the final's hidden disc is Othello's own record (version 3)")
	assert.Len(t, x.Rounds, 7)
	assert.Equal(t, "第17期 オセロ王座戦（デモ）", x.Event.Name)
	xferSame(t, s, s2, x)
	xferSameStandings(t, s, s2, 0, 1, 3, 6)
	c, err := othellogame.Of(s).Certification()
	require.NoError(t, err)
	c2, err := othellogame.Of(s2).Certification()
	require.NoError(t, err)
	assert.Equal(t, c, c2, "final places and certificates")
	ds, _ := s2.Disputes()
	require.Len(t, ds, 1)
	require.Len(t, ds[0].Game.Dispute.Rulings, 2)
	assert.Equal(t, "虚偽の主張", ds[0].Game.Dispute.Rulings[1].Penalty.Note)

	// The imported event goes on like the first one.
	_, err = s2.RecordResult(6, 1, "64-0")
	require.NoError(t, err)
	log, _ := s2.AuditLog()
	assert.Equal(t, "result", log[len(log)-1].Action)
	xferNextID(t, s2)
}

func TestExport_DocumentIsReadable(t *testing.T) {
	s := demo(t, 4)
	require.NoError(t, s.ChangeSettings(map[string]string{"venue": "会場 <東館> & 西館"}))
	x, err := s.Export()
	require.NoError(t, err)
	data, err := x.JSON()
	require.NoError(t, err)
	text := string(data)
	assert.True(t, strings.HasPrefix(text, "{\n  \"format\": \"taikai-event\",\n  \"version\": 1,\n  \"exported\": \"2026-11-21T10:00:00Z\",\n"), text[:120])
	assert.True(t, strings.HasSuffix(text, "}\n"))
	assert.Contains(t, text, `"venue": "会場 <東館> & 西館"`, "UTF-8, no HTML escaping")
	assert.Regexp(t, `"rank": "(\d+[dk]|pro|)"`, text, "ranks as text")
	assert.NotContains(t, text, `"Kind"`)
	assert.Contains(t, text, `"records": []`)
	assert.Contains(t, text, `"action": "players.import"`)
	// json.Marshal writes the same document, compact.
	compact, err := json.Marshal(x)
	require.NoError(t, err)
	var buf bytes.Buffer
	require.NoError(t, json.Compact(&buf, data))
	assert.JSONEq(t, buf.String(), string(compact))
	var y tournament.Export
	require.NoError(t, json.Unmarshal(data, &y))
	assert.Equal(t, x, y)
}

func TestExport_GoEventRoundTrip(t *testing.T) {
	s := goEvent(t, "5d", "1k", "3d+", "3d", "2k", "4k", "pro", "")
	rng := rand.New(rand.NewPCG(4, 4))
	results := []string{"B+R", "W+3.5", "B+T", "W+R", "jigo"}
	xferPlay(t, s, 3, func(n int, g tournament.Game) {
		if n == 2 && g.Table == 1 {
			_, _, err := s.RecordDispute(2, 1, tournament.DisputeInput{BlackClaim: "B+2.5", WhiteClaim: "W+0.5", ResumedWithoutProgress: true})
			require.NoError(t, err)
			return
		}
		for {
			if _, err := s.RecordResult(n, g.Table, results[rng.IntN(len(results))]); err == nil {
				break
			}
		}
	})
	_, err := s.RuleDispute(2, 1, "W+0.5", false, "整地のやり直しにより白の半目勝ち")
	require.NoError(t, err)
	s2, x := xferImport(t, s)
	assert.Equal(t, 3, x.Version, "the handicaps are Go's own records (version 3)")
	xferSame(t, s, s2, x)
	assert.Equal(t, 3, xferSameStandings(t, s, s2, 0).After)
	rs, _ := s2.Rounds()
	assert.NotNil(t, handicapOf(t, s2, rs[0].Games[0]), "handicaps kept")
	xferNextID(t, s2)
}

func TestExport_PairGoEventRoundTrip(t *testing.T) {
	s := atToday()
	require.NoError(t, s.CreateDemoWith("pairgo", 6))
	xferPlay(t, s, 3, func(n int, g tournament.Game) {
		if n == 1 && g.Table == 1 {
			_, err := pairgogame.Of(s).RecordRotationError(1, 1, "black")
			require.NoError(t, err)
		}
		_, err := s.RecordResult(n, g.Table, fmt.Sprintf("%d-%d", 50+g.Table, 60-n))
		require.NoError(t, err)
	})
	s2, x := xferImport(t, s)
	assert.Equal(t, 3, x.Version, "the pair points, handicaps and rotation errors are Pair Go's own records (version 3)")
	pairs := 0
	for _, p := range x.Participants {
		if p.IsPair() {
			pairs++
			assert.NotZero(t, p.Captain)
		}
	}
	assert.Equal(t, 6, pairs)
	xferSame(t, s, s2, x)
	xferSameStandings(t, s, s2, 0)
	rs, _ := s2.Rounds()
	assert.Equal(t, [2]int{1, 0}, pairgogame.RotationErrorsOf(rs[0].Games[0]))
	xferNextID(t, s2)
}

func TestExport_YoninEventRoundTrip(t *testing.T) {
	s := yoninEvent(t, 12)
	y := yoningame.Of(s)
	st := seatPrelims(t, s)
	require.Len(t, st.Tables, 3)
	for i, tb := range st.Tables {
		_, err := y.RecordYoninGame("予選", tb.Name, "2<1,3<1,4<1", "", false)
		require.NoError(t, err, "table %s", tb.Name)
		if i == 0 {
			_, err = y.RecordYoninGame("予選", tb.Name, "", "", true) // 千日手
			require.NoError(t, err)
		}
	}
	_, err := y.SeatNextStage("予選", "決勝")
	require.NoError(t, err)
	_, err = y.RecordYoninGame("決勝", "A", "2<1,3<1,4<1", "", false)
	require.NoError(t, err)

	s2, x := xferImport(t, s)
	assert.Equal(t, 1, x.Version, "nothing a Taikai of version 1 cannot read")
	require.Len(t, x.Records, 2)
	assert.Equal(t, []int{1, 2}, []int{x.Records[0].Key, x.Records[1].Key})
	xferSame(t, s, s2, x)
	for _, stage := range []string{"予選", "決勝"} {
		rows, st, err := y.YoninStandings(stage)
		require.NoError(t, err)
		rows2, st2, err := yoningame.Of(s2).YoninStandings(stage)
		require.NoError(t, err)
		assert.Equal(t, rows, rows2, stage)
		assert.Equal(t, st, st2, stage)
	}
	a, err := y.YoninAdvancement("予選")
	require.NoError(t, err)
	a2, err := yoningame.Of(s2).YoninAdvancement("予選")
	require.NoError(t, err)
	assert.Equal(t, a, a2)
	// The imported event goes on: the final's next game.
	_, err = yoningame.Of(s2).RecordYoninGame("決勝", "A", "1<2,3<2,4<2", "", false)
	require.NoError(t, err)
	xferNextID(t, s2)
}

// xferDoc is a small played export as a document, for the refusals.
func xferDoc(t testing.TB) []byte {
	t.Helper()
	s := demo(t, 5)
	_, err := s.PairNextRound()
	require.NoError(t, err)
	_, err = s.RecordResult(1, 1, "40-24")
	require.NoError(t, err)
	x, err := s.Export()
	require.NoError(t, err)
	data, err := x.JSON()
	require.NoError(t, err)
	return data
}

// xferEdit returns the document data with fn applied to it as JSON values.
func xferEdit(t *testing.T, data []byte, fn func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal(data, &m))
	fn(m)
	out, err := json.Marshal(m)
	require.NoError(t, err)
	return out
}

func TestImportEvent_RefusesWithAClearMessage(t *testing.T) {
	doc := xferDoc(t)
	for _, tc := range []struct {
		name   string
		data   []byte
		kind   error
		en, ja string
	}{
		{"newer version", xferEdit(t, doc, func(m map[string]any) { m["version"] = 6; m["new_field"] = true }), tournament.ErrNewerFile,
			"written by a newer Taikai (format version 6; this Taikai reads versions up to 5): update Taikai", "新しい版の Taikai"},
		{"version zero", xferEdit(t, doc, func(m map[string]any) { m["version"] = 0 }), tournament.ErrInvalidInput, `"version" is 0`, "1 以上の整数"},
		{"version as text", xferEdit(t, doc, func(m map[string]any) { m["version"] = "1" }), tournament.ErrInvalidInput, `"version" is "1"`, "version"},
		{"unknown format", xferEdit(t, doc, func(m map[string]any) { m["format"] = "tournament-export" }), tournament.ErrNotEventFile,
			`not a Taikai event export (its "format" is "tournament-export", not "taikai-event")`, "大会書き出しファイルではありません"},
		{"no format", []byte(`{"participants": []}`), tournament.ErrNotEventFile, `"format" is none`, "大会書き出しファイルではありません"},
		{"another JSON", []byte(`[1, 2, 3]`), tournament.ErrInvalidInput, "holds a JSON array, not an event export", "配列"},
		{"unknown game", xferEdit(t, doc, func(m map[string]any) { m["event"].(map[string]any)["game"] = "chess" }), tournament.ErrInvalidInput,
			`"chess" event, a game this Taikai does not run (it runs othello,`, "「chess」の大会"},
		{"cut short", doc[:len(doc)/2], tournament.ErrInvalidInput, "not valid JSON (damaged or cut short?): line ", "途中で切れて"},
		{"damaged", bytes.Replace(doc, []byte(`"participants": [`), []byte(`"participants": [,`), 1), tournament.ErrInvalidInput, "not valid JSON (damaged or cut short?): line ", "行"},
		{"empty", []byte(" \n"), tournament.ErrInvalidInput, "the file is empty", "ファイルが空"},
		{"not UTF-8", append([]byte("{\n\"format\": \"taikai-event\", \"x\": \""), 0x82, 0xa0, '"', '}'), tournament.ErrInvalidInput, "not UTF-8 text (line 2, column 33)", "UTF-8"},
		{"wrong type", bytes.Replace(doc, []byte(`"id": 3,`), []byte(`"id": "3",`), 1), tournament.ErrInvalidInput,
			`"participants.id" is a JSON string where a whole number was expected`, "整数"},
		{"unknown field", bytes.Replace(doc, []byte(`"id": 3,`), []byte(`"id": 3, "nickname": "x",`), 1), tournament.ErrInvalidInput,
			`the field "nickname" is not one of a Taikai event export of version 5`, "nickname"},
		{"bad rank", xferEdit(t, doc, func(m map[string]any) {
			m["participants"].([]any)[2].(map[string]any)["rank"] = "10d"
		}), tournament.ErrInvalidInput, `participant 3 (`, `段級位「10d」`},
		{"duplicate ID", xferEdit(t, doc, func(m map[string]any) {
			m["participants"].([]any)[1].(map[string]any)["id"] = 1
		}), tournament.ErrInvalidInput, "two participants have the ID 1", "ID が同じ 1"},
		{"ID zero", xferEdit(t, doc, func(m map[string]any) {
			m["participants"].([]any)[1].(map[string]any)["id"] = 0
		}), tournament.ErrInvalidInput, "has the ID 0: IDs are whole numbers from 1", "ID が 0"},
		{"round names a stranger", xferEdit(t, doc, func(m map[string]any) {
			m["participants"] = m["participants"].([]any)[:4]
		}), tournament.ErrInvalidInput, "names participant 5, whom the event does not have", "参加者 5 はこの大会にいません"},
		{"hidden disc names a stranger", xferEdit(t, doc, func(m map[string]any) {
			g := m["rounds"].([]any)[0].(map[string]any)["games"].([]any)[0].(map[string]any)
			g["hidden_disc"] = map[string]any{"Hider": 99, "Caller": g["black"], "DrawWinHolder": 99}
		}), tournament.ErrInvalidInput, "round 1 table 1: the hidden disc names participant 99, whom the event does not have", "伏せ石の記録の参加者 99 はこの大会にいません"},
		{"a record that does not read", xferEdit(t, doc, func(m map[string]any) {
			m["version"] = 3
			m["rounds"].([]any)[0].(map[string]any)["games"].([]any)[0].(map[string]any)["extra"] = map[string]any{"hidden_disc": "black"}
		}), tournament.ErrInvalidInput, "round 1 table 1: the hidden disc does not read", "伏せ石の記録が読めません"},
		{"rounds not 1, 2, 3", xferEdit(t, doc, func(m map[string]any) {
			m["rounds"].([]any)[0].(map[string]any)["number"] = 2
		}), tournament.ErrInvalidInput, "the rounds are numbered [2]: they must run 1, 2, 3", "回戦の番号"},
		{"final before the preliminaries end", xferEdit(t, doc, func(m map[string]any) {
			m["rounds"].([]any)[0].(map[string]any)["final"] = true
		}), tournament.ErrInvalidInput, "round 1 is a final round, but the event has 6 preliminary rounds", "決勝"},
		{"bad setting", xferEdit(t, doc, func(m map[string]any) {
			m["event"].(map[string]any)["settings"].(map[string]any)["rounds"] = "many"
		}), tournament.ErrInvalidInput, "the event's settings: setting rounds: \"many\" is not a whole number", "大会の設定"},
		{"unknown setting", xferEdit(t, doc, func(m map[string]any) {
			m["event"].(map[string]any)["settings"].(map[string]any)["mate_points"] = "2"
		}), tournament.ErrInvalidInput, `unknown setting "mate_points" for Othello events`, "mate_points"},
		{"bad date", xferEdit(t, doc, func(m map[string]any) { m["event"].(map[string]any)["date"] = "21/11/2026" }), tournament.ErrInvalidInput,
			`date "21/11/2026" is not a date YYYY-MM-DD`, "日付"},
		{"audit renumbered", xferEdit(t, doc, func(m map[string]any) {
			m["audit"].([]any)[1].(map[string]any)["seq"] = 7
		}), tournament.ErrInvalidInput, "audit entry 2 is numbered 7", "操作履歴"},
		{"record not an object", xferEdit(t, doc, func(m map[string]any) {
			m["records"] = []any{map[string]any{"key": 1, "data": []any{1}}}
		}), tournament.ErrInvalidInput, "record 1 is not a JSON object", "記録 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := storage.NewMemory()
			x, err := tournament.DecodeExport(tc.data)
			if err == nil {
				err = tournament.ImportEvent(st, x)
			}
			xferRefused(t, err, tc.kind, tc.en, tc.ja)
			xferEmpty(t, st)
		})
	}
}

// xferEmpty fails t unless st holds nothing.
func xferEmpty(t *testing.T, st tournament.Store) {
	t.Helper()
	require.NoError(t, st.View(func(r tournament.Reader) error {
		snap, err := r.Snapshot(tournament.Snapshot{})
		require.NoError(t, err)
		assert.True(t, snap.Equal(tournament.Snapshot{}), "nothing written")
		log, err := r.Audit()
		require.NoError(t, err)
		assert.Empty(t, log)
		return nil
	}))
}

func TestImportEvent_RefusesATargetThatIsNotEmpty(t *testing.T) {
	x, err := tournament.DecodeExport(xferDoc(t))
	require.NoError(t, err)
	s := demo(t, 3)
	before, _ := s.State()
	logBefore, _ := s.AuditLog()
	err = tournament.ImportEvent(s.Store(), x)
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), `the target already holds an event ("x"): an event is imported into a new, empty file only; nothing was changed`)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "すでに大会")
	after, _ := s.State()
	assert.Equal(t, before, after)
	logAfter, _ := s.AuditLog()
	assert.Equal(t, logBefore, logAfter)

	// An empty store takes it once, and only once.
	st := storage.NewMemory()
	require.NoError(t, tournament.ImportEvent(st, x))
	require.ErrorContains(t, tournament.ImportEvent(st, x), "already holds an event")
}

func TestImportEvent_ChecksAnExportBuiltInGo(t *testing.T) {
	x, err := tournament.DecodeExport(xferDoc(t))
	require.NoError(t, err)
	bad := x
	bad.Version = tournament.ExportVersion + 1
	require.ErrorIs(t, tournament.ImportEvent(storage.NewMemory(), bad), tournament.ErrNewerFile)
	bad = x
	bad.Format = ""
	require.ErrorIs(t, tournament.ImportEvent(storage.NewMemory(), bad), tournament.ErrNotEventFile)
	bad = x
	bad.Event.Game = "chess"
	require.ErrorContains(t, tournament.ImportEvent(storage.NewMemory(), bad), `"chess"`)
	// Participants, rounds and records in any order are put in order; the
	// export is not changed.
	shuffled := x
	shuffled.Participants = []tournament.Participant{x.Participants[4], x.Participants[0], x.Participants[3], x.Participants[2], x.Participants[1]}
	st := storage.NewMemory()
	require.NoError(t, tournament.ImportEvent(st, shuffled))
	assert.Equal(t, 5, shuffled.Participants[0].ID)
	ps, err := tournament.NewService(st).Participants()
	require.NoError(t, err)
	assert.Equal(t, x.Participants, ps)
}

// FuzzImportEvent reads any document: it is refused with a message in
// both languages, or imported; never a panic. An imported event exports,
// imports and exports again to the same document, and its standings,
// disputes and stages can be read.
func FuzzImportEvent(f *testing.F) {
	doc := xferDoc(f)
	f.Add(doc)
	f.Add(doc[:len(doc)/3])
	f.Add(bytes.Replace(doc, []byte(`"version": 1`), []byte(`"version": 2`), 1))
	f.Add(bytes.Replace(doc, []byte(`"othello"`), []byte(`"yonin"`), 1))
	f.Add([]byte(`{"format":"taikai-event","version":1,"event":{"game":"yonin","name":"y","date":"2026-01-02"},` +
		`"participants":[{"id":1,"name":"a","rank":"3d"},{"id":2,"name":"b","rank":""},{"id":3,"name":"c","rank":"pro","members":[1,2],"captain":1}],` +
		`"rounds":[],"records":[{"key":1,"data":{"order":1,"name":"予選","tables":[{"name":"A","seats":[1,2,0,0]}]}}],"audit":[]}`))
	f.Add([]byte(`{"format":"taikai-event","version":1,"event":{"game":"go","name":"g","date":"2026-01-02","settings":{"rounds":"3"}},` +
		`"participants":[{"id":7,"name":"a","rank":"3d+"},{"id":9,"name":"b","rank":"1k"}],` +
		`"rounds":[{"number":1,"games":[{"table":1,"black":9,"white":7,"why":{"En":"","Ja":""},"result":{"text":"B+R","arbiter":"","recorded":"2026-01-02T00:00:00Z"}}],"paired_at":"2026-01-02T00:00:00Z"}],` +
		`"records":[],"audit":[{"seq":1,"time":"2026-01-02T00:00:00Z","arbiter":"a","action":"event.create","detail":""}]}`))
	f.Add([]byte(`{"format":"taikai-event","version":1,"event":{"game":"othello","name":"o","date":"2026-01-02","settings":{"rounds":"1","early_final":"false"}},` +
		`"participants":[{"id":1,"name":"a","rank":"3d","absent":[2]},{"id":2,"name":"b","withdrawn_from":2},{"id":3,"name":"c","rank":"pro","flags":["designated"]}],` +
		`"rounds":[{"number":1,"early_finalists":[3],"games":[{"table":1,"black":1,"white":2,"why":{"En":"","Ja":""},"result":{"text":"40-24","arbiter":"","recorded":"2026-01-02T00:00:00Z"}}],"paired_at":"2026-01-02T00:00:00Z"},` +
		`{"number":2,"final":true,"games":[{"table":1,"black":3,"white":1,"why":{"En":"","Ja":""},"hidden_disc":{"Hider":3,"Caller":1,"Call":"black","Up":"white","Choice":"draw-win","Colour":"white","DrawWinHolder":3,"Reason":{"En":"","Ja":""}},` +
		`"dispute":{"status":"ruled","opened":"2026-01-02T00:00:00Z","rulings":[{"result":"both-timeout","reason":{"En":"","Ja":""},"arbiter":"","time":"2026-01-02T00:00:00Z","penalty":{"player":1,"kind":"warning"}}]},` +
		`"result":{"text":"both-timeout","arbiter":"","recorded":"2026-01-02T00:00:00Z"}}],"paired_at":"2026-01-02T00:00:00Z"}],"records":[],"audit":[]}`))
	// An export of version 2 of three sections (Othello, Go, Pair Go) with
	// the games' own fields beside the shared ones (issue 26).
	if old, err := os.ReadFile("testdata/export-v2-schema5.json"); err == nil {
		f.Add(old)
	}
	f.Add([]byte(`null`))
	f.Add([]byte("\xef\xbb\xbf{}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		x, err := tournament.DecodeExport(data)
		if err == nil {
			err = tournament.ImportEvent(storage.NewMemory(), x)
		}
		if err != nil {
			var p *tournament.Problem
			require.ErrorAs(t, err, &p, "a refusal the person can read: %v", err)
			require.NotEmpty(t, p.En)
			require.NotEmpty(t, p.Ja)
			return
		}
		st := storage.NewMemory()
		require.NoError(t, tournament.ImportEvent(st, x))
		s := tournament.NewService(st)
		y, err := s.Export()
		require.NoError(t, err)
		st2 := storage.NewMemory()
		require.NoError(t, tournament.ImportEvent(st2, y))
		z, err := tournament.NewService(st2).Export()
		require.NoError(t, err)
		z.Audit = z.Audit[:len(z.Audit)-1]
		z.Exported = y.Exported
		a, err := y.JSON()
		require.NoError(t, err)
		b, err := z.JSON()
		require.NoError(t, err)
		require.Equal(t, string(a), string(b))
		// What the screens read of it, and the next round, never panic.
		_, _ = s.Standings(0)
		_, _ = s.Standings(1)
		_, _ = s.Disputes()
		_, _ = s.ScoresBefore()
		switch x.Event.Game {
		case "othello":
			o := othellogame.Of(s)
			_, _ = o.Certification()
			_, _ = o.Crosstable()
			_, _, _ = o.EarlyFinalCheck()
			_, _ = o.RatingReport()
			_, _, _ = o.PairFinals()
		case "yonin":
			sts, _ := yoningame.Of(s).Stages()
			for _, stage := range sts {
				_, _, _ = yoningame.Of(s).YoninStandings(stage.Name)
				_, _ = yoningame.Of(s).YoninAdvancement(stage.Name)
			}
		}
		_, _ = s.PairNextRound()
	})
}
