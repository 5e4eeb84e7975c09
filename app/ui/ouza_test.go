package ui

import (
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/othello"
)

// playRound pairs the next round and records a result at every table:
// the i-th table's result is results(i).
func playRound(t *testing.T, ew *eventWindow, results func(i int) string) tournament.Round {
	t.Helper()
	r, err := ew.svc.PairNextRound()
	require.NoError(t, err)
	for i, g := range r.Games {
		if !g.IsBye() {
			_, err := ew.svc.RecordResult(r.Number, g.Table, results(i))
			require.NoError(t, err)
		}
	}
	require.NoError(t, ew.reload())
	r, err = ew.svc.Round(r.Number)
	require.NoError(t, err)
	return r
}

// Rule 19 over 64: the results screen asks the one question that explains
// too many discs (recording error); Enter takes it, and 40-26 is 38-26.
func TestResultsScreen_OuzaRule19OverSixtyFourAsksRecordingErrorOnly(t *testing.T) {
	for _, tt := range []struct {
		black, white string
		answer       bool
		stored       string
		refused      string
	}{
		{"40", "26", true, "38-26", ""},
		{"40", "26", false, "", ""},
		{"40", "40", false, "", "石数の合計が64を超えています"},
	} {
		t.Run(fmt.Sprintf("%s-%s answer=%v", tt.black, tt.white, tt.answer), func(t *testing.T) {
			ew, _ := pairedTestWindow(t)
			ew.showView(ew.results.content)
			v := ew.results
			f := v.form.(*discsForm)
			test.Type(f.black, tt.black)
			test.Type(f.white, tt.white)
			enter(f.white)
			r, _ := ew.svc.Round(1)
			if tt.refused != "" {
				assert.Contains(t, v.problem.Text, tt.refused, "no reading explains it: refused in place")
				assert.Nil(t, r.Games[0].Result)
				return
			}
			top := ew.win.Canvas().Overlays().Top()
			require.NotNil(t, top)
			assert.Contains(t, texts(t, top), "64を超えています")
			assert.Nil(t, findButtonOrNil(t, top, "終局時の空きマス（勝者に加算）"), "empty squares cannot explain too many discs")
			if !tt.answer {
				assert.Nil(t, r.Games[0].Result, "nothing recorded while asking")
				return
			}
			test.Tap(findButton(t, top, "記入ミス（勝者に不利に修正） → 38-26"))
			r, _ = ew.svc.Round(1)
			require.NotNil(t, r.Games[0].Result)
			assert.Equal(t, tt.stored, r.Games[0].Result.Text)
		})
	}
}

// findButtonOrNil is findButton without failing when there is none.
func findButtonOrNil(t *testing.T, o fyne.CanvasObject, text string) *widget.Button {
	var found *widget.Button
	walkUnder(t, o, func(o fyne.CanvasObject) bool {
		switch x := o.(type) {
		case *widget.Button:
			if x.Text == text {
				found = x
			}
		case *keyButton:
			if x.Text == text || len(x.Text) > len(text) && x.Text[:len(text)] == text {
				found = &x.Button
			}
		default:
			return true
		}
		return false
	})
	return found
}

// Rules 13 and 16: the crosstable screen marks a game not for rating with ※
// and shows the legend only when a game is marked.
func TestCrosstableScreen_OuzaRules13And16NotRatedMarked(t *testing.T) {
	for _, tt := range []struct {
		result string
		mark   bool
	}{
		{"40-24", false},
		{"forfeit-black", true},
		{"both-timeout", true},
	} {
		t.Run(tt.result, func(t *testing.T) {
			ew := newTestEventWindow(t)
			playRound(t, ew, func(i int) string {
				if i == 0 {
					return tt.result
				}
				return "40-24"
			})
			v := screenOf[*crosstableView](ew)
			ew.showView(v.content)
			r, _ := ew.svc.Round(1)
			black := r.Games[0].Black
			var cell string
			for i, row := range v.rows {
				if row.Row.ID == black {
					cell = v.cell(widget.TableCellID{Row: i, Col: 4})
				}
			}
			require.NotEmpty(t, cell)
			assert.Equal(t, tt.mark, cell[len(cell)-len(othello.RatingMark):] == othello.RatingMark, cell)
			assert.Equal(t, tt.mark, v.rating.Visible())
			if tt.mark {
				assert.Contains(t, v.rating.Text, "レーティング対象外")
			}
		})
	}
}

// docs/rules.md §1: a penalty noted on a player with a ruling (a deliberately false
// claim), from the disputes screen, shown in its history.
func TestDisputesScreen_Section1FalseClaimPenaltyWithTheRuling(t *testing.T) {
	for _, tt := range []struct {
		name    string
		who     int // index of the penalty select: 0 none, 1 Black, 2 White
		kind    int // index of the kind select; -1 none chosen
		note    string
		want    *tournament.Penalty
		refused bool
	}{
		{"no penalty", 0, -1, "", nil, false},
		{"suspension of White", 2, 3, "故意の虚偽の主張", &tournament.Penalty{Kind: tournament.PenaltySuspension, Note: "故意の虚偽の主張"}, false},
		{"a player but no kind", 1, -1, "", nil, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ew := newTestEventWindow(t)
			_, err := ew.svc.PairNextRound()
			require.NoError(t, err)
			_, _, err = ew.svc.RecordDispute(1, 1, tournament.DisputeInput{BlackClaim: "40-24", WhiteClaim: "24-40", ResumedWithoutProgress: true})
			require.NoError(t, err)
			require.NoError(t, ew.reload())
			v := ew.disputes
			ew.showView(v.content)
			v.table.OnSelected(widget.TableCellID{Row: 0, Col: 0})
			r, _ := ew.svc.Round(1)
			g := r.Games[0]
			assert.Equal(t, []string{tr("No penalty", "罰則なし"), v.names[g.Black], v.names[g.White]}, v.penWho.Options, "the players of the game typed")
			v.penWho.SetSelectedIndex(tt.who)
			if tt.kind >= 0 {
				v.penKind.SetSelectedIndex(tt.kind)
			}
			v.penNote.SetText(tt.note)
			v.ruling.SetText("40-24")
			v.reason.SetText("棋譜により黒の勝ち")
			v.rule()
			list, err := ew.svc.Disputes()
			require.NoError(t, err)
			rulings := list[0].Game.Dispute.Rulings
			if tt.refused {
				assert.Len(t, rulings, 1, "refused: nothing recorded")
				return
			}
			require.Len(t, rulings, 2)
			if tt.want != nil {
				tt.want.Player = []int{0, g.Black, g.White}[tt.who]
			}
			assert.Equal(t, tt.want, rulings[1].Penalty)
			if tt.want != nil {
				assert.Equal(t, v.names[g.White]+"：出場停止 — 故意の虚偽の主張", v.cell(widget.TableCellID{Row: 0, Col: 9}))
			} else {
				assert.Empty(t, v.cell(widget.TableCellID{Row: 0, Col: 9}))
			}
			assert.Equal(t, 0, v.penWho.SelectedIndex(), "the form is cleared")
		})
	}
}

// Rule 2: choosing a hider other than rule 2's shows a warning line (and
// a reason field); recording is still possible and the reason is logged.
func TestFinalsScreen_OuzaRule2OtherHiderWarned(t *testing.T) {
	ew := newTestEventWindow(t)
	for n := 1; n <= 6; n++ {
		playRound(t, ew, func(i int) string { return []string{"40-24", "24-40", "36-28"}[(i+n)%3] })
	}
	_, _, err := othello.Of(ew.svc).PairFinals()
	require.NoError(t, err)
	v := screenOf[*finalsView](ew)
	ew.showView(v.content)
	require.NoError(t, ew.reload())
	r, _ := ew.svc.Round(7)
	g := r.Games[0]
	hider, caller, _, err := othello.Of(ew.svc).HiddenDiscRoles(7, 1)
	require.NoError(t, err)
	box := v.games.Objects[0]
	var hiderSel *widget.Select
	for _, s := range widgetsUnder[*widget.Select](t, box) {
		if slices.Equal(s.Options, []string{v.names[g.Black], v.names[g.White]}) {
			hiderSel = s
		}
	}
	require.NotNil(t, hiderSel)
	assert.Equal(t, v.names[hider], hiderSel.Selected)
	assert.NotContains(t, texts(t, box), "⚠", "rule 2's hider: no warning")

	hiderSel.SetSelected(v.names[caller])
	assert.Contains(t, texts(t, box), "⚠ 第2項では伏せ石を行うのは "+v.names[hider])
	hiderSel.SetSelected(v.names[hider])
	assert.NotContains(t, texts(t, box), "⚠")
	hiderSel.SetSelected(v.names[caller])

	var reason *widget.Entry
	for _, e := range widgetsUnder[*widget.Entry](t, box) {
		reason = e
	}
	require.NotNil(t, reason)
	reason.SetText("両者の合意により")
	for _, s := range widgetsUnder[*widget.Select](t, box) {
		if s != hiderSel {
			s.SetSelectedIndex(0)
		}
	}
	test.Tap(findButton(t, box, "伏せ石を記録"))
	r, _ = ew.svc.Round(7)
	hd := othello.HiddenDiscOf(r.Games[0])
	require.NotNil(t, hd, "recorded as the arbiter decided")
	assert.Equal(t, caller, hd.Hider)
	log, _ := ew.svc.AuditLog()
	assert.Contains(t, log[len(log)-1].Detail, "instead of")
	assert.Contains(t, log[len(log)-1].Detail, "両者の合意により")
}
