package sheets

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

func demoService(t testing.TB) *tournament.Service {
	t.Helper()
	s := atPrintTime()
	require.NoError(t, s.CreateDemo("othello"))
	return s
}

// pdfText renders sheet key and returns its text as pdftotext reads it.
func pdfText(t *testing.T, s *tournament.Service, key string, lang tournament.Lang) string {
	t.Helper()
	needTool(t, "pdftotext")
	return pdftotext(t, pdfFile(t, renderSheet(t, s, "", key, 0, lang), ""), "-layout")
}

func TestRoster_ListsEveryParticipantInReadingOrder(t *testing.T) {
	s := demoService(t)
	text := pdfText(t, s, "players", tournament.Japanese)
	ps, _ := s.Participants()
	for _, p := range ps {
		assert.Contains(t, text, p.Name)
	}
	assert.Contains(t, text, "参加者名簿")
	assert.Contains(t, text, "第17期 オセロ王座戦（デモ）")
	assert.Contains(t, text, "指定選手")
	assert.Contains(t, text, "1/1")
	// あいうえお order: あべ before いしかわ before わたなべ-like readings.
	assert.Less(t, strings.Index(text, "あべ"), strings.Index(text, "いしかわ"))
}

func TestRoster_LongNamesNeverOverflow(t *testing.T) {
	s := demoService(t)
	long := "寿限無寿限無五劫のすりきれ海砂利Suigyōmatsu長久命"
	require.Len(t, []rune(long), 30)
	_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: long, tournament.FieldReading: "じゅげむ"})
	require.NoError(t, err)
	ev, _ := s.Event()
	d := newDoc(ev, "x", Options{Lang: tournament.Japanese, Now: printTime})
	d.begin()
	for _, w := range []float64{52, 30, 15} {
		text := fitText(d.pdf, long, w-2, 13)
		assert.LessOrEqual(t, d.pdf.GetStringWidth(text), w-2, "width %v", w)
	}
	assert.Contains(t, pdfText(t, s, "players", tournament.Japanese), long[:9], "a 30-character name still prints")
}

func BenchmarkRoster500(b *testing.B) {
	s := atPrintTime()
	ev, _ := tournament.NewEvent(tournament.EventInfo{Game: "othello", Name: "bench"}, nil, printTime)
	s.Create(ev)
	s.ImportParticipants(tournament.ParticipantsCSV(tournament.DemoParticipants(500, 2)))
	sh, _ := Lookup("othello", "players")
	for b.Loop() {
		var buf bytes.Buffer
		if err := sh.Render(s, 0, Options{Lang: tournament.Japanese, Now: printTime}, &buf); err != nil {
			b.Fatal(err)
		}
	}
}
