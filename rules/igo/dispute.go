package igo

// Reason explains a decision in both languages of the app.
type Reason struct {
	English  string
	Japanese string
}

// DisputeAnswers are the arbiter's answers about a disputed game (勝敗不合意),
// the venue form of the seed's online procedure (終局処理の方法). The official
// record and the two claims (棋譜3点セット) are kept by the caller.
type DisputeAnswers struct {
	// BlackClaimed: Black stated a result (黒終局案).
	BlackClaimed bool
	// WhiteClaimed: White stated a result (白終局案).
	WhiteClaimed bool
	// ClaimsAgree: both claims give the same result (勝敗合意). Read only
	// when both players claimed.
	ClaimsAgree bool
	// ResumedWithoutProgress: play was already resumed (対局再開) once and no
	// move was played before it stopped again (局面進行がない).
	ResumedWithoutProgress bool
	// ResumeRequested: a player now asks to resume play (対局再開の要請).
	ResumeRequested bool
}

// DecisionKind is the outcome of the guided decision.
type DecisionKind int

// The outcomes of the guided decision.
const (
	// DecisionAgreed: both claims agree; that result stands (勝敗合意).
	DecisionAgreed DecisionKind = iota
	// DecisionSoleClaim: only one player stated a result and the other made
	// no counter-claim; that claim stands (当初終局案による勝敗決定).
	DecisionSoleClaim
	// DecisionResume: play resumes from where it stopped (対局再開); no
	// result yet.
	DecisionResume
	// DecisionPending: 勝敗預かり until the arbiter rules.
	DecisionPending
	// DecisionDoubleLoss: 両負け (日本囲碁規約 第13条).
	DecisionDoubleLoss
	// DecisionNoResult: 無勝負.
	DecisionNoResult
)

// String returns the English name of the decision.
func (k DecisionKind) String() string {
	switch k {
	case DecisionAgreed:
		return "agreed result"
	case DecisionSoleClaim:
		return "sole claim stands"
	case DecisionResume:
		return "resume play"
	case DecisionPending:
		return "result held pending a ruling"
	case DecisionDoubleLoss:
		return "both lose"
	case DecisionNoResult:
		return "no result"
	}
	return "invalid decision"
}

// Japanese returns the Japanese name of the decision.
func (k DecisionKind) Japanese() string {
	switch k {
	case DecisionAgreed:
		return "勝敗合意"
	case DecisionSoleClaim:
		return "終局案による勝敗決定"
	case DecisionResume:
		return "対局再開"
	case DecisionPending:
		return "勝敗預かり"
	case DecisionDoubleLoss:
		return "両負け"
	case DecisionNoResult:
		return "無勝負"
	}
	return "不正な裁定"
}

// Result returns the result kind the decision records; ok is false for
// DecisionResume, which ends nothing. For an agreed or sole claim the kind is
// ResultNormal and the claimed result itself is the caller's.
func (k DecisionKind) Result() (kind ResultKind, ok bool) {
	switch k {
	case DecisionAgreed, DecisionSoleClaim:
		return ResultNormal, true
	case DecisionPending:
		return ResultPending, true
	case DecisionDoubleLoss:
		return ResultDoubleLoss, true
	case DecisionNoResult:
		return ResultNoResult, true
	}
	return 0, false
}

// Decision is the ruling of the guided decision and why.
type Decision struct {
	Kind DecisionKind
	// Claim is whose claim stands for DecisionSoleClaim; zero otherwise.
	Claim  Colour
	Reason Reason
}

// Decide walks the guided decision of docs/rules.md §1 over the arbiter's answers:
//
//  1. both claims agree → that result;
//  2. only one player claimed, the other made no counter-claim → that claim
//     (seed 一.4.B: the original proposal decides);
//  3. disagreement (or no claim at all) after play was already resumed
//     without progress → 勝敗預かり, or 無勝負 when nobody could claim (seed
//     四.10 and 四.11);
//  4. otherwise a player asking to resume → play resumes (seed 四.8);
//  5. nobody asks → 両負け (seed 四.9, 日本囲碁規約 第13条).
//
// Resumption is offered only once without progress: once play has been
// resumed and stopped again with no move, step 3 rules.
func Decide(a DisputeAnswers) Decision {
	claimed := a.BlackClaimed || a.WhiteClaimed
	both := a.BlackClaimed && a.WhiteClaimed
	switch {
	case both && a.ClaimsAgree:
		return Decision{Kind: DecisionAgreed, Reason: Reason{
			English:  "Both players state the same result: it stands.",
			Japanese: "両者の終局案が一致したため、その結果で勝敗を決定します。",
		}}
	case claimed && !both:
		c, o := Black, White
		if a.WhiteClaimed {
			c, o = White, Black
		}
		return Decision{Kind: DecisionSoleClaim, Claim: c, Reason: Reason{
			English: "Only " + c.String() + " stated a result and " + o.String() +
				" made no counter-claim: " + c.String() + "'s claim decides the game.",
			Japanese: c.Japanese() + "の終局案のみが作成され、" + o.Japanese() +
				"から修正案がないため、" + c.Japanese() + "の終局案により勝敗を決定します。",
		}}
	case a.ResumedWithoutProgress && claimed:
		return Decision{Kind: DecisionPending, Reason: Reason{
			English: "The players disagree and play was already resumed without progress: " +
				"the result is held (勝敗預かり) until the arbiter rules on the official record and both claims.",
			Japanese: "勝敗不合意で、すでに対局再開が行われ局面の進行がないため、勝敗預かりとします。" +
				"正規棋譜・黒終局案・白終局案の3点セットにより審判が裁定します。",
		}}
	case a.ResumedWithoutProgress:
		return Decision{Kind: DecisionNoResult, Reason: Reason{
			English: "Neither player could state a result and play was already resumed without progress: " +
				"no result (無勝負); neither player gets a win or a loss.",
			Japanese: "両者とも終局案を作成できず、すでに対局再開が行われ局面の進行がないため、" +
				"無勝負とします（両者に勝敗を付けません）。",
		}}
	}
	why, whyJA := "The players disagree", "勝敗不合意で"
	if !claimed {
		why, whyJA = "Neither player could state a result", "両者とも終局案を作成できず"
	}
	if a.ResumeRequested {
		return Decision{Kind: DecisionResume, Reason: Reason{
			English: why + " and a player asks to resume: play resumes from the position where it stopped; " +
				"stones placed while counting are removed.",
			Japanese: whyJA + "、対局再開の要請があったため、対局停止時点の局面から対局を再開します" +
				"（終局処理で置いた駄目詰め・手入れの石は取り除きます）。",
		}}
	}
	return Decision{Kind: DecisionDoubleLoss, Reason: Reason{
		English:  why + " and neither asks to resume play: both lose (両負け, Japanese Go Rules article 13).",
		Japanese: whyJA + "、両者とも対局再開を求めないため、日本囲碁規約第13条により両負けとします。",
	}}
}
