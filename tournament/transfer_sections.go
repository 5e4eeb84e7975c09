package tournament

import (
	"slices"
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
		if _, err := checkSectionKey(sec.Key); err != nil || keys[strings.ToLower(sec.Key)] || ids[sec.ID] || sec.ID < 0 || sec.ID >= SectionSpan {
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
	for _, r := range x.Rounds {
		if !ids[r.Number/SectionSpan] {
			return x, importProblem(ErrInvalidInput, "round %d is of section %d, which the event does not have", "回戦 %d の部門 %d はこの大会にありません", r.Number, r.Number/SectionSpan)
		}
	}
	for _, rec := range x.Records {
		if !ids[rec.Key/SectionSpan] {
			return x, importProblem(ErrInvalidInput, "record %d is of section %d, which the event does not have", "記録 %d の部門 %d はこの大会にありません", rec.Key, rec.Key/SectionSpan)
		}
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
		base := sec.ID * SectionSpan
		for _, r := range x.Rounds {
			if r.Number/SectionSpan == sec.ID {
				r.Number -= base
				c.rounds = append(c.rounds, r)
			}
		}
		for _, rec := range x.Records {
			if rec.Key/SectionSpan == sec.ID {
				rec.Key -= base
				c.records = append(c.records, rec)
			}
		}
		if c, err = checkCompetition(c); err != nil {
			return x, importFailed(err, "section %s", "部門 %s", sec.Key)
		}
		for _, r := range c.rounds {
			r.Number += base
			rounds = append(rounds, r)
		}
		for _, rec := range c.records {
			rec.Key += base
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
	slices.SortFunc(rounds, func(a, b Round) int { return a.Number - b.Number })
	slices.SortFunc(records, func(a, b ExportRecord) int { return a.Key - b.Key })
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
