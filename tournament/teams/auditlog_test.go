package teams_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// A team section's audit log (操作履歴) reads in Japanese: a team added,
// a match's boards recorded in Go's words, a reserve put in — what was
// done and the detail, the boards' results said as Go says them.
func TestTeams_Issue26AuditLogReadsInJapanese(t *testing.T) {
	_, s := teamSection(t, "go", 3, "", map[string]string{"handicap": "true"})
	a := addTeam(t, s, "東京", "3d", "1d", "2k")
	f := teams.Form{Name: "大阪", Players: []tournament.ParticipantForm{
		{tournament.FieldName: "大阪1", tournament.FieldRank: "2d"}, {tournament.FieldName: "大阪2", tournament.FieldRank: "1k"},
		{tournament.FieldName: "大阪3", tournament.FieldRank: "3k"}}, Reserves: []tournament.ParticipantForm{{tournament.FieldName: "大阪控", tournament.FieldRank: "5k"}}}
	b, err := teams.Add(s, f)
	require.NoError(t, err)
	r, err := s.PairNextRound()
	require.NoError(t, err)
	_, err = teams.Substitute(s, 1, "大阪", 3, "大阪控")
	require.NoError(t, err)
	recordOK(t, s, 1, r.Games[0].Table, "B+R,W+T,B+R")

	ev, err := s.Event()
	require.NoError(t, err)
	ps, _ := s.Participants()
	rs, _ := s.Rounds()
	log, err := s.AuditLog()
	require.NoError(t, err)
	reader := tournament.NewAuditReader(&ev, rs, tournament.DisplayNames(ps), false)
	got := map[string]string{}
	for _, e := range log {
		what, detail := reader.Text(e, tournament.Japanese)
		got[e.Action] = what + "｜" + detail
	}
	assert.Equal(t, "チームの追加（大阪）｜チーム 大阪 を追加（選手 3 人、補欠 1 人）", got["teams.add"])
	assert.Contains(t, got["teams.substitute"], "補欠の出場（1回戦 ")
	assert.Contains(t, got["teams.substitute"], "チーム 大阪 は 大阪3 に代えて 大阪控 が出場")
	assert.Contains(t, got["result"], "黒中押し勝ち、白時間切れ勝ち、黒中押し勝ち")
	english := regexp.MustCompile(`[A-Za-z]{2,}`)
	for action, text := range got {
		if strings.HasPrefix(action, "teams.") || action == "result" {
			assert.Empty(t, english.FindAllString(text, -1), "%s: %s", action, text)
		}
	}
	_, _ = a, b
}
