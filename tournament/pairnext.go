package tournament

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"

	"taikai/pairing"
)

// PairNextRound pairs the next round of a Swiss event with the pairing
// engine (docs/rules.md §2.1) and stores it, unpublished, in one transaction. The
// previous round must have every result in (a 勝敗預かり counts as in: the
// players are paired by their current score).
func (s *Service) PairNextRound() (Round, error) {
	var out Round
	err := s.update("round.pair", func(w Writer) (string, error) {
		ev, ps, rs, err := readAll(w)
		if err != nil {
			return "", err
		}
		n := len(rs) + 1
		for _, r := range rs {
			if r.Final {
				// The final ends the rounds; pairing after it would mix the
				// final into the scores of the preliminaries.
				return "", newProblem(ErrInvalidInput, "round %d is the final: no round is paired after it", "%d 回戦は決勝です。その後の回戦は組めません", r.Number)
			}
		}
		if len(rs) > 0 {
			if missing := rs[len(rs)-1].Missing(); len(missing) > 0 {
				return "", newProblem(ErrInvalidInput, "round %d still waits for results at tables %s; enter them (or `pending`) first",
					"%d 回戦の結果がまだです（卓 %s）。先に入力してください（保留は 勝敗預かり）", len(rs), tablesList(missing))
			}
			if err := stillWaiting(ps, rs[len(rs)-1]); err != nil {
				return "", err
			}
		}
		if out, err = s.pairFormat(w, ev, ps, rs, n); err != nil {
			return "", err
		}
		if err := PlaceTables(w, &out); err != nil {
			return "", err
		}
		detail := fmt.Sprintf("round %d paired: %d games%s", n, len(out.Games), byeNote(out))
		if out.Reason.En != "" {
			detail += "; " + out.Reason.En
		}
		return detail, w.PutRound(out)
	})
	return out, err
}

// PairNextRoundWithRematch pairs the next round as PairNextRound, with the
// arbiter's consent to a rematch (再戦) where no pairing without one exists:
// a 2勝通過2敗失格 stage whose players still in have all met asks for it
// (a Question with the answer "rematch"), and the computer then pairs the
// fewest rematches, each game saying so.
func (s *Service) PairNextRoundWithRematch() (Round, error) {
	c := *s
	c.allowRematch = true
	r, err := c.PairNextRound()
	if c.snapErr != nil {
		s.snapErr = c.snapErr
	}
	return r, err
}

// AnswerRematch is the answer to the question of a round that cannot be
// paired without a rematch.
const AnswerRematch = "rematch"

// RepairRound discards unplayed round n (the last) and pairs it again, in
// one transaction.
func (s *Service) RepairRound(n int) (Round, error) {
	var out Round
	err := s.update("round.repair", func(w Writer) (string, error) {
		ev, ps, rs, err := readAll(w)
		if err != nil {
			return "", err
		}
		if len(rs) == 0 || rs[len(rs)-1].Number != n {
			return "", newProblem(ErrInvalidInput, "only the last round can be re-paired", "組み直せるのは最後の回戦だけです")
		}
		if rs[len(rs)-1].Played() {
			return "", newProblem(ErrInvalidInput, "round %d already has results; correct them instead", "%d 回戦にはすでに結果があります。結果を修正してください", n)
		}
		if out, err = s.pairFormat(w, ev, ps, rs[:len(rs)-1], n); err != nil {
			return "", err
		}
		if err := PlaceTables(w, &out); err != nil {
			return "", err
		}
		return fmt.Sprintf("round %d re-paired: %d games%s", n, len(out.Games), byeNote(out)), w.PutRound(out)
	})
	return out, err
}

// pairFormat computes round n by the section's format (its registered
// policy), or the Swiss (pairRound) in an event without sections.
func (s *Service) pairFormat(w Writer, ev Event, ps []Participant, before []Round, n int) (Round, error) {
	if sec, ok := ev.InSection(); ok {
		if p, ok := policyOf(sec.Format.Of()); ok {
			return p.Pair(&FormatPairing{Writer: w, Event: ev, Section: sec, Participants: ps, Before: before, N: n, s: s})
		}
	}
	return s.pairRound(ev, ps, before, n)
}

// PairSwiss computes the round by score (the Swiss engine every game's
// discipline pairs with: tournament.Swiss), for the Swiss format.
func (p *FormatPairing) PairSwiss() (Round, error) {
	return p.s.pairRound(p.Event, p.Participants, p.Before, p.N)
}

// CheckNoWaiting refuses the odd player waiting for a game (setting
// odd_player=wait), which only the Swiss pairs: a format that draws its
// games calls it before pairing.
func (p *FormatPairing) CheckNoWaiting() error {
	_, err := checkOddPlayer(p.Event, nil, false)
	return err
}

// pairRound computes round n from the rounds before it.
func (s *Service) pairRound(ev Event, ps []Participant, before []Round, n int) (Round, error) {
	sw, err := ev.Swiss()
	if err != nil {
		return Round{}, err
	}
	rounds, err := sw.Rounds(ev)
	if err != nil {
		return Round{}, err
	}
	if n > rounds {
		if f, ok := sw.(interface{ AllPaired(rounds int) Text }); ok {
			return Round{}, &Problem{Text: f.AllPaired(rounds), Kind: ErrInvalidInput}
		}
		return Round{}, newProblem(ErrInvalidInput, "all %d rounds are paired (setting rounds)", "全 %d 回戦を組み合わせ済みです（設定 rounds）", rounds)
	}
	pset, err := ev.PairingSettings()
	if err != nil {
		return Round{}, err
	}
	odd, err := checkOddPlayer(ev, sw, true)
	if err != nil {
		return Round{}, err
	}
	players, err := swissPlayers(ev, sw, ps, before, n)
	if err != nil {
		return Round{}, err
	}
	byID := map[int]Participant{}
	for _, p := range ps {
		byID[p.ID] = p
	}
	r := Round{Number: n, PairedAt: s.now().UTC()}
	if players, err = sw.BeforePairing(ev, ps, before, &r, players); err != nil {
		return Round{}, err
	}
	if len(players) < 2 {
		return Round{}, newProblem(ErrInvalidInput, "round %d has %d player(s) present; at least 2 are needed", "%d 回戦の出場者が %d 人です。2人以上必要です", n, len(players))
	}
	seed, _ := strconv.ParseUint(ev.Setting(SettingSeed), 10, 64)
	apart := apartOf(ev, sw, ps)
	res, err := pairing.PairRound(pairing.Request{Round: n, Players: players, Settings: pset, Seed: seed, Apart: apart.engine()})
	names := DisplayNames(ps)
	if p := apart.refusal(err, names, nil, tr("round %d", "%d 回戦", n)); p != nil {
		return Round{}, p
	}
	if err != nil {
		return Round{}, newProblem(ErrInvalidInput, "the computer cannot pair round %d: %v; pair by hand or change the pairing settings",
			"%d 回戦を組み合わせられません（%v）。手で組むか、組合せの設定を変えてください", n, err)
	}
	table := 0
	for _, p := range res.Pairs {
		why := explanation(ev.Game, p.Why)
		moved := keptApartNote(p.Why.KeptApart, names)
		if p.Bye {
			placeOdd(ev, sw, odd, &r, p, &table, seed)
			if last := len(r.Games) - 1; last >= 0 && r.Games[last].Has(p.Black) {
				// The bye or the arbiter's game: what the list moved.
				r.Games[last].Why = withNote(r.Games[last].Why, moved)
			}
			continue
		}
		table++
		g := Game{Table: table, Black: p.Black, White: p.White, Why: why}
		if t := sw.Seat(ev, byID, &g, p.Why.ScoreDiff); t != nil {
			g.Why = *t
		}
		g.Why = withNote(g.Why, moved)
		r.Games = append(r.Games, g)
	}
	return r, nil
}

// RankOrder is the seeding of the games that seed round 1 by strength:
// rank, then rating, strongest first, then the lot drawn from the event's
// seed. A game with a strength of its own (Pair Go's pair points) orders
// by it first, RankOrder breaking its ties (its Seeding).
func RankOrder(ev Event, ps []Participant) []Participant {
	lot := Lots(ev, ps)
	order := slices.Clone(ps)
	slices.SortStableFunc(order, func(a, b Participant) int {
		return cmp.Or(cmp.Compare(b.Rank.order(), a.Rank.order()), cmp.Compare(b.Rating, a.Rating), cmp.Compare(lot[a.ID], lot[b.ID]))
	})
	return order
}

// swissPlayers builds the pairing engine's view of the players present in
// round n: score and standing after the rounds before, and their history.
func swissPlayers(ev Event, sw Swiss, ps []Participant, before []Round, n int) ([]pairing.Player, error) {
	// The history is every round before, 1, 2, 3 …: a file without one of
	// them (damaged, or edited by hand) cannot be paired on.
	for i, r := range before {
		if r.Number != i+1 {
			return nil, newProblem(ErrDamagedFile, "round %d is missing from the event file: the next round cannot be paired", "大会ファイルに %d 回戦がありません：次の回戦を組めません", i+1)
		}
	}
	scoreAfter, place, err := sw.Scores(ev, ps, before)
	if err != nil {
		return nil, err
	}
	if len(before) == 0 {
		// Round 1: the game's seeding (strongest first), for pairing by
		// rank and for the bye.
		for i, p := range sw.Seeding(ev, ps) {
			place[p.ID] = i + 1
		}
	}
	byRound := scoreAfter[1:]
	var out []pairing.Player
	for _, p := range ps {
		if p.StatusIn(n) != Present || !sw.Entrant(p) {
			continue
		}
		pl := pairing.Player{ID: p.ID, Score: scoreAfter[len(byRound)][p.ID], Rank: place[p.ID], Affiliation: p.Club}
		if pl.History, pl.Extra, err = swissHistory(ev, sw, ps, before, scoreAfter, p.ID); err != nil {
			return nil, err
		}
		out = append(out, pl)
	}
	return out, nil
}
