package qualify

import (
	"taikai/tournament"

	"cmp"
	"fmt"
	"slices"
	"strconv"
)

// The statuses of an entrant of a 2勝通過2敗失格 stage, as the standings
// write them.
const (
	qualifyThrough   = "通過"
	qualifyOut       = "失格"
	qualifyStillIn   = "対局中"
	qualifyWithdrawn = "棄権"
)

// qualifyStandings are a 2勝通過2敗失格 stage's standings after round
// `after`: every entrant with the record, the status and the round it was
// decided in; the qualified first (by the round they qualified, then fewer
// losses), then those still in (by wins minus losses, then wins), then
// those still in who withdrew, then the eliminated (the latest first, then
// more wins); the seeding orders equals.
func qualifyStandings(ev tournament.Event, sec tournament.Section, ps []tournament.Participant, rs []tournament.Round, after int) (tournament.Table, error) {
	sw, err := ev.Swiss()
	if err != nil {
		return tournament.Table{}, err
	}
	rules, err := qualifyRules(sec.Format)
	if err != nil {
		return tournament.Table{}, err
	}
	recs, err := qualifyRecords(ev, sw, rules, ps, rs, after)
	if err != nil {
		return tournament.Table{}, err
	}
	names := tournament.DisplayNames(ps)
	type row struct {
		id, group, seed int
		rec             *qualifyRecord
		withdrawn       bool
	}
	var rows []row
	for i, p := range sw.Seeding(ev, ps) {
		rec, ok := recs[p.ID]
		if !ok {
			continue
		}
		r := row{id: p.ID, seed: i, rec: rec, withdrawn: tournament.WithdrawnBy(p, after)}
		switch {
		case rec.through > 0:
			r.group = 0
		case rec.out > 0:
			r.group = 3
		case r.withdrawn:
			r.group = 2
		default:
			r.group = 1
		}
		rows = append(rows, r)
	}
	key := func(a, b row) int {
		ra, rb := a.rec.record, b.rec.record
		c := cmp.Compare(a.group, b.group)
		if c != 0 {
			return c
		}
		switch a.group {
		case 0:
			return cmp.Or(cmp.Compare(a.rec.through, b.rec.through), cmp.Compare(ra.Losses, rb.Losses))
		case 3:
			return cmp.Or(cmp.Compare(b.rec.out, a.rec.out), cmp.Compare(rb.Wins, ra.Wins))
		}
		return cmp.Or(cmp.Compare(rb.Wins-rb.Losses, ra.Wins-ra.Losses), cmp.Compare(rb.Wins, ra.Wins))
	}
	slices.SortStableFunc(rows, func(a, b row) int { return cmp.Or(key(a, b), cmp.Compare(a.seed, b.seed)) })

	t := tournament.Table{After: after, Columns: []tournament.Column{
		{Key: "record", Label: tournament.Text{En: "Record", Ja: "成績"}, Where: tournament.Everywhere},
		{Key: "status", Label: tournament.Text{En: "Status", Ja: "状態"}, Where: tournament.Everywhere},
		{Key: "decided", Label: tournament.Text{En: "Round decided", Ja: "決定回戦"}, Where: tournament.Everywhere},
	}, Order: tournament.Text{
		En: fmt.Sprintf("%d wins through (通過), %d losses out (失格): the qualified first, by the round they qualified, then fewer losses; then those still in (対局中), by wins minus losses, then wins; then the eliminated, the latest first, then more wins; the seeding among equals. A draw counts as neither a win nor a loss",
			rules.Wins, rules.Losses),
		Ja: fmt.Sprintf("%d勝通過%d敗失格。通過者（通過した回戦、敗数の少ない順）、勝ち残り（勝数−敗数、勝数の順）、失格者（失格が遅い順、勝数の順）の順。同じならシード順。引き分けは勝ちにも負けにも数えない",
			rules.Wins, rules.Losses)}}
	for i, r := range rows {
		status, decided := qualifyStillIn, ""
		switch r.group {
		case 0:
			status, decided = qualifyThrough, strconv.Itoa(r.rec.through)
		case 2:
			status = qualifyWithdrawn
		case 3:
			status, decided = qualifyOut, strconv.Itoa(r.rec.out)
		}
		tr := tournament.TableRow{ID: r.id, Place: i + 1, Rank: i + 1, Cells: []string{r.rec.record.String(), status, decided}}
		if i > 0 && key(rows[i-1], r) == 0 {
			tr.Rank = t.Rows[i-1].Rank
		}
		tr.Tied = (i > 0 && key(rows[i-1], r) == 0) || (i+1 < len(rows) && key(r, rows[i+1]) == 0)
		if r.rec.draws > 0 {
			tr.Notes = append(tr.Notes, tournament.Note{Where: tournament.Everywhere, Text: tournament.Text{
				En: fmt.Sprintf("%d draw(s), counted as neither a win nor a loss", r.rec.draws),
				Ja: fmt.Sprintf("引き分け %d（勝ちにも負けにも数えない）", r.rec.draws)}})
		}
		if r.rec.voids > 0 {
			tr.Notes = append(tr.Notes, tournament.Note{Where: tournament.Everywhere, Text: tournament.Text{
				En: fmt.Sprintf("%d game(s) ruled no result (無勝負), counted as neither a win nor a loss", r.rec.voids),
				Ja: fmt.Sprintf("無勝負 %d（勝ちにも負けにも数えない）", r.rec.voids)}})
		}
		if len(r.rec.held) > 0 {
			h := heldText(r.rec.held, names)
			tr.Notes = append(tr.Notes, tournament.Note{Where: tournament.Everywhere, Text: tournament.Text{En: "pending a ruling: " + h.En, Ja: "勝敗預かり：" + h.Ja}})
		}
		t.Rows = append(t.Rows, tr)
	}
	return t, nil
}

// FinalPlaces implements FinalPlacer for a 2勝通過2敗失格 stage: its standings' ranks, the
// qualified marked as advancing; finished when no one is still in.
func (Policy) FinalPlaces(ev tournament.Event, sec tournament.Section, ps []tournament.Participant, rs []tournament.Round) (tournament.FinalStandings, error) {
	sw, err := ev.Swiss()
	if err != nil {
		return tournament.FinalStandings{}, err
	}
	rules, err := qualifyRules(sec.Format)
	if err != nil {
		return tournament.FinalStandings{}, err
	}
	last := rs[len(rs)-1].Number
	recs, err := qualifyRecords(ev, sw, rules, ps, rs, last)
	if err != nil {
		return tournament.FinalStandings{}, err
	}
	byID := make(map[int]tournament.Participant, len(ps))
	for _, p := range ps {
		byID[p.ID] = p
	}
	for id, rec := range recs {
		if rec.through == 0 && rec.out == 0 && !tournament.WithdrawnBy(byID[id], last) {
			return tournament.FinalStandings{}, tournament.NotFinished(sec, tournament.Tr("%s is still in", "%s が勝ち残っています", tournament.DisplayNames(ps)[id]))
		}
	}
	fs, err := tournament.TablePlaces(ev, ps, rs, last)
	if err != nil {
		return tournament.FinalStandings{}, err
	}
	fs.MarksAdvance = true
	for i := range fs.Places {
		if rec, ok := recs[fs.Places[i].ID]; ok && rec.through > 0 {
			fs.Places[i].Advancing = true
		}
	}
	return fs, nil
}

// Options implements OptionLister.
func (Policy) Options() []tournament.FormatOption {
	return []tournament.FormatOption{
		{Key: "wins", Label: tournament.Text{En: "Wins to go through (通過)", Ja: "通過の勝数"}, Kind: tournament.OptionNumber, Min: 1, Max: 9, Required: true},
		{Key: "losses", Label: tournament.Text{En: "Losses to go out (失格)", Ja: "失格の敗数"}, Kind: tournament.OptionNumber, Min: 1, Max: 9, Required: true},
		{Key: "bye", Label: tournament.Text{En: "The bye (odd number still in)", Ja: "不戦勝（勝ち残りが奇数のとき）"}, Kind: tournament.OptionChoice,
			Choices: []string{"lowest", "win", "nothing"},
			ChoiceLabels: []tournament.Text{{En: "to the lowest record, as a win (the custom)", Ja: "最下位の成績の人に1勝（通例）"},
				{En: "as a win (to anyone)", Ja: "1勝（成績を問わず）"}, {En: "counts as nothing (休み)", Ja: "休み（勝ちにも負けにもならない）"}}},
	}
}
