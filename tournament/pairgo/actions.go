package pairgo

import "taikai/tournament"

// Pair Go's own actions as the audit log and the undo menu name them.
func init() {
	tournament.DescribeActions(map[string]tournament.ActionDescriber{
		"pairgo.rotation-error": func(e tournament.ActionEntry) tournament.Text { return e.AtTable("rotation error", "誤順") },
		"pairs.add": func(e tournament.ActionEntry) tournament.Text {
			n := e.NameAfter(0)
			return tournament.Text{En: "pair " + n, Ja: "ペアの登録（" + n + "）"}
		},
	})
}
