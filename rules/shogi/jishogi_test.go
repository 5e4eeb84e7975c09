package shogi

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestJishogi_Issue3024PointRule(t *testing.T) {
	ctx := Context{Rule: Points24}
	tests := []struct {
		in, stored, ja string
		winner         Side
	}{
		{"持将棋 30-24", "jishogi-24:30-24", "持将棋（24点法 先手30点・後手24点）引き分け", NoSide},
		{"持将棋 31-23", "jishogi-24:31-23", "持将棋（24点法 先手31点・後手23点）先手勝ち", First},
		{"持将棋 先手20点 後手34点", "jishogi-24:20-34", "持将棋（24点法 先手20点・後手34点）後手勝ち", Second},
		{"ji 27対27", "jishogi-24:27-27", "持将棋（24点法 先手27点・後手27点）引き分け", NoSide},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			r, err := ParseGameResult(tt.in, ctx)
			require.NoError(t, err)
			assert.Equal(t, tt.stored, r.String())
			assert.Equal(t, tt.ja, r.Japanese())
			assert.Equal(t, tt.winner, r.Winner)
			back, err := ParseGameResult(r.String(), Context{})
			require.NoError(t, err)
			assert.Equal(t, r, back, "the stored count reads back without the section's rule")
		})
	}
	_, err := ParseGameResult("持将棋 30-23", ctx)
	assert.ErrorIs(t, err, ErrJishogiCount, "30 and 23 are not the 54 points of a set")
	_, err = ParseGameResult("持将棋 30-24", Context{})
	assert.ErrorIs(t, err, ErrJishogiCount, "a count where the section's 持将棋 is a draw")
	_, err = ParseGameResult("持将棋", ctx)
	require.NoError(t, err, "持将棋 alone still reads; the section's rule asks for the count (tournament/shogi)")
}

// 二枚落ち: the 上手 (先手) took off 飛車 and 角, 10 points, which count for
// the 上手. On the board 先手 holds 18 and 後手 26: with the dropped pieces
// 先手 counts 28, and both have 24 or more — a draw. Without them 先手 would
// have lost.
func TestJishogi_Issue30DroppedRookAndBishopCountForTheUwate(t *testing.T) {
	ctx := Context{Rule: Points24, Teai: NimaiOchi, Uwate: First}
	r, err := ParseGameResult("持将棋 18-26", ctx)
	require.NoError(t, err)
	assert.Equal(t, "jishogi-24:18+10-26", r.String())
	assert.Equal(t, "持将棋（24点法 先手18点＋落駒10点・後手26点）引き分け", r.Japanese())
	assert.Equal(t, NoSide, r.Winner)
	assert.Equal(t, 28, r.Count.FirstTotal())

	r, err = ParseGameResult("持将棋 13-31", ctx)
	require.NoError(t, err)
	assert.Equal(t, Second, r.Winner, "13 + 10 = 23 < 24: the 上手 loses")

	_, err = ParseGameResult("持将棋 28-26", ctx)
	assert.ErrorIs(t, err, ErrJishogiCount, "28 + 10 + 26 = 64: the count forgot the pieces are off the board")

	back, err := ParseGameResult("jishogi-24:18+10-26", Context{})
	require.NoError(t, err)
	assert.Equal(t, 10, back.Count.Dropped, "the stored result keeps the dropped pieces")
}

func TestJishogi_Issue3027PointDeclarationRule(t *testing.T) {
	tests := []struct {
		in     string
		ctx    Context
		stored string
		winner Side
	}{
		{"持将棋 先手宣言 28", Context{Rule: Points27}, "jishogi-27:sente:28", First},
		{"持将棋 先手宣言 27", Context{Rule: Points27}, "jishogi-27:sente:27", Second},
		{"持将棋 後手宣言 27", Context{Rule: Points27}, "jishogi-27:gote:27", Second},
		{"持将棋 後手宣言 26", Context{Rule: Points27}, "jishogi-27:gote:26", First},
		// 飛車落ち: the 上手's dropped 飛車 (5) counts: 23 + 5 = 28.
		{"持将棋 先手宣言 23", Context{Rule: Points27, Teai: HishaOchi, Uwate: First}, "jishogi-27:sente:23+5", First},
		// 角落ち: 22 + 5 = 27 < 28.
		{"持将棋 先手宣言 22", Context{Rule: Points27, Teai: KakuOchi, Uwate: First}, "jishogi-27:sente:22+5", Second},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			r, err := ParseGameResult(tt.in, tt.ctx)
			require.NoError(t, err)
			assert.Equal(t, tt.stored, r.String())
			assert.Equal(t, tt.winner, r.Winner)
			back, err := ParseGameResult(r.String(), Context{})
			require.NoError(t, err)
			assert.Equal(t, r, back)
		})
	}
	_, err := ParseGameResult("持将棋 28", Context{Rule: Points27})
	assert.ErrorIs(t, err, ErrJishogiCount, "the 27-point rule needs the declaring side")
}

func TestDispute_Issue30GuidedDecision(t *testing.T) {
	tests := []struct {
		name     string
		a        DisputeAnswers
		kind     Decision
		proposed bool
	}{
		{"claims agree", DisputeAnswers{FirstClaimed: true, SecondClaimed: true, ClaimsAgree: true}, DisputeAgreed, false},
		{"resume asked", DisputeAnswers{FirstClaimed: true, SecondClaimed: true, ResumeRequested: true}, DisputeResume, false},
		{"resumed already without a move", DisputeAnswers{FirstClaimed: true, SecondClaimed: true, ResumeRequested: true, ResumedWithoutProgress: true}, DisputeHeld, false},
		{"one claim", DisputeAnswers{SecondClaimed: true}, DisputeSoleClaim, true},
		{"claims differ", DisputeAnswers{FirstClaimed: true, SecondClaimed: true}, DisputeHeld, false},
		{"no claim", DisputeAnswers{}, DisputeNoClaim, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Decide(tt.a)
			assert.Equal(t, tt.kind, d.Kind)
			assert.Equal(t, tt.proposed, d.Proposed)
			assert.NotEmpty(t, d.Ja)
		})
	}
}

// Issue 38: under the 27-point rule in a 駒落ち the 下手 cannot declare more
// than the pieces in play: 44 in a 二枚落ち (54 less 飛車 and 角).
func TestJishogi_Issue38NoDeclarationOverThePiecesInPlay(t *testing.T) {
	ctx := Context{Rule: Points27, Teai: NimaiOchi, Uwate: First}
	r, err := ParseGameResult("持将棋 後手宣言 44", ctx)
	require.NoError(t, err)
	assert.Equal(t, Second, r.Winner)
	_, err = ParseGameResult("持将棋 後手宣言 45", ctx)
	require.ErrorIs(t, err, ErrJishogiCount)
	assert.Contains(t, err.Error(), "the pieces in play count 44")
	_, err = ParseGameResult("持将棋 後手宣言 55", Context{Rule: Points27})
	assert.ErrorIs(t, err, ErrJishogiCount, "an even game: 54 at most")
}
