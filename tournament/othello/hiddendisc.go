package othello

import (
	"fmt"

	rules "taikai/rules/othello"
	"taikai/tournament"
)

// HiddenDisc is the record of a 伏せ石 ceremony (docs/rules.md §2.3): who hid, who
// called what, what was up, which right the chooser took and the colour
// taken; and what it decided.
type HiddenDisc struct {
	Hider, Caller int
	Call, Up      string // "black" or "white"
	Choice        string // "draw-win" or "colour"
	Colour        string // the colour taken by the holder of the colour right
	DrawWinHolder int    // holds 引き分け勝ち
	Reason        tournament.Text
}

// gameRecord is Othello's own record of a game (tournament.Game.Extra): the
// 伏せ石 of a game that must have a winner (a final, a playoff, a
// knockout's); until it is recorded the colours are provisional. Its key
// is the one the shared Game had before the games kept their records
// (tournament.LegacyGameKeys), so that an older file's or export's hidden
// disc moves here as it is.
type gameRecord struct {
	HiddenDisc *HiddenDisc `json:"hidden_disc,omitempty"`
}

var (
	_ tournament.GameNoter    = Discipline{}
	_ tournament.LogQuoter    = Discipline{}
	_ tournament.ExtraChecker = Discipline{}
)

// recordOf reads game g's record (empty when it has none).
func recordOf(g tournament.Game) (gameRecord, error) {
	return tournament.ReadExtra[gameRecord](g.Extra)
}

// extra writes the record as a game keeps it (a record of numbers and text
// always encodes).
func (r gameRecord) extra() tournament.Extra { return tournament.ExtraOf(r) }

// HiddenDiscOf returns the 伏せ石 recorded for game g; nil while none is
// (or its record does not read: deciding its result says so).
func HiddenDiscOf(g tournament.Game) *HiddenDisc {
	r, err := recordOf(g)
	if err != nil {
		return nil
	}
	return r.HiddenDisc
}

// drawWinColour is the colour holding 引き分け勝ち in a decisive game: none
// before its hidden disc is recorded.
func drawWinColour(g tournament.Game) (rules.Colour, error) {
	r, err := recordOf(g)
	switch {
	case err != nil:
		return rules.NoColour, err
	case r.HiddenDisc == nil:
		return rules.NoColour, nil
	case r.HiddenDisc.DrawWinHolder == g.Black:
		return rules.Black, nil
	}
	return rules.White, nil
}

// GameNotes implements tournament.GameNoter: on the result slip of a game
// that must have a winner, who holds the draw-win right the hidden disc
// gave, or before the ceremony that it decides the colours and that right.
func (Discipline) GameNotes(r tournament.Round, g tournament.Game, name func(int) string) []tournament.Note {
	if !decisive(r, g) {
		return nil
	}
	if hd := HiddenDiscOf(g); hd != nil {
		return []tournament.Note{{Where: tournament.OnSheet, Text: tournament.Text{
			En: fmt.Sprintf("Hidden disc: draw-win right (32-32 wins) to %s.", name(hd.DrawWinHolder)),
			Ja: fmt.Sprintf("伏せ石の結果：引き分け勝ちの権利（32石対32石で勝ち）は %s。", name(hd.DrawWinHolder))}}}
	}
	return []tournament.Note{{Where: tournament.OnSheet, Text: tournament.Text{
		En: "Colours and the draw-win right by hidden disc (伏せ石) before the game.",
		Ja: "手番と引き分け勝ちの権利は対局前の伏せ石で決めます。"}}}
}

// QuotedTexts implements tournament.LogQuoter: the reason of the hidden
// disc, which its audit entry quotes in English.
func (Discipline) QuotedTexts(g tournament.Game) []tournament.Text {
	if hd := HiddenDiscOf(g); hd != nil {
		return []tournament.Text{hd.Reason}
	}
	return nil
}

// CheckExtra implements tournament.ExtraChecker: every game's record reads,
// and its hidden disc names participants of the event.
func (Discipline) CheckExtra(_ tournament.Event, ps []tournament.Participant, rs []tournament.Round) error {
	known := map[int]bool{}
	for _, p := range ps {
		known[p.ID] = true
	}
	for _, r := range rs {
		for _, g := range r.Games {
			rec, err := recordOf(g)
			if err != nil {
				return tournament.NewProblem(tournament.ErrInvalidInput, "round %d table %d: the hidden disc does not read", "%d 回戦 %d 番卓：伏せ石の記録が読めません", r.Number, g.Table)
			}
			hd := rec.HiddenDisc
			if hd == nil {
				continue
			}
			for _, id := range []int{hd.Hider, hd.Caller, hd.DrawWinHolder} {
				if id != 0 && !known[id] {
					return tournament.NewProblem(tournament.ErrInvalidInput, "round %d table %d: the hidden disc names participant %d, whom the event does not have",
						"%d 回戦 %d 番卓：伏せ石の記録の参加者 %d はこの大会にいません", r.Number, g.Table, id)
				}
			}
		}
	}
	return nil
}
