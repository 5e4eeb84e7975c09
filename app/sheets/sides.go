package sheets

import "taikai/tournament"

// sideHeaders are the column headers of game g's two sides in the sheet's
// language: 黒（先手）/白（後手）, or the game's own names (先手/後手).
func (d *doc) sideHeaders(g tournament.GameKind) (first, second string) {
	f, s := tournament.SideHeaders(g)
	return f.In(d.lang), s.In(d.lang)
}

// sideNames are the names of game g's two sides in the sheet's language:
// 黒/白, or the game's own (先手/後手).
func (d *doc) sideNames(g tournament.GameKind) (first, second string) {
	f, s := tournament.SideNames(g)
	return f.In(d.lang), s.In(d.lang)
}
