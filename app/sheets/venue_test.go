package sheets

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// sectionsVenue is an event of Go sections A級 (tables 1-10, no
// handicaps) and B級 (tables 21-30, handicaps), 6 and 5 players, round 1
// paired in both.
func sectionsVenue(t *testing.T) *tournament.Venue {
	t.Helper()
	v := printVenue(t, tournament.EventInfo{Name: "囲碁まつり", Date: "2025-05-05"},
		tournament.SectionForm{Key: "A", Name: "A級", Game: "go", Tables: "1-10", Settings: map[string]string{"handicap": "false", "seed": "1"}},
		tournament.SectionForm{Key: "B", Name: "B級", Game: "go", Tables: "21-30", Settings: map[string]string{"seed": "2"}})
	var csv strings.Builder
	csv.WriteString("氏名,ふりがな,段級位,部門\n")
	for _, p := range []string{"青木 一,あおき はじめ,3d,A", "石井 二,いしい じろう,2d,A", "上田 三,うえだ さぶろう,1d,A", "江藤 四,えとう しろう,1k,A",
		"大野 五,おおの ごろう,2k,A", "加藤 六,かとう ろく,3k,A", "木村 七,きむら なな,1k,B", "久保 八,くぼ はち,3k,B", "小林 九,こばやし きゅう,5k,B",
		"佐藤 十,さとう とお,7k,B", "清水 百,しみず もも,9k,B"} {
		csv.WriteString(p + "\n")
	}
	_, err := v.Root().ImportParticipants([]byte(csv.String()))
	require.NoError(t, err)
	paired, refused, err := v.PairAll()
	require.NoError(t, err)
	require.Empty(t, refused)
	require.Len(t, paired, 2)
	return v
}

// venuePDFText renders venue sheet key and returns what pdftotext reads.
func venuePDFText(t *testing.T, v *tournament.Venue, key string) string {
	t.Helper()
	needTool(t, "pdftotext")
	sh, ok := LookupVenue(key)
	require.True(t, ok, key)
	path := filepath.Join(t.TempDir(), key+".pdf")
	require.NoError(t, WriteVenueFile(v, sh, Options{Lang: tournament.Japanese, Now: printTime}, path))
	return pdftotext(t, path, "-raw")
}

// sectionPDFText renders sheet key of the section named sec.
func sectionPDFText(t *testing.T, v *tournament.Venue, sec, key string, round int) string {
	t.Helper()
	needTool(t, "pdftotext")
	_, s, err := v.Section(sec)
	require.NoError(t, err)
	return pdftotext(t, pdfFile(t, renderSheet(t, s, "", key, round, tournament.Japanese), ""), "-raw")
}

// namesOf is participant id → name of the whole event.
func namesOf(t *testing.T, v *tournament.Venue) map[int]string {
	t.Helper()
	names, err := v.Root().Names()
	require.NoError(t, err)
	return names
}

func TestSheets_Issue24VenuePairingListByTableAcrossSections(t *testing.T) {
	v := sectionsVenue(t)
	got := venuePDFText(t, v, "pairings")
	assert.Contains(t, got, "対戦表（卓順・全部門）")
	assert.Contains(t, got, "手合割", "B級 plays with handicaps")
	names := namesOf(t, v)
	var order []int
	for _, sec := range []string{"A", "B"} {
		_, s, err := v.Section(sec)
		require.NoError(t, err)
		r, err := s.Round(1)
		require.NoError(t, err)
		label := map[string]string{"A": "A級", "B": "B級"}[sec]
		for _, g := range r.Games {
			if g.IsBye() {
				assert.Regexp(t, fmt.Sprintf(`(?m)^%s %s`, label, names[g.Black]), got, "the bye names its section")
				continue
			}
			assert.Regexp(t, fmt.Sprintf(`(?m)^%d %s %s %s`, g.Table, label, names[g.Black], names[g.White]), got)
			order = append(order, strings.Index(got, fmt.Sprintf("\n%d %s ", g.Table, label)))
		}
	}
	assert.IsIncreasing(t, order, "one list in the venue's table order")
	assert.Contains(t, got, "第1回戦")
}

func TestSheets_Issue24VenuePairingListByNameFindsEveryPlayerInTheirSection(t *testing.T) {
	v := sectionsVenue(t)
	got := venuePDFText(t, v, "pairings-by-name")
	assert.Contains(t, got, "対戦表（氏名順・全部門）")
	names := namesOf(t, v)
	last := -1
	for _, n := range []string{"青木 一", "石井 二", "上田 三", "江藤 四", "大野 五", "加藤 六", "木村 七", "久保 八", "小林 九", "佐藤 十", "清水 百"} {
		at := strings.Index(got, "\n"+n+" ")
		require.GreaterOrEqual(t, at, 0, n)
		assert.Greater(t, at, last, "%s in 五十音 order across sections", n)
		last = at
	}
	_, s, err := v.Section("B")
	require.NoError(t, err)
	r, err := s.Round(1)
	require.NoError(t, err)
	for _, g := range r.Games {
		if !g.IsBye() {
			assert.Regexp(t, fmt.Sprintf(`(?m)^%s B級 %d 黒 %s`, names[g.Black], g.Table, names[g.White]), got)
		}
	}
}

func TestSheets_Issue24SectionSheetsOfSeveralSectionsNameTheSectionInTheTitle(t *testing.T) {
	v := sectionsVenue(t)
	// pdftotext reads the titles' ideographic spaces as spaces.
	assert.Contains(t, sectionPDFText(t, v, "B", "pairings", 1), "B級 第1回戦 対戦表（卓順）")
	slips := sectionPDFText(t, v, "A", "slips", 1)
	assert.Contains(t, slips, "A級 第1回戦 対戦カード")
	assert.Contains(t, slips, "A級 第1回戦 1番卓", "each slip names its section")
	assert.NotContains(t, slips, "21番卓")

	_, s, err := v.Section("A")
	require.NoError(t, err)
	r, err := s.Round(1)
	require.NoError(t, err)
	for _, g := range r.Games {
		recordOK(t, s, 1, g.Table, "B+R")
	}
	assert.Contains(t, sectionPDFText(t, v, "A", "standings", 1), "A級 第1回戦終了時 順位表")
	assert.Contains(t, sectionPDFText(t, v, "A", "players", 0), "A級 参加者名簿")
}

func TestSheets_Issue24VenueListSaysWhichSectionsAreNotOnIt(t *testing.T) {
	v := sectionsVenue(t)
	_, err := v.AddSection(tournament.SectionForm{Key: "C", Name: "こどもの部", Game: "go"})
	require.NoError(t, err)
	got := venuePDFText(t, v, "pairings")
	assert.Contains(t, got, "こどもの部：まだ組み合わせていません")
}
