package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/encoding/japanese"

	"taikai/tournament"
)

// monthlyWindow is the event window of a Go event of one section with n
// players registered (ranks 5d, 4d … by threes, no ratings), in Japanese.
func monthlyWindow(t *testing.T, n int) (*eventWindow, *tournament.Venue) {
	t.Helper()
	a := japaneseApp(t)
	mem, s := newEvent(t, tournament.EventInfo{Name: "月例会", Game: "go"}, nil)
	ranks := []string{"5d", "4d", "3d", "2d", "1d", "1k", "2k", "3k", "4k", "5k"}
	for i := range n {
		_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: fmt.Sprintf("選手%02d", i+1),
			tournament.FieldReading: fmt.Sprintf("せんしゅ%02d", i+1), tournament.FieldRank: ranks[(i/3)%len(ranks)], tournament.FieldClub: "東京"})
		require.NoError(t, err)
	}
	return openWindow(t, a, mem, "monthly.taikai", inTurn), tournament.NewVenue(mem)
}

// 部門 → クラス分け… on 13 players: the proposal by rank, 6–10 a class,
// shows each class (A級 6, B級 7, the bands) before anything is made; a
// size no split fits shows why, and making it then is refused with the
// dialog kept; by rating (nobody has one) says so; back to rank and 6-10,
// クラスを作る makes the two sections with their players, once, logged.
func TestClassesDialog_Issue27ShowsTheProposalThenMakesTheClasses(t *testing.T) {
	ew, v := monthlyWindow(t, 13)
	sectionMenuItem(t, ew, "部門", "クラス分け…").Action()
	top, shown := dialogTexts(t, ew)
	assert.Contains(t, shown, "13 人を 2 クラスに分けます（6+7）")
	assert.Contains(t, shown, "A級（A）：6 人　四段以上")
	assert.Contains(t, shown, "B級（B）：7 人　三段以下")
	assert.Contains(t, shown, "  7. 選手13　初段　-")
	list, err := v.Sections()
	require.NoError(t, err)
	require.Len(t, list, 1, "shown, not made")

	size := entries(t, ew.win)[0]
	assert.Equal(t, "6-10", size.Text)
	size.SetText("")
	test.Type(size, "7-10")
	assert.Contains(t, texts(t, top), "参加者 13 人は 7-10 人のクラスに分けられません")
	makeThem := func() { test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "クラスを作る")) }
	makeThem()
	require.Len(t, ew.win.Canvas().Overlays().List(), 2, "the form kept under the message")
	assert.Contains(t, texts(t, ew.win.Canvas().Overlays().Top()), "分けられません")
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "閉じる"))

	sels := selects(t, top)
	require.Len(t, sels, 1)
	sels[0].SetSelected("レーティング")
	assert.Contains(t, texts(t, top), "レーティングのない参加者が 13 人いるため")
	sels[0].SetSelected("段級位")
	size.SetText("")
	test.Type(size, "6-10")
	assert.Contains(t, texts(t, top), "A級（A）：6 人")
	makeThem()
	require.Nil(t, ew.win.Canvas().Overlays().Top(), "the dialog closed")
	list, err = v.Sections()
	require.NoError(t, err)
	require.Len(t, list, 3)
	assert.Equal(t, []string{"main", "A", "B"}, []string{list[0].Key, list[1].Key, list[2].Key})
	for key, want := range map[string]int{"A": 6, "B": 7} {
		_, s, err := v.Section(key)
		require.NoError(t, err)
		ps, err := s.Participants()
		require.NoError(t, err)
		assert.Len(t, ps, want, key)
	}
	assert.Contains(t, ew.notice.Text, "main を 2 クラスに分けました：A級 6 人、B級 7 人")
	log, err := v.Root().AuditLog()
	require.NoError(t, err)
	assert.Equal(t, "section.bands", log[len(log)-1].Action)
	assert.True(t, ew.builtMulti, "the window now shows the sections")
	assert.Equal(t, "A", ew.sec.Key, "and goes on with the top class")
}

// 参加者 → レーティングの取り込み… with a Shift_JIS list as downloaded: the
// report lists who is found (old → new), the ambiguous and those not
// found before anything changes; キャンセル changes nothing; 「3 人の
// レーティングを設定」 sets them, once, logged.
func TestRatingsDialog_Issue27ShowsTheReportThenSetsTheRatings(t *testing.T) {
	ew, v := monthlyWindow(t, 5)
	list, err := japanese.ShiftJIS.NewEncoder().String("氏名,フリガナ,所属,レート\r\n" +
		"選手01,センシュ01,東京都,2100\r\n" +
		"選手02,センシュ02,東京都,1900\r\n" +
		"選手03,センシュ03,東京都,1800\r\n" +
		"選手04,センシュ04,,1700\r\n" +
		"選手04,センシュ04,大阪府,1650\r\n")
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "rating.csv")
	require.NoError(t, os.WriteFile(path, []byte(list), 0o644))
	assert.NotNil(t, sectionMenuItem(t, ew, "参加者", "レーティングの取り込み…"))

	ratings := func() map[string]int {
		ps, err := v.Root().Participants()
		require.NoError(t, err)
		out := map[string]int{}
		for _, p := range ps {
			out[p.Name] = p.Rating
		}
		return out
	}
	ew.participants.ratingsFile(path)
	top, shown := dialogTexts(t, ew)
	assert.Contains(t, shown, "レーティング表（Shift_JIS）：見つかった 3 人、あいまい 1 人、見つからない 1 人。")
	assert.Contains(t, shown, "選手01（東京・番号 1）　- → 2100　（2行目）")
	assert.Contains(t, shown, "選手04（東京・番号 4）：2 行が当たります：5行目（選手04、センシュ04、1700）、6行目（選手04、センシュ04、大阪府、1650）")
	assert.Contains(t, shown, "選手05（東京・番号 5）：表にありません")
	test.Tap(findButton(t, top, "キャンセル"))
	assert.Equal(t, 0, ratings()["選手01"], "cancelled: nothing changed")

	ew.participants.ratingsFile(path)
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "3 人のレーティングを設定"))
	require.Nil(t, ew.win.Canvas().Overlays().Top())
	assert.Equal(t, map[string]int{"選手01": 2100, "選手02": 1900, "選手03": 1800, "選手04": 0, "選手05": 0}, ratings())
	assert.Equal(t, "レーティング表から 3 人のレーティングを設定しました。", ew.notice.Text)
	pv := ew.participants
	assert.Equal(t, "2100", pv.cell(widget.TableCellID{Row: 0, Col: pv.ratingCol}), "the list shows the ratings")
	assert.Empty(t, pv.cell(widget.TableCellID{Row: 4, Col: pv.ratingCol}))
	log, err := v.Root().AuditLog()
	require.NoError(t, err)
	assert.Equal(t, "players.ratings", log[len(log)-1].Action)

	// Nothing left to change: the report alone, with 閉じる.
	ew.participants.ratingsFile(path)
	top = ew.win.Canvas().Overlays().Top()
	assert.Contains(t, texts(t, top), "2100（変更なし）")
	test.Tap(findButton(t, top, "閉じる"))
}

// 部門を編集… of a class made by rating shows its band of ratings taken at
// registration; emptied and saved, the band is taken away.
func TestEditSection_Issue27ShowsAndClearsTheBandOfRatings(t *testing.T) {
	ew, v := monthlyWindow(t, 12)
	var b strings.Builder
	b.WriteString("氏名,レーティング\n")
	for i := range 12 {
		fmt.Fprintf(&b, "選手%02d,%d\n", i+1, 2000-10*i)
	}
	_, err := v.ApplyRatings("", []byte(b.String()), "")
	require.NoError(t, err)
	_, err = v.MakeClasses("", tournament.ClassByRating, tournament.ClassSize{Min: 6, Max: 6}, "")
	require.NoError(t, err)
	require.NoError(t, ew.reload())
	a, _, err := v.Section("A")
	require.NoError(t, err)
	ew.showSection(a.ID)
	sectionMenuItem(t, ew, "部門", "部門を編集…").Action()
	var band *widget.Entry
	for _, e := range entries(t, ew.win) {
		if e.Text == "1950以上" {
			band = e
		}
	}
	require.NotNil(t, band, "the band shown:\n%s", texts(t, ew.win.Canvas().Overlays().Top()))
	band.SetText("")
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "保存"))
	a, _, err = v.Section("A")
	require.NoError(t, err)
	assert.True(t, a.Ratings.IsZero(), "taken away")
}
