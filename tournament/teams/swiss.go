package teams

import (
	"cmp"
	"fmt"
	"slices"

	"taikai/pairing"
	"taikai/tournament"
)

// game is a team section's Swiss: the section's game played board by
// board between teams.
type game struct {
	tournament.Swiss // the section's game, for its name, settings and boards
	rules            tournament.TeamRules
}

// wrap makes inner's Swiss the team event's. A game not played by persons
// (Pair Go's pairs) has no teams.
func wrap(inner tournament.Swiss, rules tournament.TeamRules) (tournament.Swiss, error) {
	if !inner.Entrant(tournament.Participant{Name: "x"}) {
		return nil, tournament.NewProblem(tournament.ErrInvalidInput, "%s is not played by single players: it has no team events", "%s は1人ずつ対局する競技ではないため、団体戦はありません", inner.Name())
	}
	return game{Swiss: inner, rules: rules}, nil
}

// Entrant implements tournament.Swiss: the teams play the rounds.
func (game) Entrant(p tournament.Participant) bool { return IsTeam(p) }

// ScoreUnit implements tournament.Swiss: matches won (Scores), a drawn
// match half.
func (game) ScoreUnit() tournament.ScoreUnit { return tournament.CountsWins }

// BeforePairing implements tournament.Swiss: no game's own rule (an early
// final) takes a team out of a round.
func (game) BeforePairing(_ tournament.Event, _ []tournament.Participant, _ []tournament.Round, _ *tournament.Round, players []pairing.Player) ([]pairing.Player, error) {
	return players, nil
}

// Seeding implements tournament.Swiss: round 1 by the strength of the
// teams' players (the game's seeding of all of them: a team's place is
// the sum of its players' places, lower first), then the team's
// registration.
func (g game) Seeding(ev tournament.Event, ps []tournament.Participant) []tournament.Participant {
	var players []tournament.Participant
	byID := map[int]tournament.Participant{}
	for _, p := range ps {
		byID[p.ID] = p
	}
	var teams []Team
	for _, p := range ps {
		if t, ok := TeamOf(p); ok {
			teams = append(teams, t)
			for _, id := range t.Boards {
				players = append(players, byID[id])
			}
		}
	}
	place := map[int]int{}
	for i, p := range g.Swiss.Seeding(ev, players) {
		place[p.ID] = i
	}
	strength := func(t Team) int {
		sum := 0
		for _, id := range t.Boards {
			sum += place[id]
		}
		return sum
	}
	slices.SortStableFunc(teams, func(a, b Team) int { return cmp.Compare(strength(a), strength(b)) })
	out := make([]tournament.Participant, len(teams))
	for i, t := range teams {
		out[i] = t.Participant
	}
	return out
}

// Claim implements tournament.Swiss: a dispute is ruled board by board.
func (game) Claim(tournament.Event, string) (string, error) {
	return "", tournament.NewProblem(tournament.ErrInvalidInput, "a team match's dispute is ruled board by board: enter the board as 預 (pending) and the match's result once it is ruled",
		"団体戦の異議は盤ごとに扱います。その盤を「預」（勝敗預かり）で入力し、裁定後に試合の結果を入力してください")
}

// Grammar implements tournament.Swiss.
func (g game) Grammar() tournament.Text {
	m := MatchGrammar(g.rules.Boards)
	return tournament.Text{
		En: m.En + "The game's words (each board's Black and White as seated):\n" + g.Swiss.Grammar().En,
		Ja: m.Ja + "競技の書き方（各盤の黒・白は盤の手番どおり）：\n" + g.Swiss.Grammar().Ja,
	}
}

// MatchGrammar is how a team match's result is written, whatever the game:
// a mark a board or each board's words (boards: the section's number of
// boards; 0 when said of every team section).
func MatchGrammar(boards int) tournament.Text {
	en, ja := "", ""
	if boards > 0 {
		en, ja = fmt.Sprintf(" (%d boards)", boards), fmt.Sprintf("（%d 盤）", boards)
	}
	return tournament.Text{
		En: fmt.Sprintf(`A match's result, from the side of the team listed first (Black's on the pairing), board 1 first:
  one mark a board%s: ○ win, × loss, △ draw, 不 win by default (不戦勝), 欠 loss by default,
  預 pending a ruling (勝敗預かり), 両 both lose (両負け), 無 no result (無勝負): e.g. ○○×
  or each board's result in the game's words, separated by commas: e.g. B+R,W+3.5,B+T
`, en),
		Ja: fmt.Sprintf(`試合の結果は、組合せで先に書かれたチーム（黒側）から見て、1番盤から順に：
  盤ごとに1文字%s：○ 勝ち、× 負け、△ 引き分け、不 不戦勝、欠 不戦敗、
  預 勝敗預かり、両 両負け、無 無勝負（例 ○○×）
  または盤ごとの結果を競技の書き方でカンマ区切り（例 B+R,W+3.5,B+T）
`, ja),
	}
}

// ByeOnly implements tournament.ByeOnly: the odd team of a round has the
// bye; the arbiter plays no team, and a team does not wait for a match.
func (game) ByeOnly() tournament.Text {
	return tournament.Text{En: "in a team section the odd team has the bye (the arbiter plays no team, and no team waits for a match)",
		Ja: "団体戦では奇数のチームは不戦勝です（審判はチームと対戦せず、チームの待ち合わせもありません）"}
}
