package tournament_test

import (
	"errors"
	"testing"

	"taikai/tournament"
)

// A never-pair CSV of any bytes is imported whole, left alone (every pair
// listed already), or refused with a message in both languages and nothing
// changed; it never panics, and the list stays pairs of two different
// participants of the event, the lower number first, each once.
func FuzzImportNeverPairs(f *testing.F) {
	for _, s := range []string{"A選手1,B選手1\n", "player,player\n1,2\n", "選手,選手,番号\nA選手2,B選手3,9\n", "A選手1\n", "a,b,c\n", "\"A選手1\",\"B選手2\"\r\n",
		"\xff\xfe", "", "1,1\n", "A選手1;B選手2\n", "=1,+2\n", "エーせんしゅ,#3\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v := twoSections(t, 3)
		before, _ := v.Root().AuditLog()
		rep, err := v.ImportNeverPairs(data)
		list, ps, lerr := v.NeverPairs()
		if lerr != nil {
			t.Fatal(lerr)
		}
		after, _ := v.Root().AuditLog()
		if err != nil {
			if !errors.Is(err, tournament.ErrInvalidInput) {
				t.Fatalf("%q: an error that is not invalid input: %v", data, err)
			}
			if tournament.Localize(err, tournament.Japanese) == "" || len(list) != 0 || len(after) != len(before) {
				t.Fatalf("%q: refused but changed (%v) or unexplained", data, list)
			}
			return
		}
		if len(list) != len(rep.Added) || (len(rep.Added) == 0) != (len(after) == len(before)) {
			t.Fatalf("%q: %d added, %d listed, log %d→%d", data, len(rep.Added), len(list), len(before), len(after))
		}
		ids := map[int]bool{}
		for _, p := range ps {
			ids[p.ID] = true
		}
		seen := map[tournament.NeverPair]bool{}
		for _, np := range list {
			if np.A >= np.B || !ids[np.A] || !ids[np.B] || seen[np] {
				t.Fatalf("%q: a bad pair %+v in %v", data, np, list)
			}
			seen[np] = true
		}
	})
}
