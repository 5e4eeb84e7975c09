package othello

import "taikai/tournament"

// Othello's own actions as the audit log and the undo menu name them.
func init() {
	tournament.DescribeActions(map[string]tournament.ActionDescriber{
		"finals.hidden-disc": func(e tournament.ActionEntry) tournament.Text { return e.AtTable("hidden disc", "伏せ石") },
		"round.finals": func(tournament.ActionEntry) tournament.Text {
			return tournament.Text{En: "pairing of the finals", Ja: "決勝の組み合わせ"}
		},
		"games.import": func(tournament.ActionEntry) tournament.Text {
			return tournament.Text{En: "games import", Ja: "対局結果の取り込み"}
		},
	})
}
