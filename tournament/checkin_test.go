package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

func checkinEvent(t *testing.T, names ...string) (*tournament.Service, []tournament.Participant) {
	t.Helper()
	s := newService(t)
	var ps []tournament.Participant
	for _, n := range names {
		p, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: n, tournament.FieldRank: "1d"})
		require.NoError(t, err)
		ps = append(ps, p)
	}
	return s, ps
}

func TestCheckin_Issue28_OneLoggedChangeIdempotentAndUndone(t *testing.T) {
	s, ps := checkinEvent(t, "佐藤 一郎", "鈴木 花子")
	log0, err := s.AuditLog()
	require.NoError(t, err)
	require.NoError(t, s.SetCheckedIn(ps[0].ID, true))
	require.NoError(t, s.SetCheckedIn(ps[0].ID, true), "the same check-in twice is no error")
	log1, err := s.AuditLog()
	require.NoError(t, err)
	require.Len(t, log1, len(log0)+1, "stored and logged once")
	assert.Equal(t, "players.checkin", log1[len(log1)-1].Action)
	p, err := s.FindParticipant("佐藤 一郎")
	require.NoError(t, err)
	assert.True(t, p.CheckedIn)

	_, err = s.Undo()
	require.NoError(t, err)
	p, err = s.FindParticipant("佐藤 一郎")
	require.NoError(t, err)
	assert.False(t, p.CheckedIn, "undo takes the check-in back")

	require.NoError(t, s.SetCheckedIn(ps[0].ID, true))
	require.NoError(t, s.SetCheckedIn(ps[0].ID, false))
	p, err = s.FindParticipant("佐藤 一郎")
	require.NoError(t, err)
	assert.False(t, p.CheckedIn, "--undo of the CLI: not checked in again")
	assert.Error(t, s.SetCheckedIn(999, true), "an unknown participant is refused")
}

func TestUncheckedForRound1_Issue28(t *testing.T) {
	in := func(id int) tournament.Participant { return tournament.Participant{ID: id, CheckedIn: true} }
	out := func(id int) tournament.Participant { return tournament.Participant{ID: id} }
	ids := func(ps []tournament.Participant) []int {
		var r []int
		for _, p := range ps {
			r = append(r, p.ID)
		}
		return r
	}
	late := out(5)
	late.FirstRound = 2
	absent := out(6)
	absent.Absent = []int{1}
	pair := tournament.Participant{ID: 10, Members: []int{11, 12}}
	pairOut := tournament.Participant{ID: 20, Members: []int{21, 22}}
	for _, c := range []struct {
		name string
		ps   []tournament.Participant
		want []int
	}{
		{"nobody checked in: check-in not used, nobody proposed", []tournament.Participant{out(1), out(2)}, nil},
		{"who has not checked in is proposed", []tournament.Participant{in(1), out(2), out(3)}, []int{2, 3}},
		{"a late entry or one already absent is not proposed", []tournament.Participant{in(1), late, absent}, nil},
		{"a pair whose members checked in is not proposed; a member never alone", []tournament.Participant{pair, in(11), in(12), pairOut, in(21), out(22)}, []int{20}},
	} {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, ids(tournament.UncheckedForRound1(c.ps, c.ps)))
		})
	}
}

func TestCheckinProposal_Issue28_BeforeRound1Only(t *testing.T) {
	s, ps := checkinEvent(t, "佐藤 一郎", "鈴木 花子", "高橋 健", "田中 実")
	got, err := s.CheckinProposal()
	require.NoError(t, err)
	assert.Empty(t, got, "check-in not used")
	require.NoError(t, s.SetCheckedIn(ps[0].ID, true))
	require.NoError(t, s.SetCheckedIn(ps[1].ID, true))
	got, err = s.CheckinProposal()
	require.NoError(t, err)
	require.Len(t, got, 2)
	require.NoError(t, s.MarkAbsentRound1([]int{got[0].ID, got[1].ID}))
	got, err = s.CheckinProposal()
	require.NoError(t, err)
	assert.Empty(t, got, "marked absent: nothing left to propose")
	r, err := s.PairNextRound()
	require.NoError(t, err)
	assert.Len(t, r.Games, 1, "the two absent get no game")
}
