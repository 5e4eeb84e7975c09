package tournament

import "sync"

// sharedSnapshotActions are the shared changes that can pair a round or
// complete one: after them the Service asks a Snapshotter for a snapshot.
var sharedSnapshotActions = map[string]bool{
	"round.pair": true, "result": true, "dispute.rule": true, "dispute.record": true, "round.wait": true,
}

// snapshotActions are the actions the games registered (SnapshotActions).
var snapshotActions struct {
	sync.RWMutex
	byAction map[string]bool
}

// SnapshotActions registers a game's own actions that can pair a round or
// complete one (Othello's finals, its games import): after such a change
// the Service takes a snapshot of the round, as after a shared pairing. The
// game's package calls it from its own file, as it does DescribeActions.
func SnapshotActions(actions ...string) {
	snapshotActions.Lock()
	defer snapshotActions.Unlock()
	if snapshotActions.byAction == nil {
		snapshotActions.byAction = map[string]bool{}
	}
	for _, a := range actions {
		snapshotActions.byAction[a] = true
	}
}

// IsSnapshotAction reports whether a change made under action can pair or
// complete a round, so that a snapshot follows it: a shared action, or one
// a game registered (SnapshotActions).
func IsSnapshotAction(action string) bool {
	if sharedSnapshotActions[action] {
		return true
	}
	snapshotActions.RLock()
	defer snapshotActions.RUnlock()
	return snapshotActions.byAction[action]
}
