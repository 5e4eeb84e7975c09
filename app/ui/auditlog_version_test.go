package ui

import (
	"testing"

	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/version"
	"taikai/tournament"
)

// TestLog_Issue31ShowsTheVersionThatMadeEachChange: the 操作履歴 says which
// Taikai made each change; the demo's entries, written by a service that
// recorded none (as an older file's), show none.
func TestLog_Issue31ShowsTheVersionThatMadeEachChange(t *testing.T) {
	defer func(v string) { version.Version = v }(version.Version)
	version.Version = "v0.4.0"
	ew := newTestEventWindow(t)
	_, err := ew.svc.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "遅刻 太郎", tournament.FieldRank: "1d"})
	require.NoError(t, err)
	require.NoError(t, ew.reload())
	ew.showView(ew.log.content)

	assert.Equal(t, "バージョン", logColumns[3].title())
	assert.Equal(t, "参加者の追加（遅刻 太郎）", ew.log.cell(widget.TableCellID{Row: 0, Col: 4}))
	assert.Equal(t, "v0.4.0", ew.log.cell(widget.TableCellID{Row: 0, Col: 3}), "made by this window's Taikai")
	assert.Equal(t, "", ew.log.cell(widget.TableCellID{Row: 1, Col: 3}), "an entry that recorded no version shows none")
}
