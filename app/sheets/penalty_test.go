package sheets

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// Seed 002 rule 22 on the ruling record of the round: the penalties given
// without a dispute (持ち時間減 with its minutes, 警告, 退場) are listed with
// the player's name and table, after the disputed games — and on their own
// when the round had no dispute.
func TestSheets_Seed002Rule22PenaltiesOnTheRulingRecord(t *testing.T) {
	s := playedEvent(t)
	names, _ := s.Names()
	r, err := s.Round(6)
	require.NoError(t, err)
	g := r.Games[0]
	_, err = s.Penalize(tournament.PenaltyInput{Player: g.Black, Kind: "time", Minutes: 2, Round: 6, Note: "不正着手"})
	require.NoError(t, err)
	_, err = s.Penalize(tournament.PenaltyInput{Player: g.White, Kind: "警告", Round: 6})
	require.NoError(t, err)

	got := text(t, render(t, s, "rulings", 6))
	assert.Contains(t, got, "この回戦に異議のある対局はありません。")
	assert.Contains(t, got, "異議によらない罰則（第22項）")
	assert.Regexp(t, `\d\d:\d\d `+"1 "+names[g.Black]+" 持ち時間減 2 不正着手", got)
	assert.Regexp(t, `\d\d:\d\d `+"1 "+names[g.White]+" 警告", got)

	_, _, err = s.RecordDispute(6, r.Games[1].Table, tournament.DisputeInput{BlackClaim: "40-24", WhiteClaim: "24-40", ResumedWithoutProgress: true})
	require.NoError(t, err)
	got = text(t, render(t, s, "rulings", 6))
	assert.NotContains(t, got, "この回戦に異議のある対局はありません。")
	assert.Contains(t, got, "異議によらない罰則（第22項）")
	assert.Contains(t, got, names[g.White]+" 警告")
}
