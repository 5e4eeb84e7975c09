package cli

import (
	"fmt"
	"strconv"

	"taikai/app/internal/byid"
	"taikai/tournament"
	"taikai/tournament/teams"
)

// teamsList is `teams list`: each team of the section, its players by
// board (主将, 副将 …) then its reserves, with their ranks and clubs. CSV
// and JSON have one line a player, in the columns teams import reads
// (team, board, name, reading, rank, club: board 1–7 or "reserve"), then
// the player's and the team's numbers; the table a person reads names
// each team once, on its first line.
func teamsList(e *env, s *tournament.Service, sec tournament.Section, format string) error {
	ps, err := s.Participants()
	if err != nil {
		return err
	}
	byID := byid.Participants(ps)
	names := tournament.DisplayNames(ps)
	human := format == "table"
	t := table{header: []string{"team", "board", "name", "reading", "rank", "club", "id", "team_id", "status"}}
	if human {
		t = table{header: []string{"team", "board", "position", "name", "rank", "club"},
			headerJa: []string{"チーム", "盤", "将", "氏名", "段級位", "所属"}}
	}
	list := teams.Teams(ps)
	// The table shows a team's status only when one is late or withdrawn.
	statuses := false
	for _, team := range list {
		statuses = statuses || statusText(team.Participant) != "present"
	}
	if human && statuses {
		t.header, t.headerJa = append(t.header, "status"), append(t.headerJa, "状態")
	}
	for _, team := range list {
		first := true
		add := func(id, k int) {
			p := byID[id]
			board, title := strconv.Itoa(k), teams.BoardTitle(k)
			if k == 0 {
				board, title = "reserve", e.say("reserve", "補欠")
			}
			if human {
				if k == 0 {
					board = "-"
				}
				rank, status := p.Rank.String(), statusText(team.Participant)
				if e.lang == tournament.Japanese {
					rank, status = p.Rank.Japanese(), statusJapanese(team.Participant)
				}
				if !p.Rank.Known() {
					rank = "-"
				}
				teamCell := ""
				if first {
					teamCell = names[team.ID]
					if team.Club != "" {
						teamCell += e.say(" ("+team.Club+")", "（"+team.Club+"）")
					}
				}
				row := []string{teamCell, board, title, names[id], rank, p.Club}
				if statuses && first {
					row = append(row, status)
				}
				first = false
				t.rows = append(t.rows, row)
				return
			}
			f := p.Form()
			t.rows = append(t.rows, []string{team.Name, board, p.Name, p.Reading, f[tournament.FieldRank], p.Club,
				strconv.Itoa(p.ID), strconv.Itoa(team.ID), statusText(team.Participant)})
		}
		for k, id := range team.Boards {
			add(id, k+1)
		}
		for _, id := range team.Reserves {
			add(id, 0)
		}
	}
	if !human {
		return t.write(e.out, format)
	}
	if len(list) == 0 {
		fmt.Fprintln(e.out, e.say("no team yet: add one with `taikai teams add FILE --name TEAM PLAYER PLAYER ...` or `taikai teams import FILE CSV`",
			"チームはまだありません。`taikai teams add FILE --name チーム名 選手 選手 ...` か `taikai teams import FILE CSV` で登録してください"))
		return nil
	}
	count := e.say(fmt.Sprintf("%d teams", len(list)), fmt.Sprintf("%d チーム", len(list)))
	if len(list) == 1 {
		count = e.say("1 team", "1 チーム")
	}
	fmt.Fprintf(e.out, e.say("%s: %s, %s\n", "%s：%s、%s\n"), sec.Label(), count, e.teamsRules(sec.Teams))
	return t.write(e.out, format)
}
