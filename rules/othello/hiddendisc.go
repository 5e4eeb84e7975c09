package othello

import (
	"fmt"
	"time"
)

// Contender is a player of the final or playoff as the hidden-disc ceremony
// (伏せ石) needs them.
type Contender struct {
	ID int
	// Rank is the 段級位 as a comparable value, higher is stronger: n dan is
	// n, n kyu is 1 − n, a professional above every amateur.
	Rank      int
	RankKnown bool
	// Birth is the date of birth, YYYY-MM-DD; empty when unknown.
	Birth string
}

// WhoHides returns who hides the disc and who calls (rule 2): the higher
// 段級位 hides; with equal or unknown ranks the older player. When that cannot
// be told (ages unknown or equal) it returns ErrHiderUndecided and the
// arbiter decides (rule 21).
func WhoHides(a, b Contender) (hider, caller int, why Text, err error) {
	if a.ID == b.ID {
		return 0, 0, Text{}, problem(ErrInvalidCeremony, "both contenders are player %d; the ceremony needs the two players of the game", a.ID)
	}
	if a.RankKnown && b.RankKnown && a.Rank != b.Rank {
		if b.Rank > a.Rank {
			a, b = b, a
		}
		return a.ID, b.ID, Text{En: "The higher-ranked player hides the disc (rule 2).",
			Ja: "段級位の上位者が伏せ石を行います（第2項）。"}, nil
	}
	ba, errA := time.Parse(time.DateOnly, a.Birth)
	bb, errB := time.Parse(time.DateOnly, b.Birth)
	if errA != nil || errB != nil || ba.Equal(bb) {
		return 0, 0, Text{}, problem(ErrHiderUndecided,
			"ranks are equal or unknown, and the dates of birth (%q, %q) do not tell the older player; enter them (YYYY-MM-DD) or let the arbiter decide (rule 21)",
			a.Birth, b.Birth)
	}
	if bb.Before(ba) {
		a, b = b, a
	}
	return a.ID, b.ID, Text{En: "Ranks are equal or unknown, so the older player hides the disc (rule 2).",
		Ja: "段級位が同位または不明のため、年長者が伏せ石を行います（第2項）。"}, nil
}

// Right is one of the two rights the 伏せ石 gives (rule 2).
type Right int

// The rights; the chooser takes one and the other player gets the other.
const (
	NoRight      Right = iota
	DrawWinRight       // ① 引き分け勝ちの権利: a 32–32 result is a win
	ColourRight        // ② 石の色を選ぶ権利: the choice of colour
)

// Ceremony is the record of a hidden-disc ceremony (伏せ石) before a final or
// playoff: the hider hides a disc, the caller calls 「上が黒」 or 「上が白」;
// the correct guesser, else the hider, chooses a right; the holder of the
// colour right picks a colour.
type Ceremony struct {
	Hider, Caller int
	// Call is the caller's call: Black for 「上が黒」, White for 「上が白」.
	Call Colour
	// Up is the face that was up when the disc was uncovered.
	Up Colour
	// Choice is the right the chooser took.
	Choice Right
	// Colour is the colour taken by the holder of the colour right: the
	// chooser with ColourRight, the other player with DrawWinRight.
	Colour Colour
}

// Chooser returns the player who chooses the right: the caller who guessed
// correctly, else the hider.
func (c Ceremony) Chooser() (int, error) {
	if c.Hider == c.Caller {
		return 0, problem(ErrInvalidCeremony, "the hider and the caller are both player %d; they are the two players of the game", c.Hider)
	}
	if !validColour(c.Call) || !validColour(c.Up) {
		return 0, problem(ErrInvalidCeremony, "the call and the face up must each be black or white (上が黒 / 上が白)")
	}
	if c.Call == c.Up {
		return c.Caller, nil
	}
	return c.Hider, nil
}

func validColour(c Colour) bool { return c == Black || c == White }

// CeremonyResult is what a ceremony decides: the colours and the holder of
// the draw-win right (引き分け勝ち表示 is placed by them).
type CeremonyResult struct {
	Chooser       int
	Black, White  int // player ids
	DrawWinHolder int
	DrawWin       Colour // the holder's colour, for Context
	Reason        Text
}

// Resolve derives the colours and the draw-win right from the record. The
// right the chooser leaves goes to the other player: take the draw-win right
// and the opponent picks the colour; take the colour and the opponent holds
// the draw-win right.
func (c Ceremony) Resolve() (CeremonyResult, error) {
	chooser, err := c.Chooser()
	if err != nil {
		return CeremonyResult{}, err
	}
	if c.Choice != DrawWinRight && c.Choice != ColourRight {
		return CeremonyResult{}, problem(ErrInvalidCeremony, "record which right the chooser took: the draw-win right (①) or the colour (②)")
	}
	if !validColour(c.Colour) {
		return CeremonyResult{}, problem(ErrInvalidCeremony, "record the colour taken by the holder of the colour right: black or white")
	}
	other := c.Hider
	if chooser == c.Hider {
		other = c.Caller
	}
	colourHolder, drawHolder := chooser, other
	if c.Choice == DrawWinRight {
		colourHolder, drawHolder = other, chooser
	}
	r := CeremonyResult{Chooser: chooser, DrawWinHolder: drawHolder}
	if c.Colour == Black {
		r.Black, r.White = colourHolder, drawHolder
	} else {
		r.Black, r.White = drawHolder, colourHolder
	}
	r.DrawWin = c.Colour.Opponent()

	guess := Text{En: "the caller guessed right and chooses", Ja: "宣言が当たったため、宣言した者が選択権を得ます"}
	if chooser == c.Hider {
		guess = Text{En: "the caller guessed wrong, so the hider chooses", Ja: "宣言が外れたため、伏せ石を行った者が選択権を得ます"}
	}
	took := Text{En: "the chooser took the draw-win right (引き分け勝ち) and the other player chose " + c.Colour.String(),
		Ja: "選択者は引き分け勝ちの権利を選び、相手が" + c.Colour.Japanese() + "を選びました"}
	if c.Choice == ColourRight {
		took = Text{En: "the chooser took " + c.Colour.String() + " and the other player holds the draw-win right (引き分け勝ち)",
			Ja: "選択者は" + c.Colour.Japanese() + "を選び、相手が引き分け勝ちの権利を持ちます"}
	}
	r.Reason = Text{
		En: fmt.Sprintf("Called %s up, %s was up: %s; %s (rule 2).", c.Call, c.Up, guess.En, took.En),
		Ja: fmt.Sprintf("「上が%s」の宣言に対し%sが上でした。%s。%s（第2項）。", c.Call.Japanese(), c.Up.Japanese(), guess.Ja, took.Ja),
	}
	return r, nil
}

// Context returns the Decide context of the game the ceremony was for: a
// 32–32 result or both flags fallen go to the draw-win right holder.
func (r CeremonyResult) Context(stage Stage) Context {
	return Context{Stage: stage, DrawWin: r.DrawWin}
}
