package tournament

import (
	"fmt"
	"slices"
)

// SwapPlayers exchanges participants a and b in round n before it is
// played (the arbiter's manual change, docs/rules.md §2.1). The change is made even
// when it breaks a pairing rule; the games it touches carry warnings that
// say which rule (rematch, same colours as before, a third colour in a row),
// and are seated again by the game for the players now there (Go's
// handicap, a team match's boards).
func (s *Service) SwapPlayers(n, a, b int) ([]Text, error) {
	var warnings []Text
	err := s.update("round.swap", func(w Writer) (string, error) {
		ev, err := w.Event()
		if err != nil {
			return "", err
		}
		rs, r, err := unplayedRound(w, n)
		if err != nil {
			return "", err
		}
		if a == b {
			return "", newProblem(ErrInvalidInput, "choose two different players", "別々の2人を選んでください")
		}
		if a == ArbiterID || b == ArbiterID {
			return "", newProblem(ErrInvalidInput, "the arbiter (審判) is not a participant: swap the player who plays the arbiter instead",
				"審判は参加者ではありません。審判と対局する選手を入れ替えてください")
		}
		if wa, wb := r.IsWaiting(a), r.IsWaiting(b); wa || wb {
			return swapWaiting(w, ev.Game, rs, &r, a, b, wa, wb, &warnings)
		}
		ga, gb := -1, -1
		for i, g := range r.Games {
			if g.Has(a) {
				ga = i
			}
			if g.Has(b) {
				gb = i
			}
		}
		if ga < 0 || gb < 0 {
			return "", newProblem(ErrNotFound, "both players must be in round %d", "2人とも %d 回戦に組まれている必要があります", n)
		}
		for _, i := range []int{ga, gb} {
			g := &r.Games[i]
			g.Black, g.White = swapID(g.Black, a, b), swapID(g.White, a, b)
		}
		if r.Games[ga].IsBye() != r.Games[gb].IsBye() {
			// Whoever lands on the bye holds it as Black, as byes are stored.
			for _, i := range []int{ga, gb} {
				if g := &r.Games[i]; g.Black == 0 {
					g.Black, g.White = g.White, 0
				}
			}
		}
		if err := reseat(w, &r, ga, gb); err != nil {
			return "", err
		}
		warnings = rewarn(ev.Game, rs, &r, ga, gb)
		if warnings, err = warnApart(w, &r, warnings, ga, gb); err != nil {
			return "", err
		}
		return fmt.Sprintf("round %d: #%d and #%d swapped", n, a, b), w.PutRound(r)
	})
	return warnings, err
}

// SwapColours gives Black to White and White to Black at table t of round n,
// the game seated again (a team match's boards follow the team listed
// first); refused where the game decides the colours itself (Go's
// handicap game: the weaker player takes Black).
func (s *Service) SwapColours(n, table int) ([]Text, error) {
	var warnings []Text
	err := s.updateText("round.colours", func(w Writer) (Text, error) {
		ev, err := w.Event()
		if err != nil {
			return Text{}, err
		}
		rs, r, err := unplayedRound(w, n)
		if err != nil {
			return Text{}, err
		}
		_, i, ok := r.GameAt(table)
		if !ok || table == 0 {
			return Text{}, newProblem(ErrNotFound, "round %d has no table %d", "%d 回戦に %d 番卓はありません", n, table)
		}
		g := &r.Games[i]
		asked := g.White // who is to have Black now
		g.Black, g.White = g.White, g.Black
		if err := reseat(w, &r, i); err != nil {
			return Text{}, err
		}
		if g.Black != asked {
			return Text{}, newProblem(ErrInvalidInput, "round %d table %d: the game seats its colours itself (%s), so they are not swapped by hand",
				"%d 回戦 %d 番卓：この対局の手番は競技の規定で決まります（%s）。手で入れ替えることはできません", n, table, g.Why)
		}
		warnings = rewarn(ev.Game, rs, &r, i)
		return coloursSwapped(ev.Game, n, table, g.Black, g.White), w.PutRound(r)
	})
	return warnings, err
}

func swapID(x, a, b int) int {
	switch x {
	case a:
		return b
	case b:
		return a
	}
	return x
}

// unplayedRound returns every round and round n, refusing a round that has
// results (a played round is corrected result by result, not re-paired).
func unplayedRound(r Reader, n int) ([]Round, Round, error) {
	rs, err := r.Rounds()
	if err != nil {
		return nil, Round{}, err
	}
	rd, err := roundOf(rs, n)
	if err != nil {
		return nil, Round{}, err
	}
	if rd.Played() {
		return nil, Round{}, newProblem(ErrInvalidInput, "round %d already has results; it can no longer be changed by hand",
			"%d 回戦にはすでに結果があるため、組合せを手で変えられません", n)
	}
	return rs, rd, nil
}

// rewarn recomputes the warnings of games idx of round r of a section of
// game kind from the rounds before it, and returns them all.
func rewarn(kind GameKind, rs []Round, r *Round, idx ...int) []Text {
	var all []Text
	for _, i := range idx {
		g := &r.Games[i]
		g.Warnings = PairingWarnings(kind, rs, r.Number, *g)
		g.Why = Text{En: "changed by the arbiter", Ja: "審判が手で変更"}
		all = append(all, g.Warnings...)
	}
	return all
}

// PairingWarnings lists the pairing rules that game g of round n breaks,
// given the earlier rounds: a rematch, a rematch with the same colours
// (forbidden to the computer), a third game in a row with the same colour,
// a colour balance beyond ±2, a second bye. The sides are named as game
// kind names them (先手番−後手番 in shogi).
func PairingWarnings(kind GameKind, rs []Round, n int, g Game) []Text {
	var out []Text
	var colours = map[int][]int{} // +1 Black, −1 White, per earlier round
	byes := map[int]int{}
	for _, r := range rs {
		if r.Number >= n {
			continue
		}
		for _, e := range r.Games {
			if e.IsBye() {
				byes[e.Black]++
				continue
			}
			colours[e.Black] = append(colours[e.Black], 1)
			colours[e.White] = append(colours[e.White], -1)
			if g.IsBye() || g.AgainstArbiter() || !(e.Has(g.Black) && e.Has(g.White)) {
				continue
			}
			if e.Black == g.Black {
				out = append(out, tr("rematch with the same colours as in round %d", "%d 回戦と同じ手番での再戦", r.Number))
			} else {
				out = append(out, tr("rematch of round %d", "%d 回戦の再戦", r.Number))
			}
		}
	}
	if g.IsBye() {
		if byes[g.Black] > 0 {
			out = append(out, tr("#%d already had a bye", "#%d はすでに不戦勝（バイ）を受けています", g.Black))
		}
		return out
	}
	for _, pc := range [][2]int{{g.Black, 1}, {g.White, -1}} {
		if pc[0] == ArbiterID {
			continue
		}
		hist := append(slices.Clone(colours[pc[0]]), pc[1])
		if k := len(hist); k >= 3 && hist[k-1] == hist[k-2] && hist[k-2] == hist[k-3] {
			out = append(out, tr("#%d gets the same colour a third time in a row", "#%d は同じ手番が3回続きます", pc[0]))
		}
		sum := 0
		for _, c := range hist {
			sum += c
		}
		if sum > 2 || sum < -2 {
			first, second := SideNames(kind)
			out = append(out, Text{En: fmt.Sprintf("#%d would have %s − %s = %+d", pc[0], first.En, second.En, sum),
				Ja: fmt.Sprintf("#%d の%s番−%s番が %+d になります", pc[0], first.Ja, second.Ja, sum)})
		}
	}
	return out
}

// reseat seats games idx of round r again after a change by hand, as
// pairing seats them: the game's own record is made anew for the players
// now at the table (Go's handicap from their ranks, a team match's boards
// from the teams' players); a record made for the players before (a
// hidden disc) is dropped.
func reseat(w Writer, r *Round, idx ...int) error {
	ev, err := w.Event()
	if err != nil {
		return err
	}
	sw, err := ev.Swiss()
	if err != nil {
		return err
	}
	ps, err := w.Participants()
	if err != nil {
		return err
	}
	byID := make(map[int]Participant, len(ps))
	for _, p := range ps {
		byID[p.ID] = p
	}
	for _, i := range idx {
		g := &r.Games[i]
		g.Extra = nil
		if g.IsBye() {
			continue
		}
		if g.AgainstArbiter() {
			if as, ok := sw.(ArbiterSeater); ok {
				as.SeatArbiter(ev, g)
			}
			continue // the arbiter has no rank: the colours stand
		}
		if t := sw.Seat(ev, byID, g, 0); t != nil {
			g.Why = *t
		}
	}
	return nil
}

// swapWaiting exchanges a waiting player (待ち合わせ) with another: the one
// waiting takes the other's place in their game (seated again, with the
// warnings it breaks), the other waits; two waiting players stay as they
// are.
func swapWaiting(w Writer, game GameKind, rs []Round, r *Round, a, b int, wa, wb bool, warnings *[]Text) (string, error) {
	if wa && wb {
		return "", newProblem(ErrInvalidInput, "both players wait: there is nothing to swap", "2人とも待ち合わせです。入れ替えるものがありません")
	}
	waiter, other := a, b
	if wb {
		waiter, other = b, a
	}
	gi := -1
	for i, g := range r.Games {
		if g.Has(other) {
			gi = i
		}
	}
	if gi < 0 {
		return "", newProblem(ErrNotFound, "both players must be in round %d", "2人とも %d 回戦に組まれている必要があります", r.Number)
	}
	g := &r.Games[gi]
	if g.IsBye() {
		return "", newProblem(ErrInvalidInput, "round %d has both a bye and a waiting player: give the bye by hand instead",
			"%d 回戦に不戦勝と待ち合わせの両方があります。待ち合わせの選手を手で不戦勝にしてください", r.Number)
	}
	g.Black, g.White = swapID(g.Black, a, b), swapID(g.White, a, b)
	for i := range r.Waiting {
		if r.Waiting[i].Player == waiter {
			r.Waiting[i] = Waiting{Player: other, Why: Text{En: "changed by the arbiter: waits (待ち合わせ)", Ja: "審判が手で変更：待ち合わせ"}}
		}
	}
	if err := reseat(w, r, gi); err != nil {
		return "", err
	}
	*warnings = rewarn(game, rs, r, gi)
	return fmt.Sprintf("round %d: #%d and #%d swapped (#%d waits)", r.Number, a, b, other), w.PutRound(*r)
}

// coloursSwapped is the audit detail of a colour swap at table t of round
// n, the sides named as game g names them: 「1回戦 2番卓：黒白を入れ替え（黒
// #7、白 #4）」, 「先手後手を入れ替え（先手 #7、後手 #4）」.
func coloursSwapped(g GameKind, n, t, black, white int) Text {
	first, second := SideNames(g)
	return Text{
		En: fmt.Sprintf("round %d table %d: colours swapped (%s #%d, %s #%d)", n, t, first.En, black, second.En, white),
		Ja: fmt.Sprintf("%d回戦 %d番卓：%sを入れ替え（%s #%d、%s #%d）", n, t, SidesBoth(g).Ja, first.Ja, black, second.Ja, white),
	}
}
