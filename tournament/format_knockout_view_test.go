package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/formats/knockout"
)

// Six players with a 3位決定戦, drawn on 8 lines: seeds 1 and 2 have byes,
// the first round's winners fill in the second round's lines, and the
// champion and the 3位決定戦 stay unknown until played.
func TestBracketView_Issue25ByesAndWinnersFillInRoundByRound(t *testing.T) {
	_, s := knockoutSection(t, sixteenRanks[:6], tournament.FormatOptions{"third-place": "true"})
	_, err := s.PairNextRound()
	require.NoError(t, err)
	resultAll(t, s, 1, always("B+R"))
	names, err := s.Names()
	require.NoError(t, err)

	d, err := knockout.BracketView(s)
	require.NoError(t, err)
	assert.Equal(t, 6, d.Entrants)
	assert.Equal(t, 8, d.Lines)
	require.Len(t, d.Rounds, 3)
	assert.Equal(t, []string{"準々決勝", "準決勝", "決勝戦"}, []string{d.Rounds[0].Title.Ja, d.Rounds[1].Title.Ja, d.Rounds[2].Title.Ja})
	first := d.Rounds[0].Matches
	require.Len(t, first, 4)
	assert.Equal(t, 1, first[0].Top.Seed, "seed 1 on the top line")
	assert.True(t, first[0].Bye && first[0].Bottom.Bye, "seed 1 has a bye")
	assert.Equal(t, first[0].Top.ID, first[0].Winner, "a bye goes on")
	assert.True(t, first[3].Bye, "seed 2 has a bye")
	assert.Equal(t, 2, first[3].Bottom.Seed, "seed 2 on the bottom line")
	for _, m := range first[1:3] {
		assert.False(t, m.Bye)
		assert.Equal(t, "B+R", m.Result)
		assert.NotZero(t, m.Table)
		assert.True(t, m.Winner == m.Top.ID || m.Winner == m.Bottom.ID)
		assert.Equal(t, names[m.Winner], map[int]string{m.Top.ID: m.Top.Name, m.Bottom.ID: m.Bottom.Name}[m.Winner])
	}
	semis := d.Rounds[1].Matches
	require.Len(t, semis, 2)
	assert.Equal(t, first[0].Winner, semis[0].Top.ID, "the winners meet in the next round")
	assert.Equal(t, first[1].Winner, semis[0].Bottom.ID)
	assert.Equal(t, first[2].Winner, semis[1].Top.ID)
	assert.Equal(t, first[3].Winner, semis[1].Bottom.ID)
	assert.Zero(t, semis[0].Winner, "not played yet")
	assert.False(t, d.Rounds[2].Matches[0].Top.Known(), "the final's entrants are not known yet")
	require.NotNil(t, d.ThirdPlace)
	assert.False(t, d.ThirdPlace.Top.Known())
	assert.False(t, d.Champion.Known())

	_, err = playKnockout(t, s)
	require.ErrorContains(t, err, "the knockout is over")
	d, err = knockout.BracketView(s)
	require.NoError(t, err)
	final := d.Rounds[2].Matches[0]
	require.True(t, final.Top.Known() && final.Bottom.Known())
	assert.Equal(t, final.Winner, d.Champion.ID, "the final's winner is the champion")
	assert.True(t, final.TopWon() != final.BottomWon(), "one of them won")
	require.True(t, d.ThirdPlace.Top.Known())
	assert.NotZero(t, d.ThirdPlace.Winner)
	tab, err := s.Standings(0)
	require.NoError(t, err)
	assert.Equal(t, tab.Rows[0].ID, d.Champion.ID)
	assert.Equal(t, tab.Rows[2].ID, d.ThirdPlace.Winner, "the playoff's winner is third")
}

// The bracket is refused for a section that plays no knockout, and for a
// knockout not drawn yet, in words of both languages.
func TestBracketView_Issue25RefusedForASwissAndForAnUndrawnKnockout(t *testing.T) {
	_, s := knockoutSection(t, sixteenRanks[:5], tournament.FormatOptions{})
	_, err := knockout.BracketView(s)
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "まだ組まれていません")

	sw := demo(t, 8)
	_, err = knockout.BracketView(sw)
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "does not play a knockout")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "決勝トーナメントではありません")
}
