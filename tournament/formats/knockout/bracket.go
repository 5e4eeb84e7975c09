package knockout

import (
	"taikai/tournament"

	"errors"
	"fmt"
	"slices"

	"taikai/pairing"
)

// knockoutBracket is a section's bracket as stored (Format.Lines), in the
// terms of package pairing: entrant i is the one on the line of seed i+1.
type knockoutBracket struct {
	bracket pairing.Bracket
	ids     []int // entrant (seed − 1) → participant ID
	third   bool
}

func (kb knockoutBracket) entrants() int { return len(kb.ids) }

// index returns the entrant of participant id.
func (kb knockoutBracket) index(id int) (int, bool) {
	i := slices.Index(kb.ids, id)
	return i, i >= 0
}

// knockoutOf rebuilds the bracket drawn for f: the entrant on each line is
// numbered by the seed of that line (pairing.BracketSeedLines), which is
// how SeedBracket filled the lines, the byes on the seeds past the last
// entrant.
func knockoutOf(format tournament.Format) (knockoutBracket, error) {
	damaged := func(why string) error {
		return tournament.NewProblem(tournament.ErrDamagedFile, "the knockout's bracket in the event file is damaged: %s", "大会ファイルの決勝トーナメント表が壊れています：%s", why)
	}
	f, err := DetailOf(format)
	if err != nil {
		return knockoutBracket{}, err
	}
	if len(f.Lines) == 0 {
		return knockoutBracket{}, damaged("it has no lines (round 1 draws them)")
	}
	seeds, err := pairing.BracketSeedLines(len(f.Lines))
	if err != nil {
		return knockoutBracket{}, damaged(err.Error())
	}
	n := 0
	for _, id := range f.Lines {
		if id != 0 {
			n++
		}
	}
	kb := knockoutBracket{bracket: pairing.Bracket{Size: len(f.Lines), Lines: make([]int, len(f.Lines))}, ids: make([]int, n), third: f.ThirdPlace}
	for line, id := range f.Lines {
		kb.bracket.Lines[line] = pairing.Bye
		if id == 0 {
			continue
		}
		e := seeds[line] - 1
		if e >= n || kb.ids[e] != 0 || slices.Contains(kb.ids, id) {
			return knockoutBracket{}, damaged(fmt.Sprintf("line %d holds participant %d where the seeding has no entrant or another one", line+1, id))
		}
		kb.ids[e] = id
		kb.bracket.Lines[line] = e
	}
	if _, err := pairing.BracketGames(kb.bracket, nil, false); err != nil {
		return knockoutBracket{}, damaged(err.Error())
	}
	return kb, nil
}

// knockoutPlayed is what the rounds played say of the bracket: the games
// with a winner, and those without one (the first of them stops the
// reading: the bracket cannot go on past it).
type knockoutPlayed struct {
	results []pairing.BracketResult
	open    []knockoutOpen
}

// knockoutOpen is a knockout game played or paired without a winner.
type knockoutOpen struct {
	a, b int             // participant IDs
	what tournament.Text // the game and why it has no winner
}

// read reads the bracket's results from rounds (1, 2, … in order): round
// k holds the games the bracket gives after the rounds before it, each
// won by the player who took the win's 2 half-points in the game's scores
// of that round, or by the one present when the other did not play (a
// bye). A round that does not hold the bracket's games is a damaged file.
func (kb knockoutBracket) read(ev tournament.Event, sw tournament.Swiss, ps []tournament.Participant, rounds []tournament.Round) (knockoutPlayed, error) {
	var out knockoutPlayed
	if len(rounds) == 0 {
		return out, nil
	}
	scoreAfter, _, err := sw.Scores(ev, ps, rounds)
	if err != nil {
		return out, err
	}
	if len(scoreAfter) < len(rounds)+1 {
		return out, tournament.NewProblem(tournament.ErrDamagedFile, "the game gives scores for %d rounds of %d", "ゲームの得点が %d 回戦分しかありません（%d 回戦）", len(scoreAfter)-1, len(rounds))
	}
	names := tournament.DisplayNames(ps)
	for k, r := range rounds {
		if r.Number != k+1 {
			return out, tournament.NewProblem(tournament.ErrDamagedFile, "round %d is missing from the event file", "大会ファイルに %d 回戦がありません", k+1)
		}
		games, err := pairing.BracketNextRound(kb.bracket, out.results, kb.third)
		if errors.Is(err, pairing.ErrBracketFinished) {
			return out, tournament.NewProblem(tournament.ErrDamagedFile, "round %d was paired after the knockout's final", "決勝トーナメントの決勝の後に %d 回戦があります", r.Number)
		} else if err != nil {
			return out, tournament.NewProblem(tournament.ErrDamagedFile, "the knockout's rounds do not follow its bracket: %v", "決勝トーナメントの回戦が組合せ表と合いません：%v", err)
		}
		for _, bg := range games {
			a, b := kb.ids[bg.A], kb.ids[bg.B]
			g, ok := tournament.GameBetween(r, a, b)
			if !ok {
				return out, tournament.NewProblem(tournament.ErrDamagedFile, "round %d does not hold the knockout's game %s v %s (was it changed by hand? re-pair it)",
					"%d 回戦に決勝トーナメントの対局 %s 対 %s がありません（手で変更しましたか。組み直してください）", r.Number, names[a], names[b])
			}
			res := pairing.BracketResult{A: bg.A, B: bg.B, Winner: pairing.NoWinner}
			da, db := scoreAfter[k+1][a]-scoreAfter[k][a], scoreAfter[k+1][b]-scoreAfter[k][b]
			switch {
			case g.IsBye() && g.Black == a:
				res.Winner = bg.A
			case g.IsBye():
				res.Winner = bg.B
			case da == 2 && db != 2:
				res.Winner = bg.A
			case db == 2 && da != 2:
				res.Winner = bg.B
			}
			if dr, ok := sw.(tournament.DecisiveRule); ok && res.Winner == pairing.NoWinner && g.Decisive && !g.IsBye() {
				// The game's own rule for a decisive game (Othello's
				// draw-win right) where the scores show no winner.
				switch w, err := dr.DecisiveWinner(ev, r, g); {
				case err != nil:
					return out, err
				case w == a:
					res.Winner = bg.A
				case w == b:
					res.Winner = bg.B
				}
			}
			if res.Winner == pairing.NoWinner {
				out.open = append(out.open, knockoutOpen{a: a, b: b, what: tournament.Tr("round %d table %d (%s v %s) %s", "%d 回戦 %d 番卓（%s 対 %s）は%s",
					r.Number, g.Table, names[g.Black], names[g.White], noWinnerWhy(g, da, db))})
				continue
			}
			out.results = append(out.results, res)
		}
		if len(out.open) > 0 {
			break
		}
	}
	return out, nil
}

// noWinnerWhy says why game g, whose players took da and db half-points,
// has no winner.
func noWinnerWhy(g tournament.Game, da, db int) tournament.Text {
	switch {
	case g.Result == nil:
		return tournament.Text{En: "has no result yet", Ja: "結果がまだです"}
	case da == 1 && db == 1:
		return tournament.Tr("is a draw (%s)", "引き分けです（%s）", g.Result.Text)
	}
	return tournament.Tr("has no winner (%s)", "勝者がいません（%s）", g.Result.Text)
}

// BracketOf draws the knockout bracket of the section s is the service of
// as text (pairing.BracketText): the seeds and names on the lines, the
// winners so far in the later columns, the 3位決定戦 under its heading.
func BracketOf(s *tournament.Service) (text string, err error) {
	err = s.Store().View(func(r tournament.Reader) error {
		kr, err := readKnockout(r)
		if err != nil {
			return err
		}
		kb, ps, played := kr.kb, kr.ps, kr.played
		names := tournament.DisplayNames(ps)
		origins := make(map[int]tournament.Origin, len(ps))
		for _, p := range ps {
			origins[p.ID] = p.Origin
		}
		lines := make([]string, kb.entrants())
		for i, id := range kb.ids {
			lines[i] = names[id]
			if o := origins[id]; !o.IsZero() {
				lines[i] += "（" + o.Short().Ja + "）"
			}
		}
		heading := ""
		if kb.third {
			heading = "3位決定戦"
		}
		text, err = pairing.BracketText(kb.bracket, lines, played.results, heading)
		return err
	})
	return text, err
}
