package cli

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"taikai/tournament"
	"taikai/tournament/igo"
)

// Go's count on the board (終局処理, docs/rules.md §4.4): `taikai count`,
// standalone or as a proposal in a game's dispute.
func init() {
	registerGameVerbs(igo.Kind,
		namedVerb{"count", verb{run: runCount, after: "disputes", valued: []string{"position", "sgf", "dead", "captures", "komi", "format", "side"},
			usage:     "count [FILE ROUND TABLE] --position BOARD.txt | --sgf GAME.sgf [--dead D4,Q16] [--captures B,W] [--komi K] [--side black|white|arbiter] [--format text|json]",
			summary:   "count a final Go position under the Japanese rules (地, 駄目, セキ, dead stones); with FILE ROUND TABLE it becomes a proposal (終局案) in that game's dispute (see `taikai help count`)",
			summaryJa: "囲碁の終局の盤面を日本囲碁規約で計算します（地・駄目・セキ・死に石）。FILE ROUND TABLE を付けるとその対局の異議の終局案になります（taikai help count）"}},
	)
	registerTopic(topic{names: []string{"count"}, text: tournament.Text{En: countHelp, Ja: countHelpJa}})
}

const countHelp = `
taikai count --position BOARD.txt | --sgf GAME.sgf [--dead D4,Q16 …] [--captures B,W] [--komi K] [--format text|json]
    Count a final position under the Japanese rules (docs/rules.md §4.4): each side's
    territory (地), the open points (駄目), seki stones, dead stones taken up or left in a
    seki's eye, prisoners, and the result.
    BOARD.txt: one line a row, the top row first: X black, O white, . empty (●, ○, ・ too),
    x and o a stone marked dead (its whole chain); 9, 13 or 19 rows.
    --sgf: the record's final position, its moves replayed with captures; its KM is
    the komi and the stones it captured the prisoners, unless given.
    --dead marks chains dead by one point of each (A–T without I, 1–19 from the bottom,
    as GTP writes them), on top of the file's marks; repeat it or separate with commas.
    --captures B,W: the prisoners Black and White captured in play (default: the
    record's, or 0,0). --komi K: 6.5, 0, -0.5 (White gives 0.5); a board as text
    needs it, a record has its own.
    --format json: one object: size; black_territory, white_territory;
    captured_in_play (Black's, White's); black_prisoners and white_prisoners
    (captured in play + dead stones taken up); black_dead_taken and
    white_dead_taken (the dead stones Black, White takes up from its territory);
    dead_left; seki_stones_black, seki_stones_white (stones); dame and seki_eyes
    (points); black_score, white_score (White's with the komi); komi; result (B+2.5,
    W+6.5, jigo) and result_ja; board (the position) and marks (the drawing's letters).
    Refused, with the place: a ragged or oversized board, a character that is not a
    stone, a chain marked dead in part only, a chain without a liberty, a stone
    marked dead in its own colour's territory, a record that is not Go or whose
    moves are illegal.
taikai count FILE ROUND TABLE --position … | --sgf … [--section KEY] [--side black|white|arbiter]
    The count becomes a proposal (終局案) in that game's dispute, under the game's komi
    (its handicap): --side black or white for a player's proposal (黒の終局案,
    白の終局案), arbiter (the default) for the arbiter's own count. It records no
    result: decide with 'taikai dispute' (the proposals' results as the claims) or
    rule with 'taikai rule'. Refused in a section whose game is not Go or Pair Go.
    Pair Go counts the board scores (地 + prisoners, 62-58) to which its own komi and
    rotation errors apply.
`

const countHelpJa = `
taikai count --position BOARD.txt | --sgf GAME.sgf [--dead D4,Q16 …] [--captures 黒,白] [--komi K] [--format text|json]
    終局の盤面を日本囲碁規約で計算します（docs/rules.md §4.4）。双方の地、駄目、セキ石、
    取り上げる死に石とセキの目に残る死に石、アゲハマ、勝敗を表示します。
    BOARD.txt：盤の横1列を1行に、上の列から。X 黒、O 白、. 空点（●、○、・ でも可）、
    x と o は死に石（その石団全体）。9路、13路、19路。
    --sgf：棋譜の最終局面（着手を取り石とともに並べ直します）。コミは棋譜の KM、
    アゲハマは棋譜で取った石の数です（指定すればそちらが優先）。
    --dead：死に石の石団を一点ずつ指定します（A〜T、I は使いません。1〜19 は下から。GTP の書き方）。
    ファイルの印に加えます。繰り返すか、カンマで区切ります。
    --captures 黒,白：対局中に黒と白が取った石の数（既定：棋譜の数、なければ 0,0）。
    --komi K：6.5、0、-0.5（白が半目出す）。盤面の文字では必須、棋譜は棋譜のコミを使います。
    --format json：size（路数）、black_territory・white_territory（地）、
    captured_in_play（黒・白が対局中に取った石）、black_prisoners・white_prisoners（対局中に
    取った石＋取り上げた死に石）、black_dead_taken・white_dead_taken（黒・白が自分の地から
    取り上げる死に石）、dead_left、seki_stones_black・seki_stones_white（セキ石の数）、dame・
    seki_eyes（点の数）、black_score・white_score（白はコミ込み）、komi、result（B+2.5、W+6.5、
    jigo）と result_ja、board（盤面）と marks（図の文字）を一つのオブジェクトで出力します。
    次の場合は場所を示して断ります：行の長さがそろわない・大きすぎる盤面、石でない文字、
    一部だけ死に石の石団、呼吸点のない石団、自分の地の中の自分の死に石、囲碁でない棋譜、
    打てない着手のある棋譜。
taikai count FILE ROUND TABLE --position … | --sgf … [--section KEY] [--side black|white|arbiter]
    計算をその対局の異議の終局案として記録します。コミはその対局の手合割のコミです。
    --side black / white は黒・白の終局案、arbiter（既定）は審判の計算です。結果は記録しません。
    taikai dispute（終局案の結果を主張として）で判定するか、taikai rule で裁定してください。
    囲碁・ペア碁以外の部門では断ります。ペア碁は盤面の目数（地＋アゲハマ、62-58）を計算し、
    ペア碁のコミと誤順の罰を当てはめます。
`

// countJSON is `taikai count --format json`.
type countJSON struct {
	Size            int      `json:"size"`
	BlackTerritory  int      `json:"black_territory"`
	WhiteTerritory  int      `json:"white_territory"`
	BlackPrisoners  int      `json:"black_prisoners"`
	WhitePrisoners  int      `json:"white_prisoners"`
	CapturedInPlay  [2]int   `json:"captured_in_play"`
	BlackDeadTaken  int      `json:"black_dead_taken"`
	WhiteDeadTaken  int      `json:"white_dead_taken"`
	DeadLeft        int      `json:"dead_left"`
	SekiStonesBlack int      `json:"seki_stones_black"`
	SekiStonesWhite int      `json:"seki_stones_white"`
	Dame            int      `json:"dame"`
	SekiEyes        int      `json:"seki_eyes"`
	BlackScore      float64  `json:"black_score"`
	WhiteScore      float64  `json:"white_score"`
	Komi            float64  `json:"komi"`
	Result          string   `json:"result"`
	ResultJa        string   `json:"result_ja"`
	Board           []string `json:"board"`
	Marks           []string `json:"marks"`
}

// proposalJSON is `taikai count FILE ROUND TABLE --format json`: the
// proposal recorded in the game's dispute.
type proposalJSON struct {
	Round    int      `json:"round"`
	Table    int      `json:"table"`
	Side     string   `json:"side"`
	SideName string   `json:"side_name"`
	Claim    string   `json:"claim"`
	Words    string   `json:"claim_words"`
	Summary  string   `json:"summary"`
	Captures [2]int   `json:"captured_in_play"`
	Board    []string `json:"board"`
}

func runCount(e *env, a args) error {
	u := verbs["count"].usage
	if len(a.pos) != 0 && len(a.pos) != 3 {
		return usageLine(u)
	}
	format := a.flag("format", "text")
	if format != "text" && format != "json" {
		return usage("unknown format %q: use text or json", "形式 「%s」 はありません。text か json です", format)
	}
	in, err := countInput(a)
	if err != nil {
		return err
	}
	if len(a.pos) == 0 {
		if a.has("side") || e.section != "" {
			return usage("--side and --section go with FILE ROUND TABLE", "--side と --section は FILE ROUND TABLE と一緒に使います")
		}
		return countAlone(e, a, in, format)
	}
	if a.has("komi") {
		return usage("--komi is for a count without an event file: in a game the komi is its handicap's",
			"--komi は大会ファイルなしの計算のためのものです。対局ではその手合割のコミで計算します")
	}
	n, t, err := a.roundTable(1)
	if err != nil {
		return err
	}
	s, done, err := e.open(a.pos[0])
	if err != nil {
		return err
	}
	defer done()
	p, err := s.ProposeCount(n, t, a.flag("side", tournament.CountArbiter), in, cmp.Or(e.arbiter, "taikai count"))
	if err != nil {
		return err
	}
	ev, err := s.Event()
	if err != nil {
		return err
	}
	name := e.text(tournament.CountSideName(ev.Game, p.Side))
	claim := resultWords(ev, p.Claim, e.lang)
	if format == "json" {
		enc := json.NewEncoder(e.out)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(proposalJSON{Round: n, Table: t, Side: p.Side, SideName: name, Claim: p.Claim, Words: claim,
			Summary: e.text(p.Summary), Captures: p.Captures, Board: strings.Split(strings.TrimSuffix(p.Board, "\n"), "\n")})
	}
	fmt.Fprintln(e.out, e.text(tournament.Tr("round %d table %d: %s recorded: %s", "%d 回戦 %d 番卓：%sを記録しました：%s", n, t, name, claim)))
	fmt.Fprintln(e.out, e.text(p.Summary))
	fmt.Fprintln(e.out, e.say("It records no result: decide with `taikai dispute` (the proposals' results as the claims) or rule with `taikai rule`.",
		"結果はまだ記録していません。taikai dispute（終局案の結果を主張に）で判定するか、taikai rule で裁定してください。"))
	return nil
}

// countInput reads the position flags of `taikai count`.
func countInput(a args) (tournament.CountInput, error) {
	var in tournament.CountInput
	if a.has("position") == a.has("sgf") {
		return in, usage("give the final position: --position BOARD.txt or --sgf GAME.sgf (one of them)",
			"終局の盤面を --position BOARD.txt か --sgf GAME.sgf のどちらか一方で指定してください")
	}
	read := func(flag string) (string, error) {
		path := a.flag(flag, "")
		f, err := os.Open(path)
		if err != nil {
			return "", &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Tr("cannot read %s: %v", "%s を読めません：%v", path, err)}
		}
		defer f.Close()
		// A board or a record is a few kilobytes: a file chosen by mistake
		// (or /dev/zero) is refused, not read to its end.
		b, err := io.ReadAll(io.LimitReader(f, 1<<20+1))
		if err != nil {
			return "", &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Tr("cannot read %s: %v", "%s を読めません：%v", path, err)}
		}
		if len(b) > 1<<20 {
			return "", &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Tr("%s is over a megabyte: not a board nor a game record", "%s は1MBを超えています。盤面や棋譜のファイルではありません", path)}
		}
		return string(b), nil
	}
	var err error
	if a.has("position") {
		in.Board, err = read("position")
	} else {
		in.SGF, err = read("sgf")
	}
	if err != nil {
		return in, err
	}
	in.Dead = a.flags["dead"]
	if a.has("captures") {
		bs, ws, ok := strings.Cut(a.flag("captures", ""), ",")
		b, errB := strconv.Atoi(strings.TrimSpace(bs))
		w, errW := strconv.Atoi(strings.TrimSpace(ws))
		if !ok || errB != nil || errW != nil || b < 0 || w < 0 || b > 400 || w > 400 {
			return in, usage("--captures takes the prisoners Black and White captured in play, as B,W (e.g. 3,5)",
				"--captures には対局中に黒と白が取った石の数を 3,5 のように指定してください")
		}
		in.Captures = &[2]int{b, w}
	}
	return in, nil
}

// countAlone counts without an event file, under --komi or the record's.
func countAlone(e *env, a args, in tournament.CountInput, format string) error {
	pos, komi, hasKomi, err := igo.PositionOf(in)
	if err != nil {
		return err
	}
	if a.has("komi") {
		if komi, err = parseKomiFlag(a.flag("komi", "")); err != nil {
			return err
		}
	} else if !hasKomi {
		return usage("give the komi with --komi (6.5, 0, -0.5): the count's result depends on it",
			"コミを --komi で指定してください（6.5、0、-0.5 など）。勝敗はコミで決まります")
	}
	c, err := igo.CountPosition(pos, komi)
	if err != nil {
		return err
	}
	if format == "json" {
		return writeCountJSON(e, countToJSON(c))
	}
	fmt.Fprint(e.out, countBoardText(c, e))
	fmt.Fprintln(e.out, e.text(igo.CountSummary(c, true)))
	return nil
}

// parseKomiFlag reads --komi in points (6.5, -0.5, 0) as half-points.
func parseKomiFlag(s string) (int, error) {
	f, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	h := int(f * 2)
	if err != nil || float64(h) != f*2 || h < -200 || h > 200 {
		return 0, usage("--komi %q: write the komi in points, a whole or a half (6.5, 0, -0.5)",
			"--komi 「%s」：コミは 6.5、0、-0.5 のように目数（整数か半目）で書いてください", s)
	}
	return h, nil
}

// countToJSON is a count as `--format json` writes it.
func countToJSON(c igo.Count) countJSON {
	text := strings.TrimSuffix(c.Position.Text(), "\n")
	marks := strings.TrimSuffix(countMarks(c), "\n")
	return countJSON{
		Size: c.Position.Board.Size, BlackTerritory: c.Territory[0], WhiteTerritory: c.Territory[1],
		BlackPrisoners: c.Prisoners[0], WhitePrisoners: c.Prisoners[1], CapturedInPlay: c.Position.Captured,
		BlackDeadTaken: c.Taken[0], WhiteDeadTaken: c.Taken[1], DeadLeft: c.DeadLeft,
		SekiStonesBlack: c.Seki[0], SekiStonesWhite: c.Seki[1], Dame: c.Dame, SekiEyes: c.SekiEyes,
		BlackScore: float64(c.Score[0]), WhiteScore: float64(2*c.Score[1]+c.Komi.Halves()) / 2,
		Komi: float64(c.Komi.Halves()) / 2, Result: c.Result.String(), ResultJa: c.Result.Japanese(),
		Board: strings.Split(text, "\n"), Marks: strings.Split(marks, "\n"),
	}
}

func writeCountJSON(e *env, j countJSON) error {
	enc := json.NewEncoder(e.out)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(j)
}

// The characters of a counted board, one a point.
var countChars = map[igo.Mark]func(c igo.Colour) byte{
	igo.MarkLive:           func(c igo.Colour) byte { return map[igo.Colour]byte{igo.Black: 'X', igo.White: 'O'}[c] },
	igo.MarkSeki:           func(c igo.Colour) byte { return map[igo.Colour]byte{igo.Black: '#', igo.White: '@'}[c] },
	igo.MarkDeadTaken:      func(c igo.Colour) byte { return map[igo.Colour]byte{igo.Black: 'x', igo.White: 'o'}[c] },
	igo.MarkDeadLeft:       func(c igo.Colour) byte { return map[igo.Colour]byte{igo.Black: '%', igo.White: '&'}[c] },
	igo.MarkBlackTerritory: func(igo.Colour) byte { return 'b' },
	igo.MarkWhiteTerritory: func(igo.Colour) byte { return 'w' },
	igo.MarkDame:           func(igo.Colour) byte { return '.' },
	igo.MarkSekiEye:        func(igo.Colour) byte { return ':' },
}

// countMarks writes the count's marks one row a line, the top row first.
func countMarks(c igo.Count) string {
	var sb strings.Builder
	b := c.Position.Board
	for y := range b.Size {
		for x := range b.Size {
			p := igo.Point{X: x, Y: y}
			ch := byte('?')
			if f, ok := countChars[c.At(p)]; ok {
				ch = f(b.At(p))
			}
			sb.WriteByte(ch)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// countBoardText draws the counted board with coordinates and a legend.
func countBoardText(c igo.Count, e *env) string {
	var sb strings.Builder
	size := c.Position.Board.Size
	cols := "ABCDEFGHJKLMNOPQRST"[:size]
	sb.WriteString("    " + strings.Join(strings.Split(cols, ""), " ") + "\n")
	for y, row := range strings.Split(strings.TrimSuffix(countMarks(c), "\n"), "\n") {
		fmt.Fprintf(&sb, " %2d %s\n", size-y, strings.Join(strings.Split(row, ""), " "))
	}
	sb.WriteString(e.say(
		"X O stones  # @ seki stones  x o dead, taken up  % & dead, left in a seki's eye  b w territory  . dame  : seki eye\n",
		"X O 石　# @ セキ石　x o 取り上げる死に石　% & セキの目に残る死に石　b w 黒地・白地　. 駄目　: セキの目\n"))
	return sb.String()
}
