package shogi

// DisputeAnswers are the arbiter's answers about a disputed game (勝敗の
// 不一致: the players report different results, or a claim of 反則, 千日手
// or 持将棋 is contested).
type DisputeAnswers struct {
	FirstClaimed, SecondClaimed bool // 先手, 後手 stated a result
	// ClaimsAgree: both claims are the same result (read only when both
	// claimed).
	ClaimsAgree bool
	// ResumedWithoutProgress: play was resumed once already and stopped
	// again without a move.
	ResumedWithoutProgress bool
	// ResumeRequested: a player asks to play on from the position.
	ResumeRequested bool
}

// Decision is the outcome of the guided decision on a shogi dispute.
type Decision int

// The outcomes. In a shogi event the 審判長 rules a contested game: only
// claims that agree are a result by themselves; anything else is held
// (勝敗預かり) with a proposal, or play resumes.
const (
	DisputeAgreed    Decision = iota // both claims agree: that result stands
	DisputeResume                    // play resumes from the position (対局再開)
	DisputeSoleClaim                 // one claim: proposed to the arbiter, held meanwhile
	DisputeHeld                      // the claims differ: 勝敗預かり until the arbiter rules
	DisputeNoClaim                   // nobody claims: 無勝負 proposed (the arbiter may order 指し直し)
)

// DisputeDecision is a decision with its reason.
type DisputeDecision struct {
	Kind     Decision
	Proposed bool // a proposal to the arbiter, not a ruling
	En, Ja   string
}

// Decide is the guided decision: agreeing claims stand; a request to play
// on is granted once (a second stop without a move is not resumed again);
// otherwise the arbiter rules, the game held meanwhile, with the sole claim
// or 無勝負 as the proposal.
func Decide(a DisputeAnswers) DisputeDecision {
	switch {
	case a.FirstClaimed && a.SecondClaimed && a.ClaimsAgree:
		return DisputeDecision{Kind: DisputeAgreed, En: "Both players state the same result.", Ja: "両対局者の申告が一致しました。"}
	case a.ResumeRequested && !a.ResumedWithoutProgress:
		return DisputeDecision{Kind: DisputeResume, En: "Play resumes from the position on the board.", Ja: "盤上の局面から対局を再開します。"}
	case a.FirstClaimed != a.SecondClaimed:
		return DisputeDecision{Kind: DisputeSoleClaim, Proposed: true,
			En: "Only one player states a result: it is proposed to the arbiter, who rules; the game is held meanwhile.",
			Ja: "一方だけが結果を申告しています。審判長に提案し、裁定まで勝敗預かりとします。"}
	case a.FirstClaimed && a.SecondClaimed:
		return DisputeDecision{Kind: DisputeHeld, En: "The claims differ: the result is held until the arbiter rules.",
			Ja: "申告が食い違っています。審判長の裁定まで勝敗預かりとします。"}
	}
	return DisputeDecision{Kind: DisputeNoClaim, Proposed: true,
		En: "Nobody states a result: no result is proposed to the arbiter (who may order a replay, 指し直し).",
		Ja: "どちらも結果を申告していません。無勝負を審判長に提案します（指し直しを命じることもできます）。"}
}
