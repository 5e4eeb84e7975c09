package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// sectionSpec is one section of a test event: key, name, game, venue
// tables, settings and its number of participants.
type sectionSpec struct {
	key, name, game, tables string
	settings                map[string]string
	players                 int
}

// threeSections are a Go A級 (tables 1-10), an Othello B級 (21-30) and a
// four-player shogi section (its tables claimed when first paired).
var threeSections = []sectionSpec{
	{"A", "A級", "go", "1-10", map[string]string{"rounds": "4", "seed": "1"}, 12},
	{"B", "B級", "othello", "21-30", map[string]string{"rounds": "4", "early_final": "false", "seed": "2"}, 14},
	{"Y", "四人将棋の部", "yonin", "", map[string]string{"seed": "3"}, 8},
}

// newSectionsEvent makes an event of the sections in memory, its
// participants imported from one CSV with the 部門 column.
func newSectionsEvent(t testing.TB, specs []sectionSpec) (tournament.Store, *tournament.Venue) {
	t.Helper()
	mem, _ := newEvent(t, tournament.EventInfo{Name: "囲碁将棋まつり", Date: "2026-05-05"}, nil)
	v := tournament.NewVenue(mem)
	var csv strings.Builder
	csv.WriteString("氏名,段級位,性別,所属,部門\n")
	ranks := []string{"3d", "2d", "1d", "1k", "2k", "3k"}
	for _, sp := range specs {
		_, err := v.AddSection(tournament.SectionForm{Key: sp.key, Name: sp.name, Game: sp.game, Tables: sp.tables, Settings: sp.settings})
		require.NoError(t, err)
		for i := range sp.players {
			fmt.Fprintf(&csv, "%s選手%03d,%s,男,東京,%s\n", sp.key, i+1, ranks[i%len(ranks)], sp.key)
		}
	}
	_, err := v.Root().ImportParticipants([]byte(csv.String()))
	require.NoError(t, err)
	return mem, v
}

// newSectionsWindow opens the event of specs in a headless window, in
// Japanese.
func newSectionsWindow(t *testing.T, specs []sectionSpec) *eventWindow {
	t.Helper()
	a := japaneseApp(t)
	mem, _ := newSectionsEvent(t, specs)
	return windowOf(t, a, mem, "sections.taikai")
}

// windowOf is the event window of store (an event made by the test) in app
// a, Japanese, drawn; pairing runs in turn with its redraw, so the test
// reads what it drew.
func windowOf(t *testing.T, a fyne.App, store tournament.Store, name string) *eventWindow {
	t.Helper()
	ew := openWindow(t, a, store, name, inTurn)
	ew.g.open[ew.path] = ew
	return ew
}

// newVenueWindow is a Japanese window of a new, empty event (no section
// yet) of the given name, and its venue.
func newVenueWindow(t *testing.T, name string) (*eventWindow, *tournament.Venue) {
	t.Helper()
	a := japaneseApp(t)
	mem, _ := newEvent(t, tournament.EventInfo{Name: name}, nil)
	return windowOf(t, a, mem, "venue.taikai"), tournament.NewVenue(mem)
}

// sectionButton is the selector's button of the section named label.
func sectionButton(t *testing.T, ew *eventWindow, label string) *widget.Button {
	t.Helper()
	for _, o := range ew.bar.buttons.Objects {
		if b := o.(*widget.Button); strings.HasPrefix(b.Text, label+"（") {
			return b
		}
	}
	require.FailNow(t, "no section button "+label)
	return nil
}

// sectionMenuItem is the menu item labelled label of the window's menu bar.
func sectionMenuItem(t *testing.T, ew *eventWindow, menu, label string) *fyne.MenuItem {
	t.Helper()
	for _, m := range ew.win.MainMenu().Items {
		if m.Label != menu {
			continue
		}
		for _, it := range m.Items {
			if it.Label == label {
				return it
			}
		}
	}
	require.FailNowf(t, "no menu item", "%s → %s", menu, label)
	return nil
}

func TestSections_Issue24SelectorShowsTheSectionsScreens(t *testing.T) {
	ew := newSectionsWindow(t, threeSections)
	require.True(t, ew.bar.content.Visible(), "the section selector is shown for an event of three sections")
	assert.Len(t, ew.bar.buttons.Objects, 3)
	assert.Contains(t, ew.header.Text, "A級・囲碁")
	assert.Equal(t, widget.HighImportance, sectionButton(t, ew, "A級").Importance)
	assert.Contains(t, ew.participants.count.Text, "参加者 12 人")

	// The arbiter is on the participants tab of A級 and clicks B級: the
	// same tab, B級's participants, the Othello screens.
	test.Tap(sectionButton(t, ew, "B級"))
	assert.Equal(t, "B", ew.sec.Key)
	assert.Contains(t, ew.header.Text, "B級・オセロ")
	assert.Equal(t, "参加者", ew.tabs.Selected().Text)
	assert.Contains(t, ew.participants.count.Text, "参加者 14 人")
	assert.NotNil(t, screenOf[*crosstableView](ew), "B級 (Othello) has its crosstable")
	assert.Equal(t, widget.HighImportance, sectionButton(t, ew, "B級").Importance)
	assert.Equal(t, widget.MediumImportance, sectionButton(t, ew, "A級").Importance)

	// Ctrl+R pairs the section shown, in its venue tables.
	sectionMenuItem(t, ew, "回戦", "次の回戦を組む").Action()
	require.Len(t, ew.pairings.rounds, 1)
	for _, g := range ew.pairings.rounds[0].Games {
		if !g.IsBye() {
			assert.True(t, g.Table >= 21 && g.Table <= 30, "B級 table %d", g.Table)
		}
	}
	_, a, err := ew.event.Section("A")
	require.NoError(t, err)
	ra, err := a.Rounds()
	require.NoError(t, err)
	assert.Empty(t, ra, "A級 was not paired")

	// Back on A級, Ctrl+Z undoes the event's last change: B級's pairing.
	test.Tap(sectionButton(t, ew, "A級"))
	assert.Equal(t, "A", ew.sec.Key)
	ew.undo()
	_, b, err := ew.event.Section("B")
	require.NoError(t, err)
	rb, err := b.Rounds()
	require.NoError(t, err)
	assert.Empty(t, rb, "Ctrl+Z in A級 undid B級's pairing")
	assert.Contains(t, ew.notice.Text, "部門 B級")

	// The four-player section has its own tabs.
	sectionMenuItem(t, ew, "部門", "四人将棋の部").Action()
	assert.Equal(t, "Y", ew.sec.Key)
	assert.Nil(t, ew.results, "four-player shogi has no results screen of paired rounds")
}

func TestSections_Issue24OneSectionLooksAsBefore(t *testing.T) {
	ew := newTestEventWindow(t)
	assert.False(t, ew.bar.content.Visible(), "no section selector for an event of one section")
	assert.Contains(t, ew.header.Text, "［オセロ］")
	for _, m := range ew.win.MainMenu().Items {
		if m.Label == "回戦" {
			for _, it := range m.Items {
				assert.NotEqual(t, "全部門の次の回戦を組む", it.Label)
			}
		}
	}
}

// fillSectionForm types the add-section dialog's fields (key, name,
// tables, settings; the ranks left empty) and picks the game, then Enter
// in the tables field.
func fillSectionForm(t *testing.T, ew *eventWindow, key, name, game, tables, settings string) {
	t.Helper()
	fillSectionFormAs(t, ew, key, name, game, "", tables, settings)
}

// fillSectionFormAs is fillSectionForm with the format chosen too (""
// keeps the Swiss).
func fillSectionFormAs(t *testing.T, ew *eventWindow, key, name, game, format, tables, settings string) {
	t.Helper()
	fillAddSection(t, ew, key, name, game, format, "", tables, "", "", settings)
}

// fillAddSection fills the add-section dialog and presses Enter: the
// entries, the game and the format, then the format's own fields (issue
// 38) from options written as the CLI's (group-size=4 advance=2,
// third-place, wins=2 losses=2 bye=nothing), found by their labels.
func fillAddSection(t *testing.T, ew *eventWindow, key, name, game, format, options, tables, from, places, settings string) {
	t.Helper()
	top, es := sectionDialog(t, ew, key, name)
	test.Type(es[4], tables)
	test.Type(es[6], from)
	test.Type(es[7], places)
	test.Type(es[8], settings)
	sels := gameSelected(t, top, game)
	if format != "" {
		sels[1].SetSelected(format)
	}
	setFormatFields(t, top, format, options)
	es[4].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
}

// sectionDialog is the add-section dialog on top of ew and its nine
// entries, the key and the name typed.
func sectionDialog(t *testing.T, ew *eventWindow, key, name string) (fyne.CanvasObject, []*widget.Entry) {
	t.Helper()
	top := ew.win.Canvas().Overlays().Top()
	es := entries(t, ew.win)
	require.Len(t, es, 9, "key, name, team boards, match points, tables, ranks, from, places, settings (the Swiss has no options)")
	test.Type(es[0], key)
	test.Type(es[1], name)
	return top, es
}

// gameSelected selects game in the add-section dialog top and returns its
// two selects, the game's and the format's.
func gameSelected(t *testing.T, top fyne.CanvasObject, game string) []*widget.Select {
	t.Helper()
	sels := selects(t, top)
	require.Len(t, sels, 2, "game, format")
	sels[0].SetSelected(game)
	return sels
}

// setFormatFields sets the fields of format (its Japanese name) in the
// dialog top from options written as the CLI's.
func setFormatFields(t *testing.T, top fyne.CanvasObject, format, options string) {
	t.Helper()
	if strings.TrimSpace(options) == "" {
		return
	}
	var kind tournament.FormatKind
	for _, k := range tournament.FormatKinds() {
		if k.Name().Ja == format {
			kind = k
		}
	}
	require.NotEmpty(t, kind, format)
	for _, f := range strings.Fields(options) {
		k, v, _ := strings.Cut(f, "=")
		var opt *tournament.FormatOption
		for _, o := range kind.Options() {
			if o.Key == k {
				opt = &o
			}
		}
		require.NotNil(t, opt, "%s has no option %s", format, k)
		w := formItem(t, top, opt.Label.Ja)
		require.NotNil(t, w, "the field %s", opt.Label.Ja)
		switch x := w.(type) {
		case *widget.Check:
			x.SetChecked(true)
		case *widget.Select:
			for i, c := range opt.Choices {
				if c == v {
					x.SetSelectedIndex(i)
				}
			}
		case *keyEntry:
			x.SetText(v)
		default:
			t.Fatalf("field %s is a %T", opt.Label.Ja, w)
		}
	}
}

// formItem is the widget of the form item labelled label in o (a switch:
// the check of that text).
func formItem(t *testing.T, o fyne.CanvasObject, label string) fyne.CanvasObject {
	var found fyne.CanvasObject
	var visit func(fyne.CanvasObject) bool
	visit = func(o fyne.CanvasObject) bool {
		f, ok := o.(*widget.Form)
		if !ok {
			return true
		}
		for _, it := range f.Items {
			if it.Text == label {
				found = it.Widget
			}
			if c, ok := it.Widget.(*widget.Check); ok && c.Text == label {
				found = c
			}
			walkUnder(t, it.Widget, visit)
		}
		return false
	}
	walkUnder(t, o, visit)
	return found
}

func TestSections_Issue24EventWithoutGameGetsItsSectionsFromTheDialog(t *testing.T) {
	a := japaneseApp(t)
	mem, _ := newEvent(t, tournament.EventInfo{Name: "こども大会"}, nil)
	ew := openWindow(t, a, mem, "kids.taikai", nil)
	assert.Contains(t, texts(t, ew.tabs.Selected().Content), "この大会にはまだ部門がありません")
	assert.Nil(t, ew.participants, "no participants screen before a section")

	sectionMenuItem(t, ew, "部門", "部門を追加…").Action()
	fillSectionForm(t, ew, "kids", "こどもの部", "囲碁", "1-15", "rounds=3")
	require.Nil(t, ew.win.Canvas().Overlays().Top(), "the dialog closed")
	assert.Equal(t, "kids", ew.sec.Key)
	assert.NotNil(t, ew.results, "the Go section's screens are shown")
	assert.False(t, ew.bar.content.Visible(), "one section: no selector")
	evk, err := ew.svc.Event()
	require.NoError(t, err)
	assert.Equal(t, "3", evk.Setting("rounds"))

	// A second section: the selector appears, the new section shown.
	sectionMenuItem(t, ew, "部門", "部門を追加…").Action()
	fillSectionForm(t, ew, "pair", "ペア碁の部", "ペア碁", "16-25", "")
	assert.Equal(t, "pair", ew.sec.Key)
	assert.True(t, ew.bar.content.Visible())
	assert.Len(t, ew.bar.buttons.Objects, 2)
	assert.Contains(t, ew.notice.Text, "ペア碁の部")

	// A key already used is refused in Japanese; the dialog stays.
	sectionMenuItem(t, ew, "部門", "部門を追加…").Action()
	fillSectionForm(t, ew, "KIDS", "別の部", "囲碁", "", "")
	assert.NotNil(t, ew.win.Canvas().Overlays().Top(), "the refusal is shown")
	assert.Contains(t, texts(t, ew.win.Canvas().Overlays().Top()), "すでに使われています")
}

func TestSections_Issue24EditSectionChangesNameAndTables(t *testing.T) {
	ew := newSectionsWindow(t, threeSections)
	sectionMenuItem(t, ew, "部門", "部門を編集…").Action()
	es := entries(t, ew.win)
	require.Len(t, es, 6, "name, tables, ranks, entrants from, places, ratings (the Swiss has no options)")
	assert.Empty(t, es[3].Text, "A級 takes no entrants from another section")
	es[0].SetText("A級（有段者）")
	es[1].SetText("1-12")
	es[2].SetText("初段以上")
	es[1].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	assert.Equal(t, "A級（有段者）", ew.sec.Name)
	assert.Equal(t, "1-12", ew.sec.Tables.String())
	assert.Equal(t, "初段以上", ew.sec.Ranks.String(), "the ranks it takes at registration")
	assert.Contains(t, ew.header.Text, "A級（有段者）・囲碁")
	sectionButton(t, ew, "A級（有段者）")

	// Tables overlapping B級's are refused, the name and range kept.
	sectionMenuItem(t, ew, "部門", "部門を編集…").Action()
	es = entries(t, ew.win)
	es[1].SetText("10-25")
	es[1].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	assert.Contains(t, texts(t, ew.win.Canvas().Overlays().Top()), "重なります")
	assert.Equal(t, "1-12", ew.sec.Tables.String())
}

// The edit dialog shows where the section's entrants come from and
// changes it while the section has none; emptied, the source goes.
func TestSections_Issue25EditSectionSetsAndClearsTheSource(t *testing.T) {
	ew := newSectionsWindow(t, threeSections)
	_, err := ew.event.AddSection(tournament.SectionForm{Key: "K", Name: "決勝", Game: "go", Format: "knockout", Tables: "50-60"})
	require.NoError(t, err)
	require.NoError(t, ew.reload())
	test.Tap(sectionButton(t, ew, "決勝"))
	sectionMenuItem(t, ew, "部門", "部門を編集…").Action()
	es := entries(t, ew.win)
	require.Len(t, es, 6)
	es[3].SetText("A")
	es[4].SetText("1-4")
	es[0].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	require.Nil(t, ew.win.Canvas().Overlays().Top(), "saved: %v", ew.win.Canvas().Overlays().Top())
	assert.Equal(t, tournament.SectionSource{Section: 0, From: 1, To: 4}, ew.sec.Source)

	sectionMenuItem(t, ew, "部門", "部門を編集…").Action()
	es = entries(t, ew.win)
	assert.Equal(t, "A", es[3].Text, "the source shown")
	assert.Equal(t, "1-4", es[4].Text)
	es[3].SetText("")
	es[4].SetText("")
	es[0].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	require.Nil(t, ew.win.Canvas().Overlays().Top())
	assert.True(t, ew.sec.Source.IsZero(), "emptied: the entrants register here")
}

func TestRounds_Issue24PairEverySectionSaysWhichWereNotPaired(t *testing.T) {
	ew := newSectionsWindow(t, deskSections)
	_, a, err := ew.event.Section("A")
	require.NoError(t, err)
	_, err = a.PairNextRound() // A級's round 1 is paired, no result in yet
	require.NoError(t, err)
	require.NoError(t, ew.reload())
	sectionMenuItem(t, ew, "回戦", "全部門の次の回戦を組む").Action()
	msg := texts(t, ew.win.Canvas().Overlays().Top())
	assert.Contains(t, msg, "B級: 1回戦を組みました。")
	assert.Contains(t, msg, "A級: 組めませんでした: ")
	_, b, err := ew.event.Section("B")
	require.NoError(t, err)
	rb, err := b.Rounds()
	require.NoError(t, err)
	assert.Len(t, rb, 1)
}

// The 操作履歴 of an event of several sections names each entry's section
// and reads it in that section's words (an Othello card in B級 is a disc
// count, a Go result in A級 a Go result), whichever section is shown.
func TestSections_Issue24AuditLogNamesEachEntrysSection(t *testing.T) {
	ew := newSectionsWindow(t, threeSections)
	a := ew.event.Service(0)
	r, err := a.PairNextRound()
	require.NoError(t, err)
	_, err = a.RecordResult(1, r.Games[0].Table, "B+R")
	require.NoError(t, err)
	_, sb, err := ew.event.Section("B")
	require.NoError(t, err)
	rb, err := sb.PairNextRound()
	require.NoError(t, err)
	_, err = sb.RecordResult(1, rb.Games[0].Table, "40-24")
	require.NoError(t, err)
	require.NoError(t, ew.reload())
	test.Tap(sectionButton(t, ew, "A級"))
	ev, err := ew.svc.Event()
	require.NoError(t, err)
	ps, _ := ew.svc.Participants()
	rs, _ := ew.svc.Rounds()
	ew.log.refresh(snapshot{ev: ev, ps: ps, rs: rs}) // as the 操作履歴 tab does when shown
	var actions []string
	for i := range ew.log.entries {
		actions = append(actions, ew.log.cell(widget.TableCellID{Row: i, Col: 4}))
	}
	joined := strings.Join(actions, "\n")
	assert.Contains(t, joined, "［B級］", "B級's entries are named while A級 is shown")
	assert.Contains(t, joined, "［A級］")
	for i, e := range ew.log.entries {
		if e.Action == "result" && e.Section == "B" {
			assert.Contains(t, ew.log.cell(widget.TableCellID{Row: i, Col: 5}), "40", "B級's card in its own words")
		}
	}
}

// The add-section dialog offers the format: 総当たり makes a round robin
// section; an option the format does not take is refused with the reason,
// nothing added.
func TestSections_Issue25AddSectionDialogMakesARoundRobin(t *testing.T) {
	ew := newSectionsWindow(t, threeSections)
	sectionMenuItem(t, ew, "部門", "部門を追加…").Action()
	top := ew.win.Canvas().Overlays().Top()
	// The knockout's field, then 総当たり chosen: its fields go with it
	// (issue 38: fields, not options typed for another format).
	sels := selects(t, top)
	sels[1].SetSelected("決勝トーナメント")
	require.NotNil(t, formItem(t, top, "3位決定戦を行う"))
	sels[1].SetSelected("総当たり")
	assert.Nil(t, formItem(t, top, "3位決定戦を行う"), "the knockout's field is gone")
	test.Tap(findButton(t, top, "キャンセル"))

	sectionMenuItem(t, ew, "部門", "部門を追加…").Action()
	fillSectionFormAs(t, ew, "R", "総当たりの部", "囲碁", "総当たり", "41-45", "")
	require.Equal(t, "R", ew.sec.Key, "the section added is shown")
	assert.Equal(t, tournament.FormatRoundRobin, ew.sec.Format.Of())
}

// 部門 → 進出者を決める on a knockout section fed by a league takes the
// league's advancers once it is complete; before, it is refused with the
// reason and nothing drawn.
func TestSections_Issue25DrawTheEntrantsFromTheMenu(t *testing.T) {
	ew := newSectionsWindow(t, []sectionSpec{{"L", "予選リーグ", "go", "1-4", map[string]string{"seed": "1"}, 8}})
	_, err := ew.event.EditSection("L", tournament.SectionForm{Format: "league", Options: tournament.FormatOptions{"group-size": "4", "advance": "2"}})
	require.NoError(t, err)
	_, err = ew.event.AddSection(tournament.SectionForm{Key: "K", Name: "決勝T", Game: "go", Format: "knockout", From: "L", Places: "通過", Tables: "11-14"})
	require.NoError(t, err)
	require.NoError(t, ew.reload())
	ew.showSection(1)
	require.Equal(t, "K", ew.sec.Key)
	item := sectionMenuItem(t, ew, "部門", "進出者を決める…")
	item.Action()
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "決める"))
	assert.Contains(t, texts(t, ew.win.Canvas().Overlays().Top()), "進出者を決められません")
	ps, _ := ew.event.Service(1).Participants()
	assert.Empty(t, ps, "nothing drawn before the league is complete")
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "閉じる"))

	league := ew.event.Service(0)
	for n := 1; n <= 3; n++ {
		r, err := league.PairNextRound()
		require.NoError(t, err)
		recordAll(t, league, r, "B+R")
	}
	require.NoError(t, ew.reload())
	sectionMenuItem(t, ew, "部門", "進出者を決める…").Action()
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "決める"))
	ps, _ = ew.event.Service(1).Participants()
	assert.Len(t, ps, 4, "the top two of each group")
	assert.Contains(t, ew.notice.Text, "4 人が 決勝T に進出しました")
}
