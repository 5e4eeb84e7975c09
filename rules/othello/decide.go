package othello

import "fmt"

// Shortfall is the arbiter's answer when a card's discs do not add up to
// 64: the question the result-entry screen asks (docs/rules.md §2.2, rule 19).
type Shortfall int

// The answers to "not 64 discs?".
const (
	// ShortfallUndecided makes Decide refuse a short card with
	// ErrShortfallUndecided, and a card over 64 with ErrTooManyDiscs, so
	// that the screen asks.
	ShortfallUndecided Shortfall = iota
	// EmptySquares: squares were empty at the end; they go to the winner
	// (空きマスは勝者のもの, rule 18). A 38–24 card becomes 40–24. It cannot
	// explain a card over 64, which stays refused.
	EmptySquares
	// RecordingError: the card was miswritten; it is read to the winner's
	// disadvantage (合計石数が64石にならない場合は、原則として勝者が不利に
	// なるように扱う, rule 19): under 64 the missing discs go to the loser,
	// 38–24 becomes 38–26; over 64 the extra discs are taken from the
	// winner, 40–26 becomes 38–26.
	RecordingError
)

// Context is what Decide needs to know besides the card: the stage, the
// holder of the draw-win right in a final or playoff, and the arbiter's
// answer for a short card.
type Context struct {
	Stage     Stage
	DrawWin   Colour // the colour holding 引き分け勝ち (final, playoff); NoColour in the preliminaries
	Shortfall Shortfall
}

// Verdict is a decided game: the discs that count, the winner and the game
// points of each side.
type Verdict struct {
	Outcome      Outcome
	Black, White int    // discs that count, after rules 15, 18 and 19 and the outcome's fixed result
	Winner       Colour // NoColour for a draw, 両負け, 無勝負 and 勝敗預かり
	BlackPoints  Half
	WhitePoints  Half
	// NotRated marks a game that does not go into the rating
	// (レーティングに算入しない): a late-arrival or no-show forfeit (rule 13),
	// both flags fallen (rule 16), and games not decided over the board (bye,
	// 両負け, 無勝負, 勝敗預かり).
	NotRated bool
	// Counted is false for 勝敗預かり: the game counts nowhere until ruled.
	Counted bool
	// Note says, in both languages, what the rules changed on the card, for
	// the confirmation an unusual result needs; empty when nothing changed.
	Note Text
	card Result
}

// Points returns the game points of colour c.
func (v Verdict) Points(c Colour) Half { return byColour(c, v.BlackPoints, v.WhitePoints, 0) }

// Discs returns the counted discs of colour c.
func (v Verdict) Discs(c Colour) int { return byColour(c, v.Black, v.White, 0) }

// Draw reports whether the game is a draw (引き分け, ½ each).
func (v Verdict) Draw() bool {
	return v.Counted && v.BlackPoints == DrawPoints && v.WhitePoints == DrawPoints
}

// Result returns the card to store: the counted discs with the outcome, so
// that deciding it again gives the same verdict without asking; a card whose
// outcome fixes the discs (bye, forfeit, both flags, 無勝負) is stored as its
// keyword, and a 勝敗預かり card as entered.
func (v Verdict) Result() Result {
	switch v.Outcome {
	case Normal, TimeoutBlack, TimeoutWhite, FoulBlack, FoulWhite, DoubleLoss:
		r := Discs(v.Black, v.White)
		r.Outcome = v.Outcome
		return r
	case Pending:
		return v.card
	}
	return Result{Outcome: v.Outcome}
}

// Decide validates a result card and decides the game (docs/rules.md §2.2): each
// count 0–64 and at most 64 in total; a short card as c.Shortfall says;
// 32–32 a draw in the preliminaries and a win for the draw-win right holder
// in a final or playoff; the special outcomes with their fixed results.
//
// A normal card over 64 discs (ParseCard reads one) is read to the winner's
// disadvantage when c.Shortfall is RecordingError (rule 19) and refused
// with ErrTooManyDiscs otherwise; any other card over 64 is refused.
func (s Settings) Decide(r Result, c Context) (Verdict, error) {
	if r.Outcome == Normal && r.HasDiscs && r.Black != r.White {
		if err := r.checkCounts(); err != nil {
			return Verdict{}, err
		}
	} else if err := r.checkDiscs(); err != nil {
		return Verdict{}, err
	}
	v := Verdict{Outcome: r.Outcome, Counted: true, card: r}
	switch r.Outcome {
	case Normal:
		return s.decideNormal(v, r, c)
	case Bye:
		if c.Stage != Preliminary {
			return Verdict{}, problem(ErrOutcomeNotAllowed, "there is no bye in the %s; enter the result of the game", c.Stage)
		}
		v.Black, v.White, v.NotRated = s.ByeDiscs, Squares-s.ByeDiscs, true
		if r.HasDiscs && (r.Black != v.Black || r.White != v.White) {
			v.note("the discs written on a bye are ignored; the bye setting applies",
				"不戦勝（バイ）に書かれた石数は使わず、設定の石数とします")
		}
		return v.byDiscs(c)
	case ForfeitBlack, ForfeitWhite:
		loser := r.Outcome.Loser()
		v.setWin(loser.Opponent(), s.ForfeitDiscs, Squares-s.ForfeitDiscs)
		v.NotRated = true
		if r.HasDiscs && (r.Black != v.Black || r.White != v.White) {
			return Verdict{}, problem(ErrDiscsDontFit, "%s is always %d-%d; write %s alone",
				r.Outcome, v.Black, v.White, r.Outcome)
		}
		return v, nil
	case TimeoutBlack, TimeoutWhite:
		return s.decideWinByRule(v, r, s.TimeLossDiscs, false)
	case FoulBlack, FoulWhite:
		return s.decideWinByRule(v, r, s.FoulDiscs, true)
	case BothTimeout:
		v.Black, v.White, v.NotRated = DrawDiscs, DrawDiscs, true
		if r.HasDiscs && (r.Black != DrawDiscs || r.White != DrawDiscs) {
			v.note("both flags fell: the game is a draw, 32–32, whatever the board shows (rule 16)",
				"双方時間切れのため盤面に関わらず引き分け（32石対32石）とします（第16項）")
		}
		return v.drawn(c)
	case DoubleLoss:
		if r.HasDiscs {
			v.Black, v.White = r.Black, r.White
		}
		v.NotRated = true
		return v, nil
	case NoResult:
		v.NotRated = true
		return v, nil
	case Pending:
		v.NotRated, v.Counted = true, false
		return v, nil
	}
	return Verdict{}, problem(ErrUnknownOutcome, "%q; use one of the keywords of `taikai help results` (ParseResult reads them)", string(r.Outcome))
}

func (s Settings) decideNormal(v Verdict, r Result, c Context) (Verdict, error) {
	if !r.HasDiscs || r.Black+r.White == 0 {
		return Verdict{}, problem(ErrNoDiscs, "enter Black's and White's discs from the card, Black first (e.g. 40-24)")
	}
	b, w := r.Black, r.White
	short := Squares - b - w
	switch {
	case short == 0:
	case short < 0:
		return s.decideExcess(v, r, c)
	case b == w:
		b, w = DrawDiscs, DrawDiscs
		v.note("a draw is recorded 32–32 (rule 18)", "引き分けは32石対32石とします（第18項）")
	case c.Shortfall == EmptySquares:
		if b > w {
			b += short
		} else {
			w += short
		}
		v.notef("%d empty squares went to the winner (rule 18)", "空きマス%dを勝者のものとしました（第18項）", short)
	case c.Shortfall == RecordingError:
		if b > w {
			w += short
		} else {
			b += short
		}
		if err := v.misread(r, b, w, short, "giving the %d missing discs to the loser",
			"the card was miswritten: %d missing discs went to the loser (rule 19)", "記入の誤りのため不足の%d石を敗者に加えました（第19項）"); err != nil {
			return Verdict{}, err
		}
	default:
		return Verdict{}, problem(ErrShortfallUndecided,
			"Black %d + White %d = %d: were %d squares empty at the end (they go to the winner, rule 18), or was the card miswritten (read to the winner's disadvantage, rule 19)? Choose one",
			r.Black, r.White, r.Black+r.White, short)
	}
	v.Black, v.White = b, w
	return v.byDiscs(c)
}

// decideExcess decides a card whose (unequal) counts add up to more than
// 64: only a recording error explains it, read to the winner's
// disadvantage (rule 19) by taking the extra discs from the winner.
func (s Settings) decideExcess(v Verdict, r Result, c Context) (Verdict, error) {
	b, w := r.Black, r.White
	extra := b + w - Squares
	if c.Shortfall != RecordingError {
		return Verdict{}, problem(ErrTooManyDiscs,
			"Black %d + White %d = %d, but the board has 64 squares; check the card, or if it was miswritten answer recording-error (read to the winner's disadvantage, rule 19: the %d extra discs are taken from the winner)",
			b, w, b+w, extra)
	}
	if b > w {
		b -= extra
	} else {
		w -= extra
	}
	if err := v.misread(r, b, w, extra, "taking the %d extra discs from the winner",
		"the card was miswritten: %d extra discs were taken from the winner (rule 19)", "記入の誤りのため超過の%d石を勝者から減らしました（第19項）"); err != nil {
		return Verdict{}, err
	}
	v.Black, v.White = b, w
	return v.byDiscs(c)
}

// misread checks card r read to the winner's disadvantage (a recording
// error, rule 19) as b-w, n discs moved as how says ("taking the %d extra
// discs from the winner"), and notes it on v (noteEn, noteJa); a reading
// that levels or changes the winner is refused: the arbiter rules (rule
// 21).
func (v *Verdict) misread(r Result, b, w, n int, how, noteEn, noteJa string) error {
	if b == w || (b > w) != (r.Black > r.White) {
		return problem(ErrAdjustmentChangesWinner,
			how+" makes %d-%d %d-%d; the arbiter must rule (rule 21) and enter the corrected discs",
			n, r.Black, r.White, b, w)
	}
	v.notef(noteEn, noteJa, n)
	return nil
}

// decideWinByRule decides a time loss or a foul: without discs the fixed
// result; with discs the board, its empty squares going to the loser for a
// time loss (勝手打ち, rule 15 ②, rule 18) and to the winner for a foul.
func (s Settings) decideWinByRule(v Verdict, r Result, fixed int, emptiesToWinner bool) (Verdict, error) {
	winner := r.Outcome.Loser().Opponent()
	if !r.HasDiscs {
		v.setWin(winner, fixed, Squares-fixed)
		return v, nil
	}
	won, lost := r.Black, r.White
	if winner == White {
		won, lost = lost, won
	}
	if short := Squares - won - lost; short > 0 {
		if emptiesToWinner {
			won += short
			v.notef("%d empty squares went to the winner (rule 18)", "空きマス%dを勝者のものとしました（第18項）", short)
		} else {
			lost += short
			v.notef("勝手打ち result: %d empty squares went to the loser (rules 15, 18)",
				"勝手打ちの結果のため空きマス%dを敗者のものとしました（第15項・第18項）", short)
		}
	}
	if won <= lost {
		return Verdict{}, problem(ErrDiscsDontFit,
			"%s makes %s the winner, but %s would have %d discs against %d; write %s alone for the %d-%d result, or check the discs",
			r.Outcome, winner, winner, won, lost, r.Outcome, fixed, Squares-fixed)
	}
	v.setWin(winner, won, lost)
	return v, nil
}

// byDiscs gives the points from the counted discs.
func (v Verdict) byDiscs(c Context) (Verdict, error) {
	switch {
	case v.Black > v.White:
		v.Winner, v.BlackPoints = Black, WinPoints
	case v.White > v.Black:
		v.Winner, v.WhitePoints = White, WinPoints
	default:
		return v.drawn(c)
	}
	return v, nil
}

// drawn scores a drawn game: ½ each in the preliminaries (rule 1), a win for
// the draw-win right holder in a final or playoff (rules 2, 16).
func (v Verdict) drawn(c Context) (Verdict, error) {
	if c.Stage.AllowsDraw() {
		v.BlackPoints, v.WhitePoints = DrawPoints, DrawPoints
		return v, nil
	}
	if c.DrawWin != Black && c.DrawWin != White {
		return Verdict{}, problem(ErrNoDrawWinRight,
			"the %s has no draws: a 32-32 result or both flags fallen is won by the holder of 引き分け勝ち; record the hidden-disc ceremony first", c.Stage)
	}
	v.Winner = c.DrawWin
	v.BlackPoints, v.WhitePoints = 0, 0
	if c.DrawWin == Black {
		v.BlackPoints = WinPoints
	} else {
		v.WhitePoints = WinPoints
	}
	v.note(fmt.Sprintf("drawn: %s wins with the draw-win right (引き分け勝ち)", c.DrawWin),
		fmt.Sprintf("引き分けのため引き分け勝ちの権利を持つ%sの勝ち", c.DrawWin.Japanese()))
	return v, nil
}

func (v *Verdict) setWin(winner Colour, won, lost int) {
	v.Winner = winner
	if winner == Black {
		v.Black, v.White, v.BlackPoints = won, lost, WinPoints
	} else {
		v.Black, v.White, v.WhitePoints = lost, won, WinPoints
	}
}

func (v *Verdict) note(en, ja string) {
	if v.Note.IsZero() {
		v.Note = Text{En: en, Ja: ja}
		return
	}
	v.Note = Text{En: v.Note.En + "; " + en, Ja: v.Note.Ja + "。" + ja}
}

func (v *Verdict) notef(en, ja string, n int) {
	v.note(fmt.Sprintf(en, n), fmt.Sprintf(ja, n))
}
