package tournament_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// reportsOn is an event of one round of two tables and a bye, taking
// phone reports.
func reportsOn(t *testing.T) (*tournament.Service, tournament.Round) {
	t.Helper()
	s := withRounds(t, tournament.Round{Number: 1, Games: []tournament.Game{unplayed(1, 1, 2), unplayed(2, 3, 4), {Black: 5}}})
	require.NoError(t, s.ChangeSettings(map[string]string{tournament.SettingPhoneReports: "on"}))
	r, err := s.Round(1)
	require.NoError(t, err)
	return s, r
}

func TestPhoneReports_TablesGetTokensWhenTurnedOnAndWhenPaired(t *testing.T) {
	s := withRounds(t, tournament.Round{Number: 1, Games: []tournament.Game{unplayed(1, 1, 2), unplayed(2, 3, 4), {Black: 5}}})
	r, _ := s.Round(1)
	assert.Empty(t, r.Games[0].ReportToken, "off by default: no token")
	s, r = reportsOn(t)
	t1, t2 := r.Games[0].ReportToken, r.Games[1].ReportToken
	assert.Len(t, t1, 20, "the game's two IDs and an 80-bit MAC in base32")
	assert.NotEqual(t, t1, t2)
	assert.Empty(t, r.Games[2].ReportToken, "a bye has no table to report")
	assert.Equal(t, "/r/1/1/"+t1, tournament.ReportPath(1, 1, t1))

	// A later change keeps the tokens already given.
	_, err := s.RecordResult(1, 2, "40-24")
	require.NoError(t, err)
	r, _ = s.Round(1)
	assert.Equal(t, t1, r.Games[0].ReportToken)
}

func TestPhoneReports_WrongTokenOrGarbageStoresNothing(t *testing.T) {
	s, r := reportsOn(t)
	logBefore, _ := s.AuditLog()
	for _, in := range []tournament.ReportInput{
		{Round: 1, Table: 1, Token: "wrong", Text: "40-24"},
		{Round: 1, Table: 1, Token: r.Games[1].ReportToken, Text: "40-24"}, // table 2's token
		{Round: 1, Table: 9, Token: r.Games[0].ReportToken, Text: "40-24"},
		{Round: 2, Table: 1, Token: r.Games[0].ReportToken, Text: "40-24"},
	} {
		_, err := s.ReportResult(in)
		require.ErrorIs(t, err, tournament.ErrNotFound, "%+v", in)
	}
	for _, text := range []string{"", "abc", "70-0", "40-24\n1-1", string(make([]byte, 200))} {
		_, err := s.ReportResult(tournament.ReportInput{Round: 1, Table: 1, Token: r.Games[0].ReportToken, Text: text})
		require.ErrorIs(t, err, tournament.ErrInvalidInput, "%q", text)
		assert.NotEmpty(t, tournament.Localize(err, tournament.Japanese))
	}
	reps, err := s.Reports()
	require.NoError(t, err)
	assert.Empty(t, reps)
	logAfter, _ := s.AuditLog()
	assert.Len(t, logAfter, len(logBefore))
}

func TestPhoneReports_OffMeansNoLink(t *testing.T) {
	s, r := reportsOn(t)
	require.NoError(t, s.ChangeSettings(map[string]string{tournament.SettingPhoneReports: "off"}))
	_, err := s.ReportResult(tournament.ReportInput{Round: 1, Table: 1, Token: r.Games[0].ReportToken, Text: "40-24"})
	require.ErrorIs(t, err, tournament.ErrNotFound)
}

func TestPhoneReports_AReportIsStoredAndLoggedButNeverChangesTheResult(t *testing.T) {
	s, r := reportsOn(t)
	rep, err := s.ReportResult(tournament.ReportInput{Round: 1, Table: 1, Token: r.Games[0].ReportToken, Text: "40-24", Side: "黒", Client: "192.168.1.20"})
	require.NoError(t, err)
	assert.Equal(t, 1, rep.Seq)
	assert.Equal(t, "40-24", rep.Stored)
	assert.Equal(t, tournament.Black, rep.Winner)
	assert.Equal(t, "black", rep.Side)
	r, _ = s.Round(1)
	assert.Nil(t, r.Games[0].Result, "a report is not a result")
	log, _ := s.AuditLog()
	last := log[len(log)-1]
	assert.Equal(t, "report", last.Action)
	assert.Contains(t, last.Detail, "192.168.1.20")
	reps, _ := s.Reports()
	require.Len(t, reps, 1)
	assert.True(t, reps[0].Waiting)
	assert.False(t, reps[0].Conflict)

	// A card under 64 discs needs the arbiter's answer: kept with the question.
	rep, err = s.ReportResult(tournament.ReportInput{Round: 1, Table: 2, Token: r.Games[1].ReportToken, Text: "38-24"})
	require.NoError(t, err)
	assert.Empty(t, rep.Stored)
	assert.Contains(t, rep.Note.Ja, "64")
}

func TestPhoneReports_ConflictingReportsNeedTheArbitersChoice(t *testing.T) {
	s, r := reportsOn(t)
	tok := r.Games[0].ReportToken
	_, err := s.ReportResult(tournament.ReportInput{Round: 1, Table: 1, Token: tok, Text: "40-24", Side: "black"})
	require.NoError(t, err)
	_, err = s.ReportResult(tournament.ReportInput{Round: 1, Table: 1, Token: tok, Text: "24-40", Side: "white"})
	require.NoError(t, err)
	w, err := s.WaitingReports(1)
	require.NoError(t, err)
	require.Len(t, w[1], 2)
	assert.True(t, w[1][0].Conflict)
	assert.True(t, w[1][1].Conflict)

	_, _, err = s.AcceptReport(1, 1, 0)
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "#1 40-24")
	assert.Contains(t, err.Error(), "--report")
	r, _ = s.Round(1)
	assert.Nil(t, r.Games[0].Result)

	v, rep, err := s.AcceptReport(1, 1, 2)
	require.NoError(t, err)
	assert.Equal(t, 2, rep.Seq)
	assert.Equal(t, tournament.White, v.Winner)
	r, _ = s.Round(1)
	require.NotNil(t, r.Games[0].Result)
	assert.Equal(t, "24-40", r.Games[0].Result.Text)
	log, _ := s.AuditLog()
	assert.Contains(t, log[len(log)-1].Detail, "phone report #2")
	assert.Contains(t, log[len(log)-1].DetailJa, "携帯からの報告 #2", "the 操作履歴 reads in Japanese")
	for _, e := range log {
		if e.Action == "report" {
			assert.Contains(t, e.DetailJa, "携帯からの報告 #", "a report's entry in Japanese")
		}
	}
	w, _ = s.WaitingReports(1)
	assert.Empty(t, w, "the table is recorded: nothing waits")
}

func TestPhoneReports_AcceptOfAgreeingReportsAndUndo(t *testing.T) {
	s, r := reportsOn(t)
	tok := r.Games[0].ReportToken
	for range 2 {
		_, err := s.ReportResult(tournament.ReportInput{Round: 1, Table: 1, Token: tok, Text: "40-24"})
		require.NoError(t, err)
	}
	_, _, err := s.AcceptReport(1, 2, 0)
	require.ErrorIs(t, err, tournament.ErrNotFound, "table 2 has no report")
	_, _, err = s.AcceptReport(1, 1, 0)
	require.NoError(t, err)

	// Undoing the accept brings the table back to waiting; the reports
	// themselves are never undone.
	_, err = s.Undo()
	require.NoError(t, err)
	reps, _ := s.Reports()
	require.Len(t, reps, 2)
	assert.True(t, reps[0].Waiting)
	r, _ = s.Round(1)
	assert.Nil(t, r.Games[0].Result)
}

func TestPhoneReports_UndoOfAnEarlierChangeKeepsTheReports(t *testing.T) {
	s, r := reportsOn(t)
	_, err := s.RecordResult(1, 2, "40-24")
	require.NoError(t, err)
	_, err = s.ReportResult(tournament.ReportInput{Round: 1, Table: 1, Token: r.Games[0].ReportToken, Text: "33-31"})
	require.NoError(t, err)
	_, err = s.Undo()
	require.NoError(t, err, "a report is not a change of the arbiter's: the result before it can be undone")
	reps, _ := s.Reports()
	assert.Len(t, reps, 1)
}

func TestService_VersionGrowsWithEveryChange(t *testing.T) {
	s, r := reportsOn(t)
	v1, err := s.Version()
	require.NoError(t, err)
	_, err = s.ReportResult(tournament.ReportInput{Round: 1, Table: 1, Token: r.Games[0].ReportToken, Text: "40-24"})
	require.NoError(t, err)
	v2, _ := s.Version()
	assert.Greater(t, v2, v1)
}

func TestTimetable_CheckedAndShownAsTheNextRound(t *testing.T) {
	s := newService(t)
	require.NoError(t, s.ChangeSettings(map[string]string{tournament.SettingTimetable: "10:00、１１:１０ 13:00"}))
	ev, _ := s.Event()
	assert.Equal(t, "10:00,11:10,13:00", ev.Setting(tournament.SettingTimetable))
	at, ok := tournament.PlannedStart(ev, 2)
	assert.True(t, ok)
	assert.Equal(t, "11:10", at)
	_, ok = tournament.PlannedStart(ev, 4)
	assert.False(t, ok)
	for _, bad := range []string{"10:00,9:00", "25:00", "10時"} {
		assert.ErrorIs(t, s.ChangeSettings(map[string]string{tournament.SettingTimetable: bad}), tournament.ErrInvalidInput, bad)
	}
	assert.Equal(t, 40*time.Minute, tournament.RoundTime(ev), "Othello: two players' 20 minutes")
}

// Issue 38: the audit log reads a phone report's number as a report's, not
// as participant #1's name ("report #1 石川" named the wrong person).
func TestPhoneReports_Issue38AuditLogNamesNoParticipantForTheReportNumber(t *testing.T) {
	s, r := reportsOn(t)
	names, err := s.Names()
	require.NoError(t, err)
	require.NotEmpty(t, names[1])
	_, err = s.ReportResult(tournament.ReportInput{Round: 1, Table: 2, Token: r.Games[1].ReportToken, Text: "40-24"})
	require.NoError(t, err)
	_, _, err = s.AcceptReport(1, 2, 0)
	require.NoError(t, err)
	log, err := s.AuditLog()
	require.NoError(t, err)
	for _, e := range log[len(log)-2:] {
		for _, l := range []tournament.Lang{tournament.Japanese, tournament.English} {
			_, detail := tournament.AuditText(e, names, l)
			assert.Contains(t, detail, "No.1", e.Action)
			assert.NotContains(t, detail, names[1], "%s: table 2 is #3 against #4; #1 plays elsewhere", e.Action)
		}
	}
}
