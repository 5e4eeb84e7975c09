package othello

import (
	"cmp"
	"fmt"
	"slices"
)

// Player is a participant as the standings need them.
type Player struct {
	ID int
	// Lot is the player's lot (抽選), drawn once and stored: the last
	// criterion, lower first. Equal lots fall back to the lower ID.
	Lot int
	// Withdrawn marks a player who has withdrawn (棄権): their opponents
	// count those games as 32–32 against themselves in BP.
	Withdrawn bool
	// WithdrawnFrom is, for a withdrawn player, the first round they no
	// longer play, when known; 0 means withdrawn in the standings after
	// every round. The standings after round k count the withdrawal only
	// when WithdrawnFrom ≤ k+1 (the player does not play round k+1), as
	// they were printed then: so the 直前の順位 (rank after the previous
	// round) that breaks a tie is the place as it stood after that round,
	// not one recomputed with a withdrawal announced later.
	WithdrawnFrom int
	// Designated marks a 指定選手 (the seed's 名人 and 女流名人) for the
	// third-place playoff condition.
	Designated bool
	// EarlyFinalist marks an all-win player who skipped the last round under
	// the early-final rule: from then on ranked above everybody (they are the
	// 決勝進出選手, the top 2).
	EarlyFinalist bool
}

// Game is one game of a round: the ids of Black and White and the result
// card as Decide normalised it (a card still short of 64 is refused). For a
// bye, Black is the player and White is ignored.
type Game struct {
	Black, White int
	Result       Result
	// Added marks a game added to the round after it was paired (待ち合わせ:
	// the loser, or winner, of a finished game plays the round's odd
	// player): one of its players has already played in the round, and
	// both games count.
	Added bool
	// Arbiter is the side the arbiter (審判) plays in a 審判対局 game, whose
	// id on that side is ignored; NoColour in a game between two players.
	// The game counts for the other side only: its points and discs as
	// played, and in BP as a round against themself (32 + C × own score),
	// as a round without an opponent is.
	Arbiter Colour
}

// Criterion is what placed a row below the row above it.
type Criterion int

// The ranking criteria in their order (docs/rules.md §2.1); ByNothing for the first
// row.
const (
	ByNothing      Criterion = iota
	ByEarlyFinal             // an early finalist ranks first
	ByWins                   // 勝数
	ByBrightwell             // ブライトウェルポイント
	ByPreviousRank           // 直前の順位 (only where a place must be decided)
	ByDiscs                  // 石数合計
	ByLot                    // 抽選
)

// String names the criterion in English.
func (c Criterion) String() string {
	return [...]string{"", "early final", "wins", "Brightwell points", "previous rank", "discs", "lot"}[c]
}

// Japanese names the criterion in Japanese.
func (c Criterion) Japanese() string {
	return [...]string{"", "早期決勝進出", "勝数", "ブライトウェルポイント", "直前の順位", "石数", "抽選"}[c]
}

// Row is one line of the standings (順位表).
type Row struct {
	// Place is the row's position, every tie broken (1, 2, 3 …): used
	// where a place must be decided (finalists, 3rd, awards).
	Place int
	// Rank is shared by players equal on wins and Brightwell points, the
	// seed's criteria (1, 2, 2, 4 …): the rank printed on standings.
	Rank int
	// Tied is true when Rank is shared with another row.
	Tied bool
	// DecidedBy is what placed this row below the one above.
	DecidedBy Criterion
	ID        int
	Score     Half // 勝数: wins plus ½ per draw
	BP        Half // ブライトウェルポイント
	Discs     int  // 石数合計, a bye counting its bye result
	// Pending marks a player with a 勝敗預かり game, not counted yet.
	Pending bool
	// PendingGames is how many of the player's games are held 勝敗預かり:
	// each may still add a win to Score once ruled.
	PendingGames  int
	Withdrawn     bool
	Designated    bool
	EarlyFinalist bool
}

// Standings returns the standings after the last of rounds (rounds[0] is
// round 1), ordered by Place. With no rounds every player is level and the
// lot decides.
func (s Settings) Standings(players []Player, rounds [][]Game) ([]Row, error) {
	all, err := s.StandingsByRound(players, rounds)
	if err != nil {
		return nil, err
	}
	if len(all) == 0 {
		t, err := newTable(s, players, nil)
		if err != nil {
			return nil, err
		}
		return t.rank(0, nil), nil
	}
	return all[len(all)-1], nil
}

// StandingsByRound returns the standings after each round: element k is
// after round k+1, as it stood then (a player whose WithdrawnFrom is later
// is not yet withdrawn in it). Each is ranked with the previous one's
// places as the 直前の順位 criterion, so every element equals Standings of
// the rounds up to it.
func (s Settings) StandingsByRound(players []Player, rounds [][]Game) ([][]Row, error) {
	t, err := newTable(s, players, rounds)
	if err != nil {
		return nil, err
	}
	out := make([][]Row, len(rounds))
	var prev []int
	for r := range rounds {
		rows := t.rank(r+1, prev)
		if prev == nil {
			prev = make([]int, len(players))
		}
		for _, row := range rows {
			prev[t.index[row.ID]] = row.Place
		}
		out[r] = rows
	}
	return out, nil
}

// entry is one player's side of one round.
type entry struct {
	points  Half
	discs   int
	bw      BrightwellGame
	opp     int // index of the opponent, -1 for none
	noBP    bool
	pending bool
}

// secondEntry is a player's second game of a round, if ok.
type secondEntry struct {
	entry
	ok bool
}

type table struct {
	s       Settings
	players []Player
	index   map[int]int
	rounds  [][]entry // [round][player]
	// second holds the entries of second games in a round (待ち合わせ),
	// [round][player] with ok set where the player played one.
	second  [][]secondEntry
	score   []Half // running total, rounds applied so far
	discs   []int
	pending []int // 勝敗預かり games so far
	applied int
}

func newTable(s Settings, players []Player, rounds [][]Game) (*table, error) {
	n := len(players)
	t := &table{s: s, players: players, index: make(map[int]int, n),
		score: make([]Half, n), discs: make([]int, n), pending: make([]int, n)}
	for i, p := range players {
		if _, dup := t.index[p.ID]; dup {
			return nil, problem(ErrDuplicatePlayer, "player id %d appears twice in the player list", p.ID)
		}
		t.index[p.ID] = i
	}
	t.rounds = make([][]entry, len(rounds))
	t.second = make([][]secondEntry, len(rounds))
	for r, games := range rounds {
		es := make([]entry, n)
		t.second[r] = make([]secondEntry, n)
		seen := make([]bool, n)
		for _, g := range games {
			if err := t.addGame(r+1, g, es, t.second[r], seen); err != nil {
				return nil, err
			}
		}
		for i := range es {
			if !seen[i] { // a round the player missed: 32–32 against themselves
				es[i] = entry{opp: -1, bw: BrightwellGame{AgainstSelf: true}}
			}
		}
		t.rounds[r] = es
	}
	return t, nil
}

// lookup finds player id's row in round `round`; a player already seen in
// the round is refused unless the game was added to it (Game.Added) and
// this is their second game (second is then true).
func (t *table) lookup(round, id int, seen []bool, added bool, sec []secondEntry) (i int, second bool, err error) {
	i, ok := t.index[id]
	if !ok {
		return 0, false, problem(ErrUnknownPlayer, "round %d: player id %d is not in the player list; register the player first", round, id)
	}
	if seen[i] {
		if !added || sec[i].ok {
			return 0, false, problem(ErrPlayedTwice, "round %d: player id %d has more than one game; correct the pairing", round, id)
		}
		return i, true, nil
	}
	seen[i] = true
	return i, false, nil
}

func (t *table) addGame(round int, g Game, es []entry, sec []secondEntry, seen []bool) error {
	v, err := t.s.Decide(g.Result, Context{Stage: Preliminary})
	if err != nil {
		return fmt.Errorf("round %d, player %d against %d: %w", round, g.Black, g.White, err)
	}
	put := func(i int, second bool, e entry) {
		if second {
			sec[i] = secondEntry{e, true}
		} else {
			es[i] = e
		}
	}
	if g.Arbiter == Black || g.Arbiter == White {
		c, id := White, g.White
		if g.Arbiter == White {
			c, id = Black, g.Black
		}
		i, second, err := t.lookup(round, id, seen, g.Added, sec)
		if err != nil {
			return err
		}
		e := t.side(v, c, -1)
		if e.opp == -1 && !e.pending {
			e.bw.AgainstSelf = true
		}
		put(i, second, e)
		return nil
	}
	b, bSecond, err := t.lookup(round, g.Black, seen, g.Added, sec)
	if err != nil {
		return err
	}
	if g.Result.Outcome == Bye {
		es[b] = entry{opp: -1, points: v.BlackPoints, discs: v.Black,
			bw: BrightwellGame{AgainstSelf: true, Won: v.Winner == Black}}
		return nil
	}
	w, wSecond, err := t.lookup(round, g.White, seen, g.Added, sec)
	if err != nil {
		return err
	}
	if bSecond && wSecond {
		return problem(ErrPlayedTwice, "round %d: players %d and %d have both played already; an added game has one player who has not", round, g.Black, g.White)
	}
	put(b, bSecond, t.side(v, Black, w))
	put(w, wSecond, t.side(v, White, b))
	return nil
}

func (t *table) side(v Verdict, c Colour, opp int) entry {
	e := entry{opp: opp, points: v.Points(c), discs: v.Discs(c),
		bw: BrightwellGame{Discs: v.Discs(c), Won: v.Winner == c}}
	switch {
	case !v.Counted:
		e = entry{opp: -1, noBP: true, pending: true}
	case v.Outcome == NoResult:
		e.bw.AgainstSelf = true
	}
	return e
}

// secondOf is player i's second game of round k (待ち合わせ), if any.
func (t *table) secondOf(k, i int) []entry {
	if se := t.second[k][i]; se.ok {
		return []entry{se.entry}
	}
	return nil
}

// withdrawn reports whether player i counts as withdrawn in the standings
// after round r (see Player.WithdrawnFrom).
func (t *table) withdrawn(i, r int) bool {
	p := t.players[i]
	return p.Withdrawn && (p.WithdrawnFrom <= 0 || p.WithdrawnFrom <= r+1)
}

// rank applies rounds up to r and returns the ranked rows; prev holds each
// player's place after round r−1 (nil when there is none).
func (t *table) rank(r int, prev []int) []Row {
	for ; t.applied < r; t.applied++ {
		for i, e := range t.rounds[t.applied] {
			for _, e := range append([]entry{e}, t.secondOf(t.applied, i)...) {
				t.score[i] += e.points
				t.discs[i] += e.discs
				if e.pending {
					t.pending[i]++
				}
			}
		}
	}
	n := len(t.players)
	bp := make([]Half, n)
	for k := 0; k < r; k++ {
		for i, first := range t.rounds[k] {
			for _, e := range append([]entry{first}, t.secondOf(k, i)...) {
				if e.noBP {
					continue
				}
				g := e.bw
				switch {
				case e.opp < 0:
				case t.withdrawn(e.opp, r):
					// An opponent who has withdrawn by now: 32–32 against oneself.
					g.AgainstSelf = true
				default:
					g.OpponentScore = t.score[e.opp]
				}
				bp[i] += t.s.brightwellTerm(t.score[i], g)
			}
		}
	}
	early := t.s.EarlyFinalRule && r > t.s.EarlyFinalAfterRound
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	key := func(i, j int) (int, Criterion) {
		pi, pj := t.players[i], t.players[j]
		if early && pi.EarlyFinalist != pj.EarlyFinalist {
			if pi.EarlyFinalist {
				return -1, ByEarlyFinal
			}
			return 1, ByEarlyFinal
		}
		if c := cmp.Compare(t.score[j], t.score[i]); c != 0 {
			return c, ByWins
		}
		if c := cmp.Compare(bp[j], bp[i]); c != 0 {
			return c, ByBrightwell
		}
		if prev != nil {
			if c := cmp.Compare(prev[i], prev[j]); c != 0 {
				return c, ByPreviousRank
			}
		}
		if c := cmp.Compare(t.discs[j], t.discs[i]); c != 0 {
			return c, ByDiscs
		}
		if c := cmp.Compare(pi.Lot, pj.Lot); c != 0 {
			return c, ByLot
		}
		return cmp.Compare(pi.ID, pj.ID), ByLot
	}
	slices.SortFunc(order, func(i, j int) int { c, _ := key(i, j); return c })
	rows := make([]Row, n)
	for k, i := range order {
		p := t.players[i]
		row := Row{Place: k + 1, Rank: k + 1, ID: p.ID, Score: t.score[i], BP: bp[i], Discs: t.discs[i],
			Pending: t.pending[i] > 0, PendingGames: t.pending[i], Withdrawn: t.withdrawn(i, r), Designated: p.Designated, EarlyFinalist: p.EarlyFinalist}
		if k > 0 {
			_, row.DecidedBy = key(order[k-1], i)
			if row.DecidedBy > ByBrightwell {
				row.Rank = rows[k-1].Rank
				row.Tied, rows[k-1].Tied = true, true
			}
		}
		rows[k] = row
	}
	return rows
}
