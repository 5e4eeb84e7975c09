package tournament

import (
	"fmt"
	"maps"
	"slices"

	"taikai/pairing"
)

// FormatRoundRobin has everyone meet everyone once (総当たり), in the
// rounds of the Berger tables.
const FormatRoundRobin FormatKind = "roundrobin"

// MaxRoundRobin is the most entrants of a round robin: 15 rounds, a long
// day already.
const MaxRoundRobin = 16

func init() {
	registerFormat(FormatRoundRobin, roundRobin{}, "round-robin", "rr", "総当たり", "総当り")
}

// roundRobin is the round robin's policy; its standings are the game's.
type roundRobin struct{}

func (roundRobin) name() Text { return Text{En: "round robin", Ja: "総当たり"} }

func (roundRobin) configure(o FormatOptions) (Format, error) {
	if o != (FormatOptions{}) {
		return Format{}, newProblem(ErrInvalidInput, "a round robin takes no format options (group size, advance, third place, wins, losses, bye)",
			"総当たりには方式の指定（グループの人数・通過人数・3位決定戦・勝敗数・不戦勝）はありません")
	}
	return Format{}, nil
}

func (roundRobin) pair(s *Service, w Writer, ev Event, sec Section, ps []Participant, before []Round, n int) (Round, error) {
	return s.pairRoundRobin(w, ev, sec, ps, before, n)
}

func (roundRobin) standings(Event, Section, []Participant, []Round, int) (Table, bool, error) {
	return Table{}, false, nil
}

// pairRoundRobin pairs round n of a round robin (総当たり): the games of
// round n of the Berger table over the section's seats, drawn by lot when
// round 1 is paired (the entrants then) and kept after; the game's rounds
// setting becomes the round robin's number of rounds. A player absent or
// withdrawn in round n does not play: the opponent has the bye (不戦勝)
// of that game; the Berger bye of an odd number is the round's bye.
func (s *Service) pairRoundRobin(w Writer, ev Event, sec Section, ps []Participant, before []Round, n int) (Round, error) {
	sw, err := ev.Swiss()
	if err != nil {
		return Round{}, err
	}
	seats := sec.Format.Seats
	if n == 1 {
		lot := Lots(ev, ps)
		seats = nil
		for _, p := range ps {
			if sw.Entrant(p) && p.StatusIn(1) == Present && p.FirstRound <= 1 { // present players only (issue 38)
				seats = append(seats, p.ID)
			}
		}
		slices.SortFunc(seats, func(a, b int) int { return lot[a] - lot[b] })
		if err := apartOf(ev, sw, ps).meetAll(seats, DisplayNames(ps), tr("round robin", "総当たり")); err != nil {
			return Round{}, err
		}
		switch {
		case len(seats) < 2:
			return Round{}, newProblem(ErrInvalidInput, "a round robin needs at least 2 entrants; the section has %d", "総当たりには2人以上必要です（この部門は %d 人）", len(seats))
		case len(seats) > MaxRoundRobin:
			return Round{}, newProblem(ErrInvalidInput, "a round robin has at most %d entrants (%d rounds); the section has %d: split it into sections or play a Swiss",
				"総当たりは %d 人（%d 回戦）までです（この部門は %d 人）。部門を分けるか、スイス式にしてください", MaxRoundRobin, MaxRoundRobin-1, len(seats))
		}
		sec.Format.Seats = seats
		ev.scope = &sec
		// The game's number of rounds is the round robin's: its
		// standings, its finals and the pages count them.
		if _, ok := LookupSetting(ev.Game, SettingRounds); ok {
			rounds := len(seats) - 1 + len(seats)%2
			norm, err := ValidateSettings(ev.Game, ev.Settings, map[string]string{SettingRounds: fmt.Sprint(rounds)})
			if err != nil {
				return Round{}, &Problem{Kind: ErrInvalidInput, Text: Text{
					En: fmt.Sprintf("the round robin of %d entrants has %d rounds, and the section's settings do not allow it: %s", len(seats), rounds, Localize(err, English)),
					Ja: fmt.Sprintf("%d 人の総当たりは %d 回戦ですが、部門の設定と合いません：%s", len(seats), rounds, Localize(err, Japanese))}}
			}
			ev.Settings = maps.Clone(ev.Settings)
			if ev.Settings == nil {
				ev.Settings = map[string]string{}
			}
			maps.Copy(ev.Settings, norm)
		}
		if err := w.PutEvent(ev); err != nil {
			return Round{}, err
		}
	} else if len(seats) < 2 {
		return Round{}, newProblem(ErrDamagedFile, "the round robin's seats are missing from the event file", "大会ファイルに総当たりの席順がありません")
	}
	table, err := pairing.BergerRounds(len(seats))
	if err != nil {
		return Round{}, err
	}
	if n > len(table) {
		return Round{}, newProblem(ErrInvalidInput, "the round robin of %d has %d rounds, all paired", "%d 人の総当たりは %d 回戦で、すべて組み合わせ済みです", len(seats), len(table))
	}
	byID := make(map[int]Participant, len(ps))
	for _, p := range ps {
		byID[p.ID] = p
	}
	plays := func(id int) bool { p, ok := byID[id]; return ok && p.StatusIn(n) == Present }
	apart, names := apartOf(ev, sw, ps), DisplayNames(ps)
	r := Round{Number: n, PairedAt: s.now().UTC()}
	tableNo := 0
	for _, bg := range table[n-1] {
		a := seats[bg.First]
		if bg.Bye {
			if plays(a) {
				r.Games = append(r.Games, Game{Black: a, Why: Text{En: fmt.Sprintf("round robin: seat %d has the round's bye", bg.First+1),
					Ja: fmt.Sprintf("総当たり：%d番の抜け番", bg.First+1)}})
			}
			continue
		}
		b := seats[bg.Second]
		why := Text{En: fmt.Sprintf("round robin (Berger): seat %d v seat %d", bg.First+1, bg.Second+1),
			Ja: fmt.Sprintf("総当たり（バーガー表）：%d番 対 %d番", bg.First+1, bg.Second+1)}
		switch pa, pb := plays(a), plays(b); {
		case pa && pb:
			// A pair listed after the seats were drawn.
			if err := apart.meetAll([]int{a, b}, names, tr("round robin", "総当たり")); err != nil {
				return Round{}, err
			}
			tableNo++
			g := Game{Table: tableNo, Black: a, White: b, Why: why}
			if t := sw.Seat(ev, byID, &g, 0); t != nil {
				g.Why = Text{En: why.En + "; " + t.En, Ja: why.Ja + "。" + t.Ja}
			}
			r.Games = append(r.Games, g)
		case pa || pb:
			// The opponent does not play this round: the game is a bye
			// of the one present.
			present := a
			if pb {
				present = b
			}
			r.Games = append(r.Games, Game{Black: present, Why: Text{En: why.En + "; the opponent does not play this round", Ja: why.Ja + "。相手が欠場のため不戦勝"}})
		}
	}
	if tableNo == 0 {
		return Round{}, newProblem(ErrInvalidInput, "round %d of the round robin has no game to play (the players are absent)", "総当たりの %d 回戦には対局がありません（出場者がいません）", n)
	}
	return r, nil
}
