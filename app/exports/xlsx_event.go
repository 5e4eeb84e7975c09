package exports

import (
	"io"
	"strings"
	"unicode/utf16"

	"taikai/tournament"
)

// WriteEventWorkbook writes the whole event as one .xlsx workbook (issue
// 38): each section's participants, pairings, standings and crosstable,
// each sheet named after its section (A級・参加者), sections in order.
func WriteEventWorkbook(v *tournament.Venue, w io.Writer) error {
	list, err := v.Sections()
	if err != nil {
		return err
	}
	if len(list) == 0 {
		return tournament.NewProblem(tournament.ErrInvalidInput, "the event has no section yet", "大会にはまだ部門がありません")
	}
	f, bold, err := newWorkbook()
	if err != nil {
		return err
	}
	defer f.Close()
	for i, sec := range list {
		d, err := readSection(v.Service(sec.ID))
		if err != nil {
			return err
		}
		shs := d.sheets()
		for k := range shs {
			shs[k].name = sectionSheetName(sec, shs[k].name)
		}
		if err := addSheets(f, shs, bold, i == 0); err != nil {
			return err
		}
	}
	return f.Write(w)
}

// sectionSheetName is a section's sheet name: its label, ・, the sheet's
// (A級・参加者), without the characters Excel refuses in a name and no
// longer than Excel's 31 (UTF-16) characters, the label cut first.
func sectionSheetName(sec tournament.Section, name string) string {
	label := strings.Map(func(r rune) rune {
		if strings.ContainsRune(`[]:*?/\`, r) {
			return '_'
		}
		return r
	}, sec.Label())
	for len(utf16.Encode([]rune(label+"・"+name))) > 31 && label != "" {
		r := []rune(label)
		label = string(r[:len(r)-1])
	}
	if label == "" {
		label = sec.Key
	}
	return label + "・" + name
}
