package sheets

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/pairing"
	"taikai/tournament"
)

// coin is a toy game that exists only in this test: two players toss a
// coin, the result is "heads" (Black wins) or "tails" (White wins), and the
// standings count wins. It proves that a new game needs no edit of shared
// code: it implements tournament.Swiss, registers, and then the generic
// services pair it, record its results, rank it and print its sheets.
type coin struct{}

const coinKind tournament.GameKind = "coin"

func (coin) Kind() tournament.GameKind { return coinKind }
func (coin) Name() tournament.Text     { return tournament.Text{En: "Coin toss", Ja: "コイン投げ"} }
func (coin) Aliases() []string         { return []string{"コイン"} }
func (coin) Settings() []tournament.SettingGroup {
	return []tournament.SettingGroup{{Settings: []tournament.Setting{
		{Key: tournament.SettingRounds, Label: tournament.Text{En: "Rounds", Ja: "回戦数"}, Kind: tournament.SettingInt, Default: "3", Min: 1, Max: 9},
	}}}
}
func (coin) Demo(s *tournament.Service, n int) error {
	if err := s.CreateDemoEvent(coinKind, "コイン投げ大会"); err != nil {
		return err
	}
	_, err := s.ImportParticipants(tournament.ParticipantsCSV(tournament.DemoParticipants(n, 3)))
	return err
}
func (coin) Rounds(tournament.Event) (int, error)  { return 3, nil }
func (coin) Entrant(p tournament.Participant) bool { return !p.IsPair() }

// wins counts each player's wins after each round of rs.
func (coin) wins(rs []tournament.Round) []map[int]int {
	out := []map[int]int{{}}
	for _, r := range rs {
		m := map[int]int{}
		for id, w := range out[len(out)-1] {
			m[id] = w
		}
		for _, g := range r.Games {
			switch {
			case g.IsBye(), g.Result != nil && g.Result.Text == "heads":
				m[g.Black] += 2
			case g.Result != nil && g.Result.Text == "tails":
				m[g.White] += 2
			}
		}
		out = append(out, m)
	}
	return out
}

func (c coin) Scores(_ tournament.Event, ps []tournament.Participant, before []tournament.Round) ([]map[int]int, map[int]int, error) {
	w := c.wins(before)
	place := map[int]int{}
	for i, p := range ps {
		place[p.ID] = i + 1
	}
	return w, place, nil
}
func (coin) BeforePairing(_ tournament.Event, _ []tournament.Participant, _ []tournament.Round, _ *tournament.Round, pl []pairing.Player) ([]pairing.Player, error) {
	return pl, nil
}
func (coin) Seat(tournament.Event, map[int]tournament.Participant, *tournament.Game, int) *tournament.Text {
	return nil
}
func (coin) Decide(_ tournament.Event, _ tournament.Round, _ tournament.Game, text string, _ []string) (tournament.Verdict, error) {
	switch strings.TrimSpace(text) {
	case "heads", "表":
		return tournament.Verdict{Stored: "heads", Winner: tournament.Black}, nil
	case "tails", "裏":
		return tournament.Verdict{Stored: "tails", Winner: tournament.White}, nil
	}
	return tournament.Verdict{}, tournament.NewProblem(tournament.ErrInvalidInput, "type heads or tails", "表か裏を入力してください")
}
func (c coin) Claim(ev tournament.Event, text string) (string, error) {
	v, err := c.Decide(ev, tournament.Round{}, tournament.Game{}, text, nil)
	return v.Stored, err
}
func (coin) GuidedDecision(a tournament.DisputeAnswers) (tournament.DisputeDecision, error) {
	if a.BlackClaimed && a.WhiteClaimed && a.ClaimsAgree {
		return tournament.DisputeDecision{Kind: tournament.DecisionAgreed, Name: tournament.Text{En: "agreed", Ja: "一致"},
			Reason: tournament.Text{En: "both called the same side", Ja: "同じ面を申告"}}, nil
	}
	return tournament.DisputeDecision{Kind: tournament.DecisionPending, Name: tournament.Text{En: "held", Ja: "勝敗預かり"},
		Reason: tournament.Text{En: "the arbiter looks at the coin", Ja: "審判がコインを確認します"}}, nil
}
func (c coin) Standings(_ tournament.Event, ps []tournament.Participant, rs []tournament.Round, after int) (tournament.Table, error) {
	w := c.wins(rs[:min(after, len(rs))])
	last := w[len(w)-1]
	t := tournament.Table{After: after, Order: tournament.Text{En: "wins, then number", Ja: "勝数、次に番号"},
		Columns: []tournament.Column{{Key: "wins", Label: tournament.Text{En: "Wins", Ja: "勝数"}, Where: tournament.Everywhere}}}
	order := append([]tournament.Participant(nil), ps...)
	for i := range order {
		for j := i + 1; j < len(order); j++ {
			if last[order[j].ID] > last[order[i].ID] {
				order[i], order[j] = order[j], order[i]
			}
		}
	}
	for i, p := range order {
		t.Rows = append(t.Rows, tournament.TableRow{ID: p.ID, Rank: i + 1, Place: i + 1, Cells: []string{tournament.Points(last[p.ID]).String()}})
	}
	return t, nil
}
func (coin) Grammar() tournament.Text        { return tournament.Text{En: "heads or tails", Ja: "表か裏"} }
func (coin) ScoreUnit() tournament.ScoreUnit { return tournament.CountsPoints }
func (coin) Seeding(ev tournament.Event, ps []tournament.Participant) []tournament.Participant {
	return tournament.RankOrder(ev, ps)
}

func TestDiscipline_ANewGameRunsThroughTheSharedServicesAndSheets(t *testing.T) {
	tournament.Register(coin{})
	kind, err := tournament.ParseGameKind("コイン")
	require.NoError(t, err)
	require.Equal(t, coinKind, kind)

	s := atPrintTime()
	require.NoError(t, s.CreateDemoWith(kind, 6))
	ev, err := s.Event()
	require.NoError(t, err)
	assert.Equal(t, "3", ev.Setting(tournament.SettingRounds), "the game's own setting has its default")

	// Pair → result → standings, through the shared services.
	r, err := s.PairNextRound()
	require.NoError(t, err)
	require.Len(t, r.Games, 3)
	_, err = s.RecordResult(1, 1, "edge")
	assert.ErrorContains(t, err, "heads or tails", "the game's own grammar refuses")
	for _, g := range r.Games {
		recordOK(t, s, 1, g.Table, "表")
	}
	st, err := s.Standings(0)
	require.NoError(t, err)
	assert.Equal(t, 1, st.After)
	winners := map[int]bool{}
	for _, g := range r.Games {
		winners[g.Black] = true
	}
	for i, row := range st.Rows {
		assert.Equal(t, i < 3, winners[row.ID], "the three winners lead")
		assert.Equal(t, map[bool]string{true: "1", false: "0"}[i < 3], row.Cells[0])
	}
	// Round 2 pairs the winners together, by the game's own scores.
	r2, err := s.PairNextRound()
	require.NoError(t, err)
	scores, err := s.ScoresBefore()
	require.NoError(t, err)
	for _, g := range r2.Games {
		if !g.IsBye() {
			assert.LessOrEqual(t, abs(int(scores[2][g.Black]-scores[2][g.White])), 2, "round 2 pairs by score")
		}
	}

	// Sheets: the shared pairing list and standings exist for the new game.
	var keys []string
	for _, sh := range For(kind) {
		keys = append(keys, sh.Key)
	}
	assert.Contains(t, keys, "pairings")
	assert.Contains(t, keys, "standings")
	assert.Contains(t, keys, "crosstable", "the shared crosstable (issue 38)")
	assert.NotContains(t, keys, "certification", "another game's sheets stay with it")
	text := pdfText(t, s, "standings", tournament.Japanese)
	ps, _ := s.Participants()
	assert.Contains(t, text, ps[0].Name)
	assert.Contains(t, text, "順位の決め方：勝数、次に番号")
	assert.Contains(t, pdfText(t, s, "pairings", tournament.Japanese), fmt.Sprintf("第%d回戦", 2))
}

func abs(x int) int { return max(x, -x) }
