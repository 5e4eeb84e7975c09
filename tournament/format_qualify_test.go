package tournament_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/formats/qualify"
)

// qualifySection is an event of one section of game (go, othello) with n
// players (選手01 …) playing 2勝通過2敗失格 with the options o, at tables 1
// onwards; it returns the players' names by ID.
func qualifySection(t *testing.T, game string, n int, o tournament.FormatOptions) (*tournament.Venue, *tournament.Service, map[int]string) {
	t.Helper()
	settings := map[string]string{"seed": "7"}
	if game == "othello" {
		settings["early_final"] = "false" // a Swiss rule
	}
	v := emptyVenue(t, "予選")
	s := addSection(t, v, tournament.SectionForm{Key: "Q", Name: "予選", Game: game, Format: "2勝通過2敗失格", Options: o, Settings: settings})
	names := map[int]string{}
	for _, p := range addPlayers(t, s, n, rank1d) {
		names[p.ID] = p.Name
	}
	return v, s, names
}

// byNames records round r's results by the rule of names: the name first
// in order wins; it counts who met whom (a pair's key, smaller ID first).
func byNames(t *testing.T, s *tournament.Service, r tournament.Round, names map[int]string, met map[[2]int]int) (byes int) {
	t.Helper()
	for _, g := range r.Games {
		if g.IsBye() {
			byes++
			continue
		}
		met[[2]int{min(g.Black, g.White), max(g.Black, g.White)}]++
		result := "W+R"
		if names[g.Black] < names[g.White] {
			result = "B+R"
		}
		_, err := s.RecordResult(r.Number, g.Table, result)
		require.NoError(t, err)
	}
	return byes
}

// statusCount counts the standings' rows by status.
func statusCount(tab tournament.Table) map[string]int {
	out := map[string]int{}
	for _, r := range tab.Rows {
		out[r.Cells[1]]++
	}
	return out
}

// 40 players, 2 wins through, 2 losses out, the bye a win, the name first
// in order winning every game: by hand, round 1 is 20 games of 0勝0敗,
// round 2 ten of 1勝0敗 and ten of 0勝1敗 (ten through, ten out), round 3
// ten of 1勝1敗; 20 qualify and 20 are out after 3 rounds, nobody meets
// twice, and a fourth round says the stage is over.
func TestQualify_Issue25FortyPlayersTwoWinsTwoLossesQualifyTwentyInThreeRoundsWithoutRematch(t *testing.T) {
	v, s, names := qualifySection(t, "go", 40, tournament.FormatOptions{"wins": "2", "losses": "2", "bye": "win"})
	met := map[[2]int]int{}
	games := []int{}
	for round := 1; round <= 3; round++ {
		r, err := s.PairNextRound()
		require.NoError(t, err, "round %d", round)
		games = append(games, len(r.Games))
		assert.Equal(t, 1, r.Games[0].Table, "tables numbered from 1")
		assert.Zero(t, byNames(t, s, r, names, met), "40 players: no bye")
	}
	assert.Equal(t, []int{20, 20, 10}, games)
	for pair, c := range met {
		assert.Equal(t, 1, c, "%v met once", pair)
	}
	_, err := s.PairNextRound()
	require.ErrorContains(t, err, "the stage is over: everyone has qualified or been eliminated after 3 rounds; qualified (20): 選手01, ")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "勝ち抜けは終了しました（3 回戦で全員が通過または失格）。通過 20 人：選手01、")

	tab, err := s.Standings(0)
	require.NoError(t, err)
	assert.Equal(t, 3, tab.After)
	assert.Equal(t, map[string]int{"通過": 20, "失格": 20}, statusCount(tab))
	for i, r := range tab.Rows {
		assert.Equal(t, i < 20, r.Cells[1] == "通過", "row %d: the qualified first", i+1)
	}
	row := map[string]tournament.TableRow{}
	for _, r := range tab.Rows {
		row[names[r.ID]] = r
	}
	assert.Equal(t, []string{"2勝0敗", "通過", "2"}, row["選手01"].Cells, "wins every game")
	assert.Equal(t, 1, row["選手01"].Rank, "tied first with the nine others through in round 2")
	assert.Equal(t, []string{"2勝0敗", "通過", "2"}, tab.Rows[9].Cells)
	assert.Equal(t, []string{"2勝1敗", "通過", "3"}, tab.Rows[10].Cells)
	assert.Equal(t, 11, tab.Rows[10].Rank)
	assert.Equal(t, []string{"1勝2敗", "失格", "3"}, tab.Rows[20].Cells, "the eliminated, the latest first")
	assert.Equal(t, []string{"0勝2敗", "失格", "2"}, row["選手40"].Cells, "loses every game")
	assert.Equal(t, 31, row["選手40"].Rank)

	secs, err := v.Sections()
	require.NoError(t, err)
	assert.Equal(t, "3", secs[0].Settings["rounds"], "the rounds setting is W+L−1")
}

// A game held pending a ruling (勝敗預かり) leaves its players' records
// unknown: the next round is refused naming the table, and pairs once the
// game is ruled.
func TestQualify_Issue25PendingGameBlocksTheNextRoundNamingItsTable(t *testing.T) {
	_, s, names := qualifySection(t, "go", 8, tournament.FormatOptions{"wins": "2", "losses": "2", "bye": "不戦勝"})
	r, err := s.PairNextRound()
	require.NoError(t, err)
	byNames(t, s, r, names, map[[2]int]int{})
	g := r.Games[0]
	_, err = s.RecordResult(1, g.Table, "pending")
	require.NoError(t, err)

	_, err = s.PairNextRound()
	require.ErrorContains(t, err, fmt.Sprintf("round 1 table %d (%s v %s): held pending a ruling (勝敗預かり)", g.Table, names[g.Black], names[g.White]))
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), fmt.Sprintf("1回戦%d番卓（%s 対 %s） は勝敗預かり", g.Table, names[g.Black], names[g.White]))
	rs, _ := s.Rounds()
	assert.Len(t, rs, 1, "nothing paired")

	tab, err := s.Standings(0)
	require.NoError(t, err)
	for _, row := range tab.Rows {
		if g.Has(row.ID) {
			assert.Equal(t, "0勝0敗", row.Cells[0], "a held game counts as neither")
			assert.Contains(t, row.NotesIn(tournament.OnScreen, tournament.Japanese), fmt.Sprintf("勝敗預かり：1回戦%d番卓（%s 対 %s）", g.Table, names[g.Black], names[g.White]))
		}
	}

	_, err = s.RecordResult(1, g.Table, "B+R")
	require.NoError(t, err)
	r2, err := s.PairNextRound()
	require.NoError(t, err)
	assert.Len(t, r2.Games, 4)
}

// qualifyFirstRound is a section of game, four players qualifying with 2
// wins (2勝通過2敗失格, the bye a win), whose round 1 is paired and played:
// results[i] at the table of its game i. It returns the section's service,
// the names, round 1 and the standings after it.
func qualifyFirstRound(t *testing.T, game string, results ...string) (*tournament.Service, map[int]string, tournament.Round, tournament.Table) {
	t.Helper()
	_, s, names := qualifySection(t, game, 4, tournament.FormatOptions{"wins": "2", "losses": "2", "bye": "win"})
	r, err := s.PairNextRound()
	require.NoError(t, err)
	for i, res := range results {
		_, err = s.RecordResult(1, r.Games[i].Table, res)
		require.NoError(t, err)
	}
	tab, err := s.Standings(0)
	require.NoError(t, err)
	return s, names, r, tab
}

// A draw (引き分け, 32-32) is neither a win nor a loss: the record stays, the row says
// so.
func TestQualify_Issue25DrawCountsAsNeitherWinNorLoss(t *testing.T) {
	_, names, r, tab := qualifyFirstRound(t, "othello", "32-32", "40-24")
	for _, row := range tab.Rows {
		if r.Games[0].Has(row.ID) {
			assert.Equal(t, []string{"0勝0敗", "対局中", ""}, row.Cells, names[row.ID])
			assert.Contains(t, row.NotesIn(tournament.OnCLI, tournament.English), "1 draw(s), counted as neither a win nor a loss")
		}
	}
	assert.Equal(t, []string{"1勝0敗", "対局中", ""}, tab.Rows[0].Cells, "the winner leads those still in")
	assert.Equal(t, []string{"0勝1敗", "対局中", ""}, tab.Rows[3].Cells)
}

// With the bye counted as nothing (休み), the odd player sits out with their
// record unchanged; a lone player still in has nobody to play, which the
// rules do not decide: the arbiter is asked.
func TestQualify_Issue25ByeCountsAsNothingAndTheLonePlayerIsTheArbitersCall(t *testing.T) {
	_, s, names := qualifySection(t, "go", 3, tournament.FormatOptions{"wins": "1", "losses": "1", "bye": "休み"})
	r, err := s.PairNextRound()
	require.NoError(t, err)
	require.Len(t, r.Games, 2)
	bye := r.Games[1]
	require.True(t, bye.IsBye())
	assert.Contains(t, bye.Why.Ja, "休み（勝ちにも負けにもならない）")
	byNames(t, s, r, names, map[[2]int]int{})
	tab, err := s.Standings(0)
	require.NoError(t, err)
	assert.Equal(t, map[string]int{"通過": 1, "失格": 1, "対局中": 1}, statusCount(tab))
	assert.Equal(t, []string{"0勝0敗", "対局中", ""}, tab.Rows[1].Cells)
	assert.Equal(t, bye.Black, tab.Rows[1].ID, "the player who sat out is still in")

	_, err = s.PairNextRound()
	require.ErrorContains(t, err, names[bye.Black]+" is the only player still in, with nobody to play, and the bye counts as nothing")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "勝ち残りは "+names[bye.Black]+" ひとりで相手がなく")
}

// The bye a win (不戦勝): with 1 win through, the odd player qualifies by it.
func TestQualify_Issue25ByeAsAWinQualifies(t *testing.T) {
	_, s, names := qualifySection(t, "go", 3, tournament.FormatOptions{"wins": "1", "losses": "1", "bye": "lowest"})
	r, err := s.PairNextRound()
	require.NoError(t, err)
	byNames(t, s, r, names, map[[2]int]int{})
	tab, err := s.Standings(0)
	require.NoError(t, err)
	assert.Equal(t, map[string]int{"通過": 2, "失格": 1}, statusCount(tab))
	_, err = s.PairNextRound()
	require.ErrorContains(t, err, "the stage is over")
}

// The format's options: wins, losses and the bye rule are required (no
// default), in range, in English or Japanese; a league's or a knockout's
// options are refused.
func TestQualify_Issue25OptionsRequiredAndOthersRefused(t *testing.T) {
	v := emptyVenue(t, "予選")
	for _, c := range []struct {
		format string
		o      tournament.FormatOptions
		want   string
	}{
		{"qualify", tournament.FormatOptions{"wins": "2", "losses": "2", "bye": "maybe"}, `"maybe" is none of them`},
		{"qualify", tournament.FormatOptions{"losses": "2", "bye": "win"}, "needs --wins W and --losses L"},
		{"勝ち抜け", tournament.FormatOptions{"wins": "2", "losses": "10", "bye": "win"}, "needs --wins W and --losses L"},
		{"予選通過", tournament.FormatOptions{"wins": "2", "losses": "2", "bye": "win", "group-size": "4"}, "takes only --wins, --losses and --bye"},
		{"qualify", tournament.FormatOptions{"wins": "2", "losses": "2", "bye": "win", "third-place": "true"}, "takes only --wins, --losses and --bye"},
		{"qualify", tournament.FormatOptions{"wins": "2", "losses": "2", "bye": "win", "advance": "2"}, "takes only --wins, --losses and --bye"},
		{"qualify", tournament.FormatOptions{"wins": "2", "losses": "2", "bye": "win", "best-of-rest": "1"}, "takes only --wins, --losses and --bye"},
	} {
		_, err := v.AddSection(tournament.SectionForm{Key: "Q", Game: "go", Format: c.format, Options: c.o})
		assert.ErrorContains(t, err, c.want, "%s %+v", c.format, c.o)
	}
	for i, c := range []struct{ bye, stored string }{{"不戦勝", "win"}, {"休み", "nothing"}, {"最下位", "lowest"}, {"Nothing", "nothing"}} {
		_, err := v.AddSection(tournament.SectionForm{Key: fmt.Sprint("Q", i), Game: "go", Format: "qualify", Options: tournament.FormatOptions{"wins": "3", "losses": "2", "bye": c.bye}})
		require.NoError(t, err, c.bye)
	}
	secs, err := v.Sections()
	require.NoError(t, err)
	require.Len(t, secs, 4)
	for i, want := range []string{"win", "nothing", "lowest", "nothing"} {
		assert.Equal(t, qualify.Kind, secs[i].Format.Kind)
		assert.Equal(t, qualify.Detail{Wins: 3, Losses: 2, Bye: want}, qualifyOf(t, secs[i]))
	}
}

// Draws keep players in past the W+L−1 rounds: the round after is paired
// among them without a rematch, the game's rounds setting follows (so that
// its pages count the round) and the round says why; when only a rematch
// is left, the arbiter is told to pair by hand.
func TestQualify_Issue25DrawsTakeTheStagePastItsRoundsWithoutRematch(t *testing.T) {
	v, s, names := qualifySection(t, "othello", 8, tournament.FormatOptions{"wins": "1", "losses": "1", "bye": "win"})
	r, err := s.PairNextRound()
	require.NoError(t, err)
	drawn := map[int]bool{}
	for i, g := range r.Games {
		result := "40-24"
		if i < 2 {
			result = "32-32"
			drawn[g.Black], drawn[g.White] = true, true
		}
		_, err := s.RecordResult(1, g.Table, result)
		require.NoError(t, err)
	}
	secs, _ := v.Sections()
	assert.Equal(t, "1", secs[0].Settings["rounds"], "1 win through, 1 loss out: one round")

	r2, err := s.PairNextRound()
	require.NoError(t, err)
	require.Len(t, r2.Games, 2)
	for _, g := range r2.Games {
		assert.True(t, drawn[g.Black] && drawn[g.White], "only those who drew are still in: %s v %s", names[g.Black], names[g.White])
		for _, g1 := range r.Games {
			assert.False(t, g1.Has(g.Black) && g1.Has(g.White), "no rematch")
		}
	}
	assert.Contains(t, r2.Reason.En, "round 2 goes past the 1 round(s) of 1 wins through, 1 losses out")
	secs, _ = v.Sections()
	assert.Equal(t, "2", secs[0].Settings["rounds"], "the rounds setting follows the stage")
	tab, err := s.Standings(0)
	require.NoError(t, err)
	assert.Equal(t, map[string]int{"通過": 2, "失格": 2, "対局中": 4}, statusCount(tab))

	// Two still in who have met: only a rematch is left.
	_, s4, _ := qualifySection(t, "othello", 4, tournament.FormatOptions{"wins": "1", "losses": "1", "bye": "win"})
	r, err = s4.PairNextRound()
	require.NoError(t, err)
	_, err = s4.RecordResult(1, r.Games[0].Table, "32-32")
	require.NoError(t, err)
	_, err = s4.RecordResult(1, r.Games[1].Table, "40-24")
	require.NoError(t, err)
	_, err = s4.PairNextRound()
	require.ErrorContains(t, err, "round 2 cannot be paired without a rematch (再戦) among the 2 players still in (")
	assert.ErrorIs(t, err, tournament.ErrNeedsAnswer, "the arbiter's consent to the rematch (issue 38)")
}

// docs/rules.md §1: a game ruled 無勝負 (no result) gives neither player a win nor a
// loss, so a 2勝通過2敗失格 record stays as it was (the row says so), while
// 両負け gives each a loss; both players have met (no rematch).
func TestQualify_Issue25NoResultIsNeitherWinNorLossDoubleLossIsALossForBoth(t *testing.T) {
	s, names, r, tab := qualifyFirstRound(t, "go", "無勝負", "両負け")
	for _, row := range tab.Rows {
		switch {
		case r.Games[0].Has(row.ID):
			assert.Equal(t, "0勝0敗", row.Cells[0], names[row.ID])
			assert.Contains(t, row.NotesIn(tournament.OnCLI, tournament.Japanese), "無勝負 1（勝ちにも負けにも数えない）")
		case r.Games[1].Has(row.ID):
			assert.Equal(t, "0勝1敗", row.Cells[0], names[row.ID])
		}
	}
	r2, err := s.PairNextRound()
	require.NoError(t, err)
	for _, g := range r2.Games {
		assert.False(t, g.Has(r.Games[0].Black) && g.Has(r.Games[0].White), "the 無勝負 pair has met: no rematch while others can be paired")
	}
}

// Issue 38: without --bye, 2勝通過2敗失格 gives the bye to a player of the
// lowest record (the custom, 不戦敗さん), never carrying a 1勝0敗 player
// through on one game.
func TestQualify_Issue38ByeDefaultsToTheLowestRecord(t *testing.T) {
	sec, err := emptyVenue(t, "予選").AddSection(tournament.SectionForm{Key: "Q", Game: "go", Format: "qualify", Options: tournament.FormatOptions{"wins": "2", "losses": "2"}})
	require.NoError(t, err)
	assert.Equal(t, qualify.ByeDefault, qualifyOf(t, sec).Bye)
}

// Issue 38, by play: five players, no --bye given; round 2's bye goes to a
// player who lost round 1, and nobody qualifies without playing two games.
func TestQualify_Issue38DefaultByeGoesToALoserInRound2(t *testing.T) {
	_, s, names := qualifySection(t, "go", 5, tournament.FormatOptions{"wins": "2", "losses": "2"})
	met := map[[2]int]int{}
	r1, err := s.PairNextRound()
	require.NoError(t, err)
	byNames(t, s, r1, names, met)
	lost := map[int]bool{}
	r1, _ = s.Round(1)
	for _, g := range r1.Games {
		if g.IsBye() || g.Result == nil {
			continue
		}
		if g.Result.Text[0] == 'B' {
			lost[g.White] = true
		} else {
			lost[g.Black] = true
		}
	}
	r2, err := s.PairNextRound()
	require.NoError(t, err)
	byes := 0
	for _, g := range r2.Games {
		if g.IsBye() {
			byes++
			assert.True(t, lost[g.Black], "round 2's bye goes to a 0勝1敗 player, not %s", names[g.Black])
		}
	}
	assert.Equal(t, 1, byes, "five players still in: one bye")
}

// Issue 38: a 2勝通過2敗失格 section names its own numbers, never
// 「○勝通過○敗失格」.
func TestQualify_Issue38NameFilledWithTheSectionsNumbers(t *testing.T) {
	v, _, _ := qualifySection(t, "go", 4, tournament.FormatOptions{"wins": "3", "losses": "2"})
	secs, err := v.Sections()
	require.NoError(t, err)
	assert.Equal(t, "勝ち抜け（3勝通過2敗失格）", secs[0].Format.Name().Ja)
	assert.Equal(t, "qualifying (3 wins through, 2 losses out)", secs[0].Format.Name().En)
	assert.NotContains(t, qualify.Kind.Name().Ja, "○")
}
