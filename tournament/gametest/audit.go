// Package gametest holds what the tests of tournament and of several
// games' packages (othello, pairgo, teams, yonin…) do alike, and the
// start (Run) the GUI's tests share with them. It is for tests only: no
// package of the app imports it.
package gametest

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"taikai/tournament"
)

// AuditText is an action of the audit log, its English detail, and the
// words it reads in, in English and in Japanese.
type AuditText struct {
	Action, Detail string
	En, Ja         string
}

// AssertAuditTexts checks, one subtest by action, that each entry of tests
// reads in the audit log (and the undo menu) in both languages as it says,
// the participants the details name called by names.
func AssertAuditTexts(t *testing.T, names map[int]string, tests []AuditText) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.Action, func(t *testing.T) {
			e := tournament.AuditEntry{Action: tt.Action, Detail: tt.Detail}
			en, _ := tournament.AuditText(e, names, tournament.English)
			ja, _ := tournament.AuditText(e, names, tournament.Japanese)
			assert.Equal(t, tt.En, en)
			assert.Equal(t, tt.Ja, ja)
		})
	}
}
