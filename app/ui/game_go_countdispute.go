package ui

import (
	"cmp"
	"fmt"
	"os"
	"strconv"
	"strings"

	"taikai/tournament"
	"taikai/tournament/igo"
)

// loadProposals takes the newest black and white proposals of d: the stones
// both have are the final position, the others each one's unofficial
// stones.
func (cw *countWindow) loadProposals(d tournament.Dispute) {
	var pos [2]*igo.Position
	for i, side := range []string{tournament.CountBlack, tournament.CountWhite} {
		if p, ok := d.LatestCount(side); ok {
			if q, err := igo.ParsePosition(p.Board); err == nil {
				q.Captured = p.Captures
				pos[i] = &q
			}
		}
	}
	switch {
	case pos[0] == nil && pos[1] == nil:
		return
	case pos[0] == nil:
		pos[0] = pos[1]
	case pos[1] == nil:
		pos[1] = pos[0]
	}
	if pos[0].Board.Size != pos[1].Board.Size {
		pos[1] = pos[0]
	}
	cw.final, _ = igo.NewBoard(pos[0].Board.Size)
	cw.captures = pos[0].Captured
	for _, p := range cw.final.Points() {
		if a := pos[0].Board.At(p); a == pos[1].Board.At(p) {
			cw.final.Set(p, a)
		}
	}
	for i := range 2 {
		for _, p := range cw.final.Points() {
			if c := pos[i].Board.At(p); c != 0 && cw.final.At(p) == 0 {
				cw.props[i].extra[p] = c
			}
			if pos[i].IsDead(p) {
				cw.props[i].dead[p] = true
			}
		}
	}
}

// save keeps proposal i in the game's dispute (ProposeCount) under the
// name of the arbiter (TAIKAI_ARBITER, as the command line's --arbiter) or
// 窓口; Ctrl+Z, here or in the event's window, takes it back.
func (cw *countWindow) save(i int) {
	sh := cw.counted[i]
	if !sh.ok {
		return
	}
	if _, _, err := cw.game(); err != nil {
		cw.ew.g.showProblem(tr("Cannot save the proposal", "終局案を保存できません"), err, cw.win)
		cw.recount()
		return
	}
	side := []string{tournament.CountBlack, tournament.CountWhite}[i]
	by := cmp.Or(strings.TrimSpace(os.Getenv("TAIKAI_ARBITER")), tr("the desk", "窓口"))
	p, err := cw.ew.svc.ProposeCount(cw.round, cw.table, side, tournament.CountInput{Board: sh.pos.Text(), Captures: &sh.pos.Captured}, by)
	if rerr := cw.ew.reload(); err == nil {
		err = rerr
	}
	if err != nil {
		// Said on the board, where the arbiter is looking.
		cw.ew.g.showProblem(tr("Cannot save the proposal", "終局案を保存できません"), err, cw.win)
		return
	}
	ev, _, _ := cw.game()
	title := []string{tr("Black's proposal", "黒の終局案"), tr("White's proposal", "白の終局案")}[i]
	cw.note.SetText(fmt.Sprintf(tr("%s saved in the game's dispute: %s. Ctrl+Z takes it back.", "%sを対局の異議に保存しました：%s。Ctrl+Z で取り消せます。"), title, tournament.ResultText(ev, p.Claim, cw.ew.g.lang)))
}

// undo takes back the event's last change (a proposal saved, or any
// other) from the board window, as Ctrl+Z does in the event's window; the
// board itself, not stored, stays as drawn.
func (cw *countWindow) undo() {
	cw.ew.undo()
	cw.note.SetText(cw.ew.notice.Text)
}

// redo makes the change undone again (Ctrl+Shift+Z).
func (cw *countWindow) redo() {
	cw.ew.redo()
	cw.note.SetText(cw.ew.notice.Text)
}

// toClaims writes both counts into the claims of the disputes form, for
// the arbiter to decide through the dispute's decision.
func (cw *countWindow) toClaims() {
	if _, _, err := cw.game(); err != nil {
		cw.ew.g.showProblem(tr("Cannot count on the board", "盤面で計算できません"), err, cw.win)
		cw.recount()
		return
	}
	for i := range 2 {
		if !cw.counted[i].ok {
			cw.ew.g.showProblem(tr("Cannot count on the board", "盤面で計算できません"), tournament.NewProblem(tournament.ErrInvalidInput,
				"both proposals must count first", "先に両方の終局案を計算できる状態にしてください"), cw.win)
			return
		}
	}
	cw.v.round.SetText(strconv.Itoa(cw.round))
	cw.v.tableNo.SetText(strconv.Itoa(cw.table))
	cw.v.black.SetText(cw.counted[0].prop.Claim)
	cw.v.white.SetText(cw.counted[1].prop.Claim)
	cw.ew.showView(cw.v.content)
	cw.ew.win.RequestFocus()
}

// toRuling writes proposal i's count into the disputes form's ruling, with
// why, for the arbiter to record it as the ruling (the proposals differ and
// the arbiter decides which is right).
func (cw *countWindow) toRuling(i int) {
	if _, _, err := cw.game(); err != nil {
		cw.ew.g.showProblem(tr("Cannot count on the board", "盤面で計算できません"), err, cw.win)
		cw.recount()
		return
	}
	if !cw.counted[i].ok {
		return
	}
	cw.v.round.SetText(strconv.Itoa(cw.round))
	cw.v.tableNo.SetText(strconv.Itoa(cw.table))
	cw.v.ruling.SetText(cw.counted[i].prop.Claim)
	cw.v.reason.SetText(fmt.Sprintf(tr("The count of %s on the board", "%sの盤面の計算による"), []string{tr("Black's proposal", "黒の終局案"), tr("White's proposal", "白の終局案")}[i]))
	cw.ew.showView(cw.v.content)
	cw.ew.win.RequestFocus()
}
