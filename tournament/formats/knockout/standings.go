package knockout

import (
	"taikai/tournament"

	"cmp"
	"errors"
	"fmt"
	"slices"

	"taikai/pairing"
)

// knockoutPlace is one entrant's place in a knockout: its rank, the field
// it reached (1 the winner, 2 the finalists, 4 ベスト4 …) and what it has.
type knockoutPlace struct {
	entrant int
	rank    int
	best    int
	reached string
	notes   []tournament.Note
}

// knockoutStandings are a knockout's places after round after: the final
// places once every game has its winner (pairing.BracketStandings), else
// the places so far: a loser's place is final (ベスト8 → 5位タイ), the
// players still in share the first place until they lose. Before the
// bracket is drawn the game's standings list the entrants (ok false).
func knockoutStandings(ev tournament.Event, sec tournament.Section, ps []tournament.Participant, rs []tournament.Round, after int) (tournament.Table, bool, error) {
	if ok, err := drawn(sec.Format); err != nil || !ok {
		return tournament.Table{}, false, err
	}
	kb, err := knockoutOf(sec.Format)
	if err != nil {
		return tournament.Table{}, false, err
	}
	sw, err := ev.Swiss()
	if err != nil {
		return tournament.Table{}, false, err
	}
	var upto []tournament.Round
	for _, r := range rs {
		if r.Number <= after {
			upto = append(upto, r)
		}
	}
	played, err := kb.read(ev, sw, ps, upto)
	if err != nil {
		return tournament.Table{}, false, err
	}
	t := tournament.Table{After: after, Columns: []tournament.Column{{Key: "reached", Label: tournament.Text{En: "Reached", Ja: "成績"}, Where: tournament.Everywhere}}}
	var places []knockoutPlace
	final, err := pairing.BracketStandings(kb.bracket, played.results, kb.third)
	switch {
	case err == nil:
		t.Order = tournament.Text{En: "places of the knockout: the final's winner and loser, then the third-place playoff or the semi-finals' losers, then the losers of each earlier round sharing a place",
			Ja: "決勝トーナメントの順位：決勝の勝者・敗者、3位決定戦（または準決勝の敗者）、その前の回戦の敗者は同順位"}
		for _, st := range final {
			places = append(places, knockoutPlace{entrant: st.Entrant, rank: st.Place, best: st.Best, reached: reachedName(st.Place, st.Best)})
		}
	case errors.Is(err, pairing.ErrBracketUnfinished):
		t.Order = tournament.Text{En: "the knockout is not over: the places so far; the players still in share the first place until they lose",
			Ja: "決勝トーナメントは途中です：現時点の順位（勝ち残りの選手は敗退するまで1位タイ）"}
		if places, err = knockoutPlacesSoFar(kb, played); err != nil {
			return tournament.Table{}, false, err
		}
	default:
		return tournament.Table{}, false, tournament.NewProblem(tournament.ErrDamagedFile, "the knockout's results do not follow its bracket: %v", "決勝トーナメントの結果が組合せ表と合いません：%v", err)
	}
	slices.SortStableFunc(places, func(x, y knockoutPlace) int {
		return cmp.Or(cmp.Compare(x.rank, y.rank), cmp.Compare(x.best, y.best), cmp.Compare(x.entrant, y.entrant))
	})
	for i, p := range places {
		row := tournament.TableRow{ID: kb.ids[p.entrant], Rank: p.rank, Place: i + 1, Cells: []string{p.reached}, Notes: p.notes,
			Tied: i > 0 && places[i-1].rank == p.rank || i+1 < len(places) && places[i+1].rank == p.rank}
		t.Rows = append(t.Rows, row)
	}
	return t, true, nil
}

// knockoutPlacesSoFar places each entrant by the games decided: a loser
// at the place below the field of its round (the 3位決定戦's players at
// 3 until it is played), the winner of the final first, everyone still
// in at 1 with a note. A game without a winner is noted on its players.
func knockoutPlacesSoFar(kb knockoutBracket, played knockoutPlayed) ([]knockoutPlace, error) {
	games, err := pairing.BracketGames(kb.bracket, played.results, kb.third)
	if err != nil {
		return nil, tournament.NewProblem(tournament.ErrDamagedFile, "the knockout's results do not follow its bracket: %v", "決勝トーナメントの結果が組合せ表と合いません：%v", err)
	}
	rounds := kb.bracket.Rounds()
	reached := make([]int, kb.entrants()) // the round each entrant has reached
	lost := make([]int, kb.entrants())    // the round each lost, 0 while in
	for i := range reached {
		reached[i] = 1
	}
	for _, pr := range kb.bracket.FirstRound() {
		if pr[0] == pairing.Bye || pr[1] == pairing.Bye {
			reached[pr[0]+pr[1]-pairing.Bye] = 2
		}
	}
	out := make([]knockoutPlace, kb.entrants())
	for e := range out {
		out[e].entrant = e
	}
	playoff := false
	for _, g := range games {
		if g.Winner == pairing.NoWinner {
			continue
		}
		loser := g.A + g.B - g.Winner
		if g.ThirdPlace {
			playoff = true
			out[g.Winner].rank, out[g.Winner].best, out[g.Winner].reached = 3, 4, reachedName(3, 4)
			out[loser].rank, out[loser].best, out[loser].reached = 4, 4, reachedName(4, 4)
			continue
		}
		reached[g.Winner] = max(reached[g.Winner], g.Round+1)
		lost[loser] = g.Round
	}
	open := map[int][]tournament.Text{}
	for _, o := range played.open {
		for _, id := range []int{o.a, o.b} {
			if e, ok := kb.index(id); ok {
				open[e] = append(open[e], o.what)
			}
		}
	}
	for e := range out {
		p := &out[e]
		switch r := lost[e]; {
		case r == 0:
			p.best = 1 << max(rounds-reached[e]+1, 0)
			p.rank = 1
			p.reached = reachedName(1, p.best)
			if p.best > 1 {
				p.reached = reachedName(0, p.best)
				p.notes = append(p.notes, tournament.Note{Text: tournament.Text{En: "still in", Ja: "勝ち残り"}, Where: tournament.Everywhere})
			}
		case r == rounds-1 && kb.third && playoff:
			// placed by the 3位決定戦 above
		case r == rounds-1 && kb.third:
			p.rank, p.best, p.reached = 3, 4, reachedName(0, 4)
			p.notes = append(p.notes, tournament.Note{Text: tournament.Text{En: "plays the third-place playoff", Ja: "3位決定戦へ"}, Where: tournament.Everywhere})
		default:
			p.best = 1 << (rounds - r + 1)
			p.rank = p.best/2 + 1
			p.reached = reachedName(p.rank, p.best)
		}
		for _, w := range open[e] {
			p.notes = append(p.notes, tournament.Note{Text: tournament.Text{En: w.En + ": the game's own rule must decide it", Ja: w.Ja + "。ゲームの規定で勝者を決めてください"}, Where: tournament.Everywhere})
		}
	}
	return out, nil
}

// reachedName is what an entrant of place place (0: not yet known) in the
// field best has reached: 優勝, 準優勝, 3位, 4位, 決勝進出 (in the final,
// not yet played), else ベスト4, ベスト8 ….
func reachedName(place, best int) string {
	switch {
	case place == 0 && best == 2:
		return "決勝進出"
	case place == 1 && best == 1:
		return "優勝"
	case place == 2 && best == 2:
		return "準優勝"
	case (place == 3 || place == 4) && best == 4:
		return fmt.Sprintf("%d位", place)
	}
	return fmt.Sprintf("ベスト%d", best)
}
