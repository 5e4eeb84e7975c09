package tournament_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/gametest"
)

// What the package's tests share to make an event: a venue to add
// sections to, a section, its players, an event of one game whose clock
// stands still.

// emptyVenue is the venue of a new event named name, made today and held
// in memory, with no section yet.
func emptyVenue(t testing.TB, name string) *tournament.Venue {
	t.Helper()
	return gametest.EmptyVenue(t, name, today)
}

// stillVenue is emptyVenue with the clock of the event and its venue
// standing at today.
func stillVenue(t testing.TB, name string) *tournament.Venue {
	t.Helper()
	clock := tournament.WithClock(func() time.Time { return today })
	ev, err := tournament.NewEvent(tournament.EventInfo{Name: name}, nil, today)
	require.NoError(t, err)
	store := storage.NewMemory()
	require.NoError(t, tournament.NewService(store, clock).Create(ev))
	return tournament.NewVenue(store, clock)
}

// addSection adds section f to v and returns the section's service.
func addSection(t testing.TB, v *tournament.Venue, f tournament.SectionForm) *tournament.Service {
	t.Helper()
	_, err := v.AddSection(f)
	require.NoError(t, err)
	_, s, err := v.Section(f.Key)
	require.NoError(t, err)
	return s
}

// addPlayers registers n players 選手01, 選手02 … in s, player i (from 1)
// with the fields more(i) gives besides the name, and returns them.
func addPlayers(t testing.TB, s *tournament.Service, n int, more func(i int) tournament.ParticipantForm) []tournament.Participant {
	t.Helper()
	var out []tournament.Participant
	for i := 1; i <= n; i++ {
		f := more(i)
		f[tournament.FieldName] = fmt.Sprintf("選手%02d", i)
		p, err := s.AddParticipant(f)
		require.NoError(t, err)
		out = append(out, p)
	}
	return out
}

// rank1d is the fields of a player of addPlayers ranked 1d.
func rank1d(int) tournament.ParticipantForm {
	return tournament.ParticipantForm{tournament.FieldRank: "1d"}
}

// monthlyGo is the service of a new Go event 月例会 (a file as `taikai new
// --game go` makes it), made now and held in memory.
func monthlyGo(t testing.TB) *tournament.Service {
	t.Helper()
	ev, err := tournament.NewEvent(tournament.EventInfo{Name: "月例会", Game: "go"}, nil, time.Now())
	require.NoError(t, err)
	s := tournament.NewService(storage.NewMemory())
	require.NoError(t, s.Create(ev))
	return s
}

// nameOnly is the fields of a player of addPlayers with a name only.
func nameOnly(int) tournament.ParticipantForm { return tournament.ParticipantForm{} }

// atToday is a service over a new store held in memory whose clock stands
// at today, with the options opts besides.
func atToday(opts ...tournament.Option) *tournament.Service {
	clock := tournament.WithClock(func() time.Time { return today })
	return tournament.NewService(storage.NewMemory(), append([]tournament.Option{clock}, opts...)...)
}

// stillEvent is the service of a new event of info held in memory, its
// clock standing at today, with the settings (seed 7 unless they say
// another); opts come after that clock (a WithClock among them wins).
func stillEvent(t testing.TB, info tournament.EventInfo, settings map[string]string, opts ...tournament.Option) *tournament.Service {
	t.Helper()
	s := atToday(opts...)
	set := map[string]string{"seed": "7"}
	for k, v := range settings {
		set[k] = v
	}
	ev, err := tournament.NewEvent(info, set, today)
	require.NoError(t, err)
	require.NoError(t, s.Create(ev))
	return s
}

// resultAll records pick(g) at every table g of round n but the bye.
func resultAll(t testing.TB, s *tournament.Service, n int, pick func(g tournament.Game) string) {
	t.Helper()
	r, err := s.Round(n)
	require.NoError(t, err)
	for _, g := range r.Games {
		if !g.IsBye() {
			_, err := s.RecordResult(n, g.Table, pick(g))
			require.NoError(t, err)
		}
	}
}

// always is the pick of resultAll that records text at every table.
func always(text string) func(tournament.Game) string {
	return func(tournament.Game) string { return text }
}
