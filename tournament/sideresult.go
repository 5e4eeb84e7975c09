package tournament

// Tally is what a game counts for in a player's record, as the rules of
// docs/rules.md §1 count the kinds of result.
type Tally int

const (
	TallyNone    Tally = iota // 無勝負: neither a win nor a loss
	TallyWin                  // 勝ち (不戦勝 included)
	TallyLoss                 // 負け (両負け included)
	TallyDraw                 // 引き分け, 持碁
	TallyPending              // 勝敗預かり: nothing until the arbiter rules
)

// SideResult is a recorded game as one of its players reads it (the
// player's page, a team member's boards).
type SideResult struct {
	Tally Tally
	// Word is the outcome from the player's side when the game has its own
	// (持碁); empty: the tally's word (勝ち, 負け …).
	Word Text
	// Score is the player's own count first ("31-33"); empty when the game
	// has none.
	Score string
	// Detail is how the game ended in the game's own words (黒の時間切れ負け,
	// 白3目半勝ち); empty when the score says it all.
	Detail Text
}

// SideReader is a game played in pairs whose games read from one player's
// side: its own file decides what a result counts for, as its standings
// do, so that no page parses a result again to find the winner.
type SideReader interface {
	// SideResult reads game g of round r from side's player; ok is false
	// while the game has no result (or a bye is worth nothing).
	SideResult(ev Event, r Round, g Game, side Colour) (res SideResult, ok bool, err error)
	// DrawsWord is the record's word for drawn games: 「1分」, 「1持碁」.
	DrawsWord() Text
}

// SideReaderOf returns the side reader of the event's game; ok false for a
// game that does not read its games by side (四人将棋).
func SideReaderOf(ev Event) (SideReader, bool) {
	d, err := ev.Discipline()
	if err != nil {
		return nil, false
	}
	sr, ok := d.(SideReader)
	return sr, ok
}
