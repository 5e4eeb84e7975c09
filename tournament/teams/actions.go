package teams

import (
	"fmt"

	"taikai/tournament"
)

// The team events' own actions as the audit log and the undo menu name them.
func init() {
	tournament.DescribeActions(map[string]tournament.ActionDescriber{
		"teams.add": func(e tournament.ActionEntry) tournament.Text {
			n := e.NameAfter(0)
			return tournament.Text{En: "adding team " + n, Ja: "チームの追加（" + n + "）"}
		},
		"teams.import": func(e tournament.ActionEntry) tournament.Text {
			c := e.Count()
			return tournament.Text{En: fmt.Sprintf("import of %s teams", c), Ja: fmt.Sprintf("チームの取り込み（%sチーム）", c)}
		},
		"teams.order": func(tournament.ActionEntry) tournament.Text {
			return tournament.Text{En: "board order of a team", Ja: "オーダーの変更"}
		},
		"teams.substitute": func(e tournament.ActionEntry) tournament.Text { return e.AtTable("reserve put in", "補欠の出場") },
	})
}
