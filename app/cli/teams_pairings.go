package cli

import (
	"fmt"
	"strconv"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// teamPairingsTable is the pairings of a team section's round: each match
// then its boards. CSV and JSON start with round,table,black,white as
// every pairing does: a match's line (board empty) has the two teams as
// black and white (the team listed first is Black's: results are written
// from its side) and the match's result; then one line a board (board 1,
// 2, 3 …) with the board's players as seated, their teams, Go's handicap
// and the board's result. The table a person reads has a column per team:
// the match's line names them, each board's line puts each team's player
// under it with their colour.
func teamPairingsTable(e *env, ev tournament.Event, names map[int]string, scores map[int]map[int]tournament.Points, r tournament.Round, format string) table {
	if format == "table" {
		return teamPairingsForPeople(e, ev, r, names, scores[r.Number])
	}
	t := table{header: []string{"round", "table", "black", "white", "board", "black_team", "white_team", "handicap",
		"black_score", "white_score", "result", "rated", "why"}, sides: ev.Game}
	links := tournament.ReportsOn(ev)
	if links {
		t.header = append(t.header, "report_path")
	}
	sec, _ := ev.InSection()
	if ev.Multi() {
		t.header = append(t.header, "section")
	}
	round := strconv.Itoa(r.Number)
	for _, m := range r.Games {
		tbl, second, sscore := strconv.Itoa(m.Table), names[m.White], scores[r.Number][m.White].String()
		if m.IsBye() {
			tbl, second, sscore = "", "", ""
		}
		why := m.Why.In(e.lang)
		for _, w := range m.Warnings {
			why += " ⚠ " + w.In(e.lang)
		}
		tail := func(row []string, m tournament.Game) []string {
			if links {
				row = append(row, reportPath(ev, r.Number, m))
			}
			if ev.Multi() {
				row = append(row, sec.Key)
			}
			return row
		}
		t.rows = append(t.rows, tail([]string{round, tbl, names[m.Black], second, "", names[m.Black], second, "",
			scores[r.Number][m.Black].String(), sscore, resultText(m), "", why}, m))
		for k, bd := range teams.Boards(m) {
			g := bd.Game
			hc := ""
			if h := tournament.GameHandicap(ev, g); h != nil {
				hc = h.Text.In(e.lang)
			}
			t.rows = append(t.rows, tail([]string{round, tbl, names[g.Black], names[g.White], strconv.Itoa(k + 1),
				names[bd.BlackTeam], names[m.Black+m.White-bd.BlackTeam], hc, "", "", resultText(g), rated(ev, r, g), g.Why.In(e.lang)}, m))
		}
	}
	return t
}

// teamPairingsForPeople is the round's table a person reads: a match's
// line (its table, its two teams, their matches won before the round,
// its result), then a line a board with each team's player under the
// team and their colour (the match's line has the teams' matches won
// before the round, a drawn match half), the board's handicap (when the game gives one)
// and result.
func teamPairingsForPeople(e *env, ev tournament.Event, r tournament.Round, names map[int]string, scores map[int]tournament.Points) table {
	handicaps := false
	for _, m := range r.Games {
		for _, bd := range teams.Boards(m) {
			h := tournament.GameHandicap(ev, bd.Game)
			handicaps = handicaps || (h != nil && h.Text.In(e.lang) != "")
		}
	}
	t := table{header: []string{"table", "board", "first", "second", "won", "result"},
		headerJa: []string{"卓", "盤", "先のチーム", "後のチーム", "勝ち試合", "結果"}}
	if handicaps {
		t.header = append(t.header[:5:5], "handicap", "result")
		t.headerJa = append(t.headerJa[:5:5], "手合", "結果")
	}
	for _, m := range r.Games {
		if m.IsBye() {
			row := []string{"-", "", names[m.Black], e.say("(bye)", "（不戦勝）"), scores[m.Black].String(), e.matchResult(ev, m)}
			if handicaps {
				row = append(row[:5:5], "", row[5])
			}
			t.rows = append(t.rows, row)
			continue
		}
		result := e.matchResult(ev, m)
		for _, w := range m.Warnings {
			result += " ⚠ " + w.In(e.lang)
		}
		row := []string{strconv.Itoa(m.Table), "", names[m.Black], names[m.White],
			scores[m.Black].String() + "–" + scores[m.White].String(), result}
		if handicaps {
			row = append(row[:5:5], "", row[5])
		}
		t.rows = append(t.rows, row)
		for k, bd := range teams.Boards(m) {
			g := bd.Game
			first, second := e.colouredName(ev.Game, names[g.Black], tournament.Black), e.colouredName(ev.Game, names[g.White], tournament.White)
			if bd.BlackTeam != m.Black {
				first, second = e.colouredName(ev.Game, names[g.White], tournament.White), e.colouredName(ev.Game, names[g.Black], tournament.Black)
			}
			row := []string{"", fmt.Sprintf("%d %s", k+1, teams.BoardTitle(k+1)), first, second, "", resultWords(ev, resultText(g), e.lang)}
			if handicaps {
				hc := ""
				if h := tournament.GameHandicap(ev, g); h != nil {
					hc = h.Text.In(e.lang)
				}
				row = append(row[:5:5], hc, row[5])
			}
			t.rows = append(t.rows, row)
		}
	}
	return t
}

// resultText is a game's stored result, empty before it has one.
func resultText(g tournament.Game) string {
	if g.Result == nil {
		return ""
	}
	return g.Result.Text
}

// matchResult says a match's result for a person: its boards as stored
// (○○×, or each board's words: in Japanese the game's Japanese), then the
// boards won (2勝1敗) or the board holding it.
func (e *env) matchResult(ev tournament.Event, m tournament.Game) string {
	if m.Result == nil {
		return ""
	}
	text := resultWords(ev, m.Result.Text, e.lang)
	if m.IsBye() {
		return text
	}
	if note := m.Result.Note.In(e.lang); note != "" {
		text += e.say(" ("+note+")", "（"+note+"）")
	}
	return text
}

// matchWinner says who won match g: "; 東京銀行 wins the match"
// (：東京銀行の勝ち), a drawn match, or nothing while a board is held or
// has no result.
func (e *env) matchWinner(s *tournament.Service, g tournament.Game) string {
	w, decided := teams.Winner(g)
	if !decided {
		return ""
	}
	if w == 0 {
		return e.say("; drawn match", "：引き分け")
	}
	names, err := s.Names()
	if err != nil {
		return ""
	}
	return e.say("; "+names[w]+" wins the match", "："+names[w]+"の勝ち")
}
