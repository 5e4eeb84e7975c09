package yonin

import (
	"fmt"
	"strings"
)

// Played is one game a table has played, with the points after it.
type Played struct {
	// Slot is where the game sits in the series (its label and parent).
	Slot Slot
	// Game is the record as entered.
	Game Game
	// Outcome is what the game gave each seat.
	Outcome Outcome
	// Points is each seat's cumulative points (持ち点) after this game.
	Points [Seats]int
}

// Series is the series of games a table (卓) plays: 四1局 … オーラス with
// 連荘 and 千日手 replays, stopping early when a player reaches the stop line.
// A Series is a value: Apply returns a new one and leaves the old intact.
type Series struct {
	settings Settings
	played   []Played
	points   [Seats]int
	mates    [Seats]int
	next     Slot
	over     error
	names    [Seats]string
}

// NewSeries starts a table with every seat at StartPoints and seat 0 as the
// parent of 四1局.
func NewSeries(s Settings) (Series, error) {
	if err := s.Validate(); err != nil {
		return Series{}, err
	}
	t := Series{settings: s, next: s.FirstSlot()}
	for i := range t.points {
		t.points[i] = s.StartPoints
	}
	return t, nil
}

// PlaySeries applies games in order to a new series; an error names the
// game that was refused.
func PlaySeries(s Settings, games []Game) (Series, error) {
	return PlaySeriesNamed(s, games, [Seats]string{})
}

// PlaySeriesNamed is PlaySeries with the players' names, by seat, for the
// series' messages (see Named).
func PlaySeriesNamed(s Settings, games []Game, names [Seats]string) (Series, error) {
	t, err := NewSeries(s)
	if err != nil {
		return t, err
	}
	t = t.Named(names)
	for i, g := range games {
		label := t.next.Label()
		if t, err = t.Apply(g); err != nil {
			return t, fmt.Errorf("game %d (%s): %w", i+1, label, err)
		}
	}
	return t, nil
}

// Named returns t with the players' names, by seat, for its messages (a
// refused game, the table stopping); an empty name is shown as "seat N".
func (t Series) Named(names [Seats]string) Series {
	t.names = names
	return t
}

// Settings returns the rules the series is played under.
func (t Series) Settings() Settings { return t.settings }

// Played returns the games played so far, oldest first.
func (t Series) Played() []Played { return append([]Played(nil), t.played...) }

// Points returns each seat's current points (持ち点).
func (t Series) Points() [Seats]int { return t.points }

// Mates returns how many players each seat has mated over the series (撃破数).
func (t Series) Mates() [Seats]int { return t.mates }

// Next returns the slot of the next game — its label and its parent — or
// the reason the table plays no more (ErrTableStopped, ErrSeriesComplete).
func (t Series) Next() (Slot, error) {
	if t.over != nil {
		return Slot{}, t.over
	}
	return t.next, nil
}

// Over returns nil while the table has games to play, else why it stopped.
func (t Series) Over() error { return t.over }

// Apply records the next game. The game's Parent is normally Next().Parent;
// a different parent is taken as the arbiter's override and the rotation
// continues from it. A table that has stopped refuses the game with
// ErrTableStopped or ErrSeriesComplete.
func (t Series) Apply(g Game) (Series, error) {
	if t.over != nil {
		return t, t.over
	}
	o, err := t.settings.ScoreNamed(g, t.names)
	if err != nil {
		return t, err
	}
	slot := t.next
	slot.Parent = g.Parent
	n := t
	n.played = append(append([]Played(nil), t.played...), Played{Slot: slot, Game: cloneGame(g), Outcome: o})
	var busted, bustedJa []string
	for i := range n.points {
		n.points[i] += o.Delta[i]
		n.mates[i] += o.Mates[i]
		if n.points[i] <= n.settings.StopAt {
			busted = append(busted, fmt.Sprintf("%s has %d", seatLabel(n.names, i), n.points[i]))
			bustedJa = append(bustedJa, fmt.Sprintf("%s %d点", jaSeat(labelled(n.names), i), n.points[i]))
		}
	}
	n.played[len(n.played)-1].Points = n.points
	if len(busted) > 0 {
		n.over = withJapanese(fmt.Errorf("%w after %s (%s points, stop line %d)", ErrTableStopped, slot.Label(), strings.Join(busted, ", "), n.settings.StopAt),
			"%sで持ち点が打ち切りの%d点以下になった人がいるため、この卓は終了しています（%s）", slot.Label(), n.settings.StopAt, strings.Join(bustedJa, "、"))
		return n, nil
	}
	next, ok := n.settings.NextSlot(slot, o)
	if !ok {
		n.over = withJapanese(fmt.Errorf("%w: %s was the last game", ErrSeriesComplete, slot.Label()), "この卓は%sで全局を終えています", slot.Label())
		return n, nil
	}
	n.next = next
	return n, nil
}

// Standings ranks the seats of the series by points, then mates, for table
// index table (0 = 卓A).
func (t Series) Standings(table int) []Standing {
	rows := make([]Standing, Seats)
	for s := range rows {
		rows[s] = Standing{Table: table, Seat: s, Points: t.points[s], Mates: t.mates[s]}
	}
	return RankTable(rows)
}

func cloneGame(g Game) Game {
	g.Eliminations = append([]Elimination(nil), g.Eliminations...)
	if g.Jishogi != nil {
		g.Jishogi = append([]int{}, g.Jishogi...)
	}
	g.Penalties = append([]int(nil), g.Penalties...)
	if g.JishogiMaterial != nil {
		m := *g.JishogiMaterial
		g.JishogiMaterial = &m
	}
	if g.Nyugyoku != nil {
		n := *g.Nyugyoku
		g.Nyugyoku = &n
	}
	return g
}
