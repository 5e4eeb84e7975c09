package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 38, 部門を追加: a format's options are fields in Japanese (通過の
// 勝数, 失格の敗数, 不戦勝 …), not group-size=4; the settings take one a
// line, Enter adding a line; an Othello section of 5 rounds then the final
// is rounds=5 alone. 部門を編集 shows the section's values in the fields.
func TestSections_Issue38AddSectionAsksTheFormatsFieldsInJapanese(t *testing.T) {
	ew := newSectionsWindow(t, threeSections)
	sectionMenuItem(t, ew, "部門", "部門を追加…").Action()
	top := ew.win.Canvas().Overlays().Top()
	settings := entries(t, ew.win)[8]
	ew.win.Canvas().Focus(settings)
	keys(t, ew, "rounds=5\nbp_c=6")
	require.NotNil(t, ew.win.Canvas().Overlays().Top(), "Enter in the settings adds a line, it does not add the section")
	assert.Equal(t, "rounds=5\nbp_c=6", settings.Text)
	settings.SetText("")
	fillAddSection(t, ew, "Q", "予選", "囲碁", "勝ち抜け（2勝通過2敗失格、3勝通過2敗失格 など）", "wins=3 losses=2 bye=nothing", "41-60", "", "", "")
	require.Nil(t, ew.win.Canvas().Overlays().Top(), "added: %s", texts(t, top))
	assert.Equal(t, "Q", ew.sec.Key)
	assert.Equal(t, map[string]string{"wins": "3", "losses": "2", "bye": "nothing"}, ew.sec.Format.OptionValues())
	// (fillAddSection found each field by its Japanese label.)

	sectionMenuItem(t, ew, "部門", "部門を編集…").Action()
	edit := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, edit)
	wins := formItem(t, edit, "通過の勝数")
	require.NotNil(t, wins)
	assert.Equal(t, "3", wins.(*keyEntry).Text, "the section's value shown")
	wins.(*keyEntry).SetText("2")
	entries(t, ew.win)[0].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	require.Nil(t, ew.win.Canvas().Overlays().Top())
	secs, err := ew.event.Sections()
	require.NoError(t, err)
	for _, s := range secs {
		if s.Key == "Q" {
			assert.Equal(t, "2", s.Format.OptionValues()["wins"], "edited through its field")
		}
	}

	// Othello, 5 rounds then the final: rounds=5 alone.
	sectionMenuItem(t, ew, "部門", "部門を追加…").Action()
	fillAddSection(t, ew, "O", "オセロ", "オセロ", "", "", "61-70", "", "", "rounds=5")
	require.Nil(t, ew.win.Canvas().Overlays().Top(), "added")
	ev, err := ew.svc.Event()
	require.NoError(t, err)
	assert.Equal(t, "4", ev.Setting("early_final_after"))
}
