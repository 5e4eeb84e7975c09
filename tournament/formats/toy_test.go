package formats_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/formats"
	"taikai/tournament/games"
	"taikai/tournament/gametest"
)

// winnerStays is a toy format (勝ち残り, "winner stays"), written here as a
// new format would be in a package of its own: one game a round, the
// winner of the last game against the next challenger in the order of
// registration, until everyone has challenged. It proves the format seam
// (issue 39): a format is one type behind tournament.FormatPolicy and one
// registration line, and touches no shared file; who won a game it asks
// the game's own file (tournament.SideReader), never a result grammar.
type winnerStays struct{}

func (winnerStays) Kind() tournament.FormatKind { return "winnerstays" }
func (winnerStays) Aliases() []string           { return []string{"勝ち残り"} }
func (winnerStays) Name() tournament.Text {
	return tournament.Text{En: "winner stays", Ja: "勝ち残り"}
}

func (winnerStays) Configure(o tournament.FormatOptions) (tournament.Format, error) {
	if len(o) > 0 {
		return tournament.Format{}, tournament.NewProblem(tournament.ErrInvalidInput, "winner stays takes no options", "勝ち残りには方式の指定はありません")
	}
	return tournament.Format{}, nil
}

func (winnerStays) Standings(tournament.Event, tournament.Section, []tournament.Participant, []tournament.Round, int) (tournament.Table, bool, error) {
	return tournament.Table{}, false, nil
}

func (winnerStays) Pair(p *tournament.FormatPairing) (tournament.Round, error) {
	var line []int // the entrants, in the order of registration
	for _, q := range p.Participants {
		if q.StatusIn(p.N) == tournament.Present {
			line = append(line, q.ID)
		}
	}
	if p.N >= len(line) {
		return tournament.Round{}, tournament.NewProblem(tournament.ErrInvalidInput, "everyone has challenged", "全員が挑戦しました")
	}
	stays := line[0]
	if p.N > 1 {
		last := p.Before[len(p.Before)-1].Games[0]
		sr, ok := tournament.SideReaderOf(p.Event)
		if !ok {
			return tournament.Round{}, fmt.Errorf("the game does not say who won")
		}
		res, ok, err := sr.SideResult(p.Event, p.Before[len(p.Before)-1], last, tournament.Black)
		switch {
		case err != nil:
			return tournament.Round{}, err
		case !ok || res.Tally == tournament.TallyPending:
			return tournament.Round{}, tournament.NewProblem(tournament.ErrInvalidInput, "the last game has no winner yet", "前の対局の勝者が決まっていません")
		case res.Tally == tournament.TallyWin:
			stays = last.Black
		case res.Tally == tournament.TallyLoss:
			stays = last.White
		default:
			return tournament.Round{}, tournament.NewProblem(tournament.ErrInvalidInput, "the last game has no winner: winner stays needs one", "前の対局に勝者がいません")
		}
	}
	g := tournament.Game{Table: 1, Black: stays, White: line[p.N], Why: tournament.Text{En: "winner stays", Ja: "勝ち残り"}}
	return tournament.Round{Number: p.N, PairedAt: p.Now(), Games: []tournament.Game{g}}, nil
}

// Issue 39: a toy format is added as one type and one registration line:
// the section takes it by its Japanese name, pairs its rounds by its rule
// (the winner of B+R stays on, the winner of W+R takes the seat), and the
// format list names it after the built-in ones.
func TestToyFormat_Issue39WinnerStaysIsOneTypeAndOneRegistration(t *testing.T) {
	games.Register()
	formats.Register()
	tournament.RegisterFormat(winnerStays{}) // the one line

	assert.Contains(t, tournament.FormatKinds(), tournament.FormatKind("winnerstays"))
	k, err := tournament.ParseFormat("勝ち残り")
	require.NoError(t, err)
	assert.Equal(t, tournament.FormatKind("winnerstays"), k)

	day := time.Date(2026, 12, 5, 10, 0, 0, 0, time.UTC)
	v := gametest.EmptyVenue(t, "勝ち残り大会", day)
	_, err = v.AddSection(tournament.SectionForm{Key: "W", Name: "勝ち残りの部", Game: "go", Format: "勝ち残り", Tables: "1-5"})
	require.NoError(t, err)
	_, s, err := v.Section("W")
	require.NoError(t, err)
	var ids []int
	for _, name := range []string{"甲", "乙", "丙", "丁"} {
		p, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: name, tournament.FieldRank: "1d"})
		require.NoError(t, err)
		ids = append(ids, p.ID)
	}
	want := [][2]int{{ids[0], ids[1]}, {ids[0], ids[2]}}
	for n, res := range []string{"B+R", "W+R"} {
		r, err := s.PairNextRound()
		require.NoError(t, err)
		require.Len(t, r.Games, 1)
		assert.Equal(t, want[n], [2]int{r.Games[0].Black, r.Games[0].White}, "round %d", n+1)
		_, err = s.RecordResult(r.Number, r.Games[0].Table, res)
		require.NoError(t, err)
	}
	r, err := s.PairNextRound()
	require.NoError(t, err)
	assert.Equal(t, [2]int{ids[2], ids[3]}, [2]int{r.Games[0].Black, r.Games[0].White}, "丙 won with White and stays against 丁")
}
