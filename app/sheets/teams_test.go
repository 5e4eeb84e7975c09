package sheets

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/internal/fixtures"
	"taikai/tournament"
	"taikai/tournament/teams"
)

// teamVenue is the 実業団 shape: an event with a team section T (Go, 3
// boards, handicaps by rank) of 8 teams — four imported from a CSV, four
// added by hand, the first with a reserve — and a section of individuals
// I. Rounds 1 to played are paired and their results recorded; round
// played+1 is paired when paired is set. It returns the venue and T's
// service.
func teamVenue(t *testing.T, played int, paired bool) (*tournament.Venue, *tournament.Service) {
	t.Helper()
	v := printVenue(t, tournament.EventInfo{Name: "実業団囲碁大会", Date: "2026-11-21", Venue: "日本棋院"},
		tournament.SectionForm{Key: "T", Name: "団体戦A級", Game: "go", Tables: "1-20", TeamBoards: 3,
			Settings: map[string]string{"handicap": "true", "handicap_max": "5", "seed": "11", tournament.SettingRounds: "3"}},
		tournament.SectionForm{Key: "I", Name: "個人戦", Game: "go", Tables: "21-30", Settings: map[string]string{"seed": "3"}})
	_, s, err := v.Section("T")
	require.NoError(t, err)
	fixtures.AddTeams(t, s, true)
	fixtures.PlayTeams(t, s, fixtures.TeamResults[:played])
	if paired {
		_, err := s.PairNextRound()
		require.NoError(t, err)
	}
	return v, s
}

// teamPDF renders sheet key of s for round n into dir (TAIKAI_KEEP_PDF to
// keep it) and returns its text as pdftotext -layout reads it.
func teamPDF(t *testing.T, s *tournament.Service, key string, n int) (string, string) {
	t.Helper()
	needTool(t, "pdftotext")
	dir := os.Getenv("TAIKAI_KEEP_PDF")
	if dir == "" {
		dir = t.TempDir()
	}
	pdf := renderSheet(t, s, "go", key, n, tournament.Japanese)
	path := pdfFile(t, pdf, filepath.Join(dir, fmt.Sprintf("teams-%s-%d.pdf", key, n)))
	return pdftotext(t, path, "-layout"), path
}

// lineWith is the first line of text holding every one of words.
func lineWith(text string, words ...string) string {
	for _, l := range strings.Split(text, "\n") {
		all := true
		for _, w := range words {
			all = all && strings.Contains(l, w)
		}
		if all {
			return l
		}
	}
	return ""
}

// The match cards of a round: a card per table naming the round, the table
// and both teams, every board with its number and name (1 主将), both
// players with their colour and rank, the board's 手合割 and an empty box
// for its result; the match result and signature lines; three cards of
// three boards to an A4 page. Printed after the results, the boxes carry
// the marks from the first team's side and the match line its score.
func TestSheet_Issue26MatchCardPerTableWithEveryBoard(t *testing.T) {
	_, s := teamVenue(t, 2, true)
	r, err := s.Round(3)
	require.NoError(t, err)
	names, err := s.Names()
	require.NoError(t, err)
	ps, err := s.Participants()
	require.NoError(t, err)
	ev, err := s.Event()
	require.NoError(t, err)
	rank := map[int]string{}
	for _, p := range ps {
		rank[p.ID] = p.Rank.Japanese()
	}
	text, path := teamPDF(t, s, "match-cards", 3)
	assert.Equal(t, "2", pdfPages(t, path), "4 cards, 3 to a page")
	assert.Regexp(t, `団体戦A級\s+第3回戦\s+試合記録用紙`, text)
	for _, m := range r.Games {
		assert.Regexp(t, fmt.Sprintf(`団体戦A級\s+第3回戦\s+%d番卓`, m.Table), text, "a card cut from the page names its section")
		assert.NotEmpty(t, lineWith(text, names[m.Black], "対", names[m.White]), "table %d: the two teams", m.Table)
		for k, b := range teams.Boards(m) {
			// Board k's line: its number, the two players with colours.
			line := lineWith(text, names[b.Game.Black], names[b.Game.White])
			require.NotEmpty(t, line, "table %d board %d", m.Table, k+1)
			assert.Regexp(t, "黒\\s+"+names[b.Game.Black], line)
			assert.Regexp(t, "白\\s+"+names[b.Game.White], line)
			assert.Regexp(t, fmt.Sprintf(`^\s*%d\s`, k+1), line, "the board's number first")
			h := tournament.GameHandicap(ev, b.Game)
			require.NotNil(t, h)
			stones, _ := handicapLines(&doc{lang: tournament.Japanese}, h)
			assert.Contains(t, line, stones)
			under := strings.SplitN(strings.Split(text, line)[1], "\n", 3)[1]
			assert.Contains(t, under, teams.BoardTitle(k+1), "the board's name under its number")
			assert.Contains(t, under, rank[b.Game.Black], "ranks under the names")
			assert.Contains(t, under, rank[b.Game.White])
		}
	}
	assert.Equal(t, 4, countOf(text, "試合結果"), "a match result line a card")
	assert.Equal(t, 8, countOf(text, "署名（"), "both teams sign")
	assert.Equal(t, 4, countOf(text, "○"), "nothing recorded yet: the boxes are empty (○ is in each card's legend)")

	// Round 2, printed after its results: the first card's boxes carry
	// ○不× from the first team's side, its match line 2勝1敗.
	text, _ = teamPDF(t, s, "match-cards", 2)
	card := strings.Split(strings.SplitN(text, "1番卓", 2)[1], "結果欄は")[0]
	assert.Regexp(t, `(?s)○.*不.*×`, card)
	assert.Regexp(t, `試合結果.*2勝1敗`, card)
	r2, err := s.Round(2)
	require.NoError(t, err)
	assert.Contains(t, lineWith(card, "試合結果"), names[r2.Games[0].Black], "the winner")
}

// The team pairing list: a block a match, its table down the left, the two
// teams with their match points before the round, then each board (1 主将
// …) with both players, their colours and ranks, and the board's 手合割;
// eight teams of three boards on one page.
func TestSheet_Issue26TeamPairingListByTableWithEachBoardsPlayers(t *testing.T) {
	_, s := teamVenue(t, 2, true)
	r, err := s.Round(3)
	require.NoError(t, err)
	names, err := s.Names()
	require.NoError(t, err)
	st, err := s.Standings(2)
	require.NoError(t, err)
	mp := map[int]string{}
	for _, row := range st.Rows {
		mp[row.ID] = row.Cells[column(st, "match_points")]
	}
	text, path := teamPDF(t, s, "team-pairings", 3)
	assert.Equal(t, "1", pdfPages(t, path))
	assert.Regexp(t, `団体戦A級\s+第3回戦\s+団体戦 対戦表`, text)
	assert.Contains(t, text, "手合割")
	for _, m := range r.Games {
		line := lineWith(text, names[m.Black], names[m.White])
		require.NotEmpty(t, line, "table %d: the teams on one line", m.Table)
		under := strings.SplitN(strings.Split(text, line)[1], "\n", 3)[1]
		assert.Contains(t, under, "勝点"+mp[m.Black], "match points before the round")
		assert.Contains(t, under, "勝点"+mp[m.White])
		for _, b := range teams.Boards(m) {
			bl := lineWith(text, names[b.Game.Black], names[b.Game.White])
			assert.Regexp(t, "黒\\s+"+names[b.Game.Black], bl)
			assert.Regexp(t, "白\\s+"+names[b.Game.White], bl)
		}
	}
	for k := 1; k <= 3; k++ {
		assert.Equal(t, 4, countOf(text, fmt.Sprintf("%d %s", k, teams.BoardTitle(k))), "board %d of each match", k)
	}

	// Round 1: no match points before it.
	text, _ = teamPDF(t, s, "team-pairings", 1)
	assert.NotContains(t, text, "勝点")
}

// The team standings: the domain's table (勝点, 勝数, SOS, 勝敗) a team a
// row in its order, the team's players under its name, how places are
// decided under the table.
func TestSheet_Issue26TeamStandingsMatchPointsBoardPointsSOS(t *testing.T) {
	_, s := teamVenue(t, 3, false)
	st, err := s.Standings(0)
	require.NoError(t, err)
	require.Len(t, st.Rows, 8)
	names, err := s.Names()
	require.NoError(t, err)
	ps, err := s.Participants()
	require.NoError(t, err)
	text, path := teamPDF(t, s, "team-standings", 0)
	assert.Equal(t, "1", pdfPages(t, path))
	assert.Regexp(t, `団体戦A級\s+第3回戦終了時\s+団体戦 順位表`, text)
	assert.Regexp(t, `順位\s+チーム\s+勝点\s+勝数\s+SOS\s+勝敗\s+備考`, text)
	at := -1
	for _, row := range st.Rows {
		line := lineWith(text, names[row.ID]+" ")
		require.NotEmpty(t, line, names[row.ID])
		i := strings.Index(text, line)
		assert.Greater(t, i, at, "%s in the standings' order", names[row.ID])
		at = i
		assert.Regexp(t, fmt.Sprintf(`^\s*%d=?\s`, row.Rank), line)
		for _, c := range row.Cells {
			assert.Contains(t, line, c)
		}
		for _, p := range ps {
			if p.ID == row.ID {
				team, _ := teams.TeamOf(p)
				under := strings.SplitN(strings.Split(text, line)[1], "\n", 3)[1]
				assert.Contains(t, under, names[team.Boards[0]], "the captain under the team")
			}
		}
	}
	assert.Contains(t, text, "順位の決め方：勝点")
}

// The board prizes: board by board (1 主将, 2 副将, 3 三将), every player of
// the board by their record there, the best marked 個人賞.
func TestSheet_Issue26BoardPrizesBoardByBoardTheBestMarked(t *testing.T) {
	_, s := teamVenue(t, 3, false)
	pr, err := teams.Prizes(s, 0)
	require.NoError(t, err)
	names, err := s.Names()
	require.NoError(t, err)
	text, _ := teamPDF(t, s, "board-prizes", 0)
	assert.Regexp(t, `第3回戦終了時\s+個人賞（盤別成績）`, text)
	heads := []int{}
	for k := 1; k <= 3; k++ {
		i := strings.Index(text, fmt.Sprintf("%d %s\n", k, teams.BoardTitle(k)))
		require.Positive(t, i, "board %d's heading", k)
		heads = append(heads, i)
	}
	assert.IsIncreasing(t, heads)
	best := 0
	for _, row := range pr.Rows {
		line := lineWith(text, names[row.ID]+" ", row.Cells[column(pr, "team")])
		require.NotEmpty(t, line, names[row.ID])
		if row.Rank == 1 {
			best++
			assert.Contains(t, line, "個人賞", names[row.ID])
		} else {
			assert.NotContains(t, line, "個人賞", names[row.ID])
		}
	}
	assert.GreaterOrEqual(t, best, 3, "a best player on each board")
}

// The team sheets are offered for a team section only; there the
// individuals' pairing lists, slips and standings are not, and printing one
// says which team sheet to print instead. Asked of a section of
// individuals, a team sheet says why not, in Japanese.
func TestSheet_Issue26TeamSheetsOfferedOnlyForATeamSection(t *testing.T) {
	v, s := teamVenue(t, 1, false)
	_, ind, err := v.Section("I")
	require.NoError(t, err)
	keys := func(s *tournament.Service) []string { return offeredKeys(t, s) }
	team := []string{"match-cards", "team-pairings", "team-standings", "board-prizes"}
	for _, k := range team {
		assert.Contains(t, keys(s), k)
		assert.NotContains(t, keys(ind), k)
	}
	for _, k := range []string{"pairings", "pairings-by-name", "slips", "standings"} {
		assert.NotContains(t, keys(s), k)
		assert.Contains(t, keys(ind), k)
	}
	sh, _ := Lookup("go", "slips")
	err = WriteFile(s, sh, 1, Options{Lang: tournament.Japanese, Now: printTime}, filepath.Join(t.TempDir(), "x.pdf"))
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "部門「団体戦A級」は団体戦です。代わりに match-cards を印刷してください")

	assert.Contains(t, sheetRefusal(t, ind, "go", "match-cards"), "部門「個人戦」は団体戦ではありません")
}
