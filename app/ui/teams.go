package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// teamsUI is what a team section (団体戦) shows whatever its game: the
// teams tab after the participants, and the match form at the results
// desk. The game's own screens (Othello's crosstable and finals) are of
// individuals' sections.
func teamsUI() gameUI {
	return gameUI{
		screens: func(ew *eventWindow) []placed {
			return []placed{{at: afterParticipants, s: newTeamsView(ew)}}
		},
		form: newTeamMatchForm,
	}
}

// teamsView is the teams screen of a team section: one line a team with
// its players by board (主将, 副将, 三将 …) and its reserves (補欠); the
// selected team's lineup and results round by round below. From it the
// arbiter adds a team by hand, imports a team CSV, changes a team's board
// order, and puts a reserve on a board of a round.
type teamsView struct {
	ew  *eventWindow
	own *sectionScreens
	ev  tournament.Event
	// boards is the section's number of boards (fixed when it was added).
	boards   int
	list     []teams.Team
	byID     map[int]tournament.Participant
	names    map[int]string
	rounds   []tournament.Round
	selected int // index in list, -1 for none
	table    *widget.Table
	count    *widget.Label
	detail   *widget.Label
	content  fyne.CanvasObject

	addBtn, importBtn, orderBtn, subBtn *widget.Button
}

func (v *teamsView) title() string          { return tr("Teams", "チーム") }
func (v *teamsView) tab() fyne.CanvasObject { return v.content }
func (v *teamsView) sheet() string          { return "players" }
func (v *teamsView) refresh(d snapshot)     { v.show(d.ev, d.ps, d.rs) }

func newTeamsView(ew *eventWindow) *teamsView {
	v := &teamsView{ew: ew, own: ew.sectionScreens, selected: -1}
	if ev, err := ew.svc.Event(); err == nil {
		v.boards = ev.Teams().Boards
	}
	cols := []column{{"No.", "No.", 56}, {"Team", "チーム", 180}, {"Affiliation", "所属", 130}}
	for range v.boards {
		cols = append(cols, column{"", "", 190})
	}
	cols = append(cols, column{"Reserves", "補欠", 220}, column{"Status", "状態", 150})
	v.table = newTable(cols, func() (int, int) { return len(v.list), len(cols) }, v.cell, v.header)
	v.table.OnSelected = func(id widget.TableCellID) { v.selected = id.Row; v.showDetail() }
	v.table.OnUnselected = func(widget.TableCellID) { v.selected = -1; v.showDetail() }
	v.addBtn = widget.NewButton(tr("Add a team", "チームを追加")+"…", v.addTeam)
	v.addBtn.Importance = widget.HighImportance
	v.importBtn = widget.NewButton(tr("Import teams (CSV)", "チームを CSV 取込")+"…", v.importCSV)
	v.orderBtn = widget.NewButton(tr("Board order", "オーダー")+"…", v.changeOrder)
	v.subBtn = widget.NewButton(tr("Put in a reserve", "補欠の出場")+"…", v.substitute)
	v.count = widget.NewLabel("")
	v.detail = widget.NewLabel("")
	v.detail.Wrapping = fyne.TextWrapWord
	bar := container.New(newFlowLayout(func() { v.content.Refresh() }), v.addBtn, v.importBtn, v.orderBtn, v.subBtn, v.count)
	v.content = container.NewBorder(bar, v.detail, nil, nil, v.table)
	v.showDetail()
	return v
}

// show redraws the teams, the selected one kept.
func (v *teamsView) show(ev tournament.Event, ps []tournament.Participant, rs []tournament.Round) {
	keep := 0
	if t, ok := v.current(); ok {
		keep = t.ID
	}
	v.ev, v.rounds = ev, rs
	v.list = teams.Teams(ps)
	v.names = tournament.DisplayNames(ps)
	v.byID = make(map[int]tournament.Participant, len(ps))
	players, reserves := 0, 0
	for _, p := range ps {
		v.byID[p.ID] = p
	}
	for _, t := range v.list {
		players += len(t.Boards)
		reserves += len(t.Reserves)
	}
	v.count.SetText(fmt.Sprintf(tr("%d teams (%d players, %d reserves)", "%d チーム（選手 %d 人、補欠 %d 人）"), len(v.list), players, reserves))
	v.table.UnselectAll()
	v.selected = -1
	for i, t := range v.list {
		if t.ID == keep {
			v.table.Select(widget.TableCellID{Row: i, Col: 1})
		}
	}
	v.table.Refresh()
	v.showDetail()
}

// current is the selected team.
func (v *teamsView) current() (teams.Team, bool) {
	if v.selected < 0 || v.selected >= len(v.list) {
		return teams.Team{}, false
	}
	return v.list[v.selected], true
}

func (v *teamsView) header(col int) string {
	switch {
	case col == 0:
		return tr("No.", "No.")
	case col == 1:
		return tr("Team", "チーム")
	case col == 2:
		return tr("Affiliation", "所属")
	case col-3 < v.boards:
		return v.ew.g.boardTitle(col - 3)
	case col-3 == v.boards:
		return tr("Reserves", "補欠")
	}
	return tr("Status", "状態")
}

// player is a player as the table writes them: 山田太郎（三段）.
func (v *teamsView) player(id int) string {
	p := v.byID[id]
	s := v.names[id]
	if r := v.ew.g.rankText(p); r != "" {
		s += "（" + r + "）"
	}
	return s
}

func (v *teamsView) cell(id widget.TableCellID) string {
	if id.Row < 0 || id.Row >= len(v.list) {
		return ""
	}
	t := v.list[id.Row]
	switch k := id.Col - 3; {
	case id.Col == 0:
		return strconv.Itoa(t.ID)
	case id.Col == 1:
		return t.Name
	case id.Col == 2:
		return t.Club
	case k < v.boards:
		if k < len(t.Boards) {
			return v.player(t.Boards[k])
		}
		return ""
	case k == v.boards:
		var rs []string
		for _, r := range t.Reserves {
			rs = append(rs, v.player(r))
		}
		return strings.Join(rs, "・")
	}
	if v.ew.participants != nil {
		return v.ew.participants.status(t.Participant)
	}
	return ""
}

// showDetail writes the selected team under the table: its players by
// board, its reserves, and each round's match — the opponent, who played
// each board (a reserve marked) and how the board went.
func (v *teamsView) showDetail() {
	t, ok := v.current()
	if !ok {
		v.orderBtn.Disable()
		v.subBtn.Disable()
		setLine(v.detail, tr("Select a team to see its players and matches, change its board order or put in a reserve.", "チームを選ぶと、選手と各回戦の試合が表示され、オーダーの変更や補欠の出場ができます。"))
		return
	}
	v.orderBtn.Enable()
	v.subBtn.Enable()
	var b strings.Builder
	b.WriteString(t.Name)
	if t.Club != "" {
		b.WriteString("（" + t.Club + "）")
	}
	b.WriteString("　")
	for k, id := range t.Boards {
		if k > 0 {
			b.WriteString("・")
		}
		b.WriteString(v.ew.g.boardTitle(k) + " " + v.player(id))
	}
	if len(t.Reserves) > 0 {
		b.WriteString("　" + tr("Reserves", "補欠") + tr(": ", "："))
		for i, id := range t.Reserves {
			if i > 0 {
				b.WriteString("・")
			}
			b.WriteString(v.player(id))
		}
	}
	for _, r := range v.rounds {
		if line := v.roundLine(t, r); line != "" {
			b.WriteString("\n" + line)
		}
	}
	setLine(v.detail, b.String())
}

// roundLine is team t's match in round r as the detail writes it: "2回戦
// 3番卓 対 チームB：主将 A1 ○・副将 R1（補欠）×・三将 A3 …".
func (v *teamsView) roundLine(t teams.Team, r tournament.Round) string {
	i := slices.IndexFunc(r.Games, func(g tournament.Game) bool { return g.Has(t.ID) })
	if i < 0 {
		return ""
	}
	m := r.Games[i]
	head := roundName(r.Number)
	if m.IsBye() {
		return head + tr(": ", "：") + tr("bye", "不戦勝（バイ）")
	}
	opp := m.Black + m.White - t.ID
	head += "　" + fmt.Sprintf(tr("table %d against %s", "%d 番卓 対 %s"), m.Table, v.names[opp])
	var parts []string
	won, lost := 0, 0
	for k, bd := range teams.Boards(m) {
		own := bd.Game.Black
		if bd.BlackTeam != t.ID {
			own = bd.Game.White
		}
		s := v.ew.g.boardTitle(k) + " " + v.names[own]
		if slices.Contains(t.Reserves, own) {
			s += "（" + tr("reserve", "補欠") + "）"
		}
		ownBlack := bd.BlackTeam == t.ID
		switch {
		case bd.BlackWon() == ownBlack && (bd.BlackWon() || bd.WhiteWon()):
			s += " ○"
			won++
		case bd.BlackWon() || bd.WhiteWon():
			s += " ×"
			lost++
		case bd.Game.Result != nil:
			s += " " + tournament.ResultText(v.ev, bd.Game.Result.Text, v.ew.g.lang)
		}
		parts = append(parts, s)
	}
	line := head + tr(": ", "：") + strings.Join(parts, "・")
	if m.Result != nil {
		line += "　" + fmt.Sprintf(tr("(%d won, %d lost)", "（%d勝%d敗）"), won, lost)
	}
	return line
}
