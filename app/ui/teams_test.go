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

	"taikai/tournament"
	"taikai/tournament/teams"
)

// newEmptyEventWindow opens an event made without a section in a headless
// window, in Japanese.
func newEmptyEventWindow(t *testing.T, name string) *eventWindow {
	t.Helper()
	a := japaneseApp(t)
	mem, _ := newEvent(t, tournament.EventInfo{Name: name}, nil)
	return openWindow(t, a, mem, "teams.taikai", inTurn)
}

// fillTeamSection fills the add-section dialog with a team event — the
// key, name, game, number of boards, match points, whether the order may
// change, tables and settings — and presses 追加. The dialog is left as
// the window has it (closed, or kept under a refusal).
func fillTeamSection(t *testing.T, ew *eventWindow, key, name, game, boards, points string, orderChanges bool, tables, settings string) {
	t.Helper()
	sectionMenuItem(t, ew, "部門", "部門を追加…").Action()
	top, es := sectionDialog(t, ew, key, name)
	test.Type(es[2], boards)
	test.Type(es[3], points)
	test.Type(es[4], tables)
	test.Type(es[8], settings)
	gameSelected(t, top, game)
	checks := checksOf(t, top)
	require.Len(t, checks, 1, "the board order may change")
	assert.Equal(t, "1回戦の後もオーダー変更を認める", checks[0].Text)
	checks[0].SetChecked(orderChanges)
	test.Tap(findButton(t, top, "追加"))
}

// teamsOf is the teams tab of the section shown.
func teamsOf(t *testing.T, ew *eventWindow) *teamsView {
	t.Helper()
	v := screenOf[*teamsView](ew)
	require.NotNil(t, v, "a team section has a teams tab")
	ew.showView(v.content)
	require.NoError(t, ew.reload())
	return v
}

// importTeams imports csv on the teams tab (the file dialog aside).
func importTeams(t *testing.T, ew *eventWindow, csv string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "teams.csv")
	require.NoError(t, os.WriteFile(path, []byte(csv), 0o600))
	teamsOf(t, ew).importFile(path)
}

// selectTeam selects team name on the teams tab.
func selectTeam(t *testing.T, v *teamsView, name string) teams.Team {
	t.Helper()
	for i, tm := range v.list {
		if tm.Name == name {
			v.table.Select(widget.TableCellID{Row: i, Col: 1})
			return tm
		}
	}
	require.FailNow(t, "no team "+name)
	return teams.Team{}
}

// closeMessage closes the message on top (閉じる) and returns its text.
func closeMessage(t *testing.T, ew *eventWindow) string {
	t.Helper()
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top, "a message is shown")
	msg := texts(t, top)
	test.Tap(findButton(t, top, "閉じる"))
	return msg
}

// The add-section dialog takes a team event: boards, match points and
// whether the order may change make the section's team rules, and the
// section gets a teams tab; a number of boards that is not one, or out of
// 2–7, is refused with the reason and nothing is added; an empty number is
// a section of individuals, without the tab.
func TestTeams_Issue26AddSectionDialogTakesATeamEvent(t *testing.T) {
	ew := newEmptyEventWindow(t, "実業団囲碁大会")
	fillTeamSection(t, ew, "T", "団体戦", "囲碁", "三人", "", false, "1-4", "")
	assert.Contains(t, closeMessage(t, ew), "団体戦の人数「三人」が数字として読めません")
	require.NotNil(t, ew.win.Canvas().Overlays().Top(), "the form kept with what was typed")
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "キャンセル"))
	fillTeamSection(t, ew, "T", "団体戦", "囲碁", "9", "", false, "1-4", "")
	assert.Contains(t, closeMessage(t, ew), "団体戦の1チームは 2〜7 人です（9 人は不可）")
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "キャンセル"))
	fillTeamSection(t, ew, "T", "団体戦", "囲碁", "3", "2/2/0", false, "1-4", "")
	assert.Contains(t, closeMessage(t, ew), "勝点「2/2/0」が読めません")
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "キャンセル"))
	secs, err := ew.event.Sections()
	require.NoError(t, err)
	assert.Empty(t, secs, "nothing added")

	fillTeamSection(t, ew, "T", "団体戦", "囲碁", "３人", "3/1/0", true, "1-4", "")
	require.Nil(t, ew.win.Canvas().Overlays().Top(), "the dialog closed")
	require.Equal(t, "T", ew.sec.Key)
	assert.Equal(t, tournament.TeamRules{Boards: 3, MatchPoints: [3]int{3, 1, 0}, OrderChanges: true}, ew.sec.Teams)
	assert.Contains(t, ew.header.Text, "3人制団体戦 勝点 3/1/0")
	var tabs []string
	for _, it := range ew.tabs.Items {
		tabs = append(tabs, it.Text)
	}
	assert.Equal(t, []string{"参加者", "チーム", "組合せ", "結果入力", "順位", "異議・裁定", "設定", "操作履歴"}, tabs)
	v := teamsOf(t, ew)
	for k, want := range []string{"主将", "副将", "三将"} {
		assert.Equal(t, want, v.header(3+k))
	}
	assert.Equal(t, "補欠", v.header(6))

	fillTeamSection(t, ew, "I", "個人戦", "囲碁", "", "", false, "11-20", "")
	require.Equal(t, "I", ew.sec.Key)
	assert.True(t, ew.sec.Teams.IsZero())
	assert.Nil(t, screenOf[*teamsView](ew), "a section of individuals has no teams tab")
}

// 団体戦の部 of 3 boards with the given order rule, in a window on its
// teams tab.
func newTeamSectionWindow(t *testing.T, orderChanges bool) *eventWindow {
	t.Helper()
	ew := newEmptyEventWindow(t, "囲碁団体戦")
	fillTeamSection(t, ew, "T", "団体戦", "囲碁", "3", "", orderChanges, "1-10", "seed=5")
	require.Nil(t, ew.win.Canvas().Overlays().Top())
	return ew
}

// A team added by hand: its name, club, a player with rank for each board
// and a reserve; it is listed with its players by board. A second team of
// the name, or a board without a player, is refused in Japanese with the
// dialog kept.
func TestTeams_Issue26TeamAddedByHandWithAReserve(t *testing.T) {
	ew := newTeamSectionWindow(t, false)
	v := teamsOf(t, ew)
	add := func(values ...string) {
		test.Tap(v.addBtn)
		es := entries(t, ew.win)
		require.Len(t, es, 2+2*3+2*2, "name, club, 3 players and 2 reserves with their ranks")
		for i, val := range values {
			test.Type(es[i], val)
		}
		test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "追加"))
	}
	add("あおば銀行", "あおば銀行囲碁部", "青葉一郎", "3d", "青葉二郎", "1d", "青葉三郎", "2k", "青葉四郎", "5k")
	require.Nil(t, ew.win.Canvas().Overlays().Top(), "added")
	assert.Contains(t, ew.notice.Text, "チーム あおば銀行 を追加しました")
	require.Len(t, v.list, 1)
	cells := []string{}
	for c := range 8 {
		cells = append(cells, v.cell(widget.TableCellID{Row: 0, Col: c}))
	}
	assert.Equal(t, []string{fmt.Sprint(v.list[0].ID), "あおば銀行", "あおば銀行囲碁部", "青葉一郎（三段）", "青葉二郎（初段）", "青葉三郎（2級）", "青葉四郎（5級）", "出場"}, cells)
	assert.Equal(t, "1 チーム（選手 3 人、補欠 1 人）", v.count.Text)

	add("あおば銀行", "", "別一", "1d", "別二", "1d", "別三", "1d")
	assert.Contains(t, closeMessage(t, ew), "チーム あおば銀行 はすでに登録されています")
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top, "the form kept")
	assert.Equal(t, "別一", entries(t, ew.win)[2].Text, "with what was typed")
	test.Tap(findButton(t, top, "キャンセル"))
	add("さくら商事", "", "桜一", "1d", "", "", "桜三", "1k")
	assert.Contains(t, closeMessage(t, ew), "チーム さくら商事 の2番盤：氏名は必須です")
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "キャンセル"))
	assert.Len(t, v.list, 1, "nothing half-added")
}

// teamCSV is a team file of n teams of 3 boards (主将, 副将, 三将 in the
// 盤 column), the first two with a reserve.
func teamCSV(n int) string {
	names := []string{"あおば銀行", "さくら商事", "みなと電機", "ひかり物産", "やまと建設", "かもめ運輸", "つばさ製薬", "いずみ食品"}
	family := []string{"佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村"}
	given := []string{"一郎", "二郎", "三郎", "四郎"}
	ranks := [][]string{{"5d", "3d", "1d"}, {"4d", "2d", "1k"}, {"3d", "2d", "2k"}, {"3d", "1d", "3k"}, {"2d", "1k", "3k"}, {"1d", "2k", "4k"}, {"1k", "3k", "5k"}, {"2k", "4k", "6k"}}
	var b strings.Builder
	b.WriteString("チーム,盤,氏名,段級位,所属\n")
	for i := range n {
		for k, w := range []string{"主将", "副将", "三将"} {
			fmt.Fprintf(&b, "%s,%s,%s %s,%s,%s\n", names[i], w, family[i], given[k], ranks[i][k], names[i])
		}
		if i < 2 {
			fmt.Fprintf(&b, "%s,補欠,%s %s,6k,%s\n", names[i], family[i], given[3], names[i])
		}
	}
	return b.String()
}

// A team CSV imported on the teams tab: all teams or, with every bad line
// listed, none.
func TestTeams_Issue26TeamCSVImportedOnTheTeamsTab(t *testing.T) {
	ew := newTeamSectionWindow(t, false)
	importTeams(t, ew, "チーム,盤,氏名,段級位\nA,主将,甲,1d\nA,八将,乙,1d\n,副将,丙,1d\n")
	msg := closeMessage(t, ew)
	assert.Contains(t, msg, "「八将」は盤として読めません")
	assert.Contains(t, msg, "チーム名がありません")
	v := teamsOf(t, ew)
	assert.Empty(t, v.list, "nothing imported")

	importTeams(t, ew, teamCSV(4))
	assert.Contains(t, closeMessage(t, ew), "4 チームを取り込みました（UTF-8）：あおば銀行・さくら商事・みなと電機・ひかり物産。")
	v = teamsOf(t, ew)
	require.Len(t, v.list, 4)
	assert.Equal(t, "佐藤 一郎（五段）", v.cell(widget.TableCellID{Row: 0, Col: 3}))
	assert.Equal(t, "佐藤 三郎（初段）", v.cell(widget.TableCellID{Row: 0, Col: 5}))
	assert.Equal(t, "佐藤 四郎（6級）", v.cell(widget.TableCellID{Row: 0, Col: 6}))
	assert.Equal(t, "4 チーム（選手 12 人、補欠 2 人）", v.count.Text)
}

// The board order changed from the teams tab before round 1; once round 1
// is paired, refused with the section's rule in Japanese. A reserve put on
// board 2 of round 1 plays it (the board seated again); once the match has
// a result, refused with the reason.
func TestTeams_Issue26OrderAndReserveFromTheTeamsTab(t *testing.T) {
	ew := newTeamSectionWindow(t, false)
	importTeams(t, ew, teamCSV(4))
	closeMessage(t, ew)
	v := teamsOf(t, ew)
	team := selectTeam(t, v, "あおば銀行")
	assert.Contains(t, v.detail.Text, "主将 佐藤 一郎（五段）・副将 佐藤 二郎（三段）・三将 佐藤 三郎（初段）　補欠：佐藤 四郎（6級）")

	order := func(picks ...int) {
		test.Tap(v.orderBtn)
		top := ew.win.Canvas().Overlays().Top()
		sels := selects(t, top)
		require.Len(t, sels, 3, "a player for each board")
		for k, i := range picks {
			sels[k].SetSelectedIndex(i)
		}
		test.Tap(findButton(t, top, "保存"))
	}
	order(1, 0, 2) // 副将 and 主将 swapped
	require.Nil(t, ew.win.Canvas().Overlays().Top(), "saved")
	v = teamsOf(t, ew)
	team = selectTeam(t, v, "あおば銀行")
	assert.Equal(t, "佐藤 二郎（三段）", v.cell(widget.TableCellID{Row: 0, Col: 3}))
	assert.Contains(t, ew.notice.Text, "あおば銀行 のオーダーを変更しました")

	sectionMenuItem(t, ew, "回戦", "次の回戦を組む").Action()
	v = teamsOf(t, ew)
	selectTeam(t, v, "あおば銀行")
	order(0, 1, 2)
	assert.Contains(t, closeMessage(t, ew), "1回戦を組んだ後はオーダーを変えられません（部門の設定）")
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "キャンセル"))

	test.Tap(v.subBtn)
	top := ew.win.Canvas().Overlays().Top()
	sels := selects(t, top)
	require.Len(t, sels, 3, "round, board, player")
	assert.Equal(t, "1 回戦", sels[0].Selected)
	assert.Equal(t, "#"+fmt.Sprint(team.Reserves[0])+" 佐藤 四郎（6級）（補欠）", sels[2].Selected, "the reserve offered")
	sels[1].SetSelectedIndex(1)
	test.Tap(findButton(t, top, "保存"))
	require.Nil(t, ew.win.Canvas().Overlays().Top(), "saved")
	assert.Contains(t, ew.notice.Text, "1 回戦：佐藤 四郎 が あおば銀行 の副将で出場します")
	r, err := ew.svc.Round(1)
	require.NoError(t, err)
	var match tournament.Game
	for _, g := range r.Games {
		if g.Has(team.ID) {
			match = g
		}
	}
	bd := teams.Boards(match)[1]
	assert.True(t, bd.Game.Black == team.Reserves[0] || bd.Game.White == team.Reserves[0], "the reserve plays board 2")
	v = teamsOf(t, ew)
	selectTeam(t, v, "あおば銀行")
	assert.Contains(t, v.detail.Text, "副将 佐藤 四郎（補欠）")

	_, err = ew.svc.RecordResult(1, match.Table, "○○×")
	require.NoError(t, err)
	require.NoError(t, ew.reload())
	test.Tap(v.subBtn)
	top = ew.win.Canvas().Overlays().Top()
	sels = selects(t, top)
	sels[1].SetSelectedIndex(2)
	test.Tap(findButton(t, top, "保存"))
	assert.Contains(t, closeMessage(t, ew), fmt.Sprintf("1 回戦 %d 番卓にはすでに結果があります。選手を替える前に結果を取り消してください", match.Table))
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "キャンセル"))
}
