package yonin

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"taikai/pairing/seating"
	rules "taikai/rules/yonin"
	"taikai/tournament"
)

// SeatTable seats table `table` of stage `stage` by hand: four participants
// (ID or exact name) in turn order, CPU for a substitute (any width or
// case, or CPU代指し: rules.IsCPU). The stage is
// created when new; a table that has games cannot be re-seated.
func (s *Service) SeatTable(stage, table string, refs [4]string) (YoninTable, error) {
	var out YoninTable
	err := s.UpdateText("yonin.table", func(w tournament.Writer) (tournament.Text, error) {
		_, _, ps, sts, err := s.seating(w)
		if err != nil {
			return tournament.Text{}, err
		}
		st, ok := stageOf(sts, stage)
		if !ok {
			if strings.TrimSpace(stage) == "" {
				return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "name the stage, e.g. 予選", "ステージ名（例：予選）を指定してください")
			}
			st = Stage{Order: len(sts) + 1, Name: strings.TrimSpace(stage)}
		}
		t := YoninTable{Name: strings.ToUpper(strings.TrimSpace(table))}
		if t.Name == "" {
			return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "name the table, e.g. A", "卓名（例：A）を指定してください")
		}
		humans := 0
		for i, ref := range refs {
			if rules.IsCPU(ref) {
				continue
			}
			p, err := tournament.FindIn(ps, ref)
			if err != nil {
				return tournament.Text{}, err
			}
			for _, other := range st.Tables {
				if other.Name != t.Name && slices.Contains(other.Seats[:], p.ID) {
					return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "%s already sits at table %s of %s", "%s はすでに%sの%s卓に着いています", p.Name, st.Name, other.Name)
				}
			}
			if slices.Contains(t.Seats[:i], p.ID) {
				return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "%s is seated twice", "%s が2回指定されています", p.Name)
			}
			t.Seats[i] = p.ID
			humans++
		}
		if humans < 2 {
			return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "a table needs at least 2 people (CPUs fill the other seats)", "1卓に2人以上が必要です（残りはCPU代指し）")
		}
		if i, ok := st.TableByName(t.Name); ok {
			// The table keeps its name however it was typed (1, Ａ卓 → A).
			t.Name = st.Tables[i].Name
			if len(st.Tables[i].Games) > 0 {
				return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "table %s already has games; it cannot be re-seated", "%s卓はすでに対局があるため、座席を変えられません", t.Name)
			}
			st.Tables[i] = t
		} else {
			st.Tables = append(st.Tables, t)
			slices.SortFunc(st.Tables, func(a, b YoninTable) int { return cmp.Compare(a.Name, b.Name) })
		}
		out = t
		return tournament.Text{En: fmt.Sprintf("%s table %s seated: %v", st.Name, t.Name, t.Seats),
			Ja: fmt.Sprintf("%s %s卓の席を決定：%s", st.Name, t.Name, seatsJa(t.Seats))}, putStage(w, st)
	})
	return out, err
}

// SeatStage draws every table of a stage (docs/rules.md §5): the first stage snake-
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
	err := s.UpdateText("yonin.seat", func(w tournament.Writer) (tournament.Text, error) {
		ev, set, ps, sts, err := s.seating(w)
		if err != nil {
			return tournament.Text{}, err
		}
		st, exists := stageOf(sts, stage)
		if exists {
			for _, t := range st.Tables {
				if len(t.Games) > 0 {
					return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "%s already has games; it cannot be redrawn", "%sはすでに対局があるため、組み直せません", st.Name)
				}
			}
		} else {
			st = Stage{Order: len(sts) + 1, Name: strings.TrimSpace(stage)}
		}
		req := seating.Request{Tables: tables}
		seed, _ := strconv.ParseUint(ev.Setting(tournament.SettingSeed), 10, 64)
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
				return tournament.Text{}, err
			}
			// Best first across tables: place at the table, then points, mates.
			slices.SortStableFunc(rows, func(a, b YoninRow) int {
				return cmp.Or(cmp.Compare(a.Rank, b.Rank), cmp.Compare(b.Points, a.Points), cmp.Compare(b.Mates, a.Mates))
			})
			present := map[int]bool{}
			for _, p := range ps {
				present[p.ID] = p.StatusIn(st.Order) == tournament.Present
			}
			var order []int
			for _, r := range rows {
				// CPU substitutes do not go on; only the given players do,
				// and only those present (issue 38).
				if r.ID != 0 && present[r.ID] && (len(players) == 0 || slices.Contains(players, r.ID)) {
					order = append(order, r.ID)
				}
			}
			req.Players = seating.FromOrder(order)
		} else {
			for _, p := range ps {
				// Present players only: one withdrawn, or marked absent for
				// this stage, is seated at no table (issue 38).
				if p.StatusIn(st.Order) != tournament.Present || (len(players) > 0 && !slices.Contains(players, p.ID)) {
					continue
				}
				v, ok := p.Rank.Value()
				strength := 100 + v
				if !ok {
					strength = 0
				}
				if p.Rank.Kind == tournament.RankPro {
					strength = 200
				}
				req.Players = append(req.Players, seating.Player{ID: p.ID, Strength: strength})
			}
		}
		res, err := seating.Seat(req)
		if err != nil {
			return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "cannot seat the stage: %v", "ステージの座席を決められません（%v）", err)
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
		return tournament.Text{En: fmt.Sprintf("%s drawn: %d tables, %d repeat meetings", st.Name, len(st.Tables), len(res.Repeats)),
			Ja: fmt.Sprintf("%sの卓割り：%d卓、再戦 %d組", st.Name, len(st.Tables), len(res.Repeats))}, putStage(w, st)
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
		return Stage{}, tournament.NewProblem(tournament.ErrInvalidInput, "%d tie(s) around the advancement line: decide them by playoff or lot and seat the tables by hand",
			"勝ち抜けの境界に同点が %d 組あります。決定戦か抽選で決めてから、卓を手で組んでください", len(a.Ties))
	}
	return s.SeatStageTables(to, append(a.Qualified, a.Thirds...), tables)
}

// seatsJa lists the seats of a table for the Japanese audit log: #ID (a
// name when shown) or CPU, 1番 to 4番.
func seatsJa(seats [4]int) string {
	out := make([]string, 4)
	for i, id := range seats {
		who := "CPU"
		if id != 0 {
			who = fmt.Sprintf("#%d", id)
		}
		out[i] = fmt.Sprintf("%d番 %s", i+1, who)
	}
	return strings.Join(out, "、")
}

// stageNames are the names a stage is given when none is typed: 予選,
// 本戦, 決勝, then 第4ステージ ….
var stageNames = []string{"予選", "本戦", "決勝"}

// NextStageName is the name of stage n (from 0) when none is typed.
func NextStageName(n int) string {
	if n < len(stageNames) {
		return stageNames[n]
	}
	return fmt.Sprintf("第%dステージ", n+1)
}

// SeatNext implements tournament.NextSeater: 全部門の次の回戦を組む seats
// the first stage (予選) by rank, or the next from the players the last
// stage advances, the tables chosen as SeatStage does; refused while the
// last stage is being played or has ties at the line.
func (Discipline) SeatNext(s *tournament.Service) (tournament.Text, error) {
	y := Of(s)
	sts, err := y.Stages()
	if err != nil {
		return tournament.Text{}, err
	}
	name := NextStageName(len(sts))
	var st Stage
	if len(sts) == 0 {
		st, err = y.SeatStageTables(name, nil, 0)
	} else {
		// Seated by itself only once every table of the last stage is
		// over; the arbiter may seat it earlier on the 四人将棋 screen.
		from := sts[len(sts)-1].Name
		a, aerr := y.YoninAdvancement(from)
		if aerr != nil {
			return tournament.Text{}, aerr
		}
		if len(a.Playing) > 0 {
			return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "stage %[1]s is still being played (tables %[2]s): the next stage is seated once its games are over",
				"%[1]s はまだ対局中です（%[3]s卓）。次のステージは対局が終わってから組みます", from, strings.Join(a.Playing, ", "), strings.Join(a.Playing, "・"))
		}
		st, err = y.SeatNextStageTables(from, name, 0)
	}
	if err != nil {
		return tournament.Text{}, err
	}
	return tournament.Tr("stage %s seated: %d tables", "%sの卓割り：%d 卓", st.Name, len(st.Tables)), nil
}

// seating reads what seating a table or a stage starts from: the event and
// its settings, the participants and the stages.
func (s *Service) seating(r tournament.Reader) (tournament.Event, rules.Settings, []tournament.Participant, []Stage, error) {
	ev, set, err := s.yoninEvent(r)
	if err != nil {
		return ev, set, nil, nil, err
	}
	ps, err := r.Participants()
	if err != nil {
		return ev, set, nil, nil, err
	}
	sts, err := stagesIn(r)
	return ev, set, ps, sts, err
}
