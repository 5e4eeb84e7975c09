package othello

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var prelim = Context{Stage: Preliminary}

func decide(t *testing.T, r Result, c Context) Verdict {
	t.Helper()
	v, err := DefaultSettings().Decide(r, c)
	require.NoError(t, err)
	return v
}

func mustParse(t *testing.T, s string) Result {
	t.Helper()
	r, err := ParseResult(s)
	require.NoError(t, err)
	return r
}

// docs/rules.md §2.2: "Each is 0–64; more than 64 in total is rejected with a clear
// message."
func TestResult_EachCount0To64AndTotalAtMost64(t *testing.T) {
	tests := []struct {
		name string
		r    Result
		want error
	}{
		{"negative black", Discs(-1, 64), ErrDiscRange},
		{"white over 64", Discs(0, 65), ErrDiscRange},
		{"40-25 is 65 discs", Discs(40, 25), ErrTooManyDiscs},
		{"a time loss over 64", Result{Black: 40, White: 30, HasDiscs: true, Outcome: TimeoutWhite}, ErrTooManyDiscs},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DefaultSettings().Decide(tt.r, Context{Shortfall: EmptySquares})
			require.ErrorIs(t, err, tt.want)
			assert.Contains(t, err.Error(), "check the card")
		})
	}
}

// Rule 18: 空きマスは勝者のもの — a 38–24 card with empty squares becomes 40–24.
func TestResult_EmptySquaresGoToWinner(t *testing.T) {
	tests := []struct {
		card, want string
		winner     Colour
	}{
		{"38-24", "40-24", Black},
		{"24-38", "24-40", White},
		{"13-0", "64-0", Black}, // a wipe-out with 51 empty squares
		{"40-23", "41-23", Black},
	}
	for _, tt := range tests {
		t.Run(tt.card, func(t *testing.T) {
			v := decide(t, mustParse(t, tt.card), Context{Shortfall: EmptySquares})
			assert.Equal(t, tt.want, v.Result().String())
			assert.Equal(t, tt.winner, v.Winner)
			assert.Equal(t, WinPoints, v.Points(tt.winner))
			assert.Contains(t, v.Note.En, "empty squares went to the winner")
			assert.Contains(t, v.Note.Ja, "空きマス")
		})
	}
}

// Rule 19: a card that does not add up to 64 is read to the winner's
// disadvantage: the missing discs go to the loser, unless that changes who
// won, which the arbiter must rule on.
func TestResult_RecordingErrorToWinnersDisadvantage(t *testing.T) {
	tests := []struct {
		card, want string
		err        error
	}{
		{"38-24", "38-26", nil},
		{"24-38", "26-38", nil},
		{"33-29", "33-31", nil},
		{"32-30", "", ErrAdjustmentChangesWinner}, // would be 32–32
		{"31-30", "", ErrAdjustmentChangesWinner}, // would be 31–33
	}
	for _, tt := range tests {
		t.Run(tt.card, func(t *testing.T) {
			v, err := DefaultSettings().Decide(mustParse(t, tt.card), Context{Shortfall: RecordingError})
			if tt.err != nil {
				require.ErrorIs(t, err, tt.err)
				assert.Contains(t, err.Error(), "arbiter must rule")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, v.Result().String())
			assert.Contains(t, v.Note.En, "went to the loser")
		})
	}
}

// docs/rules.md §2.2: "If the total is below 64 the app asks" — the zero Shortfall
// makes Decide refuse, naming both choices.
func TestResult_ShortCardAsksEmptySquaresOrRecordingError(t *testing.T) {
	_, err := DefaultSettings().Decide(mustParse(t, "38-24"), prelim)
	require.ErrorIs(t, err, ErrShortfallUndecided)
	assert.Contains(t, err.Error(), "= 62")
	assert.Contains(t, err.Error(), "2 squares empty")
	assert.Contains(t, err.Error(), "rule 19")
}

// Rule 18: 引き分けの場合は32石対32石とする — even with empty squares, and
// without asking.
func TestResult_ShortLevelCardIsA32To32Draw(t *testing.T) {
	v := decide(t, mustParse(t, "31-31"), prelim)
	assert.Equal(t, "32-32", v.Result().String())
	assert.True(t, v.Draw())
}

// Rule 1: 対局が32石対32石で終わった時は引き分けとする (preliminaries).
func TestResult_32To32IsADrawInPreliminaries(t *testing.T) {
	v := decide(t, Discs(32, 32), prelim)
	assert.Equal(t, NoColour, v.Winner)
	assert.Equal(t, DrawPoints, v.BlackPoints)
	assert.Equal(t, DrawPoints, v.WhitePoints)
	assert.True(t, v.Draw())
	assert.False(t, v.NotRated)
}

func TestResult_NormalWinByDiscs(t *testing.T) {
	v := decide(t, Discs(40, 24), prelim)
	assert.Equal(t, Black, v.Winner)
	assert.Equal(t, WinPoints, v.BlackPoints)
	assert.Equal(t, LossPoints, v.WhitePoints)
	assert.True(t, v.Note.IsZero())
}

func TestResult_NoDiscsRefused(t *testing.T) {
	for _, r := range []Result{{}, Discs(0, 0)} {
		_, err := DefaultSettings().Decide(r, Context{Shortfall: EmptySquares})
		require.ErrorIs(t, err, ErrNoDiscs)
		assert.Contains(t, err.Error(), "e.g. 40-24")
	}
}

// Rule 15: the winner of a time loss takes ① 33–31 or ② the 勝手打ち result,
// discs on the board with the empty squares going to the loser.
func TestResult_TimeLoss(t *testing.T) {
	tests := []struct {
		card, want string
		winner     Colour
		err        error
	}{
		{"timeout-white", "33-31:timeout-white", Black, nil},
		{"timeout-black", "31-33:timeout-black", White, nil},
		{"31-33:timeout-black", "31-33:timeout-black", White, nil},
		{"40-20:timeout-white", "40-24:timeout-white", Black, nil}, // 勝手打ち stopped with 4 empty
		{"24-38:timeout-black", "26-38:timeout-black", White, nil},
		{"40-24:timeout-black", "", NoColour, ErrDiscsDontFit}, // the flagged player cannot have more
		{"20-30:timeout-black", "", NoColour, ErrDiscsDontFit}, // 14 empties to the loser: 34–30
		{"32-32:timeout-white", "", NoColour, ErrDiscsDontFit}, // a win needs more discs
	}
	for _, tt := range tests {
		t.Run(tt.card, func(t *testing.T) {
			v, err := DefaultSettings().Decide(mustParse(t, tt.card), prelim)
			if tt.err != nil {
				require.ErrorIs(t, err, tt.err)
				assert.Contains(t, err.Error(), "alone")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, v.Result().String())
			assert.Equal(t, tt.winner, v.Winner)
			assert.Equal(t, WinPoints, v.Points(tt.winner))
			assert.False(t, v.NotRated)
		})
	}
}

func TestResult_TimeLossDiscsIsASetting(t *testing.T) {
	s := DefaultSettings()
	s.TimeLossDiscs = 40
	v, err := s.Decide(Result{Outcome: TimeoutBlack}, prelim)
	require.NoError(t, err)
	assert.Equal(t, "24-40:timeout-black", v.Result().String())
}

// Rule 16: both flags fell unnoticed → a draw, not for rating.
func TestResult_BothFlagsFellIsADrawNotForRating(t *testing.T) {
	for _, card := range []string{"both-timeout", "40-24:both-timeout"} {
		t.Run(card, func(t *testing.T) {
			v := decide(t, mustParse(t, card), prelim)
			assert.True(t, v.Draw())
			assert.Equal(t, 32, v.Black)
			assert.Equal(t, 32, v.White)
			assert.True(t, v.NotRated)
			assert.Equal(t, "both-timeout", v.Result().String())
		})
	}
}

// Rule 16: in the final and the playoff the draw-win right holder wins.
func TestResult_BothFlagsFellInFinalGoesToDrawWinRightHolder(t *testing.T) {
	for _, stage := range []Stage{Final, Playoff} {
		v := decide(t, Result{Outcome: BothTimeout}, Context{Stage: stage, DrawWin: White})
		assert.Equal(t, White, v.Winner)
		assert.Equal(t, WinPoints, v.WhitePoints)
		assert.Equal(t, LossPoints, v.BlackPoints)
		assert.True(t, v.NotRated)
		assert.Contains(t, v.Note.Ja, "引き分け勝ち")

		_, err := DefaultSettings().Decide(Result{Outcome: BothTimeout}, Context{Stage: stage})
		require.ErrorIs(t, err, ErrNoDrawWinRight)
		assert.Contains(t, err.Error(), "hidden-disc ceremony")
	}
}

// Rule 2 and docs/rules.md §2.3: no draws in the final; 32–32 is a win for the holder.
func TestResult_32To32FinalGoesToDrawWinRightHolder(t *testing.T) {
	v := decide(t, Discs(32, 32), Context{Stage: Final, DrawWin: Black})
	assert.Equal(t, Black, v.Winner)
	assert.False(t, v.Draw())
	assert.False(t, v.NotRated)
	_, err := DefaultSettings().Decide(Discs(32, 32), Context{Stage: Final})
	require.ErrorIs(t, err, ErrNoDrawWinRight)
}

// Rules 12–14: a late arrival may choose 不戦敗, 64 discs difference (0–64),
// not for rating. The same keyword serves a no-show.
func TestResult_LateArrivalForfeitIs0To64NotForRating(t *testing.T) {
	tests := []struct {
		card, want string
		winner     Colour
	}{
		{"forfeit-black", "forfeit-black", White},
		{"forfeit-white", "forfeit-white", Black},
		{"0-64:forfeit-black", "forfeit-black", White},
	}
	for _, tt := range tests {
		t.Run(tt.card, func(t *testing.T) {
			v := decide(t, mustParse(t, tt.card), prelim)
			assert.Equal(t, tt.winner, v.Winner)
			assert.Equal(t, 64, v.Discs(tt.winner))
			assert.Equal(t, 0, v.Discs(tt.winner.Opponent()))
			assert.True(t, v.NotRated)
			assert.Equal(t, tt.want, v.Result().String())
		})
	}
	_, err := DefaultSettings().Decide(mustParse(t, "64-0:forfeit-black"), prelim)
	require.ErrorIs(t, err, ErrDiscsDontFit)
	assert.Contains(t, err.Error(), "forfeit-black alone")
}

// Rule 22: 反則負け. Without discs the 33–31 setting; with discs the board,
// empty squares to the winner (rule 18).
func TestResult_LossByFoul(t *testing.T) {
	v := decide(t, Result{Outcome: FoulBlack}, prelim)
	assert.Equal(t, White, v.Winner)
	assert.Equal(t, "31-33:foul-black", v.Result().String())

	v = decide(t, mustParse(t, "40-20:foul-white"), prelim)
	assert.Equal(t, Black, v.Winner)
	assert.Equal(t, "44-20:foul-white", v.Result().String())

	_, err := DefaultSettings().Decide(mustParse(t, "20-40:foul-white"), prelim)
	require.ErrorIs(t, err, ErrDiscsDontFit)
}

// docs/rules.md §1: 両負け — each gets a loss, nobody a win.
func TestResult_DoubleLossIsALossForBoth(t *testing.T) {
	v := decide(t, mustParse(t, "30-30:double-loss"), prelim)
	assert.Equal(t, NoColour, v.Winner)
	assert.Equal(t, LossPoints, v.BlackPoints)
	assert.Equal(t, LossPoints, v.WhitePoints)
	assert.Equal(t, 30, v.Black)
	assert.True(t, v.Counted)
	assert.False(t, v.Draw())
	assert.True(t, v.NotRated)
}

// docs/rules.md §1: 無勝負 — neither a win nor a loss.
func TestResult_NoResultIsNeither(t *testing.T) {
	v := decide(t, mustParse(t, "no-result"), prelim)
	assert.Equal(t, NoColour, v.Winner)
	assert.Equal(t, Half(0), v.BlackPoints+v.WhitePoints)
	assert.Equal(t, 0, v.Black+v.White)
	assert.True(t, v.Counted)
}

// docs/rules.md §1: 勝敗預かり — pending, counted nowhere until ruled; the card is kept.
func TestResult_PendingIsNotCounted(t *testing.T) {
	v := decide(t, mustParse(t, "40-24:pending"), prelim)
	assert.False(t, v.Counted)
	assert.Equal(t, NoColour, v.Winner)
	assert.Equal(t, Half(0), v.BlackPoints+v.WhitePoints)
	assert.Equal(t, "40-24:pending", v.Result().String())
}

// docs/rules.md §2.1: bye result default 40–24 (setting); discs on a bye are ignored.
func TestResult_ByeUsesTheByeSetting(t *testing.T) {
	v := decide(t, mustParse(t, "bye"), prelim)
	assert.Equal(t, 40, v.Black)
	assert.Equal(t, 24, v.White)
	assert.Equal(t, WinPoints, v.BlackPoints)
	assert.True(t, v.NotRated)

	v = decide(t, mustParse(t, "10-10:bye"), prelim)
	assert.Equal(t, 40, v.Black)
	assert.Contains(t, v.Note.En, "ignored")

	s := DefaultSettings()
	s.ByeDiscs = 32
	v, err := s.Decide(Result{Outcome: Bye}, prelim)
	require.NoError(t, err)
	assert.Equal(t, DrawPoints, v.BlackPoints, "a 32–32 bye is a draw")

	_, err = s.Decide(Result{Outcome: Bye}, Context{Stage: Final, DrawWin: Black})
	require.ErrorIs(t, err, ErrOutcomeNotAllowed)
}

func TestResult_UnknownOutcomeRefused(t *testing.T) {
	for _, o := range []Outcome{"resign", " bye", "BYE"} {
		_, err := DefaultSettings().Decide(Result{Outcome: o}, prelim)
		require.ErrorIs(t, err, ErrUnknownOutcome, o)
	}
}

// The stored card decides again to the same verdict without asking.
func TestVerdict_ResultDecidesTheSame(t *testing.T) {
	for _, card := range []string{"38-24", "40-24", "32-32", "31-31", "timeout-white", "40-20:timeout-white", "bye",
		"forfeit-white", "both-timeout", "foul-black", "30-30:double-loss", "no-result", "40-24:pending"} {
		t.Run(card, func(t *testing.T) {
			v := decide(t, mustParse(t, card), Context{Shortfall: EmptySquares})
			again := decide(t, v.Result(), prelim)
			assert.Equal(t, v.Black, again.Black)
			assert.Equal(t, v.White, again.White)
			assert.Equal(t, v.Winner, again.Winner)
			assert.Equal(t, v.BlackPoints, again.BlackPoints)
			assert.Equal(t, v.WhitePoints, again.WhitePoints)
			assert.Equal(t, v.NotRated, again.NotRated)
		})
	}
}

func TestOutcome_KeywordsOfCLI(t *testing.T) {
	for _, o := range Outcomes() {
		got, err := ParseOutcome(string(o))
		require.NoError(t, err)
		assert.Equal(t, o, got)
		assert.NotEmpty(t, o.Japanese())
		assert.NotEmpty(t, o.English())
	}
	assert.Equal(t, Black, TimeoutBlack.Loser())
	assert.Equal(t, White, ForfeitWhite.Loser())
	assert.Equal(t, NoColour, BothTimeout.Loser())
	assert.Equal(t, "両負け", DoubleLoss.Japanese())
	assert.Equal(t, "無勝負", NoResult.Japanese())
	assert.Equal(t, "勝敗預かり", Pending.Japanese())
}

// Seed 002 rules 19, 21, 23: the Othello dispute decision is a result only
// when both players agree; otherwise it proposes or holds, never 両負け.
func TestDecideDispute_Seed002OnlyAgreementIsAResult(t *testing.T) {
	for _, tc := range []struct {
		name     string
		a        DisputeAnswers
		kind     DisputeKind
		proposed bool
		claim    Colour
	}{
		{"agree", DisputeAnswers{BlackClaimed: true, WhiteClaimed: true, ClaimsAgree: true}, DisputeAgreed, false, NoColour},
		{"only White claims", DisputeAnswers{WhiteClaimed: true}, DisputeSoleClaim, true, White},
		{"only Black claims", DisputeAnswers{BlackClaimed: true, ResumeRequested: true}, DisputeSoleClaim, true, Black},
		{"disagree, resumed without progress", DisputeAnswers{BlackClaimed: true, WhiteClaimed: true, ResumedWithoutProgress: true}, DisputeHeld, false, NoColour},
		{"no claim, resumed without progress", DisputeAnswers{ResumedWithoutProgress: true}, DisputeNoClaim, true, NoColour},
		{"disagree, resume asked", DisputeAnswers{BlackClaimed: true, WhiteClaimed: true, ResumeRequested: true}, DisputeResume, false, NoColour},
		{"disagree, nobody resumes", DisputeAnswers{BlackClaimed: true, WhiteClaimed: true}, DisputeHeld, false, NoColour},
		{"no claim, nobody resumes", DisputeAnswers{}, DisputeHeld, false, NoColour},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := DecideDispute(tc.a)
			assert.Equal(t, tc.kind, d.Kind)
			assert.Equal(t, tc.proposed, d.Proposed)
			assert.Equal(t, tc.claim, d.Claim)
			assert.NotEmpty(t, d.Reason.En)
			assert.NotEmpty(t, d.Reason.Ja)
			assert.NotContains(t, d.Reason.Ja, "囲碁規約")
			if tc.kind != DisputeAgreed && tc.kind != DisputeResume {
				assert.Contains(t, d.Reason.Ja, "第21項・第23項", "the arbiter rules")
			}
		})
	}
}
