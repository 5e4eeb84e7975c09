package tournament

import (
	"slices"
	"strconv"
	"strings"
)

// checkSections checks an export of an event of sections: the sections'
// keys and table ranges, and each section as a competition of its own (its
// participants, its rounds numbered from 1 under its keys, its records).
// Nothing of the document may belong to no section.
func checkSections(x Export) (Export, error) {
	ev := x.Event
	list := ev.SectionList()
	ids := map[int]bool{}
	keys := map[string]bool{}
	for i, sec := range list {
		if _, err := checkSectionKey(sec.Key); err != nil || keys[strings.ToLower(sec.Key)] || ids[sec.ID] || sec.ID < 0 {
			return x, importProblem(ErrInvalidInput, "section %d (\"%s\") has a key or number that is invalid or given twice", "%d番目の部門（「%s」）のキーか番号が不正か重複しています", i+1, clip(sec.Key, 40))
		}
		if o, clash := tablesClash(list[:i], sec.ID, sec.Tables); clash {
			return x, importProblem(ErrInvalidInput, "the tables of sections %s and %s overlap", "部門 %s と %s の卓番号が重なっています", o.Key, sec.Key)
		}
		ids[sec.ID], keys[strings.ToLower(sec.Key)] = true, true
	}
	if !ids[0] && (ev.Game != "" || len(ev.Settings) > 0) {
		return x, importProblem(ErrInvalidInput, "the event has a game but no section 0 to play it", "大会に競技がありますが、その部門（0番）がありません")
	}
	for _, p := range x.Participants {
		if !ids[p.Section] {
			return x, importProblem(ErrInvalidInput, "participant %d (%s) is in section %d, which the event does not have", "参加者 %d（%s）の部門 %d はこの大会にありません", p.ID, clip(p.Name, 40), p.Section)
		}
	}
	if x.Version < sectionKeysSince {
		x = unoffsetSections(x, list)
	}
	sectionOf, err := sectionsNamed(x, list)
	if err != nil {
		return x, err
	}
	var rounds []Round
	var records []ExportRecord
	for _, sec := range list {
		view, err := ev.viewOf(sec.ID)
		if err != nil {
			return x, err
		}
		c := competition{ev: view}
		for _, p := range x.Participants {
			if p.Section == sec.ID {
				c.ps = append(c.ps, p)
			}
		}
		// The file keeps the first section's rounds and records under
		// their numbers alone, every other's under its key.
		key := sec.Key
		if sec.ID == 0 {
			key = ""
		}
		for _, r := range x.Rounds {
			if s, _ := sectionOf(r.Section); s.ID == sec.ID {
				r.Section = ""
				c.rounds = append(c.rounds, r)
			}
		}
		for _, rec := range x.Records {
			if s, _ := sectionOf(rec.Section); s.ID == sec.ID {
				rec.Section = ""
				c.records = append(c.records, rec)
			}
		}
		if c, err = checkCompetition(c); err != nil {
			return x, importFailed(err, "section %s", "部門 %s", sec.Key)
		}
		for _, r := range c.rounds {
			r.Section = key
			rounds = append(rounds, r)
		}
		for _, rec := range c.records {
			rec.Section = key
			records = append(records, rec)
		}
		// The section's settings in canonical form, where it keeps them.
		if sec.ID == 0 {
			ev.Settings = c.ev.Settings
		} else {
			ev.Sections = slices.Clone(ev.Sections)
			for i := range ev.Sections {
				if ev.Sections[i].ID == sec.ID {
					ev.Sections[i].Settings = c.ev.Settings
				}
			}
		}
	}
	slices.SortFunc(rounds, func(a, b Round) int {
		return CompareStored(Stored{Section: a.Section, Key: a.Number}, Stored{Section: b.Section, Key: b.Number})
	})
	slices.SortFunc(records, func(a, b ExportRecord) int {
		return CompareStored(Stored{Section: a.Section, Key: a.Key}, Stored{Section: b.Section, Key: b.Key})
	})
	x.Event, x.Rounds, x.Records = ev, rounds, records
	for _, p := range x.Participants {
		for _, m := range p.Members {
			if i := slices.IndexFunc(x.Participants, func(q Participant) bool { return q.ID == m }); i >= 0 && x.Participants[i].Section != p.Section {
				return x, importProblem(ErrInvalidInput, "pair %d (%s) has a member in another section", "ペア %d（%s）のメンバーが別の部門にいます", p.ID, clip(p.Name, 40))
			}
		}
	}
	if x.Rounds == nil {
		x.Rounds = []Round{}
	}
	if x.Records == nil {
		x.Records = []ExportRecord{}
	}
	return x, nil
}

// sectionLabel names the section of a round or record that names one the
// event does not have: its key, or the section number an older export
// gave by the round's offset.
func sectionLabel(key string, n int) string {
	if key != "" {
		return key
	}
	return strconv.Itoa(n / LegacySectionSpan)
}

// unoffsetSections reads the rounds and records of an export of versions
// 2 to 4, which numbered section k's from k×LegacySectionSpan, as a
// section's own (numbered from 1 under its key). One of a section the event
// does not have keeps its number and is refused by the caller.
func unoffsetSections(x Export, list []Section) Export {
	// place is where offset number n (a round's number, a record's key)
	// belongs: its section's key and its own number, or "#k" and n as it
	// is for a section k the event does not have.
	place := func(n int) (string, int) {
		id := n / LegacySectionSpan
		if id == 0 {
			return "", n
		}
		for _, sec := range list {
			if sec.ID == id {
				return sec.Key, n % LegacySectionSpan
			}
		}
		return "#" + strconv.Itoa(id), n
	}
	x.Rounds = slices.Clone(x.Rounds)
	for i, r := range x.Rounds {
		x.Rounds[i].Section, x.Rounds[i].Number = place(r.Number)
	}
	x.Records = slices.Clone(x.Records)
	for i, rec := range x.Records {
		x.Records[i].Section, x.Records[i].Key = place(rec.Key)
	}
	return x
}

// sectionsNamed checks that every round and record of x names a section
// of list, and returns how to find the section a round or record names:
// by its key, or none for the first section's.
func sectionsNamed(x Export, list []Section) (func(key string) (Section, bool), error) {
	byKey := map[string]Section{}
	first := false
	for _, sec := range list {
		byKey[strings.ToLower(sec.Key)] = sec
		first = first || sec.ID == 0
	}
	sectionOf := func(key string) (Section, bool) {
		if key == "" {
			return Section{ID: 0}, first
		}
		sec, ok := byKey[strings.ToLower(key)]
		return sec, ok
	}
	for _, r := range x.Rounds {
		if _, ok := sectionOf(r.Section); !ok {
			return nil, importProblem(ErrInvalidInput, "round %d is of section \"%s\", which the event does not have", "%d 回戦の部門「%s」はこの大会にありません", r.Number, clip(sectionLabel(r.Section, r.Number), 40))
		}
	}
	for _, rec := range x.Records {
		if _, ok := sectionOf(rec.Section); !ok {
			return nil, importProblem(ErrInvalidInput, "record %d is of section \"%s\", which the event does not have", "記録 %d の部門「%s」はこの大会にありません", rec.Key, clip(sectionLabel(rec.Section, rec.Key), 40))
		}
	}
	return sectionOf, nil
}
