package league

import (
	"taikai/tournament"

	"fmt"
	"strings"

	"taikai/pairing"
)

// Help implements FormatHelper.
func (Policy) Help() tournament.FormatHelp {
	return tournament.FormatHelp{Names: tournament.Text{En: "予選リーグ", Ja: "予選リーグ"}, Flags: "--group-size N (3–8) --advance K [--best-of-rest M]",
		What: tournament.Text{En: "groups drawn at round 1, K of each group through, M more from the next place",
			Ja: "1回戦で組分け、各組上位 K 人が通過、次の順位から M 人を追加"}}
}

// league is the league groups' policy; its standings are its own (by
// group, wins then head-to-head, ties to the arbiter).
type Policy struct{}

var (
	_ tournament.FormatPolicy = Policy{}
	_ tournament.FinalPlacer  = Policy{}
	_ tournament.OptionLister = Policy{}
	_ tournament.FormatHelper = Policy{}
)

// Kind implements FormatPolicy.
func (Policy) Kind() tournament.FormatKind { return tournament.FormatLeague }

// Aliases implements FormatPolicy.
func (Policy) Aliases() []string { return []string{"予選リーグ", "リーグ", "リーグ戦"} }

// Name implements FormatPolicy.
func (Policy) Name() tournament.Text {
	return tournament.Text{En: "league groups", Ja: "予選リーグ"}
}

// configure takes the group size (3–8, required), the number advancing from
// each group (required, below the group size) and the best of the rest;
// it refuses the other formats' options.
// Configure implements FormatPolicy.
func (Policy) Configure(o tournament.FormatOptions) (tournament.Format, error) {
	if !o.Only("group-size", "advance", "best-of-rest") {
		return tournament.Format{}, tournament.NewProblem(tournament.ErrInvalidInput, "league groups take a group size, the number advancing and the best of the rest only (no third place, wins, losses or bye)",
			"予選リーグの指定はグループの人数・通過人数・各組次点の上位だけです（3位決定戦・勝敗数・不戦勝はありません）")
	}
	d := Detail{GroupSize: o.Int("group-size"), Advance: o.Int("advance"), BestOfRest: o.Int("best-of-rest")}
	switch {
	case d.GroupSize == 0:
		return tournament.Format{}, tournament.NewProblem(tournament.ErrInvalidInput, "league groups need a group size (--group-size, %d to %d)", "予選リーグにはグループの人数（--group-size、%d〜%d 人）が必要です",
			pairing.MinGroupSize, pairing.MaxGroupSize)
	case d.GroupSize < pairing.MinGroupSize || d.GroupSize > pairing.MaxGroupSize:
		return tournament.Format{}, tournament.NewProblem(tournament.ErrInvalidInput, "a league group has %d to %d players, not %d", "予選リーグの1組は %d〜%d 人です（%d 人は不可）",
			pairing.MinGroupSize, pairing.MaxGroupSize, d.GroupSize)
	case d.Advance == 0:
		return tournament.Format{}, tournament.NewProblem(tournament.ErrInvalidInput, "league groups need the number advancing from each group (--advance)", "予選リーグには各組の通過人数（--advance）が必要です")
	case d.Advance < 0 || d.Advance >= d.GroupSize:
		return tournament.Format{}, tournament.NewProblem(tournament.ErrInvalidInput, "the number advancing from a group of %d is 1 to %d, not %d", "%d 人の組の通過人数は 1〜%d 人です（%d 人は不可）",
			d.GroupSize, d.GroupSize-1, d.Advance)
	case d.BestOfRest < 0:
		return tournament.Format{}, tournament.NewProblem(tournament.ErrInvalidInput, "the best of the rest cannot be negative (%d)", "各組次点の上位の人数は負にできません（%d）", d.BestOfRest)
	}
	return tournament.SetFormatDetail(tournament.Format{}, d)
}

// Pair implements FormatPolicy.
func (Policy) Pair(p *tournament.FormatPairing) (tournament.Round, error) {
	if err := p.CheckNoWaiting(); err != nil {
		return tournament.Round{}, err
	}
	return pairLeague(p)
}

// leagueRounds is the number of rounds of league groups: the longest
// group's Berger rounds.
func leagueRounds(groups [][]int) int {
	rounds := 0
	for _, g := range groups {
		rounds = max(rounds, len(g)-1+len(g)%2)
	}
	return rounds
}

// pairLeague pairs round n of league groups: at round 1 it draws the groups
// (drawLeague) and stores them, and the game's rounds setting becomes the
// league's; round n is each group's Berger round n, group A's games first.
// A Berger bye is the player's bye of the round; a player absent or
// withdrawn in round n does not play, the opponent has the bye (不戦勝) of
// that game. A group with fewer rounds than n rests.
func pairLeague(p *tournament.FormatPairing) (tournament.Round, error) {
	ev, sec, ps, n := p.Event, p.Section, p.Participants, p.N
	sw, err := ev.Swiss()
	if err != nil {
		return tournament.Round{}, err
	}
	r := tournament.Round{Number: n, PairedAt: p.Now().UTC()}
	d, err := detailOf(sec)
	if err != nil {
		return tournament.Round{}, err
	}
	groups := d.Groups
	if n == 1 {
		var clashes tournament.Text
		if groups, clashes, err = drawLeague(p, sw, d); err != nil {
			return tournament.Round{}, err
		}
		r.Reason = clashes
		d.Groups = groups
		if sec.Format, err = tournament.SetFormatDetail(sec.Format, d); err != nil {
			return tournament.Round{}, err
		}
		settings, err := leagueWithRounds(ev, leagueRounds(groups), tournament.Text{
			En: fmt.Sprintf("the league of %d groups has %d rounds", len(groups), leagueRounds(groups)),
			Ja: fmt.Sprintf("%d 組の予選リーグは %d 回戦", len(groups), leagueRounds(groups))})
		if err != nil {
			return tournament.Round{}, err
		}
		if err := p.SaveSection(sec, settings); err != nil {
			return tournament.Round{}, err
		}
		ev = p.Event
	} else if len(groups) == 0 {
		return tournament.Round{}, tournament.NewProblem(tournament.ErrDamagedFile, "the league's groups are missing from the event file", "大会ファイルに予選リーグの組分けがありません")
	}
	if total := leagueRounds(groups); n > total {
		return tournament.Round{}, tournament.NewProblem(tournament.ErrInvalidInput, "the league groups have %d rounds, all paired", "予選リーグは %d 回戦で、すべて組み合わせ済みです", total)
	}
	byID := make(map[int]tournament.Participant, len(ps))
	for _, q := range ps {
		byID[q.ID] = q
	}
	plays := func(id int) bool { q, ok := byID[id]; return ok && q.StatusIn(n) == tournament.Present }
	// A pair listed (or same_club made hard) after the groups were drawn:
	// their game is refused, not played by default.
	apart, err := p.Apart()
	if err != nil {
		return tournament.Round{}, err
	}
	names := tournament.DisplayNames(ps)
	tableNo := 0
	for gi, group := range groups {
		table, err := pairing.BergerRounds(len(group))
		if err != nil {
			return tournament.Round{}, err
		}
		if n > len(table) {
			continue
		}
		name := tournament.LeagueGroupName(gi)
		for _, bg := range table[n-1] {
			a := group[bg.First]
			if bg.Bye {
				if plays(a) {
					r.Games = append(r.Games, tournament.Game{Black: a, Why: tournament.Text{En: fmt.Sprintf("league group %s: seat %d has the round's bye", name, bg.First+1),
						Ja: fmt.Sprintf("予選リーグ%s組：%d番の抜け番", name, bg.First+1)}})
				}
				continue
			}
			b := group[bg.Second]
			why := tournament.Text{En: fmt.Sprintf("league group %s (Berger): seat %d v seat %d", name, bg.First+1, bg.Second+1),
				Ja: fmt.Sprintf("予選リーグ%s組（バーガー表）：%d番 対 %d番", name, bg.First+1, bg.Second+1)}
			switch pa, pb := plays(a), plays(b); {
			case pa && pb:
				if err := apart.MeetAll([]int{a, b}, names, tournament.Tr("league group", "予選リーグの組")); err != nil {
					return tournament.Round{}, err
				}
				tableNo++
				g := tournament.Game{Table: tableNo, Black: a, White: b, Why: why}
				tournament.SeatGame(sw, ev, byID, &g, 0)
				r.Games = append(r.Games, g)
			case pa || pb:
				r.Games = append(r.Games, tournament.ByeOfPresent(a, b, pb, why))
			}
		}
	}
	if tableNo == 0 {
		return tournament.Round{}, tournament.NewProblem(tournament.ErrInvalidInput, "round %d of the league groups has no game to play (the players are absent)", "予選リーグの %d 回戦には対局がありません（出場者がいません）", n)
	}
	return r, nil
}

// drawLeague draws the groups of a league from the entrants of round 1 (in
// the game's seeding order, clubs kept apart where the tiers allow:
// pairing.DrawGroups), as their IDs; the same-club pairs left are said for
// the arbiter. It refuses a field that cannot be split, an advance that
// every group's players would all pass, and a best of the rest that groups
// of unequal size would compare by unequal numbers of games or that has
// too few groups.
func drawLeague(p *tournament.FormatPairing, sw tournament.Swiss, f Detail) ([][]int, tournament.Text, error) {
	ev, ps := p.Event, p.Participants
	var entrants []tournament.Participant
	for _, q := range ps {
		if sw.Entrant(q) && q.StatusIn(1) == tournament.Present && q.FirstRound <= 1 { // present players only (issue 38)
			entrants = append(entrants, q)
		}
	}
	seeded := sw.Seeding(ev, entrants)
	clubNo := map[string]int{}
	clubs := make([]int, len(seeded))
	for i, q := range seeded {
		key := tournament.ClubKey(q.Club)
		if key == "" {
			continue
		}
		if _, ok := clubNo[key]; !ok {
			clubNo[key] = len(clubNo) + 1
		}
		clubs[i] = clubNo[key]
	}
	apart, err := p.Apart()
	if err != nil {
		return nil, tournament.Text{}, err
	}
	draw, err := pairing.DrawGroupsApart(clubs, f.GroupSize, apart.Indexed(seeded))
	if refused := apart.RefusalOf(err, tournament.DisplayNames(ps), func(i int) int { return seeded[i].ID }, tournament.Tr("the league groups", "予選リーグの組分け")); refused != nil {
		return nil, tournament.Text{}, refused
	}
	if err != nil {
		return nil, tournament.Text{}, tournament.WrapRules(err, fmt.Sprintf("%d 人を %d 人以下の組（3人以上）に分けられません。グループの人数（--group-size）を変えてください", len(seeded), f.GroupSize))
	}
	groups := make([][]int, len(draw.Groups))
	largest, smallest, withNext := 0, len(seeded), 0
	for gi, g := range draw.Groups {
		for _, e := range g {
			groups[gi] = append(groups[gi], seeded[e].ID)
		}
		largest, smallest = max(largest, len(g)), min(smallest, len(g))
		if len(g) > f.Advance {
			withNext++
		}
	}
	switch {
	case f.Advance >= largest:
		return nil, tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "%d advance from each group, but the %d entrants make groups of at most %d: everyone would advance",
			"各組 %d 人通過ですが、%d 人の組分けでは1組 %d 人以下になり、全員が通過します", f.Advance, len(seeded), largest)
	case f.BestOfRest > 0 && smallest < largest:
		// The best of the rest compares wins across groups (pairing.Advance):
		// groups of unequal size play unequal numbers of games, a case the
		// rule does not settle.
		return nil, tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "the best of the rest compares wins across groups, but the %d entrants make groups of %d and %d players, who play different numbers of games: change the group size or drop the best of the rest",
			"各組次点の上位は組をまたいで勝数を比べますが、%d 人の組分けは %d 人と %d 人の組になり対局数が違います。グループの人数を変えるか、次点の上位の指定を外してください", len(seeded), smallest, largest)
	case f.BestOfRest > withNext:
		return nil, tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "the best %d of place %d across the groups are asked, but only %d groups have that place",
			"各組 %[2]d 位の上位 %[1]d 人の通過を指定しましたが、%[2]d 位がいるのは %[3]d 組だけです", f.BestOfRest, f.Advance+1, withNext)
	}
	var en, ja []string
	for _, c := range draw.Clashes {
		var names []string
		for _, e := range c.Entrants {
			names = append(names, seeded[e].Name)
		}
		en = append(en, fmt.Sprintf("group %s: %s (%s)", tournament.LeagueGroupName(c.Group), strings.Join(names, ", "), seeded[c.Entrants[0]].Club))
		ja = append(ja, fmt.Sprintf("%s組：%s（%s）", tournament.LeagueGroupName(c.Group), strings.Join(names, "・"), seeded[c.Entrants[0]].Club))
	}
	if len(en) == 0 {
		return groups, tournament.Text{}, nil
	}
	forced := tournament.Text{En: "the tiers allow no fewer", Ja: "組分けの段ではこれ以上離せません"}
	if !draw.ClashesForced {
		forced = tournament.Text{En: "the search stopped before proving no fewer: the arbiter may move them by hand", Ja: "探索を打ち切りました。必要なら手で入れ替えてください"}
	}
	if apart.SameClub() {
		return nil, tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "the league groups cannot be drawn with players of one club apart (same_club=hard): %s (%s); set same_club=soft, change the group size, or draw by hand",
			"同じ所属を別の組に分けられません（same_club=hard）：%s（%s）。same_club=soft にするか、グループの人数を変えるか、手で組分けしてください",
			tournament.Text{En: strings.Join(en, "; "), Ja: strings.Join(ja, "、")}, forced)
	}
	return groups, tournament.Text{En: "same club in one group: " + strings.Join(en, "; ") + "; " + forced.En,
		Ja: "同じ所属が同じ組に：" + strings.Join(ja, "、") + "。" + forced.Ja}, nil
}

// leagueWithRounds sets the game's rounds setting of section view ev to rounds,
// refused with the reason (what the format is, then the settings' word)
// when the settings cannot hold it.
func leagueWithRounds(ev tournament.Event, rounds int, what tournament.Text) (map[string]string, error) {
	if _, ok := tournament.LookupSetting(ev.Game, tournament.SettingRounds); !ok {
		return nil, nil
	}
	norm, err := tournament.ValidateSettings(ev.Game, ev.Settings, map[string]string{tournament.SettingRounds: fmt.Sprint(rounds)})
	if err != nil {
		return nil, &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Text{
			En: fmt.Sprintf("%s, and the section's settings do not allow it: %s", what.En, tournament.Localize(err, tournament.English)),
			Ja: fmt.Sprintf("%sですが、部門の設定と合いません：%s", what.Ja, tournament.Localize(err, tournament.Japanese))}}
	}
	return norm, nil
}

// Options implements OptionLister.
func (Policy) Options() []tournament.FormatOption {
	return []tournament.FormatOption{
		{Key: "group-size", Label: tournament.Text{En: "Players a group (3–8)", Ja: "1組の人数（3〜8）"}, Kind: tournament.OptionNumber, Min: 3, Max: 8, Required: true},
		{Key: "advance", Label: tournament.Text{En: "Advancing from each group", Ja: "各組の通過人数"}, Kind: tournament.OptionNumber, Min: 1, Max: 7, Required: true},
		{Key: "best-of-rest", Label: tournament.Text{En: "Best of the next place (across the groups)", Ja: "次点の上位から通過（全組から）"}, Kind: tournament.OptionNumber, Min: 1, Max: 64},
	}
}
