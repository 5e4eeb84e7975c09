package othello

import "fmt"

// EarlyFinalDecision is the outcome of the early-final rule (docs/rules.md §2.3): after
// the round before the last, all-win players (全勝者) skip the last round and
// are the finalists when there are at most 2 of them and the 3rd-placed player
// has at most 4 wins (4勝1敗以下).
type EarlyFinalDecision struct {
	// Applies is true when the all-win players skip the last round.
	Applies bool
	// AllWinners are the ids of the players who won every game so far.
	AllWinners []int
	// Finalists are the early finalists when Applies (the AllWinners).
	Finalists []int
	// BestOfRestJoins is true when only one player is an early finalist: the
	// other finalist is the best of the rest after the last round.
	BestOfRestJoins bool
	// Waiting are the players whose 勝敗預かり games could still change the
	// decision: ruled a win, they would have more than
	// EarlyFinalThirdMaxWins wins (an all-win player, or a 3rd above 4–1).
	// While any wait, nothing is decided (Applies is false) and the last
	// round must not be paired: the decision is made when the ruling
	// arrives.
	Waiting []int
	// Reason says which rule applied and why, in both languages.
	Reason Text
}

// active returns the rows of players still in the event.
func active(rows []Row) []Row {
	out := make([]Row, 0, len(rows))
	for _, r := range rows {
		if !r.Withdrawn {
			out = append(out, r)
		}
	}
	return out
}

// EarlyFinal checks the early-final rule on the standings after round; the
// rule is checked only after EarlyFinalAfterRound (5) and only players who
// have not withdrawn count. A 勝敗預かり game that could make a player
// all-win, or the 3rd better than 4–1, decides nothing yet: the decision
// waits (Waiting) until it is ruled. The app calls it by itself once that round's
// results are in and tells the arbiter the Reason.
func (s Settings) EarlyFinal(rows []Row, round int) EarlyFinalDecision {
	var d EarlyFinalDecision
	after, last := s.EarlyFinalAfterRound, s.EarlyFinalAfterRound+1
	switch {
	case !s.EarlyFinalRule:
		d.Reason = Text{En: "The early-final rule is off for this event: everybody plays every round.",
			Ja: "この大会では早期決勝進出の規定を適用しません。全員が全回戦を行います。"}
		return d
	case round != after:
		d.Reason = Text{En: fmt.Sprintf("The early-final rule is checked only after round %d (now round %d).", after, round),
			Ja: fmt.Sprintf("早期決勝進出の判定は%d回戦終了時点でのみ行います（現在%d回戦）。", after, round)}
		return d
	}
	rows = active(rows)
	for _, r := range rows {
		best := r.Score + Half(r.PendingGames)*WinPoints // every held game ruled a win
		if r.PendingGames > 0 && (best >= Points(after) || best > Points(s.EarlyFinalThirdMaxWins)) {
			d.Waiting = append(d.Waiting, r.ID)
		}
	}
	if len(d.Waiting) > 0 {
		d.Reason = Text{En: fmt.Sprintf("After round %d a game held pending a ruling could make %d player(s) all-win or a 3rd with more than %d wins: the early-final decision, and round %d, wait for the ruling.",
			after, len(d.Waiting), s.EarlyFinalThirdMaxWins, last),
			Ja: fmt.Sprintf("%[1]d回戦終了時点で、勝敗預かりの対局の裁定次第で%[1]d戦全勝者または%[2]d勝を超える3位になる選手が%[3]d名います。早期決勝進出の判定と%[4]d回戦の組合せは裁定を待ちます。",
				after, s.EarlyFinalThirdMaxWins, len(d.Waiting), last)}
		return d
	}
	for _, r := range rows {
		if r.Score == Points(after) {
			d.AllWinners = append(d.AllWinners, r.ID)
		}
	}
	n, maxN := len(d.AllWinners), s.EarlyFinalMaxAllWinners
	var third Half
	if len(rows) >= 3 {
		third = rows[2].Score
	}
	switch {
	case n == 0:
		d.Reason = Text{En: fmt.Sprintf("After round %d nobody has won all %d games: everybody plays round %d.", after, after, last),
			Ja: fmt.Sprintf("%d回戦終了時点で%d戦全勝者がいないため、全員が%d回戦を行います。", after, after, last)}
	case n > maxN:
		d.Reason = Text{En: fmt.Sprintf("After round %d, %d players have won all %d games (more than %d): everybody plays round %d.", after, n, after, maxN, last),
			Ja: fmt.Sprintf("%d回戦終了時点で%d戦全勝者が%d名（%d名を超える）のため、全員が%d回戦を行います。", after, after, n, maxN, last)}
	case third > Points(s.EarlyFinalThirdMaxWins):
		d.Reason = Text{En: fmt.Sprintf("After round %d the 3rd-placed player has %s wins (more than %d): everybody plays round %d.", after, third, s.EarlyFinalThirdMaxWins, last),
			Ja: fmt.Sprintf("%d回戦終了時点で3位の勝数が%s勝（%d勝を超える）のため、全員が%d回戦を行います。", after, third, s.EarlyFinalThirdMaxWins, last)}
	default:
		d.Applies = true
		d.Finalists = append([]int(nil), d.AllWinners...)
		d.BestOfRestJoins = n == 1
		en := fmt.Sprintf("After round %d, %d player(s) have won all %d games (at most %d) and the 3rd-placed player has %s wins (at most %d): the all-win player(s) skip round %d and play the final.",
			after, n, after, maxN, third, s.EarlyFinalThirdMaxWins, last)
		ja := fmt.Sprintf("%d回戦終了時点で%d戦全勝者が%d名（%d名以下）、3位が%s勝（%d勝以下）のため、全勝者は%d回戦を行わず決勝戦に進出します。",
			after, after, n, maxN, third, s.EarlyFinalThirdMaxWins, last)
		if d.BestOfRestJoins {
			en += fmt.Sprintf(" The other finalist is the best of the rest after round %d.", last)
			ja += fmt.Sprintf("もう1名の決勝進出者は%d回戦終了後の残りの選手の最上位者です。", last)
		}
		d.Reason = Text{En: en, Ja: ja}
	}
	return d
}

// FinalsDecision says who plays the final (決勝戦) and whether a third-place
// playoff (3位決定戦) is played, both as the round after the preliminaries.
type FinalsDecision struct {
	// Finalists are the preliminary 1st and 2nd (early finalists first).
	Finalists [2]int
	// Playoff is true when the 3rd and 4th play a 3位決定戦.
	Playoff bool
	// Third holds the 3rd when the preliminaries decide it, the 3rd and 4th
	// when they play the playoff, nobody with fewer than 3 players.
	Third []int
	// Reason says which rules applied and why, in both languages.
	Reason Text
}

// Finals decides the final and the third-place playoff from the standings
// after the last preliminary round (early finalists flagged, so ranked
// first). Players who withdrew are passed over. The final is the preliminary
// 1st against the 2nd, with no draws. The playoff is played only if the 3rd
// and 4th have the same wins and (PlayoffNeedsDesignatedFinalist) a
// designated player is in the final; otherwise the preliminary 3rd is 3rd.
func (s Settings) Finals(rows []Row) (FinalsDecision, error) {
	rows = active(rows)
	if len(rows) < 2 {
		return FinalsDecision{}, problem(ErrTooFewPlayers, "a final needs 2 players still in the event, there are %d", len(rows))
	}
	round := s.Rounds + 1
	d := FinalsDecision{Finalists: [2]int{rows[0].ID, rows[1].ID}}
	en := fmt.Sprintf("Final (round %d): preliminary 1st against 2nd, no draws (the draw-win right decides a 32-32 result).", round)
	ja := fmt.Sprintf("決勝戦（%d回戦）は予選1位と2位で行います（引き分けなし。32石対32石は引き分け勝ちの権利者の勝ち）。", round)
	if rows[0].EarlyFinalist || rows[1].EarlyFinalist {
		en += " The early-final rule made the all-win player(s) finalists."
		ja += "早期決勝進出の規定により全勝者が決勝進出者です。"
	}
	if len(rows) < 3 {
		d.Reason = Text{En: en, Ja: ja}
		return d, nil
	}
	third, fourth := rows[2], Row{}
	if len(rows) >= 4 {
		fourth = rows[3]
	}
	designated := rows[0].Designated || rows[1].Designated
	switch {
	case !s.ThirdPlacePlayoff:
		en += " No playoff is held at this event: the preliminary 3rd is 3rd."
		ja += "この大会では3位決定戦を行わず、予選3位を3位とします。"
	case len(rows) < 4:
		en += " There is no 4th player: the preliminary 3rd is 3rd."
		ja += "予選4位がいないため、予選3位を3位とします。"
	case third.Score != fourth.Score:
		en += fmt.Sprintf(" The preliminary 3rd and 4th have different wins (%s and %s): no playoff, the preliminary 3rd is 3rd.", third.Score, fourth.Score)
		ja += fmt.Sprintf("予選3位と4位の勝数が異なる（%s勝と%s勝）ため3位決定戦は行わず、予選3位を3位とします。", third.Score, fourth.Score)
	case s.PlayoffNeedsDesignatedFinalist && !designated:
		en += fmt.Sprintf(" The preliminary 3rd and 4th both have %s wins, but no designated player is in the final: no playoff, the preliminary 3rd is 3rd.", third.Score)
		ja += fmt.Sprintf("予選3位と4位は同勝数（%s勝）ですが、指定選手が決勝に進出していないため3位決定戦は行わず、予選3位を3位とします。", third.Score)
	default:
		d.Playoff = true
		d.Third = []int{third.ID, fourth.ID}
		if s.PlayoffNeedsDesignatedFinalist {
			en += fmt.Sprintf(" The preliminary 3rd and 4th both have %s wins and a designated player is in the final: they play a third-place playoff (round %d).", third.Score, round)
			ja += fmt.Sprintf("予選3位と4位が同勝数（%s勝）で、指定選手が決勝に進出したため、3位決定戦（%d回戦）を行います。", third.Score, round)
		} else {
			en += fmt.Sprintf(" The preliminary 3rd and 4th both have %s wins: they play a third-place playoff (round %d).", third.Score, round)
			ja += fmt.Sprintf("予選3位と4位が同勝数（%s勝）のため、3位決定戦（%d回戦）を行います。", third.Score, round)
		}
	}
	if !d.Playoff {
		d.Third = []int{third.ID}
	}
	d.Reason = Text{En: en, Ja: ja}
	return d, nil
}
