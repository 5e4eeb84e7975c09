package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/pairgo"
)

// Seed: 「男女ペア」は女性がキャプテン、「男男ペア」「女女ペア」のときは若い方が
// キャプテン. A captain the data cannot decide (a gender or birth date
// missing, or the same birth date) is marked キャプテン要確認 on the pairs screen.
func TestPairsScreen_SeedCaptainToConfirm(t *testing.T) {
	tests := []struct {
		lang tournament.Lang
		want []string // the captain cell of each pair
	}{
		{tournament.Japanese, []string{"山田 花", "佐藤 葵（キャプテン要確認）", "高橋 光（キャプテン要確認）"}},
		{tournament.English, []string{"山田 花", "佐藤 葵 (captain to confirm)", "高橋 光 (captain to confirm)"}},
	}
	for _, tt := range tests {
		t.Run(string(tt.lang), func(t *testing.T) {
			a := test.NewTempApp(t)
			a.Settings().SetTheme(newTheme())
			setupTranslations(tt.lang)
			mem := storage.NewMemory()
			svc := tournament.NewService(mem)
			ev, err := tournament.NewEvent(tournament.EventInfo{Game: "pairgo", Name: "ジュニアペア碁", Date: "2026-11-21"}, nil, svc.Now())
			require.NoError(t, err)
			require.NoError(t, svc.Create(ev))
			for _, f := range []tournament.ParticipantForm{
				{tournament.FieldName: "山田 花", tournament.FieldGender: "f", tournament.FieldBirth: "2013-05-01"},
				{tournament.FieldName: "田中 翔", tournament.FieldGender: "m", tournament.FieldBirth: "2012-01-01"},
				{tournament.FieldName: "佐藤 葵", tournament.FieldBirth: "2014-03-03"}, // no gender
				{tournament.FieldName: "鈴木 蓮", tournament.FieldGender: "m", tournament.FieldBirth: "2013-03-03"},
				{tournament.FieldName: "高橋 光", tournament.FieldGender: "f", tournament.FieldBirth: "2013-04-01"}, // twins
				{tournament.FieldName: "高橋 望", tournament.FieldGender: "f", tournament.FieldBirth: "2013-04-01"},
			} {
				_, err := svc.AddParticipant(f)
				require.NoError(t, err)
			}
			for _, p := range [][2]string{{"山田 花", "田中 翔"}, {"佐藤 葵", "鈴木 蓮"}, {"高橋 光", "高橋 望"}} {
				_, _, err := pairgo.Of(svc).RegisterPair(p[0], p[1], "")
				require.NoError(t, err)
			}
			g := &gui{files: testFiles, app: a, lang: tt.lang, open: map[string]*eventWindow{}}
			w := test.NewWindow(nil)
			t.Cleanup(w.Close)
			ew, err := newEventWindow(g, w, mem, "p.taikai")
			require.NoError(t, err)
			require.NoError(t, ew.reload())
			v := screenOf[*pairsView](ew)
			ew.showView(v.content)
			require.Len(t, v.pairs, 3)
			for i, want := range tt.want {
				assert.Equal(t, want, v.cell(widget.TableCellID{Row: i, Col: 4}))
			}
		})
	}
}
