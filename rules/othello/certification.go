package othello

import "fmt"

// Certificate is a rank certification (段位認定) of the event (docs/rules.md §2.4).
type Certificate struct {
	// Dan is the certified dan, 0 for none.
	Dan int
	// Paid marks a certification given for a fee (有料にて認定, the seed's (*1)).
	Paid bool
	// Basis says why, in both languages.
	Basis Text
}

var kanjiNumbers = [...]string{"", "初", "二", "三", "四", "五", "六", "七", "八", "九"}

// Japanese returns the dan as written on the certification list: 七段, 初段;
// empty for none.
func (c Certificate) Japanese() string {
	if c.Dan <= 0 || c.Dan >= len(kanjiNumbers) {
		return ""
	}
	return kanjiNumbers[c.Dan] + "段"
}

// Certify returns the certification of a player from their final place
// (1 = winner of the final, 2 = runner-up, 3 = third, anything else = by
// wins) and their preliminary score (予選リーグの成績): 1st 七段; 2nd and 3rd
// 六段 (paid); by wins 4.5 or more 五段, 3.5 四段, 2.5 三段, 1.5 二段 (paid).
// The higher of the two applies. The seed's table ends at 5 wins; 5.5 and 6
// (only possible outside the top 3 in theory) also give 五段.
func (s Settings) Certify(place int, prelim Half) Certificate {
	byWins := Certificate{Paid: s.WinsPaid}
	for _, step := range []struct {
		dan int
		min Half
	}{{5, s.FiveDanMinWins}, {4, s.FourDanMinWins}, {3, s.ThreeDanMinWins}, {2, s.TwoDanMinWins}} {
		if prelim >= step.min {
			byWins.Dan = step.dan
			byWins.Basis = Text{En: fmt.Sprintf("%s preliminary wins (%s or more)", prelim, step.min),
				Ja: fmt.Sprintf("予選%s勝（%s勝以上）", prelim, step.min)}
			break
		}
	}
	if byWins.Dan == 0 {
		byWins = Certificate{Basis: Text{En: fmt.Sprintf("%s preliminary wins: no certification", prelim),
			Ja: fmt.Sprintf("予選%s勝：認定なし", prelim)}}
	}
	var byPlace Certificate
	switch place {
	case 1:
		byPlace = Certificate{Dan: s.ChampionDan, Paid: s.ChampionPaid, Basis: Text{En: "winner", Ja: "優勝"}}
	case 2:
		byPlace = Certificate{Dan: s.RunnerUpDan, Paid: s.PlacePaid, Basis: Text{En: "runner-up", Ja: "準優勝"}}
	case 3:
		byPlace = Certificate{Dan: s.ThirdDan, Paid: s.PlacePaid, Basis: Text{En: "3rd place", Ja: "3位"}}
	}
	if byPlace.Dan >= byWins.Dan && byPlace.Dan > 0 {
		return byPlace
	}
	return byWins
}

// FinalWinner says who won a final or third-place playoff from its verdict,
// for the places of the award list (docs/rules.md §2.3, §2.4). decided is false for
// a game that has no winner yet: 勝敗預かり, 両負け and 無勝負 give no place
// (the seed's final has no draws and no rule for them: the arbiter decides,
// rules 21 and 23), so the list says 未定 until a ruling gives the result.
// Every outcome is matched by name: a bye, a drawn verdict without the
// draw-win right, or an outcome this function does not know is an error,
// never a winner.
func FinalWinner(v Verdict) (winner Colour, decided bool, err error) {
	switch v.Outcome {
	case Normal, ForfeitBlack, ForfeitWhite, TimeoutBlack, TimeoutWhite, BothTimeout, FoulBlack, FoulWhite:
		switch v.Winner {
		case Black, White:
			return v.Winner, true, nil
		case NoColour:
			return NoColour, false, problem(ErrNoDrawWinRight, "the final or playoff has no winner (%d-%d, %s); record the hidden-disc ceremony (the draw-win right decides a draw) or rule on the game",
				v.Black, v.White, v.Outcome.English())
		}
		return NoColour, false, problem(ErrUnknownOutcome, "the verdict of %q names no colour (%d)", string(v.Outcome), int(v.Winner))
	case Pending, DoubleLoss, NoResult:
		return NoColour, false, nil
	case Bye:
		return NoColour, false, problem(ErrOutcomeNotAllowed, "there is no bye in a final or playoff")
	}
	return NoColour, false, problem(ErrUnknownOutcome, "%q decides no place in a final or playoff", string(v.Outcome))
}
