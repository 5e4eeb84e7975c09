package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/formats/knockout"
	"taikai/tournament/formats/qualify"
)

// Issue 38: 部門を追加 asks for a format's options as fields in Japanese,
// not group-size=4: every format lists its own, and what the fields hold
// reads back as the format's options.
func TestFormatOptions_Issue38EachFormatListsItsFields(t *testing.T) {
	assert.Empty(t, tournament.FormatSwiss.Options())
	assert.Empty(t, tournament.FormatRoundRobin.Options())
	for _, k := range []tournament.FormatKind{tournament.FormatLeague, knockout.Kind, qualify.Kind} {
		require.NotEmpty(t, k.Options(), k)
		for _, o := range k.Options() {
			assert.NotEmpty(t, o.Label.Ja, "%s %s", k, o.Key)
			assert.NotContains(t, o.Label.Ja, "-", "a label, not the option's key")
		}
	}
	text := tournament.FormatOptionsText(map[string]string{"group-size": "4", "advance": "2", "best-of-rest": ""})
	o, err := tournament.ParseFormatOptions(text)
	require.NoError(t, err)
	f, err := tournament.NewFormat(tournament.FormatLeague, o)
	require.NoError(t, err)
	assert.Equal(t, "4", f.OptionValues()["group-size"])
	o, err = tournament.ParseFormatOptions(tournament.FormatOptionsText(map[string]string{"third-place": "true"}))
	require.NoError(t, err)
	assert.True(t, o.On("third-place"))
	o, err = tournament.ParseFormatOptions(tournament.FormatOptionsText(map[string]string{"wins": "2", "losses": "2", "bye": "nothing"}))
	require.NoError(t, err)
	f, err = tournament.NewFormat(qualify.Kind, o)
	require.NoError(t, err)
	assert.Equal(t, "nothing", f.OptionValues()["bye"])
}
