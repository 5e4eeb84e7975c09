package tournament

import "testing"

// Issue 30, one seam per game: the shared list of snapshot actions names
// no game's own action (Othello's register themselves).
func TestSnapshotActions_Issue30SharedListNamesNoGamesAction(t *testing.T) {
	for _, a := range []string{"round.finals", "games.import"} {
		if sharedSnapshotActions[a] {
			t.Errorf("the shared list names %s", a)
		}
	}
}
