package cli

import (
	"fmt"
	"strconv"

	"taikai/tournament"
)

// sectionBands is `section bands FILE [KEY] --by rank|rating --size 6-10
// [--apply]`: the classes (クラス分け) the registration list of section KEY
// (the only section by default) splits into, each with its key and name,
// size, band and players; with --apply they are made, in one logged
// change.
func sectionBands(e *env, v *tournament.Venue, key string, a args, format string) error {
	by, err := tournament.ParseClassBy(a.flag("by", ""))
	if err != nil {
		return err
	}
	size, err := tournament.ParseClassSize(a.flag("size", ""))
	if err != nil {
		return err
	}
	var plan tournament.ClassPlan
	if a.has("apply") {
		plan, err = v.MakeClasses(key, by, size, "")
	} else {
		plan, err = v.PlanClasses(key, by, size)
	}
	if err != nil {
		return err
	}
	if format != "table" {
		return classesTable(plan).write(e.out, format)
	}
	players := 0
	for _, c := range plan.Classes {
		players += len(c.Players)
	}
	fmt.Fprintf(e.out, e.say("section %s: %d players by %s into classes of %s: %d classes, %s\n", "部門 %s：%d 人を%sで %s 人のクラスに分けます：%d クラス（%s）\n"),
		plan.Source.Label(), players, e.text(plan.By.Text()), plan.Size, len(plan.Classes), plan.Sizes())
	for _, c := range plan.Classes {
		band := ""
		if b := c.Band(e.lang); b != "" {
			band = e.say(fmt.Sprintf(", %s %s", e.text(bandWord(plan.By)), b), fmt.Sprintf("、%s %s", e.text(bandWord(plan.By)), b))
		}
		fmt.Fprintf(e.out, e.say("%s (%s): %d players%s\n", "%s（%s）：%d 人%s\n"), c.Name, c.Key, len(c.Players), band)
		for i, p := range c.Players {
			fmt.Fprintf(e.out, "  %2d. %s  %s  %s\n", i+1, e.numbered(p), orDash(e.rank(p.Rank)), orDash(ratingText(p.Rating)))
		}
	}
	for _, n := range plan.Notes() {
		fmt.Fprintf(e.out, e.say("note: %s\n", "注意：%s\n"), e.text(n))
	}
	if !a.has("apply") {
		fmt.Fprintln(e.out, e.say("nothing changed: add --apply to make these sections and move the players",
			"まだ何も変えていません。--apply を付けると、この部門を作って参加者を移します"))
		return nil
	}
	list, err := v.Sections()
	if err != nil {
		return err
	}
	for _, c := range plan.Classes {
		for _, s := range list {
			if s.Key == c.Key {
				fmt.Fprintf(e.out, e.say("made section %s (%s)%s\n", "部門 %s（%s）を作りました%s\n"), s.Key, s.Name, e.tablesNote(s.Tables))
			}
		}
	}
	return nil
}

// classesTable is a plan as data: a line a player, with their class.
func classesTable(plan tournament.ClassPlan) table {
	t := table{header: []string{"key", "class", "band", "id", "name", "rank", "rating"}}
	for _, c := range plan.Classes {
		for _, p := range c.Players {
			t.rows = append(t.rows, []string{c.Key, c.Name, c.Band(tournament.Japanese), strconv.Itoa(p.ID), p.Name, p.Rank.String(), ratingText(p.Rating)})
		}
	}
	return t
}

// bandWord names a class's band: ranks (段級位) or ratings (レーティング).
func bandWord(by tournament.ClassBy) tournament.Text {
	if by == tournament.ClassByRating {
		return tournament.Text{En: "ratings", Ja: "レーティング"}
	}
	return tournament.Text{En: "ranks", Ja: "段級位"}
}

// rank is a rank as the person reads it: 3d, 三段.
func (e *env) rank(r tournament.Rank) string { return e.say(r.String(), r.Japanese()) }

// ratingText is a rating, "" for none.
func ratingText(r int) string {
	if r == 0 {
		return ""
	}
	return strconv.Itoa(r)
}

// numbered is a participant with their number: #12 山田 太郎, 山田 太郎（番号 12）.
func (e *env) numbered(p tournament.Participant) string {
	return fmt.Sprintf(e.say("#%d %s", "%[2]s（番号 %[1]d）"), p.ID, p.Name)
}
