package ui

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/igo"
)

// countScreen reads one of the seed's three calculation screens (9路).
func countScreen(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile("../../rules/igo/testdata/count/" + name + ".txt")
	require.NoError(t, err)
	return string(b)
}

// goCountWindow is a Go event of 4 paired for round 1 and the board of
// its table 1, its window sized as it opens.
func goCountWindow(t *testing.T) (*eventWindow, *countWindow) {
	t.Helper()
	ew := newGameWindow(t, "go", 4, func(svc *tournament.Service) {
		// Even games (komi 6.5): every player 2 dan.
		ps, err := svc.Participants()
		require.NoError(t, err)
		for _, p := range ps {
			_, err := svc.EditParticipant(p.ID, tournament.ParticipantForm{tournament.FieldName: p.Name, tournament.FieldRank: "2d"})
			require.NoError(t, err)
		}
		_, err = svc.PairNextRound()
		require.NoError(t, err)
	})
	ew.g.offUI = inTurn
	d := screenOf[*disputesView](ew)
	cw, err := newCountWindow(ew, d, 1, 1)
	require.NoError(t, err)
	t.Cleanup(cw.win.Close)
	cw.win.Resize(fyne.NewSize(1300, 740))
	return ew, cw
}

// goCountWindowOf is goCountWindow with the seed's calculation screen name
// (countScreen) loaded on both proposals.
func goCountWindowOf(t *testing.T, screen string) (*eventWindow, *countWindow) {
	t.Helper()
	ew, cw := goCountWindow(t)
	require.NoError(t, cw.loadText(countScreen(t, screen), ""))
	return ew, cw
}

// clickWith selects tool, then clicks point gtp of board i with it.
func clickWith(t testing.TB, cw *countWindow, tool string, i int, gtp string) {
	t.Helper()
	cw.tool.SetSelected(tool)
	click(t, cw, i, gtp, false)
}

// click taps board i at point gtp as a person would: at the point's place
// on the widget.
func click(t testing.TB, cw *countWindow, i int, gtp string, secondary bool) {
	t.Helper()
	b := cw.boards[i]
	n := cw.final.Size
	p, err := igo.ParsePosition(strings.Repeat(strings.Repeat(".", n)+"\n", n))
	require.NoError(t, err)
	q, err := pointOf(gtp, p.Board.Size)
	require.NoError(t, err)
	x0, y0, step := boardGeometry(b.Size(), n)
	ev := &fyne.PointEvent{Position: fyne.NewPos(x0+step*float32(q.X)+step*0.2, y0+step*float32(q.Y)-step*0.2)}
	if secondary {
		b.TappedSecondary(ev)
	} else {
		b.Tapped(ev)
	}
}

func pointOf(gtp string, size int) (igo.Point, error) {
	cols := "ABCDEFGHJKLMNOPQRST"
	var row int
	for _, c := range gtp[1:] {
		row = row*10 + int(c-'0')
	}
	return igo.Point{X: strings.IndexByte(cols, gtp[0]), Y: size - row}, nil
}

// The seed's three calculation screens (§二.2.B) drawn on the board: the
// marks and the result of each.
func TestCountBoard_Issue37TheSeedsThreeScreens(t *testing.T) {
	_, cw := goCountWindow(t)
	for _, tt := range []struct {
		file, result string
		marks        map[string]igo.Mark
	}{
		{"correct", "黒3目半勝ち", map[string]igo.Mark{"C7": igo.MarkDeadTaken, "A1": igo.MarkBlackTerritory, "J1": igo.MarkWhiteTerritory}},
		{"dame-forgotten", "白6目半勝ち", map[string]igo.Mark{"F5": igo.MarkDame, "E5": igo.MarkSeki, "C7": igo.MarkDeadLeft, "A1": igo.MarkSekiEye}},
		{"dead-unmarked", "白33目半勝ち", map[string]igo.Mark{"C7": igo.MarkSeki, "A1": igo.MarkDame, "H4": igo.MarkDeadTaken}},
	} {
		t.Run(tt.file, func(t *testing.T) {
			require.NoError(t, cw.loadText(countScreen(t, tt.file), ""))
			for i := range 2 {
				require.True(t, cw.counted[i].ok, cw.results[i].Text)
				assert.Contains(t, cw.results[i].Text, tt.result)
				for gtp, m := range tt.marks {
					q, _ := pointOf(gtp, 9)
					assert.Equal(t, m, cw.counted[i].count.At(q), gtp)
				}
			}
			assert.Equal(t, "黒と白の終局案は同じです。", cw.differ.Text)
		})
	}
}

// One click on any stone of a chain marks the whole chain dead; a second
// click revives it; each proposal is its own; where they differ is said.
func TestCountBoard_Issue37OneClickMarksAWholeChainOnOneProposal(t *testing.T) {
	_, cw := goCountWindowOf(t, "dead-unmarked")
	assert.Contains(t, cw.results[0].Text, "白33目半勝ち")
	click(t, cw, 0, "C7", false) // Black marks the white stone dead
	assert.Contains(t, cw.results[0].Text, "黒3目半勝ち")
	assert.Contains(t, cw.results[1].Text, "白33目半勝ち", "White's proposal is unchanged")
	assert.Contains(t, cw.differ.Text, "C7 の石団：黒の案は死に石、白の案は活き石")
	assert.True(t, cw.ringed()[igo.Point{X: 2, Y: 2}])

	click(t, cw, 0, "E9", false) // Black's own wall: the whole column
	for _, p := range []string{"E1", "E5", "F5", "E9"} {
		q, _ := pointOf(p, 9)
		assert.True(t, cw.counted[0].pos.IsDead(q), p)
	}
	click(t, cw, 0, "E2", false) // any stone of it: alive again
	q, _ := pointOf("E5", 9)
	assert.False(t, cw.counted[0].pos.IsDead(q))

	// The unofficial stones: White fills the dame of the dame-forgotten
	// screen on White's board only.
	require.NoError(t, cw.loadText(countScreen(t, "dame-forgotten"), ""))
	clickWith(t, cw, tr("Unofficial stone (Black)", "駄目詰め・手入れ（黒）"), 1, "F5")
	assert.Contains(t, cw.results[1].Text, "黒3目半勝ち", "with the dame filled, the count is the correct one")
	assert.Contains(t, cw.results[0].Text, "白6目半勝ち")
	assert.Contains(t, cw.differ.Text, "F5：白の終局案だけにある駄目詰め・手入れの石")
	click(t, cw, 1, "F5", true) // right click takes it back
	assert.Contains(t, cw.results[1].Text, "白6目半勝ち")
}

// The final position drawn by clicking: stones on both boards, a refused
// position said in Japanese in place of the result, never a panic.
func TestCountBoard_Issue37DrawingThePositionAndRefusals(t *testing.T) {
	_, cw := goCountWindow(t)
	cw.sizeSel.SetSelected("9")
	clickWith(t, cw, tr("Black stone", "黒石"), 0, "A1")
	clickWith(t, cw, tr("White stone", "白石"), 1, "B1")
	click(t, cw, 1, "A2", false)
	for i := range 2 {
		assert.False(t, cw.counted[i].ok)
		assert.Contains(t, cw.results[i].Text, "A1 の黒石の石団には呼吸点（ダメ）がありません")
		assert.False(t, cw.saves[i].Disabled() == false, "nothing to save")
	}
	clickWith(t, cw, tr("Empty point", "空点"), 0, "A1")
	assert.True(t, cw.counted[0].ok, cw.results[0].Text)
	clickWith(t, cw, tr("Dead chain", "死に石（石団）"), 0, "E5") // an empty point: nothing happens
	assert.True(t, cw.counted[0].ok)
}

// Saved proposals land in the game's dispute; Ctrl+Z takes one back; the
// counts written into the claims decide through the dispute's decision.
func TestCountBoard_Issue37SaveUndoAndDecideThroughTheClaims(t *testing.T) {
	ew, cw := goCountWindowOf(t, "correct")
	cw.save(0)
	cw.save(1)
	r, _ := ew.svc.Round(1)
	require.NotNil(t, r.Games[0].Dispute)
	require.Len(t, r.Games[0].Dispute.Counts, 2)
	ew.undo()
	r, _ = ew.svc.Round(1)
	require.Len(t, r.Games[0].Dispute.Counts, 1, "undo takes the last proposal back")

	// A new board of the game loads the proposals kept.
	cw2, err := newCountWindow(ew, cw.v, 1, 1)
	require.NoError(t, err)
	t.Cleanup(cw2.win.Close)
	assert.Equal(t, 9, cw2.final.Size)
	assert.Contains(t, cw2.results[0].Text, "黒3目半勝ち")

	cw.toClaims()
	d := cw.v
	handicapped := r.Games[0].Dispute.Counts[0].Claim
	assert.Equal(t, handicapped, d.black.Text)
	assert.Equal(t, handicapped, d.white.Text)
	d.decide()
	r, _ = ew.svc.Round(1)
	require.NotNil(t, r.Games[0].Result)
	assert.Equal(t, handicapped, r.Games[0].Result.Text, "the agreed count is the result")
}

// An SGF record read as the final position; a proposal written into the
// ruling and recorded as the ruling.
func TestCountBoard_Issue37SGFAndARulingFromOneProposal(t *testing.T) {
	ew, cw := goCountWindow(t)
	// Black takes the white stone at E5 and owns the board.
	require.NoError(t, cw.loadText("", "(;GM[1]FF[4]SZ[9]KM[6.5];B[ed];W[ee];B[de];W[];B[fe];W[];B[ef])"))
	assert.Equal(t, 9, cw.final.Size)
	assert.Equal(t, "1", cw.capB.Text, "the record's capture")
	assert.Contains(t, cw.results[0].Text, "黒71目半勝ち", "77 + 1 against the game's komi 6.5")
	require.NoError(t, cw.loadText(countScreen(t, "dead-unmarked"), ""))
	clickWith(t, cw, tr("Dead chain", "死に石（石団）"), 0, "C7")
	cw.toRuling(0)
	assert.Equal(t, "B+3.5", cw.v.ruling.Text)
	assert.Equal(t, "黒の終局案の盤面の計算による", cw.v.reason.Text)
	cw.save(0)
	cw.v.rule()
	r, _ := ew.svc.Round(1)
	require.NotNil(t, r.Games[0].Result)
	assert.Equal(t, "B+3.5", r.Games[0].Result.Text)
}

// The board is offered only where the section's game is counted.
func TestCountBoard_Issue37ButtonOnlyInGamesCountedOnABoard(t *testing.T) {
	for _, tt := range []struct {
		game  string
		shown bool
	}{{"go", true}, {"pairgo", true}, {"othello", false}, {"shogi", false}} {
		t.Run(tt.game, func(t *testing.T) {
			ew := newGameWindow(t, tt.game, 8, nil)
			d := screenOf[*disputesView](ew)
			ew.showView(d.content)
			require.NoError(t, ew.reload())
			assert.Equal(t, tt.shown, d.count.Visible())
		})
	}
}

// Model-based: seeded random clicks through the real board widgets, each
// count compared with the count of the position a person made (a small
// model of the final position, each proposal's dead chains and
// unofficial stones).
func TestCountBoard_Issue37RandomClicksAgainstAModel(t *testing.T) {
	_, cw := goCountWindow(t)
	cw.sizeSel.SetSelected("9")
	type model struct {
		final [9][9]igo.Colour
		extra [2]map[igo.Point]igo.Colour
		dead  [2]map[igo.Point]bool
	}
	m := model{extra: [2]map[igo.Point]igo.Colour{{}, {}}, dead: [2]map[igo.Point]bool{{}, {}}}
	build := func(i int) igo.Position {
		b, _ := igo.NewBoard(9)
		for y := range 9 {
			for x := range 9 {
				b.Set(igo.Point{X: x, Y: y}, m.final[y][x])
			}
		}
		for p, c := range m.extra[i] {
			if b.At(p) == 0 {
				b.Set(p, c)
			}
		}
		pos := igo.NewPosition(b)
		for p := range m.dead[i] {
			if b.At(p) != 0 {
				_ = pos.SetDead(p, true)
			}
		}
		return pos
	}
	tools := []string{tr("Black stone", "黒石"), tr("White stone", "白石"), tr("Empty point", "空点"), tr("Dead chain", "死に石（石団）"), tr("Unofficial stone (Black)", "駄目詰め・手入れ（黒）"), tr("Unofficial stone (White)", "駄目詰め・手入れ（白）")}
	r := rand.New(rand.NewPCG(37, 1))
	steps := 800
	if testing.Short() || raceEnabled {
		steps /= 10 // the race detector slows every click tenfold
	}
	for step := range steps {
		i, tool, sec := r.IntN(2), tools[r.IntN(len(tools))], r.IntN(8) == 0
		p := igo.Point{X: r.IntN(9), Y: r.IntN(9)}
		cw.tool.SetSelected(tool)
		click(t, cw, i, p.GTP(9), sec)
		switch tool {
		case tr("Black stone", "黒石"), tr("White stone", "白石"), tr("Empty point", "空点"):
			c := map[string]igo.Colour{tr("Black stone", "黒石"): igo.Black, tr("White stone", "白石"): igo.White}[tool]
			if sec {
				c = 0
			}
			m.final[p.Y][p.X] = c
			for k := range 2 {
				delete(m.extra[k], p)
				if c == 0 {
					delete(m.dead[k], p)
				}
			}
		case tr("Dead chain", "死に石（石団）"):
			pos := build(i)
			if pos.Board.At(p) != 0 {
				dead := pos.IsDead(p)
				for _, s := range pos.Board.Chain(p) {
					if dead {
						delete(m.dead[i], s)
					} else {
						m.dead[i][s] = true
					}
				}
			}
		default:
			if m.final[p.Y][p.X] == 0 {
				if _, had := m.extra[i][p]; had || sec {
					delete(m.extra[i], p)
					delete(m.dead[i], p)
				} else {
					m.extra[i][p] = map[string]igo.Colour{tr("Unofficial stone (Black)", "駄目詰め・手入れ（黒）"): igo.Black, tr("Unofficial stone (White)", "駄目詰め・手入れ（白）"): igo.White}[tool]
				}
			}
		}
		for k := range 2 {
			want := build(k)
			require.Equal(t, want.Text(), cw.counted[k].pos.Text(), "step %d board %d", step, k)
			c, err := igo.CountPosition(want, 0)
			require.Equal(t, err == nil, cw.counted[k].ok, "step %d board %d: %v / %s", step, k, err, cw.results[k].Text)
			if err == nil {
				assert.Equal(t, c.Score, cw.counted[k].count.Score, "step %d", step)
			}
		}
	}
}

// BenchmarkCountBoard_Click19 is one click on a 19路 board: a chain marked
// dead (or alive again), both proposals recounted under the game's rules and
// both boards redrawn — what the arbiter waits for after a click.
func BenchmarkCountBoard_Click19(b *testing.B) {
	a := japaneseApp(b)
	mem, svc := demoEvent(b, "go", 4)
	_, err := svc.PairNextRound()
	require.NoError(b, err)
	ew := openWindow(b, a, mem, "go.taikai", inTurn)
	cw, err := newCountWindow(ew, screenOf[*disputesView](ew), 1, 1)
	require.NoError(b, err)
	defer cw.win.Close()
	cw.win.Resize(fyne.NewSize(1300, 740))
	// A 19路 board: Black's wall on column K, White's on L, a white
	// stone in Black's area and the dame at L10 open.
	var rows []string
	for y := range 19 {
		row := []byte(strings.Repeat(".", 9) + "XO" + strings.Repeat(".", 8))
		if y == 9 {
			row[10] = '.'
			row[11] = 'O'
		}
		if y == 3 {
			row[3] = 'O'
		}
		rows = append(rows, string(row))
	}
	require.NoError(b, cw.loadText(strings.Join(rows, "\n"), ""))
	cw.tool.SetSelected(tr("Dead chain", "死に石（石団）"))
	b.ResetTimer()
	for b.Loop() {
		click(b, cw, 0, "D16", false)
	}
}

// The disputes screen says where a count on the phones stands and, once
// over, records its outcome only when the arbiter asks (issue 37).
func TestCountBoard_Issue37ArbiterRecordsThePhonesCount(t *testing.T) {
	ew, cw := goCountWindowOf(t, "correct")
	cw.save(0)
	g := igo.Of(ew.svc)
	_, err := g.StartCountFlow(1, 1, false)
	require.NoError(t, err)
	act := func(k igo.FlowActionKind, by igo.Colour) {
		st, _, err := g.CountFlow(1, 1)
		require.NoError(t, err)
		_, err = g.ActCountFlow(1, 1, st.Flow.Version, igo.FlowAction{Kind: k, By: by})
		require.NoError(t, err)
	}
	act("confirm", igo.Black)
	act("confirm", igo.White)
	d := cw.v
	ew.showView(d.content)
	require.NoError(t, ew.reload())
	assert.Equal(t, "携帯：共同終局案作成", d.cell(widget.TableCellID{Row: 0, Col: 4}))
	assert.False(t, d.accept.Visible())
	act("calculate", igo.Black)
	act("calculate", igo.White)
	act("approve", igo.White)
	act("approve", igo.Black)
	require.NoError(t, ew.reload())
	assert.Equal(t, "携帯：白6目半勝ち（記録待ち）", d.cell(widget.TableCellID{Row: 0, Col: 4}), "the joint proposal with no dead stone marked")
	require.True(t, d.accept.Visible())
	r, _ := ew.svc.Round(1)
	require.Nil(t, r.Games[0].Result)
	d.round.SetText("1")
	d.tableNo.SetText("1")
	test.Tap(d.accept)
	r, _ = ew.svc.Round(1)
	require.NotNil(t, r.Games[0].Result)
	assert.Equal(t, "W+6.5", r.Games[0].Result.Text)
	assert.False(t, d.accept.Visible())
}
