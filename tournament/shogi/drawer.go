package shogi

// DrawResult implements tournament.Drawer: a drawn game of shogi is a
// 千日手 not replayed, which Decide allows only where the section's
// setting sennichite=draw says (a team match's △ on a board is this).
func (Discipline) DrawResult() string { return "千日手" }
