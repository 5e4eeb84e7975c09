package tournament_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// sidesCases are a game that names its sides (shogi: 先手, 後手; Sente,
// Gote) and games that do not (黒, 白).
var sidesCases = []struct {
	game                    tournament.GameKind
	both, first, second, en string
	not                     string // what the game's texts never say
}{
	{"shogi", "先手後手", "先手", "後手", "Sente", "黒"},
	{"othello", "黒白", "黒", "白", "Black", "先手"},
}

// lastAudit is the newest audit entry of s as the 操作履歴 reads it.
func lastAudit(t *testing.T, s *tournament.Service, l tournament.Lang) (what, detail string) {
	t.Helper()
	ev, err := s.Event()
	require.NoError(t, err)
	rs, err := s.Rounds()
	require.NoError(t, err)
	ps, err := s.Participants()
	require.NoError(t, err)
	log, err := s.AuditLog()
	require.NoError(t, err)
	return tournament.NewAuditReader(&ev, rs, tournament.DisplayNames(ps), false).Text(log[len(log)-1], l)
}

// Issue 30, sides through the seam: a colour swap is logged, named in the
// undo menu and read back after an undo with the section's game's sides:
// 先手後手を入れ替え（先手 …、後手 …）in a shogi section, 黒白 elsewhere.
func TestSwapColours_Issue30TheLogNamesTheGamesSides(t *testing.T) {
	for _, c := range sidesCases {
		t.Run(string(c.game), func(t *testing.T) {
			s := fzDemo(t, c.game, 8)
			_, err := s.PairNextRound()
			require.NoError(t, err)
			r, err := s.Round(1)
			require.NoError(t, err)
			g := r.Games[0]
			_, err = s.SwapColours(1, g.Table)
			require.NoError(t, err)
			ps, err := s.Participants()
			require.NoError(t, err)
			names := tournament.DisplayNames(ps)
			want := c.both + "を入れ替え（" + c.first + " " + names[g.White] + "、" + c.second + " " + names[g.Black] + "）"

			what, detail := lastAudit(t, s, tournament.Japanese)
			assert.Equal(t, c.both+"の入れ替え（1回戦 1番卓）", what)
			assert.Equal(t, "1回戦 1番卓："+want, detail)
			_, en := lastAudit(t, s, tournament.English)
			assert.Contains(t, en, "colours swapped ("+c.en+" "+names[g.White])
			menu, ok := s.CanUndo()
			require.True(t, ok)
			assert.Equal(t, c.both+"の入れ替え（1回戦 1番卓）", menu.Ja)

			_, err = s.Undo()
			require.NoError(t, err)
			what, detail = lastAudit(t, s, tournament.Japanese)
			assert.Equal(t, "元に戻す："+c.both+"の入れ替え（1回戦 1番卓）", what)
			assert.Equal(t, "1回戦 1番卓："+want, detail, "the undo's English-only detail is read with the game's sides")
			assert.NotContains(t, detail+what, c.not)
		})
	}
}

// Issue 30, sides through the seam: a dispute's claims are logged as the
// section's game names its sides (先手の主張, 後手の主張 in shogi), also when
// the English-only detail of its undo is read back.
func TestRecordDispute_Issue30TheLogNamesTheGamesSides(t *testing.T) {
	claims := map[tournament.GameKind][2]string{"shogi": {"先手勝ち", "後手勝ち"}, "othello": {"40-24", "24-40"}}
	for _, c := range sidesCases {
		t.Run(string(c.game), func(t *testing.T) {
			s := fzDemo(t, c.game, 8)
			_, err := s.PairNextRound()
			require.NoError(t, err)
			_, _, err = s.RecordDispute(1, 1, tournament.DisputeInput{BlackClaim: claims[c.game][0], WhiteClaim: claims[c.game][1]})
			require.NoError(t, err)
			_, detail := lastAudit(t, s, tournament.Japanese)
			assert.Contains(t, detail, "、"+c.first+"の主張 「")
			assert.Contains(t, detail, "、"+c.second+"の主張 「")
			_, en := lastAudit(t, s, tournament.English)
			assert.Contains(t, en, ", "+c.en+" claims ")

			_, err = s.Undo()
			require.NoError(t, err)
			_, detail = lastAudit(t, s, tournament.Japanese)
			assert.Contains(t, detail, "1回戦 1番卓 異議：記録なし、"+c.first+"の主張 「")
			assert.Contains(t, detail, "、"+c.second+"の主張 ")
		})
	}
}

// Issue 30, sides through the seam: a phone report's log line names the
// reporter's side, and a stale report names whose game it was, as the
// section's game names its sides (（先手）対 …（後手）in shogi).
func TestPhoneReports_Issue30ReportsNameTheGamesSides(t *testing.T) {
	results := map[tournament.GameKind]string{"shogi": "先手勝ち", "othello": "40-24"}
	for _, c := range sidesCases {
		t.Run(string(c.game), func(t *testing.T) {
			s := fzDemo(t, c.game, 8)
			require.NoError(t, s.ChangeSettings(map[string]string{tournament.SettingPhoneReports: "on"}))
			r, err := s.PairNextRound()
			require.NoError(t, err)
			g := r.Games[0]
			_, err = s.ReportResult(tournament.ReportInput{Round: 1, Table: g.Table, Token: g.ReportToken, Text: results[c.game], Side: "white"})
			require.NoError(t, err)
			log, err := s.AuditLog()
			require.NoError(t, err)
			assert.True(t, strings.HasSuffix(log[len(log)-1].DetailJa, "（"+c.second+"）"), log[len(log)-1].DetailJa)

			_, err = s.SwapColours(1, g.Table)
			require.NoError(t, err)
			reps, err := s.Reports()
			require.NoError(t, err)
			require.Len(t, reps, 1)
			names, err := s.Names()
			require.NoError(t, err)
			assert.Contains(t, reps[0].StaleWhy.Ja, names[g.Black]+"（"+c.first+"）対 "+names[g.White]+"（"+c.second+"）")
			assert.Contains(t, reps[0].StaleWhy.En, names[g.Black]+" ("+c.en+") – ")
			assert.NotContains(t, reps[0].StaleWhy.Ja, c.not)
		})
	}
}

// Issue 30, sides through the seam: a change by hand that leaves a player
// three games more on one side is warned in the section's sides' words
// (先手番−後手番 in shogi, 黒番−白番 elsewhere).
func TestPairingWarnings_Issue30BalanceNamedByTheGamesSides(t *testing.T) {
	rs := []tournament.Round{
		{Number: 1, Games: []tournament.Game{{Table: 1, Black: 1, White: 3}}},
		{Number: 2, Games: []tournament.Game{{Table: 1, Black: 1, White: 4}}},
	}
	for _, c := range sidesCases {
		t.Run(string(c.game), func(t *testing.T) {
			var ja, en []string
			for _, w := range tournament.PairingWarnings(c.game, rs, 3, tournament.Game{Table: 1, Black: 1, White: 2}) {
				ja, en = append(ja, w.Ja), append(en, w.En)
			}
			assert.Contains(t, ja, "#1 の"+c.first+"番−"+c.second+"番が +3 になります")
			assert.Contains(t, strings.Join(en, "\n"), "#1 would have "+c.en+" − ")
		})
	}
}
