package ui

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/internal/jacheck"
	"taikai/app/version"
	"taikai/tournament"
	"taikai/tournament/teams"
)

// matchCard is the card of a team match as the arbiter writes it: whether
// the first-listed team's player won each board, and the text typed — the
// marks (○○×), or each board's result in Go's words by colour (B+R,W+T,…).
func matchCard(rng *rand.Rand, m tournament.Game) (wins []bool, text string) {
	bds := teams.Boards(m)
	var marks, words []string
	for _, bd := range bds {
		won := rng.IntN(2) == 0
		wins = append(wins, won)
		if won {
			marks = append(marks, "○")
		} else {
			marks = append(marks, "×")
		}
		firstBlack := bd.BlackTeam == m.Black
		how := []string{"R", "T"}[rng.IntN(2)]
		if won == firstBlack {
			words = append(words, "B+"+how)
		} else {
			words = append(words, "W+"+how)
		}
	}
	if rng.IntN(2) == 0 {
		return wins, strings.Join(marks, "")
	}
	return wins, strings.Join(words, ",")
}

// teamTally is what the model expects of a team: match points, boards won.
type teamTally struct{ mp, boards int }

// Issue 26 through the GUI, at the 実業団 shape: a Go section of 8 teams
// of 3 boards with handicaps made in the add-section dialog, the teams
// imported on the teams tab, 3 rounds paired from the 回戦 menu, every
// match card typed at the results desk — the table number, Enter (the
// status line lists the boards' players, colours and handicaps), the
// marks or the boards' words, Enter — and the standings screen checked
// against the cards: match points 2/1/0 then boards won, no two teams
// meeting twice, and the board prizes by board.
func TestTeams_Issue26EightGoTeamsOfThreeBoardsThroughTheGUI(t *testing.T) {
	ew := newEmptyEventWindow(t, "実業団囲碁大会")
	fillTeamSection(t, ew, "J", "実業団の部", "囲碁", "3", "", false, "1-4", "handicap=true\nrounds=3\nseed=26")
	require.Nil(t, ew.win.Canvas().Overlays().Top(), "the section added")
	require.Equal(t, 3, ew.sec.Teams.Boards)
	importTeams(t, ew, teamCSV(8))
	closeMessage(t, ew)
	tv := teamsOf(t, ew)
	require.Len(t, tv.list, 8)

	rng := rand.New(rand.NewPCG(26, 3))
	tally := map[int]*teamTally{}
	for _, tm := range tv.list {
		tally[tm.ID] = &teamTally{}
	}
	boardWins := map[[2]int]int{} // board, player → wins
	met := map[[2]int]bool{}
	stones := 0
	for n := 1; n <= 3; n++ {
		sectionMenuItem(t, ew, "回戦", "次の回戦を組む").Action()
		r, err := ew.svc.Round(n)
		require.NoError(t, err, "round %d paired", n)
		require.Len(t, r.Games, 4, "8 teams: 4 matches")
		ew.showView(ew.results.content)
		require.NoError(t, ew.reload())
		for _, m := range r.Games {
			key := [2]int{min(m.Black, m.White), max(m.Black, m.White)}
			require.False(t, met[key], "round %d table %d: the teams met before", n, m.Table)
			met[key] = true
			assert.True(t, m.Table >= 1 && m.Table <= 4, "at the section's tables: %d", m.Table)
			bds := teams.Boards(m)
			require.Len(t, bds, 3, "round %d table %d: three boards", n, m.Table)

			ew.win.Canvas().Focus(ew.results.table)
			ew.results.table.SetText("")
			keys(t, ew, strconv.Itoa(m.Table)+"\n")
			status := ew.results.status.Text
			assert.Contains(t, status, fmt.Sprintf("%d 回戦 %d 番卓：%s 対 %s（結果は %s から見て、主将から順に）", n, m.Table, tv.names[m.Black], tv.names[m.White], tv.names[m.Black]))
			sev, err := ew.svc.Event()
			require.NoError(t, err)
			for k, bd := range bds {
				h := tournament.GameHandicap(sev, bd.Game)
				require.NotNil(t, h, "board %d seated by Go", k+1)
				first, colour := bd.Game.Black, "黒"
				if bd.BlackTeam != m.Black {
					first, colour = bd.Game.White, "白"
				}
				line := fmt.Sprintf("%s　%s %s", []string{"主将", "副将", "三将"}[k], colour, tv.names[first])
				assert.Contains(t, status, line, "round %d table %d board %d", n, m.Table, k+1)
				assert.Contains(t, status, h.Text.Ja, "the board's handicap")
				if h.Stones > 0 {
					stones++
				}
			}
			wins, text := matchCard(rng, m)
			keys(t, ew, text+"\n")
			got, err := ew.svc.Round(n)
			require.NoError(t, err)
			rec, _, _ := got.GameAt(m.Table)
			require.NotNil(t, rec.Result, "round %d table %d recorded (%s): %s", n, m.Table, text, ew.results.problem.Text)
			assert.Equal(t, text, rec.Result.Text, "the marks or the boards' words as typed")
			won := 0
			for k, w := range wins {
				bd := teams.Boards(rec)[k]
				firstPlayer, other := bd.Game.Black, bd.Game.White
				if bd.BlackTeam != m.Black {
					firstPlayer, other = other, firstPlayer
				}
				if w {
					won++
					boardWins[[2]int{k, firstPlayer}]++
				} else {
					boardWins[[2]int{k, other}]++
				}
			}
			tally[m.Black].boards += won
			tally[m.White].boards += 3 - won
			if won >= 2 {
				tally[m.Black].mp += 2
			} else {
				tally[m.White].mp += 2
			}
			assert.Contains(t, rec.Result.Note.Ja, fmt.Sprintf("%d勝%d敗", won, 3-won))
			// The recorded match shows its boards' results.
			ew.results.table.SetText(strconv.Itoa(m.Table))
			after := ew.results.status.Text
			assert.Contains(t, after, "（記録済み：", "round %d table %d: %s", n, m.Table, after)
			assert.Equal(t, 3, strings.Count(after, "　→ "), "each board's result: %s", after)
			ew.results.table.SetText("")
		}
		assert.Empty(t, ew.results.round.Missing(), "round %d: every card typed", n)
	}
	assert.Positive(t, stones, "teams of different ranks meet with stones on some boards")

	sv := ew.standings
	ew.showView(sv.content)
	require.NoError(t, ew.reload())
	assert.Contains(t, sv.caption.Text, "3 回戦終了時の順位")
	require.Len(t, sv.t.Rows, 8, "the teams only")
	col := func(label string) int {
		for c := range 2 + len(sv.cols) {
			if sv.header(c) == label {
				return c
			}
		}
		require.FailNow(t, "no column "+label)
		return 0
	}
	assert.Equal(t, "チーム", sv.header(1), "the standings list teams")
	mpCol, bpCol := col("勝点"), col("勝数")
	byName := map[string]int{}
	for _, tm := range tv.list {
		byName[tm.Name] = tm.ID
	}
	prevMP, prevBP := 99, 99
	for i := range sv.t.Rows {
		name := sv.cell(widget.TableCellID{Row: i, Col: 1})
		id, ok := byName[name]
		require.True(t, ok, "row %d is a team: %q", i, name)
		mp, _ := strconv.Atoi(sv.cell(widget.TableCellID{Row: i, Col: mpCol}))
		bp, _ := strconv.Atoi(sv.cell(widget.TableCellID{Row: i, Col: bpCol}))
		assert.Equal(t, tally[id].mp, mp, "%s's match points", name)
		assert.Equal(t, tally[id].boards, bp, "%s's boards won", name)
		assert.True(t, mp < prevMP || mp == prevMP && bp <= prevBP, "row %d: by match points, then boards won", i)
		prevMP, prevBP = mp, bp
	}

	require.True(t, sv.prizes.Visible(), "a team section offers the board prizes")
	sv.prizes.SetSelected("盤別の個人賞")
	assert.Contains(t, sv.caption.Text, "3 回戦終了時の盤別個人賞")
	assert.Equal(t, "氏名", sv.header(1), "the board prizes list players")
	best := map[int]int{}
	for key, w := range boardWins {
		best[key[0]] = max(best[key[0]], w)
	}
	firsts := 0
	for i, row := range sv.t.Rows {
		k, _ := strconv.Atoi(row.Cells[0])
		wins, _ := strconv.Atoi(row.Cells[2])
		assert.Equal(t, boardWins[[2]int{k - 1, row.ID}], wins, "row %d: %s's wins on board %d", i, sv.cell(widget.TableCellID{Row: i, Col: 1}), k)
		if row.Rank == 1 {
			firsts++
			assert.Equal(t, best[k-1], wins, "the best on board %d", k)
			assert.Contains(t, sv.cell(widget.TableCellID{Row: i, Col: 2 + len(sv.cols) + 1}), fmt.Sprintf("%d番盤 個人賞", k))
		}
	}
	assert.GreaterOrEqual(t, firsts, 3, "a prize on each board")
	// The 操作履歴 names the version of Taikai that made each change.
	names := []string{"実業団囲碁大会", "実業団の部", "teams.taikai", version.Version}
	for _, tm := range tv.list {
		names = append(names, tm.Name)
	}
	for _, p := range tv.byID {
		names = append(names, p.Name, p.Club)
	}
	// The pairings screen's detail of a match lists its boards too.
	pv := ew.pairings
	ew.showView(pv.content)
	require.NoError(t, ew.reload())
	pv.table.Select(widget.TableCellID{Row: 0, Col: 0})
	assert.Contains(t, pv.detail.Text, "主将　")
	assert.Contains(t, pv.detail.Text, "三将　")

	// Every tab of the team section in Japanese, the teams tab with a
	// team's detail and the desk with a match's boards.
	tv = teamsOf(t, ew)
	selectTeam(t, tv, tv.list[0].Name)
	ew.results.table.SetText("1")
	for i, item := range ew.tabs.Items {
		ew.tabs.SelectIndex(i)
		got := item.Text + "\n" + shownText(t, item.Content)
		assert.Empty(t, jacheck.Leaks(got, names...), "tab %s", item.Text)
	}
	assert.Empty(t, jacheck.Leaks(menuText(ew.win), names...), "menus")
}
