package tournament

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"taikai/pairing/seating"
	"taikai/rules/yonin"
)

// Stage is one stage of a four-player shogi event (予選, 本戦, 決勝): its
// tables (卓) of four seats.
type Stage struct {
	Order  int          `json:"order"` // 1 for the first stage
	Name   string       `json:"name"`
	Tables []YoninTable `json:"tables"`
}

// YoninTable is one table (卓) of a stage: four seats in turn order (seat 0
// moves first in game 1), a participant ID or 0 for a CPU substitute (CPU代指し),
// and the games played, in order.
type YoninTable struct {
	Name  string      `json:"name"` // A, B, C …
	Seats [4]int      `json:"seats"`
	Games []YoninGame `json:"games,omitempty"`
}

// YoninGame is one recorded game of a table, as the arbiter entered it.
type YoninGame struct {
	Game     yonin.Game `json:"game"`
	Text     string     `json:"text"` // the --mated text, for the log and sheets
	Arbiter  string     `json:"arbiter"`
	Recorded time.Time  `json:"recorded"`
}

// TableByName returns the table called name (case aside).
func (st Stage) TableByName(name string) (int, bool) {
	for i, t := range st.Tables {
		if strings.EqualFold(t.Name, strings.TrimSpace(name)) {
			return i, true
		}
	}
	return -1, false
}

// seatNames maps what the arbiter may type for each seat: the exact name
// (spaces and widths aside), the seat number 1–4, and CPU1–CPU4 for a
// substitute.
func seatNames(t YoninTable, names map[int]string) map[string]int {
	m := map[string]int{}
	for s, id := range t.Seats {
		m[strconv.Itoa(s+1)] = s
		if id == 0 {
			m["CPU"+strconv.Itoa(s+1)] = s
			continue
		}
		m[names[id]] = s
		m[NameKey(names[id])] = s
	}
	return m
}

// SeatLabel is how a seat is named on screens and sheets.
func SeatLabel(t YoninTable, s int, names map[int]string) string {
	if t.Seats[s] == 0 {
		return "CPU" + strconv.Itoa(s+1)
	}
	return names[t.Seats[s]]
}

func stageOf(sts []Stage, name string) (Stage, bool) {
	for _, st := range sts {
		if st.Name == strings.TrimSpace(name) {
			return st, true
		}
	}
	return Stage{}, false
}

func (s *Service) yoninEvent(r Reader) (Event, yonin.Settings, error) {
	ev, err := r.Event()
	if err != nil {
		return ev, yonin.Settings{}, err
	}
	if ev.Game != Yonin {
		return ev, yonin.Settings{}, newProblem(ErrInvalidInput, "tables of four are for four-player shogi events", "4人卓は四人将棋の大会のものです")
	}
	set, err := ev.YoninSettings()
	return ev, set, err
}

// SeatTable seats table `table` of stage `stage` by hand: four participants
// (ID or exact name) in turn order, "CPU" for a substitute. The stage is
// created when new; a table that has games cannot be re-seated.
func (s *Service) SeatTable(stage, table string, refs [4]string) (YoninTable, error) {
	var out YoninTable
	err := s.update("yonin.table", func(w Writer) (string, error) {
		if _, _, err := s.yoninEvent(w); err != nil {
			return "", err
		}
		ps, err := w.Participants()
		if err != nil {
			return "", err
		}
		sts, err := w.Stages()
		if err != nil {
			return "", err
		}
		st, ok := stageOf(sts, stage)
		if !ok {
			if strings.TrimSpace(stage) == "" {
				return "", newProblem(ErrInvalidInput, "name the stage, e.g. 予選", "ステージ名（例：予選）を指定してください")
			}
			st = Stage{Order: len(sts) + 1, Name: strings.TrimSpace(stage)}
		}
		t := YoninTable{Name: strings.ToUpper(strings.TrimSpace(table))}
		if t.Name == "" {
			return "", newProblem(ErrInvalidInput, "name the table, e.g. A", "卓名（例：A）を指定してください")
		}
		humans := 0
		for i, ref := range refs {
			if strings.EqualFold(strings.TrimSpace(ref), "CPU") {
				continue
			}
			p, err := findIn(ps, ref)
			if err != nil {
				return "", err
			}
			for _, other := range st.Tables {
				if other.Name != t.Name && slices.Contains(other.Seats[:], p.ID) {
					return "", newProblem(ErrInvalidInput, "%s already sits at table %s of %s", "%s はすでに%sの%s卓に着いています", p.Name, st.Name, other.Name)
				}
			}
			if slices.Contains(t.Seats[:i], p.ID) {
				return "", newProblem(ErrInvalidInput, "%s is seated twice", "%s が2回指定されています", p.Name)
			}
			t.Seats[i] = p.ID
			humans++
		}
		if humans < 2 {
			return "", newProblem(ErrInvalidInput, "a table needs at least 2 people (CPUs fill the other seats)", "1卓に2人以上が必要です（残りはCPU代指し）")
		}
		if i, ok := st.TableByName(t.Name); ok {
			if len(st.Tables[i].Games) > 0 {
				return "", newProblem(ErrInvalidInput, "table %s already has games; it cannot be re-seated", "%s卓はすでに対局があるため、座席を変えられません", t.Name)
			}
			st.Tables[i] = t
		} else {
			st.Tables = append(st.Tables, t)
			slices.SortFunc(st.Tables, func(a, b YoninTable) int { return cmp.Compare(a.Name, b.Name) })
		}
		out = t
		return fmt.Sprintf("%s table %s seated: %v", st.Name, t.Name, t.Seats), w.PutStage(st)
	})
	return out, err
}

func findIn(ps []Participant, ref string) (Participant, error) {
	if id, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(ref, "#"))); err == nil {
		for _, p := range ps {
			if p.ID == id {
				return p, nil
			}
		}
	}
	for _, p := range ps {
		if NameKey(p.Name) == NameKey(ref) {
			return p, nil
		}
	}
	return Participant{}, newProblem(ErrNotFound, "no participant \"%s\"", "「%s」という参加者はいません", ref)
}

// SeatStage draws every table of a stage (SPEC §5): the first stage snake-
// seeded by rank, later stages seeded by the previous stage's results and
// avoiding players who already shared a table; CPUs fill the last tables.
// Only participants still in the event (and, after the first stage, the
// given players) are seated; a stage with games is not redrawn.
func (s *Service) SeatStage(stage string, players []int) (Stage, error) {
	return s.SeatStageTables(stage, players, 0)
}

// SeatStageTables is SeatStage with a number of tables chosen by the
// arbiter (0: as few as hold everybody); extra tables get CPU substitutes.
func (s *Service) SeatStageTables(stage string, players []int, tables int) (Stage, error) {
	var out Stage
	err := s.update("yonin.seat", func(w Writer) (string, error) {
		ev, set, err := s.yoninEvent(w)
		if err != nil {
			return "", err
		}
		ps, err := w.Participants()
		if err != nil {
			return "", err
		}
		sts, err := w.Stages()
		if err != nil {
			return "", err
		}
		st, exists := stageOf(sts, stage)
		if exists {
			for _, t := range st.Tables {
				if len(t.Games) > 0 {
					return "", newProblem(ErrInvalidInput, "%s already has games; it cannot be redrawn", "%sはすでに対局があるため、組み直せません", st.Name)
				}
			}
		} else {
			st = Stage{Order: len(sts) + 1, Name: strings.TrimSpace(stage)}
		}
		req := seating.Request{Tables: tables}
		seed, _ := strconv.ParseUint(ev.Setting(SettingSeed), 10, 64)
		req.Seed = seed + uint64(st.Order)
		var prev *Stage
		for i := range sts {
			if sts[i].Order < st.Order {
				prev = &sts[i]
				for _, t := range sts[i].Tables {
					var people []int
					for _, id := range t.Seats {
						if id != 0 {
							people = append(people, id)
						}
					}
					req.Tablemates = append(req.Tablemates, seating.TablematePairs(people)...)
				}
			}
		}
		if prev != nil {
			// Seed by the previous stage's results: table order, points, mates.
			rows, err := stageStandings(set, *prev)
			if err != nil {
				return "", err
			}
			// Best first across tables: place at the table, then points, mates.
			slices.SortStableFunc(rows, func(a, b YoninRow) int {
				return cmp.Or(cmp.Compare(a.Rank, b.Rank), cmp.Compare(b.Points, a.Points), cmp.Compare(b.Mates, a.Mates))
			})
			var order []int
			for _, r := range rows {
				// CPU substitutes do not go on; only the given players do.
				if r.ID != 0 && (len(players) == 0 || slices.Contains(players, r.ID)) {
					order = append(order, r.ID)
				}
			}
			req.Players = seating.FromOrder(order)
		} else {
			for _, p := range ps {
				if p.WithdrawnFrom > 0 || (len(players) > 0 && !slices.Contains(players, p.ID)) {
					continue
				}
				v, ok := p.Rank.Value()
				strength := 100 + v
				if !ok {
					strength = 0
				}
				if p.Rank.Kind == RankPro {
					strength = 200
				}
				req.Players = append(req.Players, seating.Player{ID: p.ID, Strength: strength})
			}
		}
		res, err := seating.Seat(req)
		if err != nil {
			return "", newProblem(ErrInvalidInput, "cannot seat the stage: %v", "ステージの座席を決められません（%v）", err)
		}
		st.Tables = nil
		for _, t := range res.Tables {
			yt := YoninTable{Name: t.Name}
			for i, id := range t.Seats {
				if id != seating.CPU {
					yt.Seats[i] = id
				}
			}
			st.Tables = append(st.Tables, yt)
		}
		out = st
		return fmt.Sprintf("%s drawn: %d tables, %d repeat meetings", st.Name, len(st.Tables), len(res.Repeats)), w.PutStage(st)
	})
	return out, err
}

// RecordYoninGame records the next game of a table: the eliminations in the
// --mated grammar ("V<M,V<M:foul,…", names, seat numbers or CPU1–4), the
// parent override (empty: the rotation and 連荘 decide), or a 千日手 (void).
// The points follow the rules of the event (SPEC §5).
func (s *Service) RecordYoninGame(stage, table, mated, parent string, void bool) (yonin.Played, error) {
	var out yonin.Played
	err := s.update("yonin.game", func(w Writer) (string, error) {
		tc, err := s.nextGame(w, stage, table)
		if err != nil {
			return "", err
		}
		ev, names, st, t, series, next := tc.ev, tc.names, tc.st, tc.t, tc.series, tc.next
		seats := seatNames(*t, names)
		g := yonin.Game{Parent: next.Parent, Void: void}
		if strings.TrimSpace(parent) != "" {
			p, ok := seats[strings.TrimSpace(parent)]
			if !ok {
				p, ok = seats[NameKey(parent)]
			}
			if !ok {
				return "", newProblem(ErrNotFound, "\"%s\" does not sit at table %s", "「%s」は%s卓にいません", parent, t.Name)
			}
			g.Parent = p
		}
		if !void {
			if g.Eliminations, err = yonin.ParseMated(mated, seats); err != nil {
				return "", yoninProblem(err)
			}
		}
		after, err := series.Apply(g)
		if err != nil {
			return "", yoninProblem(err)
		}
		played := after.Played()
		out = played[len(played)-1]
		t.Games = append(t.Games, YoninGame{Game: g, Text: strings.TrimSpace(mated), Arbiter: s.arbiterName(ev), Recorded: s.now().UTC()})
		pts := make([]string, 4)
		var labels [4]string
		for i := range pts {
			labels[i] = SeatLabel(*t, i, names)
			pts[i] = fmt.Sprintf("%s %d", labels[i], out.Points[i])
		}
		detail := fmt.Sprintf("%s table %s %s (parent %s): %s → %s", st.Name, t.Name, out.Slot.Label(), labels[g.Parent],
			yonin.FormatMated(g.Eliminations, labels), strings.Join(pts, ", "))
		if void {
			detail = fmt.Sprintf("%s table %s %s: 千日手, void", st.Name, t.Name, out.Slot.Label())
		}
		return detail, w.PutStage(st)
	})
	return out, err
}

// tableCtx is a table about to record its next game, inside a transaction.
type tableCtx struct {
	ev     Event
	names  map[int]string
	st     Stage
	t      *YoninTable // points into st.Tables
	series yonin.Series
	next   yonin.Slot
}

// nextGame finds table `table` of stage `stage` and replays its games.
func (s *Service) nextGame(w Writer, stage, table string) (tableCtx, error) {
	var tc tableCtx
	ev, set, err := s.yoninEvent(w)
	if err != nil {
		return tc, err
	}
	if tc.names, err = namesIn(w); err != nil {
		return tc, err
	}
	sts, err := w.Stages()
	if err != nil {
		return tc, err
	}
	st, ok := stageOf(sts, stage)
	if !ok {
		return tc, newProblem(ErrNotFound, "no stage \"%s\"", "ステージ「%s」はありません", stage)
	}
	ti, ok := st.TableByName(table)
	if !ok {
		return tc, newProblem(ErrNotFound, "%s has no table %s", "%sに%s卓はありません", st.Name, table)
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

func tableSeries(set yonin.Settings, t YoninTable) (yonin.Series, error) {
	games := make([]yonin.Game, len(t.Games))
	for i, g := range t.Games {
		games[i] = g.Game
	}
	return yonin.PlaySeries(set, games)
}

// YoninRow is one line of a table's standings.
type YoninRow struct {
	Table  string
	Rank   int
	ID     int // 0 for a CPU
	Seat   int
	Points int
	Mates  int
}

// stageStandings ranks every table of a stage, table by table.
func stageStandings(set yonin.Settings, st Stage) ([]YoninRow, error) {
	var out []YoninRow
	for ti, t := range st.Tables {
		series, err := tableSeries(set, t)
		if err != nil {
			return nil, err
		}
		for _, row := range series.Standings(ti) {
			out = append(out, YoninRow{Table: t.Name, Rank: row.Rank, ID: t.Seats[row.Seat], Seat: row.Seat, Points: row.Points, Mates: row.Mates})
		}
	}
	return out, nil
}

// YoninStandings returns the standings of every table of a stage (points,
// then mates), the tables themselves, and the game labels played so far.
func (s *Service) YoninStandings(stage string) ([]YoninRow, Stage, error) {
	var rows []YoninRow
	var st Stage
	err := s.store.View(func(r Reader) error {
		_, set, err := s.yoninEvent(r)
		if err != nil {
			return err
		}
		sts, err := r.Stages()
		if err != nil {
			return err
		}
		var ok bool
		if st, ok = stageOf(sts, stage); !ok {
			return newProblem(ErrNotFound, "no stage \"%s\"", "ステージ「%s」はありません", stage)
		}
		rows, err = stageStandings(set, st)
		return err
	})
	return rows, st, err
}

// Stages returns the stages of a four-player shogi event, in order.
func (s *Service) Stages() (sts []Stage, err error) {
	err = s.store.View(func(r Reader) error { sts, err = r.Stages(); return err })
	return sts, err
}

func namesIn(r Reader) (map[int]string, error) {
	ps, err := r.Participants()
	if err != nil {
		return nil, err
	}
	m := map[int]string{}
	for _, p := range ps {
		m[p.ID] = p.Name
	}
	return m, nil
}

// yoninProblem passes a rules/yonin message on, with a Japanese lead-in.
func yoninProblem(err error) error {
	return &wrapped{Problem: Problem{Text: Text{En: err.Error(), Ja: "記録できません: " + err.Error()}, Kind: ErrInvalidInput}, cause: err}
}

// Advancement is who goes on from a stage (勝ち抜け): by place at each table,
// through the 3位枠, and the ties the arbiter must still decide.
type Advancement struct {
	Qualified []int
	Thirds    []int
	Ties      [][]int // tied players around a line, to decide by playoff or lot
}

// YoninAdvancement applies the advancement rule (settings advance_per_table
// and best_thirds) to a stage. CPU substitutes never advance.
func (s *Service) YoninAdvancement(stage string) (Advancement, error) {
	var out Advancement
	err := s.store.View(func(r Reader) error {
		_, set, err := s.yoninEvent(r)
		if err != nil {
			return err
		}
		sts, err := r.Stages()
		if err != nil {
			return err
		}
		st, ok := stageOf(sts, stage)
		if !ok {
			return newProblem(ErrNotFound, "no stage \"%s\"", "ステージ「%s」はありません", stage)
		}
		var tables [][]yonin.Standing
		for ti, t := range st.Tables {
			series, err := tableSeries(set, t)
			if err != nil {
				return err
			}
			rows := series.Standings(ti)
			// A CPU seat ranks but never advances: leave it out.
			rows = slices.DeleteFunc(rows, func(r yonin.Standing) bool { return t.Seats[r.Seat] == 0 })
			tables = append(tables, rows)
		}
		a := set.Advance(tables)
		id := func(r yonin.Standing) int { return st.Tables[r.Table].Seats[r.Seat] }
		for _, r := range a.Qualified {
			out.Qualified = append(out.Qualified, id(r))
		}
		for _, r := range a.Thirds {
			out.Thirds = append(out.Thirds, id(r))
		}
		for _, t := range a.Ties {
			var ids []int
			for _, r := range t.Players {
				ids = append(ids, id(r))
			}
			out.Ties = append(out.Ties, ids)
		}
		return nil
	})
	return out, err
}

// SeatNextStage seats stage `to` with the players who advance from stage
// `from`; undecided ties must be settled first (seat those tables by hand).
func (s *Service) SeatNextStage(from, to string) (Stage, error) {
	return s.SeatNextStageTables(from, to, 0)
}

// SeatNextStageTables is SeatNextStage with a number of tables.
func (s *Service) SeatNextStageTables(from, to string, tables int) (Stage, error) {
	a, err := s.YoninAdvancement(from)
	if err != nil {
		return Stage{}, err
	}
	if len(a.Ties) > 0 {
		return Stage{}, newProblem(ErrInvalidInput, "%d tie(s) around the advancement line: decide them by playoff or lot and seat the tables by hand",
			"勝ち抜けの境界に同点が %d 組あります。決定戦か抽選で決めてから、卓を手で組んでください", len(a.Ties))
	}
	return s.SeatStageTables(to, append(a.Qualified, a.Thirds...), tables)
}

// StageByName returns the stage called name.
func (s *Service) StageByName(name string) (Stage, bool) {
	sts, err := s.Stages()
	if err != nil {
		return Stage{}, false
	}
	return stageOf(sts, name)
}

// RecordYoninJishogi records a 持将棋 game: the eliminations before it (the
// --mated grammar) and the unmated players ranked best first by the arbiter
// (piece points, mates, pieces in hand of the mated, turn order; SPEC §5).
func (s *Service) RecordYoninJishogi(stage, table, mated string, ranking []string) (yonin.Played, error) {
	var out yonin.Played
	err := s.update("yonin.jishogi", func(w Writer) (string, error) {
		tc, err := s.nextGame(w, stage, table)
		if err != nil {
			return "", err
		}
		ev, names, st, t, series, next := tc.ev, tc.names, tc.st, tc.t, tc.series, tc.next
		seats := seatNames(*t, names)
		g := yonin.Game{Parent: next.Parent}
		if g.Eliminations, err = yonin.ParseMated(mated, seats); err != nil {
			return "", yoninProblem(err)
		}
		g.Jishogi = []int{}
		for _, ref := range ranking {
			seat, ok := seats[strings.TrimSpace(ref)]
			if !ok {
				seat, ok = seats[NameKey(ref)]
			}
			if !ok {
				return "", newProblem(ErrNotFound, "\"%s\" does not sit at table %s", "「%s」は%s卓にいません", ref, t.Name)
			}
			g.Jishogi = append(g.Jishogi, seat)
		}
		after, err := series.Apply(g)
		if err != nil {
			return "", yoninProblem(err)
		}
		played := after.Played()
		out = played[len(played)-1]
		t.Games = append(t.Games, YoninGame{Game: g, Text: strings.TrimSpace(mated) + " 持将棋 " + strings.Join(ranking, ">"), Arbiter: s.arbiterName(ev), Recorded: s.now().UTC()})
		return fmt.Sprintf("%s table %s %s: 持将棋 %s", st.Name, t.Name, out.Slot.Label(), strings.Join(ranking, " > ")), w.PutStage(st)
	})
	return out, err
}

// TablePlayed replays a table's games: each with its label, parent and the
// points after it, for the table board and the score sheet.
func (s *Service) TablePlayed(t YoninTable) ([]yonin.Played, yonin.Series, error) {
	var played []yonin.Played
	var series yonin.Series
	err := s.store.View(func(r Reader) error {
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
