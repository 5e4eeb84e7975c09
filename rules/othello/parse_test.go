package othello

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseResult_Grammar(t *testing.T) {
	tests := []struct {
		in   string
		want Result
	}{
		{"40-24", Discs(40, 24)},
		{"32-32", Discs(32, 32)},
		{"0-64", Discs(0, 64)},
		{"38-24", Discs(38, 24)}, // short cards parse; Decide asks about them
		{"timeout-white", Result{Outcome: TimeoutWhite}},
		{"31-33:timeout-black", Result{Black: 31, White: 33, HasDiscs: true, Outcome: TimeoutBlack}},
		{"bye", Result{Outcome: Bye}},
		{"BYE", Result{Outcome: Bye}},
		{"forfeit-black", Result{Outcome: ForfeitBlack}},
		{"forfeit-white", Result{Outcome: ForfeitWhite}},
		{"both-timeout", Result{Outcome: BothTimeout}},
		{"foul-black", Result{Outcome: FoulBlack}},
		{"foul-white", Result{Outcome: FoulWhite}},
		{"double-loss", Result{Outcome: DoubleLoss}},
		{"no-result", Result{Outcome: NoResult}},
		{"pending", Result{Outcome: Pending}},
		{"30-30:pending", Result{Black: 30, White: 30, HasDiscs: true, Outcome: Pending}},
		{" 40 - 24 ", Discs(40, 24)},
		{"４０－２４", Discs(40, 24)}, // full-width, as a Japanese IME types
		{"３１−３３：timeout-black", Result{Black: 31, White: 33, HasDiscs: true, Outcome: TimeoutBlack}},
		{"04-60", Discs(4, 60)},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseResult(tt.in)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestParseResult_ErrorsSayHowToFix(t *testing.T) {
	tests := []struct {
		in      string
		want    error
		mention string
	}{
		{"", ErrSyntax, "B-W"},
		{"   ", ErrSyntax, "B-W"},
		{"40", ErrSyntax, "separated by '-'"},
		{"40-", ErrSyntax, "separated by '-'"},
		{"-24", ErrSyntax, "Black first"},
		{"40-2x", ErrSyntax, "whole number"},
		{"40-24:", ErrSyntax, "keyword"},
		{"65-0", ErrDiscRange, "0 to 64"},
		{"100-0", ErrDiscRange, "0 to 64"},
		{"12345-0", ErrDiscRange, "0 to 64"},
		{"40-25", ErrTooManyDiscs, "64 squares"},
		{"64-64", ErrTooManyDiscs, "64 squares"},
		{"timeout", ErrUnknownOutcome, "timeout-black"},
		{"40-24:win", ErrUnknownOutcome, "use one of"},
		{"40-24:bye:bye", ErrUnknownOutcome, "use one of"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			_, err := ParseResult(tt.in)
			require.ErrorIs(t, err, tt.want)
			assert.Contains(t, err.Error(), tt.mention)
		})
	}
}

func TestResult_StringIsTheGrammar(t *testing.T) {
	for _, in := range []string{"40-24", "32-32", "31-33:timeout-black", "bye", "pending", "0-64:forfeit-black"} {
		r, err := ParseResult(in)
		require.NoError(t, err)
		assert.Equal(t, in, r.String())
	}
}

func FuzzParseResult(f *testing.F) {
	for _, s := range []string{"40-24", "32-32", "timeout-white", "31-33:timeout-black", "bye", "", ":", "-",
		"64-0:forfeit-white", "４０－２４", "99999999999999999999-1", "1-1:", "a-b", "\xff-\xfe",
		"31-33 黒の時間切れ負け", "引き分け", "32-32 引き分け", "40-24 黒の勝ち", "forfeit by black"} {
		f.Add(s)
	}
	s := DefaultSettings()
	f.Fuzz(func(t *testing.T, in string) {
		checkSameReading(t, in) // the short path of ParseCard (issue 40)
		r, err := ParseResult(in)
		if err != nil {
			return
		}
		// A parsed result is within the board and survives its own grammar.
		if r.HasDiscs {
			if r.Black < 0 || r.White < 0 || r.Black+r.White > Squares {
				t.Fatalf("%q parsed to %+v outside the board", in, r)
			}
		}
		again, err := ParseResult(r.String())
		if err != nil || again != r {
			t.Fatalf("%q → %+v → %q → %+v, %v", in, r, r.String(), again, err)
		}
		// Deciding it never panics either.
		for _, c := range []Context{{}, {Shortfall: EmptySquares}, {Shortfall: RecordingError}, {Stage: Final, DrawWin: White}} {
			_, _ = s.Decide(r, c)
		}
	})
}

// Issue 38: the discs written apart as cards and keyboards give them are
// read as B-W; a colon before a keyword is still a keyword.
func TestParseResult_Issue38DiscsWrittenApart(t *testing.T) {
	for _, in := range []string{"40対24", "40 24", "40:24", "40/24", "４０対２４", "40　24", "40 対 24", "40／24", "40：24", "40vs24"} {
		r, err := ParseResult(in)
		if assert.NoError(t, err, in) {
			assert.Equal(t, Discs(40, 24), r, in)
		}
	}
	r, err := ParseResult("31-33:timeout-black")
	require.NoError(t, err)
	assert.Equal(t, TimeoutBlack, r.Outcome)
	_, err = ParseResult("40 24 12")
	assert.Error(t, err, "three numbers are no card")
}

// Issue 38: the arrow form, Black's count first and the arrow at the
// winner's: 40←24 is 40-24 and 24→40 is 24-40; an arrow at the smaller
// count, or at a draw, is a card that contradicts itself and is refused.
func TestParseResult_Issue38ArrowAtTheWinner(t *testing.T) {
	for in, want := range map[string]Result{"40←24": Discs(40, 24), "24→40": Discs(24, 40), "４０ ← ２４": Discs(40, 24), "33<-31": Discs(33, 31), "0->64": Discs(0, 64)} {
		r, err := ParseResult(in)
		if assert.NoError(t, err, in) {
			assert.Equal(t, want, r, in)
		}
	}
	for _, in := range []string{"24←40", "40→24", "32←32", "32→32"} {
		_, err := ParseResult(in)
		assert.ErrorIs(t, err, ErrDiscsDontFit, in)
		assert.ErrorIs(t, err, ErrArrowAtTheLoser, in)
	}
	_, err := ParseResult("65←0")
	assert.ErrorIs(t, err, ErrDiscRange)
}

// Issue 40: the plain form B-W every stored result has is read by a short
// path; it reads every such card, in range or not, exactly as the grammar's
// whole reading does (the same result, the same error).
func TestParseCard_Issue40PlainDiscsReadAsTheWholeGrammar(t *testing.T) {
	for _, s := range []string{"0-0", "1-2", "099-0", "100-1", "999-999", "64-0", "0-64", "33-31", "-", "1-", "-1", "1--1", "1234-1", "12-34-5"} {
		checkSameReading(t, s)
	}
	for b := 0; b <= 70; b++ {
		for w := 0; w <= 70; w++ {
			checkSameReading(t, fmt.Sprintf("%d-%d", b, w))
			checkSameReading(t, fmt.Sprintf("%02d-%d", b, w))
		}
	}
}

func checkSameReading(t *testing.T, s string) {
	t.Helper()
	got, gerr := ParseCard(s)
	want, werr := readCard(s)
	if got != want || fmt.Sprint(gerr) != fmt.Sprint(werr) {
		t.Fatalf("%q: short path %v %v, whole grammar %v %v", s, got, gerr, want, werr)
	}
}

// Issue 40: ParseOutcome takes a keyword as itself before it tries the
// Japanese words; it may, since no Japanese reading of a keyword says
// anything else (the order before read the Japanese first).
func TestParseOutcome_Issue40KeywordsFirst(t *testing.T) {
	for _, o := range append(Outcomes(), Normal) {
		if j, ok := outcomeFromJapanese(string(o)); ok && j != o {
			t.Errorf("%q read as Japanese is %q", o, j)
		}
		got, err := ParseOutcome(" " + strings.ToUpper(string(o)) + " ")
		require.NoError(t, err, o)
		assert.Equal(t, o, got)
	}
}
