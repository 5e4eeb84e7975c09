package ui

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// The teams screen's dialogs: a team added by hand, a team CSV imported, a
// team's board order changed, a reserve put on a board of a round. Each
// change is the domain's (package teams), refused with its reason in the
// screen's language; a refused form stays open with what was typed.

// teamReserveRows are the reserves the add-team dialog has room for.
const teamReserveRows = 2

// memberRow is a player's line of the add-team dialog: name and rank.
type memberRow struct{ name, rank *keyEntry }

func newMemberRow() memberRow {
	r := memberRow{name: newKeyEntry(), rank: newKeyEntry()}
	r.name.SetPlaceHolder(tr("Name", "氏名"))
	r.rank.SetPlaceHolder(tr("Rank", "段級位") + "（3d, 初段, 5k）")
	return r
}

func (r memberRow) form() tournament.ParticipantForm {
	return tournament.ParticipantForm{tournament.FieldName: strings.TrimSpace(r.name.Text), tournament.FieldRank: strings.TrimSpace(r.rank.Text)}
}

func (r memberRow) empty() bool {
	return strings.TrimSpace(r.name.Text) == "" && strings.TrimSpace(r.rank.Text) == ""
}

func (r memberRow) item(label string) *widget.FormItem {
	return widget.NewFormItem(label, container.NewGridWithColumns(2, r.name, r.rank))
}

// addTeam asks for a team: its name and club, a player with rank for each
// board in order, and up to two reserves.
func (v *teamsView) addTeam() {
	name := hintedEntry(tr("e.g. 東京銀行", "例 東京銀行"))
	club := hintedEntry(tr("the players' affiliation (empty: none)", "選手の所属（空欄：なし）"))
	items := []*widget.FormItem{widget.NewFormItem(tr("Team name", "チーム名"), name), widget.NewFormItem(tr("Affiliation", "所属"), club)}
	players := make([]memberRow, v.boards)
	for k := range players {
		players[k] = newMemberRow()
		items = append(items, players[k].item(v.ew.g.boardTitle(k)))
	}
	reserves := make([]memberRow, teamReserveRows)
	for i := range reserves {
		reserves[i] = newMemberRow()
		items = append(items, reserves[i].item(fmt.Sprintf(tr("Reserve %d", "補欠 %d"), i+1)))
	}
	svc := v.own.svc
	showForm(tr("Add a team", "チームを追加"), tr("Add", "追加"), items, fyne.NewSize(620, 200+52*float32(v.boards+teamReserveRows)), func() bool {
		f := teams.Form{Name: name.Text, Club: club.Text}
		for _, p := range players {
			f.Players = append(f.Players, p.form())
		}
		for _, r := range reserves {
			if !r.empty() {
				f.Reserves = append(f.Reserves, r.form())
			}
		}
		var team teams.Team
		ok := v.ew.apply(tr("Cannot add the team", "チームを追加できません"), func() (err error) {
			team, err = teams.Add(svc, f)
			return err
		})
		if ok {
			v.ew.note(fmt.Sprintf(tr("Team %s added.", "チーム %s を追加しました。"), team.Name))
		}
		return ok
	}, v.ew.win)
	v.ew.win.Canvas().Focus(name)
}

// importCSV asks for a team CSV (team, board or 主将…補欠, name, rank …).
func (v *teamsView) importCSV() {
	askCSV(v.ew.win, tr("Import teams (CSV)", "チームを CSV 取込"), v.importFile)
}

// importFile imports the teams of a CSV file: all or, with a list of the
// bad lines, none.
func (v *teamsView) importFile(path string) {
	data, err := os.ReadFile(path)
	if err != nil {
		v.ew.g.showProblem(tr("Cannot import", "取り込めません"), err, v.ew.win)
		return
	}
	var rep teams.ImportReport
	if v.ew.apply(tr("CSV import: nothing was imported", "CSV 取込：何も取り込んでいません"), func() error {
		rep, err = teams.Import(v.own.svc, data)
		return err
	}) {
		var names []string
		for _, t := range rep.Teams {
			names = append(names, t.Name)
		}
		msg := fmt.Sprintf(tr("Imported %d teams (%s): %s.", "%d チームを取り込みました（%s）：%s。"), len(rep.Teams), rep.Encoding, strings.Join(names, "・"))
		if len(rep.Ignored) > 0 {
			msg += "\n" + tr("Ignored columns:", "読み飛ばした列：") + " " + strings.Join(rep.Ignored, ", ")
		}
		showMessage(v.ew.win, tr("CSV import", "CSV 取込"), msg)
	}
}

// members are team t's players and reserves as a dialog lists them
// (labels) with their IDs.
func (v *teamsView) members(t teams.Team) ([]string, []int) {
	ids := append(slices.Clone(t.Boards), t.Reserves...)
	labels := make([]string, len(ids))
	for i, id := range ids {
		labels[i] = fmt.Sprintf("#%d %s", id, v.player(id))
		if slices.Contains(t.Reserves, id) {
			labels[i] += "（" + tr("reserve", "補欠") + "）"
		}
	}
	return labels, ids
}

// changeOrder asks for the selected team's board order: a player or
// reserve for each board. Refused once round 1 is paired unless the
// section lets the order change.
func (v *teamsView) changeOrder() {
	t, ok := v.current()
	if !ok {
		return
	}
	labels, ids := v.members(t)
	sels := make([]*widget.Select, v.boards)
	var items []*widget.FormItem
	for k := range sels {
		sels[k] = newSelect(labels, nil)
		if k < len(t.Boards) {
			sels[k].SetSelectedIndex(slices.Index(ids, t.Boards[k]))
		}
		items = append(items, widget.NewFormItem(v.ew.g.boardTitle(k), sels[k]))
	}
	svc, team := v.own.svc, strconv.Itoa(t.ID)
	showForm(fmt.Sprintf(tr("Board order of %s", "%s のオーダー"), t.Name), tr("Save", "保存"), items, fyne.NewSize(560, 160+52*float32(v.boards)), func() bool {
		var refs []string
		for k, s := range sels {
			i := s.SelectedIndex()
			if i < 0 || i >= len(ids) {
				v.ew.g.showProblem(tr("Cannot change the board order", "オーダーを変更できません"), fmt.Errorf(tr("Choose the player of %s.", "%s の選手を選んでください。"), v.ew.g.boardTitle(k)), v.ew.win)
				return false
			}
			refs = append(refs, strconv.Itoa(ids[i]))
		}
		ok := v.ew.apply(tr("Cannot change the board order", "オーダーを変更できません"), func() error {
			_, err := teams.SetOrder(svc, team, refs)
			return err
		})
		if ok {
			v.ew.note(fmt.Sprintf(tr("Board order of %s changed.", "%s のオーダーを変更しました。"), t.Name))
		}
		return ok
	}, v.ew.win)
}

// substitute asks which player of the selected team plays which board of
// which round's match (補欠の出場); the board is seated again by the game.
// Refused once the match has a result.
func (v *teamsView) substitute() {
	t, ok := v.current()
	if !ok {
		return
	}
	if len(v.rounds) == 0 {
		showMessage(v.ew.win, tr("Put in a reserve", "補欠の出場"), tr("No round has been paired yet: change the board order instead.", "まだ組合せがありません。オーダーの変更で選手を替えてください。"))
		return
	}
	rounds := make([]string, len(v.rounds))
	for i, r := range v.rounds {
		rounds[i] = roundName(r.Number)
	}
	round := newSelect(rounds, nil)
	round.SetSelectedIndex(len(rounds) - 1)
	boards := make([]string, v.boards)
	for k := range boards {
		boards[k] = v.ew.g.boardTitle(k)
		if k < len(t.Boards) {
			boards[k] += "（" + v.player(t.Boards[k]) + "）"
		}
	}
	board := newSelect(boards, nil)
	labels, ids := v.members(t)
	player := newSelect(labels, nil)
	if len(t.Reserves) > 0 {
		player.SetSelectedIndex(len(t.Boards))
	}
	items := []*widget.FormItem{widget.NewFormItem(tr("Round", "回戦"), round), widget.NewFormItem(tr("Board", "盤"), board), widget.NewFormItem(tr("Player", "選手"), player)}
	svc, team := v.own.svc, strconv.Itoa(t.ID)
	showForm(fmt.Sprintf(tr("Put in a reserve for %s", "%s の補欠の出場"), t.Name), tr("Save", "保存"), items, fyne.NewSize(560, 320), func() bool {
		ri, k, pi := round.SelectedIndex(), board.SelectedIndex(), player.SelectedIndex()
		if ri < 0 || k < 0 || pi < 0 || ri >= len(v.rounds) || pi >= len(ids) {
			v.ew.g.showProblem(tr("Cannot put in the reserve", "補欠を出場させられません"), fmt.Errorf("%s", tr("Choose the round, the board and the player.", "回戦・盤・選手を選んでください。")), v.ew.win)
			return false
		}
		n, who := v.rounds[ri].Number, ids[pi]
		ok := v.ew.apply(tr("Cannot put in the reserve", "補欠を出場させられません"), func() error {
			_, err := teams.Substitute(svc, n, team, k+1, strconv.Itoa(who))
			return err
		})
		if ok {
			v.ew.note(fmt.Sprintf(tr("Round %d: %s plays %s for %s.", "%d 回戦：%[2]s が %[4]s の%[3]sで出場します。"), n, v.names[who], v.ew.g.boardTitle(k), t.Name))
		}
		return ok
	}, v.ew.win)
}
