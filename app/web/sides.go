package web

import "taikai/tournament"

// side is the name of colour c's side in the section's game on the pages:
// 黒 and 白, or the game's own (先手, 後手).
func (d *data) side(l tournament.Lang, c tournament.Colour) string {
	return tournament.SideOf(d.ev.Game, c).In(l)
}

// sideKeys are the words of the templates that name a side.
var sideKeys = map[string]tournament.Colour{"black": tournament.Black, "white": tournament.White}
