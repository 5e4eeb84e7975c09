package teams

import (
	"fmt"
	"strings"

	"golang.org/x/text/width"

	matchrules "taikai/rules/teams"
	"taikai/tournament"
)

// The marks of a board's result, from the side of the team listed first.
var marks = map[rune]string{
	'○': "○", '〇': "○", 'o': "○", 'O': "○",
	'×': "×", 'x': "×", 'X': "×", '●': "×",
	'△': "△", '=': "△",
	'不': "不", '欠': "欠", '預': "預", '両': "両", '無': "無",
}

// Decide implements tournament.Swiss: a match's result from the side of
// the team listed first (Black's), board 1 first — a mark a board (○○×), or
// each board's result in the game's words separated by commas
// (B+R,W+3.5,B+T), which the game decides as for any game. The match is won
// by boards won (a win by default counting as a win, a draw half); a board
// held pending a ruling holds the match. The verdict's Extra is the boards
// with their results.
func (g game) Decide(ev tournament.Event, r tournament.Round, m tournament.Game, text string, answers []string) (tournament.Verdict, error) {
	mt, err := matchOf(m)
	if err != nil {
		return tournament.Verdict{}, err
	}
	if len(mt.Boards) != g.rules.Boards {
		return tournament.Verdict{}, tournament.NewProblem(tournament.ErrInvalidInput, "the match at table %d has no boards seated (paired before the section was a team event?): re-pair the round",
			"%d 番卓の試合には盤の組合せがありません（団体戦になる前に組み合わせましたか）。回戦を組み直してください", m.Table)
	}
	parts, err := g.split(text)
	if err != nil {
		return tournament.Verdict{}, err
	}
	if parts, err = withEmptyBoards(mt, m, parts, text); err != nil {
		return tournament.Verdict{}, err
	}
	stored := make([]string, len(parts))
	for k, part := range parts {
		b := &mt.Boards[k]
		if b.Empty() {
			// 欠員: decided when seated; the text agreed (withEmptyBoards).
			stored[k] = b.Mark(m.Black)
			continue
		}
		if mark, ok := markOf(part); ok {
			if mark == "△" {
				if err := g.drawAllowed(ev, r, b.Game); err != nil {
					return tournament.Verdict{}, boardProblem(k, err)
				}
			}
			b.Outcome = outcomeOfMark(mark, b.BlackTeam == m.Black)
			b.Game.Result = &tournament.Result{Text: mark}
			stored[k] = mark
			continue
		}
		v, err := g.Swiss.Decide(ev, r, b.Game, part, answers)
		if err != nil {
			return tournament.Verdict{}, boardProblem(k, err)
		}
		b.Outcome = outcomeOfVerdict(v)
		b.Game.Result = &tournament.Result{Text: v.Stored, Entered: part, Note: v.Note}
		stored[k] = v.Stored
	}
	out := tournament.Verdict{Stored: strings.Join(stored, ","), Note: scoreNote(mt, m)}
	if allMarks(stored) {
		out.Stored = strings.Join(stored, "")
	}
	switch w, ok := winner(mt, m); {
	case !ok:
	case w == m.Black:
		out.Winner = tournament.Black
	case w == m.White:
		out.Winner = tournament.White
	}
	if out.Extra, err = tournament.EncodeExtra(mt); err != nil {
		return tournament.Verdict{}, err
	}
	return out, nil
}

// drawAllowed says why board game bg cannot be drawn (nil: it can): the
// game has no draw, or not on this board's terms (a half-point komi, a
// game that must have a winner).
func (g game) drawAllowed(ev tournament.Event, r tournament.Round, bg tournament.Game) error {
	d, ok := g.Swiss.(tournament.Drawer)
	if !ok {
		return tournament.NewProblem(tournament.ErrInvalidInput, "%s has no draw: enter ○ or × (or 預 pending a ruling)",
			"%sに引き分けはありません。○か×を入力してください（裁定待ちは預）", g.Swiss.Name())
	}
	v, err := g.Swiss.Decide(ev, r, bg, d.DrawResult(), nil)
	if err != nil {
		return err
	}
	if v.Winner != tournament.NoColour {
		return tournament.NewProblem(tournament.ErrInvalidInput, "a drawn game here has a winner (%s): enter ○ or × for the board",
			"この盤の引き分けには勝者が決まります（%s）。○か×を入力してください", v.Note)
	}
	return nil
}

// split reads the match's text into one part a board: commas separate the
// boards' results; without one, each character is a board's mark.
func (g game) split(text string) ([]string, error) {
	t := strings.TrimSpace(width.Fold.String(text))
	var parts []string
	if strings.ContainsAny(t, ",、") {
		for _, p := range strings.FieldsFunc(t, func(r rune) bool { return r == ',' || r == '、' }) {
			parts = append(parts, strings.TrimSpace(p))
		}
	} else {
		for _, r := range t {
			if r == ' ' {
				continue
			}
			if _, ok := marks[r]; !ok {
				return nil, tournament.NewProblem(tournament.ErrInvalidInput, "\"%s\" is not a match's result: write a mark a board (○○× — ○ win, × loss, △ draw, 不 win by default, 欠 loss by default, 預 pending, 両 both lose, 無 no result) or each board's result separated by commas (B+R,W+3.5,B+T)",
					"「%s」は試合の結果として読めません。盤ごとに1文字（○○×：○勝ち ×負け △引き分け 不不戦勝 欠不戦敗 預勝敗預かり 両両負け 無無勝負）か、盤ごとの結果をカンマ区切り（B+R,W+3.5,B+T）で書いてください", text)
			}
			parts = append(parts, string(r))
		}
	}
	return parts, nil
}

// withEmptyBoards checks the boards' results typed for match m against its
// empty boards (欠員, lost by default when seated): the text gives every
// board, the empty ones as they stand (不 or 欠 from the first-listed team's
// side), or only the boards played, the empty ones then filled in.
func withEmptyBoards(mt match, m tournament.Game, parts []string, text string) ([]string, error) {
	n, played := len(mt.Boards), 0
	for _, b := range mt.Boards {
		if !b.Empty() {
			played++
		}
	}
	switch len(parts) {
	case n:
		for k, b := range mt.Boards {
			if want := b.Mark(m.Black); b.Empty() && parts[k] != want {
				return nil, tournament.NewProblem(tournament.ErrInvalidInput, "board %d has no player (欠員): it is %s for the first-listed team, not \"%s\"",
					"%d番盤は欠員で、先に書かれたチームの「%s」です（「%s」ではありません）", k+1, want, parts[k])
			}
		}
		return parts, nil
	case played:
		if played == n {
			return parts, nil
		}
		out := make([]string, 0, n)
		for _, b := range mt.Boards {
			if b.Empty() {
				out = append(out, b.Mark(m.Black))
				continue
			}
			out = append(out, parts[0])
			parts = parts[1:]
		}
		return out, nil
	}
	if played < n {
		return nil, tournament.NewProblem(tournament.ErrInvalidInput, "\"%s\" gives %d boards' results; the match has %d boards, %d of them played (the others empty: 欠員), board 1 first",
			"「%s」は %d 面分の結果です。この試合は %d 面で、対局は %d 面です（ほかは欠員）。1番盤から順に書いてください", text, len(parts), n, played)
	}
	return nil, tournament.NewProblem(tournament.ErrInvalidInput, "\"%s\" gives %d boards' results; the match has %d boards (board 1 first)",
		"「%s」は %d 面分の結果です。この試合は %d 面です（1番盤から順に）", text, len(parts), n)
}

// markOf reads a part that is one mark.
func markOf(part string) (string, bool) {
	rs := []rune(part)
	if len(rs) != 1 {
		return "", false
	}
	m, ok := marks[rs[0]]
	return m, ok
}

// allMarks reports whether every board was entered as a mark.
func allMarks(stored []string) bool {
	for _, s := range stored {
		if _, ok := markOf(s); !ok {
			return false
		}
	}
	return true
}

// outcomeOfMark is a mark of the first-listed team's player as the board's
// Outcome; firstBlack says whether that player has Black on the board.
func outcomeOfMark(mark string, firstBlack bool) Outcome {
	pick := func(first, other Outcome) Outcome {
		if firstBlack {
			return first
		}
		return other
	}
	switch mark {
	case "○":
		return pick(blackWins, whiteWins)
	case "×":
		return pick(whiteWins, blackWins)
	case "不":
		return pick(blackForfeit, whiteForfeit)
	case "欠":
		return pick(whiteForfeit, blackForfeit)
	case "△":
		return drawn
	case "預":
		return held
	case "両":
		return bothLose
	}
	return noResult
}

// outcomeOfVerdict is the game's verdict on a board as the match counts it:
// its winner, else the keywords every two-sided game takes (勝敗預かり,
// 両負け, 無勝負), else a draw.
func outcomeOfVerdict(v tournament.Verdict) Outcome {
	switch v.Winner {
	case tournament.Black:
		return blackWins // by play or by default: a board won either way
	case tournament.White:
		return whiteWins
	}
	switch strings.ToLower(v.Stored) {
	case tournament.ResultPending:
		return held
	case tournament.ResultDoubleLoss:
		return bothLose
	case tournament.ResultNoResult:
		return noResult
	}
	return drawn
}

// winner is the match's winner (a team's ID, 0 for a drawn match); ok false
// while a board has no result or is held pending a ruling.
func winner(mt match, m tournament.Game) (int, bool) {
	switch mt.result(m.Black).Winner {
	case matchrules.TeamA:
		return m.Black, true
	case matchrules.TeamB:
		return m.White, true
	case matchrules.MatchDrawn:
		return 0, true
	}
	return 0, false
}

// scoreNote says the match's boards as the first-listed team sees them:
// "2–1" (2勝1敗), or that a board holds it.
func scoreNote(mt match, m tournament.Game) tournament.Text {
	for k, bd := range mt.Boards {
		if bd.outcome(m.Black) == matchrules.Pending {
			return tournament.Tr("%s is pending a ruling: the match waits for it", "%sは勝敗預かり：試合の勝敗は裁定待ち", boardName(k))
		}
	}
	res := mt.result(m.Black)
	a, b := tournament.Points(res.BoardsA), tournament.Points(res.BoardsB)
	return tournament.Text{En: fmt.Sprintf("boards %s–%s", a, b), Ja: fmt.Sprintf("%s勝%s敗", a, b)}
}

// boardProblem names the board a game's refusal was about.
func boardProblem(k int, err error) error {
	return &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Text{
		En: fmt.Sprintf("board %d: %s", k+1, tournament.Localize(err, tournament.English)),
		Ja: fmt.Sprintf("%d番盤：%s", k+1, tournament.Localize(err, tournament.Japanese))}}
}
