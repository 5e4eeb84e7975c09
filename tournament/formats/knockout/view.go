package knockout

import (
	"taikai/pairing"
	"taikai/tournament"
)

// BracketDrawing is a knockout section's bracket as a sheet or a page
// draws it (決勝トーナメント表): the rounds left to right, each game with
// its two entrants once they are known and its winner once played, the
// 3位決定戦 apart, the champion once the final is won.
type BracketDrawing struct {
	// Section is the section's name (A級, 決勝の部).
	Section string
	// Entrants is the number of entrants; Lines the lines of the first
	// round (a power of two: the empty ones are byes).
	Entrants, Lines int
	// Rounds are the bracket's rounds, 1 first, the final last.
	Rounds []BracketRound
	// ThirdPlace is the 3位決定戦 when the section plays one (nil
	// otherwise); its entrants are unknown until both semi-finals are won.
	ThirdPlace *BracketMatch
	// Champion is the final's winner (優勝); unknown until then.
	Champion BracketEntry
}

// BracketRound is one round of the bracket.
type BracketRound struct {
	Number int
	// Title names it: 1回戦, 2回戦 …, 準々決勝, 準決勝, 決勝戦.
	Title tournament.Text
	// Matches are its games top to bottom: the winners of matches 2k and
	// 2k+1 meet in match k of the next round.
	Matches []BracketMatch
}

// BracketMatch is one game of the bracket, or a first-round line with a
// bye.
type BracketMatch struct {
	Round, Slot int
	// Top and Bottom are the entrants from the upper and the lower line;
	// an entry not known yet (the game before it not won) has ID 0.
	Top, Bottom BracketEntry
	// Winner is the winner's participant ID, 0 while the game has none.
	Winner int
	// Bye is set when one line is empty: the other entrant goes on
	// without playing (シード).
	Bye bool
	// Walkover is set when the game was not played: one of them was
	// absent or withdrawn, the other went on (不戦勝).
	Walkover bool
	// Table and Result are the game's venue table and result as recorded
	// (the game's own notation), once paired and played.
	Table  int
	Result string
	// Words is the result in the game's words (先手勝ち, 黒中押し勝ち), as
	// sheets and pages print it.
	Words tournament.Text
	// ThirdPlace marks the 3位決定戦.
	ThirdPlace bool
}

// TopWon reports whether the upper entrant won.
func (m BracketMatch) TopWon() bool { return m.Winner != 0 && m.Winner == m.Top.ID }

// BottomWon reports whether the lower entrant won.
func (m BracketMatch) BottomWon() bool { return m.Winner != 0 && m.Winner == m.Bottom.ID }

// BracketEntry is an entrant on a line of the bracket.
type BracketEntry struct {
	// ID is the participant's; 0 when not known yet or for a bye's line.
	ID int
	// Seed is the entrant's seed (1 = the strongest).
	Seed int
	Name string
	// Origin is where the entrant came from (A組1位), zero when from no
	// other section.
	Origin tournament.Text
	// Bye marks the empty line of a first-round bye.
	Bye bool
}

// Known reports whether the line holds an entrant.
func (e BracketEntry) Known() bool { return e.ID != 0 }

// BracketView reads the knockout bracket of the section s is the service
// of for drawing: every round's games with the names, seeds and origins of
// their entrants, the winners and the recorded results so far, the byes,
// the 3位決定戦. A section that does not play a knockout, or whose bracket
// is not drawn yet, is refused.
func BracketView(s *tournament.Service) (BracketDrawing, error) {
	var out BracketDrawing
	err := s.Store().View(func(r tournament.Reader) error {
		kr, err := readKnockout(r)
		if err != nil {
			return err
		}
		out, err = kr.drawing()
		return err
	})
	return out, err
}

// knockoutRead is a knockout section read with its bracket and results.
type knockoutRead struct {
	ev     tournament.Event
	sec    tournament.Section
	ps     []tournament.Participant
	rounds []tournament.Round
	kb     knockoutBracket
	played knockoutPlayed
}

// readKnockout reads the knockout of the section r is of, refusing a
// section that plays another format or has not drawn its bracket yet.
func readKnockout(r tournament.Reader) (knockoutRead, error) {
	ev, ps, rs, err := tournament.ReadAll(r)
	if err != nil {
		return knockoutRead{}, err
	}
	sec, ok := ev.InSection()
	if !ok || !sec.Format.HasBracket() {
		return knockoutRead{}, tournament.NewProblem(tournament.ErrInvalidInput, "the section does not play a knockout (its format is %s)", "この部門は決勝トーナメントではありません（方式：%s）", sec.Format.Name())
	}
	if ok, err := drawn(sec.Format); err != nil {
		return knockoutRead{}, err
	} else if !ok {
		return knockoutRead{}, tournament.NewProblem(tournament.ErrInvalidInput, "the bracket of section %s is not drawn yet: pairing its round 1 draws it", "部門 %s のトーナメント表はまだ組まれていません（1回戦を組むと決まります）", sec.Label())
	}
	kb, err := knockoutOf(sec.Format)
	if err != nil {
		return knockoutRead{}, err
	}
	sw, err := ev.Swiss()
	if err != nil {
		return knockoutRead{}, err
	}
	played, err := kb.read(ev, sw, ps, rs)
	if err != nil {
		return knockoutRead{}, err
	}
	return knockoutRead{ev: ev, sec: sec, ps: ps, rounds: rs, kb: kb, played: played}, nil
}

// undecided stands, while drawing, on a line whose entrant is not known.
const undecided = -2

func (kr knockoutRead) drawing() (BracketDrawing, error) {
	kb := kr.kb
	games, err := pairing.BracketGames(kb.bracket, kr.played.results, kb.third)
	if err != nil {
		return BracketDrawing{}, tournament.NewProblem(tournament.ErrDamagedFile, "the knockout's results do not follow its bracket: %v", "決勝トーナメントの結果が組合せ表と合いません：%v", err)
	}
	names := tournament.DisplayNames(kr.ps)
	origins := make(map[int]tournament.Origin, len(kr.ps))
	for _, p := range kr.ps {
		origins[p.ID] = p.Origin
	}
	entry := func(e int) BracketEntry {
		switch e {
		case pairing.Bye:
			return BracketEntry{Bye: true}
		case undecided:
			return BracketEntry{}
		}
		id := kb.ids[e]
		out := BracketEntry{ID: id, Seed: e + 1, Name: names[id]}
		if o := origins[id]; !o.IsZero() {
			out.Origin = o.Short()
		}
		return out
	}
	// recorded fills m's table and result from the stored game of its
	// round between a and b (entrant indices), when paired.
	recorded := func(m *BracketMatch, a, b int) {
		if m.Round > len(kr.rounds) {
			return
		}
		g, ok := tournament.GameBetween(kr.rounds[m.Round-1], kb.ids[a], kb.ids[b])
		switch {
		case !ok:
		case g.IsBye():
			m.Walkover = true
		default:
			m.Table = g.Table
			if g.Result != nil {
				m.Result = g.Result.Text
				m.Words = tournament.Text{En: tournament.ResultText(kr.ev, g.Result.Text, tournament.English), Ja: tournament.ResultText(kr.ev, g.Result.Text, tournament.Japanese)}
			}
		}
	}
	winnerOf := map[[2]int]int{}
	var playoff *pairing.BracketGame
	for i, g := range games {
		if g.ThirdPlace {
			playoff = &games[i]
			continue
		}
		winnerOf[gameKey(g.A, g.B)] = g.Winner
	}
	rounds := kb.bracket.Rounds()
	out := BracketDrawing{Section: kr.sec.Label(), Entrants: kb.entrants(), Lines: kb.bracket.Size}
	line := append([]int(nil), kb.bracket.Lines...)
	for round := 1; len(line) > 1; round++ {
		br := BracketRound{Number: round, Title: knockoutStage(round, rounds, false)}
		next := make([]int, len(line)/2)
		for slot := range next {
			x, y := line[2*slot], line[2*slot+1]
			m := BracketMatch{Round: round, Slot: slot, Top: entry(x), Bottom: entry(y)}
			next[slot] = undecided
			switch {
			case x == undecided || y == undecided:
			case y == pairing.Bye:
				next[slot], m.Bye = x, true
			case x == pairing.Bye:
				next[slot], m.Bye = y, true
			default:
				recorded(&m, x, y)
				if w, ok := winnerOf[gameKey(x, y)]; ok && w != pairing.NoWinner {
					next[slot] = w
				}
			}
			if next[slot] >= 0 {
				m.Winner = kb.ids[next[slot]]
			}
			br.Matches = append(br.Matches, m)
		}
		out.Rounds = append(out.Rounds, br)
		line = next
	}
	out.Champion = entry(line[0])
	if kb.third {
		m := BracketMatch{Round: rounds, Slot: 1, ThirdPlace: true}
		if playoff != nil {
			m.Top, m.Bottom = entry(playoff.A), entry(playoff.B)
			recorded(&m, playoff.A, playoff.B)
			if playoff.Winner != pairing.NoWinner {
				m.Winner = kb.ids[playoff.Winner]
			}
		}
		out.ThirdPlace = &m
	}
	return out, nil
}

// BracketThirdPlaceTitle and BracketChampionTitle head the 3位決定戦 and
// the champion's column of the sheets and pages that draw a bracket.
var (
	BracketThirdPlaceTitle = tournament.Text{En: "Third-place playoff", Ja: "3位決定戦"}
	BracketChampionTitle   = tournament.Text{En: "Champion", Ja: "優勝"}
)

// gameKey is the unordered pair of entrants a and b.
func gameKey(a, b int) [2]int {
	if a > b {
		a, b = b, a
	}
	return [2]int{a, b}
}
