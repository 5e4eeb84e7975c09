package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	othellogame "taikai/tournament/othello"
)

// finalsPaired plays six random preliminary rounds of a 12-player event,
// pairs the final and records its hidden disc (the caller, right, takes
// the draw-win right; the hider is Black).
func finalsPaired(t *testing.T) (*tournament.Service, tournament.Game) {
	t.Helper()
	s := demoPlayed(t, 12, 22, 2)
	_, _, err := othellogame.Of(s).PairFinals()
	require.NoError(t, err)
	hiddenDisc(t, s, 7, 1, "black", "black", "draw-win", "white")
	r, err := s.Round(7)
	require.NoError(t, err)
	return s, r.Games[0]
}

// Seed 002 (決勝は引き分けなし; rules 21, 23): a final recorded as 勝敗預かり,
// 両負け or 無勝負, disputed into 勝敗預かり, or not played yet has no
// winner: neither finalist gets 1位 or 2位 or an award; the list says 未定
// until the arbiter rules, and a ruling with a winner places them.
func TestCertification_Seed002FinalHeldPendingGivesNoPlace(t *testing.T) {
	for _, tc := range []struct {
		name   string
		record func(t *testing.T, s *tournament.Service)
	}{
		{"not played yet", func(t *testing.T, s *tournament.Service) {}},
		{"勝敗預かり", func(t *testing.T, s *tournament.Service) {
			_, err := s.RecordResult(7, 1, "勝敗預かり")
			require.NoError(t, err)
		}},
		{"両負け", func(t *testing.T, s *tournament.Service) {
			_, err := s.RecordResult(7, 1, "両負け")
			require.NoError(t, err)
		}},
		{"無勝負", func(t *testing.T, s *tournament.Service) {
			_, err := s.RecordResult(7, 1, "no-result")
			require.NoError(t, err)
		}},
		{"disputed into 勝敗預かり", func(t *testing.T, s *tournament.Service) {
			d, _, err := s.RecordDispute(7, 1, tournament.DisputeInput{BlackClaim: "40-24", WhiteClaim: "24-40", ResumedWithoutProgress: true})
			require.NoError(t, err)
			require.Equal(t, tournament.DisputePending, d.Status)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, final := finalsPaired(t)
			tc.record(t, s)
			list, err := othellogame.Of(s).Certification()
			require.NoError(t, err)
			undecided := map[int]othellogame.FinalPlace{}
			for _, c := range list {
				assert.NotEqual(t, 1, c.Place, "nobody is champion of a final without a winner")
				assert.NotEqual(t, 2, c.Place, "nobody is runner-up of a final without a winner")
				if c.Undecided {
					undecided[c.ID] = c
				}
			}
			require.Len(t, undecided, 2, "both finalists wait for the ruling")
			for _, id := range []int{final.Black, final.White} {
				c := undecided[id]
				assert.Equal(t, 0, c.Certificate.Dan, "the award waits")
				assert.NotEmpty(t, c.Certificate.Basis.Ja)
			}
			assert.Equal(t, "未定", othellogame.Undecided.Ja)
			assert.True(t, list[0].Undecided, "the final's line comes first, undecided")
		})
	}
}

// The arbiter's ruling gives the held final its winner: White's 24-40 makes
// White 1位 七段 and Black 2位 六段.
func TestCertification_Seed002FinalPlacedWhenTheRulingArrives(t *testing.T) {
	s, final := finalsPaired(t)
	_, _, err := s.RecordDispute(7, 1, tournament.DisputeInput{BlackClaim: "40-24", WhiteClaim: "24-40", ResumedWithoutProgress: true})
	require.NoError(t, err)
	_, err = s.Rule(7, 1, tournament.RulingInput{Result: "24-40", Reason: "棋譜で確認"})
	require.NoError(t, err)
	list, err := othellogame.Of(s).Certification()
	require.NoError(t, err)
	assert.Equal(t, othellogame.FinalPlace{Place: 1, ID: final.White, Prelim: list[0].Prelim, Certificate: list[0].Certificate}, list[0])
	assert.Equal(t, 7, list[0].Certificate.Dan)
	assert.Equal(t, final.Black, list[1].ID)
	assert.Equal(t, 2, list[1].Place)
	assert.Equal(t, 6, list[1].Certificate.Dan)
	for _, c := range list {
		assert.False(t, c.Undecided)
	}
}
