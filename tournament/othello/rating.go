package othello

import (
	rules "taikai/rules/othello"
	"taikai/tournament"
)

// Rating says whether a game goes into the rating (レーティング): Unplayed
// for a bye or a game without a result yet, else Rated or NotRated.
type Rating int

// The ratings of a game.
const (
	Unplayed Rating = iota
	Rated
	NotRated
)

// Word is the rating as the CSV columns write it: "yes", "no", or "" for
// an unplayed game.
func (r Rating) Word() string {
	switch r {
	case Rated:
		return "yes"
	case NotRated:
		return "no"
	}
	return ""
}

// RatingMark is the mark of a game not for rating on the crosstable and
// the slips, explained by RatingLegend.
const RatingMark = tournament.RatingMark

// RatingLegend explains RatingMark.
var RatingLegend = tournament.Text{En: "※ not for rating (late-arrival or no-show forfeit, rule 13; both flags fell, rule 16; no game decided over the board)",
	Ja: "※ レーティング対象外（遅刻等の不戦敗 第13項、双方時間切れ 第16項、盤上で勝敗が決まらなかった対局）"}

// RatingOf says whether game g of round r of an Othello event goes into
// the rating (rules 13 and 16, rules/othello Verdict.NotRated): a forfeit,
// both flags fallen, and a game not decided over the board (両負け, 無勝負,
// 勝敗預かり) are not for rating; a bye is not a game (Unplayed).
func RatingOf(ev tournament.Event, r tournament.Round, g tournament.Game) Rating {
	if g.IsBye() || g.Result == nil || ev.Game != Kind {
		return Unplayed
	}
	set, err := SettingsOf(ev)
	if err != nil {
		return Unplayed
	}
	v, err := decideStored(set, r, g)
	if err != nil {
		return Unplayed
	}
	if v.NotRated || g.AgainstArbiter() {
		return NotRated
	}
	return Rated
}

// arbiterNote is the not-for-rating note of a game against the arbiter.
var arbiterNote = tournament.Text{En: "not for rating (against the arbiter, 審判対局)", Ja: "レーティング対象外（審判対局）"}

// decideStored decides a stored result again, in its stage (a final or
// playoff with its draw-win right).
func decideStored(set rules.Settings, r tournament.Round, g tournament.Game) (rules.Verdict, error) {
	res, err := rules.ParseResult(g.Result.Text)
	if err != nil {
		return rules.Verdict{}, err
	}
	ctx := rules.Context{Stage: rules.Preliminary, Shortfall: rules.EmptySquares}
	if decisive(r, g) {
		if ctx.DrawWin, err = drawWinColour(g); err != nil {
			return rules.Verdict{}, err
		}
		ctx.Stage = stageOf(r, g)
	}
	return set.Decide(res, ctx)
}

// RatedGame is one line of the rating report for the federation: a game
// with a result, its counted discs, and whether it goes into the rating.
type RatedGame struct {
	Round, Table           int
	Black, White           int // participant ids
	BlackDiscs, WhiteDiscs int // as counted (after rules 15, 18, 19)
	Outcome                rules.Outcome
	Rated                  bool
	Label                  tournament.Text // 決勝戦, 3位決定戦; empty in the preliminaries
}

// RatingReport returns every game of the event that has a result, byes
// left out, in round and table order, with the discs as counted and
// whether it goes into the rating (rules 13 and 16).
func (s *Service) RatingReport() ([]RatedGame, error) {
	var out []RatedGame
	err := s.View(func(rd tournament.Reader) error {
		ev, _, rs, err := tournament.ReadAll(rd)
		if err != nil {
			return err
		}
		if ev.Game != Kind {
			return tournament.NewProblem(tournament.ErrInvalidInput, "the rating report is for Othello events (this is a %s event)",
				"レーティング報告はオセロの大会のものです（この大会は %s）", string(ev.Game))
		}
		set, err := SettingsOf(ev)
		if err != nil {
			return err
		}
		for _, r := range rs {
			for _, g := range r.Games {
				if g.IsBye() || g.Result == nil {
					continue
				}
				v, err := decideStored(set, r, g)
				if err != nil {
					return othelloProblem(err)
				}
				out = append(out, RatedGame{Round: r.Number, Table: g.Table, Black: g.Black, White: g.White,
					BlackDiscs: v.Black, WhiteDiscs: v.White, Outcome: v.Outcome, Rated: !v.NotRated && !g.AgainstArbiter(), Label: g.Label})
			}
		}
		return nil
	})
	return out, err
}

// ratingNote is the not-for-rating note of a result's outcome, for a slip
// or a screen ("" when the game is rated).
func ratingNote(o rules.Outcome) tournament.Text {
	switch o {
	case rules.ForfeitBlack, rules.ForfeitWhite:
		return tournament.Text{En: "not for rating (forfeit, rule 13)", Ja: "レーティング対象外（不戦敗、第13項）"}
	case rules.BothTimeout:
		return tournament.Text{En: "not for rating (both flags fell, rule 16)", Ja: "レーティング対象外（双方時間切れ、第16項）"}
	}
	return tournament.Text{En: "not for rating (not decided over the board)", Ja: "レーティング対象外（盤上で勝敗が決まっていない）"}
}

// RatingNote says why game g of round r is not for rating (empty when it
// is rated or unplayed).
func RatingNote(ev tournament.Event, r tournament.Round, g tournament.Game) tournament.Text {
	if RatingOf(ev, r, g) != NotRated {
		return tournament.Text{}
	}
	if g.AgainstArbiter() {
		return arbiterNote
	}
	if res, err := rules.ParseResult(g.Result.Text); err == nil {
		return ratingNote(res.Outcome)
	}
	return tournament.Text{En: "not for rating", Ja: "レーティング対象外"}
}

// Counted returns the discs of game g of round r as they count (after
// rules 15, 18 and 19 and the outcome's fixed result); ok is false for a
// bye, a game without a result, and a result with no discs that count
// (両負け or 無勝負 without discs, 勝敗預かり).
func Counted(ev tournament.Event, r tournament.Round, g tournament.Game) (black, white int, ok bool) {
	if ev.Game != Kind || g.IsBye() || g.Result == nil {
		return 0, 0, false
	}
	set, err := SettingsOf(ev)
	if err != nil {
		return 0, 0, false
	}
	v, err := decideStored(set, r, g)
	if err != nil || !v.Counted || v.Black+v.White == 0 {
		return 0, 0, false
	}
	return v.Black, v.White, true
}

// Rated implements tournament.Rater.
func (Discipline) Rated(ev tournament.Event, r tournament.Round, g tournament.Game) (bool, tournament.Text, bool) {
	switch RatingOf(ev, r, g) {
	case Rated:
		return true, tournament.Text{}, true
	case NotRated:
		return false, RatingNote(ev, r, g), true
	}
	return false, tournament.Text{}, false
}
