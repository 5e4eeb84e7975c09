package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"taikai/tournament"
)

// Issue 23: when a phone report cannot be taken (a read-only file), the
// phone reads only that it cannot report now; the arbiter reads why at the
// foot of the window.
func TestVenue_Issue23RefusedPhoneReportTellsTheArbiterWhy(t *testing.T) {
	ew := newTestEventWindow(t)
	err := tournament.NewProblem(tournament.ErrReadOnlyFile, "ev.taikai is open read-only", "ev.taikai は読み取り専用で開いています")
	ew.reportRefused(2, 7, err)
	assert.Equal(t, "2 回戦 7 番卓のスマホからの報告を受け付けられませんでした：ev.taikai は読み取り専用で開いています", ew.notice.Text)
}
