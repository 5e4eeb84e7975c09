package tournament_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/gametest"
	othellogame "taikai/tournament/othello"
	yoningame "taikai/tournament/yonin"
)

// twoSections is an event of A級 (Othello, tables 1-4) and B級 (Othello,
// tables 11-14), n players each.
func twoSections(t *testing.T, n int) *tournament.Venue {
	t.Helper()
	v := stillVenue(t, "月例会")
	for _, f := range []tournament.SectionForm{
		{Key: "A", Name: "A級", Game: "othello", Tables: "1-4", Settings: map[string]string{"seed": "1"}},
		{Key: "B", Name: "B級", Game: "オセロ", Tables: "11-14", Settings: map[string]string{"seed": "2"}},
	} {
		sec, err := v.AddSection(f)
		require.NoError(t, err)
		_, s, err := v.Section(sec.Key)
		require.NoError(t, err)
		for i := range n {
			_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: fmt.Sprintf("%s選手%d", f.Key, i+1)})
			require.NoError(t, err)
		}
	}
	return v
}

// twoSectionsAB is twoSections with the services of A級 and B級.
func twoSectionsAB(t *testing.T, n int) (v *tournament.Venue, a, b *tournament.Service) {
	t.Helper()
	v = twoSections(t, n)
	_, a, _ = v.Section("A")
	_, b, _ = v.Section("B")
	return v, a, b
}

func TestSections_Issue24EachSectionSeesOnlyItsOwnEntrantsAndRounds(t *testing.T) {
	v := twoSections(t, 6)
	_, a, _ := v.Section("A")
	_, b, _ := v.Section("b")
	require.NotNil(t, b, "a section is found by its key in any case")
	_, b, err := v.Section("B級")
	require.NoError(t, err, "or by its Japanese name")
	pa, _ := a.Participants()
	pb, _ := b.Participants()
	require.Len(t, pa, 6)
	require.Len(t, pb, 6)
	assert.Equal(t, "A選手1", pa[0].Name)
	assert.Equal(t, "B選手1", pb[0].Name)
	ra, err := a.PairNextRound()
	require.NoError(t, err)
	rb, err := b.PairNextRound()
	require.NoError(t, err)
	assert.Equal(t, 1, ra.Number)
	assert.Equal(t, 1, rb.Number, "each section has its own round 1")
	for _, g := range rb.Games {
		assert.True(t, g.Table >= 11 && g.Table <= 13, "B級's tables are the venue's 11-13: %d", g.Table)
	}
	ea, _ := a.Event()
	eb, _ := b.Event()
	assert.NotEqual(t, ea.Setting("seed"), eb.Setting("seed"), "each section has its own settings")
	// A change in one section does not touch the other.
	_, err = a.RecordResult(1, 1, "40-24")
	require.NoError(t, err)
	rsb, _ := b.Rounds()
	for _, g := range rsb[0].Games {
		assert.Nil(t, g.Result)
	}
	log, err := v.Root().AuditLog()
	require.NoError(t, err)
	assert.Equal(t, "A", log[len(log)-1].Section, "the audit entry names its section")
}

func TestSections_Issue24OneUndoForTheWholeEvent(t *testing.T) {
	_, a, b := twoSectionsAB(t, 4)
	_, err := a.PairNextRound()
	require.NoError(t, err)
	_, err = b.PairNextRound()
	require.NoError(t, err)
	_, err = a.RecordResult(1, 1, "40-24")
	require.NoError(t, err)
	// Ctrl+Z in B級's screen undoes the event's last change: A級's result.
	u, err := b.Undo()
	require.NoError(t, err)
	assert.Equal(t, "result", u.Action)
	rs, _ := a.Rounds()
	assert.Nil(t, rs[0].Games[0].Result)
	u, err = a.Undo()
	require.NoError(t, err)
	assert.Equal(t, "round.pair", u.Action)
	rs, _ = b.Rounds()
	assert.Empty(t, rs, "then B級's pairing")
}

func TestSections_Issue24MovedOnlyBeforeTheFirstGame(t *testing.T) {
	v := twoSections(t, 4)
	p, to, err := v.MoveParticipant("A選手1", "B級")
	require.NoError(t, err)
	assert.Equal(t, "B", to.Key)
	_, b, _ := v.Section("B")
	pb, _ := b.Participants()
	assert.Len(t, pb, 5)
	_, err = b.PairNextRound()
	require.NoError(t, err)
	q, _, err := v.MoveParticipant("A選手2", "B")
	require.NoError(t, err)
	assert.Equal(t, 2, q.FirstRound, "moved into a section under way: a late entry from its next round")
	_, _, err = v.MoveParticipant(fmt.Sprint(p.ID), "A")
	require.ErrorContains(t, err, "only before their first game")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "最初の対局の前だけ")
	_, a, _ := v.Section("A")
	pb, _ = b.Participants()
	_, err = a.EditParticipant(pb[0].ID, tournament.ParticipantForm{tournament.FieldName: "別人"})
	require.Error(t, err, "a section's service does not change another's participant")
}

func TestSections_Issue24TableRangesNeverOverlapAndHoldTheRound(t *testing.T) {
	v := twoSections(t, 10)
	_, err := v.EditSection("B", tournament.SectionForm{Tables: "3-8"})
	require.ErrorContains(t, err, "overlap")
	_, err = v.AddSection(tournament.SectionForm{Key: "a", Game: "go"})
	require.ErrorContains(t, err, "already has a section A", "keys differ in more than case")
	_, err = v.AddSection(tournament.SectionForm{Key: "A級", Game: "go"})
	require.ErrorContains(t, err, "letters, digits")
	// Ten players need five tables; A級's range has four.
	_, a, _ := v.Section("A")
	_, err = a.PairNextRound()
	require.ErrorContains(t, err, "needs 5 tables and its range 1-4 has 4")
	_, err = v.EditSection("A", tournament.SectionForm{Tables: "1-5"})
	require.NoError(t, err)
	r, err := a.PairNextRound()
	require.NoError(t, err)
	assert.Len(t, r.Games, 5)
}

func TestSections_Issue24CardByVenueTable(t *testing.T) {
	v, a, b := twoSectionsAB(t, 4)
	_, err := a.PairNextRound()
	require.NoError(t, err)
	_, err = v.FindCard(11)
	require.ErrorContains(t, err, "no section's current round has table 11", "B級 is not paired yet")
	rb, err := b.PairNextRound()
	require.NoError(t, err)
	c, verdict, err := v.RecordCard(12, "33-31")
	require.NoError(t, err)
	assert.Equal(t, "B", c.Section.Key)
	assert.Equal(t, 1, c.Round)
	assert.Equal(t, rb.Games[1].Black, c.Game.Black)
	assert.Equal(t, "33-31", verdict.Stored)
	// Round 2 of A級: its cards are found in round 2, B級's still in round 1.
	_, err = a.RecordResult(1, 1, "40-24")
	require.NoError(t, err)
	_, err = a.RecordResult(1, 2, "20-44")
	require.NoError(t, err)
	_, err = a.PairNextRound()
	require.NoError(t, err)
	c, err = v.FindCard(1)
	require.NoError(t, err)
	assert.Equal(t, 2, c.Round)
	c, err = v.FindCard(11)
	require.NoError(t, err)
	assert.Equal(t, 1, c.Round)
}

func TestSections_Issue24ImportRefusesALineWithoutItsSection(t *testing.T) {
	v := twoSections(t, 0)
	_, err := v.Root().ImportParticipants([]byte("氏名,部門\n山田,A級\n鈴木,\n佐藤,C級\n"))
	var ie *tournament.ImportError
	require.ErrorAs(t, err, &ie)
	require.Len(t, ie.Problems, 2)
	assert.Equal(t, 3, ie.Problems[0].Line)
	assert.Equal(t, 4, ie.Problems[1].Line)
	ps, _ := v.Root().Participants()
	assert.Empty(t, ps, "nothing imported")
	_, a, _ := v.Section("A")
	_, err = a.ImportParticipants([]byte("氏名,部門\n山田,B\n"))
	require.ErrorContains(t, err, "is for section B級")
	_, err = a.ImportParticipants([]byte("氏名\n山田\n"))
	require.NoError(t, err, "a section's own import needs no column")
	pa, _ := a.Participants()
	assert.Len(t, pa, 1)
}

// Four-player shogi runs as a section: its stages are its records, under
// the section's keys.
func TestSections_Issue24FourPlayerShogiSectionKeepsItsStages(t *testing.T) {
	v := twoSections(t, 0)
	sec, err := v.AddSection(tournament.SectionForm{Key: "yonin", Name: "四人将棋の部", Game: "yonin"})
	require.NoError(t, err)
	s := v.Service(sec.ID)
	for i := range 8 {
		_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: fmt.Sprintf("四人%d", i+1)})
		require.NoError(t, err)
	}
	st := seatPrelims(t, s)
	assert.Len(t, st.Tables, 2)
	var keys []tournament.Stored
	require.NoError(t, v.Store().View(func(r tournament.Reader) error {
		recs, err := r.Records()
		for _, rec := range recs {
			keys = append(keys, tournament.Stored{Section: rec.Section, Key: rec.Key})
		}
		return err
	}))
	assert.Equal(t, []tournament.Stored{{Section: sec.Key, Key: 1}}, keys, "the stage is kept under the section's key, numbered from 1")
	_, a, _ := v.Section("A")
	_, err = yoningame.Of(a).SeatStage("予選", nil)
	require.Error(t, err, "an Othello section has no tables of four")
}

func TestSections_Issue24RankBandsPlaceTheRegistration(t *testing.T) {
	for _, c := range []struct {
		in, want string
	}{{"3d-", "三段以上"}, {"三段以上", "三段以上"}, {"初段〜二段", "初段〜二段"}, {"2d-1d", "初段〜二段"}, {"5級以下", "5級以下"}, {"-5k", "5級以下"}} {
		b, err := tournament.ParseRankBand(c.in)
		require.NoError(t, err, c.in)
		assert.Equal(t, c.want, b.String(), c.in)
	}
	_, err := tournament.ParseRankBand("強い人")
	require.ErrorContains(t, err, "not a band")

	v := emptyVenue(t, "囲碁大会")
	for _, f := range []tournament.SectionForm{{Key: "A", Name: "A級", Game: "go", Ranks: "三段以上"}, {Key: "B", Name: "B級", Game: "go", Ranks: "初段〜二段"}, {Key: "C", Name: "C級", Game: "go", Ranks: "1級以下"}} {
		_, err := v.AddSection(f)
		require.NoError(t, err)
	}
	_, err = v.AddSection(tournament.SectionForm{Key: "D", Game: "go", Ranks: "二段〜四段"})
	require.ErrorContains(t, err, "overlap", "bands never overlap, so a rank finds one section")
	rep, err := v.Root().ImportParticipants([]byte("氏名,段級位,部門\n本因坊,6d,\n初段君,1d,\n級位さん,3k,\n指名,5d,C級\n"))
	require.NoError(t, err)
	require.Len(t, rep.Added, 4)
	got := map[string]int{}
	for _, p := range rep.Added {
		got[p.Name] = p.Section
	}
	assert.Equal(t, map[string]int{"本因坊": 0, "初段君": 1, "級位さん": 2, "指名": 2}, got, "a named section wins over the band")
	_, sec, err := v.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "二段君", tournament.FieldRank: "二段"}, "")
	require.NoError(t, err)
	assert.Equal(t, "B", sec.Key)
	_, _, err = v.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "不明君"}, "")
	require.ErrorContains(t, err, "no rank")
}

// Export and import cover the whole event: every section, its
// participants, rounds and results; the import gives the same standings.
func TestSections_Issue24ExportImportCoversEverySection(t *testing.T) {
	v := twoSections(t, 6)
	for _, key := range []string{"A", "B"} {
		_, s, _ := v.Section(key)
		_, err := s.PairNextRound()
		require.NoError(t, err)
		resultAll(t, s, 1, always("40-24"))
	}
	x, err := v.Root().Export()
	require.NoError(t, err)
	assert.Equal(t, 5, x.Version, "a document of sections with rounds beyond the first section's names their sections: version 5")
	for _, r := range x.Rounds {
		assert.Contains(t, []string{"", "B"}, r.Section)
		assert.Less(t, r.Number, 10, "numbered from 1 in its section")
	}
	w := tournament.NewVenue(gametest.Reimported(t, x))
	for _, key := range []string{"A", "B"} {
		_, before, _ := v.Section(key)
		_, after, err := w.Section(key)
		require.NoError(t, err)
		assert.Equal(t, standingsByName(t, before), standingsByName(t, after), key)
	}
	// A round of a section the document does not have is refused.
	data, err := x.JSON()
	require.NoError(t, err)
	y, err := tournament.DecodeExport(data)
	require.NoError(t, err)
	y.Rounds = append(y.Rounds, tournament.Round{Section: "G", Number: 1})
	require.ErrorContains(t, tournament.ImportEvent(storage.NewMemory(), y), `section "G", which the event does not have`)
}

// Othello's final works in a section as in an event of its own, at the
// section's first venue tables: B級's final at its table 11.
func TestSections_Issue24OthelloFinalAtTheSectionsTables(t *testing.T) {
	v := twoSections(t, 8)
	_, b, _ := v.Section("B")
	require.NoError(t, b.ChangeSettings(map[string]string{"rounds": "2", "early_final": "false"}))
	for n := 1; n <= 2; n++ {
		r, err := b.PairNextRound()
		require.NoError(t, err)
		for i, g := range r.Games {
			if !g.IsBye() {
				_, err := b.RecordResult(n, g.Table, []string{"40-24", "24-40", "33-31", "20-44"}[i%4])
				require.NoError(t, err)
			}
		}
	}
	final, _, err := othellogame.Of(b).PairFinals()
	require.NoError(t, err)
	require.NotEmpty(t, final.Games)
	assert.Equal(t, 11, final.Games[0].Table, "the final at B級's first table")
	c, err := v.FindCard(11)
	require.NoError(t, err)
	assert.Equal(t, "B", c.Section.Key)
	assert.Equal(t, 3, c.Round, "the card of table 11 is the final's")
	_, a, _ := v.Section("A")
	ra, _ := a.Rounds()
	assert.Empty(t, ra, "A級 untouched")
}

// A range changed while cards are out: it must hold the section's own
// round in play and none of another section's (found by trying it: A級
// shrunk off its tables, then B級 moved onto them).
func TestSections_Issue24RangeChangedWhileCardsAreOutKeepsTablesApart(t *testing.T) {
	v := twoSections(t, 4)
	_, a, _ := v.Section("A")
	_, err := a.PairNextRound()
	require.NoError(t, err)
	_, err = v.EditSection("A", tournament.SectionForm{Tables: "5-10"})
	require.ErrorContains(t, err, "outside 5-10")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "部門 A級 の1回戦は卓 1 にあり、5-10 の外です")
	_, err = v.EditSection("B", tournament.SectionForm{Tables: "5-10"})
	require.NoError(t, err, "tables nobody plays at")
	_, err = v.EditSection("A", tournament.SectionForm{Tables: "1-4"})
	require.NoError(t, err, "A級's own tables 1-2 are held")
	secs, _ := v.Sections()
	assert.Equal(t, "1-4", secs[0].Tables.String())
}
