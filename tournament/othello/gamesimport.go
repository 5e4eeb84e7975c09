package othello

import (
	"encoding/csv"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/width"

	rules "taikai/rules/othello"
	"taikai/tournament"
)

// gameRow is one line of a games CSV, as read.
type gameRow struct {
	line                 int
	round, table         int
	black, white, result string
	short                rules.Shortfall
}

// parseGameRows reads the games CSV's lines (every line's problems at
// once, nothing imported when there is one); the players are looked up,
// the results decided and the rounds checked by ImportGames.
func parseGameRows(data []byte) ([]gameRow, error) {
	text, _, err := tournament.DecodeCSVText(data)
	if err != nil {
		return nil, err
	}
	cr := csv.NewReader(strings.NewReader(text))
	cr.FieldsPerRecord = -1
	header, err := cr.Read()
	if err != nil {
		return nil, tournament.NewProblem(tournament.ErrInvalidInput, "the games CSV is empty", "対局の CSV が空です")
	}
	col := map[string]int{}
	for i, h := range header {
		col[strings.ToLower(strings.TrimSpace(h))] = i
	}
	for _, need := range []string{"round", "table", "black", "white", "black_discs", "white_discs", "outcome"} {
		if _, ok := col[need]; !ok {
			return nil, &tournament.ImportError{Problems: []tournament.LineProblem{{Line: 1, Text: tournament.Tr("missing column %s: the header is round,table,black,white,black_discs,white_discs,outcome",
				"列 %s がありません。見出しは round,table,black,white,black_discs,white_discs,outcome です", need)}}}
		}
	}
	var rows []gameRow
	var probs []tournament.LineProblem
	bad := func(line int, c string, t tournament.Text) {
		probs = append(probs, tournament.LineProblem{Line: line, Column: c, Text: t})
	}
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, tournament.CSVSyntax(err)
		}
		line, _ := cr.FieldPos(0)
		if tournament.BlankRecord(rec) {
			continue
		}
		get := func(c string) string {
			if i, ok := col[c]; ok && i < len(rec) {
				return strings.TrimSpace(width.Fold.String(rec[i]))
			}
			return ""
		}
		r := gameRow{line: line, black: get("black"), white: get("white")}
		if r.round, err = strconv.Atoi(get("round")); err != nil || r.round < 1 || r.round > tournament.MaxRound {
			bad(line, "round", tournament.Tr("\"%s\" is not a round number (1 to %d)", "「%s」は回戦の番号（1〜%d）ではありません", get("round"), tournament.MaxRound))
		}
		outcome := get("outcome")
		if outcome == "bye" {
			r.result = "bye"
		} else {
			if r.table, err = strconv.Atoi(get("table")); err != nil || r.table < 1 || r.table > tournament.MaxTable {
				bad(line, "table", tournament.Tr("\"%s\" is not a table number (1 to %d)", "「%s」は卓の番号（1〜%d）ではありません", get("table"), tournament.MaxTable))
			}
			r.result = get("black_discs") + "-" + get("white_discs")
			if get("black_discs") == "" && get("white_discs") == "" {
				r.result = ""
			}
			if outcome != "" {
				r.result = strings.TrimPrefix(r.result+":"+outcome, ":")
			}
		}
		switch get("shortfall") {
		case "empty-squares":
			r.short = rules.EmptySquares
		case "recording-error":
			r.short = rules.RecordingError
		case "":
		default:
			bad(line, "shortfall", tournament.Tr("use empty-squares or recording-error", "empty-squares か recording-error を書いてください"))
		}
		rows = append(rows, r)
	}
	if len(probs) > 0 {
		return nil, &tournament.ImportError{Problems: probs}
	}
	if len(rows) == 0 {
		return nil, tournament.NewProblem(tournament.ErrInvalidInput, "the games CSV has no games", "対局の CSV に対局がありません")
	}
	return rows, nil
}

// ImportGames loads already played Othello games from a CSV (CLI.md:
// round,table,black,white,black_discs,white_discs,outcome, and an optional
// shortfall column: empty-squares or recording-error for cards under 64,
// recording-error for cards over 64, rule 19).
// The rounds must follow the rounds already in the event, each complete. All
// rows or, with every bad line named, none.
func (s *Service) ImportGames(data []byte) (int, error) {
	rows, err := parseGameRows(data)
	if err != nil {
		return 0, err
	}
	var probs []tournament.LineProblem
	bad := func(line int, c string, t tournament.Text) {
		probs = append(probs, tournament.LineProblem{Line: line, Column: c, Text: t})
	}
	count := 0
	err = s.Update("games.import", func(w tournament.Writer) (string, error) {
		ev, ps, rs, err := tournament.ReadAll(w)
		if err != nil {
			return "", err
		}
		if ev.Game != Kind {
			return "", tournament.NewProblem(tournament.ErrInvalidInput, "games import is for Othello events", "対局の取込はオセロの大会のものです")
		}
		set, err := SettingsOf(ev)
		if err != nil {
			return "", err
		}
		byName := map[string]int{}
		for _, p := range ps {
			byName[tournament.NameKey(p.Name)] = p.ID
		}
		rounds := map[int]*tournament.Round{}
		firstLine := map[int]int{}
		var numbers []int
		seen := map[[2]int]int{} // round, player → line
		for _, r := range rows {
			rd := rounds[r.round]
			if rd == nil {
				rd = &tournament.Round{Number: r.round, PairedAt: s.Now().UTC(), Published: true}
				rounds[r.round] = rd
				firstLine[r.round] = r.line
				numbers = append(numbers, r.round)
			}
			b, ok := byName[tournament.NameKey(r.black)]
			if !ok {
				bad(r.line, "black", tournament.Tr("no participant named \"%s\"", "「%s」という参加者はいません", r.black))
				continue
			}
			wid := 0
			if r.result != "bye" {
				if wid, ok = byName[tournament.NameKey(r.white)]; !ok {
					bad(r.line, "white", tournament.Tr("no participant named \"%s\"", "「%s」という参加者はいません", r.white))
					continue
				}
			}
			for _, id := range []int{b, wid} {
				if id == 0 {
					continue
				}
				if first, dup := seen[[2]int{r.round, id}]; dup {
					bad(r.line, "", tournament.Tr("#%d already plays in round %d (line %d)", "#%d は %d 回戦にすでに出ています（%d 行目）", id, r.round, first))
				}
				seen[[2]int{r.round, id}] = r.line
			}
			g := tournament.Game{Table: r.table, Black: b, White: wid, Why: tournament.Text{En: "imported", Ja: "取込"}}
			if r.result != "bye" {
				if _, _, dup := rd.GameAt(r.table); dup {
					bad(r.line, "table", tournament.Tr("table %d appears twice in round %d", "%[2]d 回戦に %[1]d 番卓が2回あります", r.table, r.round))
				}
				res, err := rules.ParseCard(r.result) // over 64: the shortfall column may say recording-error (rule 19)
				if err == nil {
					var v rules.Verdict
					if v, err = set.Decide(res, rules.Context{Stage: rules.Preliminary, Shortfall: r.short}); err == nil {
						g.Result = &tournament.Result{Text: v.Result().String(), Entered: r.result, Note: tournament.Text{En: v.Note.En, Ja: v.Note.Ja}, Arbiter: s.ArbiterName(ev), Recorded: s.Now().UTC()}
					}
				}
				if err != nil {
					bad(r.line, "", tournament.Text{En: err.Error(), Ja: othelloJapanese(err)})
				}
			}
			rd.Games = append(rd.Games, g)
		}
		slices.Sort(numbers)
		for i, n := range numbers {
			if n != len(rs)+1+i {
				bad(firstLine[n], "round", tournament.Tr("rounds must follow the %d already in the event without gaps (found round %d)",
					"回戦は既存の %d 回戦の続きから、飛ばさずに並べてください（%d 回戦があります）", len(rs), n))
				break
			}
		}
		if len(probs) > 0 {
			return "", &tournament.ImportError{Problems: probs}
		}
		for _, n := range numbers {
			rd := rounds[n]
			slices.SortStableFunc(rd.Games, func(a, b tournament.Game) int {
				if a.IsBye() != b.IsBye() {
					if a.IsBye() {
						return 1
					}
					return -1
				}
				return a.Table - b.Table
			})
			if err := w.PutRound(*rd); err != nil {
				return "", err
			}
			count += len(rd.Games)
		}
		return fmt.Sprintf("imported %d games in rounds %d–%d", count, numbers[0], numbers[len(numbers)-1]), nil
	})
	return count, err
}
