package yonin

import (
	"fmt"
	"strings"

	rules "taikai/rules/yonin"
	"taikai/tournament"
)

// RecordYoninGame records the next game of a table: the eliminations in the
// --mated grammar ("V<M,V<M:foul,…", names, seat numbers or CPU1–4), the
// parent override (empty: the rotation and 連荘 decide), or a 千日手 (void).
// The points follow the rules of the event (SPEC §5).
func (s *Service) RecordYoninGame(stage, table, mated, parent string, void bool) (rules.Played, error) {
	var out rules.Played
	err := s.Update("yonin.game", func(w tournament.Writer) (string, error) {
		tc, err := s.nextGame(w, stage, table)
		if err != nil {
			return "", err
		}
		ev, names, st, t, series, next := tc.ev, tc.names, tc.st, tc.t, tc.series, tc.next
		seats := seatNames(*t, names)
		g := rules.Game{Parent: next.Parent, Void: void}
		if strings.TrimSpace(parent) != "" {
			p, ok := seats[strings.TrimSpace(parent)]
			if !ok {
				p, ok = seats[tournament.NameKey(parent)]
			}
			if !ok {
				return "", tournament.NewProblem(tournament.ErrNotFound, "\"%s\" does not sit at table %s", "「%s」は%s卓にいません", parent, t.Name)
			}
			g.Parent = p
		}
		if !void {
			if g.Eliminations, err = rules.ParseMated(mated, seats); err != nil {
				return "", yoninProblem(err)
			}
		}
		after, err := series.Apply(g)
		if err != nil {
			return "", yoninProblem(err)
		}
		played := after.Played()
		out = played[len(played)-1]
		t.Games = append(t.Games, YoninGame{Game: g, Text: strings.TrimSpace(mated), Arbiter: s.ArbiterName(ev), Recorded: s.Now().UTC()})
		pts := make([]string, 4)
		var labels [4]string
		for i := range pts {
			labels[i] = SeatLabel(*t, i, names)
			pts[i] = fmt.Sprintf("%s %d", labels[i], out.Points[i])
		}
		detail := fmt.Sprintf("%s table %s %s (parent %s): %s → %s", st.Name, t.Name, out.Slot.Label(), labels[g.Parent],
			rules.FormatMated(g.Eliminations, labels), strings.Join(pts, ", "))
		if void {
			detail = fmt.Sprintf("%s table %s %s: 千日手, void", st.Name, t.Name, out.Slot.Label())
		}
		return detail, putStage(w, st)
	})
	return out, err
}

// tableCtx is a table about to record its next game, inside a transaction.
type tableCtx struct {
	ev     tournament.Event
	names  map[int]string
	st     Stage
	t      *YoninTable // points into st.Tables
	series rules.Series
	next   rules.Slot
}

// nextGame finds table `table` of stage `stage` and replays its games.
func (s *Service) nextGame(w tournament.Writer, stage, table string) (tableCtx, error) {
	var tc tableCtx
	ev, set, err := s.yoninEvent(w)
	if err != nil {
		return tc, err
	}
	if tc.names, err = namesIn(w); err != nil {
		return tc, err
	}
	sts, err := stagesIn(w)
	if err != nil {
		return tc, err
	}
	st, ok := stageOf(sts, stage)
	if !ok {
		return tc, tournament.NewProblem(tournament.ErrNotFound, "no stage \"%s\"", "ステージ「%s」はありません", stage)
	}
	ti, ok := st.TableByName(table)
	if !ok {
		return tc, tournament.NewProblem(tournament.ErrNotFound, "%s has no table %s", "%sに%s卓はありません", st.Name, table)
	}
	tc.ev, tc.st = ev, st
	tc.t = &tc.st.Tables[ti]
	if tc.series, err = tableSeries(set, *tc.t); err != nil {
		return tc, err
	}
	if tc.next, err = tc.series.Next(); err != nil {
		return tc, yoninProblem(err)
	}
	return tc, nil
}

func tableSeries(set rules.Settings, t YoninTable) (rules.Series, error) {
	games := make([]rules.Game, len(t.Games))
	for i, g := range t.Games {
		games[i] = g.Game
	}
	return rules.PlaySeries(set, games)
}

// RecordYoninJishogi records a 持将棋 game: the eliminations before it (the
// --mated grammar) and the unmated players ranked best first by the arbiter
// (piece points, mates, pieces in hand of the mated, turn order; SPEC §5).
func (s *Service) RecordYoninJishogi(stage, table, mated string, ranking []string) (rules.Played, error) {
	var out rules.Played
	err := s.Update("yonin.jishogi", func(w tournament.Writer) (string, error) {
		tc, err := s.nextGame(w, stage, table)
		if err != nil {
			return "", err
		}
		ev, names, st, t, series, next := tc.ev, tc.names, tc.st, tc.t, tc.series, tc.next
		seats := seatNames(*t, names)
		g := rules.Game{Parent: next.Parent}
		if g.Eliminations, err = rules.ParseMated(mated, seats); err != nil {
			return "", yoninProblem(err)
		}
		g.Jishogi = []int{}
		for _, ref := range ranking {
			seat, ok := seats[strings.TrimSpace(ref)]
			if !ok {
				seat, ok = seats[tournament.NameKey(ref)]
			}
			if !ok {
				return "", tournament.NewProblem(tournament.ErrNotFound, "\"%s\" does not sit at table %s", "「%s」は%s卓にいません", ref, t.Name)
			}
			g.Jishogi = append(g.Jishogi, seat)
		}
		after, err := series.Apply(g)
		if err != nil {
			return "", yoninProblem(err)
		}
		played := after.Played()
		out = played[len(played)-1]
		t.Games = append(t.Games, YoninGame{Game: g, Text: strings.TrimSpace(mated) + " 持将棋 " + strings.Join(ranking, ">"), Arbiter: s.ArbiterName(ev), Recorded: s.Now().UTC()})
		return fmt.Sprintf("%s table %s %s: 持将棋 %s", st.Name, t.Name, out.Slot.Label(), strings.Join(ranking, " > ")), putStage(w, st)
	})
	return out, err
}

// TablePlayed replays a table's games: each with its label, parent and the
// points after it, for the table board and the score sheet.
func (s *Service) TablePlayed(t YoninTable) ([]rules.Played, rules.Series, error) {
	var played []rules.Played
	var series rules.Series
	err := s.View(func(r tournament.Reader) error {
		_, set, err := s.yoninEvent(r)
		if err != nil {
			return err
		}
		series, err = tableSeries(set, t)
		played = series.Played()
		return err
	})
	return played, series, err
}
