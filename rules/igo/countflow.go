package igo

import (
	"fmt"
	"time"
)

// This file is the seed's 終局処理 flow (終局処理の方法 §一.3–4, §四) as a
// venue runs it on the players' phones: the final position drawn, the
// joint proposal (共同終局案), each side's own proposal when time runs out,
// approval or rejection (認否), a counter-proposal (修正案) and its
// approval, a request to resume (再開要請), and the outcomes: a result by a
// proposal, play resumed, 両負け, 勝敗預かり or 無勝負. It is pure: every
// change is a function of the flow, the action and the time.

// FlowStage is where a flow is.
type FlowStage string

// The stages of the flow.
const (
	// StageDrawing: the players set the final position (the venue's step
	// before the seed's: at a venue the board is copied, not sent); each
	// confirms it.
	StageDrawing FlowStage = "drawing"
	// StageJoint: 共同終局案作成 (四.1): both mark the one proposal, each
	// only its own stones' filling and the other's dead chains (二.1.A.a).
	StageJoint FlowStage = "joint"
	// StageWhiteOwn: 白方独自終局案作成 (四.2), after the joint time ran out.
	StageWhiteOwn FlowStage = "white-own"
	// StageBlackOwn: 黒方独自終局案作成 (四.3), after White's time ran out.
	StageBlackOwn FlowStage = "black-own"
	// StageApproval: 終局案の認否 (四.1.D, 四.2.B): the other side approves
	// or rejects the proposal.
	StageApproval FlowStage = "approval"
	// StageCounter: 修正案の作成 (四.5), in the approval's time.
	StageCounter FlowStage = "counter"
	// StageCounterApproval: 修正案の認否 (四.6), by the proposal's author.
	StageCounterApproval FlowStage = "counter-approval"
	// StageResumeRequest: 対局再開の要請 (四.7).
	StageResumeRequest FlowStage = "resume-request"
	// StageResuming: 対局の再開 (四.8): one side asked; the other
	// acknowledges or the time runs out.
	StageResuming FlowStage = "resuming"
	// StageDone: the flow has its outcome.
	StageDone FlowStage = "done"
)

// FlowLimits are the time limits of the flow (section settings).
type FlowLimits struct {
	// Proposal: each proposal's making, and an approval with its
	// counter-proposal (四.1, 四.2, 四.3, 四.5): 2 minutes.
	Proposal time.Duration
	// CounterApproval: the counter-proposal's approval (四.6): 1 minute.
	CounterApproval time.Duration
	// ResumeRequest: the request to resume (四.7): 3 minutes.
	ResumeRequest time.Duration
	// Resume: the notice before play resumes (四.8): 15 seconds.
	Resume time.Duration
}

// DefaultFlowLimits are the seed's limits.
var DefaultFlowLimits = FlowLimits{Proposal: 2 * time.Minute, CounterApproval: time.Minute, ResumeRequest: 3 * time.Minute, Resume: 15 * time.Second}

// FlowOutcomeKind is how a flow ended.
type FlowOutcomeKind string

// The outcomes of a flow.
const (
	// OutcomeProposal: a proposal decides the game (四.4; 一.4.B when the
	// approval's time ran out).
	OutcomeProposal FlowOutcomeKind = "proposal"
	// OutcomeResume: play resumes from where it stopped (四.8.B).
	OutcomeResume FlowOutcomeKind = "resume"
	// OutcomeDoubleLoss: 両負け (四.9, 日本囲碁規約 第十三条).
	OutcomeDoubleLoss FlowOutcomeKind = "double-loss"
	// OutcomePending: 勝敗預かり (四.10).
	OutcomePending FlowOutcomeKind = "pending"
	// OutcomeNoResult: 無勝負 (四.11).
	OutcomeNoResult FlowOutcomeKind = "no-result"
)

// FlowProposal is a proposal made in the flow: whose, and the position
// with its dead chains and unofficial stones (Position.Text).
type FlowProposal struct {
	By    Colour `json:"by"`
	Board string `json:"board"`
}

// FlowOutcome is how the flow ended, and why.
type FlowOutcome struct {
	Kind FlowOutcomeKind `json:"kind"`
	// Proposal is the proposal that decides (OutcomeProposal).
	Proposal *FlowProposal `json:"proposal,omitempty"`
	Reason   Reason        `json:"reason"`
}

// Flow is a 終局処理 in progress: the stage and when it began, the final
// position, the proposal being made, the approved proposal and the
// counter-proposal, and the outcome. Version counts its changes: an action
// carries the version it was made on.
type Flow struct {
	Stage FlowStage `json:"stage"`
	Since time.Time `json:"since"`
	// ResumedWithoutProgress: play was already resumed once and stopped
	// again without a move (四.10, 四.11; no second resumption, 三.1.B.a).
	ResumedWithoutProgress bool `json:"resumed_without_progress,omitempty"`
	// Board is the final position (no dead marks).
	Board string `json:"board"`
	// Ready: each side confirmed the drawing, or pressed 計算 on the joint
	// proposal (四.1.B).
	Ready [2]bool `json:"ready"`
	// Working is the proposal being made (joint, own, or counter).
	Working  string        `json:"working"`
	Proposal *FlowProposal `json:"proposal,omitempty"`
	Counter  *FlowProposal `json:"counter,omitempty"`
	// Resumer is who asked to resume (StageResuming).
	Resumer Colour       `json:"resumer,omitempty"`
	Outcome *FlowOutcome `json:"outcome,omitempty"`
	Version int          `json:"version"`
}

// FlowActionKind is what a player does.
type FlowActionKind string

// The players' actions.
const (
	ActStone       FlowActionKind = "stone"       // drawing: Colour on Point (0 empties it)
	ActConfirm     FlowActionKind = "confirm"     // drawing: the position is right
	ActTap         FlowActionKind = "tap"         // a proposal: a stone's chain dead/alive, or an unofficial stone of Colour
	ActCalculate   FlowActionKind = "calculate"   // joint: done marking (計算)
	ActApprove     FlowActionKind = "approve"     // 承認
	ActReject      FlowActionKind = "reject"      // 否認
	ActCounter     FlowActionKind = "counter"     // submit the counter-proposal (修正案を承認して出す)
	ActCancel      FlowActionKind = "cancel"      // 取消: back to the proposal's approval
	ActResume      FlowActionKind = "resume"      // 再開
	ActAcknowledge FlowActionKind = "acknowledge" // 了解
)

// FlowAction is one player's action.
type FlowAction struct {
	Kind   FlowActionKind `json:"kind"`
	By     Colour         `json:"by"`
	Point  Point          `json:"point"`
	Colour Colour         `json:"colour,omitempty"`
}

// NewFlow starts a flow on the final position board (a position's text;
// empty: the players draw it), knowing whether play was already resumed
// without progress.
func NewFlow(board string, resumedWithoutProgress bool, now time.Time) (Flow, error) {
	p, err := ParsePosition(board)
	if err != nil {
		return Flow{}, err
	}
	plain := NewPosition(p.Board)
	return Flow{Stage: StageDrawing, Since: now, Board: plain.Text(), Working: plain.Text(), ResumedWithoutProgress: resumedWithoutProgress}, nil
}

// Deadline is when the stage's time runs out (zero: no limit).
func (f Flow) Deadline(l FlowLimits) time.Time {
	switch f.Stage {
	case StageJoint, StageWhiteOwn, StageBlackOwn, StageApproval, StageCounter:
		return f.Since.Add(l.Proposal)
	case StageCounterApproval:
		return f.Since.Add(l.CounterApproval)
	case StageResumeRequest:
		return f.Since.Add(l.ResumeRequest)
	case StageResuming:
		return f.Since.Add(l.Resume)
	}
	return time.Time{}
}

// Turn is who acts in the stage: Black, White, or 0 for both (drawing,
// joint, resume request) or nobody (done).
func (f Flow) Turn() Colour {
	switch f.Stage {
	case StageWhiteOwn:
		return White
	case StageBlackOwn:
		return Black
	case StageApproval, StageCounter:
		return f.Proposal.By.Other()
	case StageCounterApproval:
		return f.Proposal.By
	case StageResuming:
		return f.Resumer.Other()
	}
	return 0
}

// Advance applies the time limits that ran out by now, one stage after
// another (seed 一.4.B–C).
func (f Flow) Advance(now time.Time, l FlowLimits) Flow {
	for f.Stage != StageDone {
		d := f.Deadline(l)
		if d.IsZero() || now.Before(d) {
			return f
		}
		f = f.timeout(d)
	}
	return f
}

// timeout is the stage's time running out at t.
func (f Flow) timeout(t time.Time) Flow {
	switch f.Stage {
	case StageJoint:
		f = f.next(StageWhiteOwn, t) // 四.2.A
		f.Ready = [2]bool{}
	case StageWhiteOwn:
		f = f.next(StageBlackOwn, t) // 四.3.A
	case StageBlackOwn:
		if f.ResumedWithoutProgress {
			return f.done(FlowOutcome{Kind: OutcomeNoResult, Reason: Reason{ // 四.11.A
				English:  "Black's own proposal ran out of time after play was already resumed without progress: no result (無勝負).",
				Japanese: "黒方独自終局案作成の制限時間が過ぎ、すでに対局再開が行われて局面の進行がないため、無勝負です。"}}, t)
		}
		f = f.next(StageResumeRequest, t) // 四.7.A
	case StageApproval, StageCounter:
		return f.done(FlowOutcome{Kind: OutcomeProposal, Proposal: f.Proposal, Reason: Reason{ // 一.4.B
			English:  "The approval (or the counter-proposal) ran out of time: the original proposal decides.",
			Japanese: "終局案の認否（または修正案の作成）の制限時間が過ぎたため、当初の終局案で勝敗を決定します。"}}, t)
	case StageCounterApproval:
		return f.counterRefused(t, "ran out of time", "制限時間が過ぎ")
	case StageResumeRequest:
		return f.done(FlowOutcome{Kind: OutcomeDoubleLoss, Reason: Reason{ // 四.9.A
			English:  "Neither player resumed play when asked to: both lose (両負け, Japanese rules art. 13).",
			Japanese: "対局再開の要請で、どちらも再開しなかったため、両負けです（日本囲碁規約 第十三条）。"}}, t)
	case StageResuming:
		return f.resumed(t)
	}
	return f
}

// counterRefused is the counter-proposal rejected or its approval's time
// run out: 勝敗預かり after a resumption without progress (四.10.A), else
// the request to resume (四.7.B).
func (f Flow) counterRefused(t time.Time, en, ja string) Flow {
	if f.ResumedWithoutProgress {
		return f.done(FlowOutcome{Kind: OutcomePending, Reason: Reason{
			English:  "The counter-proposal's approval " + en + " after play was already resumed without progress: the result is held (勝敗預かり) for the arbiter, with both proposals.",
			Japanese: "修正案の認否で" + ja + "、すでに対局再開が行われて局面の進行がないため、勝敗預かりとします。正規棋譜と両者の終局案で審判が裁定します。"}}, t)
	}
	return f.next(StageResumeRequest, t)
}

// resumed ends the flow: play resumes from the stop, the unofficial stones
// gone (四.8.B).
func (f Flow) resumed(t time.Time) Flow {
	return f.done(FlowOutcome{Kind: OutcomeResume, Reason: Reason{
		English:  f.Resumer.String() + " asked to resume: play resumes from where it stopped; the stones of the count are taken off.",
		Japanese: f.Resumer.Japanese() + "が対局再開を求めたため、停止した局面から対局を再開します。終局処理で置いた石は取り除きます。"}}, t)
}

func (f Flow) next(s FlowStage, t time.Time) Flow {
	f.Stage, f.Since = s, t
	f.Version++
	return f
}

func (f Flow) done(o FlowOutcome, t time.Time) Flow {
	f = f.next(StageDone, t)
	f.Outcome = &o
	return f
}

// FlowError is an action the flow refuses now, in both languages.
type FlowError struct{ En, Ja string }

func (e *FlowError) Error() string { return e.En }

func flowErr(en, ja string, args ...any) error {
	return &FlowError{En: fmt.Sprintf(en, args...), Ja: fmt.Sprintf(ja, args...)}
}

// Act applies action a at time now, after the limits that ran out
// (Advance). An action the stage does not take, or by the side whose turn
// it is not, is refused and changes nothing.
func (f Flow) Act(a FlowAction, now time.Time, l FlowLimits) (Flow, error) {
	f = f.Advance(now, l)
	if a.By != Black && a.By != White {
		return f, flowErr("say whose action it is: Black or White", "黒か白かを指定してください")
	}
	if f.Stage == StageDone {
		return f, &FlowError{En: "the count is over: " + f.Outcome.Reason.English, Ja: "終局処理は終わっています：" + f.Outcome.Reason.Japanese}
	}
	if a.Kind == ActResume { // either side, at any stage (三.1.B.a)
		return f.resume(a, now)
	}
	if t := f.Turn(); t != 0 && t != a.By {
		return f, &FlowError{En: "it is " + t.String() + "'s turn", Ja: t.Japanese() + "の番です"}
	}
	switch a.Kind {
	case ActAcknowledge:
		if f.Stage != StageResuming {
			break
		}
		return f.resumed(now), nil
	case ActStone, ActConfirm:
		if f.Stage == StageDrawing {
			return f.draw(a, now)
		}
	case ActTap:
		switch f.Stage {
		case StageJoint, StageWhiteOwn, StageBlackOwn, StageCounter:
			return f.tap(a)
		}
	case ActCalculate:
		if f.Stage == StageJoint {
			f.Ready[side(a.By)] = true
			f.Version++
			return f, nil
		}
	case ActApprove:
		return f.approve(a, now)
	case ActReject:
		switch f.Stage {
		case StageApproval: // 四.5.A: the rejecter makes a counter-proposal
			f.Stage, f.Working = StageCounter, f.Proposal.Board
			f.Version++
			return f, nil
		case StageCounterApproval:
			return f.counterRefused(now, "was rejected", "否認され"), nil
		}
	case ActCounter:
		if f.Stage == StageCounter {
			f.Counter = &FlowProposal{By: a.By, Board: f.Working}
			return f.next(StageCounterApproval, now), nil
		}
	case ActCancel:
		if f.Stage == StageCounter { // 三.2.A.d: back to the approval, its time going on
			f.Stage, f.Working = StageApproval, f.Proposal.Board
			f.Version++
			return f, nil
		}
	}
	return f, &FlowError{En: fmt.Sprintf("%s is not possible now (%s)", a.Kind, f.Stage),
		Ja: fmt.Sprintf("いまは「%s」はできません（%s）", actionJa[a.Kind], StageJapanese(f.Stage))}
}

// resume is a player asking to resume (三.1.B.a, 四.8.A): refused once play
// was resumed without progress.
func (f Flow) resume(a FlowAction, now time.Time) (Flow, error) {
	if f.ResumedWithoutProgress {
		return f, flowErr("play was already resumed without progress: it is not resumed again", "すでに対局を再開して局面の進行がなかったため、再び再開することはできません")
	}
	if f.Stage == StageResuming {
		return f, flowErr("play is already resuming", "すでに対局再開が求められています")
	}
	f.Resumer = a.By
	return f.next(StageResuming, now), nil
}

// draw is the drawing of the final position.
func (f Flow) draw(a FlowAction, now time.Time) (Flow, error) {
	if a.Kind == ActConfirm {
		f.Ready[side(a.By)] = true
		f.Version++
		if f.Ready[0] && f.Ready[1] {
			f.Ready = [2]bool{}
			f.Working = f.Board
			return f.next(StageJoint, now), nil
		}
		return f, nil
	}
	p, err := ParsePosition(f.Board)
	if err != nil {
		return f, err
	}
	if !p.Board.Inside(a.Point) || a.Colour < 0 || a.Colour > White {
		return f, flowErr("no such point or stone", "盤上の点と石の色を指定してください")
	}
	p.Board.Set(a.Point, a.Colour)
	f.Board, f.Working = p.Text(), p.Text()
	f.Ready = [2]bool{} // a changed position is confirmed again
	f.Version++
	return f, nil
}

// tap marks the working proposal: a stone's chain dead or alive again, or
// an unofficial stone put on or taken off an empty point of the final
// position. In the joint proposal each side fills only with its own stones
// and marks only the other's chains (二.1.A.a).
func (f Flow) tap(a FlowAction) (Flow, error) {
	final, err := ParsePosition(f.Board)
	if err != nil {
		return f, err
	}
	p, err := ParsePosition(f.Working)
	if err != nil {
		return f, err
	}
	q := a.Point
	if !p.Board.Inside(q) {
		return f, flowErr("no such point", "盤上の点を指定してください")
	}
	joint := f.Stage == StageJoint
	switch stone := p.Board.At(q); {
	case stone != 0 && final.Board.At(q) == 0: // an unofficial stone: taken off
		if joint && stone != a.By {
			return f, flowErr("in the joint proposal each side takes off only its own stones", "共同終局案では自分の石だけを取り除けます")
		}
		p.Board.Set(q, 0)
		p.Dead[p.Board.index(q)] = false
	case stone != 0: // a chain: dead or alive again
		if joint && stone == a.By {
			return f, flowErr("in the joint proposal each side marks only the other's dead chains (二.1.A.a)", "共同終局案では相手の石だけを死に石に指定できます（二.1.A.a）")
		}
		if err := p.ToggleDead(q); err != nil {
			return f, err
		}
	default: // an empty point: an unofficial stone
		c := a.Colour
		if joint || c == 0 {
			c = a.By
		}
		p.Board.Set(q, c)
		// A stone joined to a dead chain is dead with it.
		for _, nb := range p.Board.Neighbours(q) {
			if p.Board.At(nb) == c && p.IsDead(nb) {
				_ = p.SetDead(q, true)
			}
		}
	}
	f.Working = p.Text()
	f.Ready = [2]bool{} // the marks changed: each presses 計算 again
	f.Version++
	return f, nil
}

// approve is 承認: in the joint proposal, the first to approve (both having
// pressed 計算) makes it theirs and the other answers (四.1.D); in one's own
// proposal it is submitted (四.2.B, 四.3.B); in an approval it decides
// (四.4.A).
func (f Flow) approve(a FlowAction, now time.Time) (Flow, error) {
	switch f.Stage {
	case StageJoint:
		if !f.Ready[0] || !f.Ready[1] {
			return f, flowErr("both must press Calculate first (四.1.C)", "先に両者が「計算」を押してください（四.1.C）")
		}
		fallthrough
	case StageWhiteOwn, StageBlackOwn:
		if err := checkCountable(f.Working); err != nil {
			return f, err
		}
		f.Proposal = &FlowProposal{By: a.By, Board: f.Working}
		return f.next(StageApproval, now), nil
	case StageApproval:
		return f.done(FlowOutcome{Kind: OutcomeProposal, Proposal: f.Proposal, Reason: Reason{
			English:  f.Proposal.By.String() + "'s proposal is approved by " + a.By.String() + ".",
			Japanese: f.Proposal.By.Japanese() + "の終局案を" + a.By.Japanese() + "が承認しました。"}}, now), nil
	case StageCounterApproval:
		return f.done(FlowOutcome{Kind: OutcomeProposal, Proposal: f.Counter, Reason: Reason{
			English:  f.Counter.By.String() + "'s counter-proposal is approved by " + a.By.String() + ".",
			Japanese: f.Counter.By.Japanese() + "の修正案を" + a.By.Japanese() + "が承認しました。"}}, now), nil
	}
	return f, flowErr("nothing to approve now", "いま承認するものはありません")
}

// checkCountable refuses a proposal the count refuses (a chain without a
// liberty, a dead chain in its own territory).
func checkCountable(text string) error {
	p, err := ParsePosition(text)
	if err != nil {
		return err
	}
	_, err = CountPosition(p, 0)
	return err
}

var actionJa = map[FlowActionKind]string{
	ActStone: "石を置く", ActConfirm: "確定", ActTap: "盤の操作", ActCalculate: "計算", ActApprove: "承認", ActReject: "否認",
	ActCounter: "修正案を出す", ActCancel: "取消", ActResume: "再開", ActAcknowledge: "了解",
}

// ActionJapanese names an action as the phones' buttons do.
func ActionJapanese(k FlowActionKind) string { return actionJa[k] }

// StageJapanese names a stage as the seed does.
func StageJapanese(s FlowStage) string {
	return map[FlowStage]string{
		StageDrawing: "終局図の確認", StageJoint: "共同終局案作成", StageWhiteOwn: "白方独自終局案作成", StageBlackOwn: "黒方独自終局案作成",
		StageApproval: "終局案の認否", StageCounter: "修正案の作成", StageCounterApproval: "修正案の認否", StageResumeRequest: "対局再開の要請",
		StageResuming: "対局の再開", StageDone: "終了",
	}[s]
}
