package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// Issue 23: a phone report belongs to the game it was made for (its two
// players and their colours), not to (round, table).

func TestPhoneReports_Issue23ReportBeforeColourSwapIsStaleAndAcceptRefuses(t *testing.T) {
	s, r := reportsOn(t)
	old := r.Games[0].ReportToken
	_, err := s.ReportResult(tournament.ReportInput{Round: 1, Table: 1, Token: old, Text: "40-24", Side: "black"})
	require.NoError(t, err)
	_, err = s.SwapColours(1, 1)
	require.NoError(t, err)

	reps, err := s.Reports()
	require.NoError(t, err)
	require.Len(t, reps, 1)
	assert.True(t, reps[0].Stale)
	assert.True(t, reps[0].Pending, "still unanswered: listed for the arbiter")
	assert.False(t, reps[0].Waiting, "not offered as the new game's")
	names, _ := s.Names()
	assert.Contains(t, reps[0].StaleWhy.En, names[1]+" (Black) – "+names[2]+" (White)", "whose game it was")
	assert.Contains(t, reps[0].StaleWhy.Ja, names[2]+"（黒）対 "+names[1]+"（白）", "and what the table is now")
	w, _ := s.WaitingReports(1)
	assert.Empty(t, w)

	for _, seq := range []int{0, 1} {
		_, _, err = s.AcceptReport(1, 1, seq)
		require.ErrorIs(t, err, tournament.ErrStaleReport, "report #%d", seq)
		assert.Contains(t, err.Error(), "cannot be recorded")
		assert.Contains(t, tournament.Localize(err, tournament.Japanese), "記録できません")
	}
	r, _ = s.Round(1)
	assert.Nil(t, r.Games[0].Result, "nothing recorded, least of all Black's 40 for the new Black")

	// The old link stops working and says the table changed; the new one works.
	assert.NotEqual(t, old, r.Games[0].ReportToken)
	_, _, err = s.ReportLink(1, 1, old)
	require.ErrorIs(t, err, tournament.ErrStaleReport)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "この卓の対局が変わった")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), names[1]+"（黒）対 "+names[2]+"（白）")
	_, err = s.ReportResult(tournament.ReportInput{Round: 1, Table: 1, Token: old, Text: "40-24"})
	require.ErrorIs(t, err, tournament.ErrStaleReport)
	rep, err := s.ReportResult(tournament.ReportInput{Round: 1, Table: 1, Token: r.Games[0].ReportToken, Text: "24-40"})
	require.NoError(t, err)
	assert.Equal(t, [2]int{2, 1}, [2]int{rep.Black, rep.White})
	_, acc, err := s.AcceptReport(1, 1, 0)
	require.NoError(t, err, "the new game's own report is accepted")
	assert.Equal(t, rep.Seq, acc.Seq)

	// Once the table's result is recorded the stale report is no longer listed as pending.
	reps, _ = s.Reports()
	assert.False(t, reps[0].Pending)
	assert.True(t, reps[0].Stale)
}

func TestPhoneReports_Issue23SwappingColoursBackMakesTheReportTheGamesAgain(t *testing.T) {
	s, r := reportsOn(t)
	old := r.Games[0].ReportToken
	_, err := s.ReportResult(tournament.ReportInput{Round: 1, Table: 1, Token: old, Text: "40-24"})
	require.NoError(t, err)
	for range 2 {
		_, err = s.SwapColours(1, 1)
		require.NoError(t, err)
	}
	r, _ = s.Round(1)
	assert.Equal(t, old, r.Games[0].ReportToken, "the same game, the same link")
	w, _ := s.WaitingReports(1)
	require.Len(t, w[1], 1)
	v, _, err := s.AcceptReport(1, 1, 0)
	require.NoError(t, err)
	assert.Equal(t, tournament.Black, v.Winner)
}

func TestPhoneReports_Issue23ReportBeforePlayerSwapIsStale(t *testing.T) {
	s, r := reportsOn(t)
	_, err := s.ReportResult(tournament.ReportInput{Round: 1, Table: 1, Token: r.Games[0].ReportToken, Text: "40-24"})
	require.NoError(t, err)
	_, err = s.SwapPlayers(1, 2, 3) // table 1 is now 1–3, table 2 is 2–4
	require.NoError(t, err)
	reps, _ := s.Reports()
	require.True(t, reps[0].Stale)
	_, _, err = s.AcceptReport(1, 1, 0)
	require.ErrorIs(t, err, tournament.ErrStaleReport)
	_, _, err = s.ReportLink(1, 1, r.Games[0].ReportToken)
	require.ErrorIs(t, err, tournament.ErrStaleReport)
	_, _, err = s.ReportLink(1, 2, r.Games[1].ReportToken)
	require.ErrorIs(t, err, tournament.ErrStaleReport, "table 2 changed too")
}

func TestPhoneReports_Issue23UnpairAndPairAgainStalesTheReport(t *testing.T) {
	s := newService(t)
	_, err := s.ImportParticipants(tournament.ParticipantsCSV(tournament.DemoParticipants(8, 1)))
	require.NoError(t, err)
	require.NoError(t, s.ChangeSettings(map[string]string{tournament.SettingPhoneReports: "on"}))
	r, err := s.PairNextRound()
	require.NoError(t, err)
	g := r.Games[0]
	_, err = s.ReportResult(tournament.ReportInput{Round: 1, Table: g.Table, Token: g.ReportToken, Text: "40-24"})
	require.NoError(t, err)

	require.NoError(t, s.UndoRound(1))
	reps, _ := s.Reports()
	assert.True(t, reps[0].Stale, "the round was taken back")
	assert.Contains(t, reps[0].StaleWhy.En, "round 1 has been taken back")
	_, _, err = s.ReportLink(1, g.Table, g.ReportToken)
	require.ErrorIs(t, err, tournament.ErrStaleReport)

	// Paired again with a ninth player: table 1 holds another game.
	_, err = s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "遅刻 一郎"})
	require.NoError(t, err)
	r2, err := s.PairNextRound()
	require.NoError(t, err)
	g2, _, ok := r2.GameAt(g.Table)
	require.True(t, ok)
	require.NotEqual(t, [2]int{g.Black, g.White}, [2]int{g2.Black, g2.White}, "the seeded pairing changes table %d", g.Table)
	reps, _ = s.Reports()
	assert.True(t, reps[0].Stale)
	_, _, err = s.AcceptReport(1, g.Table, 0)
	require.ErrorIs(t, err, tournament.ErrStaleReport)
	_, _, err = s.ReportLink(1, g.Table, g.ReportToken)
	require.ErrorIs(t, err, tournament.ErrStaleReport)
	_, _, err = s.ReportLink(1, g2.Table, g2.ReportToken)
	require.NoError(t, err)
}

func TestPhoneReports_Issue23ReportForRoundCompleteAndPairedPastIsRefused(t *testing.T) {
	s := withRounds(t,
		tournament.Round{Number: 1, Games: []tournament.Game{unplayed(1, 1, 2), unplayed(2, 3, 4), {Black: 5}}},
		tournament.Round{Number: 2, Games: []tournament.Game{unplayed(1, 1, 3), unplayed(2, 2, 5), {Black: 4}}})
	require.NoError(t, s.ChangeSettings(map[string]string{tournament.SettingPhoneReports: "on"}))
	r, _ := s.Round(1)
	_, err := s.RecordResult(1, 1, "40-24")
	require.NoError(t, err)
	// Round 1 still misses table 2: its reports are taken.
	_, err = s.ReportResult(tournament.ReportInput{Round: 1, Table: 1, Token: r.Games[0].ReportToken, Text: "24-40"})
	require.NoError(t, err)
	_, err = s.RecordResult(1, 2, "40-24")
	require.NoError(t, err)
	// Complete, and round 2 is paired: a late report is refused, nothing stored.
	before, _ := s.Reports()
	_, err = s.ReportResult(tournament.ReportInput{Round: 1, Table: 2, Token: r.Games[1].ReportToken, Text: "24-40"})
	require.ErrorIs(t, err, tournament.ErrStaleReport)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "1 回戦は終わっています")
	after, _ := s.Reports()
	assert.Len(t, after, len(before))
	w, _ := s.WaitingReports(1)
	assert.Empty(t, w[2], "table 2 is not flagged as waiting again")
}

func TestPhoneReports_Issue23ReportOfAnOlderFileIsStaleUnknownNeverAccepted(t *testing.T) {
	s, _ := reportsOn(t)
	require.NoError(t, s.Store().Update(func(w tournament.Writer) error {
		return w.AddReport(&tournament.PhoneReport{Round: 1, Table: 1, Text: "40-24", Stored: "40-24", Winner: tournament.Black, Time: today})
	}))
	reps, err := s.Reports()
	require.NoError(t, err)
	require.Len(t, reps, 1)
	assert.True(t, reps[0].Stale)
	assert.True(t, reps[0].Pending)
	assert.Contains(t, reps[0].StaleWhy.En, "unknown game")
	_, _, err = s.AcceptReport(1, 1, 0)
	require.ErrorIs(t, err, tournament.ErrStaleReport)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "どの対局への報告か分からない")
	r, _ := s.Round(1)
	assert.Nil(t, r.Games[0].Result)
}

func TestPhoneReports_Issue23TokensOfAnOlderFileAreRemadeForTheirGames(t *testing.T) {
	s := withRounds(t, tournament.Round{Number: 1, Games: []tournament.Game{{Table: 1, Black: 1, White: 2, ReportToken: "abcdefghijklmnop"}, {Black: 5}}})
	require.NoError(t, s.Store().Update(func(w tournament.Writer) error {
		ev, err := w.Event()
		if err != nil {
			return err
		}
		ev.Settings[tournament.SettingPhoneReports] = "true" // as an older version left it: random tokens, no key
		return w.PutEvent(ev)
	}))
	_, _, err := s.ReportLink(1, 1, "abcdefghijklmnop")
	require.ErrorIs(t, err, tournament.ErrNotFound, "a token naming no game is no link")
	require.NoError(t, s.ChangeSettings(map[string]string{tournament.SettingTimetable: "10:00"}))
	r, _ := s.Round(1)
	assert.NotEqual(t, "abcdefghijklmnop", r.Games[0].ReportToken)
	_, _, err = s.ReportLink(1, 1, r.Games[0].ReportToken)
	require.NoError(t, err)
}
