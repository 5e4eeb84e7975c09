package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// newTestEventWindow opens a demo Othello event held in memory in a
// headless test window, in Japanese.
func newTestEventWindow(t *testing.T) *eventWindow {
	t.Helper()
	a := japaneseApp(t)
	mem, _ := demoEvent(t, "othello", 0)
	return openWindow(t, a, mem, "demo.taikai", nil)
}

// texts collects the text of every label and entry under o.
func texts(t *testing.T, o fyne.CanvasObject) string {
	var b strings.Builder
	walkUnder(t, o, func(o fyne.CanvasObject) bool {
		switch w := o.(type) {
		case *widget.Label:
			b.WriteString(w.Text + "\n")
		case *widget.Entry:
			b.WriteString(w.Text + "\n")
		case *keyEntry:
			b.WriteString(w.Text + "\n")
		default:
			return true
		}
		return false
	})
	return b.String()
}

// entries returns the entries of the top dialog, in form order.
func entries(t *testing.T, w fyne.Window) []*widget.Entry {
	var out []*widget.Entry
	walkUnder(t, w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		switch x := o.(type) {
		case *widget.Entry:
			out = append(out, x)
		case *keyEntry:
			out = append(out, &x.Entry)
		default:
			return true
		}
		return false
	})
	return out
}

func TestParticipantsScreen_ShowsTheEventInJapanese(t *testing.T) {
	ew := newTestEventWindow(t)
	v := ew.participants
	require.Len(t, v.shown, 24)
	assert.Equal(t, "石川 美咲", v.cell(widget.TableCellID{Row: 0, Col: 1}))
	assert.Equal(t, "六段", v.cell(widget.TableCellID{Row: 0, Col: 4}))
	assert.Equal(t, "指定選手", v.cell(widget.TableCellID{Row: 0, Col: 8}))
	assert.Equal(t, "出場", v.cell(widget.TableCellID{Row: 0, Col: 9}))
	assert.Equal(t, "参加者 24 人（棄権 0 人）", v.count.Text)
	assert.Contains(t, ew.header.Text, "第17期 オセロ王座戦（デモ）")
}

func TestParticipantsScreen_FilterByClubOrReading(t *testing.T) {
	ew := newTestEventWindow(t)
	v := ew.participants
	test.Type(v.filter, "京都府")
	require.NotEmpty(t, v.shown)
	for _, p := range v.shown {
		assert.Equal(t, "京都府", p.Club)
	}
	v.filter.SetText("いしかわ")
	require.Len(t, v.shown, 1)
	assert.Equal(t, "石川 美咲", v.shown[0].Name)
}

func TestParticipantsScreen_AddWithKeyboardOnly(t *testing.T) {
	ew := newTestEventWindow(t)
	v := ew.participants
	v.add()
	es := entries(t, ew.win)
	require.Len(t, es, len(tournament.ParticipantFieldsOrder)+len(tournament.GameParticipantFields(gameOf(ew.svc))), "the shared fields, then the game's")
	test.Type(es[0], "新井 翼")
	test.Type(es[2], "三段")
	es[2].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	require.Len(t, v.all, 25)
	assert.Equal(t, "新井 翼", v.all[24].Name)
	assert.Equal(t, tournament.Dan(3), v.all[24].Rank)
	log, _ := ew.svc.AuditLog()
	assert.Equal(t, "players.add", log[len(log)-1].Action)
}

func TestParticipantsScreen_RefusedAddSaysWhyAndKeepsTyping(t *testing.T) {
	ew := newTestEventWindow(t)
	v := ew.participants
	v.add()
	es := entries(t, ew.win)
	test.Type(es[0], "石川 美咲") // already registered
	test.Type(es[2], "3x")
	es[0].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	msg := texts(t, ew.win.Canvas().Overlays().Top())
	assert.Contains(t, msg, "段級位「3x」は使えません")
	assert.Len(t, v.all, 24)
	assert.Equal(t, "3x", es[2].Text, "what was typed stays in the form")
}

func TestParticipantsScreen_ImportBadCSVListsTheLines(t *testing.T) {
	ew := newTestEventWindow(t)
	ew.participants.importFile("../../tournament/testdata/players_sjis_bad_line7.csv")
	msg := texts(t, ew.win.Canvas().Overlays().Top())
	assert.Contains(t, msg, "何も取り込みませんでした")
	assert.Contains(t, msg, "7行目、段級位列: 段級位「5Q」は使えません")
	assert.Len(t, ew.participants.all, 24)
}

func TestParticipantsScreen_ImportShiftJIS(t *testing.T) {
	ew := newTestEventWindow(t)
	ew.participants.importFile("../../tournament/testdata/players_sjis.csv")
	assert.Len(t, ew.participants.all, 32)
	assert.Contains(t, texts(t, ew.win.Canvas().Overlays().Top()), "8 人を取り込みました（Shift_JIS）")
}

func TestParticipantsScreen_WithdrawSelected(t *testing.T) {
	ew := newTestEventWindow(t)
	v := ew.participants
	assert.True(t, v.editBtn.Disabled())
	v.table.Select(widget.TableCellID{Row: 1, Col: 1})
	assert.False(t, v.withdrawBtn.Disabled())
	v.withdraw()
	es := entries(t, ew.win)
	require.Len(t, es, 1)
	es[0].SetText("4")
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "棄権"))
	assert.Equal(t, 4, v.all[1].WithdrawnFrom)
	assert.Equal(t, "4 回戦から棄権", v.cell(widget.TableCellID{Row: 1, Col: 9}))
}

func TestSettingsScreen_SaveAndRefuse(t *testing.T) {
	ew := newTestEventWindow(t)
	v := ew.settings
	ew.showView(v.content)
	rounds := v.form.Items[4].Widget.(*widget.Entry) // name, date, venue, arbiter, seed? see below
	for _, it := range v.form.Items {
		if it.Text == "予選の回戦数" {
			rounds = it.Widget.(*widget.Entry)
		}
	}
	rounds.SetText("7")
	v.save()
	ev, _ := ew.svc.Event()
	assert.Equal(t, "7", ev.Setting("rounds"))

	for _, it := range v.form.Items {
		if it.Text == "予選の回戦数" {
			it.Widget.(*widget.Entry).SetText("x")
		}
	}
	v.save()
	assert.Contains(t, texts(t, ew.win.Canvas().Overlays().Top()), "1〜30 の整数ではありません")
	ev, _ = ew.svc.Event()
	assert.Equal(t, "7", ev.Setting("rounds"))
}

func TestAuditLogScreen_NewestFirst(t *testing.T) {
	ew := newTestEventWindow(t)
	ew.showView(ew.log.content)
	assert.Equal(t, "参加者の取り込み（24人）", ew.log.cell(widget.TableCellID{Row: 0, Col: 4}), "the log reads in Japanese")
	assert.Equal(t, "大会の作成", ew.log.cell(widget.TableCellID{Row: 1, Col: 4}))
	assert.Contains(t, ew.log.cell(widget.TableCellID{Row: 1, Col: 5}), "大会「第17期 オセロ王座戦（デモ）」を作成")
}

func TestNewEventPath_InDataFolderAndNeverOverwrites(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	p, err := newEventPath("2026-11-21", "第1回 大会/テスト")
	require.NoError(t, err)
	assert.Equal(t, "2026-11-21_第1回_大会_テスト.taikai", filepath.Base(p))
	require.NoError(t, os.WriteFile(p, nil, 0o644))
	p2, err := newEventPath("2026-11-21", "第1回 大会/テスト")
	require.NoError(t, err)
	assert.Equal(t, "2026-11-21_第1回_大会_テスト-2.taikai", filepath.Base(p2))
	_ = time.Now
}

// asButton is the button o is (a keyButton's own), nil when it is none.
func asButton(o fyne.CanvasObject) *widget.Button {
	switch x := o.(type) {
	case *widget.Button:
		return x
	case *keyButton:
		return &x.Button
	}
	return nil
}

func findButton(t *testing.T, o fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	var found *widget.Button
	walkUnder(t, o, func(o fyne.CanvasObject) bool {
		b := asButton(o)
		if b == nil {
			return true
		}
		// Buttons may name their key: "棄権 (Enter)", "置き換える (Enter)".
		if found == nil && (b.Text == text || strings.HasPrefix(b.Text, text+" (")) {
			found = b
		}
		return false
	})
	require.NotNil(t, found, "button %q", text)
	return found
}
