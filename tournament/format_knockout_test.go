package tournament_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/formats/knockout"
	"taikai/tournament/othello"
)

// knockoutSection is an event of one Go section playing a knockout
// (決勝トーナメント) at tables 1–20, with the players of ranks (strongest
// first: 選手01 has ranks[0]) and the options.
func knockoutSection(t *testing.T, ranks []string, o tournament.FormatOptions) (*tournament.Venue, *tournament.Service) {
	t.Helper()
	return gameKnockout(t, "go", map[string]string{"seed": "7", "handicap": "true"}, ranks, o)
}

// gameKnockout is knockoutSection for a game and its settings.
func gameKnockout(t *testing.T, game string, settings map[string]string, ranks []string, o tournament.FormatOptions) (*tournament.Venue, *tournament.Service) {
	t.Helper()
	v := emptyVenue(t, "囲碁大会")
	s := addSection(t, v, tournament.SectionForm{Key: "K", Name: "決勝の部", Game: game, Format: "決勝トーナメント", Options: o, Tables: "1-20", Settings: settings})
	addPlayers(t, s, len(ranks), func(i int) tournament.ParticipantForm {
		return tournament.ParticipantForm{tournament.FieldRank: ranks[i-1]}
	})
	return v, s
}

// playKnockout pairs and plays every round (Black wins each game) until
// pairing is refused, and returns the rounds.
func playKnockout(t *testing.T, s *tournament.Service) ([]tournament.Round, error) {
	t.Helper()
	var rounds []tournament.Round
	for {
		r, err := s.PairNextRound()
		if err != nil {
			return rounds, err
		}
		resultAll(t, s, r.Number, always("B+R"))
		rounds = append(rounds, r)
	}
}

var sixteenRanks = []string{"6d", "5d", "4d", "3d", "2d", "1d", "1k", "2k", "3k", "4k", "5k", "6k", "7k", "8k", "9k", "10k"}

// 16 players with a 3位決定戦: 4 rounds, 15 games and the playoff; each
// round pairs the winners of the one before; the final and the playoff are
// labelled and played in round 4; each game is seated by Go (handicaps);
// the places are 1, 2, 3, 4, then 5= for four and 9= for eight.
func TestKnockout_Issue25SixteenGoPlayersWithThirdPlacePlayFifteenGamesAndThePlayoff(t *testing.T) {
	v, s := knockoutSection(t, sixteenRanks, tournament.FormatOptions{"third-place": "true"})
	rounds, err := playKnockout(t, s)
	require.ErrorContains(t, err, "the knockout is over")
	require.Len(t, rounds, 4)
	games := 0
	for k, r := range rounds {
		var winners, players []int
		for _, g := range r.Games {
			require.False(t, g.IsBye(), "16 entrants: no bye")
			games++
			assert.NotNil(t, handicapOf(t, s, g), "round %d table %d is seated by Go", r.Number, g.Table)
			if g.Label.Ja != "3位決定戦" {
				players = append(players, g.Black, g.White)
			}
		}
		if k > 0 {
			for _, g := range rounds[k-1].Games {
				if g.Label.Ja != "3位決定戦" {
					winners = append(winners, g.Black)
				}
			}
			slices.Sort(winners)
			slices.Sort(players)
			assert.Equal(t, winners, players, "round %d pairs the winners of round %d", r.Number, k)
		}
	}
	assert.Equal(t, 16, games, "15 games and the 3位決定戦")
	final := rounds[3].Games
	require.Len(t, final, 2)
	assert.Equal(t, "決勝戦", final[0].Label.Ja)
	assert.Equal(t, "3位決定戦", final[1].Label.Ja)
	secs, err := v.Sections()
	require.NoError(t, err)
	assert.Equal(t, "4", secs[0].Settings["rounds"], "the game's rounds are the bracket's")
	assert.Len(t, linesOf(t, secs[0]), 16)

	tab, err := s.Standings(0)
	require.NoError(t, err)
	require.Len(t, tab.Rows, 16)
	var ranks, reached []string
	for _, r := range tab.Rows {
		ranks = append(ranks, fmt.Sprint(r.Rank))
		reached = append(reached, r.Cells[0])
	}
	assert.Equal(t, []string{"1", "2", "3", "4", "5", "5", "5", "5", "9", "9", "9", "9", "9", "9", "9", "9"}, ranks)
	assert.Equal(t, []string{"優勝", "準優勝", "3位", "4位", "ベスト8", "ベスト8", "ベスト8", "ベスト8",
		"ベスト16", "ベスト16", "ベスト16", "ベスト16", "ベスト16", "ベスト16", "ベスト16", "ベスト16"}, reached)
	assert.Equal(t, final[0].Black, tab.Rows[0].ID, "the final's winner is first")
	assert.Equal(t, final[0].White, tab.Rows[1].ID)
	assert.Equal(t, final[1].Black, tab.Rows[2].ID, "the playoff's winner is third")
	assert.False(t, tab.Rows[0].Tied)
	assert.True(t, tab.Rows[4].Tied)

	// After round 2, four are still in and share the first place.
	mid, err := s.Standings(2)
	require.NoError(t, err)
	assert.Equal(t, 1, mid.Rows[3].Rank)
	assert.Equal(t, "ベスト4", mid.Rows[3].Cells[0])
	assert.Equal(t, []string{"still in"}, mid.Rows[3].NotesIn(tournament.OnCLI, tournament.English))
	assert.Equal(t, 5, mid.Rows[4].Rank)
	assert.Equal(t, "ベスト8", mid.Rows[4].Cells[0])
	assert.Equal(t, "ベスト16", mid.Rows[15].Cells[0])
	assert.Contains(t, mid.Order.En, "not over")
	semis, err := s.Standings(3)
	require.NoError(t, err)
	var before []string
	for _, r := range semis.Rows[:4] {
		before = append(before, fmt.Sprintf("%d %s %v", r.Rank, r.Cells[0], r.NotesIn(tournament.OnCLI, tournament.Japanese)))
	}
	assert.Equal(t, []string{"1 決勝進出 [勝ち残り]", "1 決勝進出 [勝ち残り]", "3 ベスト4 [3位決定戦へ]", "3 ベスト4 [3位決定戦へ]"}, before)

	text, err := knockout.BracketOf(s)
	require.NoError(t, err)
	names, err := s.Names()
	require.NoError(t, err)
	assert.Contains(t, text, " 1 選手01 --+\n", "seed 1 (the strongest) on the first line")
	assert.Contains(t, text, "\n 2 選手02 --+\n\n3位決定戦\n", "seed 2 on the last line, the playoff under its heading")
	assert.Contains(t, text, "3位決定戦")
	assert.Contains(t, text, "-- "+names[tab.Rows[0].ID]+"\n", "the champion in the last column")
}

// 5 entrants: a bracket of 8 lines, the 3 byes (不戦勝) to seeds 1–3 in
// round 1, one game there, 4 games in all; without a playoff both
// semi-finals' losers are 3位.
func TestKnockout_Issue25FiveEntrantsGiveThreeByesToTheTopSeedsAndFourGames(t *testing.T) {
	_, s := knockoutSection(t, []string{"5d", "4d", "3d", "2d", "1d"}, tournament.FormatOptions{})
	ps, err := s.Participants()
	require.NoError(t, err)
	r1, err := s.PairNextRound()
	require.NoError(t, err)
	var byes []int
	for _, g := range r1.Games {
		if g.IsBye() {
			byes = append(byes, g.Black)
			assert.Contains(t, g.Why.Ja, "不戦勝")
		}
	}
	slices.Sort(byes)
	assert.Equal(t, []int{ps[0].ID, ps[1].ID, ps[2].ID}, byes, "the byes go to the three strongest")
	resultAll(t, s, 1, always("B+R"))
	rounds, err := playKnockout(t, s)
	require.ErrorContains(t, err, "the knockout is over")
	games := 1
	for _, r := range rounds {
		for _, g := range r.Games {
			require.False(t, g.IsBye())
			games++
		}
	}
	assert.Equal(t, 4, games, "5 entrants give 4 games")
	tab, err := s.Standings(0)
	require.NoError(t, err)
	var got []string
	for _, r := range tab.Rows {
		got = append(got, fmt.Sprintf("%d %s", r.Rank, r.Cells[0]))
	}
	assert.Equal(t, []string{"1 優勝", "2 準優勝", "3 3位", "3 3位", "5 ベスト8"}, got)
}

// Othello's own rule decides a drawn knockout game (docs/rules.md §2.3, as in a
// final): each game's colours and draw-win right come from the hidden disc
// (伏せ石), recorded before its result; a 32-32 then goes to the holder of
// the draw-win right, who goes on. A pending game (勝敗預かり) is never
// advanced by default: pairing the next round is refused naming its table
// until the winner is recorded.
func TestKnockout_Issue25OthelloDrawGoesToTheDrawWinRightAndAPendingGameBlocks(t *testing.T) {
	_, s := gameKnockout(t, "othello", map[string]string{"seed": "7", "early_final": "false"}, []string{"2d", "2d", "1d", "1d"}, tournament.FormatOptions{})
	r1, err := s.PairNextRound()
	require.NoError(t, err)
	require.Len(t, r1.Games, 2)
	for _, g := range r1.Games {
		assert.True(t, g.Decisive, "a knockout game must have a winner")
	}
	drawn, held := r1.Games[1], r1.Games[0]
	_, err = s.RecordResult(1, drawn.Table, "32-32")
	require.ErrorContains(t, err, fmt.Sprintf("record the hidden-disc ceremony of table %d first", drawn.Table))
	for _, g := range r1.Games {
		hiddenDisc(t, s, 1, g.Table, "black", "white", "draw-win", "black")
	}
	rs, err := s.Rounds()
	require.NoError(t, err)
	dg, _, _ := rs[0].GameAt(drawn.Table)
	hd := othello.HiddenDiscOf(dg)
	require.NotNil(t, hd)
	held, _, _ = rs[0].GameAt(held.Table) // the colours the hidden disc gave
	holder := hd.DrawWinHolder
	_, err = s.RecordResult(1, drawn.Table, "32-32")
	require.NoError(t, err)

	_, err = s.RecordResult(1, held.Table, "pending")
	require.NoError(t, err)
	_, err = s.PairNextRound()
	require.ErrorContains(t, err, fmt.Sprintf("round 1 table %d", held.Table))
	assert.ErrorContains(t, err, "has no winner (pending)")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), fmt.Sprintf("1 回戦 %d 番卓", held.Table))
	tab, err := s.Standings(1)
	require.NoError(t, err)
	for _, r := range tab.Rows {
		if held.Has(r.ID) {
			assert.Len(t, r.NotesIn(tournament.OnCLI, tournament.English), 2, "still in, and the game held")
		}
	}

	_, err = s.RecordResult(1, held.Table, "24-40")
	require.NoError(t, err)
	r2, err := s.PairNextRound()
	require.NoError(t, err)
	require.Len(t, r2.Games, 1)
	assert.Equal(t, "決勝戦", r2.Games[0].Label.Ja)
	assert.ElementsMatch(t, []int{held.White, holder}, []int{r2.Games[0].Black, r2.Games[0].White}, "the draw-win right's holder goes on")
}

// A knockout takes the 3位決定戦 and nothing else; the playoff needs four
// entrants.
func TestKnockout_Issue25OptionsOtherThanTheThirdPlaceAreRefused(t *testing.T) {
	v, _ := knockoutSection(t, nil, tournament.FormatOptions{"third-place": "true"})
	for _, o := range []tournament.FormatOptions{{"group-size": "4"}, {"advance": "2"}, {"best-of-rest": "1"}, {"wins": "2"}, {"losses": "2"}, {"bye": "win"}, {"third-place": "true", "wins": "2"}} {
		_, err := v.AddSection(tournament.SectionForm{Key: "X", Game: "go", Format: "knockout", Options: o})
		assert.ErrorContains(t, err, "a knockout takes only the third-place playoff", "%+v", o)
	}
	for _, name := range []string{"トーナメント", "ノックアウト", "knockout"} {
		k, err := tournament.ParseFormat(name)
		require.NoError(t, err)
		assert.Equal(t, knockout.Kind, k)
	}
	_, s := knockoutSection(t, []string{"1d", "1d", "1d"}, tournament.FormatOptions{"third-place": "true"})
	_, err := s.PairNextRound()
	assert.ErrorContains(t, err, "a third-place playoff (3位決定戦) needs at least 4 entrants; the section has 3")
	_, s = knockoutSection(t, []string{"1d"}, tournament.FormatOptions{})
	_, err = s.PairNextRound()
	assert.ErrorContains(t, err, "a knockout needs at least 2 entrants")
}

// A player withdrawn before their game: the opponent goes on by default
// (不戦勝) and the bracket carries on.
func TestKnockout_Issue25WithdrawnPlayersOpponentGoesOnWithoutPlaying(t *testing.T) {
	_, s := knockoutSection(t, []string{"4d", "3d", "2d", "1d"}, tournament.FormatOptions{})
	r1, err := s.PairNextRound()
	require.NoError(t, err)
	for _, g := range r1.Games {
		_, err := s.RecordResult(1, g.Table, "B+R")
		require.NoError(t, err)
	}
	require.NoError(t, s.Withdraw(r1.Games[0].Black, 2))
	r2, err := s.PairNextRound()
	require.NoError(t, err)
	require.Len(t, r2.Games, 1)
	assert.True(t, r2.Games[0].IsBye())
	assert.Equal(t, r1.Games[1].Black, r2.Games[0].Black)
	assert.Contains(t, r2.Games[0].Why.Ja, "不戦勝")
	_, err = s.PairNextRound()
	require.ErrorContains(t, err, "the knockout is over")
	tab, err := s.Standings(2)
	require.NoError(t, err)
	assert.Equal(t, r1.Games[1].Black, tab.Rows[0].ID)
	assert.Equal(t, "優勝", tab.Rows[0].Cells[0])
}

// Players of one club are drawn to meet as late as the seeding allows:
// seeds 1 and 4 of one club do not meet in round 1.
func TestKnockout_Issue25SameClubKeptApartInTheDraw(t *testing.T) {
	s := addSection(t, emptyVenue(t, "囲碁大会"), tournament.SectionForm{Key: "K", Game: "go", Format: "knockout"})
	for i, c := range []string{"東京", "大阪", "京都", "東京"} {
		_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: fmt.Sprintf("選手%d", i+1), tournament.FieldRank: fmt.Sprintf("%dd", 5-i), tournament.FieldClub: c})
		require.NoError(t, err)
	}
	ps, err := s.Participants()
	require.NoError(t, err)
	r1, err := s.PairNextRound()
	require.NoError(t, err)
	require.Len(t, r1.Games, 2)
	for _, g := range r1.Games {
		assert.False(t, g.Has(ps[0].ID) && g.Has(ps[3].ID), "the two of 東京 meet no earlier than the final")
	}
	assert.Empty(t, r1.Reason.En, "every separation kept")
}

// An Othello knockout of 4 (2 rounds) was refused because the early final
// stayed at round 5 (issue 25 said why); the early final follows the
// rounds now (issue 38), so the bracket is drawn.
func TestKnockout_Issue38OthelloKnockoutOfFourIsDrawn(t *testing.T) {
	v, s := gameKnockout(t, "othello", map[string]string{"seed": "7"}, []string{"1d", "1d", "1d", "1d"}, tournament.FormatOptions{})
	r, err := s.PairNextRound()
	require.NoError(t, err)
	assert.Len(t, r.Games, 2)
	secs, err := v.Sections()
	require.NoError(t, err)
	assert.NotEmpty(t, linesOf(t, secs[0]), "drawn")
}
