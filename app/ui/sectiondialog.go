package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/width"

	"taikai/tournament"
)

// addSectionDialog asks for a new section: its key, its name in Japanese,
// its game, its venue tables and the settings that differ from the game's
// defaults. The section added is shown.
func (ew *eventWindow) addSectionDialog() {
	key := hintedEntry(tr("e.g. A, B, kids (letters and digits)", "例: A, B, kids（英数字）"))
	name := hintedEntry(tr("e.g. A級, こどもの部", "例: A級, こどもの部"))
	kinds := tournament.GameKinds()
	games := make([]string, len(kinds))
	for i, k := range kinds {
		games[i] = ew.g.gameName(k)
	}
	game := newSelect(games, nil)
	game.SetSelectedIndex(0)
	formats, format := formatSelect(ew.g.lang)
	options := newFormatFields(ew.g.lang, formats[0], nil)
	format.OnChanged = func(string) { options.show(formats[max(format.SelectedIndex(), 0)]) }
	tables := hintedEntry(tr("e.g. 21-45 (empty: after the other sections' when first paired)", "例: 21-45（空欄: 最初の組み合わせのときに他の部門の後ろの番号）"))
	ranks := hintedEntry(tr("e.g. 三段以上, 初段〜二段 (empty: none)", "例：三段以上、初段〜二段（空欄：なし）"))
	from, places := sourceEntries()
	boards := hintedEntry(tr("e.g. 3 for 主将・副将・三将 (empty: individuals)", "例 3（主将・副将・三将）。空欄：個人戦"))
	points := hintedEntry(tr("win/draw/loss, e.g. 3/1/0 (empty: 2/1/0)", "勝ち/引き分け/負け 例 3/1/0（空欄：2/1/0）"))
	order := widget.NewCheck(tr("the board order may change after round 1", "1回戦の後もオーダー変更を認める"), nil)
	settings := widget.NewMultiLineEntry()
	settings.SetPlaceHolder(tr("one KEY=VALUE a line (Enter: a new line), e.g. rounds=5 (empty: the game's defaults; Othello: rounds=5 is 5 rounds then the final)", "1行に1つ KEY=VALUE（Enter で改行）。例 rounds=5（空欄：競技の既定値。オセロは rounds=5 で予選5回戦のあと決勝）"))
	settings.SetMinRowsVisible(3)
	items := []*widget.FormItem{
		widget.NewFormItem(tr("Key", "キー"), key), widget.NewFormItem(tr("Section name", "部門名"), name),
		widget.NewFormItem(tr("Game", "競技"), game), widget.NewFormItem(tr("Format", "方式"), format),
		widget.NewFormItem(tr("Format options", "方式の指定"), options.box),
		widget.NewFormItem(tr("Team event: boards", "団体戦の人数"), boards), widget.NewFormItem(tr("Match points", "勝点"), points),
		widget.NewFormItem(tr("Board order", "オーダー"), order),
		widget.NewFormItem(tr("Venue tables", "会場の卓番号"), tables), widget.NewFormItem(tr("Ranks taken at registration", "受付の段級位"), ranks),
		widget.NewFormItem(tr("Entrants from", "進出元の部門"), from), widget.NewFormItem(tr("Places taken", "進出する順位"), places),
		widget.NewFormItem(tr("Settings", "設定"), settings),
	}
	showForm(tr("Add a section", "部門を追加"), tr("Add", "追加"), items, fyne.NewSize(640, 720), func() bool {
		set, err := parseSettingLines(settings.Text)
		if err != nil {
			ew.g.showProblem(tr("Cannot add the section", "部門を追加できません"), err, ew.win)
			return false
		}
		opts, err := options.options()
		if err != nil {
			ew.g.showProblem(tr("Cannot add the section", "部門を追加できません"), err, ew.win)
			return false
		}
		n, err := teamBoards(boards.Text)
		if err != nil {
			ew.g.showProblem(tr("Cannot add the section", "部門を追加できません"), err, ew.win)
			return false
		}
		var sec tournament.Section
		ok := ew.apply(tr("Cannot add the section", "部門を追加できません"), func() (err error) {
			sec, err = ew.event.AddSection(tournament.SectionForm{Key: key.Text, Name: name.Text, Game: string(kinds[max(game.SelectedIndex(), 0)]),
				Format: string(formats[max(format.SelectedIndex(), 0)]), Options: opts, Tables: tables.Text, Ranks: ranks.Text,
				From: from.Text, Places: places.Text, Settings: set, TeamBoards: n, MatchPoints: points.Text, OrderChanges: order.Checked})
			return err
		})
		if ok {
			ew.showSection(sec.ID)
			ew.note(fmt.Sprintf(tr("Section %s added.", "部門「%s」を追加しました。"), sec.Label()))
		}
		return ok
	}, ew.win)
	ew.win.Canvas().Focus(key)
}

// teamBoards reads the number of boards of a team event as typed: empty
// for a section of individuals (0), else a number (３, 3人, 3面); the
// section's rules say which numbers a team event takes.
func teamBoards(text string) (int, error) {
	t := strings.TrimSpace(width.Fold.String(text))
	if t == "" {
		return 0, nil
	}
	t = strings.TrimSpace(strings.TrimRight(t, "人面制"))
	n, err := strconv.Atoi(t)
	if err != nil {
		return 0, fmt.Errorf(tr("The number of boards \"%s\" is not a number: type the players of a team, e.g. 3 (empty: a section of individuals).", "団体戦の人数「%s」が数字として読めません。1チームの人数を 3 のように入力してください（空欄：個人戦）。"), text)
	}
	return n, nil
}

// formatSelect is the choice of a section's format (スイス式, 総当たり …:
// every format registered), the Swiss selected.
func formatSelect(l tournament.Lang) ([]tournament.FormatKind, *widget.Select) {
	formats := tournament.FormatKinds()
	labels := make([]string, len(formats))
	for i, f := range formats {
		labels[i] = f.Name().In(l)
	}
	sel := newSelect(labels, nil)
	sel.SetSelectedIndex(0)
	return formats, sel
}

// parseSettingLines reads KEY=VALUE lines (blank lines skipped).
func parseSettingLines(text string) (map[string]string, error) {
	out := map[string]string{}
	for line := range strings.SplitSeq(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok || strings.TrimSpace(k) == "" {
			return nil, fmt.Errorf(tr("The setting line \"%s\" is not KEY=VALUE (e.g. rounds=5).", "設定の行「%s」が「キー=値」の形ではありません（例: rounds=5）。"), line)
		}
		out[strings.TrimSpace(k)] = strings.TrimSpace(v)
	}
	return out, nil
}

// editSectionDialog changes the selected section's name or venue tables.
func (ew *eventWindow) editSectionDialog() {
	if ew.sec.ID == noSection {
		return
	}
	sec := ew.sec
	name := newKeyEntry()
	name.SetText(sec.Name)
	tables := newKeyEntry()
	tables.SetText(sec.Tables.String())
	tables.SetPlaceHolder(tr("e.g. 21-45", "例: 21-45"))
	ranks := newKeyEntry()
	ranks.SetText(sec.Ranks.String())
	ranks.SetPlaceHolder(tr("e.g. 三段以上, 初段〜二段 (empty: none)", "例：三段以上、初段〜二段（空欄：なし）"))
	ratings := newKeyEntry()
	ratings.SetText(sec.Ratings.String())
	ratings.SetPlaceHolder(tr("e.g. 1800以上, 1500〜1799 (empty: none)", "例：1800以上、1500〜1799（空欄：なし）"))
	formats, format := formatSelect(ew.g.lang)
	format.SetSelectedIndex(max(0, slices.Index(formats, sec.Format.Of())))
	options := newFormatFields(ew.g.lang, sec.Format.Of(), sec.Format.OptionValues())
	format.OnChanged = func(string) { options.show(formats[max(format.SelectedIndex(), 0)]) }
	from, places := sourceEntries()
	if src, ok := ew.sectionByID(sec.Source.Section); ok && !sec.Source.IsZero() {
		from.SetText(src.Key)
		places.SetText(sec.Source.Places().In(ew.g.lang))
	}
	items := []*widget.FormItem{
		widget.NewFormItem(tr("Key", "キー"), widget.NewLabel(sec.Key)),
		widget.NewFormItem(tr("Game", "競技"), widget.NewLabel(ew.g.gameName(sec.Game))),
		widget.NewFormItem(tr("Section name", "部門名"), name), widget.NewFormItem(tr("Format", "方式"), format),
		widget.NewFormItem(tr("Format options", "方式の指定"), options.box),
		widget.NewFormItem(tr("Venue tables", "会場の卓番号"), tables), widget.NewFormItem(tr("Ranks taken at registration", "受付の段級位"), ranks),
		widget.NewFormItem(tr("Entrants from", "進出元の部門"), from), widget.NewFormItem(tr("Places taken", "進出する順位"), places),
		widget.NewFormItem(tr("Ratings taken at registration", "受付のレーティング"), ratings),
	}
	showForm(fmt.Sprintf(tr("Edit section %s", "部門「%s」を編集"), sec.Label()), tr("Save", "保存"), items, fyne.NewSize(560, 560), func() bool {
		opts, err := options.options()
		if err != nil {
			ew.g.showProblem(tr("Cannot change the section", "部門を変更できません"), err, ew.win)
			return false
		}
		return ew.apply(tr("Cannot change the section", "部門を変更できません"), func() error {
			// The section is named by its key, as it was when the dialog
			// opened: a section renamed meanwhile is still the same one.
			// Both fields empty: the entrants register here (no source).
			src := from.Text
			if strings.TrimSpace(src) == "" && strings.TrimSpace(places.Text) == "" {
				src = "-"
			}
			// A band of ratings emptied is taken away.
			band := ratings.Text
			if strings.TrimSpace(band) == "" && !sec.Ratings.IsZero() {
				band = "-"
			}
			_, err := ew.event.EditSection(sec.Key, tournament.SectionForm{Name: name.Text, Tables: tables.Text, Ranks: ranks.Text, Ratings: band,
				Format: string(formats[max(format.SelectedIndex(), 0)]), Options: opts, From: src, Places: places.Text, SetSource: true})
			return err
		})
	}, ew.win)
	ew.win.Canvas().Focus(name)
}

// sourceEntries are the fields of a section's entrants from another
// section: that section (its key or name) and the places it sends.
func sourceEntries() (from, places *keyEntry) {
	from = hintedEntry(tr("another section's key or name, e.g. L (empty: entrants registered here)", "ほかの部門のキーか名前（例：L）。空欄：この部門に登録した参加者"))
	places = hintedEntry(tr("e.g. 1-2, 通過 (with a section above)", "例：1-2、通過（進出元の部門とともに）"))
	return from, places
}
