package igo

import (
	"time"

	rules "taikai/rules/igo"
	"taikai/tournament"
)

// Komi is a komi in half-points, as the rules write it (6.5, 0.5, -5.5).
type Komi = rules.Komi

// EvenGameKomi is the komi of the even games (互先) of the handicap table,
// which Taikai gives every even game.
func EvenGameKomi() Komi { return rules.DefaultHandicapSettings().EvenGameKomi }

// EGFTime is the event's time control as the EGD file's header writes it:
// the EGF class (A, B, C, D) and the adjusted time in minutes.
func EGFTime(ev tournament.Event) (class string, minutes int) {
	tc, _ := rules.ParseTimeControl(ev.Setting("time_control"))
	return rules.EGFClass(tc), int(rules.EGFAdjustedTime(tc) / time.Minute)
}

// RatedGame is a recorded Go game as a rating file (the EGD's) reads it:
// whether it was played over the board, who won, and its handicap.
type RatedGame struct {
	// Played: a game played over the board (a normal result, 持碁, a foul
	// or a loss on time), not a forfeit, 両負け, 無勝負 nor a game against
	// the arbiter.
	Played bool
	// Winner is the side that won (NoColour for 持碁, 両負け, 無勝負).
	Winner tournament.Colour
	Jigo   bool
	// Stones and Komi are the game's handicap; HasHandicap is false when
	// the game stores none.
	Stones      int
	Komi        Komi
	HasHandicap bool
}

// RatedGameOf reads game g (not a bye) of round r for a rating file; a
// game held pending a ruling (勝敗預かり) is refused: rule on it first.
func RatedGameOf(ev tournament.Event, r tournament.Round, g tournament.Game) (RatedGame, error) {
	if g.Result == nil {
		return RatedGame{}, tournament.NewProblem(tournament.ErrInvalidInput,
			"round %d table %d has no result yet", "%d 回戦 %d 番卓の結果がまだです", r.Number, g.Table)
	}
	res, err := rules.ParseGameResult(g.Result.Text)
	if err != nil {
		return RatedGame{}, GoProblem(err)
	}
	if res.Kind == rules.ResultPending {
		return RatedGame{}, tournament.NewProblem(tournament.ErrInvalidInput,
			"round %d table %d is held pending a ruling (勝敗預かり): rule on it before writing the EGD file",
			"%d 回戦 %d 番卓は勝敗預かりです。裁定してから EGD ファイルを書き出してください", r.Number, g.Table)
	}
	out := RatedGame{
		Played: (res.Kind == rules.ResultNormal || res.Kind == rules.ResultJigo || res.Kind == rules.ResultFoul ||
			res.Kind == rules.ResultTimeout) && !g.AgainstArbiter(),
		Winner: Winner(res.Winner),
		Jigo:   res.Kind == rules.ResultJigo,
	}
	if h := tournament.GameHandicap(ev, g); h != nil {
		out.Stones, out.Komi, out.HasHandicap = h.Stones, Komi(h.Komi), true
	}
	return out, nil
}
