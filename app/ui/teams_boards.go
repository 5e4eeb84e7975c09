package ui

import (
	"fmt"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// The boards of a team match (団体戦) as the screens write them: the
// results desk's status line, the pairings screen's detail, the teams
// screen.

// boardTitlesJa are the boards' names in Japanese: 主将 is board 1.
var boardTitlesJa = []string{"主将", "副将", "三将", "四将", "五将", "六将", "七将"}

// boardTitle is board k's name (from 0): 主将, 副将 … (Board 1 … in English).
func (g *gui) boardTitle(k int) string {
	ja := fmt.Sprintf("%d番盤", k+1)
	if k >= 0 && k < len(boardTitlesJa) {
		ja = boardTitlesJa[k]
	}
	return tournament.Text{En: fmt.Sprintf("Board %d", k+1), Ja: ja}.In(guiLang())
}

// rankText is a player's 段級位 in the screen's language ("" for none).
func (g *gui) rankText(p tournament.Participant) string {
	if g.lang == tournament.Japanese {
		return p.Rank.Japanese()
	}
	return p.Rank.String()
}

// boardLines are match m's boards, one line each, from the side of the
// team listed first (the side its result is typed from): the board's
// name, each team's player with their colour and rank, the handicap the
// game gave (Go), and the board's result once recorded. None for a game
// that is not a team match.
func (ew *eventWindow) boardLines(ev tournament.Event, m tournament.Game, byID map[int]tournament.Participant) []string {
	g := ew.g
	var out []string
	for k, bd := range teams.Boards(m) {
		first, second := bd.Game.Black, bd.Game.White
		black, white := tournament.SideNames(ev.Game)
		firstColour, secondColour := black.In(g.lang), white.In(g.lang)
		if bd.BlackTeam != m.Black {
			first, second = second, first
			firstColour, secondColour = secondColour, firstColour
		}
		player := func(id int, colour string) string {
			p := byID[id]
			s := colour + " " + p.Name
			if r := g.rankText(p); r != "" {
				s += "（" + r + "）"
			}
			return s
		}
		line := fmt.Sprintf("%s　%s — %s", g.boardTitle(k), player(first, firstColour), player(second, secondColour))
		if h := tournament.GameHandicap(ev, bd.Game); h != nil {
			line += "　" + h.Text.In(g.lang)
		}
		if res := bd.Game.Result; res != nil {
			line += "　→ " + tournament.ResultText(ev, res.Text, g.lang)
		}
		out = append(out, line)
	}
	return out
}

// sideTitle is the title of column col of cols, whose columns first and
// second are the game's sides: 黒（先手）and 白（後手）, or the game's own
// names (将棋の先手・後手). In a team section they name the teams instead: a
// match has no colour, and its result is typed from the first team's side.
func sideTitle(cols []column, col int, teams bool, first, second int, game tournament.GameKind, l tournament.Lang) string {
	switch {
	case teams && col == first:
		return tr("Team listed first", "チーム（先）")
	case teams && col == second:
		return tr("Team listed second", "チーム（後）")
	case col == first:
		f, _ := tournament.SideHeaders(game)
		return f.In(l)
	case col == second:
		_, s := tournament.SideHeaders(game)
		return s.In(l)
	case col >= 0 && col < len(cols):
		return cols[col].title()
	}
	return ""
}
