package ui

import (
	"fmt"
	"strings"

	"taikai/tournament"
)

// drawEntrantsDialog takes the entrants of the section shown from its
// source section's places (予選 → 決勝トーナメント), after the arbiter
// confirms: once, logged; refused with the reason before the source is
// complete or on a tie at the cut.
func (ew *eventWindow) drawEntrantsDialog() {
	sec := ew.sec
	if sec.ID == noSection || sec.Source.IsZero() {
		return
	}
	from, ok := ew.sectionByID(sec.Source.Section)
	if !ok {
		return
	}
	msg := fmt.Sprintf(tr("Take the entrants of %s from %s (%s)? It is done once, when %s is complete.", "%s の出場者を %s（%s）から決めますか？ %s が終わってから1回だけ行います。"),
		sec.Label(), from.Label(), sec.Source.Places().In(ew.g.lang), from.Label())
	confirm(ew.win, tr("Draw the entrants", "進出者を決める"), msg, tr("Take them", "決める"), func() {
		var drawn []tournament.Participant
		ok := ew.apply(tr("Cannot draw the entrants", "進出者を決められません"), func() (err error) {
			// Named by its key as it was when the dialog opened.
			_, drawn, err = ew.event.DrawEntrants(sec.Key)
			return err
		})
		if !ok {
			return
		}
		names := make([]string, 0, len(drawn))
		for _, p := range drawn {
			names = append(names, p.Name)
		}
		ew.note(fmt.Sprintf(tr("%d entrants drawn into %s: %s", "%[1]d 人が %[2]s に進出しました：%[3]s"), len(drawn), sec.Label(), strings.Join(names, "、")))
	})
}

// sectionByID is section id of the event, as it is now.
func (ew *eventWindow) sectionByID(id int) (tournament.Section, bool) {
	list, err := ew.event.Sections()
	if err != nil {
		return tournament.Section{}, false
	}
	for _, s := range list {
		if s.ID == id {
			return s, true
		}
	}
	return tournament.Section{}, false
}
