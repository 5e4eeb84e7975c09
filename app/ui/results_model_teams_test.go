package ui

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// The model-based test of the results desk (results_model_test.go) on a
// team section's match cards (issue 26): a Go section of 12 teams of 3
// boards with handicaps, two rounds played and the third paired; each card
// is a match's result from the first-listed team's side, typed as the
// arbiter writes it — a mark a board (○○×, oox, 不, 預 …) or each
// board's result in Go's words separated by commas (B+R,W+T,黒中押し勝ち) —
// through the same keys, questions and shortcuts as an individual game's
// card, and every stored match compared with the card meant.
func TestResults_Issue26ModelBasedMatchCardsOfATeamSection(t *testing.T) {
	runModelGames(t, []modelGame{teamModelGame}, 26_000_000)
}

// teamModelGame is a team section's match form as the model drives it.
var teamModelGame = modelGame{
	kind: "go", name: "go-teams", world: teamModelWorld,
	fields: func(f resultForm) []*keyEntry { return []*keyEntry{f.(*teamMatchForm).match} },
	card: func(rng *rand.Rand) []string {
		if rng.IntN(2) == 0 {
			marks := []string{"○", "×", "○", "×", "o", "x", "O", "X", "不", "欠", "預"} // no △: Go's komi 6.5 has no jigo
			var b strings.Builder
			for range 3 {
				b.WriteString(marks[rng.IntN(len(marks))])
			}
			return []string{b.String()}
		}
		words := []string{"B+R", "W+R", "B+T", "W+T", "黒中押し勝ち", "白中押し勝ち", "B+R", "W+R"}
		var parts []string
		for range 3 {
			parts = append(parts, words[rng.IntN(len(words))])
		}
		return []string{strings.Join(parts, ",")}
	},
	text: func(v []string) string { return v[0] },
}

// teamModelWorld makes the team section in mem: 12 teams of 3 Go players
// of ranks 5d to 8k, two rounds played with random marks, the third paired.
func teamModelWorld(t *testing.T, mem tournament.Store) {
	ev, err := tournament.NewEvent(tournament.EventInfo{Name: "囲碁団体戦"}, nil, time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC))
	require.NoError(t, err)
	require.NoError(t, tournament.NewService(mem).Create(ev))
	v := tournament.NewVenue(mem)
	_, err = v.AddSection(tournament.SectionForm{Key: "T", Name: "団体戦", Game: "go", Tables: "1-20", TeamBoards: 3,
		Settings: map[string]string{"handicap": "true", "rounds": "5", "seed": "26"}})
	require.NoError(t, err)
	_, s, err := v.Section("T")
	require.NoError(t, err)
	ranks := []string{"5d", "4d", "3d", "2d", "1d", "1k", "2k", "3k", "4k", "5k", "6k", "8k"}
	for i := range 12 {
		f := teams.Form{Name: fmt.Sprintf("チーム%02d", i+1)}
		for k := range 3 {
			f.Players = append(f.Players, tournament.ParticipantForm{
				tournament.FieldName: fmt.Sprintf("選手%02d-%d", i+1, k+1), tournament.FieldRank: ranks[(i+2*k)%len(ranks)]})
		}
		_, err := teams.Add(s, f)
		require.NoError(t, err)
	}
	rng := rand.New(rand.NewPCG(26, 26))
	for n := 1; n <= 3; n++ {
		r, err := s.PairNextRound()
		require.NoError(t, err)
		if n == 3 {
			break
		}
		for _, m := range r.Games {
			if m.IsBye() {
				continue
			}
			_, err := s.RecordResult(n, m.Table, []string{"○○×", "×○○", "○××", "○○○", "×××"}[rng.IntN(5)])
			require.NoError(t, err)
		}
	}
}
