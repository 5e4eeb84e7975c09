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
		return fmt.Sprintf(T("phones: %s"), T(string(st.Flow.Stage))), false
	case st.Result == "":
		return T("phones: play resumes"), false
	case st.Accepted:
		return "", false
	}
	ev, _ := ew.svc.Event()
	return fmt.Sprintf(T("phones: %s (to record)"), tournament.ResultText(ev, st.Result, ew.g.lang)), true
}

// acceptPhoneCount records the outcome of the count on the phones.
func acceptPhoneCount(ew *eventWindow, n, t int) error {
	_, err := igo.Of(ew.svc).AcceptCountFlow(n, t)
	return err
}
