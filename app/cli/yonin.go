package cli

import (
	"fmt"
	"strconv"
	"strings"

	"taikai/tournament/yonin"
)

const yoninHelp = `
taikai yonin table FILE STAGE TABLE P1 P2 P3 P4    seat a table; P1 moves first in game 1, then
                                                   P2, P3, P4 clockwise; CPU seats a substitute
taikai yonin seat FILE STAGE [--tables N] [--all]  draw the tables of a stage automatically (N tables:
                                                   CPU substitutes fill the extra seats); a later stage
                                                   seats the advancers of the stage before (--all: everybody)
taikai yonin game FILE STAGE TABLE --mated "V<M,V<M,V<M" [--parent P] [--void]
taikai yonin standings FILE STAGE [--table T] [--format table|csv|json]

--mated lists the eliminations of one game in the order they happened: V<M = V was mated
by M; V<M:foul = V fouled (resignation or time loss with 3+ left) and counts as mated by M,
with the foul penalty. Players are named as registered, by seat number 1–4, or CPU1–CPU4.
The parent defaults to the rotation (and 連荘); --parent overrides it. --void records a
千日手 game with no points. --jishogi "P,Q,R" ends the game as 持将棋 with the unmated players
ranked best first by the arbiter (piece points, mates, pieces in hand of the mated, turn order).
`

func runYonin(e *env, a args) error {
	if len(a.pos) < 2 {
		return usageError{"usage:" + yoninHelp}
	}
	sub, file, rest := a.pos[0], a.pos[1], a.pos[2:]
	want := map[string]int{"table": 6, "seat": 1, "game": 2, "standings": 1}
	n, ok := want[sub]
	if !ok || len(rest) != n {
		return usageError{"usage:" + yoninHelp}
	}
	format := a.flag("format", "table")
	if err := checkFormat(format); err != nil {
		return err
	}
	s, done, err := e.open(file)
	if err != nil {
		return err
	}
	defer done()
	names, err := s.Names()
	if err != nil {
		return err
	}
	y := yonin.Of(s)
	switch sub {
	case "table":
		t, err := y.SeatTable(rest[0], rest[1], [4]string{rest[2], rest[3], rest[4], rest[5]})
		if err != nil {
			return err
		}
		fmt.Fprintf(e.out, e.say("%s table %s: %s\n", "%s %s卓: %s\n"), rest[0], t.Name, seatList(t, names))
	case "seat":
		tables := 0
		if a.has("tables") {
			if tables, err = strconv.Atoi(a.flag("tables", "")); err != nil || tables < 1 {
				return usageError{"--tables takes a number of tables"}
			}
		}
		var st yonin.Stage
		if sts, err := y.Stages(); err == nil && len(sts) > 0 && !a.has("all") {
			if _, exists := y.StageByName(rest[0]); !exists {
				// A later stage: the advancers of the stage before.
				st, err = y.SeatNextStageTables(sts[len(sts)-1].Name, rest[0], tables)
				if err != nil {
					return err
				}
				for _, t := range st.Tables {
					fmt.Fprintf(e.out, e.say("%s table %s: %s\n", "%s %s卓: %s\n"), st.Name, t.Name, seatList(t, names))
				}
				return nil
			}
		}
		st, err := y.SeatStageTables(rest[0], nil, tables)
		if err != nil {
			return err
		}
		for _, t := range st.Tables {
			fmt.Fprintf(e.out, e.say("%s table %s: %s\n", "%s %s卓: %s\n"), st.Name, t.Name, seatList(t, names))
		}
	case "game":
		if !a.has("mated") && !a.has("void") && !a.has("jishogi") {
			return usageError{"usage: taikai yonin game FILE STAGE TABLE --mated \"V<M,V<M,V<M\" [--parent P] [--void] [--jishogi \"P,Q,R\"]"}
		}
		var p yonin.Played
		if a.has("jishogi") {
			p, err = y.RecordYoninJishogi(rest[0], rest[1], a.flag("mated", ""), strings.Split(a.flag("jishogi", ""), ","))
		} else {
			p, err = y.RecordYoninGame(rest[0], rest[1], a.flag("mated", ""), a.flag("parent", ""), a.has("void"))
		}
		if err != nil {
			return err
		}
		_, st, err := y.YoninStandings(rest[0])
		if err != nil {
			return err
		}
		ti, _ := st.TableByName(rest[1])
		t := st.Tables[ti]
		pts := make([]string, 4)
		for i := range pts {
			pts[i] = fmt.Sprintf("%s %d", yonin.SeatLabel(t, i, names), p.Points[i])
			if i == p.Slot.Parent {
				pts[i] += " (親)"
			}
		}
		fmt.Fprintf(e.out, "%s %s: %s\n", t.Name, p.Slot.Label(), strings.Join(pts, ", "))
	case "standings":
		rows, st, err := y.YoninStandings(rest[0])
		if err != nil {
			return err
		}
		t := table{header: []string{"table", "rank", "name", "points", "mates"}}
		for _, r := range rows {
			if a.has("table") && !strings.EqualFold(r.Table, a.flag("table", "")) {
				continue
			}
			ti, _ := st.TableByName(r.Table)
			t.rows = append(t.rows, []string{r.Table, strconv.Itoa(r.Rank), yonin.SeatLabel(st.Tables[ti], r.Seat, names),
				strconv.Itoa(r.Points), strconv.Itoa(r.Mates)})
		}
		return t.write(e.out, format)
	}
	return nil
}

func seatList(t yonin.YoninTable, names map[int]string) string {
	out := make([]string, 4)
	for i := range out {
		out[i] = yonin.SeatLabel(t, i, names)
	}
	return strings.Join(out, ", ")
}
