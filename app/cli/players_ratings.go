package cli

import (
	"fmt"
	"os"
	"strconv"

	"taikai/tournament"
)

// playersRatings is `players ratings FILE CSV [--apply]`: the ratings a
// rating list gives the participants (of --section, else of the whole
// event), the ambiguous ones and those not found, for the arbiter; with
// --apply the ratings found are set, in one logged change.
func playersRatings(e *env, v *tournament.Venue, path string, apply bool, format string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return unreadable(path, err)
	}
	var plan tournament.RatingsPlan
	if apply {
		plan, err = v.ApplyRatings(e.section, data, "")
	} else {
		plan, err = v.PlanRatings(e.section, data)
	}
	if err != nil {
		return err
	}
	for _, h := range plan.Ignored {
		fmt.Fprintf(e.errw, e.say("taikai: ignored column %q\n", "taikai: 列「%s」は読み飛ばしました\n"), h)
	}
	if format != "table" {
		return ratingsTable(plan).write(e.out, format)
	}
	changes := len(plan.Changes())
	fmt.Fprintf(e.out, e.say("rating list (%s): %d found (%d to change), %d ambiguous, %d not found\n",
		"レーティング表（%s）：見つかった %d 人（変更 %d 人）、あいまい %d 人、見つからない %d 人\n"),
		plan.Encoding, len(plan.Set), changes, len(plan.Ambiguous), len(plan.NotFound))
	if len(plan.Set) > 0 {
		fmt.Fprintln(e.out, e.say("found:", "見つかった人："))
	}
	for _, m := range plan.Set {
		p := m.Participant
		change := fmt.Sprintf("%s → %d", orDash(ratingText(m.Old)), m.New)
		if m.Old == m.New {
			change = fmt.Sprintf(e.say("%d (unchanged)", "%d（変更なし）"), m.New)
		}
		note := ""
		if n := m.Note(); n != (tournament.Text{}) {
			note = e.say("; ", "、") + e.text(n)
		}
		fmt.Fprintf(e.out, e.say("  %s  %s  (line %d%s)\n", "  %s  %s（%d行目%s）\n"), e.numbered(p), change, m.Entry.Line, note)
	}
	if len(plan.Ambiguous) > 0 {
		fmt.Fprintln(e.out, e.say("ambiguous (not set; decide and enter with players edit --rating):", "あいまい（設定しません。確かめて players edit --rating で入力してください）："))
	}
	for _, q := range plan.Ambiguous {
		fmt.Fprintf(e.out, e.say("  %s: %s\n", "  %s：%s\n"), e.text(tournament.DescribeShort(q.Participant)), e.text(q.Why()))
	}
	if len(plan.NotFound) > 0 {
		fmt.Fprintln(e.out, e.say("not found (not set):", "見つからない人（設定しません）："))
	}
	for _, m := range plan.NotFound {
		fmt.Fprintf(e.out, e.say("  %s: %s\n", "  %s：%s\n"), e.text(tournament.DescribeShort(m.Participant)), e.text(m.Why()))
	}
	switch {
	case !apply && changes > 0:
		fmt.Fprintf(e.out, e.say("nothing changed: add --apply to set the %d ratings\n", "まだ何も変えていません。--apply を付けると %d 人のレーティングを設定します\n"), changes)
	case !apply || changes == 0:
		fmt.Fprintln(e.out, e.say("no rating to change", "変更するレーティングはありません"))
	default:
		fmt.Fprintf(e.out, e.say("set %d ratings\n", "%d 人のレーティングを設定しました\n"), changes)
	}
	return nil
}

// ratingsTable is a plan as data: a line a participant, with what the
// list does to them (set, unchanged, ambiguous, not-found, no-rating).
func ratingsTable(plan tournament.RatingsPlan) table {
	t := table{header: []string{"status", "id", "name", "club", "old", "new", "line", "note"}}
	row := func(status string, p tournament.Participant, old, new, line string, note tournament.Text) {
		t.rows = append(t.rows, []string{status, strconv.Itoa(p.ID), p.Name, p.Club, old, new, line, note.En})
	}
	for _, m := range plan.Set {
		status := "set"
		if m.Old == m.New {
			status = "unchanged"
		}
		row(status, m.Participant, ratingText(m.Old), strconv.Itoa(m.New), strconv.Itoa(m.Entry.Line), m.Note())
	}
	for _, q := range plan.Ambiguous {
		row("ambiguous", q.Participant, ratingText(q.Participant.Rating), "", "", q.Why())
	}
	for _, m := range plan.NotFound {
		status := "not-found"
		if m.NoRating {
			status = "no-rating"
		}
		row(status, m.Participant, ratingText(m.Participant.Rating), "", "", m.Why())
	}
	return t
}
