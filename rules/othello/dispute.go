package othello

// DisputeAnswers are the arbiter's answers about an Othello game whose
// players do not agree on the result (the claims the arbiter took down).
type DisputeAnswers struct {
	// BlackClaimed and WhiteClaimed: the player stated a result.
	BlackClaimed, WhiteClaimed bool
	// ClaimsAgree: both claims are the same result, as written. Read only
	// when both claimed.
	ClaimsAgree bool
	// ResumedWithoutProgress: play was already resumed once and no move was
	// played before it stopped again.
	ResumedWithoutProgress bool
	// ResumeRequested: a player asks to resume play now.
	ResumeRequested bool
}

// DisputeKind is what the guided decision of an Othello dispute says.
type DisputeKind int

// The outcomes of an Othello dispute's guided decision.
const (
	// DisputeAgreed: both players state the same result: it is the result
	// (the card both confirm and sign, rule 19).
	DisputeAgreed DisputeKind = iota + 1
	// DisputeSoleClaim: only one player stated a result; it is proposed
	// to the arbiter, who rules (rules 21, 23): the game is held.
	DisputeSoleClaim
	// DisputeResume: play resumes as the arbiter directs; no result yet.
	DisputeResume
	// DisputeHeld: 勝敗預かり; the arbiter rules on the record and the
	// claims (rules 21, 23).
	DisputeHeld
	// DisputeNoClaim: nobody could state a result after play was resumed
	// without progress: 無勝負 is proposed, the arbiter rules.
	DisputeNoClaim
)

// DisputeDecision is the guided decision of an Othello dispute. Seed 002
// has no procedure for a disagreement, no 両負け and no automatic ruling:
// the arbiter decides what the rules do not provide and when asked, and
// that decision is final (rules 21, 23). So the decision stands by itself
// only when both players agree; otherwise it proposes (Proposed) and the
// game is held 勝敗預かり until the arbiter rules.
type DisputeDecision struct {
	Kind DisputeKind
	// Proposed: the decision is a proposal to the arbiter, not a ruling.
	Proposed bool
	// Claim is whose claim is proposed for DisputeSoleClaim.
	Claim  Colour
	Reason Text
}

// DecideDispute walks an Othello dispute (seed 002, rules 19, 21, 23):
//
//  1. both claims agree → that result (the card both sign, rule 19);
//  2. only one player claimed → that claim is proposed, the game held;
//  3. play was already resumed without progress → held 勝敗預かり for the
//     arbiter's ruling; with no claim at all, 無勝負 is proposed;
//  4. a player asks to resume → play resumes as the arbiter directs;
//  5. nobody asks → held 勝敗預かり: the arbiter rules (no 両負け by
//     itself: seed 002 has none).
func DecideDispute(a DisputeAnswers) DisputeDecision {
	claimed := a.BlackClaimed || a.WhiteClaimed
	both := a.BlackClaimed && a.WhiteClaimed
	switch {
	case both && a.ClaimsAgree:
		return DisputeDecision{Kind: DisputeAgreed, Reason: Text{
			En: "Both players state the same result: it is the result they confirm and sign (rule 19).",
			Ja: "両対局者の結果が一致したため、その結果とします（第19項：両対局者が確認・署名する結果）。"}}
	case claimed && !both:
		c := Black
		if a.WhiteClaimed {
			c = White
		}
		return DisputeDecision{Kind: DisputeSoleClaim, Proposed: true, Claim: c, Reason: Text{
			En: "Only " + c.String() + " stated a result: it is proposed to the arbiter, who rules (rules 21, 23); the game is held 勝敗預かり until then.",
			Ja: c.Japanese() + "のみが結果を申し立てました。その結果を審判に提案し、審判が裁定します（第21項・第23項）。裁定まで勝敗預かりとします。"}}
	case a.ResumedWithoutProgress && claimed:
		return DisputeDecision{Kind: DisputeHeld, Reason: Text{
			En: "The players disagree and play was already resumed without progress: the result is held (勝敗預かり) until the arbiter rules on the record and both claims (rules 21, 23).",
			Ja: "結果が一致せず、すでに対局を再開して進行がなかったため、勝敗預かりとします。審判が記録と双方の申し立てにより裁定します（第21項・第23項）。"}}
	case a.ResumedWithoutProgress:
		return DisputeDecision{Kind: DisputeNoClaim, Proposed: true, Reason: Text{
			En: "Neither player could state a result and play was already resumed without progress: no result (無勝負) is proposed; the arbiter rules (rules 21, 23) and the game is held until then.",
			Ja: "両対局者とも結果を申し立てられず、すでに対局を再開して進行がなかったため、無勝負を提案します。審判が裁定し（第21項・第23項）、裁定まで勝敗預かりとします。"}}
	case a.ResumeRequested:
		return DisputeDecision{Kind: DisputeResume, Reason: Text{
			En: "A player asks to resume: play resumes as the arbiter directs; no result yet.",
			Ja: "対局再開の要請があったため、審判の指示により対局を再開します（結果はまだありません）。"}}
	}
	why, whyJa := "The players disagree", "結果が一致せず"
	if !claimed {
		why, whyJa = "Neither player could state a result", "両対局者とも結果を申し立てられず"
	}
	return DisputeDecision{Kind: DisputeHeld, Reason: Text{
		En: why + " and neither asks to resume: the Othello rules have no 両負け for this; the result is held (勝敗預かり) and the arbiter rules (rules 21, 23).",
		Ja: whyJa + "、両者とも対局再開を求めません。オセロの規則にはこの場合の両負けはなく、勝敗預かりとして審判が裁定します（第21項・第23項）。"}}
}
