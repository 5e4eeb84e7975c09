package tournament

import (
	"strings"

	"taikai/pairing"
)

// OddPlayer is what a section does with the odd player of a round when an
// odd number is present (奇数のときの1人; setting odd_player). The odd
// player is the one the bye rule picks (the pairing's bye penalties: the
// lowest score, no second bye); the modes differ in what they then do.
type OddPlayer string

// The modes of setting odd_player.
const (
	// OddBye: the odd player has the bye (不戦勝), worth what the game's
	// bye setting says (Othello's bye_discs, Go's bye_worth).
	OddBye OddPlayer = "bye"
	// OddWait: 待ち合わせ. The odd player waits; when a game finishes the
	// arbiter pairs them with its loser (or winner, setting wait_with) in
	// a game added to the round (PairWaiting), counted as a game of it.
	OddWait OddPlayer = "wait"
	// OddArbiter: 審判対局. The arbiter (or a substitute) plays the odd
	// player at a table; the result counts for the player only.
	OddArbiter OddPlayer = "arbiter"
)

// WaitWith is whom the waiting player plays (setting wait_with).
type WaitWith string

// The choices of setting wait_with.
const (
	WaitWithLoser  WaitWith = "loser"  // the loser of the finished game (負けた人)
	WaitWithWinner WaitWith = "winner" // its winner (勝った人)
)

// Keys of the odd-player settings.
const (
	SettingOddPlayer = "odd_player"
	SettingWaitWith  = "wait_with"
)

// oddPlayerSettings are the settings of every game played in paired
// rounds that say what happens to the odd player.
func oddPlayerSettings() SettingGroup {
	return SettingGroup{Settings: []Setting{
		{Key: SettingOddPlayer, Label: tr("The odd player (odd number present): bye, wait (待ち合わせ) or arbiter (審判対局)", "奇数のときの1人（不戦勝・待ち合わせ・審判対局）"),
			Kind: SettingChoice, Default: string(OddBye), Choices: []string{string(OddBye), string(OddWait), string(OddArbiter)},
			ChoiceLabels: []Text{tr("bye", "不戦勝"), tr("wait for a finished game (待ち合わせ)", "待ち合わせ"), tr("plays the arbiter (審判対局)", "審判対局")}},
		{Key: SettingWaitWith, Label: tr("待ち合わせ: the waiting player plays a finished game's loser or winner", "待ち合わせの相手（終わった対局の負けた人・勝った人）"),
			Kind: SettingChoice, Default: string(WaitWithLoser), Choices: []string{string(WaitWithLoser), string(WaitWithWinner)},
			ChoiceLabels: []Text{tr("loser", "負けた人"), tr("winner", "勝った人")}},
	}}
}

// OddPlayerOf returns the section's odd-player mode and whom a waiting
// player plays; a stored value this Taikai does not know is an error.
func OddPlayerOf(ev Event) (OddPlayer, WaitWith, error) {
	mode, with := OddPlayer(ev.Setting(SettingOddPlayer)), WaitWith(ev.Setting(SettingWaitWith))
	switch mode {
	case "":
		mode = OddBye // a game without the setting (four-player shogi)
	case OddBye, OddWait, OddArbiter:
	default:
		return "", "", newProblem(ErrInvalidInput, "setting odd_player is \"%s\": use bye, wait or arbiter", "設定 odd_player が「%s」です。bye・wait・arbiter のどれかにしてください", mode)
	}
	switch with {
	case "":
		with = WaitWithLoser
	case WaitWithLoser, WaitWithWinner:
	default:
		return "", "", newProblem(ErrInvalidInput, "setting wait_with is \"%s\": use loser or winner", "設定 wait_with が「%s」です。loser か winner にしてください", with)
	}
	return mode, with, nil
}

// ArbiterSeater is a Swiss game whose games take their own record when
// seated (Go's 手合割): SeatArbiter seats a 審判対局 game, whose arbiter's
// strength the game does not know, the colours as they are.
type ArbiterSeater interface {
	SeatArbiter(ev Event, g *Game)
}

// ByeOnly is a Swiss whose odd entrant can only have the bye (a team
// event: a team match has boards, and the arbiter plays no team). ByeOnly
// says why, for the refusal of odd_player=wait or arbiter.
type ByeOnly interface {
	ByeOnly() Text
}

// checkOddPlayer refuses odd_player=wait or arbiter where the section's
// format draws its own games (a league, a knockout, 2勝通過2敗失格, a round
// robin: their schedule decides who rests) or its entrants take only the
// bye (teams); the Swiss pairs them.
func checkOddPlayer(ev Event, sw Swiss, swiss bool) (OddPlayer, error) {
	mode, _, err := OddPlayerOf(ev)
	if err != nil || mode == OddBye {
		return mode, err
	}
	if !swiss {
		return "", newProblem(ErrInvalidInput, "odd_player=%s is for a Swiss section; this section's format decides who rests: set odd_player=bye",
			"奇数のときの「%s」はスイス式の部門のものです。この部門の方式では休む人が方式で決まります。odd_player=bye にしてください", oddWord(mode))
	}
	if b, ok := sw.(ByeOnly); ok {
		why := b.ByeOnly()
		return "", newProblem(ErrInvalidInput, "odd_player=%s: %s; set odd_player=bye", "奇数のときの「%s」：%s。odd_player=bye にしてください", oddWord(mode), why)
	}
	return mode, nil
}

// oddWord is the mode as stored in English and by its Japanese name.
func oddWord(m OddPlayer) Text {
	switch m {
	case OddWait:
		return Text{En: string(m), Ja: "待ち合わせ"}
	case OddArbiter:
		return Text{En: string(m), Ja: "審判対局"}
	}
	return Text{En: string(m), Ja: "不戦勝"}
}

// placeOdd seats the round's odd player p (the pairing's bye) by the
// mode: the bye as a game without table, a waiting player, or a game
// against the arbiter at the next table (the colour that evens the
// player's Black and White, else the other of their last, else by lot).
func placeOdd(ev Event, sw Swiss, mode OddPlayer, r *Round, p pairing.Pair, table *int, seed uint64) {
	// The odd player's reason is the bye's, less the word and the
	// pairing's costs (「難点: 点差のある対戦 20000」 says nothing to the
	// arbiter about who waits, issue 38): 「（点差0.5点）」.
	e := p.Why
	e.Penalty = pairing.Penalty{}
	why := explanation(ev.Game, e)
	chosen := Text{En: "(" + strings.TrimPrefix(why.En, "bye: ") + ")", Ja: strings.Replace(why.Ja, "不戦勝（", "（", 1)}
	switch mode {
	case OddWait:
		r.Waiting = append(r.Waiting, Waiting{Player: p.Black, Why: tr("待ち合わせ: the odd player, chosen as the bye is %s, waits for a finished game",
			"待ち合わせ：不戦勝と同じ選び方で奇数の1人%s。終わった対局を待ちます", chosen)})
	case OddArbiter:
		*table++
		g := Game{Table: *table, Black: p.Black, White: ArbiterID}
		white := false
		switch d, last := p.Why.BlackDelta, p.Why.BlackLast; {
		case d > 0:
			white = true
		case d < 0:
		case last == pairing.Black:
			white = true
		case last == pairing.White:
		default:
			white = (seed+uint64(r.Number))%2 == 1
		}
		if white {
			g.Black, g.White = ArbiterID, p.Black
		}
		if as, ok := sw.(ArbiterSeater); ok {
			as.SeatArbiter(ev, &g)
		}
		g.Why = tr("審判対局: the odd player, chosen as the bye is %s, plays the arbiter", "審判対局：不戦勝と同じ選び方で奇数の1人%s。審判と対局します", chosen)
		r.Games = append(r.Games, g)
	default:
		// The bye keeps its costs (a repeated bye says so).
		r.Games = append(r.Games, Game{Black: p.Black, Why: explanation(ev.Game, p.Why)})
	}
}
