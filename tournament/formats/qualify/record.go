package qualify

import (
	"taikai/tournament"

	"fmt"

	"taikai/pairing"
)

// This file reads a 2勝通過2敗失格 stage's records from its rounds:
// format_qualify.go configures and pairs it, format_qualify_table.go ranks it.

// qualifyRecord is one entrant's way through the stage after some rounds.
type qualifyRecord struct {
	record pairing.WinLoss
	// history is the engine's view of the rounds since the entrant's
	// first, oldest first.
	history []pairing.Game
	// through and out are the rounds the entrant qualified or was
	// eliminated in (0: not yet).
	through, out int
	// draws are games that brought half the points (引き分け): neither a
	// win nor a loss in the stage; voids are games ruled 無勝負 (no
	// result), neither too.
	draws, voids int
	// held are the games held pending a ruling (勝敗預かり).
	held []qualifyHeld
}

// qualifyHeld is a game held pending a ruling (勝敗預かり).
type qualifyHeld struct {
	round, table, black, white int
}

// qualifyRules are the stage's rules as the section's format stores them.
func qualifyRules(f tournament.Format) (pairing.QualifyRules, error) {
	d, err := DetailOf(f)
	if err != nil {
		return pairing.QualifyRules{}, err
	}
	bye, ok := qualifyByes[d.Bye]
	r := pairing.QualifyRules{Wins: d.Wins, Losses: d.Losses, Bye: bye}
	if !ok {
		return r, tournament.NewProblem(tournament.ErrDamagedFile, "the section's bye rule \"%s\" is unknown: edit the section (--bye win, nothing or lowest)",
			"部門の不戦勝の扱い「%s」が不明です。部門を編集してください（--bye win・nothing・lowest）", d.Bye)
	}
	if err := r.Validate(); err != nil {
		return r, tournament.NewProblem(tournament.ErrDamagedFile, "the section's 2勝通過2敗失格 rules are invalid: %v", "部門の勝ち抜けの設定が正しくありません：%v", err)
	}
	return r, nil
}

// qualifyRecords reads every entrant's record through round `through` of
// rs: a game worth 2 half-points by the game's scores is a win, 0 a loss,
// 1 a draw (counted as neither); a game ruled 無勝負 is neither (両負け
// is a loss for both); a game held pending a ruling counts as
// neither until ruled and is listed; the bye is a win or nothing as the
// rules say (whatever the game's scores give it).
func qualifyRecords(ev tournament.Event, sw tournament.Swiss, rules pairing.QualifyRules, ps []tournament.Participant, rs []tournament.Round, through int) (map[int]*qualifyRecord, error) {
	var before []tournament.Round
	for i, r := range rs {
		if r.Number != i+1 {
			return nil, tournament.NewProblem(tournament.ErrDamagedFile, "round %d is missing from the event file", "大会ファイルに %d 回戦がありません", i+1)
		}
		if r.Number <= through {
			before = append(before, r)
		}
	}
	scoreAfter, _, err := sw.Scores(ev, ps, before)
	if err != nil {
		return nil, err
	}
	recs := map[int]*qualifyRecord{}
	for _, p := range ps {
		if sw.Entrant(p) {
			recs[p.ID] = &qualifyRecord{}
		}
	}
	entered := map[int]tournament.Participant{}
	for _, p := range ps {
		entered[p.ID] = p
	}
	for k, r := range before {
		n := r.Number
		seen := map[int]bool{}
		winsBefore := make(map[int]int, len(recs))
		for id, rec := range recs {
			winsBefore[id] = rec.record.Wins
		}
		for _, g := range r.Games {
			for _, side := range []struct {
				id, opp int
				colour  pairing.Color
			}{{g.Black, g.White, pairing.Black}, {g.White, g.Black, pairing.White}} {
				if side.id == 0 {
					continue
				}
				rec, ok := recs[side.id]
				if !ok {
					return nil, tournament.NewProblem(tournament.ErrDamagedFile, "round %d has a game of participant %d, who is not an entrant of the section", "%d 回戦に部門の出場者でない参加者（%d）の対局があります", n, side.id)
				}
				seen[side.id] = true
				if rec.through > 0 || rec.out > 0 {
					return nil, tournament.NewProblem(tournament.ErrInvalidInput, "round %d, table %d: participant %d plays after qualifying or being eliminated; correct the pairing",
						"%d 回戦 %d 番卓：参加者 %d は通過または失格の後に対局しています。組合せを直してください", n, g.Table, side.id)
				}
				hg := pairing.Game{Opponent: pairing.NoOpponent}
				switch {
				case g.IsBye():
					hg.Bye = true
					if rules.Bye.CountsAsWin() {
						rec.record.Wins++
					}
				case g.Result == nil:
					// Still being played: a game of the round, not yet a result.
					hg.Opponent, hg.Color = side.opp, side.colour
				case g.Result.Text == tournament.ResultNoResult:
					// 無勝負: the game was played (no rematch) but is neither
					// a win nor a loss for either (docs/rules.md §1), whatever the
					// game's scores give it; 両負け is a loss for both.
					hg.Opponent, hg.Color, hg.Result = side.opp, side.colour, pairing.ResultUnknown
					rec.voids++
				case g.Result.Text == tournament.ResultPending:
					hg.Opponent, hg.Color = side.opp, side.colour
					rec.held = append(rec.held, qualifyHeld{round: n, table: g.Table, black: g.Black, white: g.White})
				default:
					hg.Opponent, hg.Color = side.opp, side.colour
					switch scoreAfter[k+1][side.id] - scoreAfter[k][side.id] {
					case 2:
						hg.Result = pairing.ResultWin
						rec.record.Wins++
					case 1:
						hg.Result = pairing.ResultDraw
						rec.draws++
					case 0:
						hg.Result = pairing.ResultLoss
						rec.record.Losses++
					default:
						return nil, tournament.NewProblem(tournament.ErrInvalidInput, "round %d, table %d: the result %q gives %d half-points, neither a win, a draw nor a loss, which 2勝通過2敗失格 cannot count",
							"%d 回戦 %d 番卓：結果「%s」の点数（%d）は勝ち・引き分け・負けのいずれでもなく、勝ち抜けでは数えられません",
							n, g.Table, g.Result.Text, scoreAfter[k+1][side.id]-scoreAfter[k][side.id])
					}
				}
				if hg.Opponent != pairing.NoOpponent {
					hg.ScoreDiff = 2 * (winsBefore[side.id] - winsBefore[side.opp])
				}
				rec.history = append(rec.history, hg)
			}
		}
		for id, rec := range recs {
			if !seen[id] {
				// A round the entrant missed (absent) while still in.
				if entered[id].StatusIn(n) != tournament.NotEntered && rec.through == 0 && rec.out == 0 {
					rec.history = append(rec.history, pairing.Game{Opponent: pairing.NoOpponent})
				}
				continue
			}
			if rules.Qualified(rec.record) && rec.through == 0 {
				rec.through = n
			}
			if rules.Eliminated(rec.record) && rec.out == 0 && rec.through == 0 {
				rec.out = n
			}
		}
	}
	return recs, nil
}

// heldText names the held games for the arbiter.
func heldText(held []qualifyHeld, names map[int]string) tournament.Text {
	var t tournament.Text
	for i, h := range held {
		sepEn, sepJa := "", ""
		if i > 0 {
			sepEn, sepJa = ", ", "、"
		}
		t.En += sepEn + fmt.Sprintf("round %d table %d (%s v %s)", h.round, h.table, names[h.black], names[h.white])
		t.Ja += sepJa + fmt.Sprintf("%d回戦%d番卓（%s 対 %s）", h.round, h.table, names[h.black], names[h.white])
	}
	return t
}
