package tournament_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	othellogame "taikai/tournament/othello"
)

func TestImportGames_PaperEventReentered(t *testing.T) {
	s := demo(t, 5)
	ps, _ := s.Participants()
	n := func(i int) string { return ps[i-1].Name }
	csv := "round,table,black,white,black_discs,white_discs,outcome\n" +
		fmt.Sprintf("1,1,%s,%s,40,24,\n", n(1), n(2)) +
		fmt.Sprintf("1,2,%s,%s,,,timeout-white\n", n(3), n(4)) +
		fmt.Sprintf("1,,%s,,,,bye\n", n(5)) +
		fmt.Sprintf("2,1,%s,%s,32,32,\n", n(2), n(3)) +
		fmt.Sprintf("2,2,%s,%s,0,64,forfeit-black\n", n(5), n(1)) +
		fmt.Sprintf("2,,%s,,,,bye\n", n(4))
	count, err := othellogame.Of(s).ImportGames([]byte(csv))
	require.NoError(t, err)
	assert.Equal(t, 6, count)
	r1, _ := s.Round(1)
	assert.Equal(t, "33-31:timeout-white", r1.Games[1].Result.Text)
	assert.True(t, r1.Games[2].IsBye())
	rows, after, err := othellogame.Of(s).Standings(0)
	require.NoError(t, err)
	assert.Equal(t, 2, after)
	assert.Equal(t, ps[0].ID, rows[0].ID, "two wins")
}

func TestImportGames_BadRowsImportNothing(t *testing.T) {
	s := demo(t, 4)
	ps, _ := s.Participants()
	csv := "round,table,black,white,black_discs,white_discs,outcome\n" +
		fmt.Sprintf("1,1,%s,nobody,40,24,\n", ps[0].Name) +
		fmt.Sprintf("1,2,%s,%s,40,40,\n", ps[2].Name, ps[3].Name) +
		fmt.Sprintf("3,1,%s,%s,40,24,\n", ps[0].Name, ps[1].Name)
	_, err := othellogame.Of(s).ImportGames([]byte(csv))
	require.Error(t, err)
	msg := err.Error()
	assert.Contains(t, msg, `line 2, column white: no participant named "nobody"`)
	assert.Contains(t, msg, "line 3:")
	assert.Contains(t, msg, "64")
	assert.True(t, strings.Contains(msg, "rounds must follow"))
	rs, _ := s.Rounds()
	assert.Empty(t, rs)
}
