package cli

// Fuzz targets of the command line (issue 15): the argument vector of
// every verb, with its flags, KEY=VALUE settings, numbers and the files it
// reads, run on copies of small event files of each game. Whatever is
// typed, the command ends with status 0, 1 or 2, a refusal says why on
// stderr and changes nothing, and the event file stays whole.

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/text/width"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/othello"
	"taikai/tournament/yonin"
)

// The words of a fuzzed command line that name files: replaced by paths
// in the directory of the iteration.
const (
	fzFileWord = "FILE" // the event file (a copy of the base)
	fzCSVWord  = "CSV"  // a file holding the CSV bytes of the input
	fzNewWord  = "NEW"  // an event file that does not exist yet
)

// fzDay is the day of the base events.
var fzDay = time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)

// fzBaseNames are the base events, by the number an input picks.
var fzBaseNames = []string{"othello", "othello-final", "go", "pairgo", "yonin"}

var (
	fzBasesOnce sync.Once
	fzBases     [][]byte // the bytes of each base event file
	fzBasesErr  error
)

// fzBuildBases writes the base events once per process: an Othello event
// in round 2 with a result and a pending dispute, one with its final
// paired, a Go event in round 2, a Pair Go event in round 1 and a
// four-player shogi event with its first stage seated and a game played.
func fzBuildBases(dir string) ([][]byte, error) {
	build := func(name string, game tournament.GameKind, n int, fill func(*tournament.Service) error) ([]byte, error) {
		path := filepath.Join(dir, name+".taikai")
		err := storage.CreateWith(path, func(st tournament.Store) error {
			s := tournament.NewService(st, tournament.WithClock(func() time.Time { return fzDay }))
			return s.CreateDemoWith(game, n)
		})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		b, err := storage.Open(path)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		s := tournament.NewService(b, tournament.WithClock(func() time.Time { return fzDay }), tournament.WithArbiter("審判 一郎"))
		err = fill(s)
		b.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		return os.ReadFile(path)
	}
	rng := rand.New(rand.NewPCG(15, 15))
	play := func(s *tournament.Service, results func(i int) string, skip int) error {
		r, err := s.PairNextRound()
		if err != nil {
			return err
		}
		for i, g := range r.Games {
			if g.IsBye() || i < skip {
				continue
			}
			if _, err := s.RecordResult(r.Number, g.Table, results(i)); err != nil {
				return err
			}
		}
		return nil
	}
	discs := func(int) string { b := rng.IntN(65); return fmt.Sprintf("%d-%d", b, 64-b) }
	goResult := func(i int) string { return []string{"B+R", "W+3.5", "B+T", "W+R"}[i%4] }
	var out [][]byte
	for _, b := range []struct {
		name string
		game tournament.GameKind
		n    int
		fill func(*tournament.Service) error
	}{
		{"othello", "othello", 9, func(s *tournament.Service) error {
			if err := play(s, discs, 0); err != nil {
				return err
			}
			if err := play(s, discs, 2); err != nil {
				return err
			}
			_, _, err := s.RecordDispute(2, 1, tournament.DisputeInput{BlackClaim: "40-24", WhiteClaim: "24-40", ResumedWithoutProgress: true})
			return err
		}},
		{"othello-final", "othello", 8, func(s *tournament.Service) error {
			for range 6 {
				if err := play(s, discs, 0); err != nil {
					return err
				}
			}
			_, _, err := othello.Of(s).PairFinals()
			return err
		}},
		{"go", "go", 7, func(s *tournament.Service) error {
			if err := play(s, goResult, 0); err != nil {
				return err
			}
			_, err := s.PairNextRound()
			return err
		}},
		{"pairgo", "pairgo", 4, func(s *tournament.Service) error {
			_, err := s.PairNextRound()
			return err
		}},
		{"yonin", "yonin", 12, func(s *tournament.Service) error {
			y := yonin.Of(s)
			st, err := y.SeatStageTables("予選", nil, 0)
			if err != nil {
				return err
			}
			_, err = y.RecordYoninGame("予選", st.Tables[0].Name, "4<1,3<1,2<1", "", false)
			return err
		}},
	} {
		data, err := build(b.name, b.game, b.n, b.fill)
		if err != nil {
			return nil, err
		}
		out = append(out, data)
	}
	return out, nil
}

// fzSafe keeps a command line word inside the directory of the
// iteration: no absolute path (as a word or a --flag=value), no way up.
func fzSafe(w string) string {
	_, v, _ := strings.Cut(w, "=")
	if strings.Contains(w, "..") || filepath.IsAbs(w) || filepath.IsAbs(v) || strings.HasPrefix(w, "~") || strings.Contains(w, `\`) {
		w = strings.NewReplacer("..", "__", "/", "_", `\`, "_", "~", "_").Replace(w)
	}
	return w
}

// fzTooBig reports a number over max in the words, which would make the
// iteration slow (a demo of 2,000 participants, 9,999 tables).
func fzTooBig(words []string, max int) bool {
	for _, w := range words {
		_, v, _ := strings.Cut(w, "=")
		for _, s := range []string{w, v} {
			if n, err := strconv.Atoi(strings.TrimSpace(width.Fold.String(s))); err == nil && n > max {
				return true
			}
		}
	}
	return false
}

// fzAudit is the number of entries of the audit log of the event file at
// path, or -1 when it does not open.
func fzAudit(t *testing.T, path string) (int, error) {
	t.Helper()
	b, err := storage.Open(path)
	if err != nil {
		return -1, err
	}
	defer b.Close()
	var n int
	err = b.View(func(r tournament.Reader) error {
		log, err := r.Audit()
		n = len(log)
		return err
	})
	return n, err
}

// FuzzRun runs a command line: base picks the event file (FILE), argv is
// the words separated by NUL (FILE, CSV and NEW name files), csv is the
// content of CSV, ja runs it in Japanese.
func FuzzRun(f *testing.F) {
	seeds := []struct {
		base uint8
		argv string
	}{
		{0, "settings FILE"}, {0, "settings FILE rounds=7 bp_c=３ --format json"}, {0, "settings FILE pair_float=0,1,2 pair_rematch=forbidden"},
		{0, "settings FILE bye_discs=３２－３２ date=2026/12/1 name=改名 venue="}, {0, "settings FILE =1"}, {0, "settings FILE rounds"},
		{0, "settings FILE early_final_after=29"}, {2, "settings FILE time_control=30m+30s+60sx10 tiebreaks=h2h,sos --format csv"},
		{2, "settings FILE time_control=92233720368700000h"}, {4, "settings FILE start_points=999 stop_at=-99"},
		{5, "new NEW --game オセロ --name 第1回　大会 --date 2026/11/21 --venue 浅草橋 --set rounds=7 --set seed=１"},
		{5, "new NEW --game 囲碁 --name x --date ２０２６－１１－２１"}, {5, "new NEW --game yonin --name 国士戦 --set games=16 --set renchan=いいえ"},
		{5, "new NEW --game chess --name x"}, {5, "new NEW --name x"}, {5, "demo NEW --game yonin --players １２"}, {5, "demo NEW --game pairgo --players 3"},
		{5, "demo NEW --players 99999999999999999999"},
		{0, "players import FILE CSV"}, {0, "players add FILE --name 新人　太郎 --rank 初段 --birth 2012/4/1 --gender 女 --flag pref-rep --rating ２０００"},
		{0, "players edit FILE 1 --rank 三段★ --club 東京都（第１支部）"}, {0, "players list FILE --format csv"}, {0, "players withdraw FILE #2 --from-round 3"},
		{0, "players reinstate FILE 2"}, {0, "players absent FILE 3 --round ３"}, {0, "players absent FILE 3 --round 3 --present"},
		{0, "pair FILE"}, {0, "pairings FILE --round 2 --format csv"}, {0, "pairings FILE --round 99999999999999999999"}, {0, "unpair FILE"},
		{0, "result FILE 2 2 ４０－２４"}, {0, "result FILE 2 3 33-30 --empty-squares"}, {0, "result FILE 2 3 33-30 --recording-error"},
		{0, "result FILE 2 3 clear"}, {0, "result FILE 1 1 timeout-white"}, {0, "result FILE 0 0 40-24"}, {0, "result FILE -1 1 40-24"},
		{0, "games import FILE CSV"}, {0, "standings FILE --round 1 --format json"}, {0, "standings FILE --round 0"},
		{0, "dispute FILE 2 2 --black-claim 40-24 --white-claim 24-40 --resumed-without-progress --record 棋譜 --notes 立会人"},
		{0, "dispute FILE 2 2 --resume-requested"}, {0, "rule FILE 2 1 double-loss --penalty 1 --penalty-kind warning --penalty-note 虚偽"},
		{0, "rule FILE 2 1 no-result --replay --reason 審判長の判断"}, {0, "rule FILE 2 1 40-24 --penalty-kind other"}, {0, "disputes FILE --format csv"},
		{1, "hidden-disc FILE 7 1 --call black --up white --choice draw-win --colour white"},
		{1, "hidden-disc FILE 7 1 --call 黒 --up 白 --choice ② --colour 黒 --hider 2 --reason 合意"}, {1, "hidden-disc FILE 7 1 --call black --up black --choice colour"},
		{1, "finals FILE"}, {1, "result FILE 7 1 32-32"}, {1, "rating-report FILE --out OUT.csv"}, {1, "print FILE certification --out OUT.pdf"},
		{0, "print FILE pairings --round 2 --out OUT.pdf"}, {0, "print FILE nothing --out OUT.pdf"},
		{2, "result FILE 2 1 B+R"}, {2, "result FILE 2 1 jigo"}, {2, "result FILE 2 1 W+999999999999.5"}, {2, "dispute FILE 2 1 --black-claim Ｂ＋Ｒ"},
		{3, "pairs list FILE"}, {3, "pairs add FILE 1 2 --name 新ペア"}, {3, "rotation-error FILE 1 1 black"}, {3, "result FILE 1 1 80-70:errors=1/2"},
		{4, "yonin game FILE 予選 A --mated ４＜１，３＜１，２＜１"}, {4, "yonin game FILE 予選 A --mated 4<1:foul,3<2,2<1 --parent 2 --penalty 3 --penalty 3"},
		{4, "yonin game FILE 予選 A --mated 4<1 --material 1:r1,p12,h3;2:p10;3:p5 --jishogi 2、1、3"},
		{4, "yonin game FILE 予選 A --mated 4<1,3<2 --material 1:r1;2:p3 --nyugyoku 1 --conditions ○○×○○"},
		{4, "yonin game FILE 予選 A --void"}, {4, "yonin game FILE 予選 Z --mated 4<1,3<1,2<1"}, {4, "yonin seat FILE 本戦 --tables 2"},
		{4, "yonin seat FILE 予選 --all"}, {4, "yonin table FILE 決勝 A 1 2 CPU CPU"}, {4, "yonin standings FILE 予選 --table a --format json"},
		{0, "handicap --go 3d 1k"}, {0, "handicap --pairgo 3d,1k 2k,5k --format json"}, {0, "handicap --chess 1 2"},
		{0, "log FILE --format json"}, {0, "snapshots FILE"}, {0, "restore FILE 1"}, {0, "help results FILE"}, {0, "help yonin"},
		{0, "help"}, {0, "version"}, {0, ""}, {0, "--help"}, {0, "nothing FILE"}, {0, "pair FILE --arbiter=審判　二郎"}, {0, "pair FILE --arbiter"},
		{0, "pair FILE --"}, {0, "pair -- FILE"}, {0, "pair FILE --unknown"}, {0, "result FILE 2 2 40-24 --round=1"}, {0, "settings ../../x"},
		{0, "print FILE players --out /etc/x.pdf"}, {5, "new /tmp/x.taikai --game othello --name x"},
	}
	csv := []byte("name,rank\n山田 太郎,3d\n佐藤 花子,初段\n")
	for _, s := range seeds {
		words := strings.Fields(s.argv)
		f.Add(s.base, strings.Join(words, "\x00"), csv, s.base%2 == 1)
	}
	f.Add(uint8(0), "games\x00import\x00FILE\x00CSV", []byte("round,table,black,white,black_discs,white_discs,outcome\n3,1,x,y,40,24,\n"), false)
	f.Add(uint8(0), "settings\x00FILE\x00name=大会\n名", []byte{}, true)
	f.Add(uint8(0), "players\x00add\x00FILE\x00--name\x00\u202e\x00--rank\x009223372036854775807d", []byte{}, false)

	fzBasesOnce.Do(func() { fzBases, fzBasesErr = fzBuildBases(f.TempDir()) })
	if fzBasesErr != nil {
		f.Fatal(fzBasesErr)
	}
	f.Fuzz(func(t *testing.T, base uint8, argv string, csv []byte, ja bool) {
		if len(argv) > 4096 || len(csv) > 16<<10 {
			return
		}
		var words []string
		if argv != "" {
			words = strings.Split(argv, "\x00")
		}
		if len(words) > 0 && (words[0] == "demo" || words[0] == "yonin") && fzTooBig(words, 64) {
			return
		}
		dir := t.TempDir()
		t.Chdir(dir)
		lang := "en"
		if ja {
			lang = "ja"
		}
		t.Setenv("TAIKAI_LANG", lang)
		t.Setenv("TAIKAI_ARBITER", "")
		file := filepath.Join(dir, "event.taikai")
		if i := int(base) % (len(fzBases) + 1); i < len(fzBases) {
			if err := os.WriteFile(file, fzBases[i], 0o600); err != nil {
				t.Fatal(err)
			}
		}
		if err := os.WriteFile(filepath.Join(dir, "in.csv"), csv, 0o600); err != nil {
			t.Fatal(err)
		}
		for i, w := range words {
			switch w {
			case fzFileWord:
				words[i] = file
			case fzCSVWord:
				words[i] = "in.csv"
			case fzNewWord:
				words[i] = "new.taikai"
			default:
				words[i] = fzSafe(w)
			}
		}
		before, openErr := fzAudit(t, file)
		var out, errw bytes.Buffer
		var code int
		done := make(chan struct{})
		timer := time.AfterFunc(30*time.Second, func() {
			select {
			case <-done:
			default:
				panic(fmt.Sprintf("taikai %q: still running after 30 s", words))
			}
		})
		code = Run(testFiles, words, &out, &errw)
		close(done)
		timer.Stop()
		if !slices.Contains([]int{ExitOK, ExitRefused, ExitUsage}, code) {
			t.Fatalf("taikai %q: exit status %d", words, code)
		}
		if len(words) == 0 && (code != ExitUsage || out.Len() == 0) {
			t.Fatalf("taikai without words: status %d, help %q", code, out.String())
		}
		if len(words) > 0 && code != ExitOK && (!strings.HasPrefix(errw.String(), "taikai: ") || strings.TrimSpace(errw.String()) == "taikai:") {
			t.Fatalf("taikai %q: exit status %d without its reason: stderr %q", words, code, errw.String())
		}
		if openErr != nil {
			return // no event file (or a new one): nothing to compare
		}
		after, err := fzAudit(t, file)
		if err != nil {
			t.Fatalf("taikai %q (status %d) left an event file that does not open: %v", words, code, err)
		}
		if code != ExitOK && after != before && words[0] != "restore" {
			t.Fatalf("taikai %q was refused (status %d: %s) but the audit log went from %d to %d entries", words, code, errw.String(), before, after)
		}
	})
}

// FuzzParseArgs checks the splitting of a command line into positionals
// and flags by each verb's spec, with the number flags bounded, and the
// KEY=VALUE words of `settings` and `new --set`.
func FuzzParseArgs(f *testing.F) {
	for _, s := range []string{
		"FILE --round 3", "FILE --round=３", "FILE --round 0", "FILE --round 99999999999999999999", "FILE --round -1", "FILE --round",
		"--game othello FILE --name x", "FILE -- --name", "FILE --present --round 2", "--players=２０００", "--tables ９９９９ --all",
		"FILE rounds=7 bp_c=３", "=1", " =x", "a==b", "--=x", "--", "---x", "--empty-squares", "", "\x00", "FILE --from-round=1 --from-round=2",
	} {
		for v := range 4 {
			f.Add(uint8(v), strings.Join(strings.Fields(s), "\x00"))
		}
	}
	names := make([]string, 0, len(verbs))
	for name := range verbs {
		names = append(names, name)
	}
	slices.Sort(names)
	f.Fuzz(func(t *testing.T, verb uint8, argv string) {
		v := verbs[names[int(verb)%len(names)]]
		raw := strings.Split(argv, "\x00")
		a, err := parseArgs(raw, append(v.valued, "arbiter"), v.bools, v.open)
		if err != nil {
			if _, ok := err.(usageError); !ok || err.Error() == "" {
				t.Fatalf("parseArgs(%q): %#v is not a usage error", raw, err)
			}
			return
		}
		words := len(a.pos)
		for name, vs := range a.flags {
			words += len(vs)
			if nf, ok := numberFlags[name]; ok && slices.Contains(v.valued, name) {
				for _, s := range vs {
					n, err := strconv.Atoi(s)
					if err != nil || n < nf.min || n > nf.max || strconv.Itoa(n) != s {
						t.Fatalf("parseArgs(%q): --%s %q", raw, name, s)
					}
				}
			}
		}
		if words > len(raw) {
			t.Fatalf("parseArgs(%q): %d words from %d", raw, words, len(raw))
		}
		if kv, err := keyValues(a.pos); err == nil {
			for k := range kv {
				if k == "" || k != strings.TrimSpace(k) {
					t.Fatalf("keyValues(%q): key %q", a.pos, k)
				}
			}
		} else if _, ok := err.(usageError); !ok {
			t.Fatalf("keyValues(%q): %#v", a.pos, err)
		}
		if len(a.pos) >= 3 {
			if n, tb, err := a.roundTable(1); err == nil && (n < 1 || n > maxRound || tb < 1 || tb > maxTable) {
				t.Fatalf("roundTable(%q) = %d, %d", a.pos, n, tb)
			}
		}
	})
}
