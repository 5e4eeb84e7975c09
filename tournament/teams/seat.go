package teams

import (
	"fmt"

	"taikai/tournament"
)

// Seat implements tournament.Swiss: the match's boards, board k's player
// of each team against the other's. The team listed first (Black's) has
// Black on the odd boards and White on the even ones; then the game seats
// each board as it seats a game (in Go, colours and handicap by the two
// players' ranks). A team short of players (a withdrawn one) cannot be
// seated: the arbiter substitutes a reserve first.
func (g game) Seat(ev tournament.Event, byID map[int]tournament.Participant, m *tournament.Game, scoreDiff int) *tournament.Text {
	first, okf := TeamOf(byID[m.Black])
	second, oks := TeamOf(byID[m.White])
	if !okf || !oks {
		return nil
	}
	boards, err := g.seatBoards(ev, byID, first, second, m.Table, scoreDiff)
	if err != nil {
		t := tournament.Text{En: "the boards could not be seated: " + tournament.Localize(err, tournament.English), Ja: "盤の手番を決められません：" + tournament.Localize(err, tournament.Japanese)}
		return &t
	}
	if m.Extra, err = tournament.EncodeExtra(match{Boards: boards}); err != nil {
		return nil
	}
	t := tournament.Tr("%d boards, board k against board k; the first-listed team has Black on the odd boards", "%d 面、同じ番の盤どうし。先に書かれたチームが奇数番の盤で黒", g.rules.Boards)
	if m.Why.En != "" {
		t = tournament.Text{En: m.Why.En + "; " + t.En, Ja: m.Why.Ja + "。" + t.Ja}
	}
	return &t
}

// seatBoards seats the boards of first against second at table: board k
// (from 1) is each team's k-th player, the game seating each.
func (g game) seatBoards(ev tournament.Event, byID map[int]tournament.Participant, first, second Team, table, scoreDiff int) ([]Board, error) {
	n := g.rules.Boards
	for _, t := range []Team{first, second} {
		if len(t.Boards) < g.rules.MinPlayers() {
			return nil, tournament.NewProblem(tournament.ErrInvalidInput, "team %s has %d players for %d boards, fewer than the %d a team plays short with: substitute a reserve",
				"チーム %s は %d 人で、%d 面のうち欠員で出場できる %d 人に足りません。補欠を入れてください", t.Name, len(t.Boards), n, g.rules.MinPlayers())
		}
	}
	out := make([]Board, n)
	for k := range n {
		a, b := seatOf(first, k), seatOf(second, k)
		ta, tb := first.ID, second.ID
		if k%2 == 1 {
			a, b, ta, tb = b, a, tb, ta
		}
		if a == 0 || b == 0 {
			out[k] = emptyBoard(table, k, a, b, ta, tb)
			continue
		}
		bg := tournament.Game{Table: table, Black: a, White: b, Why: tournament.Tr("board %d", "%d番盤", k+1)}
		if t := g.Swiss.Seat(ev, byID, &bg, scoreDiff); t != nil {
			bg.Why = tournament.Text{En: bg.Why.En + ": " + t.En, Ja: bg.Why.Ja + "：" + t.Ja}
		}
		black := ta
		if bg.Black != a {
			black = tb // the game swapped the colours (the weaker player takes Black)
		}
		out[k] = Board{Game: bg, BlackTeam: black}
	}
	return out, nil
}

// boardName is "board 2" (2番盤, 副将).
func boardName(k int) tournament.Text {
	return tournament.Text{En: fmt.Sprintf("board %d", k+1), Ja: fmt.Sprintf("%d番盤", k+1)}
}

// seatOf is the team's player on board k (from 0); 0 for a board the team
// leaves empty (欠員: its players take the boards from 1, in order).
func seatOf(t Team, k int) int {
	if k < len(t.Boards) {
		return t.Boards[k]
	}
	return 0
}

// emptyBoard is board k (from 0) where a team has no player (欠員): the
// other team's player wins by default (不戦勝), the team without one loses
// (欠); with both empty, both lose (両). a is Black's seat of team ta, b
// White's of team tb.
func emptyBoard(table, k, a, b, ta, tb int) Board {
	bg := tournament.Game{Table: table, Black: a, White: b, Why: tournament.Tr("board %d: no player (欠員), lost by default", "%d番盤：欠員（不戦敗）", k+1)}
	switch {
	case a == 0 && b == 0:
		bg.Result = &tournament.Result{Text: "両"}
		return Board{Game: bg, BlackTeam: ta, Outcome: bothLose}
	case b == 0:
		bg.Result = &tournament.Result{Text: "不"}
		return Board{Game: bg, BlackTeam: ta, Outcome: blackForfeit}
	}
	// The team with the player takes Black's place on the board.
	bg.Black, bg.White = b, 0
	bg.Result = &tournament.Result{Text: "不"}
	return Board{Game: bg, BlackTeam: tb, Outcome: blackForfeit}
}

// Empty reports whether a team has no player on the board (欠員).
func (b Board) Empty() bool { return b.Game.Black == 0 || b.Game.White == 0 }
