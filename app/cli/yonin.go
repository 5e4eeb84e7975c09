package cli

import (
	"fmt"
	"strconv"
	"strings"

	"taikai/tournament"
	"taikai/tournament/yonin"
)

// The game flags of `yonin game` beyond those cli.go names for the verb.
const yoninGameUsage = `taikai yonin game FILE STAGE TABLE --mated "V<M,V<M,V<M" [--penalty PLAYER]... [--parent P]
taikai yonin game FILE STAGE TABLE --void
taikai yonin game FILE STAGE TABLE [--mated "V<M"] --material "P:r1,p12,h3;Q:p15;…" [--jishogi "P,Q,R"]
                                   [--nyugyoku PLAYER --conditions yyyyy] [--penalty PLAYER]...`

const yoninHelp = `
taikai yonin table FILE STAGE TABLE P1 P2 P3 P4    seat a table; P1 moves first in game 1, then
                                                   P2, P3, P4 clockwise; CPU (ＣＰＵ, cpu, CPU代指し)
                                                   seats a substitute
taikai yonin seat FILE STAGE [--tables N] [--all]  draw the tables of a stage automatically (N tables:
                                                   CPU substitutes fill the extra seats); a later stage
                                                   seats the advancers of the stage before (--all: everybody)
` + yoninGameUsage + `
taikai yonin standings FILE STAGE [--table T] [--format table|csv|json]

Players are named as registered, by seat number 1–4, or CPU1–CPU4 (full-width ＣＰＵ１ too);
a table's only CPU is also just CPU.

--mated lists the eliminations of one game in the order they happened: V<M = V was mated
by M; V<M:foul = V fouled (resignation or time loss with 3+ left) and counts as mated by M,
the nearest unmated 上家, with the foul penalty (反則点, setting foul_penalty).
The parent defaults to the rotation (and 連荘); --parent overrides it.

--penalty PLAYER  a 反則点 without elimination (連続王手の千日手, seed 7-1: the offender
                  changes the move on the 5th repetition and play goes on). Repeat the flag
                  once per penalty: "--penalty 2 --penalty 2" costs seat 2 two points. The
                  point is deducted from the offender and goes to nobody.

--void            a 千日手: the whole game is void (mates and 反則点 included) and replayed;
                  it takes no --mated, --penalty or 持将棋 (refused if given).

持将棋 (move 300, or an accepted 入玉宣言): the unmated players are ranked by
  ① piece points (rook 5, other pieces 1), ② players mated in the game,
  ③ pieces on the stands of the players they mated, ④ turn order (the later mover ranks higher).
--material "PLAYER:COUNTS;PLAYER:COUNTS…"  one item per unmated player (every one, no mated one):
    r N   rooks (飛・龍) the player owns, on the board and in hand        (also 飛)
    p N   every other piece (小駒), on the board and in hand, no king    (also 小, 小駒)
    h N   pieces on the stands (駒台) of the players this player mated,  (also 台, 駒台)
          counted together; 0 (or left out) when they mated nobody
  Counts are separated by commas or spaces, a count left out is 0; numbers may be written
  １２ or 十二; ： ； ， 、 are accepted.  Example: --material "山田:r1,p12,h3;佐藤:p10;CPU4:r1,p9"
  A set has 4 rooks and 28 other pieces: more (r9, p500, 5 rooks in all) is refused as mistyped.
  Mates (②) and turn order (④) come from --mated and the parent. The app ranks and prints
  which criterion decided each place.
--jishogi "P,Q,R"  the arbiter's own order of the unmated players, best first: an override of
  the criteria, logged as such (with --material the computed order is logged beside it).
--nyugyoku PLAYER --conditions ANSWERS  the game ended by PLAYER's 入玉宣言; ANSWERS are the
  arbiter's five answers, in order (y/n, ○/×):
    ① move 250 or later  ② the declarer's turn  ③ king within the opponents' 3rd rank
    ④ king not in check  ⑤ the declarer has a legal move
  e.g. --conditions yyyyy. Any "n" refuses the declaration (nothing recorded; play continues).
  With 2 players left the 1st is treated as having mated the 2nd.
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
		entry, err := yoninGameEntry(a)
		if err != nil {
			return err
		}
		p, err := y.RecordGame(rest[0], rest[1], entry)
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
		var labels [4]string
		for i := range pts {
			labels[i] = yonin.SeatLabel(t, i, names)
			pts[i] = fmt.Sprintf("%s %d", labels[i], p.Points[i])
			if i == p.Slot.Parent {
				pts[i] += " (親)"
			}
		}
		if p.Game.Void {
			fmt.Fprintf(e.out, e.say("%s %s: 千日手, void (replayed)\n", "%s %s：千日手（無効・指し直し）\n"), t.Name, p.Slot.Label())
		}
		fmt.Fprintf(e.out, "%s %s: %s\n", t.Name, p.Slot.Label(), strings.Join(pts, ", "))
		set, err := y.RulesSettings()
		if err != nil {
			return err
		}
		for _, line := range yonin.GameLines(set, p, labels, e.lang == tournament.Japanese) {
			fmt.Fprintln(e.out, "  "+line)
		}
	case "standings":
		rows, st, err := y.YoninStandings(rest[0])
		if err != nil {
			return err
		}
		t := table{header: []string{"table", "rank", "name", "points", "mates"}}
		only := -1
		if a.has("table") {
			i, ok := st.TableByName(a.flag("table", ""))
			if !ok {
				return tournament.NewProblem(tournament.ErrNotFound, "%s has no table %s", "%sに%s卓はありません", st.Name, a.flag("table", ""))
			}
			only = i
		}
		for _, r := range rows {
			if ti, _ := st.TableByName(r.Table); only >= 0 && ti != only {
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

// yoninGameEntry reads the flags of `yonin game` into one game entry.
func yoninGameEntry(a args) (yonin.GameEntry, error) {
	usage := usageError{"usage:\n" + yoninGameUsage + "\n(see `taikai help yonin`)"}
	jishogi := a.has("jishogi") || a.has("material") || a.has("nyugyoku") || a.has("conditions")
	if !a.has("mated") && !a.has("void") && !jishogi {
		return yonin.GameEntry{}, usage
	}
	e := yonin.GameEntry{Mated: a.flag("mated", ""), Parent: a.flag("parent", ""), Void: a.has("void"), Penalties: a.flags["penalty"]}
	for _, p := range e.Penalties {
		if strings.TrimSpace(p) == "" {
			return e, usageError{"--penalty takes a player: a seat number 1–4, a name or CPU1–4"}
		}
	}
	if !jishogi {
		return e, nil
	}
	j := &yonin.JishogiEntry{Material: a.flag("material", "")}
	if a.has("jishogi") {
		for _, r := range strings.Split(strings.NewReplacer("、", ",", "，", ",", ">", ",").Replace(a.flag("jishogi", "")), ",") {
			if r = strings.TrimSpace(r); r != "" {
				j.Order = append(j.Order, r)
			}
		}
	}
	switch {
	case a.has("nyugyoku") != a.has("conditions"):
		return e, usageError{"--nyugyoku PLAYER and --conditions ANSWERS go together: the declarer and the arbiter's five answers (e.g. yyyyy)"}
	case a.has("nyugyoku"):
		answers, err := yonin.ParseNyugyokuAnswers(a.flag("conditions", ""))
		if err != nil {
			return e, usageError{err.Error() + "\n  ① move 250 or later  ② the declarer's turn  ③ king within the opponents' 3rd rank\n  ④ king not in check  ⑤ the declarer has a legal move"}
		}
		j.Nyugyoku = &yonin.NyugyokuEntry{Declarer: a.flag("nyugyoku", ""), Answers: answers}
	}
	if strings.TrimSpace(j.Material) == "" && len(j.Order) == 0 {
		return e, usageError{"持将棋 needs --material \"PLAYER:r1,p12,h3;…\" (ranked by the four criteria) or --jishogi \"P,Q,R\" (the arbiter's order)"}
	}
	e.Jishogi = j
	return e, nil
}
