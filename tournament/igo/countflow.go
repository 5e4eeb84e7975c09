package igo

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	rules "taikai/rules/igo"
	"taikai/tournament"
)

// The settings of the 終局処理 flow on the phones: its time limits in
// seconds (seed 四: 2 minutes, 1 minute, 3 minutes, 15 seconds).
const (
	SettingCountProposal        = "count_proposal_seconds"
	SettingCountCounterApproval = "count_counter_approval_seconds"
	SettingCountResumeRequest   = "count_resume_request_seconds"
	SettingCountResume          = "count_resume_seconds"
)

// countSettings are the flow's time limits as section settings.
func countSettings() []tournament.Setting {
	sec := func(key, en, ja string, def time.Duration) tournament.Setting {
		return tournament.Setting{Key: key, Label: tournament.Text{En: en, Ja: ja}, Kind: tournament.SettingInt,
			Default: strconv.Itoa(int(def / time.Second)), Min: 5, Max: 3600}
	}
	d := rules.DefaultFlowLimits
	return []tournament.Setting{
		sec(SettingCountProposal, "Count on the phones: seconds to make a proposal, and to approve it or counter it (終局案)", "携帯の終局処理：終局案の作成、認否と修正案の制限時間（秒）", d.Proposal),
		sec(SettingCountCounterApproval, "Count on the phones: seconds to approve a counter-proposal (修正案の認否)", "携帯の終局処理：修正案の認否の制限時間（秒）", d.CounterApproval),
		sec(SettingCountResumeRequest, "Count on the phones: seconds to ask to resume play (再開要請)", "携帯の終局処理：対局再開の要請の制限時間（秒）", d.ResumeRequest),
		sec(SettingCountResume, "Count on the phones: seconds before play resumes (対局の再開)", "携帯の終局処理：対局再開までの時間（秒）", d.Resume),
	}
}

// FlowLimitsOf are the section's time limits of the flow.
func FlowLimitsOf(ev tournament.Event) rules.FlowLimits {
	l := rules.DefaultFlowLimits
	for key, d := range map[string]*time.Duration{SettingCountProposal: &l.Proposal, SettingCountCounterApproval: &l.CounterApproval,
		SettingCountResumeRequest: &l.ResumeRequest, SettingCountResume: &l.Resume} {
		if n, err := strconv.Atoi(ev.Setting(key)); err == nil && n > 0 {
			*d = time.Duration(n) * time.Second
		}
	}
	return l
}

// The flow's types, for the pages.
type (
	// Flow is a 終局処理 on the phones.
	Flow = rules.Flow
	// FlowAction is a player's action in it.
	FlowAction = rules.FlowAction
	// FlowLimits are its time limits.
	FlowLimits = rules.FlowLimits
	// FlowActionKind is what a player does.
	FlowActionKind = rules.FlowActionKind
	// FlowStage is where a flow is.
	FlowStage = rules.FlowStage
)

// The stages of the flow and the players' actions (rules/igo), for the
// phones' page.
const (
	StageDrawing         = rules.StageDrawing
	StageJoint           = rules.StageJoint
	StageWhiteOwn        = rules.StageWhiteOwn
	StageBlackOwn        = rules.StageBlackOwn
	StageApproval        = rules.StageApproval
	StageCounter         = rules.StageCounter
	StageCounterApproval = rules.StageCounterApproval
	StageResumeRequest   = rules.StageResumeRequest
	StageResuming        = rules.StageResuming
	StageDone            = rules.StageDone

	ActStone       = rules.ActStone
	ActConfirm     = rules.ActConfirm
	ActTap         = rules.ActTap
	ActCalculate   = rules.ActCalculate
	ActApprove     = rules.ActApprove
	ActReject      = rules.ActReject
	ActCounter     = rules.ActCounter
	ActCancel      = rules.ActCancel
	ActResume      = rules.ActResume
	ActAcknowledge = rules.ActAcknowledge
)

// StageJapanese is a stage as the seed names it (共同終局案作成 …).
func StageJapanese(s FlowStage) string { return rules.StageJapanese(s) }

// CountFlowState is a game's flow as it stands now: its time limits applied
// up to now, the stage's deadline, and whether the arbiter has recorded its
// outcome.
type CountFlowState struct {
	Round, Table int
	Flow         Flow
	Limits       FlowLimits
	Deadline     time.Time
	// Accepted: the arbiter ruled after the outcome.
	Accepted bool
	// Result is the outcome's result in the game's grammar (the proposal's
	// count under the game's komi, double-loss, pending, no-result); "" for
	// play resuming or no outcome yet.
	Result string
}

// ErrStaleFlow refuses an action made on a flow that has changed since the
// phone showed it (the other player acted, or a time limit ran out).
var ErrStaleFlow = &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Text{
	En: "the count changed since this screen was shown (the other player acted, or time ran out): look at it again",
	Ja: "この画面を表示したあとに終局処理が進みました（相手の操作か制限時間）。画面を確かめてから、もう一度操作してください"}}

// flowOf reads game g's flow; ok false when it has none.
func flowOf(g tournament.Game) (Flow, bool, error) {
	var f Flow
	if g.Dispute == nil || len(g.Dispute.Flow) == 0 {
		return f, false, nil
	}
	err := tournament.DecodeExtra(g.Dispute.Flow, &f)
	return f, err == nil, err
}

// CountFlow returns the flow of round n, table t as it stands now; ok is
// false when the game has none.
func (s *Service) CountFlow(n, t int) (CountFlowState, bool, error) {
	var st CountFlowState
	var ok bool
	err := s.View(func(r tournament.Reader) error {
		ev, _, rs, err := tournament.ReadAll(r)
		if err != nil {
			return err
		}
		g, err := gameAt(rs, n, t)
		if err != nil {
			return err
		}
		var f Flow
		if f, ok, err = flowOf(g); err != nil || !ok {
			return err
		}
		st = s.state(ev, g, n, t, f.Advance(s.Now(), FlowLimitsOf(ev)))
		return nil
	})
	return st, ok, err
}

// state is the flow f of game g with what the pages show of it.
func (s *Service) state(ev tournament.Event, g tournament.Game, n, t int, f Flow) CountFlowState {
	l := FlowLimitsOf(ev)
	st := CountFlowState{Round: n, Table: t, Flow: f, Limits: l, Deadline: f.Deadline(l)}
	if o := f.Outcome; o != nil {
		switch o.Kind {
		case rules.OutcomeProposal:
			if c, err := s.countOf(ev, g, o.Proposal.Board); err == nil {
				st.Result = c.Claim
			}
		case rules.OutcomeDoubleLoss:
			st.Result = tournament.ResultDoubleLoss
		case rules.OutcomePending:
			st.Result = tournament.ResultPending
		case rules.OutcomeNoResult:
			st.Result = tournament.ResultNoResult
		}
		if d := g.Dispute; d != nil && len(d.Rulings) > 0 && !d.Rulings[len(d.Rulings)-1].Time.Before(f.Since) {
			st.Accepted = true
		}
	}
	return st
}

// countOf counts a proposal's board under the game's rules.
func (s *Service) countOf(ev tournament.Event, g tournament.Game, board string) (tournament.CountProposal, error) {
	counter, err := tournament.CounterOf(ev)
	if err != nil {
		return tournament.CountProposal{}, err
	}
	return counter.CountBoard(ev, g, tournament.CountInput{Board: board})
}

// gameAt is the game at table t of round n.
func gameAt(rs []tournament.Round, n, t int) (tournament.Game, error) {
	r, err := tournament.RoundOf(rs, n)
	if err != nil {
		return tournament.Game{}, err
	}
	g, _, ok := r.GameAt(t)
	if !ok || t < 1 || g.IsBye() {
		return g, tournament.NewProblem(tournament.ErrNotFound, "round %d has no game at table %d", "%d 回戦 %d 番卓に対局がありません", n, t)
	}
	return g, nil
}

// StartCountFlow starts the 終局処理 on the phones for round n, table t:
// on the newest board counted for the game (its dead marks taken off), or
// an empty board of 19 lines for the players to draw; resumed says whether
// play was already resumed once without progress. A flow under way is
// kept; one that ended is replaced.
func (s *Service) StartCountFlow(n, t int, resumed bool) (CountFlowState, error) {
	var st CountFlowState
	err := s.changeFlow(n, t, "count.flow.start", func(ev tournament.Event, g tournament.Game, d *tournament.Dispute, f Flow, had bool) (Flow, tournament.Text, error) {
		if had && f.Stage != rules.StageDone {
			return f, tournament.Text{}, nil
		}
		board := strings.Repeat(strings.Repeat(".", 19)+"\n", 19)
		if k := len(d.Counts); k > 0 {
			board = d.Counts[k-1].Board
		}
		nf, err := rules.NewFlow(board, resumed, s.Now().UTC())
		if err != nil {
			return f, tournament.Text{}, countProblem(err)
		}
		return nf, tournament.Tr("round %d table %d: the count on the phones started", "%d回戦 %d番卓：携帯の終局処理を開始", n, t), nil
	}, &st)
	return st, err
}

// ActCountFlow applies a player's action on the flow of round n, table t,
// made on the flow's version seen: refused (ErrStaleFlow) when the flow has
// changed since. A proposal the flow ends with is kept with the dispute's
// counted boards.
func (s *Service) ActCountFlow(n, t, version int, a FlowAction) (CountFlowState, error) {
	var st CountFlowState
	err := s.changeFlow(n, t, "count.flow", func(ev tournament.Event, g tournament.Game, d *tournament.Dispute, f Flow, had bool) (Flow, tournament.Text, error) {
		if !had {
			return f, tournament.Text{}, tournament.NewProblem(tournament.ErrNotFound, "round %d table %d has no count on the phones", "%d回戦 %d番卓の携帯の終局処理はありません", n, t)
		}
		now := s.Now().UTC()
		f = f.Advance(now, FlowLimitsOf(ev))
		if f.Version != version {
			return f, tournament.Text{}, ErrStaleFlow
		}
		nf, err := f.Act(a, now, FlowLimitsOf(ev))
		var fe *rules.FlowError
		if errors.As(err, &fe) {
			return f, tournament.Text{}, &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Text{En: fe.En, Ja: fe.Ja}}
		}
		if err != nil {
			return f, tournament.Text{}, countProblem(err)
		}
		if nf.Stage == rules.StageDone {
			// The proposals the flow made stay with the dispute's counted
			// boards (棋譜3点セット: each side's 終局案 for the ruling and the
			// ruling record), the deciding one last.
			var made []*rules.FlowProposal
			for _, fp := range []*rules.FlowProposal{nf.Proposal, nf.Counter} {
				if fp != nil && (nf.Outcome.Proposal == nil || fp.Board != nf.Outcome.Proposal.Board || fp.By != nf.Outcome.Proposal.By) {
					made = append(made, fp)
				}
			}
			if nf.Outcome.Proposal != nil {
				made = append(made, nf.Outcome.Proposal)
			}
			for _, fp := range made {
				p, err := s.countOf(ev, g, fp.Board)
				if err != nil {
					return f, tournament.Text{}, err
				}
				p.Side = map[rules.Colour]string{rules.Black: tournament.CountBlack, rules.White: tournament.CountWhite}[fp.By]
				p.By, p.Time = "携帯", now
				d.Counts = append(d.Counts, p)
			}
		}
		detail := tournament.Text{
			En: fmt.Sprintf("round %d table %d, count on the phones: %s by %s (%s)", n, t, a.Kind, a.By, nf.Stage),
			Ja: fmt.Sprintf("%d回戦 %d番卓 携帯の終局処理：%sの%s（%s）", n, t, a.By.Japanese(), rules.ActionJapanese(a.Kind), rules.StageJapanese(nf.Stage))}
		if nf.Stage == rules.StageDone {
			detail = tournament.Tr("round %d table %d, count on the phones ended: %s", "%d回戦 %d番卓 携帯の終局処理の結果：%s", n, t,
				tournament.Text{En: nf.Outcome.Reason.English, Ja: nf.Outcome.Reason.Japanese})
		}
		return nf, detail, nil
	}, &st)
	return st, err
}

// changeFlow runs change on the flow of round n, table t in one
// transaction (a dispute is opened when the game has none) and returns the
// state stored in st.
func (s *Service) changeFlow(n, t int, action string, change func(ev tournament.Event, g tournament.Game, d *tournament.Dispute, f Flow, had bool) (Flow, tournament.Text, error), st *CountFlowState) error {
	return s.UpdateText(action, func(w tournament.Writer) (tournament.Text, error) {
		ev, err := w.Event()
		if err != nil {
			return tournament.Text{}, err
		}
		if _, err := tournament.CounterOf(ev); err != nil {
			return tournament.Text{}, err
		}
		r, err := tournament.StoredRound(w, n)
		if err != nil {
			return tournament.Text{}, err
		}
		g, i, ok := r.GameAt(t)
		if !ok || t < 1 || g.IsBye() {
			return tournament.Text{}, tournament.NewProblem(tournament.ErrNotFound, "round %d has no game at table %d", "%d 回戦 %d 番卓に対局がありません", n, t)
		}
		f, had, err := flowOf(g)
		if err != nil {
			return tournament.Text{}, err
		}
		d := tournament.Dispute{Status: tournament.DisputeOpen, Opened: s.Now().UTC()}
		if g.Dispute != nil {
			d = *g.Dispute
		}
		nf, detail, err := change(ev, g, &d, f, had)
		if err != nil {
			return tournament.Text{}, err
		}
		if d.Flow, err = tournament.EncodeExtra(nf); err != nil {
			return tournament.Text{}, err
		}
		r.Games[i].Dispute = &d
		if err := w.PutRound(r); err != nil {
			return tournament.Text{}, err
		}
		*st = s.state(ev, r.Games[i], n, t, nf)
		return detail, nil
	})
}

// AcceptCountFlow records the outcome of the flow of round n, table t as
// the arbiter's ruling (nothing is recorded without the arbiter): the
// deciding proposal's count, 両負け, 勝敗預かり or 無勝負. A flow not over,
// or over with play resuming, records nothing and says so.
func (s *Service) AcceptCountFlow(n, t int) (tournament.Dispute, error) {
	st, ok, err := s.CountFlow(n, t)
	if err != nil {
		return tournament.Dispute{}, err
	}
	switch {
	case !ok:
		return tournament.Dispute{}, tournament.NewProblem(tournament.ErrNotFound, "round %d table %d has no count on the phones", "%d回戦 %d番卓の携帯の終局処理はありません", n, t)
	case st.Flow.Outcome == nil:
		return tournament.Dispute{}, tournament.NewProblem(tournament.ErrInvalidInput, "the count on the phones is not over (%s)", "携帯の終局処理はまだ終わっていません（%s）", rules.StageJapanese(st.Flow.Stage))
	case st.Result == "":
		return tournament.Dispute{}, tournament.NewProblem(tournament.ErrInvalidInput, "play resumes: there is no result to record", "対局再開です。記録する結果はありません")
	case st.Accepted:
		return tournament.Dispute{}, tournament.NewProblem(tournament.ErrInvalidInput, "the outcome is already recorded", "この結果はすでに記録しています")
	}
	o := st.Flow.Outcome
	return s.Rule(n, t, tournament.RulingInput{Result: st.Result, Reason: fmt.Sprintf("携帯の終局処理：%s", o.Reason.Japanese)})
}
