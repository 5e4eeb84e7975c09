package sheets

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/internal/fixtures"
	"taikai/tournament"
	othellogame "taikai/tournament/othello"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// playedEvent is a 12-player event with its six preliminary rounds and the
// final played (fixed clock and seed, so every sheet is reproducible).
func playedEvent(t testing.TB) *tournament.Service {
	t.Helper()
	s := atPrintTime(tournament.WithArbiter("審判"))
	require.NoError(t, s.CreateDemoWith("othello", 12))
	for n := 1; n <= 6; n++ {
		r, err := s.PairNextRound()
		require.NoError(t, err)
		for i, g := range r.Games {
			if g.IsBye() {
				continue
			}
			b := (n*7 + i*13) % 65
			recordOK(t, s, n, g.Table, fmt.Sprintf("%d-%d", b, 64-b))
		}
	}
	r, _, err := othellogame.Of(s).PairFinals()
	require.NoError(t, err)
	for _, g := range r.Games {
		h, _, _, err := othellogame.Of(s).HiddenDiscRoles(r.Number, g.Table)
		require.NoError(t, err)
		_, err = othellogame.Of(s).RecordHiddenDisc(r.Number, g.Table, h, "black", "black", "colour", "white")
		require.NoError(t, err)
		recordOK(t, s, r.Number, g.Table, "32-32")
	}
	return s
}

// render returns the PDF of Othello sheet key for round n.
func render(t testing.TB, s *tournament.Service, key string, n int) []byte {
	t.Helper()
	return renderSheet(t, s, "othello", key, n, tournament.Japanese)
}

// renderSheet returns the PDF of game's sheet key (the event's own game's
// when game is "") for round n, in lang, printed at printTime.
func renderSheet(t testing.TB, s *tournament.Service, game tournament.GameKind, key string, n int, lang tournament.Lang) []byte {
	t.Helper()
	if game == "" {
		ev, err := s.Event()
		require.NoError(t, err)
		game = ev.Game
	}
	sh, ok := Lookup(game, key)
	require.True(t, ok, key)
	var buf bytes.Buffer
	require.NoError(t, sh.Render(s, n, Options{Lang: lang, Now: printTime}, &buf))
	return buf.Bytes()
}

// sheetRefusal renders game's sheet key of s (no round, in Japanese),
// requires it to be refused as invalid input and returns the refusal in
// Japanese.
func sheetRefusal(t *testing.T, s *tournament.Service, game tournament.GameKind, key string) string {
	t.Helper()
	sh, ok := Lookup(game, key)
	require.True(t, ok, key)
	err := sh.Render(s, 0, Options{Lang: tournament.Japanese, Now: printTime}, &bytes.Buffer{})
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	return tournament.Localize(err, tournament.Japanese)
}

// needTool skips the test where the poppler-utils program name is not
// installed.
func needTool(t *testing.T, name string) {
	t.Helper()
	if _, err := exec.LookPath(name); err != nil {
		t.Skip(name + " (poppler-utils) is not installed")
	}
}

// pdfFile writes pdf to path (a temporary file when path is "") and
// returns the path.
func pdfFile(t *testing.T, pdf []byte, path string) string {
	t.Helper()
	if path == "" {
		path = filepath.Join(t.TempDir(), "sheet.pdf")
	}
	require.NoError(t, os.WriteFile(path, pdf, 0o644))
	return path
}

// pdftotext is what `pdftotext MODE` (-raw, -layout, -bbox) reads from the
// PDF at path.
func pdftotext(t *testing.T, path, mode string) string {
	t.Helper()
	out, err := exec.Command("pdftotext", mode, path, "-").Output()
	require.NoError(t, err)
	return string(out)
}

// pdfInfo is the value pdfinfo gives the PDF at path for field ("Pages:",
// "Page size:"), "" when it gives none.
func pdfInfo(t *testing.T, path, field string) string {
	t.Helper()
	out, err := exec.Command("pdfinfo", path).Output()
	require.NoError(t, err)
	for _, line := range bytes.Split(out, []byte("\n")) {
		if rest, ok := bytes.CutPrefix(line, []byte(field)); ok {
			return string(bytes.TrimSpace(rest))
		}
	}
	return ""
}

// offeredKeys are the keys of the sheets offered for s.
func offeredKeys(t *testing.T, s *tournament.Service) []string {
	t.Helper()
	list, err := OfferedFor(s)
	require.NoError(t, err)
	var out []string
	for _, sh := range list {
		out = append(out, sh.Key)
	}
	return out
}

// printVenue is an event of info, clocked at printTime, with sections
// forms added in turn.
func printVenue(t *testing.T, info tournament.EventInfo, forms ...tournament.SectionForm) *tournament.Venue {
	t.Helper()
	return fixtures.Venue(t, info, printTime, forms...)
}

// text is what pdftotext reads from pdf (reading order, no layout).
func text(t *testing.T, pdf []byte) string {
	t.Helper()
	needTool(t, "pdftotext")
	return pdftotext(t, pdfFile(t, pdf, ""), "-raw")
}

// golden compares the layout-independent content of a sheet — its words,
// one per line, in reading order — with testdata/golden/NAME.txt.
func golden(t *testing.T, name, got string) {
	t.Helper()
	words := strings.Join(regexp.MustCompile(`\s+`).Split(strings.TrimSpace(got), -1), "\n") + "\n"
	fixtures.Golden(t, *update, "./app/sheets", filepath.Join("testdata", "golden", name+".txt"), words)
}

func TestSheets_Section1EverySheetOfAPlayedEvent(t *testing.T) {
	s := playedEvent(t)
	ps, _ := s.Participants()
	for _, tc := range []struct {
		key   string
		round int
		want  []string
	}{
		{"players", 0, []string{"参加者名簿", ps[0].Name, "指定選手"}},
		{"pairings", 6, []string{"第6回戦", "対戦表（卓順）", "黒（先手）", "白（後手）"}},
		{"pairings-by-name", 6, []string{"対戦表（氏名順）", "手番", "相手"}},
		{"slips", 6, []string{"対戦カード", "1番卓", "石数", "署名", "合計64石"}},
		{"slips", 7, []string{"決勝戦", "伏せ石の結果：引き分け勝ちの権利"}},
		{"standings", 6, []string{"第6回戦終了時", "順位表", "勝数", "BP", "ブライトウェルポイント（C = 6）"}},
		{"crosstable", 0, []string{"クロス表（第6回戦終了時）", "1回戦", "6回戦"}},
		{"certification", 0, []string{"表彰・段位認定一覧", "1位", "七段", "2位", "六段", "有料"}},
	} {
		t.Run(fmt.Sprintf("%s-%d", tc.key, tc.round), func(t *testing.T) {
			got := text(t, render(t, s, tc.key, tc.round))
			for _, w := range tc.want {
				assert.Contains(t, got, w)
			}
			assert.Contains(t, got, "第17期 オセロ王座戦（デモ）")
			golden(t, fmt.Sprintf("%s-%d", tc.key, tc.round), got)
		})
	}
}

func TestSheets_PairingsListNamesEveryTableOfTheRound(t *testing.T) {
	s := playedEvent(t)
	r, _ := s.Round(6)
	got := text(t, render(t, s, "pairings", 6))
	ps, _ := s.Participants()
	name := map[int]string{}
	for _, p := range ps {
		name[p.ID] = p.Name
	}
	for _, g := range r.Games {
		if g.IsBye() {
			assert.Contains(t, got, "不戦勝（バイ）："+name[g.Black])
			continue
		}
		assert.Regexp(t, fmt.Sprintf(`(?m)^%d %s %s$`, g.Table, name[g.Black], name[g.White]), got)
	}
}

func TestSheets_Deterministic(t *testing.T) {
	s := playedEvent(t)
	assert.Equal(t, render(t, s, "standings", 6), render(t, s, "standings", 6))
}

// BenchmarkPairingList500 renders the table-order pairing list of a
// 500-player round (250 tables).
func BenchmarkPairingList500(b *testing.B) {
	s := atPrintTime()
	require.NoError(b, s.CreateDemoWith("othello", 500))
	_, err := s.PairNextRound()
	require.NoError(b, err)
	sh, _ := Lookup("othello", "pairings")
	for b.Loop() {
		var buf bytes.Buffer
		if err := sh.Render(s, 1, Options{Lang: tournament.Japanese, Now: printTime}, &buf); err != nil {
			b.Fatal(err)
		}
	}
}

// recordOK records result text at table of round n, required to succeed.
func recordOK(t testing.TB, s *tournament.Service, n, table int, text string) {
	t.Helper()
	_, err := s.RecordResult(n, table, text)
	require.NoError(t, err)
}
