package ui

import (
	"fmt"
	"strings"
)

// Stale phone reports on the results screen (issue 23): a report made for
// a game its table no longer holds (the colours or players changed, the
// round was paired again) is shown as 古い報告 with whose game it was, and
// Ctrl+Enter on its table refuses it, saying why. It never counts as the
// table's report.

// loadStaleReports reads the stale reports of the round shown.
func (v *resultsView) loadStaleReports() {
	v.stale = nil
	if v.round == nil {
		return
	}
	if st, err := v.own.svc.StaleReports(v.round.Number); err == nil {
		v.stale = st
	}
}

// staleMark is the result column of a table with only stale reports.
func (v *resultsView) staleMark(t int) string {
	if len(v.stale[t]) == 0 {
		return ""
	}
	return tr("Stale report", "古い報告")
}

// staleLine is the note column of a table with only stale reports: each
// with whose game it was made for.
func (v *resultsView) staleLine(t int) string {
	rs := v.stale[t]
	if len(rs) == 0 {
		return ""
	}
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = fmt.Sprintf("%s（%s）", v.reportText(r), r.StaleWhy.In(v.ew.g.lang))
	}
	return tr("Stale report, not for this game:", "今の対局への報告ではありません（古い報告）：") + " " + strings.Join(parts, "　｜　")
}
