package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The board window is made for one game: its players as they sat. After a
// colour swap (or any change of the table's players) a proposal marked as
// Black's would be saved as the other player's: it is refused and said,
// and nothing is stored.
func TestCountBoard_Issue37StaleWindowAfterASwapSavesNothing(t *testing.T) {
	ew, cw := goCountWindowOf(t, "correct")
	_, err := ew.svc.SwapColours(1, 1)
	require.NoError(t, err)
	cw.save(0)
	r, _ := ew.svc.Round(1)
	assert.Nil(t, r.Games[0].Dispute, "nothing saved for the players now at the table")
	cw.toClaims()
	assert.Empty(t, cw.v.black.Text, "no claim written for the game the window no longer shows")
	cw.toRuling(0)
	assert.Empty(t, cw.v.ruling.Text)
	assert.Contains(t, cw.results[0].Text, "対局者（黒・白）が変わりました", "said on the board")
	// Swapped back, the window is the game's again.
	_, err = ew.svc.SwapColours(1, 1)
	require.NoError(t, err)
	cw.recount() // the next click recounts
	require.True(t, cw.counted[0].ok, cw.results[0].Text)
	cw.save(0)
	r, _ = ew.svc.Round(1)
	require.NotNil(t, r.Games[0].Dispute, cw.note.Text)
	assert.Len(t, r.Games[0].Dispute.Counts, 1)
}
