// Package roundrobin is the round robin (総当たり): everyone meets everyone
// once, in the rounds of the Berger tables. It is a format as a game is a
// discipline: one package behind tournament.FormatPolicy, registered by
// tournament/formats.
package roundrobin

import (
	"fmt"
	"slices"

	"taikai/pairing"
	"taikai/tournament"
)

// Kind is the round robin's format kind (tournament.FormatRoundRobin, which
// the shared round robin table reads).
const Kind = tournament.FormatRoundRobin

// Max is the most entrants of a round robin: 15 rounds, a long day
// already.
const Max = 16

// Policy is the round robin's tournament.FormatPolicy; its standings are
// the game's.
type Policy struct{}

var _ tournament.FormatPolicy = Policy{}

// Kind implements tournament.FormatPolicy.
func (Policy) Kind() tournament.FormatKind { return Kind }

// Aliases implements tournament.FormatPolicy.
func (Policy) Aliases() []string { return []string{"round-robin", "rr", "総当たり", "総当り"} }

// Name implements tournament.FormatPolicy.
func (Policy) Name() tournament.Text { return tournament.Text{En: "round robin", Ja: "総当たり"} }

// Help implements tournament.FormatHelper.
func (Policy) Help() tournament.FormatHelp {
	return tournament.FormatHelp{Names: tournament.Text{En: "総当たり", Ja: "総当たり"},
		What: tournament.Text{En: "every entrant meets every other once (Berger tables)", Ja: "全員と1回ずつ（ベルガー表）"}}
}

// Configure implements tournament.FormatPolicy: a round robin takes no
// options.
func (Policy) Configure(o tournament.FormatOptions) (tournament.Format, error) {
	if len(o) > 0 {
		return tournament.Format{}, tournament.NewProblem(tournament.ErrInvalidInput, "a round robin takes no format options (group size, advance, third place, wins, losses, bye)",
			"総当たりには方式の指定（グループの人数・通過人数・3位決定戦・勝敗数・不戦勝）はありません")
	}
	return tournament.Format{}, nil
}

// Standings implements tournament.FormatPolicy: the game's own.
func (Policy) Standings(tournament.Event, tournament.Section, []tournament.Participant, []tournament.Round, int) (tournament.Table, bool, error) {
	return tournament.Table{}, false, nil
}

// Pair implements tournament.FormatPolicy: round n of the Berger table
// over the section's seats, drawn by lot when round 1 is paired (the
// entrants then) and kept after; the game's rounds setting becomes the
// round robin's number of rounds. A player absent or withdrawn in round n
// does not play: the opponent has the bye (不戦勝) of that game; the Berger
// bye of an odd number is the round's bye.
func (Policy) Pair(p *tournament.FormatPairing) (tournament.Round, error) {
	if err := p.CheckNoWaiting(); err != nil {
		return tournament.Round{}, err
	}
	sw, err := p.Event.Swiss()
	if err != nil {
		return tournament.Round{}, err
	}
	d, err := DetailOf(p.Section.Format)
	if err != nil {
		return tournament.Round{}, err
	}
	seats := d.Seats
	if p.N == 1 {
		if seats, err = drawSeats(p, sw); err != nil {
			return tournament.Round{}, err
		}
	} else if len(seats) < 2 {
		return tournament.Round{}, tournament.NewProblem(tournament.ErrDamagedFile, "the round robin's seats are missing from the event file", "大会ファイルに総当たりの席順がありません")
	}
	table, err := pairing.BergerRounds(len(seats))
	if err != nil {
		return tournament.Round{}, err
	}
	if p.N > len(table) {
		return tournament.Round{}, tournament.NewProblem(tournament.ErrInvalidInput, "the round robin of %d has %d rounds, all paired", "%d 人の総当たりは %d 回戦で、すべて組み合わせ済みです", len(seats), len(table))
	}
	return roundOf(p, sw, seats, table[p.N-1])
}

// drawSeats draws the seats of round 1 by lot among the present entrants,
// checks that they may all meet, and stores them with the section and the
// round robin's number of rounds as the game's rounds setting.
func drawSeats(p *tournament.FormatPairing, sw tournament.Swiss) ([]int, error) {
	ev, ps := p.Event, p.Participants
	lot := tournament.Lots(ev, ps)
	var seats []int
	for _, q := range ps {
		if sw.Entrant(q) && q.StatusIn(1) == tournament.Present && q.FirstRound <= 1 { // present players only (issue 38)
			seats = append(seats, q.ID)
		}
	}
	slices.SortFunc(seats, func(a, b int) int { return lot[a] - lot[b] })
	if err := p.MeetAll(seats, tournament.Tr("round robin", "総当たり")); err != nil {
		return nil, err
	}
	switch {
	case len(seats) < 2:
		return nil, tournament.NewProblem(tournament.ErrInvalidInput, "a round robin needs at least 2 entrants; the section has %d", "総当たりには2人以上必要です（この部門は %d 人）", len(seats))
	case len(seats) > Max:
		return nil, tournament.NewProblem(tournament.ErrInvalidInput, "a round robin has at most %d entrants (%d rounds); the section has %d: split it into sections or play a Swiss",
			"総当たりは %d 人（%d 回戦）までです（この部門は %d 人）。部門を分けるか、スイス式にしてください", Max, Max-1, len(seats))
	}
	sec := p.Section
	var err error
	if sec.Format, err = tournament.SetFormatDetail(sec.Format, Detail{Seats: seats}); err != nil {
		return nil, err
	}
	// The game's number of rounds is the round robin's: its standings,
	// its finals and the pages count them.
	var settings map[string]string
	if _, ok := tournament.LookupSetting(ev.Game, tournament.SettingRounds); ok {
		rounds := len(seats) - 1 + len(seats)%2
		norm, err := tournament.ValidateSettings(ev.Game, ev.Settings, map[string]string{tournament.SettingRounds: fmt.Sprint(rounds)})
		if err != nil {
			return nil, &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Text{
				En: fmt.Sprintf("the round robin of %d entrants has %d rounds, and the section's settings do not allow it: %s", len(seats), rounds, tournament.Localize(err, tournament.English)),
				Ja: fmt.Sprintf("%d 人の総当たりは %d 回戦ですが、部門の設定と合いません：%s", len(seats), rounds, tournament.Localize(err, tournament.Japanese))}}
		}
		settings = norm
	}
	return seats, p.SaveSection(sec, settings)
}

// roundOf is the round of Berger games games over seats: a game between
// two players who play the round, a bye for one whose opponent does not,
// the Berger bye of an odd number.
func roundOf(p *tournament.FormatPairing, sw tournament.Swiss, seats []int, games []pairing.BergerGame) (tournament.Round, error) {
	byID := make(map[int]tournament.Participant, len(p.Participants))
	for _, q := range p.Participants {
		byID[q.ID] = q
	}
	plays := func(id int) bool { q, ok := byID[id]; return ok && q.StatusIn(p.N) == tournament.Present }
	r := tournament.Round{Number: p.N, PairedAt: p.Now().UTC()}
	tableNo := 0
	for _, bg := range games {
		a := seats[bg.First]
		if bg.Bye {
			if plays(a) {
				r.Games = append(r.Games, tournament.Game{Black: a, Why: tournament.Text{En: fmt.Sprintf("round robin: seat %d has the round's bye", bg.First+1),
					Ja: fmt.Sprintf("総当たり：%d番の抜け番", bg.First+1)}})
			}
			continue
		}
		b := seats[bg.Second]
		why := tournament.Text{En: fmt.Sprintf("round robin (Berger): seat %d v seat %d", bg.First+1, bg.Second+1),
			Ja: fmt.Sprintf("総当たり（バーガー表）：%d番 対 %d番", bg.First+1, bg.Second+1)}
		switch pa, pb := plays(a), plays(b); {
		case pa && pb:
			// A pair listed after the seats were drawn.
			if err := p.MeetAll([]int{a, b}, tournament.Tr("round robin", "総当たり")); err != nil {
				return tournament.Round{}, err
			}
			tableNo++
			g := tournament.Game{Table: tableNo, Black: a, White: b, Why: why}
			tournament.SeatGame(sw, p.Event, byID, &g, 0)
			r.Games = append(r.Games, g)
		case pa || pb:
			// The opponent does not play this round: the game is a bye
			// of the one present.
			r.Games = append(r.Games, tournament.ByeOfPresent(a, b, pb, why))
		}
	}
	if tableNo == 0 {
		return tournament.Round{}, tournament.NewProblem(tournament.ErrInvalidInput, "round %d of the round robin has no game to play (the players are absent)", "総当たりの %d 回戦には対局がありません（出場者がいません）", p.N)
	}
	return r, nil
}
