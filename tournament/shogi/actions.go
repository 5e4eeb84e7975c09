package shogi

import "taikai/tournament"

// Shogi's own action as the audit log and the undo menu name it: the 振り駒
// of an even game (「振り駒（1回戦 3番卓）」).
func init() {
	tournament.DescribeActions(map[string]tournament.ActionDescriber{
		"shogi.furigoma": func(e tournament.ActionEntry) tournament.Text { return e.AtTable("furigoma (振り駒)", "振り駒") },
	})
}
