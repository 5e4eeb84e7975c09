package tournament

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"taikai/rules/igo"
)

// The result keywords every two-sided game's grammar takes: the outcomes a
// dispute ruling can give.
const (
	ResultPending    = "pending"     // 勝敗預かり
	ResultDoubleLoss = "double-loss" // 両負け
	ResultNoResult   = "no-result"   // 無勝負
)

// DecisionKind is the outcome of the guided decision of docs/rules.md §1.
type DecisionKind = igo.DecisionKind

// The outcomes of the guided decision.
const (
	DecisionAgreed     = igo.DecisionAgreed
	DecisionSoleClaim  = igo.DecisionSoleClaim
	DecisionResume     = igo.DecisionResume
	DecisionPending    = igo.DecisionPending
	DecisionDoubleLoss = igo.DecisionDoubleLoss
	DecisionNoResult   = igo.DecisionNoResult
)

// DisputeDecision is what the guided decision decided, and why.
type DisputeDecision struct {
	Kind DecisionKind
	// Name is the decision in the words of the game's rules (勝敗預かり,
	// 終局案による勝敗決定 …).
	Name   Text
	Reason Text
	// Proposed: the game's rules make the decision a proposal to the
	// arbiter, not a ruling (Othello: the arbiter decides, seed 002 rules
	// 21, 23): the game is held 勝敗預かり and the proposed result, if any,
	// is kept as the dispute's Proposal until the arbiter rules.
	Proposed bool
}

// DisputeAnswers are the arbiter's answers about a disputed game, as the
// game's guided decision reads them.
type DisputeAnswers struct {
	// BlackClaimed, WhiteClaimed: the player stated a result.
	BlackClaimed, WhiteClaimed bool
	// ClaimsAgree: both claims are the same result, as written.
	ClaimsAgree bool
	// ResumedWithoutProgress: play was already resumed once and nothing
	// changed before it stopped again.
	ResumedWithoutProgress bool
	// ResumeRequested: a player asks to resume play now.
	ResumeRequested bool
}

// Dispute is a disputed game (勝敗不合意, docs/rules.md §1): the official record, each
// player's claim (the 三点セット), notes, and the rulings, newest last. A
// newer ruling supersedes an older one; all stay here and in the audit log.
type Dispute struct {
	Record     string `json:"record,omitempty"`      // the official record as written
	BlackClaim string `json:"black_claim,omitempty"` // Black's claimed result, in the result grammar; "" none
	WhiteClaim string `json:"white_claim,omitempty"` // White's claimed result; "" none
	Notes      string `json:"notes,omitempty"`
	Status     string `json:"status"` // open, pending (勝敗預かり), ruled
	// Proposal is the result the guided decision proposed to the arbiter
	// when the game's rules leave the ruling to them (in the result
	// grammar; "" none): the game is held 勝敗預かり meanwhile.
	Proposal string    `json:"proposal,omitempty"`
	Opened   time.Time `json:"opened"`
	Rulings  []Ruling  `json:"rulings,omitempty"`
	// Counts are the boards counted for the game (Counter: Go's 終局処理),
	// oldest first: each player's 終局案 and 修正案, and the arbiter's.
	Counts []CountProposal `json:"counts,omitempty"`
	// Flow is the game's own record of a count run on the players' phones
	// (Go's 終局処理 flow), stored and copied by shared code unread.
	Flow Extra `json:"flow,omitempty"`
}

// Dispute statuses.
const (
	DisputeOpen    = "open"    // play resumes; no result yet
	DisputePending = "pending" // 勝敗預かり until the arbiter rules
	DisputeRuled   = "ruled"
)

// Ruling is one decision on a dispute: the result it gives (in the result
// grammar: "40-24", "double-loss" 両負け, "no-result" 無勝負, "foul-black"
// 反則負け, "forfeit-white" 不戦勝/不戦敗, "pending" 勝敗預かり), whether a
// replay is ordered, why, by whom and when.
type Ruling struct {
	Result  string    `json:"result"`
	Replay  bool      `json:"replay,omitempty"`
	Reason  Text      `json:"reason"`
	Arbiter string    `json:"arbiter"`
	Time    time.Time `json:"time"`
	// Penalty is the penalty the arbiter gave with the ruling, e.g. for a
	// deliberately false claim (docs/rules.md §1; seed rule 22); nil for none.
	Penalty *Penalty `json:"penalty,omitempty"`
}

// RulingInput is the arbiter's ruling on a disputed game: the result (in
// the game's result grammar), whether a replay is ordered (with
// no-result), why, a penalty noted on a player, if any, and the answers to
// the questions the rules ask of the result (an Othello card under 64
// discs: rule 19's question belongs to the ruling).
type RulingInput struct {
	Result  string
	Replay  bool
	Reason  string
	Penalty *Penalty
	Answers []string
}

// DisputeInput is what the arbiter records at the table.
type DisputeInput struct {
	Record, BlackClaim, WhiteClaim, Notes string
	// ResumedWithoutProgress: play was already resumed once and nothing
	// changed before it stopped again.
	ResumedWithoutProgress bool
	// ResumeRequested: a player asks to resume play now.
	ResumeRequested bool
}

// ErrResumeContradiction refuses a dispute whose answers say both that a
// player asks to resume play and that play was already resumed without
// progress: once resumed without progress, play is not resumed again (the
// decision rules on the claims), so the arbiter must say which is true.
var ErrResumeContradiction = &Problem{Kind: ErrInvalidInput, Text: Text{
	En: "a player asks to resume and play was already resumed without progress: both cannot be true (play resumed once without progress is not resumed again); answer one of them",
	Ja: "「対局再開の要請がある」と「すでに対局を再開して進行がなかった」は両立しません（進行なく再開した対局は再び再開しません）。どちらか一方だけを答えてください"}}

// RecordDispute records the claims of a disputed game, as typed, and
// applies the game's guided decision (Swiss.GuidedDecision; Go and Pair Go:
// docs/rules.md §1, seed 終局処理の方法; Othello: seed 002 rules 19, 21, 23). A
// decision that is a ruling gives its result at once; a proposal holds the
// game 勝敗預かり with the proposed result for the arbiter. A result the
// rules cannot decide without the arbiter's answer (an Othello claim under
// 64 discs, rule 19) is only proposed too: the question belongs to the
// ruling. Play resuming gives no result. Asking to resume and saying play
// was already resumed without progress contradict each other: refused.
func (s *Service) RecordDispute(n, table int, in DisputeInput) (Dispute, DisputeDecision, error) {
	var out Dispute
	var dd DisputeDecision
	if in.ResumedWithoutProgress && in.ResumeRequested {
		return out, dd, ErrResumeContradiction
	}
	err := s.updateText("dispute.record", func(w Writer) (Text, error) {
		ev, err := w.Event()
		if err != nil {
			return Text{}, err
		}
		r, g, i, err := StoredGame(w, n, table)
		if err != nil {
			return Text{}, err
		}
		black, err := canonicalClaim(ev, g, in.BlackClaim)
		if err != nil {
			return Text{}, err
		}
		white, err := canonicalClaim(ev, g, in.WhiteClaim)
		if err != nil {
			return Text{}, err
		}
		sw, err := ev.Swiss()
		if err != nil {
			return Text{}, err
		}
		if dd, err = sw.GuidedDecision(DisputeAnswers{BlackClaimed: black != "", WhiteClaimed: white != "", ClaimsAgree: black == white,
			ResumedWithoutProgress: in.ResumedWithoutProgress, ResumeRequested: in.ResumeRequested}); err != nil {
			return Text{}, err
		}
		var result string
		switch dd.Kind {
		case DecisionAgreed:
			result = black
		case DecisionSoleClaim:
			result = black + white
		case DecisionPending:
			result = ResultPending
		case DecisionDoubleLoss:
			result = ResultDoubleLoss
		case DecisionNoResult:
			result = ResultNoResult
		case DecisionResume:
		default:
			return Text{}, newProblem(ErrInvalidInput, "the guided decision gave %q, which records nothing known", "異議の判定「%s」は記録できない判定です", dd.Name.En)
		}
		if result != "" && result != ResultPending && !dd.Proposed {
			// A result the rules decide only with the arbiter's answer is
			// not the guided decision's to give: it is proposed, and the
			// ruling answers the question.
			var q *Question
			if _, err := sw.Decide(ev, r, g, result, nil); errors.As(err, &q) {
				dd.Proposed = true
				dd.Reason.En += " " + q.En + " The result is held until the arbiter rules and answers this."
				dd.Reason.Ja += q.Ja + "。裁定でこの問いに答えるまで勝敗預かりとします。"
			} else if err != nil {
				return Text{}, err
			}
		}
		disp := Dispute{Record: strings.TrimSpace(in.Record), BlackClaim: black, WhiteClaim: white, Notes: strings.TrimSpace(in.Notes),
			Status: DisputeOpen, Opened: s.now().UTC()}
		if dd.Proposed {
			disp.Proposal, result = result, ResultPending
		}
		if g.Dispute != nil {
			disp.Opened, disp.Rulings, disp.Counts, disp.Flow = g.Dispute.Opened, g.Dispute.Rulings, g.Dispute.Counts, g.Dispute.Flow
		}
		r.Games[i].Dispute = &disp
		if err := w.PutRound(r); err != nil {
			return Text{}, err
		}
		first, second := SideNames(ev.Game)
		detail := fmt.Sprintf("round %d table %d disputed: record %q, %s claims %q, %s claims %q; decision: %s", n, table, disp.Record, first.En, black, second.En, white, dd.Name.En)
		if disp.Proposal != "" {
			detail += fmt.Sprintf(" (proposed to the arbiter: %s)", disp.Proposal)
		}
		if result != "" {
			rd, err := s.rule(w, ev, n, table, result, false, dd.Reason)
			if err != nil {
				return Text{}, err
			}
			out = rd
		} else {
			out = disp
		}
		return Text{En: detail + ". " + dd.Reason.En, Ja: disputeDetailJa(ev, n, table, disp, dd)}, nil
	})
	return out, dd, err
}

// canonicalClaim checks a claimed result at game g and writes it the
// stored way; an empty claim stays empty (the player made none).
func canonicalClaim(ev Event, g Game, claim string) (string, error) {
	claim = strings.TrimSpace(claim)
	if claim == "" {
		return "", nil
	}
	sw, err := ev.Swiss()
	if err != nil {
		return "", err
	}
	if gc, ok := sw.(GameClaimer); ok {
		return gc.ClaimAt(ev, g, claim)
	}
	return sw.Claim(ev, claim)
}

// RuleDispute records the arbiter's ruling on a disputed game; it
// supersedes any earlier ruling, which stays in the history. The result
// counts in the standings at once (a 勝敗預かり ruling keeps it pending).
func (s *Service) RuleDispute(n, table int, result string, replay bool, reason string) (Dispute, error) {
	return s.Rule(n, table, RulingInput{Result: result, Replay: replay, Reason: reason})
}

// Rule records the arbiter's ruling on a disputed game, as RuleDispute,
// with a penalty noted on a player when in.Penalty is set (docs/rules.md §1: a
// deliberately false claim). The penalised player must play in the game
// (or, in Pair Go, be a member of a pair that does).
func (s *Service) Rule(n, table int, in RulingInput) (Dispute, error) {
	var out Dispute
	err := s.update("dispute.rule", func(w Writer) (string, error) {
		ev, err := w.Event()
		if err != nil {
			return "", err
		}
		var pen *Penalty
		if in.Penalty != nil {
			if pen, err = checkPenalty(w, n, table, *in.Penalty); err != nil {
				return "", err
			}
		}
		reason := strings.TrimSpace(in.Reason)
		out, err = s.ruleWith(w, ev, n, table, in.Result, in.Replay, Text{En: reason, Ja: reason}, pen, in.Answers...)
		if err != nil {
			return "", err
		}
		last := out.Rulings[len(out.Rulings)-1]
		detail := fmt.Sprintf("round %d table %d ruled: %s", n, table, last.Result)
		if in.Replay {
			detail += " (replay ordered)"
		}
		if len(out.Rulings) > 1 {
			detail += fmt.Sprintf(", superseding %s", out.Rulings[len(out.Rulings)-2].Result)
		}
		if reason != "" {
			detail += ": " + reason
		}
		if pen != nil {
			detail += fmt.Sprintf("; penalty on #%d: %s", pen.Player, pen.Kind)
			if pen.Note != "" {
				detail += " (" + pen.Note + ")"
			}
		}
		return detail, nil
	})
	return out, err
}

// checkPenalty checks a penalty against game `table` of round n and
// returns it cleaned (kind as its key, note trimmed).
func checkPenalty(w Writer, n, table int, p Penalty) (*Penalty, error) {
	kind, err := ParsePenaltyKind(p.Kind)
	if err != nil {
		return nil, err
	}
	_, g, _, err := StoredGame(w, n, table)
	if err != nil {
		return nil, err
	}
	in := g.Has(p.Player) && p.Player != 0
	if !in {
		ps, err := w.Participants()
		if err != nil {
			return nil, err
		}
		for _, q := range ps {
			if g.Has(q.ID) && slices.Contains(q.Members, p.Player) {
				in = true
			}
		}
	}
	if !in {
		return nil, newProblem(ErrInvalidInput, "participant #%d does not play at round %d table %d: a penalty with a ruling is for one of its players",
			"#%d は %d 回戦 %d 番卓の対局者ではありません。裁定とともに記録する罰則はその対局者に対するものです", p.Player, n, table)
	}
	return &Penalty{Player: p.Player, Kind: kind, Note: strings.TrimSpace(p.Note)}, nil
}

// rule applies a ruling inside a transaction.
func (s *Service) rule(w Writer, ev Event, n, table int, result string, replay bool, reason Text) (Dispute, error) {
	return s.ruleWith(w, ev, n, table, result, replay, reason, nil)
}

// ruleWith applies a ruling with an optional penalty inside a transaction.
func (s *Service) ruleWith(w Writer, ev Event, n, table int, result string, replay bool, reason Text, pen *Penalty, answers ...string) (Dispute, error) {
	rs, err := w.Rounds()
	if err != nil {
		return Dispute{}, err
	}
	r, err := roundOf(rs, n)
	if err != nil {
		return Dispute{}, err
	}
	g, _, ok := r.GameAt(table)
	if !ok || g.Dispute == nil {
		return Dispute{}, newProblem(ErrNotFound, "round %d table %d has no dispute; record the claims first",
			"%d 回戦 %d 番卓に異議の記録がありません。先に双方の主張を記録してください", n, table)
	}
	if replay && !strings.EqualFold(strings.TrimSpace(result), ResultNoResult) {
		return Dispute{}, newProblem(ErrInvalidInput, "a replay goes with no-result (無勝負)", "打ち直しは無勝負の場合だけです")
	}
	if _, _, err := s.applyResult(w, n, table, result, answers, true); err != nil {
		return Dispute{}, err
	}
	rs, err = w.Rounds()
	if err != nil {
		return Dispute{}, err
	}
	r, _ = roundOf(rs, n)
	_, i, _ := r.GameAt(table)
	disp := r.Games[i].Dispute
	stored := r.Games[i].Result.Text
	disp.Rulings = append(disp.Rulings, Ruling{Result: stored, Replay: replay, Reason: reason, Arbiter: s.arbiterName(ev), Time: s.now().UTC(), Penalty: pen})
	disp.Status = DisputeRuled
	if stored == ResultPending {
		disp.Status = DisputePending
	}
	return *disp, w.PutRound(r)
}

// DisputedGame is a disputed game with where it is.
type DisputedGame struct {
	Round int
	Game  Game
}

// Disputes returns every disputed game, open and pending first.
func (s *Service) Disputes() ([]DisputedGame, error) {
	rs, err := s.Rounds()
	if err != nil {
		return nil, err
	}
	var open, done []DisputedGame
	for _, r := range rs {
		for _, g := range r.Games {
			if g.Dispute == nil {
				continue
			}
			if g.Dispute.Status == DisputeRuled {
				done = append(done, DisputedGame{r.Number, g})
			} else {
				open = append(open, DisputedGame{r.Number, g})
			}
		}
	}
	return append(open, done...), nil
}

// disputeDetailJa is the audit detail of a recorded dispute in Japanese,
// written with the English one rather than read back from it, so that
// every game's decision (Othello's proposals included) reads in Japanese.
func disputeDetailJa(ev Event, n, table int, d Dispute, dd DisputeDecision) string {
	quote := func(s string) string {
		if s == "" {
			return "なし"
		}
		return " 「" + s + "」"
	}
	first, second := SideNames(ev.Game)
	out := fmt.Sprintf("%d回戦 %d番卓 異議：記録%s、%sの主張%s、%sの主張%s。判断：%s", n, table, quote(d.Record),
		first.Ja, quote(ResultText(ev, d.BlackClaim, Japanese)), second.Ja, quote(ResultText(ev, d.WhiteClaim, Japanese)), dd.Name.Ja)
	if d.Proposal != "" {
		out += "（審判への提案：" + ResultText(ev, d.Proposal, Japanese) + "）"
	}
	return out + "。" + dd.Reason.Ja
}
