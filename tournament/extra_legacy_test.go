package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// The old keys of a game move under "extra" as they are, in key order; a
// zero (the [0,0] every old game wrote) is no record; a round without them
// is left as it is.
func TestUpgradeLegacyRound_Issue26MovesTheOldKeysUnderExtra(t *testing.T) {
	for _, tc := range []struct {
		name, in, want string
		changed        bool
	}{
		{"no rotation errors is no record",
			`{"number":1,"games":[{"table":1,"black":1,"white":2,"rotation_errors":[0,0]}]}`,
			`{"games":[{"black":1,"table":1,"white":2}],"number":1}`, true},
		{"a Pair Go game",
			`{"number":1,"games":[{"table":1,"black":1,"white":2,"handicap":{"stones":0,"komi":0,"text":{"En":"no stones, no komi","Ja":"置石なし　コミなし"}},"rotation_errors":[2, 0]}]}`,
			`{"games":[{"black":1,"extra":{"handicap":{"stones":0,"komi":0,"text":{"En":"no stones, no komi","Ja":"置石なし　コミなし"}},"rotation_errors":[2,0]},"table":1,"white":2}],"number":1}`, true},
		{"an Othello final",
			`{"number":7,"final":true,"games":[{"table":1,"black":3,"white":1,"hidden_disc":{"Hider":3,"Caller":1,"DrawWinHolder":3},"rotation_errors":[0,0]}]}`,
			`{"final":true,"games":[{"black":3,"extra":{"hidden_disc":{"Hider":3,"Caller":1,"DrawWinHolder":3}},"table":1,"white":1}],"number":7}`, true},
		{"beside a record",
			`{"number":1,"games":[{"table":1,"black":1,"white":2,"extra":{"boards":[1]},"handicap":{"stones":2}}]}`,
			`{"games":[{"black":1,"extra":{"boards":[1],"handicap":{"stones":2}},"table":1,"white":2}],"number":1}`, true},
		{"a round of today", `{"number":1,"games":[{"table":1,"black":1,"white":2,"extra":{"handicap":{"stones":2}}}]}`, "", false},
		{"no games", `{"number":1,"games":null}`, "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, changed, err := tournament.UpgradeLegacyRound([]byte(tc.in))
			require.NoError(t, err)
			assert.Equal(t, tc.changed, changed)
			if !tc.changed {
				assert.Equal(t, tc.in, string(out), "left as it is")
				return
			}
			assert.Equal(t, tc.want, string(out))
		})
	}
	_, _, err := tournament.UpgradeLegacyRound([]byte(`{"games":[{"handicap":{"stones":2},"extra":{"handicap":{"stones":3}}}]}`))
	assert.ErrorContains(t, err, "game 1: handicap is both beside the game's record and in it")
	_, _, err = tournament.UpgradeLegacyRound([]byte(`{"games":[{"extra":[1],"handicap":{"stones":2}}]}`))
	assert.ErrorContains(t, err, "game 1: extra")
}

func TestUpgradeLegacyParticipant_Issue26MovesThePairPointUnderExtra(t *testing.T) {
	out, changed, err := tournament.UpgradeLegacyParticipant([]byte(`{"id":9,"name":"山田ペア","members":[1,2],"pair_point":-3}`))
	require.NoError(t, err)
	assert.True(t, changed)
	assert.Equal(t, `{"extra":{"pair_point":-3},"id":9,"members":[1,2],"name":"山田ペア"}`, string(out))
	in := `{"id":1,"name":"山田 花子"}`
	out, changed, err = tournament.UpgradeLegacyParticipant([]byte(in))
	require.NoError(t, err)
	assert.False(t, changed)
	assert.Equal(t, in, string(out))
}
