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

func runYonin(e *env, a args) error {
	if len(a.pos) < 2 {
		return usageHelp(yoninTopic)
	}
	sub, file, rest := a.pos[0], a.pos[1], a.pos[2:]
	want := map[string]int{"table": 6, "seat": 1, "game": 2, "standings": 1}
	n, ok := want[sub]
	if !ok || len(rest) != n {
		return usageHelp(yoninTopic)
	}
	s, format, done, err := formatted(a, file, e.open)
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
				return usage("--tables takes a number of tables", "--tables には卓の数を指定してください")
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
	wrong := usage("usage:\n%s\n(see `taikai help yonin`)", "使い方:\n%s\n（taikai help yonin を参照）", yoninGameUsage)
	jishogi := a.has("jishogi") || a.has("material") || a.has("nyugyoku") || a.has("conditions")
	if !a.has("mated") && !a.has("void") && !jishogi {
		return yonin.GameEntry{}, wrong
	}
	e := yonin.GameEntry{Mated: a.flag("mated", ""), Parent: a.flag("parent", ""), Void: a.has("void"), Penalties: a.flags["penalty"]}
	for _, p := range e.Penalties {
		if strings.TrimSpace(p) == "" {
			return e, usage("--penalty takes a player: a seat number 1–4, a name or CPU1–4", "--penalty には対局者を指定してください：席番号 1〜4、氏名、または CPU1〜4")
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
		return e, usage("--nyugyoku PLAYER and --conditions ANSWERS go together: the declarer and the arbiter's five answers (e.g. yyyyy)",
			"--nyugyoku PLAYER と --conditions ANSWERS は一緒に使います：宣言者と、審判の5つの答え（例 yyyyy）")
	case a.has("nyugyoku"):
		answers, err := yonin.ParseNyugyokuAnswers(a.flag("conditions", ""))
		if err != nil {
			// The rules say what is wrong with the answers in English; in
			// Japanese the answers typed are quoted with what they should be.
			return e, usage("%s\n  ① move 250 or later  ② the declarer's turn  ③ king within the opponents' 3rd rank\n  ④ king not in check  ⑤ the declarer has a legal move",
				"--conditions の答え「%s」が読めません：条件①〜⑤の順に5つ、y か n（○ か ×）で答えてください\n  ① 250手目以降  ② 宣言者の手番  ③ 自玉が敵陣3段目以内\n  ④ 王手がかかっていない  ⑤ 宣言者に指せる手がある",
				tournament.Text{En: err.Error(), Ja: a.flag("conditions", "")})
		}
		j.Nyugyoku = &yonin.NyugyokuEntry{Declarer: a.flag("nyugyoku", ""), Answers: answers}
	}
	if strings.TrimSpace(j.Material) == "" && len(j.Order) == 0 {
		return e, usage(`持将棋 needs --material "PLAYER:r1,p12,h3;…" (ranked by the four criteria) or --jishogi "P,Q,R" (the arbiter's order)`,
			"持将棋には --material 「PLAYER:r1,p12,h3;…」（4つの基準で順位）か --jishogi 「P,Q,R」（審判長の順位）を付けてください")
	}
	e.Jishogi = j
	return e, nil
}
