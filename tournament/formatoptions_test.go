package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

func TestFormatOptions_Issue25ReadAsTheScreenTakesThem(t *testing.T) {
	o, err := tournament.ParseFormatOptions("group-size=4, advance=2\nbest-of-rest=１ third-place")
	require.NoError(t, err)
	assert.Equal(t, tournament.FormatOptions{"group-size": "4", "advance": "2", "best-of-rest": "1", "third-place": "true"}, o)
	o, err = tournament.ParseFormatOptions("--wins=3 --losses=2 bye=win")
	require.NoError(t, err)
	assert.Equal(t, tournament.FormatOptions{"wins": "3", "losses": "2", "bye": "win"}, o)
	o, err = tournament.ParseFormatOptions("  ")
	require.NoError(t, err)
	assert.Equal(t, tournament.FormatOptions{}, o)
	for _, bad := range []string{"group-size=0", "advance=two", "wins", "bye", "third-place=4", "seeds=3"} {
		_, err := tournament.ParseFormatOptions(bad)
		assert.Error(t, err, bad)
	}
	_, err = tournament.ParseFormatOptions("colour=black")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "方式の指定「colour=black」はありません")
}
