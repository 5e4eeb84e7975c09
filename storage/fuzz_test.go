package storage_test

// FuzzOpenMutatedFile (issue 15): an event file damaged in any way — bits
// flipped, digits of its records changed, cut short, pages zeroed or
// copied over others, page numbers rewritten with their header checksum
// made valid again — opens with an error or opens and reads, and is then
// read the way every screen reads it and changed once. An error is fine;
// a panic or a hang is not.

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime/debug"
	"sync"
	"testing"
	"time"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/igo"
	"taikai/tournament/othello"
	"taikai/tournament/yonin"
)

const (
	fzPage      = 4096             // the page size of the event files written here
	fzMaxOps    = 12               // mutations per input
	fzTimeLimit = 10 * time.Second // one iteration longer than this is a hang
)

var fzDay = time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)

var (
	fzBasesOnce sync.Once
	fzBases     [][]byte
	fzBasesErr  error
)

// fzBuild writes the base event files once per process: Othello after
// three rounds with a pending dispute, a four-player shogi event with
// games at two tables, Go after two rounds, Pair Go after one.
func fzBuild(dir string) ([][]byte, error) {
	rng := rand.New(rand.NewPCG(15, 16))
	discs := func(int) string { b := rng.IntN(65); return fmt.Sprintf("%d-%d", b, 64-b) }
	goRes := func(i int) string { return []string{"B+R", "W+R", "B+T", "W+T"}[i%4] }
	rounds := func(s *tournament.Service, n int, res func(int) string) error {
		for range n {
			r, err := s.PairNextRound()
			if err != nil {
				return err
			}
			for i, g := range r.Games {
				if !g.IsBye() {
					if _, err := s.RecordResult(r.Number, g.Table, res(i)); err != nil {
						return err
					}
				}
			}
		}
		return nil
	}
	var out [][]byte
	for _, b := range []struct {
		game tournament.GameKind
		n    int
		fill func(*tournament.Service) error
	}{
		{"othello", 9, func(s *tournament.Service) error {
			if err := rounds(s, 3, discs); err != nil {
				return err
			}
			if _, _, err := s.RecordDispute(3, 1, tournament.DisputeInput{BlackClaim: "40-24", WhiteClaim: "24-40", ResumedWithoutProgress: true}); err != nil {
				return err
			}
			return s.ChangeSettings(map[string]string{"bye_discs": "33-31", "pair_float": "0,1,2"})
		}},
		{"yonin", 8, func(s *tournament.Service) error {
			y := yonin.Of(s)
			st, err := y.SeatStageTables("予選", nil, 0)
			if err != nil {
				return err
			}
			for _, t := range st.Tables {
				for _, text := range []string{"4<1,3<1,2<1", "1<2,4<2,3<2"} {
					if _, err := y.RecordYoninGame("予選", t.Name, text, "", false); err != nil {
						return err
					}
				}
			}
			return nil
		}},
		{"go", 6, func(s *tournament.Service) error { return rounds(s, 2, goRes) }},
		{"pairgo", 4, func(s *tournament.Service) error { return rounds(s, 1, goRes) }},
	} {
		path := filepath.Join(dir, string(b.game)+".taikai")
		err := storage.CreateWith(path, func(st tournament.Store) error {
			return tournament.NewService(st, tournament.WithClock(func() time.Time { return fzDay })).CreateDemoWith(b.game, b.n)
		})
		if err != nil {
			return nil, err
		}
		f, err := storage.Open(path)
		if err != nil {
			return nil, err
		}
		err = b.fill(tournament.NewService(f, tournament.WithClock(func() time.Time { return fzDay })))
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", b.game, err)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		out = append(out, data)
	}
	return out, nil
}

// fzFixMeta makes the checksums of both meta pages right again, so that a
// mutation of their fields (root, free list, page count, transaction) gets
// past the check of the header.
func fzFixMeta(data []byte) {
	for _, at := range []int{0, fzPage} {
		m := at + 16 // after the page header
		if len(data) < m+64 {
			return
		}
		h := fnv.New64a()
		h.Write(data[m : m+56])
		binary.LittleEndian.PutUint64(data[m+56:], h.Sum64())
	}
}

// fzNext returns the first position from pos, within 4 KiB, of a byte
// that is, or pos.
func fzNext(d []byte, pos int, is func(byte) bool) int {
	for i := pos; i < len(d) && i < pos+fzPage; i++ {
		if is(d[i]) {
			return i
		}
	}
	return pos
}

// fzMutate applies the mutations ops describes, 4 bytes each, to a copy of
// data.
func fzMutate(data, ops []byte) []byte {
	d := append([]byte(nil), data...)
	for i := 0; i+3 < len(ops) && i < 4*fzMaxOps && len(d) > 0; i += 4 {
		op, arg := ops[i]&7, int(ops[i]>>3)
		pos := (int(ops[i+1])<<16 | int(ops[i+2])<<8 | int(ops[i+3])) % len(d)
		page := pos / fzPage
		pages := (len(d) + fzPage - 1) / fzPage
		switch op {
		case 0: // flip a bit
			d[pos] ^= 1 << (arg % 8)
		case 1: // change the next digit of a record: an id, a round, a table, a seat, a score
			pos = fzNext(d, pos, func(c byte) bool { return c >= '0' && c <= '9' })
			d[pos] = '0' + byte(arg%10)
		case 2: // a character of the JSON grammar, over the next one of a record
			pos = fzNext(d, pos, func(c byte) bool { return c >= 0x20 && c < 0x7f })
			d[pos] = `"{}[],:-0 e.tn\`[arg%15]
		case 3: // cut the file short, at a page boundary or anywhere
			if arg&1 == 0 {
				pos = page * fzPage
			}
			d = d[:pos]
		case 4: // a page of zeros, or of 0xff
			end := min((page+1)*fzPage, len(d))
			for j := page * fzPage; j < end; j++ {
				d[j] = 0
				if arg&1 == 1 {
					d[j] = 0xff
				}
			}
		case 5: // a page copied over another
			to := (page + 1 + arg) % pages
			if to != page && (to+1)*fzPage <= len(d) && (page+1)*fzPage <= len(d) {
				copy(d[to*fzPage:(to+1)*fzPage], d[page*fzPage:(page+1)*fzPage])
			}
		case 6: // a number written over eight bytes (page ids, counts, txids)
			pos &^= 7
			if pos+8 <= len(d) {
				v := []uint64{0, 1, 2, 3, uint64(arg), uint64(pages - 1), uint64(pages), uint64(pages + 1), 1 << 32, ^uint64(0), 0xED0CDAED, 1 << 63}[arg%12]
				binary.LittleEndian.PutUint64(d[pos:], v)
			}
		case 7: // the header checksums made right
			fzFixMeta(d)
		}
	}
	return d
}

// fzReadAll reads the event as the screens and sheets do, then changes it
// once; errors are fine.
func fzReadAll(s *tournament.Service) {
	ev, err := s.Event()
	if err != nil {
		return
	}
	s.Participants()
	s.Names()
	s.AuditLog()
	s.State()
	s.Disputes()
	s.Find("山")
	rs, _ := s.Rounds()
	s.ScoresBefore()
	for n := 0; n <= len(rs)+1; n++ {
		s.Standings(n)
	}
	switch ev.Game {
	case "othello":
		o := othello.Of(s)
		o.Standings(0)
		o.Crosstable()
		o.Certification()
		o.RatingReport()
		o.EarlyFinalCheck()
	case "go", "pairgo":
		igo.Of(s).Standings(0)
	case "yonin":
		y := yonin.Of(s)
		sts, _ := y.Stages()
		for _, st := range sts {
			y.YoninStandings(st.Name)
			y.YoninAdvancement(st.Name)
			for _, t := range st.Tables {
				y.TablePlayed(t)
			}
		}
	}
	// One change: a write on what was read.
	if ev.Game == "yonin" {
		sts, _ := yonin.Of(s).Stages()
		if len(sts) > 0 && len(sts[0].Tables) > 0 {
			yonin.Of(s).RecordYoninGame(sts[0].Name, sts[0].Tables[0].Name, "2<1,3<1,4<1", "", false)
		}
		return
	}
	s.PairNextRound()
}

// fzOpenAndRead opens path and reads everything, with a time limit.
func fzOpenAndRead(t *testing.T, path string) error {
	t.Helper()
	done := make(chan struct{})
	timer := time.AfterFunc(fzTimeLimit, func() {
		select {
		case <-done:
		default:
			debug.SetTraceback("all") // where every goroutine is
			panic(fmt.Sprintf("opening and reading %s: still running after %v", path, fzTimeLimit))
		}
	})
	defer timer.Stop()
	defer close(done)
	b, err := storage.Open(path)
	if err != nil {
		return err
	}
	defer b.Close()
	fzReadAll(tournament.NewService(b, tournament.WithClock(func() time.Time { return fzDay })))
	return nil
}

func FuzzOpenMutatedFile(f *testing.F) {
	fzBasesOnce.Do(func() { fzBases, fzBasesErr = fzBuild(f.TempDir()) })
	if fzBasesErr != nil {
		f.Fatal(fzBasesErr)
	}
	for base := range uint8(len(fzBases)) {
		f.Add(base, []byte{})                          // the file as written
		f.Add(base, []byte{0x00, 0x00, 0x00, 0x10})    // a bit of the first meta page
		f.Add(base, []byte{0x06, 0x00, 0x10, 0x10, 7}) // a meta field, checksum fixed
		f.Add(base, []byte{0x03, 0x00, 0x30, 0x00})    // cut at a page
		f.Add(base, []byte{0x0b, 0x00, 0x40, 0x01})    // cut inside a page
		f.Add(base, []byte{0x04, 0x00, 0x20, 0x00})    // a page of zeros
		f.Add(base, []byte{0x0c, 0x00, 0x50, 0x00})    // a page of 0xff
		f.Add(base, []byte{0x05, 0x00, 0x20, 0x00})    // a page over the next
		f.Add(base, []byte{0x49, 0x00, 0x60, 0x20})    // a digit
		f.Add(base, []byte{0x02, 0x00, 0x70, 0x30})    // a quote
		f.Add(base, []byte{0x06, 0x00, 0x00, 0x30, 0x56, 0x00, 0x00, 0x30, 0x07, 0, 0, 0})
	}
	f.Fuzz(func(t *testing.T, base uint8, ops []byte) {
		data := fzMutate(fzBases[int(base)%len(fzBases)], ops)
		path := filepath.Join(t.TempDir(), "event.taikai")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		err := fzOpenAndRead(t, path)
		if err != nil {
			if tournament.Localize(err, tournament.English) == "" || tournament.Localize(err, tournament.Japanese) == "" {
				t.Fatalf("an error without its message: %#v", err)
			}
			return
		}
		// Once changed, it opens again (or is told damaged).
		if err := fzOpenAndRead(t, path); err != nil && tournament.Localize(err, tournament.Japanese) == "" {
			t.Fatalf("an error without its message: %#v", err)
		}
	})
}
