package yonin

import (
	"bytes"
	"encoding/json"
	"strings"

	"taikai/tournament"
)

// CheckRecords checks the stages of an imported four-player shogi event as
// seating and recording them would have (tournament.RecordChecker): each
// record a stage under its own order, 1, 2, 3…, with a name; its tables
// named once each, at most tournament.MaxTable of them, each seating at
// least two participants of the event (the other seats CPUs), a
// participant at one seat of the stage at most; and every table's games
// played again through the rules.
func (Discipline) CheckRecords(ev tournament.Event, ps []tournament.Participant, records []tournament.ExportRecord) error {
	set, err := SettingsOf(ev)
	if err != nil {
		return err
	}
	known := make(map[int]bool, len(ps))
	for _, p := range ps {
		known[p.ID] = true
	}
	for i, rec := range records {
		var st Stage
		dec := json.NewDecoder(bytes.NewReader(rec.Data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&st); err != nil {
			return tournament.NewProblem(tournament.ErrInvalidInput, "record %d is not a stage: %v", "記録 %d がステージではありません：%v", rec.Key, err)
		}
		if rec.Key != i+1 || st.Order != rec.Key {
			return tournament.NewProblem(tournament.ErrInvalidInput, "record %d holds stage %d: the stages run 1, 2, 3… each under its own number",
				"記録 %d にステージ %d が入っています。ステージは 1, 2, 3… と、それぞれ自分の番号の記録に入ります", rec.Key, st.Order)
		}
		if strings.TrimSpace(st.Name) == "" {
			return tournament.NewProblem(tournament.ErrInvalidInput, "stage %d has no name", "ステージ %d に名前がありません", st.Order)
		}
		if len(st.Tables) > tournament.MaxTable {
			return tournament.NewProblem(tournament.ErrInvalidInput, "stage %s has %d tables; a stage has at most %d", "%s のテーブルが %d 卓あります。1ステージは %d 卓までです",
				st.Name, len(st.Tables), tournament.MaxTable)
		}
		names := map[string]bool{}
		seated := map[int]bool{}
		for _, t := range st.Tables {
			key := tableKey(t.Name)
			if key == "" || names[key] {
				return tournament.NewProblem(tournament.ErrInvalidInput, "stage %s: table \"%s\" has no name or one used twice", "%s：卓「%s」に名前がないか、同じ名前が2回あります", st.Name, t.Name)
			}
			names[key] = true
			humans := 0
			for _, id := range t.Seats {
				if id == 0 {
					continue // a CPU substitute
				}
				if !known[id] || seated[id] {
					return tournament.NewProblem(tournament.ErrInvalidInput, "stage %s table %s: participant %d is not one of the event or sits twice in the stage",
						"%s %s卓：参加者 %d はこの大会にいないか、このステージに2回座っています", st.Name, t.Name, id)
				}
				seated[id] = true
				humans++
			}
			if humans < 2 {
				return tournament.NewProblem(tournament.ErrInvalidInput, "stage %s table %s seats fewer than 2 people", "%s %s卓：人が2人未満です", st.Name, t.Name)
			}
			if _, err := tableSeries(set, t, nil); err != nil {
				why := tournament.Text{En: tournament.Localize(err, tournament.English), Ja: tournament.Localize(err, tournament.Japanese)}
				return &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Tr("stage %s table %s: its games do not follow the rules: %s",
					"%s %s卓：対局が規則に合いません：%s", st.Name, t.Name, why)}
			}
		}
	}
	return nil
}
