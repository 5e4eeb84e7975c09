package ui

import (
	"fmt"
	"strconv"

	"taikai/tournament"
)

// The results desk of an event of several sections: the arbiter types the
// venue table number on the card; on the current round, Taikai finds the
// section and round that have it (Venue.FindCard), shows both with the
// players, and on Enter goes to that section's results screen with the
// table typed, where the card is recorded. An earlier round is corrected
// by choosing its section and round: its numbers are that round's.

// sectionPrefix names the section on the status line when the event has
// several ("A級　").
func (v *resultsView) sectionPrefix() string {
	if !v.multi {
		return ""
	}
	return v.own.sec.Label() + "　"
}

// otherCard is the card of the typed table when it is in another
// section's current round; only on the round in play of this section
// (an earlier round shown takes its own numbers).
func (v *resultsView) otherCard() (tournament.Card, bool) {
	if !v.multi || !v.follow || v.round == nil {
		return tournament.Card{}, false
	}
	t, ok := v.tableNumber()
	if !ok {
		return tournament.Card{}, false
	}
	if g, _, here := v.round.GameAt(t); here && !g.IsBye() {
		return tournament.Card{}, false
	}
	c, err := v.ew.event.FindCard(t)
	if err != nil || c.Section.ID == v.own.sec.ID {
		return tournament.Card{}, false
	}
	return c, true
}

// showOtherSection says on the status line whose card the typed table is
// when another section has it: the section, the round and the players.
func (v *resultsView) showOtherSection() bool {
	c, ok := v.otherCard()
	if !ok {
		return false
	}
	// The names as the card's section shows them (a name shared with
	// another section is not told apart here).
	names := map[int]string{}
	if ps, err := v.ew.event.Service(c.Section.ID).Participants(); err == nil {
		names = tournament.DisplayNames(ps)
	}
	v.say(fmt.Sprintf(tr("%s　Round %d, table %d: Black %s — White %s (Enter: enter it in %s)", "%s　%d 回戦 %d 番卓：黒 %s － 白 %s（Enter で %s に入力します）"),
		c.Section.Label(), c.Round, c.Game.Table, names[c.Game.Black], names[c.Game.White], c.Section.Label()))
	return true
}

// toOtherSection goes to the section whose current round has the typed
// table (Enter on the table number, or on a result typed after Tab):
// nothing typed in this form is carried to the other section's.
func (v *resultsView) toOtherSection() bool {
	c, ok := v.otherCard()
	if !ok {
		return false
	}
	typedResult := v.form.text() != ""
	v.dropCard()
	v.suggestNext()
	v.ew.goToCard(c, typedResult)
	return true
}

// goToCard shows card c's section on its results screen, the card's table
// typed and its players named, the cursor on the result.
func (ew *eventWindow) goToCard(c tournament.Card, retype bool) {
	ew.showSection(c.Section.ID)
	v := ew.results
	if ew.sec.ID != c.Section.ID || v == nil {
		ew.note(fmt.Sprintf(tr("Table %d is in %s: enter its result on that section's screen.", "%d 番卓は %s の卓です。その部門の画面で結果を入力してください。"), c.Game.Table, c.Section.Label()))
		return
	}
	ew.showView(v.content)
	v.takeCard(c)
	if retype {
		setLine(v.problem, "⚠ "+fmt.Sprintf(tr("Table %d is in %s: type the result again here.", "%d 番卓は %s の卓です。ここで結果をもう一度入力してください。"), c.Game.Table, c.Section.Label()))
	}
}

// takeCard starts the card of c in this section: its round shown, its
// table typed, the cursor on the result.
func (v *resultsView) takeCard(c tournament.Card) {
	for i, r := range v.rounds {
		if r.Number == c.Round && (v.round == nil || v.round.Number != c.Round) {
			v.showRound(i)
		}
	}
	v.dropCard()
	v.table.typed(strconv.Itoa(c.Game.Table))
	v.showTable()
	v.ew.win.Canvas().Focus(v.form.first())
}
