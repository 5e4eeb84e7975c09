package othello

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every number of docs/rules.md §2 is a setting with the seed's default.
func TestSettings_DefaultsAreTheSeeds(t *testing.T) {
	s := DefaultSettings()
	require.NoError(t, s.Validate())
	want := map[string]string{
		"rounds": "6", "bp_c": "6", "bp_beaten_only": "false", "bye_discs": "40-24",
		"time_loss_discs": "33-31", "forfeit_discs": "64-0", "foul_discs": "33-31",
		"early_final": "true", "early_final_after": "5", "early_final_max_all_win": "2",
		"early_final_third_max_wins": "4", "playoff": "true", "playoff_needs_designated": "true",
		"champion_dan": "7", "runner_up_dan": "6", "third_dan": "6",
		"champion_paid": "false", "place_paid": "true", "wins_paid": "true",
		"dan5_min_wins": "4.5", "dan4_min_wins": "3.5", "dan3_min_wins": "2.5", "dan2_min_wins": "1.5",
	}
	keys := SettingKeys()
	assert.Len(t, keys, len(want))
	for _, k := range keys {
		v, err := s.Value(k.Key)
		require.NoError(t, err)
		assert.Equal(t, want[k.Key], v, k.Key)
		assert.NotEmpty(t, k.Label.Ja, k.Key)
		assert.NotEmpty(t, k.Label.En, k.Key)
	}
}

func TestSettings_WithChecksEachValue(t *testing.T) {
	s := DefaultSettings()
	tests := []struct {
		key, value, want string
	}{
		{"bp_c", "3", "3"},
		{"bp_beaten_only", "true", "true"},
		{"bye_discs", "33-31", "33-31"},
		{"bye_discs", "32", "32-32"},
		{"dan5_min_wins", "5", "5"},
		{"dan2_min_wins", "1.5", "1.5"},
	}
	for _, tt := range tests {
		got, err := s.With(tt.key, tt.value)
		require.NoError(t, err, tt.key)
		v, _ := got.Value(tt.key)
		assert.Equal(t, tt.want, v)
	}
	for _, bad := range [][2]string{{"bp_c", "-1"}, {"bp_c", "six"}, {"bye_discs", "40-25"}, {"bye_discs", "20-44"},
		{"playoff", "maybe"}, {"dan3_min_wins", "2.3"}, {"nonsense", "1"}, {"time_loss_discs", "32-32"}} {
		_, err := s.With(bad[0], bad[1])
		require.ErrorIs(t, err, ErrInvalidSettings, bad)
	}
	_, err := s.Value("nonsense")
	require.ErrorIs(t, err, ErrInvalidSettings)
}

func TestSettings_ValidateCatchesContradictions(t *testing.T) {
	s := DefaultSettings()
	s.Rounds = 5
	require.ErrorIs(t, s.Validate(), ErrInvalidSettings, "early final after round 5 of 5")
	s.EarlyFinalRule = false
	require.NoError(t, s.Validate())

	s = DefaultSettings()
	s.EarlyFinalThirdMaxWins = 5
	require.ErrorIs(t, s.Validate(), ErrInvalidSettings)

	s = DefaultSettings()
	s.TwoDanMinWins = Points(4)
	require.ErrorIs(t, s.Validate(), ErrInvalidSettings)

	s = DefaultSettings()
	s.ByeDiscs = 70
	require.ErrorIs(t, s.Validate(), ErrInvalidSettings)
}

func TestHalf_TextForms(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want Half
		out  string
	}{
		{"4", 8, "4"}, {"4.5", 9, "4.5"}, {"4½", 9, "4.5"}, {"0.5", 1, "0.5"}, {".5", 1, "0.5"},
		{"4.0", 8, "4"}, {"-0.5", -1, "-0.5"}, {"-2", -4, "-2"},
	} {
		h, err := ParseHalf(tt.in)
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, h, tt.in)
		assert.Equal(t, tt.out, h.String())
	}
	for _, bad := range []string{"", "x", "4.25", "+3", "1e3", "9999999"} {
		_, err := ParseHalf(bad)
		assert.Error(t, err, bad)
	}
}

// Seed rule 2.3 (早期決勝): checked after the 5th of 6 rounds (the round
// before the last, the all-win score), the 3rd at most 4勝1敗; a shorter
// preliminary scales the same way, and one round has nothing to check.
func TestEarlyFinalFor_Seed23RoundBeforeTheLast(t *testing.T) {
	for _, c := range []struct {
		rounds, after, third int
		on                   bool
	}{{6, 5, 4, true}, {5, 4, 3, true}, {7, 6, 5, true}, {2, 1, 0, true}, {1, 0, 0, false}} {
		on, after, third := EarlyFinalFor(c.rounds)
		assert.Equal(t, c.on, on, "%d rounds", c.rounds)
		assert.Equal(t, c.after, after, "%d rounds", c.rounds)
		assert.Equal(t, c.third, third, "%d rounds", c.rounds)
		if on {
			s := DefaultSettings()
			s.Rounds, s.EarlyFinalAfterRound, s.EarlyFinalThirdMaxWins = c.rounds, after, third
			assert.NoError(t, s.Validate(), "%d rounds", c.rounds)
		}
	}
	d := DefaultSettings()
	on, after, third := EarlyFinalFor(d.Rounds)
	assert.True(t, on)
	assert.Equal(t, d.EarlyFinalAfterRound, after, "the defaults are the seed's 6 rounds")
	assert.Equal(t, d.EarlyFinalThirdMaxWins, third)
}
