package shogi

import (
	"fmt"

	rules "taikai/rules/shogi"
	"taikai/tournament"
)

// Seat implements tournament.Swiss. Between equal (or unknown) ranks, or
// with handicaps off, the game is 平手 and the pairing's colours stand as
// the proposed 先手 (the Swiss colour balance); with setting furigoma on, a
// 振り駒 at the board decides and is recorded (RecordFurigoma). With
// handicaps on and a rank difference, the section's table gives the 手合:
// 平手 下位者先手 (the weaker player on 先手) or a 駒落ち, the stronger
// (上手) moving first.
func (Discipline) Seat(ev tournament.Event, byID map[int]tournament.Participant, g *tournament.Game, scoreDiff int) *tournament.Text {
	rec := gameRecord{Teai: rules.Hirate.Key(), Why: whyEqual}
	byRank := false
	if ev.Setting(SettingHandicap) == "true" {
		a, oka := byID[g.Black].Rank.Value()
		b, okb := byID[g.White].Rank.Value()
		switch {
		case !oka || !okb:
			rec.Why = whyUnknown
		case a != b:
			s := tableOf(ev).For(a, b)
			rec.Teai, rec.Uwate = s.Teai.Key(), []int{0, g.Black, g.White}[s.Uwate]
			rec.Why = whyHandicap
			if s.Teai == rules.Hirate {
				rec.Why = whyLowerFirst
			}
			if s.First == 2 {
				g.Black, g.White = g.White, g.Black
			}
			byRank = true
		}
	}
	rec.Toss = ev.Setting(SettingFurigoma) == "true" && (rec.Why == whyEqual || rec.Why == whyUnknown)
	g.Extra = rec.extra()
	if !byRank {
		return nil
	}
	d := tournament.Points(max(scoreDiff, -scoreDiff))
	if rec.Why == whyLowerFirst {
		t := tournament.Tr("score difference %s; 平手 下位者先手: the weaker player moves first", "点差%s、平手 下位者先手（段級位の低い方が先手）", d)
		return &t
	}
	tt := rec.teai()
	t := tournament.Text{En: fmt.Sprintf("score difference %s; %s: the stronger player (上手) moves first", d, tt.English()),
		Ja: fmt.Sprintf("点差%s、%s（上手から指す）", d, tt.Japanese())}
	return &t
}

// SeatArbiter implements tournament.ArbiterSeater: a game against the
// arbiter (審判対局) is 平手, the colours as they are.
func (Discipline) SeatArbiter(_ tournament.Event, g *tournament.Game) {
	g.Extra = gameRecord{Teai: rules.Hirate.Key(), Why: whyArbiter}.extra()
}
