package igo

import (
	"fmt"
	"strconv"

	rules "taikai/rules/igo"
	"taikai/tournament"
)

// goInput turns the event into the standings input of rules/igo: the
// entrants (people, or pairs) and the games of the rounds through `through`.
func goInput(ev tournament.Event, entrant func(tournament.Participant) bool, ps []tournament.Participant, rs []tournament.Round, through int) ([]rules.StandingPlayer, [][]rules.StandingGame, error) {
	lot := tournament.Lots(ev, ps)
	var players []rules.StandingPlayer
	for _, p := range ps {
		if entrant(p) {
			players = append(players, rules.StandingPlayer{ID: p.ID, Lot: lot[p.ID], Withdrawn: tournament.WithdrawnBy(p, through)})
		}
	}
	byeWins := ev.Setting(SettingByeWorth) != ByeNothing
	var rounds [][]rules.StandingGame
	for _, r := range rs {
		if r.Number > through {
			break
		}
		var games []rules.StandingGame
		for _, g := range r.Games {
			if g.IsBye() {
				if byeWins {
					games = append(games, rules.StandingGame{Black: g.Black})
				}
				continue
			}
			if g.Result == nil {
				continue
			}
			res, err := rules.ParseGameResult(g.Result.Text)
			if err != nil {
				return nil, nil, fmt.Errorf("round %d table %d: stored result %q: %w", r.Number, g.Table, g.Result.Text, err)
			}
			games = append(games, rules.StandingGame{Black: sideOf(g.Black), White: sideOf(g.White), Result: res})
		}
		rounds = append(rounds, games)
	}
	return players, rounds, nil
}

// sideOf is a game's side for the standings: the participant, or the
// arbiter of a 審判対局 game.
func sideOf(id int) int {
	if id == tournament.ArbiterID {
		return rules.Arbiter
	}
	return id
}

// Tiebreaks returns the event's tiebreak order (setting tiebreaks).
func Tiebreaks(ev tournament.Event) ([]rules.Tiebreak, error) {
	return rules.ParseTiebreaks(ev.Setting("tiebreaks"))
}

// goTable returns, for the rounds before, every player's score after each
// round (index 0: before round 1) and the place after the last.
func goTable(ev tournament.Event, entrant func(tournament.Participant) bool, ps []tournament.Participant, before []tournament.Round) ([]map[int]int, map[int]int, error) {
	ties, err := Tiebreaks(ev)
	if err != nil {
		return nil, nil, err
	}
	scoreAfter := []map[int]int{{}}
	place := map[int]int{}
	for k := 1; k <= len(before); k++ {
		players, rounds, err := goInput(ev, entrant, ps, before, k)
		if err != nil {
			return nil, nil, err
		}
		rows, err := rules.Standings(players, rounds, ties)
		if err != nil {
			return nil, nil, err
		}
		m := map[int]int{}
		for _, row := range rows {
			m[row.ID] = row.Score
			place[row.ID] = row.Place
		}
		scoreAfter = append(scoreAfter, m)
	}
	return scoreAfter, place, nil
}

// goHandicap gives a Go game its 手合割 (in its record) from the two ranks
// and puts the weaker player (下手) on Black; with unknown ranks, or equal
// strength, the pairing's colours stay and the game is even (互先, komi
// 6.5).
func goHandicap(ev tournament.Event, byID map[int]tournament.Participant, g *tournament.Game) (byRank bool) {
	h, byRank := handicapFor(ev, byID, g)
	rec, _ := recordOf(*g) // a game being seated has no record yet
	rec.Handicap = &h
	g.Extra = rec.extra()
	return byRank
}

// handicapFor is the 手合割 of game g (see goHandicap), its colours set.
func handicapFor(ev tournament.Event, byID map[int]tournament.Participant, g *tournament.Game) (tournament.Handicap, bool) {
	if ev.Setting("handicap") != "true" {
		k := rules.DefaultHandicapSettings().For(0, 0).Komi
		return tournament.Handicap{Komi: k.Halves(), Text: tournament.Text{En: "even, " + k.English(), Ja: "互先　" + k.Japanese()}}, false
	}
	b, w := byID[g.Black], byID[g.White]
	bs, okb := StrengthOf(b.Rank)
	ws, okw := StrengthOf(w.Rank)
	if !okb || !okw {
		k := rules.DefaultHandicapSettings().For(0, 0).Komi
		return tournament.Handicap{Komi: k.Halves(), Text: tournament.Text{En: "even (a rank is unknown), " + k.English(), Ja: "互先（段級位不明）　" + k.Japanese()}}, false
	}
	hs := rules.DefaultHandicapSettings()
	if n, err := strconv.Atoi(ev.Setting("handicap_max")); err == nil {
		hs.MaxStones = n
	}
	if ev.Setting(SettingHandicapTable) == TableJosen {
		hs = hs.Josen()
	}
	h := hs.For(bs, ws)
	if h.Black == rules.Side2 && h.Stronger != rules.SideNone {
		g.Black, g.White = g.White, g.Black
	}
	return tournament.Handicap{Stones: h.Stones, Komi: h.Komi.Halves(), Text: tournament.Text{En: h.English(), Ja: h.Japanese()}}, h.Stronger != rules.SideNone
}

// TimeControlText describes the event's time control for sheets (setting
// time_control), in language l; "" when the setting is unusable.
func TimeControlText(ev tournament.Event, l tournament.Lang) string {
	t, err := rules.ParseTimeControl(ev.Setting("time_control"))
	if err != nil {
		return ""
	}
	if l == tournament.Japanese {
		return t.Japanese()
	}
	return t.English()
}

// SeatArbiter implements tournament.ArbiterSeater: a game against the
// arbiter (審判対局) is even (互先), the komi of an even game; the arbiter's
// strength is not known.
func (Discipline) SeatArbiter(_ tournament.Event, g *tournament.Game) {
	k := rules.DefaultHandicapSettings().For(0, 0).Komi
	rec, _ := recordOf(*g)
	rec.Handicap = &tournament.Handicap{Komi: k.Halves(), Text: tournament.Text{En: "even (against the arbiter), " + k.English(), Ja: "互先（審判対局）　" + k.Japanese()}}
	g.Extra = rec.extra()
}

// SettingHandicapTable chooses the 手合割 table at a whole-rank difference:
// TableReverseKomi (the seed's Pandanet table: 1 rank, the stronger gives
// 5.5) or TableJosen (定先: 1 rank, Black without komi; stones without
// komi). The slip says which.
const (
	SettingHandicapTable = "handicap_table"
	TableReverseKomi     = "reverse-komi"
	TableJosen           = "josen"
)
