package cli

import (
	"taikai/tournament"
	"taikai/tournament/pairgo"
)

// Pair Go's own verbs (its pairs and the 誤順 ruled at the board) and its
// help topic.
func init() {
	registerGameVerbs(pairgo.Kind,
		namedVerb{"pairs", verb{run: runPairs, after: "penalties", valued: []string{"name", "format"}, usage: "pairs add|list FILE ...",
			summary: "Pair Go pairs (see `taikai help pairs`)", summaryJa: "ペア碁のペア（taikai help pairs）"}},
		namedVerb{"rotation-error", verb{run: runRotationError, after: "pairs", usage: "rotation-error FILE ROUND TABLE black|white",
			summary: "a Pair Go 誤順 ruled at the board", summaryJa: "対局中に審判が認めたペア碁の誤順を記録します"}},
	)
	registerTopic(topic{names: []string{"pairs", "rotation-error", "pairgo"}, text: pairsTopic})
	registerHandicapForm(pairgo.Kind, `"R1,R2" "R3,R4"`)
}

// pairsTopic is `taikai help pairs`, the usage of the Pair Go verbs.
var pairsTopic = tournament.Text{En: pairsHelp, Ja: pairsHelpJa}

const pairsHelp = `
taikai pairs add FILE PLAYER PLAYER [--name NAME]   register a Pair Go pair (the captain is computed;
                                                    a pair without a junior is registered with a warning)
taikai pairs list FILE [--format table|csv|json]    captain_check: to-confirm when the captain rule could not
                                                    decide (a gender or birth date missing, or the same birth date)
taikai rotation-error FILE ROUND TABLE black|white  one 誤順 ruled at the board (3 points to the opponents)

Pair Go results (taikai result): Black's and White's board scores (地+アゲハマ) as B-W, e.g.
62-58, with :errors=B/W for the rotation errors (default: those recorded with rotation-error)
and :foul-black / :foul-white (2手打ち) or :consult-black / :consult-white (illegal
consultation); komi and penalties are applied and jigo goes to White. Keywords as for Go.
`

const pairsHelpJa = `
taikai pairs add FILE PLAYER PLAYER [--name NAME]   ペア碁のペアを登録します（キャプテンは規定で決めます。
                                                    ジュニアのいないペアは警告つきで登録します）
taikai pairs list FILE [--format table|csv|json]    captain_check が to-confirm のペアは、規定でキャプテンが
                                                    決まりません（性別か生年月日がない、または同じ生年月日）
taikai rotation-error FILE ROUND TABLE black|white  対局中に審判が認めた誤順を1回記録します（相手に3目）

ペア碁の結果（taikai result）：黒と白の盤面の目数（地＋アゲハマ）を 62-58 のように。
誤順は 62-58 誤順2/0（既定は rotation-error で記録した回数）、2手打ちは 62-58 黒2手打ち、
相談は 62-58 白相談。コミと誤順の目数を足して勝敗を決め、ジゴは白勝ちです。
白中押し勝ち、白不戦敗などは囲碁と同じです。
`
