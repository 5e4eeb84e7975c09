package othello

import (
	rules "taikai/rules/othello"
	"taikai/tournament"
)

// decisive reports whether game g of round r must have a winner: a game of
// the final round (決勝戦, 3位決定戦) or a knockout's (Game.Decisive). Its
// colours and the draw-win right come from the hidden disc (伏せ石).
func decisive(r tournament.Round, g tournament.Game) bool { return r.Final || g.Decisive }

// stageOf is the stage a decisive game is decided in: the 3位決定戦 of the
// final round is the playoff; every other decisive game is decided as a
// final (no draws, the draw-win right decides a 32-32 result).
func stageOf(r tournament.Round, g tournament.Game) rules.Stage {
	if isPlayoff(r, g) {
		return rules.Playoff
	}
	return rules.Final
}

// The labels PairFinals gives the games of the final round: what each game
// decides is read from them, never from its table number (a section's
// final sits at the section's first venue table, 21 say, not at 1).
var (
	finalLabel   = tournament.Text{En: "Final", Ja: "決勝戦"}
	playoffLabel = tournament.Text{En: "Third-place playoff", Ja: "3位決定戦"}
)

// isPlayoff reports whether g is the 3位決定戦 of the final round r.
func isPlayoff(r tournament.Round, g tournament.Game) bool {
	return r.Final && g.Label == playoffLabel
}

// DecisiveWinner implements tournament.DecisiveRule: a decisive game's
// result decided as a final's (a 32-32 goes to the holder of the draw-win
// right the hidden disc gave); 0 while it has no result, no hidden disc,
// or no winner (勝敗預かり, 両負け, 無勝負).
func (Discipline) DecisiveWinner(ev tournament.Event, r tournament.Round, g tournament.Game) (int, error) {
	if g.Result == nil || g.IsBye() {
		return 0, nil
	}
	if rec, err := recordOf(g); err != nil || rec.HiddenDisc == nil {
		return 0, err
	}
	set, err := SettingsOf(ev)
	if err != nil {
		return 0, err
	}
	v, err := decideStored(set, r, g)
	if err != nil {
		return 0, othelloProblem(err)
	}
	switch v.Winner {
	case rules.Black:
		return g.Black, nil
	case rules.White:
		return g.White, nil
	}
	return 0, nil
}
