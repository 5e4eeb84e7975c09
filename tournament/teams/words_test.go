package teams_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// Boards are named as team events name them (主将, 副将, 三将 …) and read
// back from those names, 補欠 being a reserve.
func TestTeams_Issue26BoardsNamedShushoFukushoSansho(t *testing.T) {
	assert.Equal(t, "主将", teams.BoardTitle(1))
	assert.Equal(t, "三将", teams.BoardTitle(3))
	assert.Equal(t, "七将", teams.BoardTitle(7))
	assert.Empty(t, teams.BoardTitle(8))
	for k := 1; k <= 7; k++ {
		got, ok := teams.BoardOf(teams.BoardTitle(k))
		require.True(t, ok)
		assert.Equal(t, k, got)
	}
	got, ok := teams.BoardOf("補欠")
	assert.True(t, ok)
	assert.Zero(t, got, "a reserve")
	_, ok = teams.BoardOf("八将")
	assert.False(t, ok)
}

// The match's winner is the team of more boards won, said only once every
// board is decided (a held board keeps it undecided).
func TestTeams_Issue26MatchWinnerOnceEveryBoardIsDecided(t *testing.T) {
	s, m, _, _ := twoTeams(t, 3, "")
	_, decided := teams.Winner(m)
	assert.False(t, decided, "no result yet")
	for _, c := range []struct {
		text    string
		first   bool
		decided bool
	}{{"○○×", true, true}, {"×○×", false, true}, {"○預×", false, false}} {
		recordOK(t, s, 1, m.Table, c.text)
		r, err := s.Round(1)
		require.NoError(t, err)
		w, decided := teams.Winner(r.Games[0])
		assert.Equal(t, c.decided, decided, c.text)
		if c.decided {
			want := r.Games[0].White
			if c.first {
				want = r.Games[0].Black
			}
			assert.Equal(t, want, w, c.text)
		}
	}
}

// The marks are said for any team section (no count of boards) and for
// one (its count).
func TestTeams_Issue26MatchGrammarNamesTheMarks(t *testing.T) {
	assert.Contains(t, teams.MatchGrammar(0).En, "one mark a board: ○ win")
	assert.Contains(t, teams.MatchGrammar(3).En, "one mark a board (3 boards)")
	assert.Contains(t, teams.MatchGrammar(3).Ja, "預 勝敗預かり")
}

// A match entered in the boards' words is said board by board in the
// game's words (the log's Japanese, the screens); marks as they are.
func TestTeams_Issue26MatchInBoardWordsSaidBoardByBoard(t *testing.T) {
	s, m, _, _ := twoTeams(t, 3, "")
	v, err := s.RecordResult(1, m.Table, "B+R,W+R,B+T")
	require.NoError(t, err)
	ev, err := s.Event()
	require.NoError(t, err)
	assert.Equal(t, "黒中押し勝ち、白中押し勝ち、黒時間切れ勝ち", tournament.ResultText(ev, v.Stored, tournament.Japanese))
	assert.Equal(t, "○○×", tournament.ResultText(ev, "○○×", tournament.Japanese))
	assert.Equal(t, "白中押し勝ち", tournament.ResultText(ev, "W+R", tournament.Japanese), "one board")
}
