package web

import (
	"errors"
	"net/http"

	"taikai/tournament"
	"taikai/tournament/formats/knockout"
)

// The bracket page (/s/<key>/bracket, /bracket in an event of one
// section): a knockout section's トーナメント表 in columns, one per round,
// the winners marked as the results come in, the champion last and the
// 3位決定戦 under it. It is in the menu of a section drawn as a bracket
// only.

var bracketTitle = tournament.Text{En: "Bracket", Ja: "トーナメント表"}

// bracketBody is the bracket page.
type bracketBody struct {
	Rounds   []bracketColumn
	Champion *bracketLine
	// ChampionTitle and ThirdTitle head the champion's column and the
	// 3位決定戦.
	ChampionTitle, ThirdTitle string
	ThirdPlace                *bracketMatch
	// Empty says why there is no bracket yet (not drawn).
	Empty string
}

// bracketColumn is one round.
type bracketColumn struct {
	Title   string
	Matches []bracketMatch
}

// bracketMatch is one game: its two lines.
type bracketMatch struct {
	Top, Bottom bracketLine
}

// bracketLine is an entrant on a line of a game.
type bracketLine struct {
	Name, Origin, Link string
	Seed               int
	Won, Lost          bool
	// Result is the game's result, on the winner's line.
	Result string
	// Bye is a bye's empty line; Open a line whose entrant is not known
	// yet.
	Bye, Open bool
}

var errNoBracket = tournament.NewProblem(tournament.ErrNotFound, "this section has no bracket (it does not play a knockout)", "この部門にはトーナメント表がありません（決勝トーナメントではありません）")

// hasBracket reports whether the section of d is drawn as a bracket.
func (d *data) hasBracket() bool { return d.so != nil && d.so.Section.Format.HasBracket() }

// bracketPage is "/bracket" of a section drawn as a bracket.
func (s *Server) bracketPage(r *http.Request, d *data, l tournament.Lang) (view, error) {
	if !d.hasBracket() {
		return view{}, errNoBracket
	}
	b, err := d.bracket(l)
	if err != nil {
		return view{}, err
	}
	return view{template: "bracket", title: bracketTitle.In(l), live: true, refresh: 30, body: &b}, nil
}

// bracket is the bracket of the section of d (one drawn as a bracket), or
// why there is none yet.
func (d *data) bracket(l tournament.Lang) (bracketBody, error) {
	b := bracketBody{ChampionTitle: knockout.BracketChampionTitle.In(l), ThirdTitle: knockout.BracketThirdPlaceTitle.In(l)}
	bd, err := knockout.BracketView(d.svc)
	switch {
	case errors.Is(err, tournament.ErrInvalidInput):
		// Not drawn yet: pairing round 1 draws it.
		b.Empty = tournament.Localize(err, l)
		return b, nil
	case err != nil:
		return bracketBody{}, err
	}
	for _, round := range bd.Rounds {
		c := bracketColumn{Title: round.Title.In(l)}
		for _, m := range round.Matches {
			c.Matches = append(c.Matches, d.bracketMatch(m, l))
		}
		b.Rounds = append(b.Rounds, c)
	}
	if bd.Champion.Known() {
		line := d.bracketLine(bd.Champion, l)
		line.Won = true
		b.Champion = &line
	}
	if bd.ThirdPlace != nil {
		m := d.bracketMatch(*bd.ThirdPlace, l)
		b.ThirdPlace = &m
	}
	return b, nil
}

func (d *data) bracketMatch(m knockout.BracketMatch, l tournament.Lang) bracketMatch {
	out := bracketMatch{Top: d.bracketLine(m.Top, l), Bottom: d.bracketLine(m.Bottom, l)}
	if m.Winner == 0 || m.Bye {
		return out
	}
	result := m.Result
	if w := m.Words.In(l); w != "" {
		result = w
	}
	if m.Walkover {
		result = word(l, "bye")
	}
	won, lost := &out.Top, &out.Bottom
	if m.BottomWon() {
		won, lost = lost, won
	}
	won.Won, won.Result, lost.Lost = true, result, true
	return out
}

func (d *data) bracketLine(e knockout.BracketEntry, l tournament.Lang) bracketLine {
	switch {
	case e.Bye:
		return bracketLine{Bye: true, Name: tournament.Text{En: "(bye)", Ja: "（シード）"}.In(l)}
	case !e.Known():
		return bracketLine{Open: true}
	}
	return bracketLine{Name: e.Name, Origin: e.Origin.In(l), Link: d.playerLink(e.ID), Seed: e.Seed}
}
