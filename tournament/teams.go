package tournament

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/text/width"
)

// TeamRules make a section a team event (団体戦): its entrants are teams of
// Boards players in board order (主将, 副将, 三将 …); a match is board k
// against board k, won by boards won, and scored by match points.
type TeamRules struct {
	// Boards is the number of boards of a match (2–7); 0: not a team event.
	Boards int `json:"boards"`
	// MatchPoints are the points of a match won, drawn and lost (2/1/0).
	MatchPoints [3]int `json:"match_points"`
	// OrderChanges lets the arbiter change a team's board order after
	// round 1 is paired; without it the order is fixed then.
	OrderChanges bool `json:"order_changes,omitempty"`
}

// The bounds of a team's boards.
const (
	MinTeamBoards = 2
	MaxTeamBoards = 7
)

// DefaultMatchPoints are a match's points won, drawn, lost: 2, 1, 0.
var DefaultMatchPoints = [3]int{2, 1, 0}

// MinPlayers is the fewest players a team may play a match with (欠員):
// three fifths of the boards, rounded up — 3 of 5 (「5人に満たない場合には
// 3人以上」), 2 of 3, 4 of 6. The boards without a player are lost by
// default.
func (t TeamRules) MinPlayers() int { return (3*t.Boards + 4) / 5 }

// IsZero reports whether the section is not a team event.
func (t TeamRules) IsZero() bool { return t.Boards == 0 }

// NewTeamRules checks the team rules as typed: boards (2–7) and the match
// points as "2/1/0" (empty: the default).
func NewTeamRules(boards int, matchPoints string, orderChanges bool) (TeamRules, error) {
	if boards < MinTeamBoards || boards > MaxTeamBoards {
		return TeamRules{}, newProblem(ErrInvalidInput, "a team has %d to %d boards, not %d", "団体戦の1チームは %d〜%d 人です（%d 人は不可）", MinTeamBoards, MaxTeamBoards, boards)
	}
	t := TeamRules{Boards: boards, MatchPoints: DefaultMatchPoints, OrderChanges: orderChanges}
	if s := strings.TrimSpace(width.Fold.String(matchPoints)); s != "" {
		parts := strings.FieldsFunc(s, func(r rune) bool { return r == '/' || r == '-' || r == ',' || r == '・' })
		bad := len(parts) != 3
		for i := 0; !bad && i < 3; i++ {
			n, err := strconv.Atoi(parts[i])
			bad = err != nil || n < 0 || n > 10
			t.MatchPoints[i] = n
		}
		if bad || t.MatchPoints[0] <= t.MatchPoints[1] || t.MatchPoints[1] < t.MatchPoints[2] {
			return TeamRules{}, newProblem(ErrInvalidInput, "the match points \"%s\" are not WIN/DRAW/LOSS (e.g. 2/1/0, 3/1/0) with a win worth more than a draw, and a draw no less than a loss",
				"勝点「%s」が読めません。勝ち/引き分け/負け の順に書いてください（例 2/1/0、3/1/0。勝ちは引き分けより多く、引き分けは負け以上）", matchPoints)
		}
	}
	return t, nil
}

// String writes the rules as the section list says them: 3人制 2/1/0.
func (t TeamRules) String() string {
	if t.IsZero() {
		return ""
	}
	return fmt.Sprintf("%d人制 %d/%d/%d", t.Boards, t.MatchPoints[0], t.MatchPoints[1], t.MatchPoints[2])
}

// teamGames makes a game's Swiss the team event's (tournament/teams
// registers it): nil until registered.
var teamGames struct {
	sync.Mutex
	wrap func(Swiss, TeamRules) (Swiss, error)
	// isTeam tells a team's entry from a person (a rating list rates
	// people); nil until registered.
	isTeam func(Participant) bool
}

// RegisterTeamEntrants registers how a team (a section's entrant) is told
// from a person.
func RegisterTeamEntrants(isTeam func(Participant) bool) {
	teamGames.Lock()
	defer teamGames.Unlock()
	teamGames.isTeam = isTeam
}

// teamEntrant reports whether participant p is a team, not a person.
func teamEntrant(p Participant) bool {
	teamGames.Lock()
	defer teamGames.Unlock()
	return teamGames.isTeam != nil && teamGames.isTeam(p)
}

// RegisterTeams registers how a team section plays a paired game (the
// tournament/teams package, registered with the games).
func RegisterTeams(wrap func(Swiss, TeamRules) (Swiss, error)) {
	teamGames.Lock()
	defer teamGames.Unlock()
	teamGames.wrap = wrap
}

// Teams returns the team rules of the section this event is the view of
// (or of its only section); zero for a section of individuals.
func (e Event) Teams() TeamRules {
	if sec, ok := e.InSection(); ok {
		return sec.Teams
	}
	if list := e.SectionList(); len(list) == 1 {
		return list[0].Teams
	}
	return TeamRules{}
}

// Swiss returns how this event (a section's view) is paired: its game's
// Swiss, played by teams when the section is a team event.
func (e Event) Swiss() (Swiss, error) {
	sw, err := SwissOf(e.Game)
	if err != nil {
		return nil, err
	}
	t := e.Teams()
	if t.IsZero() {
		return sw, nil
	}
	teamGames.Lock()
	wrap := teamGames.wrap
	teamGames.Unlock()
	if wrap == nil {
		return nil, newProblem(ErrInvalidInput, "this Taikai does not run team events", "この Taikai は団体戦を扱えません")
	}
	return wrap(sw, t)
}

// teamsNote is ", teams of 3 boards (2/1/0)" (、3人制の団体戦 勝点 2/1/0)
// for the log, or nothing.
func teamsNote(t TeamRules, ja bool) string {
	switch {
	case t.IsZero():
		return ""
	case ja:
		return fmt.Sprintf("、%d人制の団体戦（勝点 %d/%d/%d）", t.Boards, t.MatchPoints[0], t.MatchPoints[1], t.MatchPoints[2])
	}
	return fmt.Sprintf(", teams of %d boards (match points %d/%d/%d)", t.Boards, t.MatchPoints[0], t.MatchPoints[1], t.MatchPoints[2])
}
