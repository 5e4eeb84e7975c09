package tournament

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"taikai/pairing"
)

// This file is how a section's pairings keep the never-pair list and
// same_club=hard: the constraints as the section's entrants see them,
// handed to the pairing engine or checked by the formats that draw once
// (round robin, league groups, knockout), and the words of a refusal and
// of a pairing they moved.

// SettingSameClub is same_club: soft, the small same-affiliation cost of
// the Swiss (pair_same_club); hard, players of one club never meet while a
// pairing keeps them apart (refused with the reason otherwise).
const SettingSameClub = "same_club"

// sameClubSetting is the same_club setting of every paired game.
func sameClubSetting() Setting {
	return Setting{Key: SettingSameClub, Label: tr("Pairing: same club, soft (avoided at a small cost) or hard (never, while a pairing keeps them apart)",
		"組合せ：同じ所属どうしの対局（なるべく避ける・組める限り対局させない）"),
		Kind: SettingChoice, Default: "soft", Choices: []string{"soft", "hard"},
		ChoiceLabels: []Text{tr("soft", "なるべく避ける"), tr("hard", "対局させない")}}
}

// sectionApart is what keeps a section's entrants apart: the never-pair
// pairs as the entrants holding them, and same_club=hard.
type sectionApart struct {
	pairs    []apartPair
	sameClub bool
	club     map[int]string // entrant → club key, "" for none
}

// apartPair is a never-pair pair of the list as two entrants of the
// section (a < b): the participants themselves, or the Pair Go pairs
// whose members they are.
type apartPair struct {
	a, b   int
	listed NeverPair
}

// apartOf is what keeps the entrants of section view ev apart: the pairs of
// the event's never-pair list whose two participants both play in it (or
// are members of two of its entrants), and same_club=hard. A team
// section's players are not its entrants: the list names players, and a
// team match is board against board, so nothing of the list keeps two
// teams apart unless the list names the teams themselves.
func apartOf(ev Event, sw Swiss, ps []Participant) sectionApart {
	out := sectionApart{sameClub: ev.Setting(SettingSameClub) == "hard", club: map[int]string{}}
	holder := map[int]int{}
	for _, p := range ps {
		if !sw.Entrant(p) {
			continue
		}
		holder[p.ID] = p.ID
		out.club[p.ID] = clubKey(p.Club)
		for _, m := range p.Members {
			holder[m] = p.ID
		}
	}
	for _, np := range ev.NeverPairs {
		a, okA := holder[np.A]
		b, okB := holder[np.B]
		if okA && okB && a != b && !slices.ContainsFunc(out.pairs, func(q apartPair) bool { return q.a == min(a, b) && q.b == max(a, b) }) {
			out.pairs = append(out.pairs, apartPair{a: min(a, b), b: max(a, b), listed: np})
		}
	}
	return out
}

// engine is the constraints as the pairing engine takes them (entrant IDs).
func (a sectionApart) engine() pairing.Apart {
	out := pairing.Apart{SameClub: a.sameClub}
	for _, p := range a.pairs {
		out.NeverPair = append(out.NeverPair, [2]int{p.a, p.b})
	}
	return out
}

// indexed is the never-pair list as indexes into entrants (a draw's seed
// order); pairs of entrants not among them are left out.
func (a sectionApart) indexed(entrants []Participant) [][2]int {
	at := map[int]int{}
	for i, p := range entrants {
		at[p.ID] = i
	}
	var out [][2]int
	for _, p := range a.pairs {
		i, okA := at[p.a]
		j, okB := at[p.b]
		if okA && okB {
			out = append(out, [2]int{i, j})
		}
	}
	return out
}

// kept says what keeps entrants x and y apart: the list, same_club=hard, or
// nothing.
func (a sectionApart) kept(x, y int) pairing.ApartReason {
	for _, p := range a.pairs {
		if p.a == min(x, y) && p.b == max(x, y) {
			return pairing.ApartNeverPair
		}
	}
	if a.sameClub && a.club[x] != "" && a.club[x] == a.club[y] {
		return pairing.ApartSameClub
	}
	return pairing.ApartNone
}

// pairNames says the pair of entrants x and y kept apart, as the person
// knows them: the listed participants, "山田 太郎 and 山田 花子".
func (a sectionApart) pairNames(x, y int, names map[int]string) (en, ja string) {
	na, nb := names[x], names[y]
	for _, p := range a.pairs {
		if p.a == min(x, y) && p.b == max(x, y) {
			na, nb = names[p.listed.A], names[p.listed.B]
			if na == "" || nb == "" {
				na, nb = names[x], names[y]
			}
		}
	}
	return na + " and " + nb, na + " と " + nb
}

// refusal is the Problem of a pairing refused by the constraints (err
// wraps a *pairing.ApartError whose pairs are entrant IDs; toID maps
// them first when they are indexes into a draw's entrants), or nil when
// err is another error. what names what was paired (「3 回戦」).
func (a sectionApart) refusal(err error, names map[int]string, toID func(int) int, what Text) error {
	var ae *pairing.ApartError
	if !errors.As(err, &ae) {
		return nil
	}
	if toID == nil {
		toID = func(i int) int { return i }
	}
	var en, ja []string
	listed, club := false, false
	for _, p := range ae.NeverPair {
		e, j := a.pairNames(toID(p[0]), toID(p[1]), names)
		en, ja = append(en, e+" (never pair)"), append(ja, j+"（対局させない指定）")
		listed = true
	}
	for _, c := range ae.Clubs {
		en, ja = append(en, "the players of "+c+" (same club)"), append(ja, "所属 "+c+" の選手同士（同じ所属）")
		club = true
	}
	for _, p := range ae.ClubPairs {
		x, y := toID(p[0]), toID(p[1])
		en, ja = append(en, names[x]+" and "+names[y]+" (same club)"), append(ja, names[x]+" と "+names[y]+"（同じ所属）")
		club = true
	}
	fix := apartFixes(listed, club, Text{En: "take a pair off the never-pair list (taikai never-pair FILE A B --remove)", Ja: "対局させない組から外す（taikai never-pair FILE A B --remove）"}, Text{En: "pair by hand", Ja: "手で組む"})
	return apartProblem("%s cannot be paired: no pairing keeps %s apart; %s", "%sを組み合わせられません：%s を対局させない組合せがありません。%sのいずれかにしてください",
		what, en, ja, fix)
}

// apartFixes are the ways out of players kept apart who must meet, as one
// choice ("A, or B"; 「A・B」): unlist, where a never-pair pair is among
// them (listed); same_club=soft, where one club is (club); and last.
func apartFixes(listed, club bool, unlist, last Text) Text {
	var en, ja []string
	if listed {
		en, ja = append(en, unlist.En), append(ja, unlist.Ja)
	}
	if club {
		en, ja = append(en, "set same_club=soft"), append(ja, "same_club=soft にする")
	}
	en, ja = append(en, last.En), append(ja, last.Ja)
	return Text{En: strings.Join(en, ", or "), Ja: strings.Join(ja, "・")}
}

// apartProblem refuses players kept apart who must meet: the formats en
// and ja take the subject (what is paired), the players (whoEn, whoJa) and
// the ways out (apartFixes).
func apartProblem(en, ja string, subject Text, whoEn, whoJa []string, fix Text) *Problem {
	return &Problem{Kind: ErrInvalidInput, Text: Text{
		En: fmt.Sprintf(en, subject.En, strings.Join(whoEn, "; "), fix.En),
		Ja: fmt.Sprintf(ja, subject.Ja, strings.Join(whoJa, "、"), fix.Ja),
	}}
}

// keptApartNote is the explanation of a pairing the constraints moved,
// named: 「山田 太郎：山田 花子 とは対局させない指定のため」.
func keptApartNote(ks []pairing.KeptApart, names map[int]string) Text {
	var en, ja []string
	for _, k := range ks {
		e, j := k.Text(func(id int) string { return names[id] })
		en, ja = append(en, e), append(ja, j)
	}
	return Text{En: strings.Join(en, "; "), Ja: strings.Join(ja, "、")}
}

// withNote appends a note to a game's explanation.
func withNote(why, note Text) Text {
	if note.En == "" {
		return why
	}
	if why.En == "" {
		return note
	}
	return Text{En: why.En + "; " + note.En, Ja: why.Ja + "。" + note.Ja}
}

// meetAll refuses a draw in which everyone meets everyone (a round robin,
// a league group) holding two entrants the constraints keep apart: names
// are the section's display names, where the draw ("round robin", 「総当たり」).
func (a sectionApart) meetAll(ids []int, names map[int]string, where Text) error {
	var en, ja []string
	listed, club := false, false
	for i, x := range ids {
		for _, y := range ids[i+1:] {
			switch a.kept(x, y) {
			case pairing.ApartNeverPair:
				e, j := a.pairNames(x, y, names)
				en, ja = append(en, e+" (never pair)"), append(ja, j+"（対局させない指定）")
				listed = true
			case pairing.ApartSameClub:
				en, ja = append(en, names[x]+" and "+names[y]+" (same club)"), append(ja, names[x]+" と "+names[y]+"（同じ所属）")
				club = true
			}
		}
	}
	if len(en) == 0 {
		return nil
	}
	fix := apartFixes(listed, club, Text{En: "take them off the never-pair list", Ja: "対局させない組から外す"}, Text{En: "put them in different sections", Ja: "別の部門に分ける"})
	return apartProblem("in a %s everyone meets everyone, and it holds players who must not meet: %s; %s", "%sでは全員が対局しますが、対局させない選手がいます：%s。%sのいずれかにしてください",
		where, en, ja, fix)
}

// warnApart adds to games idx of round r, changed by hand, the warning that
// their players must not meet (never pair, same_club=hard), and returns the
// warnings with them: the change by hand is the arbiter's to make.
func warnApart(r Reader, rd *Round, warnings []Text, idx ...int) ([]Text, error) {
	ev, err := r.Event()
	if err != nil {
		return nil, err
	}
	sw, err := ev.Swiss()
	if err != nil {
		return warnings, nil // a game not paired in rounds: nothing to keep apart
	}
	ps, err := r.Participants()
	if err != nil {
		return nil, err
	}
	apart, names := apartOf(ev, sw, ps), DisplayNames(ps)
	for _, i := range idx {
		g := &rd.Games[i]
		if g.IsBye() {
			continue
		}
		var t Text
		switch apart.kept(g.Black, g.White) {
		case pairing.ApartNeverPair:
			en, ja := apart.pairNames(g.Black, g.White, names)
			t = Text{En: en + " must not meet (never pair)", Ja: ja + " は対局させない指定です"}
		case pairing.ApartSameClub:
			t = tr("%s and %s are of one club, kept apart (same_club=hard)", "%s と %s は同じ所属で、対局させない設定です（same_club=hard）", names[g.Black], names[g.White])
		default:
			continue
		}
		g.Warnings = append(g.Warnings, t)
		warnings = append(warnings, t)
	}
	return warnings, nil
}
