package yonin

import (
	"fmt"
	"strings"

	rules "taikai/rules/yonin"
	"taikai/tournament"
)

// GameEntry is one game as the arbiter enters it, on the table board or on
// the command line (`taikai yonin game`).
type GameEntry struct {
	// Mated are the eliminations in the --mated grammar ("V<M,V<M:foul,…";
	// names, seat numbers 1–4 or CPU1–4), in the order they happened.
	Mated string
	// Parent overrides the parent (親) of the game; empty: the rotation and
	// 連荘 decide.
	Parent string
	// Void records a 千日手: the whole game counts for nothing, so it takes
	// no eliminations, penalties or 持将棋 (seed ■2 (7)).
	Void bool
	// Penalties names one player per 反則点 without elimination (a
	// 連続王手の千日手, seed ■2 (7-1)): a seat number 1–4, a name or
	// CPU1–4. A player named twice pays twice.
	Penalties []string
	// Jishogi, when not nil, ends the game as 持将棋.
	Jishogi *JishogiEntry
	// ForGame is the game this entry was made for, counting the table's
	// games from 1 (what the preview showed); a table that has recorded
	// another game since refuses it. 0: the next game, whichever it is.
	ForGame int
}

// JishogiEntry is how a game ended as 持将棋 (seed ■2 (5), (6)).
type JishogiEntry struct {
	// Material is what the arbiter counted for each unmated player, in the
	// --material grammar ("山田:r1,p12,h3;佐藤:r0,p20"); the app ranks them by
	// the four criteria. Empty when only Order is given.
	Material string
	// Order is the arbiter's own ranking of the unmated players, best first:
	// an override of the criteria, logged as such. Empty: the ranking
	// computed from Material.
	Order []string
	// Nyugyoku is the 入玉宣言 that ended the game; nil for 持将棋 at the
	// move limit (300).
	Nyugyoku *NyugyokuEntry
}

// NyugyokuEntry is a 入玉宣言: who declared and the arbiter's yes/no answer
// to each of the five conditions. A declaration with a "no" is refused and
// play continues.
type NyugyokuEntry struct {
	Declarer string
	Answers  NyugyokuAnswers
}

// RecordYoninGame records the next game of a table: the eliminations in the
// --mated grammar ("V<M,V<M:foul,…", names, seat numbers or CPU1–4), the
// parent override (empty: the rotation and 連荘 decide), or a 千日手 (void).
// The points follow the rules of the event (docs/rules.md §5). See RecordGame for
// penalties and 持将棋.
func (s *Service) RecordYoninGame(stage, table, mated, parent string, void bool) (rules.Played, error) {
	return s.RecordGame(stage, table, GameEntry{Mated: mated, Parent: parent, Void: void})
}

// RecordYoninJishogi records a 持将棋 game: the eliminations before it (the
// --mated grammar) and the unmated players ranked best first by the arbiter
// (an override of the four criteria; see RecordGame for the ranking from
// the material).
func (s *Service) RecordYoninJishogi(stage, table, mated string, ranking []string) (rules.Played, error) {
	return s.RecordGame(stage, table, GameEntry{Mated: mated, Jishogi: &JishogiEntry{Order: ranking}})
}

// RecordGame records the next game of a table as e gives it: eliminations,
// 反則点 without elimination, a 千日手, or a 持将棋 ranked from the material
// by the four criteria (or in the arbiter's order, as an override), after a
// 入玉宣言 whose five conditions the arbiter confirmed. The points follow
// the rules of the event (docs/rules.md §5); every message names the players with
// their seat 1–4.
func (s *Service) RecordGame(stage, table string, e GameEntry) (rules.Played, error) {
	var out rules.Played
	action := "yonin.game"
	if e.Jishogi != nil {
		action = "yonin.jishogi"
	}
	err := s.UpdateText(action, func(w tournament.Writer) (tournament.Text, error) {
		tc, err := s.nextGame(w, stage, table)
		if err != nil {
			return tournament.Text{}, err
		}
		if e.ForGame != 0 && e.ForGame != len(tc.t.Games)+1 {
			return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput,
				"table %s has recorded game %d since this entry was made for game %d: check the table and enter again",
				"%s卓はこの入力（%d局目）の後に%d局目まで記録されています。卓を確かめてもう一度入力してください", tc.t.Name, len(tc.t.Games), e.ForGame)
		}
		g, notes, err := tc.game(e)
		if err != nil {
			return tournament.Text{}, err
		}
		after, err := tc.series.Apply(g)
		if err != nil {
			return tournament.Text{}, yoninProblem(err)
		}
		played := after.Played()
		out = played[len(played)-1]
		t, st := tc.t, tc.st
		shown := tc.shown()
		text := strings.TrimSpace(e.Mated)
		if g.Jishogi != nil {
			text = strings.TrimSpace(text + " 持将棋 " + joinSeats(g.Jishogi, shown, ">"))
		}
		if len(g.Penalties) > 0 {
			text = strings.TrimSpace(text + " 反則点 " + joinSeats(g.Penalties, shown, ","))
		}
		t.Games = append(t.Games, YoninGame{Game: g, Text: text, Arbiter: s.ArbiterName(tc.ev), Recorded: s.Now().UTC()})
		pts := make([]string, 4)
		for i := range pts {
			pts[i] = fmt.Sprintf("%s %d", shown[i], out.Points[i])
		}
		var detail tournament.Text
		mated := rules.FormatMated(g.Eliminations, shown)
		switch {
		case g.Void:
			detail = tournament.Text{En: fmt.Sprintf("%s table %s %s: 千日手, void", st.Name, t.Name, out.Slot.Label()),
				Ja: fmt.Sprintf("%s %s卓 %s：千日手（無効）", st.Name, t.Name, out.Slot.Label())}
		case g.Jishogi != nil:
			order := joinSeats(g.Jishogi, shown, " > ")
			detail = tournament.Text{En: fmt.Sprintf("%s table %s %s (parent %s): %s 持将棋 %s", st.Name, t.Name, out.Slot.Label(), shown[g.Parent], mated, order),
				Ja: fmt.Sprintf("%s %s卓 %s（親 %s）：%s 持将棋 %s", st.Name, t.Name, out.Slot.Label(), shown[g.Parent], mated, order)}
		default:
			detail = tournament.Text{En: fmt.Sprintf("%s table %s %s (parent %s): %s", st.Name, t.Name, out.Slot.Label(), shown[g.Parent], mated),
				Ja: fmt.Sprintf("%s %s卓 %s（親 %s）：%s", st.Name, t.Name, out.Slot.Label(), shown[g.Parent], mated)}
		}
		for _, n := range notes {
			detail.En += "; " + n.En
			detail.Ja += "。" + n.Ja
		}
		if !g.Void {
			detail.En += " → " + strings.Join(pts, ", ")
			detail.Ja += " → " + strings.Join(pts, "、")
		}
		return detail, putStage(w, st)
	})
	return out, err
}

// game builds the rules record of e for the table's next game and the
// notes the audit log adds (penalties, material, override, 入玉宣言).
func (tc tableCtx) game(e GameEntry) (rules.Game, []tournament.Text, error) {
	seats, labels, shown := seatNames(*tc.t, tc.names), tc.labels(), tc.shown()
	g := rules.Game{Parent: tc.next.Parent, Void: e.Void}
	var notes []tournament.Text
	if p := strings.TrimSpace(e.Parent); p != "" {
		seat, err := rules.FindPlayer(p, seats)
		if err != nil {
			return g, nil, tc.notAtTable(err, "", "親", p)
		}
		g.Parent = seat
	}
	if e.Void {
		switch {
		case strings.TrimSpace(e.Mated) != "":
			return g, nil, tournament.NewProblem(tournament.ErrInvalidInput,
				"a 千日手 voids the whole game, its mates included (seed ■2 (7)): --void takes no eliminations (\"%s\" given); enter the replay as the next game",
				"千日手は撃破点を含めて対局全体が無効です：撃破（%s）は記録できません。指し直しを次の局として入力してください", strings.TrimSpace(e.Mated))
		case len(e.Penalties) > 0:
			return g, nil, tournament.NewProblem(tournament.ErrInvalidInput,
				"a 千日手 voids the whole game, its 反則点 included (seed ■2 (7)): a void game takes no --penalty (%s given); a 連続王手の千日手 is not void: play goes on and the 反則点 is recorded with that game",
				"千日手は対局全体が無効で、反則点も付きません（%s が指定されています）。連続王手の千日手は無効局ではなく、対局を続けた局に反則点を記録します", strings.Join(e.Penalties, ", "))
		case e.Jishogi != nil:
			return g, nil, tournament.NewProblem(tournament.ErrInvalidInput, "a game is either a 千日手 (void) or a 持将棋, not both", "千日手（無効）と持将棋は同時に記録できません")
		}
		return g, nil, nil
	}
	var err error
	if g.Eliminations, err = rules.ParseMatedNamed(e.Mated, seats, labels); err != nil {
		return g, nil, yoninProblem(err)
	}
	count := map[int]int{}
	for _, ref := range e.Penalties {
		seat, err := rules.FindPlayer(ref, seats)
		if err != nil {
			return g, nil, tc.notAtTable(err, "反則点 for ", "反則点", ref)
		}
		g.Penalties = append(g.Penalties, seat)
		count[seat]++
	}
	if len(g.Penalties) > 0 {
		var ps []string
		for seat := range 4 {
			if n := count[seat]; n > 0 {
				ps = append(ps, fmt.Sprintf("%s −%d", shown[seat], n*tc.set.FoulPenalty))
			}
		}
		notes = append(notes, tournament.Text{En: "反則点 (no elimination) " + strings.Join(ps, ", "), Ja: "反則点（失格なし）" + strings.Join(ps, "、")})
	}
	if e.Jishogi == nil {
		return g, notes, nil
	}
	j := e.Jishogi
	if strings.TrimSpace(j.Material) == "" && len(j.Order) == 0 {
		return g, nil, tournament.NewProblem(tournament.ErrInvalidInput,
			"持将棋: give the material of every unmated player (--material \"PLAYER:r1,p12,h3;…\") or the arbiter's order (--jishogi \"P,Q,R\")",
			"持将棋：詰んでいない全員の駒（--material \"名前:r1,p12,h3;…\"）か、審判の順位（--jishogi \"P,Q,R\"）を指定してください")
	}
	if strings.TrimSpace(j.Material) != "" {
		given, err := rules.ParseMaterial(j.Material, seats)
		if err != nil {
			return g, nil, yoninProblem(err)
		}
		ranking, material, err := tc.set.JishogiFromMaterial(g.Parent, g.Eliminations, given, labels)
		if err != nil {
			return g, nil, yoninProblem(err)
		}
		g.JishogiMaterial = &material
		g.Jishogi = ranking.Seats()
		var by []string
		for i, p := range ranking[1:] {
			by = append(by, fmt.Sprintf("%d位 %s", i+2, p.DecidedBy))
		}
		notes = append(notes, tournament.Text{
			En: fmt.Sprintf("material %s; by the criteria %s (%s)", rules.FormatMaterial(given, shown), joinSeats(g.Jishogi, shown, " > "), strings.Join(by, ", ")),
			Ja: fmt.Sprintf("駒数 %s。基準による順位 %s（%s）", rules.FormatMaterial(given, shown), joinSeats(g.Jishogi, shown, " > "), strings.Join(by, "、")),
		})
	}
	if len(j.Order) > 0 {
		var order []int
		for _, ref := range j.Order {
			seat, err := rules.FindPlayer(ref, seats)
			if err != nil {
				return g, nil, tc.notAtTable(err, "", "持将棋の順位", strings.TrimSpace(ref))
			}
			order = append(order, seat)
		}
		g.Jishogi, g.JishogiOverride = order, true
		notes = append(notes, tournament.Text{En: "持将棋 order typed by the arbiter (override of the four criteria)", Ja: "持将棋の順位は審判の入力（4基準によらない）"})
	}
	if n := j.Nyugyoku; n != nil {
		seat, err := rules.FindPlayer(n.Declarer, seats)
		if err != nil {
			return g, nil, tc.notAtTable(err, "入玉宣言 by ", "入玉宣言", n.Declarer)
		}
		if err := tc.set.CheckAnswers(n.Answers); err != nil {
			return g, nil, nyugyokuProblem(err, tc.set, n.Answers, labels[seat])
		}
		g.Nyugyoku = &rules.Nyugyoku{Declarer: seat, Answers: n.Answers}
		notes = append(notes, tournament.Text{En: fmt.Sprintf("入玉宣言 by %s, conditions ①–⑤ confirmed", shown[seat]), Ja: fmt.Sprintf("%sの入玉宣言（条件①〜⑤を確認）", shown[seat])})
	}
	return g, notes, nil
}

// nyugyokuProblem says which conditions of a refused 入玉宣言 were not met.
func nyugyokuProblem(err error, set rules.Settings, a NyugyokuAnswers, who string) error {
	var failed []string
	for _, c := range a.Failures() {
		failed = append(failed, set.ConditionText(c))
	}
	return tournament.WrapRules(err, fmt.Sprintf("%sの入玉宣言は成立しません（対局続行）：%s", who, strings.Join(failed, "、")))
}

func joinSeats(seats []int, names [4]string, sep string) string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = names[s]
	}
	return strings.Join(out, sep)
}

// tableCtx is a table about to record its next game, inside a transaction.
type tableCtx struct {
	ev     tournament.Event
	set    rules.Settings
	names  map[int]string
	st     Stage
	t      *YoninTable // points into st.Tables
	series rules.Series
	next   rules.Slot
}

// shown names the seats as screens and sheets do (the name, CPU3).
func (tc tableCtx) shown() [4]string {
	var l [4]string
	for i := range l {
		l[i] = SeatLabel(*tc.t, i, tc.names)
	}
	return l
}

// labels names the seats in messages: the name with the seat 1–4.
func (tc tableCtx) labels() [4]string { return MessageLabels(*tc.t, tc.names) }

// notAtTable refuses a player typed for what (a 反則点, the parent …) who
// sits nowhere at the table: the rules' reason (a bare CPU at a table of
// two CPUs) and the seats, numbered as the board shows them.
func (tc tableCtx) notAtTable(err error, en, ja, typed string) error {
	labels := tc.labels()
	numbered := make([]string, 4)
	for i := range numbered {
		numbered[i] = SeatNumbered(*tc.t, i, tc.names)
	}
	reason, ok := rules.Japanese(err)
	if !ok {
		reason = fmt.Sprintf("「%s」はこの卓にいません", typed)
	}
	return &tournament.Problem{Kind: tournament.ErrNotFound, Text: tournament.Text{
		En: fmt.Sprintf("%s\"%s\" does not sit at table %s (seats 1–4: %s)", en, typed, tc.t.Name, strings.Join(labels[:], ", ")),
		Ja: fmt.Sprintf("%s：%s（%s卓：%s）", ja, reason, tc.t.Name, strings.Join(numbered, "、")),
	}}
}

// MessageLabels names each seat of t for messages: 「山田 (seat 1)」, or
// CPU3 for a substitute (the number is its seat).
func MessageLabels(t YoninTable, names map[int]string) [4]string {
	var l [4]string
	for i := range l {
		l[i] = SeatLabel(t, i, names)
		switch {
		case t.Seats[i] != 0 && l[i] == "":
			l[i] = fmt.Sprintf("seat %d", i+1)
		case t.Seats[i] != 0:
			l[i] = fmt.Sprintf("%s (seat %d)", l[i], i+1)
		}
	}
	return l
}

// nextGame finds table `table` of stage `stage` and replays its games.
func (s *Service) nextGame(r tournament.Reader, stage, table string) (tableCtx, error) {
	var tc tableCtx
	ev, set, err := s.yoninEvent(r)
	if err != nil {
		return tc, err
	}
	if tc.names, err = namesIn(r); err != nil {
		return tc, err
	}
	st, err := stageNamed(r, stage)
	if err != nil {
		return tc, err
	}
	ti, ok := st.TableByName(table)
	if !ok {
		return tc, tournament.NewProblem(tournament.ErrNotFound, "%s has no table %s", "%sに%s卓はありません", st.Name, table)
	}
	tc.ev, tc.set, tc.st = ev, set, st
	tc.t = &tc.st.Tables[ti]
	if tc.series, err = tableSeries(set, *tc.t, tc.names); err != nil {
		return tc, err
	}
	if tc.next, err = tc.series.Next(); err != nil {
		return tc, yoninProblem(err)
	}
	return tc, nil
}

// tableSeries replays a table's games, the players named in its messages.
func tableSeries(set rules.Settings, t YoninTable, names map[int]string) (rules.Series, error) {
	games := make([]rules.Game, len(t.Games))
	for i, g := range t.Games {
		games[i] = g.Game
	}
	return rules.PlaySeriesNamed(set, games, MessageLabels(t, names))
}

// JishogiPlayer is an unmated player of a game about to end as 持将棋, as
// the 持将棋 dialog lists them.
type JishogiPlayer struct {
	Seat  int
	Label string // as on the board: the name, or CPU3
	Mates int    // players mated in this game (criterion ②)
	Mover int    // 1 for the first mover … 4 (criterion ④: later is better)
}

// JishogiPlayers returns the unmated players of table's next game after
// the eliminations `mated`, in seat order, for the 持将棋 dialog.
func (s *Service) JishogiPlayers(stage, table, mated string) ([]JishogiPlayer, error) {
	var out []JishogiPlayer
	err := s.View(func(r tournament.Reader) error {
		tc, err := s.nextGame(r, stage, table)
		if err != nil {
			return err
		}
		es, err := rules.ParseMatedNamed(mated, seatNames(*tc.t, tc.names), tc.labels())
		if err != nil {
			return yoninProblem(err)
		}
		var gone [4]bool
		var mates [4]int
		for _, e := range es {
			gone[e.Victim] = true
			mates[e.Mater]++
		}
		shown := tc.shown()
		for seat := range 4 {
			if !gone[seat] {
				out = append(out, JishogiPlayer{Seat: seat, Label: shown[seat], Mates: mates[seat], Mover: rules.TurnPosition(seat, tc.next.Parent) + 1})
			}
		}
		return nil
	})
	return out, err
}

// PreviewJishogi ranks the unmated players of table's next game from the
// material by the four criteria, without recording anything: one line per
// player with the criterion that decided the place (ja: in Japanese).
func (s *Service) PreviewJishogi(stage, table, mated, material string, ja bool) ([]string, error) {
	var out []string
	err := s.View(func(r tournament.Reader) error {
		tc, err := s.nextGame(r, stage, table)
		if err != nil {
			return err
		}
		g, _, err := tc.game(GameEntry{Mated: mated, Jishogi: &JishogiEntry{Material: material}})
		if err != nil {
			return err
		}
		out = tc.set.JishogiLines(g, tc.shown(), ja)
		return nil
	})
	return out, err
}

// NyugyokuConditions returns the five conditions of 入玉宣言 as the event's
// settings word them (①250手目以降であること …), for the yes/no questions.
func (s *Service) NyugyokuConditions() ([]string, error) {
	var out []string
	err := s.View(func(r tournament.Reader) error {
		_, set, err := s.yoninEvent(r)
		if err != nil {
			return err
		}
		for c := rules.NyugyokuMoveReached; c <= rules.NyugyokuHasLegalMove; c++ {
			out = append(out, set.ConditionText(c))
		}
		return nil
	})
	return out, err
}

// CheckNyugyoku checks the arbiter's answers to the five conditions of a
// 入玉宣言 by declarer at table's next game: nil when every condition holds
// (the declaration stands and the game ends as 持将棋), else a refusal that
// lists the conditions not met — play continues (seed ■2 (6)). Nothing is
// recorded either way.
func (s *Service) CheckNyugyoku(stage, table, declarer string, a NyugyokuAnswers) error {
	return s.View(func(r tournament.Reader) error {
		tc, err := s.nextGame(r, stage, table)
		if err != nil {
			return err
		}
		seat, err := rules.FindPlayer(declarer, seatNames(*tc.t, tc.names))
		if err != nil {
			return tc.notAtTable(err, "入玉宣言 by ", "入玉宣言", declarer)
		}
		if err := tc.set.CheckAnswers(a); err != nil {
			return nyugyokuProblem(err, tc.set, a, tc.labels()[seat])
		}
		return nil
	})
}

// GameLines explains a recorded game for the board and the sheets: the
// 反則点 without elimination, and for a 持将棋 the ranking with the
// criterion that decided each place (or the arbiter's override) and the
// 入玉宣言. ja picks Japanese.
func GameLines(set rules.Settings, p Played, labels [4]string, ja bool) []string {
	var out []string
	if n := len(p.Game.Penalties); n > 0 {
		count := [4]int{}
		for _, seat := range p.Game.Penalties {
			count[seat]++
		}
		var ps []string
		for seat, c := range count {
			if c > 0 {
				ps = append(ps, fmt.Sprintf("%s −%d", labels[seat], c*set.FoulPenalty))
			}
		}
		if ja {
			out = append(out, "反則点（撃破なし）："+strings.Join(ps, "、"))
		} else {
			out = append(out, "反則点 (no elimination): "+strings.Join(ps, ", "))
		}
	}
	return append(out, set.JishogiLines(p.Game, labels, ja)...)
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
		names, err := namesIn(r)
		if err != nil {
			return err
		}
		series, err = tableSeries(set, t, names)
		played = series.Played()
		return err
	})
	return played, series, err
}
