package tournament_test

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// threeSections is the acceptance test's event of A級, B級 and ペア碁の部
// with round 1 played and round 2 paired, its table 1 of A級 still open.
func threeSections(t *testing.T) *tournament.Venue {
	t.Helper()
	v := festival(t)
	_, err := v.Root().ImportParticipants([]byte(sectionCSV()))
	require.NoError(t, err)
	_, pairSvc, err := v.Section("pair")
	require.NoError(t, err)
	registerPairs(t, pairSvc)
	for round := 1; round <= 2; round++ {
		paired, _, err := v.PairAll()
		require.NoError(t, err)
		if round == 2 {
			break
		}
		for id, r := range paired {
			names, err := v.Service(id).Names()
			require.NoError(t, err)
			resultAll(t, v.Service(id), r.Number, func(g tournament.Game) string { return resultFor(names, g) })
		}
	}
	return v
}

func TestOverview_Issue24EachSectionEqualsWhatItsServiceSays(t *testing.T) {
	v := threeSections(t)
	o, err := tournament.ReadOverview(v.Store())
	require.NoError(t, err)
	require.True(t, o.Multi())
	require.Len(t, o.Sections, 3)
	all, err := v.Root().Participants()
	require.NoError(t, err)
	assert.Equal(t, all, o.Participants)
	for _, sp := range sectionSpecs {
		sec, svc, err := v.Section(sp.key)
		require.NoError(t, err)
		so, ok := o.Section(sp.key)
		require.True(t, ok, sp.key)
		assert.Equal(t, sec, so.Section)
		ev, err := svc.Event()
		require.NoError(t, err)
		assert.Equal(t, ev.Game, so.Event.Game, sp.key)
		assert.Equal(t, ev.Settings, so.Event.Settings, sp.key)
		ps, err := svc.Participants()
		require.NoError(t, err)
		assert.Equal(t, ps, so.Participants, sp.key)
		rs, err := svc.Rounds()
		require.NoError(t, err)
		require.Len(t, so.Rounds, 2, sp.key)
		assert.Equal(t, rs, so.Rounds, sp.key)
		scores, err := svc.ScoresBefore()
		require.NoError(t, err)
		assert.Equal(t, scores, so.Scores, sp.key)
		st, err := svc.Standings(0)
		require.NoError(t, err)
		require.NotNil(t, so.Standings, sp.key)
		assert.Equal(t, st, *so.Standings, sp.key)
		assert.Equal(t, 1, so.Standings.After, "%s: standings after round 1", sp.key)
	}
	// Each participant is found in the section they play in.
	for _, p := range all {
		so, ok := o.SectionOf(p.ID)
		require.True(t, ok)
		assert.Equal(t, p.Section, so.Section.ID)
	}
}

func TestOverview_Issue24AnEventOfTodayIsOneSection(t *testing.T) {
	svc := atToday()
	require.NoError(t, svc.CreateDemo("othello"))
	r1, err := svc.PairNextRound()
	require.NoError(t, err)
	_, err = svc.RecordResult(1, r1.Games[0].Table, "40-24")
	require.NoError(t, err)
	o, err := tournament.ReadOverview(svc.Store())
	require.NoError(t, err)
	assert.False(t, o.Multi())
	require.Len(t, o.Sections, 1)
	so := o.Sections[0]
	assert.Equal(t, tournament.DefaultSectionKey, so.Section.Key)
	rs, err := svc.Rounds()
	require.NoError(t, err)
	assert.Equal(t, rs, so.Rounds)
	scores, err := svc.ScoresBefore()
	require.NoError(t, err)
	assert.Equal(t, scores, so.Scores)
	st, err := svc.Standings(0)
	require.NoError(t, err)
	assert.Equal(t, st, *so.Standings, "no round complete: standings after round 0")
}

// atOnce runs f n times at once, as many views asking together, and waits
// for them all.
func atOnce(n int, f func()) {
	var wg sync.WaitGroup
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			f()
		}()
	}
	wg.Wait()
}

func TestOverview_Issue24MadeOncePerChangeAndAgainAfterOne(t *testing.T) {
	v := threeSections(t)
	c := tournament.NewOverviews(v.Store())
	first, err := c.Get()
	require.NoError(t, err)
	// Many views asking together before any change share one Overview.
	atOnce(20, func() {
		o, err := c.Get()
		assert.NoError(t, err)
		assert.Same(t, first, o)
	})
	assert.Equal(t, int64(1), c.Made(), "not read again before a change")

	// A result recorded in A級 shows at the next read, made once.
	_, svc, err := v.Section("A")
	require.NoError(t, err)
	r2, err := svc.Round(2)
	require.NoError(t, err)
	g := r2.Games[0]
	_, err = svc.RecordResult(2, g.Table, "B+R")
	require.NoError(t, err)
	atOnce(20, func() {
		_, err := c.Get()
		assert.NoError(t, err)
	})
	assert.Equal(t, int64(2), c.Made(), "read once after the change, whatever the number of views")
	now, err := c.Get()
	require.NoError(t, err)
	assert.Greater(t, now.Version, first.Version)
	a, _ := now.Section("A")
	got, _, ok := a.Rounds[1].GameAt(g.Table)
	require.True(t, ok)
	require.NotNil(t, got.Result)
	assert.Equal(t, "B+R", got.Result.Text)
	before, _ := first.Section("A")
	old, _, _ := before.Rounds[1].GameAt(g.Table)
	assert.Nil(t, old.Result, "an Overview already made is not changed")
}
