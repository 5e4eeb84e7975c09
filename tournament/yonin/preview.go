package yonin

import (
	rules "taikai/rules/yonin"
	"taikai/tournament"
)

// GamePreview is what a game typed at a table would record, shown before
// Enter: the table, the players by seat, and the game as it would be stored
// with the points after it.
type GamePreview struct {
	// Table is the table's name (A), however it was typed (1, ａ, A卓).
	Table string
	// Numbered names the seats as the board lists them: 「1番 山田」.
	Numbered [4]string
	// Before is each seat's points before the game.
	Before [4]int
	// Next is the game the entry is for: its label and parent.
	Next rules.Slot
	// ForGame counts the table's games from 1: pass it back in
	// GameEntry.ForGame so that the record is refused if the table has
	// moved on since.
	ForGame int
	// Played is the game as it would be recorded, with the points after it;
	// zero when the entry cannot be recorded (see PreviewGame's error).
	Played rules.Played
}

// PreviewGame reads e for table's next game as RecordGame would, without
// recording anything. A table that cannot be found gives ok false; a game
// that would be refused gives the table's part of the preview (players,
// points, next game) with the reason.
func (s *Service) PreviewGame(stage, table string, e GameEntry) (pv GamePreview, ok bool, err error) {
	err = s.View(func(r tournament.Reader) error {
		tc, err := s.nextGame(r, stage, table)
		if tc.t == nil {
			return err
		}
		ok = true
		pv.Table = tc.t.Name
		pv.ForGame = len(tc.t.Games) + 1
		pv.Before = tc.series.Points()
		for i := range pv.Numbered {
			pv.Numbered[i] = SeatNumbered(*tc.t, i, tc.names)
		}
		if err != nil {
			return err
		}
		pv.Next = tc.next
		g, _, err := tc.game(e)
		if err != nil {
			return err
		}
		after, err := tc.series.Apply(g)
		if err != nil {
			return yoninProblem(err)
		}
		played := after.Played()
		pv.Played = played[len(played)-1]
		return nil
	})
	return pv, ok, err
}
