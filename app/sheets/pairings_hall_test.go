package sheets

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/internal/byid"
	"taikai/tournament"
)

// word is one word of a PDF page as pdftotext -bbox reads it; its height is
// the font size in points.
type word struct {
	text   string
	height float64
}

// words renders sheet key of round n and returns its words with their sizes.
func words(t *testing.T, s *tournament.Service, key string, n int) []word {
	t.Helper()
	needTool(t, "pdftotext")
	out := pdftotext(t, pdfFile(t, renderSheet(t, s, "", key, n, tournament.Japanese), ""), "-bbox")
	var ws []word
	re := regexp.MustCompile(`<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)</word>`)
	for _, m := range re.FindAllStringSubmatch(out, -1) {
		y0, _ := strconv.ParseFloat(m[1], 64)
		y1, _ := strconv.ParseFloat(m[2], 64)
		ws = append(ws, word{text: m[3], height: y1 - y0})
	}
	return ws
}

// sizeOf returns the size of the first word w (0 if absent).
func sizeOf(ws []word, w string) float64 {
	for _, x := range ws {
		if x.text == w {
			return x.height
		}
	}
	return 0
}

// rawText renders sheet key of round n as pdftotext -raw reads it.
func rawText(t *testing.T, s *tournament.Service, key string, n int, lang tournament.Lang) string {
	t.Helper()
	return text(t, renderSheet(t, s, "", key, n, lang))
}

// Each player on the list by table has the number, the club and the score
// before the round (勝数) under the name.
func TestPairingsByTable_NumberClubAndScoreUnderEachName(t *testing.T) {
	s := playedEvent(t)
	r, err := s.Round(5)
	require.NoError(t, err)
	scores, err := s.ScoresBefore()
	require.NoError(t, err)
	ps, _ := s.Participants()
	byID := byid.Participants(ps)
	sub := func(id int) string {
		return fmt.Sprintf("No.%d %s %s勝", id, byID[id].Club, scores[5][id])
	}
	got := rawText(t, s, "pairings", 5, tournament.Japanese)
	someScore := false
	for _, g := range r.Games {
		if g.IsBye() {
			assert.Contains(t, got, "不戦勝（バイ）："+byID[g.Black].Name+" "+sub(g.Black))
			continue
		}
		assert.Regexp(t, fmt.Sprintf(`(?m)^%d %s %s\n%s %s$`, g.Table, byID[g.Black].Name, byID[g.White].Name,
			regexp.QuoteMeta(sub(g.Black)), regexp.QuoteMeta(sub(g.White))), got)
		someScore = someScore || scores[5][g.Black] > 0
	}
	assert.True(t, someScore, "round 5 is played with scores")

	en := rawText(t, s, "pairings", 5, tournament.English)
	assert.Regexp(t, `#\d+ \S+ \d+(\.5)? wins?\b`, en)
}

// Names are printed at 14 pt or more; the Go handicap in the size of the
// names, on two lines (置石N子 / コミ).
func TestPairingsByTable_GoHandicapInTheSizeOfTheNames(t *testing.T) {
	s := atPrintTime()
	require.NoError(t, s.CreateDemoWith("go", 24))
	r, err := s.PairNextRound()
	require.NoError(t, err)
	ws := words(t, s, "pairings", 1)
	ps, _ := s.Participants()
	family := strings.Fields(ps[0].Name)[0]
	name := sizeOf(ws, family)
	assert.GreaterOrEqual(t, name, 14.0, "names ≥ 14 pt")
	ev, err := s.Event()
	require.NoError(t, err)
	g := r.Games[0]
	h := tournament.GameHandicap(ev, g)
	require.NotNil(t, h)
	stones := "置石なし"
	if h.Stones > 0 {
		stones = "置石" + strconv.Itoa(h.Stones) + "子"
	}
	assert.InDelta(t, name, sizeOf(ws, stones), 0.5, "the stones in the size of the names")
	komi := ""
	for _, w := range ws {
		if strings.Contains(w.text, "コミ") {
			komi = w.text
			assert.InDelta(t, name, w.height, 0.5, "the komi %s in the size of the names", w.text)
			break
		}
	}
	assert.NotEmpty(t, komi)
	assert.Less(t, sizeOf(ws, "No."+strconv.Itoa(g.Black)), name, "the number in smaller type")
	assert.Less(t, sizeOf(ws, "0勝"), name, "the score under the name")
}

func TestHandicapLines(t *testing.T) {
	d := &doc{lang: tournament.Japanese}
	for _, tc := range []struct {
		h            tournament.Handicap
		stones, komi string
		enSt, enKomi string
	}{
		{tournament.Handicap{Komi: 13}, "置石なし", "コミ6目半", "no stones", "komi 6.5"},
		{tournament.Handicap{Stones: 4, Komi: -11}, "置石4子", "逆コミ5目半", "4 stones", "reverse komi 5.5"},
		{tournament.Handicap{Komi: 1}, "置石なし", "コミ半目", "no stones", "komi 0.5"},
		{tournament.Handicap{Stones: 2, Komi: -12}, "置石2子", "逆コミ6目", "2 stones", "reverse komi 6"},
		{tournament.Handicap{Stones: 9}, "置石9子", "コミなし", "9 stones", "no komi"},
	} {
		d.lang = tournament.Japanese
		st, k := handicapLines(d, &tc.h)
		assert.Equal(t, [2]string{tc.stones, tc.komi}, [2]string{st, k})
		d.lang = tournament.English
		st, k = handicapLines(d, &tc.h)
		assert.Equal(t, [2]string{tc.enSt, tc.enKomi}, [2]string{st, k})
	}
}

// The list by name is in exact 五十音 order of the readings (voicing, size
// and script only break ties); participants without a reading come last,
// by name.
func TestPairingsByName_GojuonOrderOfTheReadings(t *testing.T) {
	s := atPrintTime()
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: "othello", Name: "五十音", Date: "2026-11-21"}, map[string]string{"seed": "1"}, printTime)
	require.NoError(t, err)
	require.NoError(t, s.Create(ev))
	// In the order the list must show them.
	want := [][2]string{
		{"木谷 二", "きや じろう"},
		{"客 二", "キャ じろう"},
		{"佐藤 三", "さとう さぶろう"},
		{"佐道 三", "さどう さぶろう"},
		{"佐藤井 三", "さとうい さぶろう"},
		{"羽場 一", "はば はじめ"},
		{"馬場 一", "ばば はじめ"},
		{"八幡 一", "ぱぱ はじめ"}, // (a reading made up for the test)
		{"羽場 四", "はばー しろう"},
		{"羽場 五", "はばあい ごろう"},
		{"和田 六", "わだ ろく"},
		{"ミラー ジョン", ""}, // no reading: by name, kana before kanji
		{"安部 七", ""},
	}
	order := []int{3, 11, 0, 8, 5, 1, 12, 7, 2, 10, 4, 9, 6}
	for _, i := range order {
		_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: want[i][0], tournament.FieldReading: want[i][1], tournament.FieldClub: "東京都"})
		require.NoError(t, err)
	}
	_, err = s.PairNextRound()
	require.NoError(t, err)
	text := pdfText(t, s, "pairings-by-name", tournament.Japanese)
	var got []string
	for _, l := range strings.Split(text, "\n") {
		l = strings.ReplaceAll(l, " ", "") // pdftotext may drop the space of a short name
		for _, w := range want {
			if strings.HasPrefix(l, strings.ReplaceAll(w[0], " ", "")) {
				got = append(got, w[0])
			}
		}
	}
	var names []string
	for _, w := range want {
		names = append(names, w[0])
	}
	assert.Equal(t, names, got)
}
