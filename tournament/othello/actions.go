package othello

import "taikai/tournament"

// Othello's own actions as the audit log and the undo menu name them; the
// finals' pairing and a games import pair or complete rounds, so a snapshot
// follows them as it follows a shared pairing.
func init() {
	tournament.SnapshotActions("round.finals", "games.import")
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
