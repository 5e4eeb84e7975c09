package yonin

import "taikai/tournament"

// Four-player shogi's own actions as the audit log and the undo menu name
// them: each at a table of a stage (「対局結果（予選 B卓）」).
func init() {
	tournament.DescribeActions(map[string]tournament.ActionDescriber{
		"yonin.table":   func(e tournament.ActionEntry) tournament.Text { return e.AtStageTable("seating", "座席の指定") },
		"yonin.game":    func(e tournament.ActionEntry) tournament.Text { return e.AtStageTable("game", "対局結果") },
		"yonin.jishogi": func(e tournament.ActionEntry) tournament.Text { return e.AtStageTable("jishogi", "持将棋") },
		"yonin.seat": func(e tournament.ActionEntry) tournament.Text {
			st := e.Stage()
			return tournament.Text{En: "seating of " + st, Ja: st + "の組み合わせ"}
		},
	})
}
