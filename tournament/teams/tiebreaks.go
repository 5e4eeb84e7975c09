package teams

import (
	"cmp"
	"slices"
	"strings"

	"taikai/tournament"
)

// The tiebreaks a team table takes after match points and board points:
// the section's own order when its game has a tiebreaks setting (Go: sos,
// sodos, h2h), else SOS.
const (
	tbSOS   = "sos"   // the match points of the teams met
	tbSODOS = "sodos" // the match points of the teams beaten (half for a drawn match)
	tbH2H   = "h2h"   // the match between exactly the two teams level
)

// tiebreaksOf reads the section's tiebreak order (setting tiebreaks, as its
// game stores it: "sos,sodos,h2h"); the ones a team table cannot use are
// left out, and none at all is SOS.
func tiebreaksOf(ev tournament.Event) []string {
	var out []string
	for _, t := range strings.Split(ev.Setting("tiebreaks"), ",") {
		switch t = strings.TrimSpace(strings.ToLower(t)); t {
		case tbSOS, tbSODOS, tbH2H:
			out = append(out, t)
		}
	}
	if len(out) == 0 {
		out = []string{tbSOS}
	}
	return out
}

// sodos2 is the match points of the teams id beat, in halves (a drawn
// match counting half the opponent's).
func sodos2(t map[int]*tally, id int) int {
	sum := 0
	for o, r := range t[id].met {
		if ot, ok := t[o]; ok {
			sum += r * ot.mp
		}
	}
	return sum
}

// ranked are the teams in order, each group of teams the criteria leave
// level sharing a place.
type ranked [][]int

// rank orders the teams of t (in registration order ps) by match points,
// board points, then tbs in order; a group still level keeps registration
// order and shares its place.
func rank(ps []tournament.Participant, t map[int]*tally, tbs []string) ranked {
	var ids []int
	for _, p := range ps {
		if _, ok := t[p.ID]; ok {
			ids = append(ids, p.ID)
		}
	}
	by := func(v func(int) int) func(groups ranked) ranked {
		return func(groups ranked) ranked {
			var out ranked
			for _, g := range groups {
				g = slices.Clone(g)
				slices.SortStableFunc(g, func(a, b int) int { return cmp.Compare(v(b), v(a)) })
				for i := 0; i < len(g); {
					j := i + 1
					for j < len(g) && v(g[j]) == v(g[i]) {
						j++
					}
					out = append(out, g[i:j])
					i = j
				}
			}
			return out
		}
	}
	steps := []func(ranked) ranked{by(func(id int) int { return t[id].mp }), by(func(id int) int { return t[id].bp2 })}
	for _, tb := range tbs {
		switch tb {
		case tbSOS:
			steps = append(steps, by(func(id int) int { return sos(t, id) }))
		case tbSODOS:
			steps = append(steps, by(func(id int) int { return sodos2(t, id) }))
		case tbH2H:
			steps = append(steps, func(groups ranked) ranked {
				var out ranked
				for _, g := range groups {
					if r, met := t[g[0]].met[g[1%len(g)]]; len(g) == 2 && met && r != 1 {
						if r == 0 {
							g = []int{g[1], g[0]}
						}
						out = append(out, g[:1], g[1:])
						continue
					}
					out = append(out, g)
				}
				return out
			})
		}
	}
	groups := ranked{ids}
	for _, step := range steps {
		groups = step(groups)
	}
	return groups
}

// words names the tiebreaks after board points for the table's order.
func words(tbs []string) tournament.Text {
	names := map[string]tournament.Text{
		tbSOS:   {En: "SOS (the match points of the teams met)", Ja: "SOS（対戦チームの勝点の合計）"},
		tbSODOS: {En: "SODOS (the match points of the teams beaten)", Ja: "SODOS（勝ったチームの勝点の合計）"},
		tbH2H:   {En: "the match between the two teams level", Ja: "直接対決"},
	}
	var en, ja []string
	for _, tb := range tbs {
		en = append(en, names[tb].En)
		ja = append(ja, names[tb].Ja)
	}
	return tournament.Text{En: strings.Join(en, ", then "), Ja: strings.Join(ja, "、")}
}
