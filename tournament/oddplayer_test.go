package tournament_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/gametest"
	"taikai/tournament/pairgo"
)

// oddEvent is a Go (or Othello) event of n players of equal rank with the
// settings given, seed 7.
func oddEvent(t *testing.T, game string, n int, settings map[string]string) *tournament.Service {
	t.Helper()
	s := stillEvent(t, tournament.EventInfo{Game: game, Name: "奇数の大会"}, settings)
	addPlayers(t, s, n, rank1d)
	return s
}

// waitingGo is a Go event of n players (n odd) whose odd player waits
// (odd_player=wait), its round 1 paired, and the player who waits.
func waitingGo(t *testing.T, n int) (*tournament.Service, tournament.Round, int) {
	t.Helper()
	s := oddEvent(t, "go", n, map[string]string{"odd_player": "wait"})
	r, err := s.PairNextRound()
	require.NoError(t, err)
	return s, r, r.Waiting[0].Player
}

// winsOf is each player's wins cell ("1.5") in the standings after round
// `after`, by ID.
func winsOf(t *testing.T, s *tournament.Service, after int) map[int]string {
	t.Helper()
	tab, err := s.Standings(after)
	require.NoError(t, err)
	out := map[int]string{}
	col := -1
	for i, c := range tab.Columns {
		if c.Key == "wins" {
			col = i
		}
	}
	require.GreaterOrEqual(t, col, 0)
	for _, r := range tab.Rows {
		out[r.ID] = r.Cells[col]
	}
	return out
}

// playAll enters a Black win at every table of round n still without a
// result.
func playAll(t *testing.T, s *tournament.Service, n int, result string) {
	t.Helper()
	r, err := s.Round(n)
	require.NoError(t, err)
	for _, tb := range r.Missing() {
		_, err := s.RecordResult(n, tb, result)
		require.NoError(t, err)
	}
}

// The odd player is the one the bye rule picks, whatever the mode: under
// odd_player=bye the bye (today's behaviour), under wait they wait with no
// table, under arbiter they play 審判 at the next table.
func TestOddPlayer_Issue27EachModeTakesTheByesPlayer(t *testing.T) {
	bye := oddEvent(t, "go", 5, nil)
	r, err := bye.PairNextRound()
	require.NoError(t, err)
	require.Len(t, r.Games, 3)
	odd := r.Games[2]
	require.True(t, odd.IsBye())

	wait := oddEvent(t, "go", 5, map[string]string{"odd_player": "wait"})
	rw, err := wait.PairNextRound()
	require.NoError(t, err)
	require.Len(t, rw.Games, 2)
	require.Len(t, rw.Waiting, 1)
	assert.Equal(t, odd.Black, rw.Waiting[0].Player)
	assert.Contains(t, rw.Waiting[0].Why.Ja, "待ち合わせ")
	assert.Equal(t, r.Games[:2], rw.Games, "the others are paired as with the bye")
	assert.False(t, rw.Complete())

	arb := oddEvent(t, "go", 5, map[string]string{"odd_player": "arbiter"})
	ra, err := arb.PairNextRound()
	require.NoError(t, err)
	require.Len(t, ra.Games, 3)
	g := ra.Games[2]
	assert.Equal(t, 3, g.Table)
	assert.True(t, g.AgainstArbiter())
	assert.Equal(t, odd.Black, g.Player())
	assert.Contains(t, g.Why.Ja, "審判対局")
	names, err := arb.Names()
	require.NoError(t, err)
	assert.Equal(t, "審判", names[tournament.ArbiterID])
}

// bye_worth: a Go bye is a win (today) or nothing.
func TestOddPlayer_Issue27GoByeWorthWinOrNothing(t *testing.T) {
	for worth, want := range map[string]string{"win": "1", "nothing": "0"} {
		t.Run(worth, func(t *testing.T) {
			s := oddEvent(t, "go", 3, map[string]string{"bye_worth": worth})
			r, err := s.PairNextRound()
			require.NoError(t, err)
			playAll(t, s, 1, "W+R")
			assert.Equal(t, want, winsOf(t, s, 1)[r.Games[1].Black])
		})
	}
	s := oddEvent(t, "go", 3, nil)
	require.ErrorContains(t, s.ChangeSettings(map[string]string{"bye_worth": "half"}), "win, nothing")
}

// 待ち合わせ: the waiting player plays the loser of a finished table in a
// game added to the round at the next table; the game counts in the round
// (the loser has two games), in the standings and in the pairing history:
// the two do not meet again in round 2.
func TestOddPlayer_Issue27WaitGameCountsAsAGameOfTheRound(t *testing.T) {
	s := oddEvent(t, "go", 5, map[string]string{"odd_player": "wait", "rounds": "3"})
	r, err := s.PairNextRound()
	require.NoError(t, err)
	waiter := r.Waiting[0].Player
	first := r.Games[0]
	_, err = s.RecordResult(1, first.Table, "B+R") // White loses
	require.NoError(t, err)
	g, warnings, err := s.PairWaiting(1, waiter, first.Table)
	require.NoError(t, err)
	assert.Empty(t, warnings)
	assert.Equal(t, 3, g.Table, "the next table of the round")
	assert.Equal(t, first.Table, g.WaitFor)
	assert.True(t, g.Has(waiter) && g.Has(first.White), "the waiting player meets the loser")
	assert.Equal(t, first.White, g.Black, "the loser had White: Black now, as the colours balance")
	r, err = s.Round(1)
	require.NoError(t, err)
	assert.Empty(t, r.Waiting)
	assert.Equal(t, []int{r.Games[1].Table, 3}, r.Missing())

	_, err = s.RecordResult(1, r.Games[1].Table, "B+R")
	require.NoError(t, err)
	_, err = s.RecordResult(1, 3, goWin(g, first.White)) // the loser wins the second game
	require.NoError(t, err)
	wins := winsOf(t, s, 1)
	assert.Equal(t, "1", wins[first.White], "a loss and a win in round 1")
	assert.Equal(t, "0", wins[waiter])
	assert.Equal(t, "1", wins[first.Black])

	r2, err := s.PairNextRound()
	require.NoError(t, err)
	for _, g2 := range r2.Games {
		assert.False(t, g2.Has(waiter) && g2.Has(first.White), "no rematch of the 待ち合わせ game: %+v", g2)
	}
	for _, w := range r2.Waiting {
		assert.NotEqual(t, waiter, w.Player, "the odd player of round 1 does not wait again")
	}
}

// wait_with=winner: the waiting player plays the winner.
func TestOddPlayer_Issue27WaitWithWinner(t *testing.T) {
	s := oddEvent(t, "go", 5, map[string]string{"odd_player": "wait", "wait_with": "winner"})
	r, err := s.PairNextRound()
	require.NoError(t, err)
	_, err = s.RecordResult(1, r.Games[1].Table, "W+3.5")
	require.NoError(t, err)
	g, _, err := s.PairWaiting(1, r.Waiting[0].Player, r.Games[1].Table)
	require.NoError(t, err)
	assert.True(t, g.Has(r.Games[1].White))
}

// The refusals of `taikai wait`: a table without a result, a result with no
// single loser (持碁, 両負け, 無勝負, 勝敗預かり), a player not waiting, a table
// that does not exist; and the next round while a player still waits.
func TestOddPlayer_Issue27WaitRefusals(t *testing.T) {
	s, r, waiter := waitingGo(t, 7)
	t1, t2, t3 := r.Games[0], r.Games[1], r.Games[2]

	_, _, err := s.PairWaiting(1, waiter, t1.Table)
	require.ErrorContains(t, err, "no result yet")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "まだ結果がありません")

	for _, res := range []string{"double-loss", "no-result", "pending"} {
		_, err = s.RecordResult(1, t1.Table, res)
		require.NoError(t, err)
		_, _, err = s.PairWaiting(1, waiter, t1.Table)
		require.ErrorContains(t, err, "no single loser", res)
		assert.Contains(t, tournament.Localize(err, tournament.Japanese), "不戦勝", res)
	}
	_, _, err = s.PairWaiting(1, t2.Black, t1.Table)
	require.ErrorContains(t, err, "is not waiting")
	_, _, err = s.PairWaiting(1, waiter, 99)
	require.ErrorContains(t, err, "no table 99")

	_, err = s.RecordResult(1, t1.Table, "B+R")
	require.NoError(t, err)
	_, err = s.RecordResult(1, t2.Table, "B+R")
	require.NoError(t, err)
	_, err = s.RecordResult(1, t3.Table, "B+R")
	require.NoError(t, err)
	_, err = s.PairNextRound()
	require.ErrorContains(t, err, "still waits for a game")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "待ち合わせのまま")
	standings, err := s.Standings(0)
	require.NoError(t, err)
	assert.Equal(t, 0, standings.After, "the round is not complete while a player waits")

	// The round ends with the player still waiting: the bye by hand.
	require.NoError(t, s.ByeForWaiting(1, waiter))
	r, err = s.Round(1)
	require.NoError(t, err)
	assert.True(t, r.Complete())
	assert.Equal(t, "1", winsOf(t, s, 1)[waiter])
	require.ErrorContains(t, s.ByeForWaiting(1, waiter), "nobody waits")
	_, err = s.PairNextRound()
	require.NoError(t, err)
}

// Once paired, the player no longer waits: a second `wait` for them is
// refused.
func TestOddPlayer_Issue27NobodyWaitsOncePaired(t *testing.T) {
	s, r, waiter := waitingGo(t, 5)
	_, err := s.RecordResult(1, r.Games[0].Table, "B+R")
	require.NoError(t, err)
	g, _, err := s.PairWaiting(1, waiter, r.Games[0].Table)
	require.NoError(t, err)
	_, err = s.RecordResult(1, g.Table, "B+R")
	require.NoError(t, err)
	_, _, err = s.PairWaiting(1, waiter, r.Games[0].Table)
	require.ErrorContains(t, err, "nobody waits")
}

// 審判対局: the result counts for the player only; the arbiter has no row,
// and adds nothing to the player's SOS; the game is entered from the
// player's colour in the game's grammar.
func TestOddPlayer_Issue27ArbiterGameCountsForThePlayerOnly(t *testing.T) {
	s := oddEvent(t, "go", 5, map[string]string{"odd_player": "arbiter"})
	r, err := s.PairNextRound()
	require.NoError(t, err)
	g := r.Games[2]
	player := g.Player()
	_, err = s.RecordResult(1, 1, "B+R")
	require.NoError(t, err)
	_, err = s.RecordResult(1, 2, "B+R")
	require.NoError(t, err)
	_, err = s.RecordResult(1, g.Table, goWin(g, player))
	require.NoError(t, err)
	tab, err := s.Standings(1)
	require.NoError(t, err)
	require.Len(t, tab.Rows, 5, "no row for the arbiter")
	for _, row := range tab.Rows {
		if row.ID == player {
			assert.Equal(t, []string{"初段", "1", "0", "0"}, row.Cells[:4], "a win, no SOS from the arbiter")
		}
	}
	r2, err := s.PairNextRound()
	require.NoError(t, err)
	for _, g2 := range r2.Games {
		if g2.AgainstArbiter() {
			assert.NotEqual(t, player, g2.Player(), "the odd player of round 1 is not odd again")
		}
	}
}

// Othello: a 待ち合わせ game and a 審判対局 game count in wins and discs; the
// game against the arbiter counts in BP as a round against oneself.
func TestOddPlayer_Issue27OthelloCountsBothModes(t *testing.T) {
	s := oddEvent(t, "othello", 3, map[string]string{"odd_player": "wait"})
	r, err := s.PairNextRound()
	require.NoError(t, err)
	waiter, g1 := r.Waiting[0].Player, r.Games[0]
	_, err = s.RecordResult(1, g1.Table, "40-24")
	require.NoError(t, err)
	g, _, err := s.PairWaiting(1, waiter, g1.Table)
	require.NoError(t, err)
	loserIsBlack := g.Black == g1.White
	res := "24-40"
	if loserIsBlack {
		res = "40-24"
	}
	_, err = s.RecordResult(1, g.Table, res)
	require.NoError(t, err)
	wins := winsOf(t, s, 1)
	assert.Equal(t, "1", wins[g1.White], "lost, then beat the waiting player")
	assert.Equal(t, "0", wins[waiter])

	// A drawn table (32–32) has no loser.
	d := oddEvent(t, "othello", 5, map[string]string{"odd_player": "wait"})
	rd, err := d.PairNextRound()
	require.NoError(t, err)
	_, err = d.RecordResult(1, rd.Games[0].Table, "32-32")
	require.NoError(t, err)
	_, _, err = d.PairWaiting(1, rd.Waiting[0].Player, rd.Games[0].Table)
	require.ErrorContains(t, err, "no single loser")

	a := oddEvent(t, "othello", 3, map[string]string{"odd_player": "arbiter"})
	ra, err := a.PairNextRound()
	require.NoError(t, err)
	ga := ra.Games[1]
	require.True(t, ga.AgainstArbiter())
	_, err = a.RecordResult(1, 1, "40-24")
	require.NoError(t, err)
	res = "40-24"
	if ga.White == ga.Player() {
		res = "24-40"
	}
	_, err = a.RecordResult(1, ga.Table, res)
	require.NoError(t, err)
	tab, err := a.Standings(1)
	require.NoError(t, err)
	require.Len(t, tab.Rows, 3)
	for _, row := range tab.Rows {
		if row.ID == ga.Player() {
			// wins 1, BP 32 + 6×1 = 38 (a round against oneself), discs 40
			assert.Equal(t, []string{"1", "38", "40"}, row.Cells[:3])
		}
	}
}

// 待ち合わせ and 審判対局 are for the Swiss: a league (its schedule decides
// who rests) refuses them, saying to set odd_player=bye.
func TestOddPlayer_Issue27RefusedOutsideTheSwiss(t *testing.T) {
	_, s := leagueSection(t, 5, tournament.FormatOptions{"group-size": "5", "advance": "2"}, leagueNoClub)
	require.NoError(t, s.ChangeSettings(map[string]string{"odd_player": "wait"}))
	_, err := s.PairNextRound()
	require.ErrorContains(t, err, "odd_player=wait is for a Swiss section")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "待ち合わせ")
	require.NoError(t, s.ChangeSettings(map[string]string{"odd_player": "bye"}))
	_, err = s.PairNextRound()
	require.NoError(t, err)
}

// goWin is the Go result of game g won by player id.
func goWin(g tournament.Game, id int) string {
	if g.Black == id {
		return "B+R"
	}
	return "W+R"
}

// The arbiter may swap the waiting player with a paired one before the
// round is played: the other then waits.
func TestOddPlayer_Issue27SwapWithTheWaitingPlayer(t *testing.T) {
	s, r, waiter := waitingGo(t, 5)
	other := r.Games[0].Black
	_, err := s.SwapPlayers(1, waiter, other)
	require.NoError(t, err)
	r, err = s.Round(1)
	require.NoError(t, err)
	assert.True(t, r.IsWaiting(other))
	assert.True(t, r.Games[0].Has(waiter))
	_, err = s.SwapPlayers(1, tournament.ArbiterID, other)
	require.ErrorContains(t, err, "not a participant")
}

// An exported event with a 待ち合わせ game, a waiting player and a 審判対局
// game imports as it was.
func TestOddPlayer_Issue27ExportImportKeepsTheOddPlayer(t *testing.T) {
	for _, mode := range []string{"wait", "arbiter"} {
		t.Run(mode, func(t *testing.T) {
			s := oddEvent(t, "go", 5, map[string]string{"odd_player": mode})
			r, err := s.PairNextRound()
			require.NoError(t, err)
			playAll(t, s, 1, "B+R")
			if mode == "wait" {
				_, _, err = s.PairWaiting(1, r.Waiting[0].Player, r.Games[0].Table)
				require.NoError(t, err)
				playAll(t, s, 1, "B+R")
				r2, err := s.PairNextRound()
				require.NoError(t, err)
				require.Len(t, r2.Waiting, 1)
			}
			x, err := s.Export()
			require.NoError(t, err)
			st := gametest.Reimported(t, x)
			want, err := s.Rounds()
			require.NoError(t, err)
			got, err := tournament.NewService(st).Rounds()
			require.NoError(t, err)
			assert.Equal(t, shape(want), shape(got))
		})
	}
}

// shape is what the rounds say of who plays whom: table, players, the
// table waited for, the result; the waiting players.
func shape(rs []tournament.Round) []string {
	var out []string
	for _, r := range rs {
		for _, g := range r.Games {
			res := ""
			if g.Result != nil {
				res = g.Result.Text
			}
			out = append(out, fmt.Sprintf("%d/%d: %d-%d wait %d %s", r.Number, g.Table, g.Black, g.White, g.WaitFor, res))
		}
		for _, w := range r.Waiting {
			out = append(out, fmt.Sprintf("%d: %d waits", r.Number, w.Player))
		}
	}
	return out
}

// The tables offered to a waiting player: a finished table with a loser
// gives its loser; a table still playing and one held 勝敗預かり say why not.
func TestOddPlayer_Issue27WaitChoicesSayWhichTablesCanBeChosen(t *testing.T) {
	s, r, waiter := waitingGo(t, 7)
	_, err := s.RecordResult(1, r.Games[0].Table, "W+R")
	require.NoError(t, err)
	_, err = s.RecordResult(1, r.Games[1].Table, "pending")
	require.NoError(t, err)
	cs, with, err := s.WaitChoices(1, waiter)
	require.NoError(t, err)
	assert.Equal(t, tournament.WaitWithLoser, with)
	require.Len(t, cs, 3)
	assert.Equal(t, r.Games[0].Black, cs[0].Opponent, "White won: Black is the loser")
	assert.Zero(t, cs[1].Opponent)
	assert.Equal(t, "勝敗預かり：負けた人が決まっていません", cs[1].Why.Ja)
	assert.Zero(t, cs[2].Opponent)
	assert.Equal(t, "対局中", cs[2].Why.Ja)
	_, _, err = s.WaitChoices(1, r.Games[0].Black)
	require.ErrorContains(t, err, "is not waiting")
}

// A Go game against the arbiter is even (互先) with the even game's komi:
// the arbiter's strength is not known.
func TestOddPlayer_Issue27ArbiterGoGameIsEven(t *testing.T) {
	s := oddEvent(t, "go", 3, map[string]string{"odd_player": "arbiter", "handicap": "true"})
	r, err := s.PairNextRound()
	require.NoError(t, err)
	h := handicapOf(t, s, r.Games[1])
	require.NotNil(t, h)
	assert.Equal(t, 0, h.Stones)
	assert.Equal(t, 13, h.Komi, "6.5, in half-points")
	assert.Contains(t, h.Text.Ja, "審判対局")
	_, err = s.RecordResult(1, 2, "jigo")
	require.ErrorContains(t, err, "no jigo")
}

// The added game takes the section's next venue table; a section whose
// range is full refuses it, saying to widen the range.
func TestOddPlayer_Issue27WaitTableWithinTheSectionRange(t *testing.T) {
	for _, tc := range []struct {
		tables string
		table  int
		full   bool
	}{{"21-23", 23, false}, {"21-22", 0, true}} {
		t.Run(tc.tables, func(t *testing.T) {
			s := addSection(t, emptyVenue(t, "大会"), tournament.SectionForm{Key: "A", Game: "go", Tables: tc.tables, Settings: map[string]string{"odd_player": "wait"}})
			addPlayers(t, s, 5, nameOnly)
			r, err := s.PairNextRound()
			require.NoError(t, err)
			assert.Equal(t, 21, r.Games[0].Table)
			_, err = s.RecordResult(1, 21, "B+R")
			require.NoError(t, err)
			g, _, err := s.PairWaiting(1, r.Waiting[0].Player, 21)
			if tc.full {
				require.ErrorContains(t, err, "no free table")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.table, g.Table)
		})
	}
}

// A 審判対局 game takes phone reports like any table: its link is made once
// (not again at every change) and names the game, and the player's report
// is accepted.
func TestOddPlayer_Issue27ArbiterGameTakesAPhoneReport(t *testing.T) {
	s := oddEvent(t, "go", 3, map[string]string{"odd_player": "arbiter", tournament.SettingPhoneReports: "true"})
	r, err := s.PairNextRound()
	require.NoError(t, err)
	r, err = s.Round(1)
	require.NoError(t, err)
	g := r.Games[1]
	require.True(t, g.AgainstArbiter())
	require.NotEmpty(t, g.ReportToken)
	require.NoError(t, s.PublishRound(1))
	again, err := s.Round(1)
	require.NoError(t, err)
	assert.Equal(t, g.ReportToken, again.Games[1].ReportToken, "the token stands")
	_, lg, err := s.ReportLink(1, g.Table, g.ReportToken)
	require.NoError(t, err)
	assert.Equal(t, g.Player(), lg.Player())
	_, err = s.ReportResult(tournament.ReportInput{Round: 1, Table: g.Table, Token: g.ReportToken, Text: goWin(g, g.Player())})
	require.NoError(t, err)
	_, _, err = s.AcceptReport(1, g.Table, 0)
	require.NoError(t, err)
	assert.Equal(t, "1", winsOf(t, s, 1)[g.Player()])
}

// Pair Go: the odd pair plays the arbiter's pair (審判対局) in an even game;
// the board scores are entered as at any table and count for the pair.
func TestOddPlayer_Issue27PairGoArbiterGame(t *testing.T) {
	s := oddEvent(t, "pairgo", 0, map[string]string{"odd_player": "arbiter"})
	for k := range 3 {
		for j := range 2 {
			g := "男"
			if j == 0 {
				g = "女"
			}
			_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: fmt.Sprintf("子%d%d", k, j), tournament.FieldRank: "5k", tournament.FieldGender: g})
			require.NoError(t, err)
		}
		_, _, err := pairgo.Of(s).RegisterPair(fmt.Sprintf("子%d0", k), fmt.Sprintf("子%d1", k), fmt.Sprintf("ペア%d", k))
		require.NoError(t, err)
	}
	r, err := s.PairNextRound()
	require.NoError(t, err)
	require.Len(t, r.Games, 2)
	g := r.Games[1]
	require.True(t, g.AgainstArbiter())
	h := handicapOf(t, s, g)
	require.NotNil(t, h)
	assert.Contains(t, h.Text.Ja, "審判対局")
	res := "70-50"
	if g.White == g.Player() {
		res = "50-70"
	}
	_, err = s.RecordResult(1, g.Table, res)
	require.NoError(t, err)
	assert.Equal(t, "1", winsOf(t, s, 1)[g.Player()])
}

// 待ち合わせ keeps the never-pair list: the waiting player is not paired
// with a finished table's loser listed with them (refused with the reason,
// nothing added); another table's loser is.
func TestOddPlayer_Issue27WaitKeepsTheNeverPairList(t *testing.T) {
	s, r, waiter := waitingGo(t, 5)
	t1, t2 := r.Games[0], r.Games[1]
	_, err := s.RecordResult(1, t1.Table, "B+R") // White of t1 loses
	require.NoError(t, err)
	_, err = s.RecordResult(1, t2.Table, "B+R")
	require.NoError(t, err)
	v := tournament.NewVenue(s.Store())
	_, err = v.AddNeverPair(waiter, t1.White)
	require.NoError(t, err)
	_, _, err = s.PairWaiting(1, waiter, t1.Table)
	require.ErrorContains(t, err, "must not meet (never pair)")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "対局させない指定です")
	r, _ = s.Round(1)
	assert.Len(t, r.Waiting, 1, "nothing added")
	g, _, err := s.PairWaiting(1, waiter, t2.Table)
	require.NoError(t, err)
	assert.True(t, g.Has(waiter) && g.Has(t2.White))
}

// Issue 38: the waiting player's reason says why they were chosen, not the
// pairing's costs (「難点: 点差のある対戦 20000」, "cost: float 20000").
func TestOddPlayer_Issue38WaitingReasonWithoutCosts(t *testing.T) {
	s := goEventWith(t, map[string]string{"odd_player": "wait", "handicap": "false"}, "1d", "1d", "1d", "1d", "1d")
	r, err := s.PairNextRound()
	require.NoError(t, err)
	for _, g := range r.Games {
		_, err := s.RecordResult(1, g.Table, "B+R")
		require.NoError(t, err)
	}
	require.Len(t, r.Waiting, 1)
	require.NoError(t, s.ByeForWaiting(1, r.Waiting[0].Player))
	r2, err := s.PairNextRound()
	require.NoError(t, err)
	require.Len(t, r2.Waiting, 1)
	why := r2.Waiting[0].Why
	assert.Contains(t, why.Ja, "待ち合わせ：不戦勝と同じ選び方で奇数の1人（")
	assert.NotContains(t, why.Ja, "難点")
	assert.NotContains(t, why.En, "cost")
}
