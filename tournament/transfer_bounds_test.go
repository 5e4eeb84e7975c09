package tournament_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	othellogame "taikai/tournament/othello"
	yoningame "taikai/tournament/yonin"
)

// Issue 23: an import goes through the same rules as typing, all or
// nothing: every result through the game's grammar, every number in
// bounds, every reference resolved.

// xferGame returns game i of round 1 of an edited document.
func xferGame(m map[string]any, i int) map[string]any {
	return m["rounds"].([]any)[0].(map[string]any)["games"].([]any)[i].(map[string]any)
}

// xferImportEdited imports the document doc, edited by edit, into a new
// store held in memory; it returns the store and why the document does
// not decode or import.
func xferImportEdited(t *testing.T, doc []byte, edit func(m map[string]any)) (*storage.Memory, error) {
	t.Helper()
	st := storage.NewMemory()
	x, err := tournament.DecodeExport(xferEdit(t, doc, edit))
	if err == nil {
		err = tournament.ImportEvent(st, x)
	}
	return st, err
}

func TestImportEvent_Issue23ImpossibleResultsAndNumbersOutOfBoundsAreRefused(t *testing.T) {
	doc := xferDoc(t) // round 1: table 1 40-24, table 2 unplayed, a bye
	for _, tc := range []struct {
		name   string
		edit   func(m map[string]any)
		en, ja string
	}{
		{"result 99-99", func(m map[string]any) { xferGame(m, 0)["result"].(map[string]any)["text"] = "99-99" },
			`round 1 table 1: the result "99-99"`, "1 回戦 1 番卓：結果「99-99」"},
		{"result of no grammar", func(m map[string]any) { xferGame(m, 0)["result"].(map[string]any)["text"] = "black wins" },
			`round 1 table 1: the result "black wins"`, "結果「black wins」"},
		{"a card the rules would ask about", func(m map[string]any) { xferGame(m, 0)["result"].(map[string]any)["text"] = "38-24" },
			`round 1 table 1: the result "38-24"`, "結果「38-24」"},
		{"table 10^12", func(m map[string]any) { xferGame(m, 1)["table"] = 1e12 },
			"round 1 table 1000000000000: a table number is from 1 to 9999", "卓番号は 1〜9999"},
		{"table 0 for a game", func(m map[string]any) { xferGame(m, 1)["table"] = 0 },
			"round 1 table 0: a table number is from 1 to 9999", "不戦勝には卓番号がありません"},
		{"a result on the bye", func(m map[string]any) {
			xferGame(m, 2)["result"] = map[string]any{"text": "40-24", "arbiter": "x", "recorded": "2026-11-21T10:00:00Z"}
		}, "the bye of participant", "不戦勝に結果があります"},
		{"ID 10^12", func(m map[string]any) { m["participants"].([]any)[4].(map[string]any)["id"] = 1e12 },
			"has the ID 1000000000000: IDs are whole numbers from 1 to 999999", "ID は 1〜999999 の整数です"},
		{"records in an Othello event", func(m map[string]any) { m["records"] = []any{map[string]any{"key": 1, "data": map[string]any{}}} },
			"keeps no records of its own, but the export has 1", "独自の記録はありません"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st, err := xferImportEdited(t, doc, tc.edit)
			xferRefused(t, err, tournament.ErrInvalidInput, tc.en, tc.ja)
			xferEmpty(t, st)
		})
	}
}

func TestImportEvent_Issue23YoninStageNamingAStrangerOrAnImpossibleGameIsRefused(t *testing.T) {
	s := yoninEvent(t, 8)
	y := yoningame.Of(s)
	st := seatPrelims(t, s)
	_, err := y.RecordYoninGame("予選", st.Tables[0].Name, "2<1,3<1,4<1", "", false)
	require.NoError(t, err)
	x, err := s.Export()
	require.NoError(t, err)
	doc, err := x.JSON()
	require.NoError(t, err)

	stage := func(m map[string]any) map[string]any {
		return m["records"].([]any)[0].(map[string]any)["data"].(map[string]any)
	}
	for _, tc := range []struct {
		name string
		edit func(m map[string]any)
		en   string
	}{
		{"a stranger seated", func(m map[string]any) {
			stage(m)["tables"].([]any)[1].(map[string]any)["seats"].([]any)[0] = 777
		}, "participant 777 is not one of the event"},
		{"a game the rules refuse", func(m map[string]any) {
			g := stage(m)["tables"].([]any)[0].(map[string]any)["games"].([]any)[0].(map[string]any)["game"].(map[string]any)
			g["eliminations"] = []any{}
			g["parent"] = 9
		}, "its games do not follow the rules"},
		{"stage under another key", func(m map[string]any) { m["records"].([]any)[0].(map[string]any)["key"] = 5 }, "record 5 holds stage 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st, err := xferImportEdited(t, doc, tc.edit)
			require.ErrorIs(t, err, tournament.ErrInvalidInput)
			assert.Contains(t, err.Error(), tc.en)
			assert.Contains(t, tournament.Localize(err, tournament.Japanese), "大会を取り込めません：")
			xferEmpty(t, st)
		})
	}
}

func TestImportGames_Issue23TableAndRoundOutOfBoundsAreRefused(t *testing.T) {
	s := demo(t, 4)
	ps, _ := s.Participants()
	for _, tc := range []struct{ round, table, want string }{
		{"1", "99999", `"99999" is not a table number (1 to 9999)`},
		{"1000000000000", "1", `"1000000000000" is not a round number (1 to 999)`},
	} {
		csv := "round,table,black,white,black_discs,white_discs,outcome\n" +
			fmt.Sprintf("%s,%s,%s,%s,40,24,\n", tc.round, tc.table, ps[0].Name, ps[1].Name)
		_, err := othellogame.Of(s).ImportGames([]byte(csv))
		require.ErrorIs(t, err, tournament.ErrInvalidInput)
		assert.Contains(t, err.Error(), tc.want)
		rs, _ := s.Rounds()
		assert.Empty(t, rs, "nothing imported")
	}
}
