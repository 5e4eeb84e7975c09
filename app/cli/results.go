package cli

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// The results topic: the grammar of the event's game, or of every game.
func init() {
	registerTopic(topic{names: []string{"results"}, write: printResultsHelp})
}

// teamSwiss is a section's Swiss with its team rules, to name a team
// section's grammar as its own.
type teamSwiss struct {
	tournament.Swiss
	rules tournament.TeamRules
}

// printResultsHelp is `taikai help results [FILE]`: the result verb and the
// grammar of the event's games (one per section), or of every game played
// in paired rounds.
func printResultsHelp(e *env, rest []string) error {
	var ds []tournament.Swiss
	var team tournament.Text // how any team match is written, without a file
	if len(rest) > 0 {
		// The grammar of each game the event's sections play; a team
		// section's is its matches'.
		v, list, done, err := e.openSections(rest[0])
		if err != nil {
			return err
		}
		defer done()
		var seen []string
		for _, sec := range list {
			key := fmt.Sprintf("%s/%d", sec.Game, sec.Teams.Boards)
			if slices.Contains(seen, key) {
				continue
			}
			seen = append(seen, key)
			ev, err := v.Service(sec.ID).Event()
			if err != nil {
				return err
			}
			sw, err := ev.Swiss()
			if err != nil {
				return err
			}
			ds = append(ds, teamSwiss{sw, sec.Teams})
		}
	} else {
		team = teams.MatchGrammar(0)
		for _, d := range tournament.Disciplines() {
			if sw, ok := d.(tournament.Swiss); ok {
				ds = append(ds, sw)
			}
		}
	}
	var b strings.Builder
	b.WriteString("\ntaikai " + verbs["result"].usage + "\n")
	for _, d := range ds {
		name := d.Name().In(e.lang)
		if ts, ok := d.(teamSwiss); ok && !ts.rules.IsZero() {
			name += e.say(fmt.Sprintf(", team event of %d boards (団体戦)", ts.rules.Boards), fmt.Sprintf("・%d人制の団体戦", ts.rules.Boards))
		}
		fmt.Fprintf(&b, "\n%s:\n%s\n", name, strings.TrimRight(d.Grammar().In(e.lang), "\n"))
	}
	if team.En != "" {
		fmt.Fprintf(&b, "\n%s\n%s", e.say("Team events (団体戦, a section added with --team-boards N; taikai help teams):", "団体戦（--team-boards N で作った部門。taikai help teams）："),
			e.say(team.En+"  each board's words being the game's, as above; taikai help results FILE gives the event's own.\n",
				team.Ja+"  盤ごとの書き方は上の各競技のとおりです。taikai help results FILE でその大会の書き方を示します。\n"))
	}
	b.WriteString("\n" + e.say(`--ANSWER: when the rules need an answer before they decide (see above), the result is
refused and the message names the flags that answer; add one and record again.
Recording a table again corrects it; every standing after it follows.
RESULT "clear" puts the table back to not reported (logged).
`, `--ANSWER: 規則が判断の前に答えを必要とするとき（上の説明を参照）は記録を断り、
答えとなるフラグを示します。どれか一つを付けてもう一度記録してください。
同じ卓をもう一度記録すると訂正になり、それ以降の順位もすべて変わります。
結果に clear と書くと、その卓は未報告に戻ります（操作履歴に残ります）。
`))
	fmt.Fprint(e.out, b.String())
	return nil
}

func runResult(e *env, a args) error {
	s, n, table, done, err := e.openGame(a, "result", 4)
	if err != nil {
		return err
	}
	defer done()
	if err := checkAnswers(s, a.open); err != nil {
		return err
	}
	return recordResult(e, s, n, table, a.pos[3], a.open)
}

// answeringAt is answering, then the game at table of round n of s as
// stored after it.
func (e *env) answeringAt(s *tournament.Service, n, table int, given []string, try func(answers []string) error) (tournament.Game, error) {
	if err := e.answering(given, try); err != nil {
		return tournament.Game{}, err
	}
	r, err := s.Round(n)
	if err != nil {
		return tournament.Game{}, err
	}
	g, _, _ := r.GameAt(table)
	return g, nil
}

// answering calls try with the answers given so far until the rules ask
// no more: each question the rules ask is answered from the flags given
// (answer); a question asked again ends it, as the answer did not settle
// it. It returns try's last error.
func (e *env) answering(given []string, try func(answers []string) error) error {
	var answers []string
	for {
		err := try(answers)
		var q *tournament.Question
		if !errors.As(err, &q) {
			return err
		}
		key, aerr := e.answer(q, given, err)
		if aerr != nil {
			return aerr
		}
		if slices.Contains(answers, key) {
			return err // asked again: the answer did not settle it
		}
		answers = append(answers, key)
	}
}

// recordResult records (or clears) the result text of table in round n,
// the flags given answering the rules' questions, and says what it
// recorded.
func recordResult(e *env, s *tournament.Service, n, table int, text string, given []string) error {
	if w := strings.ToLower(strings.TrimSpace(text)); w == "clear" || w == "取消" || w == "未報告" {
		if err := s.ClearResult(n, table); err != nil {
			return err
		}
		fmt.Fprintf(e.out, e.say("round %d table %d: cleared (not reported)\n", "%d 回戦 %d 番卓：結果を取り消しました（未報告）\n"), n, table)
		return nil
	}
	// Record as typed; when the rules ask a question, the flags given
	// answer it (an Othello card under 64: --empty-squares or
	// --recording-error). Flags the rules did not ask for are not needed.
	old := ""
	if r, err := s.Round(n); err == nil {
		if g, _, ok := r.GameAt(table); ok && g.Result != nil {
			old = g.Result.Text
		}
	}
	g, err := e.answeringAt(s, n, table, given, func(answers []string) error {
		_, err := s.RecordResult(n, table, text, answers...)
		return err
	})
	if err != nil {
		return err
	}
	ev := eventOf(s)
	line := e.say(fmt.Sprintf("round %d table %d: %s", n, table, g.Result.Text),
		fmt.Sprintf("%d 回戦 %d 番卓：%s", n, table, resultWords(ev, g.Result.Text, e.lang)))
	if teams.In(s) {
		line = e.say(fmt.Sprintf("round %d table %d: ", n, table), fmt.Sprintf("%d 回戦 %d 番卓：", n, table)) + e.matchResult(ev, g) + e.matchWinner(s, g)
	} else if note := g.Result.Note.In(e.lang); note != "" && note != resultWords(ev, g.Result.Text, e.lang) {
		line += e.say(" ("+note+")", "（"+note+"）")
	}
	if old != "" && old != g.Result.Text {
		// Never a silent overwrite: say what the correction replaced.
		line += e.say(fmt.Sprintf("; corrected from %s", old), fmt.Sprintf("（%s から訂正）", resultWords(ev, old, e.lang)))
	}
	fmt.Fprintln(e.out, line)
	if old != g.Result.Text {
		e.warnLaterRounds(s, n)
	}
	return nil
}

// warnLaterRounds says, as the results screen does, which later rounds
// were paired on the result before a change of round n: they are not
// re-paired by themselves, and the arbiter must know (a correction of a
// preliminary round after the final is paired may change the finalists).
func (e *env) warnLaterRounds(s *tournament.Service, n int) {
	rs, err := s.Rounds()
	if err != nil {
		return
	}
	var later []string
	for _, r := range rs {
		if r.Number > n {
			later = append(later, strconv.Itoa(r.Number))
		}
	}
	if len(later) == 0 {
		return
	}
	fmt.Fprintf(e.errw, e.say("taikai: warning: the pairings of round(s) %s were made on the result before this change; they are not re-paired (taikai unpair and pair re-pairs the last round if needed)\n",
		"taikai: 注意：%s 回戦の組合せは、この変更の前の結果で作られています。組み直しはしていません（必要なら taikai unpair と taikai pair で最後の回戦を組み直してください）\n"),
		strings.Join(later, e.say(", ", "・")))
}

// checkAnswers refuses a flag that is no answer the event's rules take
// (a typo such as --empty-square), and two answers at once.
func checkAnswers(s *tournament.Service, given []string) error {
	ev, err := s.Event()
	if err != nil {
		return err
	}
	d, err := ev.Discipline()
	if err != nil {
		return err
	}
	var keys []string
	if an, ok := d.(tournament.Answerer); ok {
		for _, c := range an.Answers() {
			keys = append(keys, c.Key)
		}
	}
	var chosen []string
	for _, g := range given {
		if !slices.Contains(keys, g) {
			return unknownFlag(g)
		}
		chosen = append(chosen, "--"+g)
	}
	if len(chosen) > 1 {
		return notBoth(chosen)
	}
	return nil
}

// answer picks the answer to the rules' question q among the flags given:
// exactly one of its choices, or the refusal err with the flags to add.
func (e *env) answer(q *tournament.Question, given []string, err error) (string, error) {
	var chosen, all []string
	var ja []string
	for _, c := range q.Choices {
		all = append(all, "--"+c.Key)
		label, _, _ := strings.Cut(c.Label.Ja, "（")
		ja = append(ja, "--"+c.Key+"（"+label+"）")
		if slices.Contains(given, c.Key) {
			chosen = append(chosen, "--"+c.Key)
		}
	}
	switch len(chosen) {
	case 1:
		return strings.TrimPrefix(chosen[0], "--"), nil
	case 0:
		return "", hinted{err: err, hint: tournament.Text{En: "add " + orList(all, ", ", " or "), Ja: orList(ja, "、", "か ") + "を付けてください"}}
	}
	return "", notBoth(chosen)
}

// notBoth is the usage error of two or more answers given at once.
func notBoth(flags []string) usageError {
	if len(flags) > 2 {
		return usage("give only one of %s", "%s のどれか一つだけを付けてください", tournament.Text{En: orList(flags, ", ", " or "), Ja: strings.Join(flags, "、")})
	}
	return usage("give %s, not both", "%s のどちらか一つだけを付けてください", tournament.Text{En: orList(flags, ", ", " or "), Ja: orList(flags, "", " と ")})
}

// orList writes "a", "a or b", "a, b or c" (with sep ", " and or " or ").
func orList(items []string, sep, or string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], sep) + or + items[len(items)-1]
}

// hinted is a refusal with what to do about it on the next line.
type hinted struct {
	err  error
	hint tournament.Text
}

func (h hinted) Error() string { return h.err.Error() + "\n" + h.hint.En }

// Localized implements tournament.Localizer.
func (h hinted) Localized(l tournament.Lang) string {
	return tournament.Localize(h.err, l) + "\n" + h.hint.In(l)
}

func (h hinted) Unwrap() error { return h.err }

func runStandings(e *env, a args) error {
	if err := a.want(1, 1, verbs["standings"].usage); err != nil {
		return err
	}
	format := a.flag("format", "table")
	if err := checkFormat(format); err != nil {
		return err
	}
	after := 0
	if a.has("round") {
		var err error
		if after, err = strconv.Atoi(a.flag("round", "")); err != nil || after < 1 {
			return roundNumber("round")
		}
	}
	s, done, err := e.open(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	team := teams.In(s)
	if a.has("boards") && !team {
		return tournament.NewProblem(tournament.ErrInvalidInput, "--boards gives the board prizes of a team section; this section is not a team event",
			"--boards は団体戦の部門の各将の個人賞です。この部門は団体戦ではありません")
	}
	var st tournament.Table
	if a.has("boards") {
		st, err = teams.Prizes(s, after)
	} else {
		st, err = s.Standings(after)
	}
	if err != nil {
		return err
	}
	names, err := s.Names()
	if err != nil {
		return err
	}
	cols := st.Shown(tournament.OnCLI)
	t := table{header: []string{"rank", "name"}, headerJa: []string{"順位", "氏名"}}
	if team && !a.has("boards") {
		t.headerJa[1] = "チーム"
	}
	for _, c := range cols {
		t.header = append(t.header, st.Columns[c].Key)
		t.headerJa = append(t.headerJa, st.Columns[c].Label.Ja)
	}
	t.header = append(t.header, "place", "id", "note")
	for _, r := range st.Rows {
		rank := strconv.Itoa(r.Rank)
		if r.Tied && format == "table" {
			rank += "="
		}
		row := []string{rank, names[r.ID]}
		for _, c := range cols {
			cell := ""
			if c < len(r.Cells) {
				cell = r.Cells[c]
			}
			row = append(row, cell)
		}
		row = append(row, strconv.Itoa(r.Place), strconv.Itoa(r.ID), strings.Join(r.NotesIn(tournament.OnCLI, e.lang), ";"))
		t.rows = append(t.rows, row)
	}
	switch {
	case format != "table":
	case a.has("boards"):
		fmt.Fprintf(e.out, e.say("board prizes after round %d: %s\n", "%d 回戦終了時の各将の個人賞：%s\n"), st.After, st.Order.In(e.lang))
	default:
		fmt.Fprintf(e.out, e.say("standings after round %d\n", "%d 回戦終了時の順位\n"), st.After)
	}
	return t.write(e.out, format)
}
