package ui

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
)

// BenchmarkRecordResultAndRedraw1000PlayersTenSections records one result
// through the results desk (table, discs, Enter) and redraws what is open,
// on a real event file of 1,000 players in 10 Othello sections of 100, each
// played 6 rounds and paired for the 7th, every section's screens opened.
// Target (issue 24): under 20 ms.
func BenchmarkRecordResultAndRedraw1000PlayersTenSections(b *testing.B) {
	a := japaneseApp(b)
	path := filepath.Join(b.TempDir(), "sections.taikai")
	ev, err := tournament.NewEvent(tournament.EventInfo{Name: "十部門大会"}, nil, time.Now())
	require.NoError(b, err)
	st, err := storage.Create(path)
	require.NoError(b, err)
	defer st.Close()
	require.NoError(b, tournament.NewService(st).Create(ev))
	v := tournament.NewVenue(st)
	var csv []byte
	csv = append(csv, "氏名,段級位,部門\n"...)
	for k := range 10 {
		_, err := v.AddSection(tournament.SectionForm{Key: fmt.Sprintf("S%d", k), Name: fmt.Sprintf("第%d部", k+1), Game: "othello",
			Tables: fmt.Sprintf("%d-%d", k*50+1, k*50+50), Settings: map[string]string{"rounds": "7", "early_final": "false", "seed": fmt.Sprint(k + 1)}})
		require.NoError(b, err)
		for i := range 100 {
			csv = fmt.Appendf(csv, "部%d選手%03d,1d,S%d\n", k, i+1, k)
		}
	}
	_, err = v.Root().ImportParticipants(csv)
	require.NoError(b, err)
	rng := rand.New(rand.NewPCG(1, 2))
	for range 6 {
		rounds, _, err := v.PairAll()
		require.NoError(b, err)
		for id, r := range rounds {
			recordDiscs(b, v.Service(id), r, rng)
		}
	}
	_, _, err = v.PairAll()
	require.NoError(b, err)
	w := test.NewWindow(nil)
	defer w.Close()
	ew := loadedWindow(b, a, w, st, path)
	secs, err := v.Sections()
	require.NoError(b, err)
	for _, s := range secs {
		ew.showSection(s.ID) // every section's screens open
		ew.showView(ew.results.content)
	}
	ew.showSection(secs[5].ID) // the arbiter is on 第6部's results
	rv := ew.results
	f := rv.form.(*discsForm)
	const table = 275 // 第6部's 25th table
	b.ResetTimer()
	for i := range b.N {
		rv.table.typed(fmt.Sprint(table))
		f.black.typed(fmt.Sprint(30 + i%2*10))
		f.white.typed(fmt.Sprint(34 - i%2*10))
		old := ""
		if g, _, _ := rv.round.GameAt(table); g.Result != nil {
			old = g.Result.Text
		}
		rv.record(card{own: rv.own, round: rv.round.Number, table: table, text: rv.form.text()}, nil, old)
	}
	b.StopTimer()
	r, err := v.Service(secs[5].ID).Round(7)
	require.NoError(b, err)
	got, _, _ := r.GameAt(table)
	require.NotNil(b, got.Result)
}
