package ui

import (
	"fmt"

	"taikai/tournament"
	"taikai/tournament/igo"
)

// phoneCount says where the count on round n, table t's phones stands:
// its stage, or its outcome and whether it waits for the arbiter.
func phoneCount(ew *eventWindow, n, t int) (string, bool) {
	st, ok, err := igo.Of(ew.svc).CountFlow(n, t)
	switch {
	case err != nil || !ok:
		return "", false
	case st.Flow.Outcome == nil:
		return fmt.Sprintf(tr("phones: %s", "携帯：%s"), stageName(st.Flow.Stage)), false
	case st.Result == "":
		return tr("phones: play resumes", "携帯：対局再開"), false
	case st.Accepted:
		return "", false
	}
	ev, _ := ew.svc.Event()
	return fmt.Sprintf(tr("phones: %s (to record)", "携帯：%s（記録待ち）"), tournament.ResultText(ev, st.Result, ew.g.lang)), true
}

// acceptPhoneCount records the outcome of the count on the phones.
func acceptPhoneCount(ew *eventWindow, n, t int) error {
	_, err := igo.Of(ew.svc).AcceptCountFlow(n, t)
	return err
}

// flowStages name the stages of a count on the phones.
var flowStages = map[igo.FlowStage]tournament.Text{
	igo.StageDrawing:         {En: "drawing", Ja: "終局図の確認"},
	igo.StageJoint:           {En: "joint", Ja: "共同終局案作成"},
	igo.StageWhiteOwn:        {En: "white-own", Ja: "白方独自終局案作成"},
	igo.StageBlackOwn:        {En: "black-own", Ja: "黒方独自終局案作成"},
	igo.StageApproval:        {En: "approval", Ja: "終局案の認否"},
	igo.StageCounter:         {En: "counter", Ja: "修正案の作成"},
	igo.StageCounterApproval: {En: "counter-approval", Ja: "修正案の認否"},
	igo.StageResumeRequest:   {En: "resume-request", Ja: "対局再開の要請"},
	igo.StageResuming:        {En: "resuming", Ja: "対局の再開"},
	igo.StageDone:            {En: "done", Ja: "終了"},
}

// stageName is stage s in the GUI's language; a stage flowStages does not
// name shows as it is.
func stageName(s igo.FlowStage) string {
	if t, ok := flowStages[s]; ok {
		return t.In(guiLang())
	}
	return string(s)
}
