package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// penaltyEvent is the six-player Othello event with round 1 played and
// round 2 paired, no result yet: 1 v 2 at table 1, 3 v 4 at 2, 5 v 6 at 3.
func penaltyEvent(t *testing.T) *tournament.Service {
	t.Helper()
	return sixPlayers(t,
		tournament.Round{Number: 1, Published: true, Games: []tournament.Game{playedGame(1, 1, 4, "40-24"), playedGame(2, 2, 5, "40-24"), playedGame(3, 3, 6, "40-24")}},
		tournament.Round{Number: 2, Published: true, Games: []tournament.Game{unplayed(1, 1, 2), unplayed(2, 3, 4), unplayed(3, 5, 6)}})
}

// Seed 002 rule 22 (審判員は、不正を行った対局者に罰則として持ち時間減…を宣告
// できる): the seed sets no amount, so a time deduction records the minutes
// the arbiter states — none is refused, in Japanese too — with the round
// and table the player was at, and an audit entry naming the player in
// both languages.
func TestPenalty_Seed002Rule22TimeDeductionRecordsTheMinutesTheArbiterStates(t *testing.T) {
	s := penaltyEvent(t)
	for _, tc := range []struct {
		name    string
		in      tournament.PenaltyInput
		refused string // Japanese message; "" recorded
	}{
		{"no minutes", tournament.PenaltyInput{Player: 3, Kind: "time"}, "減らす分数（1〜180分）を指定してください"},
		{"too many minutes", tournament.PenaltyInput{Player: 3, Kind: "持ち時間減", Minutes: 181}, "減らす分数（1〜180分）"},
		{"minutes with a warning", tournament.PenaltyInput{Player: 3, Kind: "警告", Minutes: 2}, "分数は持ち時間減のときだけ"},
		{"an unknown kind", tournament.PenaltyInput{Player: 3, Kind: "ban"}, "罰則の種類「ban」はありません"},
		{"an unknown player", tournament.PenaltyInput{Player: 99, Kind: "warning"}, "番号 99 の参加者はいません"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := s.Penalize(tc.in)
			require.Error(t, err)
			assert.Contains(t, tournament.Localize(err, tournament.Japanese), tc.refused)
		})
	}
	ps, _ := s.Participants()
	for _, p := range ps {
		assert.Empty(t, p.Penalties, "a refused penalty changes nothing")
	}

	out, err := s.Penalize(tournament.PenaltyInput{Player: 3, Kind: "持ち時間減", Minutes: 2, Note: "不正着手の指摘を妨害"})
	require.NoError(t, err)
	assert.Equal(t, tournament.PenaltyTimeDeduction, out.Penalty.Kind)
	assert.Equal(t, 2, out.Penalty.Minutes)
	assert.Equal(t, 2, out.Penalty.Round, "the round in play")
	assert.Equal(t, 2, out.Penalty.Table, "the player's table in it")
	assert.Zero(t, out.WithdrawnFrom)
	assert.Equal(t, "持ち時間減 2分（2回戦 2番卓）：不正着手の指摘を妨害", tournament.PenaltyText(out.Penalty, tournament.Japanese))
	p, err := s.FindParticipant("3")
	require.NoError(t, err)
	require.Len(t, p.Penalties, 1)
	log, _ := s.AuditLog()
	last := log[len(log)-1]
	assert.Equal(t, "players.penalty", last.Action)
	assert.Equal(t, "penalty on #3 上田 三郎: time deduction of 2 min (round 2, table 2): 不正着手の指摘を妨害", last.Detail)
	assert.Equal(t, "#3 上田 三郎 に罰則：持ち時間減 2分（2回戦 2番卓）：不正着手の指摘を妨害", last.DetailJa)
}

// Seed 002 rule 22 (…注意、警告を与え…): a caution or a warning is a record
// on the player; it changes no result and no standing.
func TestPenalty_Seed002Rule22CautionAndWarningAreRecords(t *testing.T) {
	s := penaltyEvent(t)
	before, err := s.Standings(1)
	require.NoError(t, err)
	for _, kind := range []string{"注意", "warning"} {
		_, err := s.Penalize(tournament.PenaltyInput{Player: 5, Kind: kind, Round: 1})
		require.NoError(t, err)
	}
	after, err := s.Standings(1)
	require.NoError(t, err)
	assert.Equal(t, before, after)
	list, err := s.Penalties(1)
	require.NoError(t, err)
	require.Len(t, list, 2)
	assert.Equal(t, []string{tournament.PenaltyCaution, tournament.PenaltyWarning}, []string{list[0].Kind, list[1].Kind})
	assert.Equal(t, 2, list[0].Table, "player 5 played at table 2 in round 1")
	none, _ := s.Penalties(2)
	assert.Empty(t, none)
}

// Seed 002 rule 22 (…退場を命じることができる): an expelled player takes no
// part in the rounds not yet paired — withdrawn from the next one in the
// same change — and the game of theirs already paired keeps its table: the
// seed does not say how it ends, so it waits for the result the arbiter
// records (rule 21).
func TestPenalty_Seed002Rule22ExpulsionWithdrawsFromTheRoundsLeft(t *testing.T) {
	s := penaltyEvent(t)
	out, err := s.Penalize(tournament.PenaltyInput{Player: 4, Kind: "退場", Note: "他の対局を妨害"})
	require.NoError(t, err)
	assert.Equal(t, 3, out.WithdrawnFrom)
	assert.Equal(t, []tournament.RoundTable{{Round: 2, Table: 2}}, out.Unfinished)
	p, _ := s.FindParticipant("4")
	assert.Equal(t, 3, p.WithdrawnFrom)
	log, _ := s.AuditLog()
	assert.Contains(t, log[len(log)-1].DetailJa, "#4 江藤 四郎 に罰則：退場（2回戦 2番卓）：他の対局を妨害。3回戦から棄権扱い")

	r2, _ := s.Round(2)
	g, _, _ := r2.GameAt(2)
	assert.True(t, g.Has(4), "round 2 is left as paired")
	_, err = s.RecordResult(2, 2, "foul-white")
	require.NoError(t, err, "the arbiter records the expelled player's game")
	for _, tbl := range []int{1, 3} {
		_, err = s.RecordResult(2, tbl, "40-24")
		require.NoError(t, err)
	}
	r3, err := s.PairNextRound()
	require.NoError(t, err)
	for _, g := range r3.Games {
		assert.False(t, g.Has(4), "the expelled player is not paired again")
	}
}

// The kinds take their keys, their names in both languages and the words
// the arbiter says (time, 持ち時間).
func TestParsePenaltyKind_Rule22NamesAndAliases(t *testing.T) {
	for in, want := range map[string]string{
		"caution": tournament.PenaltyCaution, "注意": tournament.PenaltyCaution, "warning": tournament.PenaltyWarning, "警告": tournament.PenaltyWarning,
		"time": tournament.PenaltyTimeDeduction, "持ち時間減": tournament.PenaltyTimeDeduction, "time-deduction": tournament.PenaltyTimeDeduction,
		"expulsion": tournament.PenaltyExpulsion, "退場": tournament.PenaltyExpulsion, " Expulsion ": tournament.PenaltyExpulsion,
	} {
		got, err := tournament.ParsePenaltyKind(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
}
