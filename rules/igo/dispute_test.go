package igo

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDisputeDecision_EveryPath(t *testing.T) {
	tests := []struct {
		name    string
		answers DisputeAnswers
		kind    DecisionKind
		claim   Colour
		result  ResultKind
		final   bool
		enHas   string
		jaHas   string
	}{
		{"BothAgreeThatResultStands",
			DisputeAnswers{BlackClaimed: true, WhiteClaimed: true, ClaimsAgree: true},
			DecisionAgreed, 0, ResultNormal, true, "same result", "一致"},
		{"BothAgreeAfterResumptionStillStands",
			DisputeAnswers{BlackClaimed: true, WhiteClaimed: true, ClaimsAgree: true, ResumedWithoutProgress: true},
			DecisionAgreed, 0, ResultNormal, true, "same result", "一致"},
		{"OnlyBlackClaimedBlacksClaimStands",
			DisputeAnswers{BlackClaimed: true},
			DecisionSoleClaim, Black, ResultNormal, true, "Only Black", "黒の終局案のみ"},
		{"OnlyWhiteClaimedAfterResumptionWhitesClaimStands",
			DisputeAnswers{WhiteClaimed: true, ResumedWithoutProgress: true, ClaimsAgree: true},
			DecisionSoleClaim, White, ResultNormal, true, "Only White", "白の終局案のみ"},
		{"DisagreeResumedWithoutProgressIsPending",
			DisputeAnswers{BlackClaimed: true, WhiteClaimed: true, ResumedWithoutProgress: true},
			DecisionPending, 0, ResultPending, true, "held", "勝敗預かり"},
		{"DisagreeResumedWithoutProgressCannotResumeAgain",
			DisputeAnswers{BlackClaimed: true, WhiteClaimed: true, ResumedWithoutProgress: true, ResumeRequested: true},
			DecisionPending, 0, ResultPending, true, "held", "3点セット"},
		{"NoClaimResumedWithoutProgressIsNoResult",
			DisputeAnswers{ResumedWithoutProgress: true},
			DecisionNoResult, 0, ResultNoResult, true, "no result", "無勝負"},
		{"NoClaimResumedWithoutProgressEvenIfResumeAsked",
			DisputeAnswers{ResumedWithoutProgress: true, ResumeRequested: true},
			DecisionNoResult, 0, ResultNoResult, true, "no result", "無勝負"},
		{"DisagreeAndResumeAskedPlayResumes",
			DisputeAnswers{BlackClaimed: true, WhiteClaimed: true, ResumeRequested: true},
			DecisionResume, 0, 0, false, "disagree and a player asks to resume", "対局を再開"},
		{"NoClaimAndResumeAskedPlayResumes",
			DisputeAnswers{ResumeRequested: true},
			DecisionResume, 0, 0, false, "Neither player could state a result", "対局を再開"},
		{"DisagreeNobodyResumesBothLoseArticle13",
			DisputeAnswers{BlackClaimed: true, WhiteClaimed: true},
			DecisionDoubleLoss, 0, ResultDoubleLoss, true, "article 13", "日本囲碁規約第13条により両負け"},
		{"NoClaimNobodyResumesBothLose",
			DisputeAnswers{},
			DecisionDoubleLoss, 0, ResultDoubleLoss, true, "Neither player could state a result", "第13条"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Decide(tt.answers)
			assert.Equal(t, tt.kind, d.Kind)
			assert.Equal(t, tt.claim, d.Claim)
			result, final := d.Kind.Result()
			assert.Equal(t, tt.final, final)
			if final {
				assert.Equal(t, tt.result, result)
			}
			assert.Contains(t, d.Reason.English, tt.enHas)
			assert.Contains(t, d.Reason.Japanese, tt.jaHas)
		})
	}
}

func TestDisputeDecision_KindNames(t *testing.T) {
	names := map[DecisionKind][2]string{
		DecisionAgreed:     {"agreed result", "勝敗合意"},
		DecisionSoleClaim:  {"sole claim stands", "終局案による勝敗決定"},
		DecisionResume:     {"resume play", "対局再開"},
		DecisionPending:    {"result held pending a ruling", "勝敗預かり"},
		DecisionDoubleLoss: {"both lose", "両負け"},
		DecisionNoResult:   {"no result", "無勝負"},
	}
	for k, n := range names {
		assert.Equal(t, n[0], k.String())
		assert.Equal(t, n[1], k.Japanese())
	}
	assert.Equal(t, "invalid decision", DecisionKind(99).String())
	assert.Equal(t, "", Colour(0).String())
	assert.Equal(t, "白", White.Japanese())
}
