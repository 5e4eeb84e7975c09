package igo

import (
	rules "taikai/rules/igo"
	"taikai/tournament"
)

// GuidedDecision implements tournament.Swiss for Go and Pair Go: the guided
// decision of docs/rules.md §1 (seed 000, 終局処理の方法), every step a ruling:
// agreeing claims or a sole claim stand, a disagreement after a resumption
// without progress is 勝敗預かり, a disagreement with nobody resuming is
// 両負け (日本囲碁規約 第13条), no claim after a resumption without progress
// is 無勝負, otherwise play resumes.
func (Family) GuidedDecision(a tournament.DisputeAnswers) (tournament.DisputeDecision, error) {
	d := rules.Decide(rules.DisputeAnswers{BlackClaimed: a.BlackClaimed, WhiteClaimed: a.WhiteClaimed, ClaimsAgree: a.ClaimsAgree,
		ResumedWithoutProgress: a.ResumedWithoutProgress, ResumeRequested: a.ResumeRequested})
	return tournament.DisputeDecision{Kind: d.Kind, Name: tournament.Text{En: d.Kind.String(), Ja: d.Kind.Japanese()},
		Reason: tournament.Text{En: d.Reason.English, Ja: d.Reason.Japanese}}, nil
}
