package exports

import (
	"archive/zip"
	"bytes"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/xuri/excelize/v2"

	"taikai/storage"
	"taikai/tournament"
)

var exportTime = time.Date(2026, 11, 21, 9, 30, 0, 0, time.UTC)

// atExportTime is a service over a new store held in memory whose clock
// stands at exportTime.
func atExportTime() *tournament.Service {
	return tournament.NewService(storage.NewMemory(), tournament.WithClock(func() time.Time { return exportTime }))
}

// demo is a demo event of game g with rounds played, and one participant
// of every field: a reading, 三段★, a birth date, 女, a club, two flags
// and a rating.
func demo(t *testing.T, g tournament.GameKind, rounds int) *tournament.Service {
	t.Helper()
	s := atExportTime()
	require.NoError(t, s.CreateDemo(g))
	_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "和田 葵", tournament.FieldReading: "わだ あおい",
		tournament.FieldRank: "3d+", tournament.FieldBirth: "2011-04-01", tournament.FieldGender: "f", tournament.FieldClub: "大阪府",
		tournament.FieldFlags: "designated;pref-rep", tournament.FieldRating: "1850"})
	require.NoError(t, err)
	require.NoError(t, tournament.PlayDemo(s, rounds))
	return s
}

// workbook writes s in the xlsx format and opens what was written.
func workbook(t *testing.T, s *tournament.Service) (*excelize.File, []byte) {
	t.Helper()
	f, err := Lookup("go", "xlsx")
	require.NoError(t, err)
	require.True(t, f.Binary)
	var buf bytes.Buffer
	require.NoError(t, f.Write(s, &buf))
	x, err := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
	require.NoError(t, err)
	t.Cleanup(func() { x.Close() })
	return x, buf.Bytes()
}

func rows(t *testing.T, x *excelize.File, sheet string) [][]string {
	t.Helper()
	rs, err := x.GetRows(sheet)
	require.NoError(t, err)
	for i := range rs { // GetRows leaves out a row's empty cells at its end
		for len(rs[i]) < len(rs[0]) {
			rs[i] = append(rs[i], "")
		}
	}
	return rs
}

func TestXLSX_Issue29OneSheetOfEachWithAFrozenBoldHeaderAndFittedColumns(t *testing.T) {
	s := demo(t, "go", 3)
	x, data := workbook(t, s)
	require.Equal(t, []string{"参加者", "組合せ", "成績", "対戦表"}, x.GetSheetList())
	// The columns' widths are written left to right, as Excel reads them.
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	require.NoError(t, err)
	for _, zf := range z.File {
		if !strings.HasPrefix(zf.Name, "xl/worksheets/sheet") {
			continue
		}
		r, err := zf.Open()
		require.NoError(t, err)
		xml, err := io.ReadAll(r)
		require.NoError(t, err)
		mins := regexp.MustCompile(`<col min="(\d+)"`).FindAllSubmatch(xml, -1)
		require.NotEmpty(t, mins, zf.Name)
		for i, m := range mins {
			assert.Equal(t, strconv.Itoa(i+1), string(m[1]), "%s: column %d", zf.Name, i+1)
		}
	}
	for _, name := range x.GetSheetList() {
		panes, err := x.GetPanes(name)
		require.NoError(t, err)
		assert.True(t, panes.Freeze, name)
		assert.Equal(t, 1, panes.YSplit, name)
		id, err := x.GetCellStyle(name, "A1")
		require.NoError(t, err)
		st, err := x.GetStyle(id)
		require.NoError(t, err)
		assert.True(t, st.Font != nil && st.Font.Bold, name)
	}
	// Excel opens on the first sheet; each sheet's header has its filter.
	assert.Equal(t, 0, x.GetActiveSheetIndex())
	filters := map[string]string{}
	for _, d := range x.GetDefinedName() {
		if d.Name == "_xlnm._FilterDatabase" {
			filters[x.GetSheetList()[0]+d.Scope] = d.RefersTo
		}
	}
	assert.Len(t, filters, 4, "%v", x.GetDefinedName())
	// 氏名 (column B) fits "長谷川 真由美" (13 wide) and the header: wider
	// than 番号's column A.
	a, err := x.GetColWidth("参加者", "A")
	require.NoError(t, err)
	b, err := x.GetColWidth("参加者", "B")
	require.NoError(t, err)
	assert.Equal(t, 4.0+3, a)
	assert.GreaterOrEqual(t, b, 13.0+3)

	ps := rows(t, x, "参加者")
	assert.Equal(t, []string{"番号", "氏名", "ふりがな", "段級位", "生年月日", "性別", "所属", "区分", "レーティング", "EGD PIN", "EGDクラブ", "状態"}, ps[0], "a Go section: its own fields too")
	assert.Contains(t, ps, []string{"25", "和田 葵", "わだ あおい", "三段★", "2011-04-01", "女", "大阪府", "指定選手・都道府県代表", "1850", "", "", "出場"})
	all, _ := s.Participants()
	assert.Len(t, ps, len(all)+1)

	// Every game of the three rounds, a line each, as recorded.
	rs, _ := s.Rounds()
	ev, _ := s.Event()
	pairs := rows(t, x, "組合せ")
	assert.Equal(t, []string{"回戦", "卓", "黒（先手）", "白（後手）", "結果", "手合割"}, pairs[0])
	n := 0
	names, _ := s.Names()
	for _, r := range rs {
		for _, g := range r.Games {
			n++
			line := pairs[n]
			assert.Equal(t, strconv.Itoa(r.Number), line[0])
			assert.Equal(t, names[g.Black], line[2])
			result := ""
			if g.Result != nil {
				result = tournament.ResultText(ev, g.Result.Text, tournament.Japanese)
			}
			assert.Equal(t, result, line[4])
		}
	}
	assert.Len(t, pairs, n+1)
	assert.Contains(t, pairs, []string{"1", "1", "吉田 翔太", "石川 美咲", "白半目勝ち", "置石2子　白番5目半コミ出し（逆コミ）"}, "W+0.5 in Japanese, with its handicap")

	// The standings as `taikai standings` gives them.
	st, err := s.Standings(0)
	require.NoError(t, err)
	got := rows(t, x, "成績")
	assert.Equal(t, []string{"順位", "氏名", "勝数", "SOS", "SODOS", "番号", "備考"}, got[0])
	cols := st.Shown(tournament.OnCLI)
	require.Len(t, cols, 3)
	for i, r := range st.Rows {
		assert.Equal(t, []string{strconv.Itoa(r.Rank), names[r.ID], r.Cells[cols[0]], r.Cells[cols[1]], r.Cells[cols[2]], strconv.Itoa(r.ID)}, got[i+1][:6])
	}
}

// The crosstable's cells by hand: the leader's three games from the
// pairings, each the opponent's place, the colour and ○×△.
func TestXLSX_Issue29CrosstableCellIsOpponentsPlaceColourAndOutcome(t *testing.T) {
	s := demo(t, "othello", 3)
	x, _ := workbook(t, s)
	ct := rows(t, x, "対戦表")
	assert.Equal(t, []string{"順位", "番号", "氏名", "1回戦", "2回戦", "3回戦", "勝数"}, ct[0])
	st, err := s.Standings(0)
	require.NoError(t, err)
	place := map[int]int{}
	for _, r := range st.Rows {
		place[r.ID] = r.Place
	}
	rs, _ := s.Rounds()
	for i, row := range st.Rows[:4] {
		line := ct[i+1]
		assert.Equal(t, strconv.Itoa(row.ID), line[1])
		for k, r := range rs {
			for _, g := range r.Games {
				if !g.Has(row.ID) || g.IsBye() {
					continue
				}
				colour, opp := "黒", g.White
				if g.White == row.ID {
					colour, opp = "白", g.Black
				}
				assert.Equal(t, strconv.Itoa(place[opp])+colour, line[3+k][:len(strconv.Itoa(place[opp]))+len(colour)], "round %d of %d", r.Number, row.ID)
				assert.Contains(t, []string{"○", "×", "△"}, line[3+k][len(strconv.Itoa(place[opp]))+len(colour):])
			}
		}
	}
	// The leader won more than they lost.
	assert.Equal(t, st.Rows[0].Cells[0], ct[1][6])
}

// The exported 参加者 sheet imports into a new event with every field as
// it was (rank ★, flags, birth date, rating, reading, club).
func TestXLSX_Issue29RoundTripGivesTheSameParticipants(t *testing.T) {
	for _, g := range []tournament.GameKind{"go", "othello", "pairgo"} {
		t.Run(string(g), func(t *testing.T) {
			s := demo(t, g, 2)
			_, data := workbook(t, s)
			fresh := atExportTime()
			require.NoError(t, fresh.CreateDemoEvent(g, "取り込み"))
			rep, err := ImportParticipants(fresh, data)
			require.NoError(t, err)
			assert.Equal(t, "Excel", rep.Encoding)
			assert.Empty(t, rep.Ignored)
			before, _ := s.Participants()
			after, _ := fresh.Participants()
			var want []tournament.ParticipantForm
			for _, p := range before {
				if !p.IsPair() {
					want = append(want, p.Form())
				}
			}
			var got []tournament.ParticipantForm
			for _, p := range after {
				got = append(got, p.Form())
			}
			require.Equal(t, want, got)
		})
	}
}

// Issue 38: a shogi section's crosstable names the sides 先手 and 後手, not
// 黒 and 白.
func TestXLSX_Issue38ShogiCrosstableNamesSenteAndGote(t *testing.T) {
	s := demo(t, "shogi", 2)
	x, _ := workbook(t, s)
	ct := rows(t, x, "対戦表")
	joined := ""
	for _, line := range ct[1:] {
		for _, c := range line[3:5] {
			joined += c + " "
		}
	}
	assert.Contains(t, joined, "先手")
	assert.Contains(t, joined, "後手")
	assert.NotContains(t, joined, "黒")
	assert.NotContains(t, joined, "白")
}

// Issue 38: one workbook for the whole event: every section's four sheets,
// named after the section, in the sections' order.
func TestXLSX_Issue38OneWorkbookForTheWholeEvent(t *testing.T) {
	store := storage.NewMemory()
	ev, err := tournament.NewEvent(tournament.EventInfo{Name: "大会"}, nil, exportTime)
	require.NoError(t, err)
	require.NoError(t, tournament.NewService(store).Create(ev))
	v := tournament.NewVenue(store)
	for _, f := range []tournament.SectionForm{{Key: "A", Name: "A級", Game: "go"}, {Key: "S", Name: "将棋の部", Game: "shogi"}} {
		_, err := v.AddSection(f)
		require.NoError(t, err)
		_, s, err := v.Section(f.Key)
		require.NoError(t, err)
		for i := range 4 {
			_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: f.Key + strconv.Itoa(i), tournament.FieldRank: "1d"})
			require.NoError(t, err)
		}
	}
	var buf bytes.Buffer
	require.NoError(t, WriteEventWorkbook(v, &buf))
	x, err := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
	require.NoError(t, err)
	defer x.Close()
	assert.Equal(t, []string{"A級・参加者", "A級・組合せ", "A級・成績", "A級・対戦表", "将棋の部・参加者", "将棋の部・組合せ", "将棋の部・成績", "将棋の部・対戦表"}, x.GetSheetList())
	ps := rows(t, x, "将棋の部・参加者")
	assert.Len(t, ps, 5, "a header and the section's four")
	long := sectionSheetName(tournament.Section{Key: "L", Name: "とても長い部門の名前がここにあってエクセルの上限を超えてしまう"}, "参加者")
	assert.LessOrEqual(t, len([]rune(long)), 31)
	assert.True(t, strings.HasSuffix(long, "・参加者"))
}

// Issue 38: a withdrawn player stays withdrawn: the workbook's 状態 column
// says it, and the workbook imported into a new event keeps them withdrawn
// (the import read past the column and brought them back).
func TestXLSX_Issue38WithdrawnPlayerStaysWithdrawn(t *testing.T) {
	s := demo(t, "go", 3)
	ps, err := s.Participants()
	require.NoError(t, err)
	gone := ps[2]
	require.NoError(t, s.Withdraw(gone.ID, 3))
	x, data := workbook(t, s)
	rs := rows(t, x, "参加者")
	found := false
	for _, r := range rs {
		if r[1] == gone.Name {
			found = true
			assert.Equal(t, "3回戦から棄権", r[len(r)-1])
		}
	}
	require.True(t, found)

	fresh := atExportTime()
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: "go", Name: "次の大会"}, nil, exportTime)
	require.NoError(t, err)
	require.NoError(t, fresh.Create(ev))
	_, err = ImportParticipants(fresh, data)
	require.NoError(t, err)
	back, err := fresh.Participants()
	require.NoError(t, err)
	for _, p := range back {
		if p.Name == gone.Name {
			assert.Equal(t, 3, p.WithdrawnFrom, "still withdrawn from round 3")
			return
		}
	}
	t.Fatal("the withdrawn player was not imported")
}
