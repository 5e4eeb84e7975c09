package cli

import (
	"fmt"

	"taikai/tournament"
)

// sectionDraw is `section draw FILE KEY`: the section's entrants taken
// from its source's places (予選 → 決勝トーナメント), each listed with
// where it came from.
func sectionDraw(e *env, v *tournament.Venue, key string) error {
	sec, drawn, err := v.DrawEntrants(key)
	if err != nil {
		return err
	}
	ev, err := v.Root().Event()
	if err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("section %s: %d entrants drawn\n", "部門 %s：%d 人が進出しました\n"), sec.Label(), len(drawn))
	for _, p := range drawn {
		fmt.Fprintf(e.out, "  #%d %s  %s\n", p.ID, p.Name, e.text(ev.OriginText(p)))
	}
	return nil
}

// sectionTies is `section ties FILE KEY`: the ties of a finished section's
// places left to the arbiter, and the decisions made.
func sectionTies(e *env, v *tournament.Venue, key string) error {
	open, made, err := v.Ties(key)
	if err != nil {
		return err
	}
	_, names, err := sectionNames(v, key)
	if err != nil {
		return err
	}
	list := func(ids []int, sep string) string {
		out := ""
		for i, id := range ids {
			if i > 0 {
				out += sep
			}
			out += names[id]
		}
		return out
	}
	if len(open) == 0 {
		fmt.Fprintln(e.out, e.say("no tie left to decide", "決める同順位はありません"))
	}
	for _, t := range open {
		where := ""
		switch {
		case t.Group < 0:
			where = e.say(" across the groups", "各組")
		case t.Group > 0:
			where = e.say(" in group "+tournament.LeagueGroupName(t.Group-1), tournament.LeagueGroupName(t.Group-1)+"組")
		}
		seats := ""
		if t.Seats > 0 {
			seats = fmt.Sprintf(e.say(" (%d advance)", "（%d 人通過）"), t.Seats)
		}
		fmt.Fprintf(e.out, e.say("place %d%s%s: %s\n", "%[2]s%[1]d位%[3]s：%[4]s\n"), t.Place, where, seats, list(t.Players, e.say(", ", "・")))
	}
	for _, d := range made {
		fmt.Fprintf(e.out, e.say("decided by %s: %s\n", "%sで決定：%s\n"), e.text(d.By.Text()), list(d.Players, " > "))
	}
	return nil
}

// sectionDecide is `section decide FILE KEY PLAYER... --by playoff|lot`.
func sectionDecide(e *env, v *tournament.Venue, key string, players []string, by string) error {
	how, err := tournament.ParseTieBy(by)
	if err != nil {
		return err
	}
	d, err := v.DecideTie(key, players, how)
	if err != nil {
		return err
	}
	sec, names, err := sectionNames(v, key)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("section %s: decided by %s:", "部門 %s：%sで決定："), sec.Label(), e.text(d.By.Text()))
	for i, id := range d.Players {
		fmt.Fprintf(e.out, " %d. %s", i+1, names[id])
	}
	fmt.Fprintln(e.out)
	return nil
}

// sectionNames is section key of v and its participants' names as
// displayNames gives them.
func sectionNames(v *tournament.Venue, key string) (tournament.Section, map[int]string, error) {
	sec, s, err := v.Section(key)
	if err != nil {
		return tournament.Section{}, nil, err
	}
	names, err := displayNames(s)
	return sec, names, err
}

// displayNames is the names of s's participants as DisplayNames tells
// namesakes apart.
func displayNames(s *tournament.Service) (map[int]string, error) {
	ps, err := s.Participants()
	if err != nil {
		return nil, err
	}
	return tournament.DisplayNames(ps), nil
}
