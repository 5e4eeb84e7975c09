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
	key := newKeyEntry()
	key.SetPlaceHolder(T("e.g. A, B, kids (letters and digits)"))
	name := newKeyEntry()
	name.SetPlaceHolder(T("e.g. A級, こどもの部"))
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
	tables := newKeyEntry()
	tables.SetPlaceHolder(T("e.g. 21-45 (empty: after the other sections' when first paired)"))
	ranks := newKeyEntry()
	ranks.SetPlaceHolder(T("e.g. 三段以上, 初段〜二段 (empty: none)"))
	from := newKeyEntry()
	from.SetPlaceHolder(T("another section's key or name, e.g. L (empty: entrants registered here)"))
	places := newKeyEntry()
	places.SetPlaceHolder(T("e.g. 1-2, 通過 (with a section above)"))
	boards := newKeyEntry()
	boards.SetPlaceHolder(T("e.g. 3 for 主将・副将・三将 (empty: individuals)"))
	points := newKeyEntry()
	points.SetPlaceHolder(T("win/draw/loss, e.g. 3/1/0 (empty: 2/1/0)"))
	order := widget.NewCheck(T("the board order may change after round 1"), nil)
	settings := widget.NewMultiLineEntry()
	settings.SetPlaceHolder(T("one KEY=VALUE a line (Enter: a new line), e.g. rounds=5 (empty: the game's defaults; Othello: rounds=5 is 5 rounds then the final)"))
	settings.SetMinRowsVisible(3)
	items := []*widget.FormItem{
		widget.NewFormItem(T("Key"), key), widget.NewFormItem(T("Section name"), name),
		widget.NewFormItem(T("Game"), game), widget.NewFormItem(T("Format"), format),
		widget.NewFormItem(T("Format options"), options.box),
		widget.NewFormItem(T("Team event: boards"), boards), widget.NewFormItem(T("Match points"), points),
		widget.NewFormItem(T("Board order"), order),
		widget.NewFormItem(T("Venue tables"), tables), widget.NewFormItem(T("Ranks taken at registration"), ranks),
		widget.NewFormItem(T("Entrants from"), from), widget.NewFormItem(T("Places taken"), places),
		widget.NewFormItem(T("Settings"), settings),
	}
	showForm(T("Add a section"), T("Add"), items, fyne.NewSize(640, 720), func() bool {
		set, err := parseSettingLines(settings.Text)
		if err != nil {
			ew.g.showProblem(T("Cannot add the section"), err, ew.win)
			return false
		}
		opts, err := options.options()
		if err != nil {
			ew.g.showProblem(T("Cannot add the section"), err, ew.win)
			return false
		}
		n, err := teamBoards(boards.Text)
		if err != nil {
			ew.g.showProblem(T("Cannot add the section"), err, ew.win)
			return false
		}
		var sec tournament.Section
		ok := ew.apply(T("Cannot add the section"), func() (err error) {
			sec, err = ew.event.AddSection(tournament.SectionForm{Key: key.Text, Name: name.Text, Game: string(kinds[max(game.SelectedIndex(), 0)]),
				Format: string(formats[max(format.SelectedIndex(), 0)]), Options: opts, Tables: tables.Text, Ranks: ranks.Text,
				From: from.Text, Places: places.Text, Settings: set, TeamBoards: n, MatchPoints: points.Text, OrderChanges: order.Checked})
			return err
		})
		if ok {
			ew.showSection(sec.ID)
			ew.note(fmt.Sprintf(T("Section %s added."), sec.Label()))
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
		return 0, fmt.Errorf(T("The number of boards \"%s\" is not a number: type the players of a team, e.g. 3 (empty: a section of individuals)."), text)
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
			return nil, fmt.Errorf(T("The setting line \"%s\" is not KEY=VALUE (e.g. rounds=5)."), line)
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
	tables.SetPlaceHolder(T("e.g. 21-45"))
	ranks := newKeyEntry()
	ranks.SetText(sec.Ranks.String())
	ranks.SetPlaceHolder(T("e.g. 三段以上, 初段〜二段 (empty: none)"))
	ratings := newKeyEntry()
	ratings.SetText(sec.Ratings.String())
	ratings.SetPlaceHolder(T("e.g. 1800以上, 1500〜1799 (empty: none)"))
	formats, format := formatSelect(ew.g.lang)
	format.SetSelectedIndex(max(0, slices.Index(formats, sec.Format.Of())))
	options := newFormatFields(ew.g.lang, sec.Format.Of(), sec.Format.OptionValues())
	format.OnChanged = func(string) { options.show(formats[max(format.SelectedIndex(), 0)]) }
	from := newKeyEntry()
	from.SetPlaceHolder(T("another section's key or name, e.g. L (empty: entrants registered here)"))
	places := newKeyEntry()
	places.SetPlaceHolder(T("e.g. 1-2, 通過 (with a section above)"))
	if src, ok := ew.sectionByID(sec.Source.Section); ok && !sec.Source.IsZero() {
		from.SetText(src.Key)
		places.SetText(sec.Source.Places().In(ew.g.lang))
	}
	items := []*widget.FormItem{
		widget.NewFormItem(T("Key"), widget.NewLabel(sec.Key)),
		widget.NewFormItem(T("Game"), widget.NewLabel(ew.g.gameName(sec.Game))),
		widget.NewFormItem(T("Section name"), name), widget.NewFormItem(T("Format"), format),
		widget.NewFormItem(T("Format options"), options.box),
		widget.NewFormItem(T("Venue tables"), tables), widget.NewFormItem(T("Ranks taken at registration"), ranks),
		widget.NewFormItem(T("Entrants from"), from), widget.NewFormItem(T("Places taken"), places),
		widget.NewFormItem(T("Ratings taken at registration"), ratings),
	}
	showForm(fmt.Sprintf(T("Edit section %s"), sec.Label()), T("Save"), items, fyne.NewSize(560, 560), func() bool {
		opts, err := options.options()
		if err != nil {
			ew.g.showProblem(T("Cannot change the section"), err, ew.win)
			return false
		}
		return ew.apply(T("Cannot change the section"), func() error {
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
