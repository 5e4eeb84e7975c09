package teams

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"taikai/tournament"
)

// teamHeaders and boardHeaders are the team import's own columns.
var (
	teamHeaders  = map[string]bool{"team": true, "チーム": true, "チーム名": true, "団体名": true}
	boardHeaders = map[string]bool{"board": true, "盤": true, "将": true, "順": true, "オーダー": true, "order": true, "席": true}
)

// boardWords are the board names teams write: 主将 is board 1 … 七将 7; 補欠
// is a reserve (0).
var boardWords = map[string]int{"主将": 1, "副将": 2, "三将": 3, "四将": 4, "五将": 5, "六将": 6, "七将": 7,
	"補欠": 0, "reserve": 0, "r": 0, "控え": 0}

// ImportReport says what a team import did.
type ImportReport struct {
	Teams    []Team
	Encoding string
	Ignored  []string
}

// Import registers the teams of a CSV file (UTF-8, UTF-16 or Shift_JIS;
// English or Japanese headers): one line a player with the team's name
// (team, チーム), the board (board, 盤: 1–7, or 主将 副将 三将 …, 補欠 for a
// reserve) and the participant columns of a players import (氏名,
// ふりがな, 段級位, 所属 …). A team's lines give each of its boards once;
// its club is its players' when they share one. All teams or none, in one
// logged change; every bad line is listed.
func Import(s *tournament.Service, data []byte) (ImportReport, error) {
	var rep ImportReport
	text, enc, err := tournament.DecodeCSVText(data)
	if err != nil {
		return rep, err
	}
	rep.Encoding = enc
	forms, lines, ignored, err := parseTeams(text)
	if err != nil {
		return rep, err
	}
	rep.Ignored = ignored
	err = s.UpdateText("teams.import", func(w tournament.Writer) (tournament.Text, error) {
		ts, err := addTeams(s, w, forms, lines)
		if err != nil {
			return tournament.Text{}, err
		}
		rep.Teams = ts
		var names []string
		for _, t := range ts {
			names = append(names, t.Name)
		}
		return tournament.Tr("imported %d teams (%s): %s", "%d チームを取り込み（%s）：%s", len(ts), enc, strings.Join(names, ", ")), nil
	})
	return rep, err
}

// teamLine is one line of a team import.
type teamLine struct {
	line, board int
	form        tournament.ParticipantForm
}

// parseTeams reads the file's teams in the order they first appear, with
// the line of each team's first player.
func parseTeams(text string) ([]Form, []int, []string, error) {
	cr := tournament.NewCSVReader(text)
	header, err := cr.Read()
	if err == io.EOF {
		return nil, nil, nil, tournament.NewProblem(tournament.ErrInvalidInput, "the CSV file is empty", "CSV ファイルが空です")
	}
	if err != nil {
		return nil, nil, nil, tournament.CSVSyntax(err)
	}
	teamCol, boardCol := -1, -1
	cols := make([]tournament.Field, len(header))
	var ignored []string
	var probs []tournament.LineProblem
	for i, h := range header {
		key := tournament.FoldWord(h)
		switch f, ok := tournament.HeaderField(h); {
		case teamHeaders[key]:
			teamCol = i
		case boardHeaders[key]:
			boardCol = i
		case ok && f != tournament.FieldSection:
			cols[i] = f
		case key != "":
			ignored = append(ignored, h)
		}
	}
	if teamCol < 0 || boardCol < 0 || !hasField(cols, tournament.FieldName) {
		probs = append(probs, tournament.LineProblem{Line: 1, Text: tournament.Text{
			En: "a team file needs the columns team (チーム), board (盤) and name (氏名)",
			Ja: "団体戦のファイルには チーム・盤・氏名 の列が必要です"}})
		return nil, nil, nil, &tournament.ImportError{Problems: probs}
	}
	var order []string
	byTeam := map[string][]teamLine{}
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, nil, nil, tournament.CSVSyntax(err)
		}
		line, _ := cr.FieldPos(0)
		if tournament.BlankRecord(rec) {
			continue
		}
		cell := func(i int) string {
			if i < len(rec) {
				return tournament.UnquoteFormula(strings.TrimSpace(rec[i]))
			}
			return ""
		}
		team := tournament.CleanText(cell(teamCol))
		board, ok := BoardOf(cell(boardCol))
		switch {
		case team == "":
			probs = append(probs, tournament.LineProblem{Line: line, Column: header[teamCol], Text: tournament.Text{En: "no team name", Ja: "チーム名がありません"}})
			continue
		case !ok:
			probs = append(probs, tournament.LineProblem{Line: line, Column: header[boardCol], Text: tournament.Tr(
				"\"%s\" is not a board: 1–7, 主将 副将 三将 … or 補欠", "「%s」は盤として読めません。1〜7、主将・副将・三将…、補欠 のどれかです", cell(boardCol))})
			continue
		}
		form := tournament.ParticipantForm{}
		for i, f := range cols {
			if f != "" {
				form[f] = cell(i)
			}
		}
		key := tournament.NameKey(team)
		if _, seen := byTeam[key]; !seen {
			order = append(order, team)
		}
		byTeam[key] = append(byTeam[key], teamLine{line: line, board: board, form: form})
	}
	var forms []Form
	var lines []int
	for _, name := range order {
		tl := byTeam[tournament.NameKey(name)]
		f := Form{Name: name}
		at := map[int]int{}
		for _, l := range tl {
			if l.board == 0 {
				f.Reserves = append(f.Reserves, l.form)
				continue
			}
			if first, dup := at[l.board]; dup {
				probs = append(probs, tournament.LineProblem{Line: l.line, Column: header[boardCol], Text: tournament.Tr(
					"team %s has board %d twice (also line %d)", "チーム %s の %d 番盤が2人います（%d 行目にも）", name, l.board, first)})
				continue
			}
			at[l.board] = l.line
		}
		for k := 1; k <= len(at); k++ {
			l, ok := at[k]
			if !ok {
				probs = append(probs, tournament.LineProblem{Line: tl[0].line, Column: header[boardCol], Text: tournament.Tr(
					"team %s has no board %d", "チーム %s に %d 番盤がいません", name, k)})
				break
			}
			for _, x := range tl {
				if x.line == l {
					f.Players = append(f.Players, x.form)
				}
			}
		}
		f.Club = sharedClub(tl)
		forms = append(forms, f)
		lines = append(lines, tl[0].line)
	}
	if len(probs) > 0 {
		return nil, nil, nil, &tournament.ImportError{Problems: probs}
	}
	if len(forms) == 0 {
		return nil, nil, nil, tournament.NewProblem(tournament.ErrInvalidInput, "the CSV file has a header but no teams", "CSV ファイルにチームの行がありません")
	}
	return forms, lines, ignored, nil
}

// BoardOf reads a board as written: 1–7 (１, 1将), 主将 …, 補欠 (0).
func BoardOf(s string) (int, bool) {
	t := tournament.FoldWord(s)
	if k, ok := boardWords[t]; ok {
		return k, true
	}
	t = strings.TrimSuffix(strings.TrimSuffix(t, "将"), "番")
	k, err := strconv.Atoi(t)
	if err != nil || k < 1 || k > tournament.MaxTeamBoards {
		return 0, false
	}
	return k, true
}

// sharedClub is the club every line of a team gives, or none.
func sharedClub(tl []teamLine) string {
	club := tournament.CleanText(tl[0].form[tournament.FieldClub])
	for _, l := range tl[1:] {
		if tournament.CleanText(l.form[tournament.FieldClub]) != club {
			return ""
		}
	}
	return club
}

func hasField(cols []tournament.Field, f tournament.Field) bool {
	for _, c := range cols {
		if c == f {
			return true
		}
	}
	return false
}

// String says the report for the command line.
func (r ImportReport) String() string {
	return fmt.Sprintf("%d teams (%s)", len(r.Teams), r.Encoding)
}
