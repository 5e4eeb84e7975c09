package tournament_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/pairgo"
)

// sectionCSV is one registration list of 60 participants for the day: 20 of
// A級 (Go, no handicaps), 20 of B級 (Go with handicaps) and 20 children of
// ペア碁の部, each line naming its 部門.
func sectionCSV() string {
	var b strings.Builder
	b.WriteString("氏名,段級位,性別,所属,部門\n")
	ranks := []string{"5d", "4d", "3d", "2d", "1d", "1k", "2k", "3k", "4k", "5k"}
	for i := range 20 {
		fmt.Fprintf(&b, "A級%02d,%s,男,東京,A\n", i+1, ranks[i%5])
	}
	for i := range 20 {
		fmt.Fprintf(&b, "B級%02d,%s,女,大阪,B級\n", i+1, ranks[(i*3)%10])
	}
	for i := range 20 {
		g := "男"
		if i%2 == 1 {
			g = "女"
		}
		fmt.Fprintf(&b, "子%02d,%s,%s,京都,pair\n", i+1, ranks[5+i%5], g)
	}
	return b.String()
}

// sectionSpecs are the three sections: key, name, game, settings.
var sectionSpecs = []struct {
	key, name, game string
	settings        map[string]string
}{
	{"A", "A級", "go", map[string]string{"handicap": "false", "rounds": "4", "seed": "11"}},
	{"B", "B級", "go", map[string]string{"handicap": "true", "rounds": "4", "seed": "12"}},
	{"pair", "ペア碁の部", "pairgo", map[string]string{"rounds": "4", "seed": "13"}},
}

// resultFor is the result the card of g says, decided by the players'
// names so that the same game has the same result in either run.
func resultFor(names map[int]string, g tournament.Game) string {
	if names[g.Black] < names[g.White] {
		return "B+R"
	}
	return "W+R"
}

// registerPairs makes the ten pairs of the Pair Go section: child 2k-1 with
// child 2k.
func registerPairs(t *testing.T, s *tournament.Service) {
	t.Helper()
	for k := 1; k <= 10; k++ {
		_, _, err := pairgo.Of(s).RegisterPair(fmt.Sprintf("子%02d", 2*k-1), fmt.Sprintf("子%02d", 2*k), fmt.Sprintf("ペア%02d", k))
		require.NoError(t, err)
	}
}

// festival is the acceptance test's event, 囲碁まつり, with its three
// sections (sectionSpecs) and no participant yet: A級 at tables 1-10, B級
// at 11-20, ペア碁の部 getting its range when first paired.
func festival(t *testing.T) *tournament.Venue {
	t.Helper()
	v := stillVenue(t, "囲碁まつり")
	tables := map[string]string{"A": "1-10", "B": "11-20"}
	for _, sp := range sectionSpecs {
		_, err := v.AddSection(tournament.SectionForm{Key: sp.key, Name: sp.name, Game: sp.game, Tables: tables[sp.key], Settings: sp.settings})
		require.NoError(t, err)
	}
	return v
}

// standingsByName is a section's standings as name → cells, with the order.
func standingsByName(t *testing.T, s *tournament.Service) []string {
	t.Helper()
	tab, err := s.Standings(0)
	require.NoError(t, err)
	names, err := s.Names()
	require.NoError(t, err)
	var out []string
	for _, r := range tab.Rows {
		out = append(out, fmt.Sprintf("%d %s %s", r.Rank, names[r.ID], strings.Join(r.Cells, " ")))
	}
	return out
}

func TestSections_Issue24ThreeSectionsFromOneCSVByVenueTableEqualSeparateEvents(t *testing.T) {
	clock := func() time.Time { return today }
	v := festival(t)
	rep, err := v.Root().ImportParticipants([]byte(sectionCSV()))
	require.NoError(t, err)
	require.Len(t, rep.Added, 60)
	_, pairSvc, err := v.Section("ペア碁の部")
	require.NoError(t, err)
	registerPairs(t, pairSvc)

	for round := 1; round <= 4; round++ {
		paired, refused, err := v.PairAll()
		require.NoError(t, err)
		require.Empty(t, refused, "round %d", round)
		require.Len(t, paired, 3)
		if round == 1 {
			pairSec, _, err := v.Section("pair")
			require.NoError(t, err)
			assert.Equal(t, tournament.TableRange{From: 21, To: 25}, pairSec.Tables, "ten pairs claim five tables after B級's 20 (their members are no entrants)")
		}
		seen := map[int]string{}
		var cards []int
		for id, r := range paired {
			require.Equal(t, round, r.Number)
			sec, _ := mustSection(t, v, id)
			for _, g := range r.Games {
				if g.IsBye() {
					continue
				}
				other, clash := seen[g.Table]
				require.False(t, clash, "round %d: table %d is in both %s and %s", round, g.Table, other, sec.Key)
				seen[g.Table] = sec.Key
				if !sec.Tables.IsZero() {
					assert.True(t, sec.Tables.Contains(g.Table), "section %s table %d outside %s", sec.Key, g.Table, sec.Tables)
				}
				cards = append(cards, g.Table)
			}
		}
		// Every card is entered by its venue table number only.
		for _, table := range cards {
			c, err := v.FindCard(table)
			require.NoError(t, err)
			names, err := v.Service(c.Section.ID).Names()
			require.NoError(t, err)
			got, _, err := v.RecordCard(table, resultFor(names, c.Game))
			require.NoError(t, err, "table %d", table)
			assert.Equal(t, c.Section.ID, got.Section.ID)
			assert.Equal(t, round, got.Round)
		}
	}

	// Each section run as a separate event of today, with the same
	// entrants in the same order and the same results.
	for _, sp := range sectionSpecs {
		t.Run(sp.key, func(t *testing.T) {
			sec, s, err := v.Section(sp.key)
			require.NoError(t, err)
			alone := tournament.NewService(storage.NewMemory(), tournament.WithClock(clock))
			ev, err := tournament.NewEvent(tournament.EventInfo{Game: sp.game, Name: sp.name}, sp.settings, today)
			require.NoError(t, err)
			require.NoError(t, alone.Create(ev))
			ps, err := s.Participants()
			require.NoError(t, err)
			for _, p := range ps {
				if p.IsPair() {
					continue
				}
				_, err := alone.AddParticipant(tournament.ParticipantForm{tournament.FieldName: p.Name, tournament.FieldRank: p.Rank.String(),
					tournament.FieldGender: string(p.Gender), tournament.FieldClub: p.Club})
				require.NoError(t, err)
			}
			if sp.game == "pairgo" {
				registerPairs(t, alone)
			}
			for round := 1; round <= 4; round++ {
				_, err := alone.PairNextRound()
				require.NoError(t, err)
				names, err := alone.Names()
				require.NoError(t, err)
				resultAll(t, alone, round, func(g tournament.Game) string { return resultFor(names, g) })
			}
			want := standingsByName(t, alone)
			require.Len(t, want, map[string]int{"go": 20, "pairgo": 10}[sp.game])
			rs, err := s.Rounds()
			require.NoError(t, err)
			require.Len(t, rs, 4)
			handicaps := 0
			for _, g := range rs[3].Games {
				if h := handicapOf(t, s, g); h != nil && h.Stones > 0 {
					handicaps++
				}
			}
			if sp.key == "A" {
				assert.Zero(t, handicaps, "A級 plays without handicaps")
			} else if sp.key == "B" {
				assert.NotZero(t, handicaps, "B級 plays with handicaps")
			}
			assert.Equal(t, want, standingsByName(t, s), "section %s (%s) equals the same section run alone", sec.Key, sec.Name)
		})
	}
}

func mustSection(t *testing.T, v *tournament.Venue, id int) (tournament.Section, bool) {
	t.Helper()
	list, err := v.Sections()
	require.NoError(t, err)
	for _, s := range list {
		if s.ID == id {
			return s, true
		}
	}
	t.Fatalf("no section %d", id)
	return tournament.Section{}, false
}
