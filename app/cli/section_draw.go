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
