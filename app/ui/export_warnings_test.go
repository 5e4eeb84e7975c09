package ui

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/igo"
)

// Issue 38: the export dialog says what the EGD file could not write (the
// demo's clubs are prefectures in kanji, written as -): the file is
// written, and a message names the players and how to give their EGD
// club, in Japanese.
func TestExport_Issue38EGDClubsNotInASCIIAreSaid(t *testing.T) {
	ew := newGameWindow(t, "go", 4, func(s *tournament.Service) {
		require.NoError(t, s.ChangeSettings(map[string]string{"rounds": "1", igo.SettingEGDCountry: "JP"}))
		r, err := s.PairNextRound()
		require.NoError(t, err)
		recordAll(t, s, r, "B+R")
	})
	ew.g.offUI = inTurn
	ew.path = filepath.Join(t.TempDir(), "碁.taikai")

	menuItem(t, ew.win, "書き出し…").Action()
	top := ew.win.Canvas().Overlays().Top()
	sel := selects(t, top)
	require.Len(t, sel, 1)
	sel[0].SetSelectedIndex(len(sel[0].Options) - 1)
	require.Contains(t, sel[0].Selected, "EGD")
	out := entries(t, ew.win)[0].Text
	test.Tap(findButton(t, top, "書き出す"))

	data, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Contains(t, string(data), "; KM[6.5]")
	msg := texts(t, ew.win.Canvas().Overlays().Top())
	assert.Contains(t, msg, "EGD ファイルでは次の選手のクラブを -（不明）にしました")
	assert.Contains(t, msg, "EGD クラブ（egd_club、例 Toky）を入力して書き出し直してください")
}
