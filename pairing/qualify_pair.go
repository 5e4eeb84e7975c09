package pairing

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
)

// QualifyPlayer is a player still in a 2勝通過2敗失格 stage: neither
// qualified nor eliminated.
type QualifyPlayer struct {
	// ID identifies the player; any int but NoOpponent, unique in a round.
	ID int
	// Record is the player's wins and losses in the stage so far.
	Record WinLoss
	// Rank is the player's seed or rank order (1 = top), ties broken by
	// ID. Among players of the lowest record, the lowest-ranked gets the
	// bye.
	Rank int
	// Affiliation is the player's club or prefecture (所属); the engine
	// avoids pairing two of the same where it costs nothing else.
	Affiliation string
	// History lists the stage's rounds already played, oldest first, as
	// for the Swiss engine: the opponents met, the colours, and the byes
	// (either kind of bye is a Game with Bye set and Opponent NoOpponent,
	// so that a second bye is seen).
	History []Game
}

// QualifyRequest is everything PairQualifyRound needs for one round.
type QualifyRequest struct {
	// Round is the stage's round to pair, 1 for the first.
	Round int
	// Players are the players still in, in any order.
	Players []QualifyPlayer
	// Rules are the stage's settings.
	Rules QualifyRules
	// Seed is the event's stored random seed: the draw inside each record
	// and the colour draws depend only on it and the round.
	Seed uint64
	// Apart are the players who must not meet (never pair; one club when
	// the event keeps clubs apart), as for the Swiss.
	Apart Apart
}

// QualifyPairings is one round of a 2勝通過2敗失格 stage.
type QualifyPairings struct {
	// Round is the round paired.
	Round int
	// Pairs are in table order: the best records first, the bye last.
	// Colours and Why are the Swiss engine's (Why's score difference is in
	// wins, 2 half-points each).
	Pairs []Pair
	// Floats counts the pairs whose two records differ (浮き).
	Floats int
	// Rematches counts the pairs who met before; 0 unless the rules allow
	// rematches and every pairing needs one.
	Rematches int
}

// PairQualifyRound pairs one round of a 2勝通過2敗失格 stage among the
// players still in. Players meet others with the same record (同じ成績同士).
// Where a record has an odd number of players, some must float to another
// record: they go to the nearest record (no float further than needed), and
// as few as possible float at each distance, the furthest first. It never
// pairs a rematch (再戦) when a pairing without one exists; when none does,
// it repeats the fewest games if the rules allow rematches, else it returns
// ErrQualifyRematch. An odd player gets the bye the rules say (QualifyBye);
// a player who had a bye gets another only when giving it to someone else
// would need a rematch or is against the bye rule. Inside a record, who
// meets whom is drawn by lot from the seed (抽選); the Swiss engine then
// weighs colours and affiliations, and gives the colours as in a Swiss.
//
// Players the request keeps apart (Apart) never meet while a pairing keeps
// them apart, as in the Swiss (PairRound); a rematch the rules allow comes
// before breaking them.
//
// Errors wrap ErrInvalidSettings or ErrInvalidPlayers for bad input (among
// them a player already qualified or eliminated, or nobody left to pair),
// ErrQualifyRematch, ErrKeptApart (an *ApartError), and
// ErrQualifyLonePlayer.
func PairQualifyRound(req QualifyRequest) (QualifyPairings, error) {
	out := QualifyPairings{Round: req.Round}
	if err := req.Rules.Validate(); err != nil {
		return out, fmt.Errorf("pairing round %d of the qualifying stage: %w", req.Round, err)
	}
	players, err := qualifyEnginePlayers(req)
	if err != nil {
		return out, fmt.Errorf("pairing round %d of the qualifying stage: %w", req.Round, err)
	}
	n := len(players)
	if n == 1 && !req.Rules.Bye.CountsAsWin() {
		return out, fmt.Errorf("pairing round %d of the qualifying stage: player %d: %w",
			req.Round, players[0].ID, ErrQualifyLonePlayer)
	}

	// Standings for the bye: rank, then ID. The matching breaks ties by
	// vertex order, so a seeded shuffle of that order is the draw.
	order := make([]*Player, n)
	for i := range players {
		order[i] = &players[i]
	}
	slices.SortStableFunc(order, func(a, b *Player) int {
		return cmp.Or(cmp.Compare(a.Rank, b.Rank), cmp.Compare(a.ID, b.ID))
	})
	place := make(map[*Player]int, n)
	for i, p := range order {
		place[p] = i
	}
	rng := newDrawRNG(req.Seed, req.Round)
	vertices := slices.Clone(order)
	shuffle(rng, vertices)
	standing := make([]int, n)
	recs := make([]WinLoss, n)
	record := make(map[int]WinLoss, n)
	for _, p := range req.Players {
		record[p.ID] = p.Record
	}
	for i, p := range vertices {
		standing[i], recs[i] = place[p], record[p.ID]
	}
	m := newCostModel(qualifyEngineSettings(), req.Round, vertices, standing)
	binds := m.keepApart(req.Apart)
	w := newQualifyWeights(m, recs, req.Rules.Bye)

	rematches := false
	mate, err := w.match(false)
	if errors.Is(err, ErrNoPerfectMatching) && req.Rules.AllowRematch {
		rematches = true
		mate, err = w.match(true)
	}
	if errors.Is(err, ErrNoPerfectMatching) && binds {
		if cost, cerr := w.cost(rematches); cerr == nil {
			if blame := m.refuseApart(cost); blame != nil {
				return out, fmt.Errorf("pairing round %d of the qualifying stage, %d players: %w", req.Round, n, blame)
			}
		}
	}
	if errors.Is(err, ErrNoPerfectMatching) && !req.Rules.AllowRematch {
		return out, fmt.Errorf("pairing round %d of the qualifying stage, %d players (%v): %w",
			req.Round, n, req.Rules.Bye, ErrQualifyRematch)
	}
	if err != nil {
		return out, fmt.Errorf("pairing round %d of the qualifying stage, %d players: %w", req.Round, n, err)
	}
	var moved map[int][]KeptApart
	if binds {
		var free []int
		m.withoutApart(func() { free, err = w.match(rematches) })
		if err == nil {
			moved = m.movedApart(mate, free)
		}
	}

	tables := qualifyTables(mate, m.bye, recs, standing)
	for _, t := range tables {
		if t.j == m.bye {
			pr := m.byePair(t.i)
			pr.Why.KeptApart = keptApartOf(moved, t.i, t.j)
			out.Pairs = append(out.Pairs, pr)
			continue
		}
		pr := m.colourPair(t.i, t.j, rng)
		pr.Why.KeptApart = keptApartOf(moved, t.i, t.j)
		out.Pairs = append(out.Pairs, pr)
		if recs[t.i] != recs[t.j] {
			out.Floats++
		}
		if m.met(t.i, t.j) {
			out.Rematches++
		}
	}
	return out, nil
}

// qualifyTable is a game of the matching: vertices i and j, j maybe the
// bye.
type qualifyTable struct{ i, j int }

// qualifyTables are the games of matching mate in table order: by the
// better record of the two, then the other's, then the better standing;
// the bye last.
func qualifyTables(mate []int, bye int, recs []WinLoss, standing []int) []qualifyTable {
	var tables []qualifyTable
	for i, j := range mate {
		if i < j {
			tables = append(tables, qualifyTable{i, j})
		}
	}
	better := func(t qualifyTable) (hi, lo WinLoss) {
		if t.j == bye || compareRecords(recs[t.i], recs[t.j]) >= 0 {
			hi, lo = recs[t.i], recs[t.i]
			if t.j != bye {
				lo = recs[t.j]
			}
			return hi, lo
		}
		return recs[t.j], recs[t.i]
	}
	slices.SortFunc(tables, func(a, b qualifyTable) int {
		if (a.j == bye) != (b.j == bye) {
			if a.j == bye {
				return 1
			}
			return -1
		}
		hiA, loA := better(a)
		hiB, loB := better(b)
		best := func(t qualifyTable) int {
			if t.j == bye {
				return standing[t.i]
			}
			return min(standing[t.i], standing[t.j])
		}
		return cmp.Or(compareRecords(hiB, hiA), compareRecords(loB, loA), cmp.Compare(best(a), best(b)))
	})
	return tables
}

// qualifyEngineSettings are the Swiss engine's penalties for a qualifying
// stage: its colour and affiliation terms only, since records, rematches and
// byes are weighed by qualifyWeights. Same colours again in a rematch cost
// more than a colour imbalance, so that a rematch reverses the colours.
func qualifyEngineSettings() Settings {
	s := DefaultSettings()
	s.Float = []int64{0}
	s.FloatSameDirection, s.FloatOppositeDirection = 0, 0
	s.Elitism = []int64{0}
	s.RematchSameColours, s.RematchOppositeColours, s.RematchPreviousRound = 1000, 0, 0
	s.SecondBye, s.ByePreviousRound = 0, 0
	return s
}

// qualifyEnginePlayers checks the request's players and turns them into the
// engine's, with the score 2 half-points a win.
func qualifyEnginePlayers(req QualifyRequest) ([]Player, error) {
	if len(req.Players) == 0 {
		return nil, fmt.Errorf("nobody is still in, so the stage has ended: %w", ErrInvalidPlayers)
	}
	players := make([]Player, len(req.Players))
	for k, p := range req.Players {
		if err := req.Rules.checkRecord(p.ID, p.Record); err != nil {
			return nil, err
		}
		switch {
		case req.Rules.Qualified(p.Record):
			return nil, fmt.Errorf("player %d has qualified with %v: %w", p.ID, p.Record, ErrInvalidPlayers)
		case req.Rules.Eliminated(p.Record):
			return nil, fmt.Errorf("player %d is eliminated with %v: %w", p.ID, p.Record, ErrInvalidPlayers)
		case req.Round >= 1 && p.Record.Wins+p.Record.Losses > req.Round-1:
			return nil, fmt.Errorf("player %d has %v before round %d: %w", p.ID, p.Record, req.Round, ErrInvalidPlayers)
		}
		players[k] = Player{ID: p.ID, Score: 2 * p.Record.Wins, Rank: p.Rank, Affiliation: p.Affiliation, History: p.History}
	}
	if err := validatePlayers(req.Round, players); err != nil {
		return nil, err
	}
	return players, nil
}
