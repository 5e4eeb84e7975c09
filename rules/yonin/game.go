package yonin

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Elimination is one player leaving a game (撃破): Victim was mated by Mater.
type Elimination struct {
	// Victim is the seat of the mated player (詰まされた者).
	Victim int
	// Mater is the seat of the player credited with the mate (撃破した者).
	Mater int
	// Foul marks a 反則 — resigning or losing on time with 3 or more players
	// left — which costs the victim FoulPenalty on top of the mate; the mater
	// must then be the victim's nearest unmated 上家.
	Foul bool
}

// Game is the record of one game (局) of a table as the arbiter enters it.
// It is stored as JSON in the event file: fields added later carry
// omitempty so that older files read unchanged.
type Game struct {
	// Parent is the seat of the 親, who moves first in this game.
	Parent int
	// Eliminations are the mates in the order they happened. A game decided
	// on the board has three; a 持将棋 game has at most two.
	Eliminations []Elimination
	// Jishogi, when not nil, ends the game as 持将棋: the players still
	// unmated, best first (see RankJishogi).
	Jishogi []int
	// Penalties lists players who fouled without leaving the game, one entry
	// per foul: a 連続王手の千日手, after which the offender changes the move
	// and play goes on (seed ■2 (7), (7-1)). Each costs FoulPenalty, paid to
	// nobody. Any seat, mated or not, as often as it happened.
	Penalties []int
	// Void marks a 千日手: the game counts for nothing, kill points and
	// penalties included, and is replayed (seed ■2 (7)). A void game has no
	// eliminations, penalties or 持将棋 ranking.
	Void bool
	// JishogiMaterial is what the arbiter counted for each seat when the game
	// ended as 持将棋 (only the unmated seats count); nil when the ranking was
	// only typed. Unless JishogiOverride is set, Jishogi must be the order
	// RankJishogi gives from it.
	JishogiMaterial *[Seats]Material `json:",omitempty"`
	// JishogiOverride marks a 持将棋 ranking typed by the arbiter instead of
	// computed by the four criteria (an override, logged as such).
	JishogiOverride bool `json:",omitempty"`
	// Nyugyoku is the 入玉宣言 that ended the game as 持将棋, with the
	// arbiter's answers to the five conditions; nil for 持将棋 at move 300.
	Nyugyoku *Nyugyoku `json:",omitempty"`
}

// seatName names a seat in messages: "seat 2" by default (seats count 1–4
// in every message), the player's name when the caller knows it.
type seatName func(int) string

func bySeat(s int) string { return fmt.Sprintf("seat %d", s+1) }

// jaSeat names seat s in a Japanese message, 「2番 佐藤」 (「4番 CPU」,
// 「3番」), from the label name gives it (「佐藤 (seat 2)」, CPU4, seat 3).
func jaSeat(name seatName, s int) string {
	n := strconv.Itoa(s + 1)
	l := strings.TrimSuffix(name(s), " (seat "+n+")")
	switch l {
	case bySeat(s), "":
		return n + "番"
	case "CPU" + n:
		l = "CPU"
	}
	return n + "番 " + l
}

// labelled names seats by names, falling back to "seat N".
func labelled(names [Seats]string) seatName {
	return func(s int) string { return seatLabel(names, s) }
}

// mateState replays the eliminations of g and checks each against the
// rules; it returns who is mated at the end.
func (g Game) mateState() ([Seats]bool, error) { return g.mateStateNamed(bySeat) }

func (g Game) mateStateNamed(name seatName) ([Seats]bool, error) {
	var mated [Seats]bool
	if !ValidSeat(g.Parent) {
		return mated, fmt.Errorf("%w: parent seat %d is not 1..4", ErrInvalidGame, g.Parent+1)
	}
	if len(g.Eliminations) > Seats-1 {
		return mated, fmt.Errorf("%w: %d eliminations, at most 3 (the last player standing is 1st)", ErrInvalidGame, len(g.Eliminations))
	}
	for i, e := range g.Eliminations {
		n := i + 1
		switch {
		case !ValidSeat(e.Victim) || !ValidSeat(e.Mater):
			return mated, fmt.Errorf("%w: elimination %d: seats must be 1..4, got %d mated by %d", ErrInvalidGame, n, e.Victim+1, e.Mater+1)
		case e.Victim == e.Mater:
			return mated, withJapanese(fmt.Errorf("%w: elimination %d: %s cannot mate themselves", ErrInvalidGame, n, name(e.Victim)),
				"%d番目の撃破：%sが自分を詰ますことはできません", n, jaSeat(name, e.Victim))
		case mated[e.Victim]:
			return mated, withJapanese(fmt.Errorf("%w: elimination %d: %s was already mated", ErrInvalidGame, n, name(e.Victim)),
				"%d番目の撃破：%sはすでに詰んでいます", n, jaSeat(name, e.Victim))
		case mated[e.Mater]:
			return mated, withJapanese(fmt.Errorf("%w: elimination %d: %s was already mated and cannot mate %s", ErrInvalidGame, n, name(e.Mater), name(e.Victim)),
				"%d番目の撃破：%sはすでに詰んでいるので、%sを詰ませません", n, jaSeat(name, e.Mater), jaSeat(name, e.Victim))
		}
		if e.Foul {
			if left := Seats - i; left <= 2 {
				return mated, withJapanese(fmt.Errorf("%w: elimination %d: %s lost with 2 players left; record it without foul", ErrFoulTwoLeft, n, name(e.Victim)),
					"%d番目の撃破：2人のときの投了・時間切れは反則ではありません。%sの負けを反則なしで記録してください", n, jaSeat(name, e.Victim))
			}
			if up := NearestUnmatedKamicha(e.Victim, mated); up != e.Mater {
				return mated, withJapanese(fmt.Errorf("%w: elimination %d: %s fouled, so the mate goes to %s (上家), not %s", ErrFoulMater, n, name(e.Victim), name(up), name(e.Mater)),
					"%d番目の撃破：%sの反則は上家の%sが撃破した扱いです（%sではありません）", n, jaSeat(name, e.Victim), jaSeat(name, up), jaSeat(name, e.Mater))
			}
		}
		mated[e.Victim] = true
	}
	for _, p := range g.Penalties {
		if !ValidSeat(p) {
			return mated, fmt.Errorf("%w: 反則点 for seat %d, seats are 1..4", ErrInvalidGame, p+1)
		}
	}
	return mated, nil
}

// Validate checks that g is a complete, consistent record.
func (g Game) Validate() error { return g.validate(bySeat) }

// ValidateNamed is Validate with the players' names in the messages; names
// are by seat, an empty one shown as "seat N".
func (g Game) ValidateNamed(names [Seats]string) error { return g.validate(labelled(names)) }

func (g Game) validate(name seatName) error {
	mated, err := g.mateStateNamed(name)
	if err != nil {
		return err
	}
	if g.Void {
		switch {
		case len(g.Eliminations) > 0:
			return fmt.Errorf("%w: a 千日手 voids the whole game, its mates included (seed ■2 (7)): record a void game without eliminations", ErrInvalidGame)
		case len(g.Penalties) > 0:
			return fmt.Errorf("%w: a 千日手 voids the whole game, its 反則点 included (seed ■2 (7)): record a void game without penalties (a 連続王手の千日手 is not void: play goes on)", ErrInvalidGame)
		case g.Jishogi != nil || g.JishogiMaterial != nil || g.Nyugyoku != nil:
			return fmt.Errorf("%w: a 千日手 (void) game has no 持将棋 ranking", ErrInvalidGame)
		}
		return nil
	}
	if g.Jishogi == nil {
		switch {
		case g.JishogiMaterial != nil || g.JishogiOverride:
			return fmt.Errorf("%w: 持将棋 material or override without a 持将棋 ranking", ErrJishogiRanking)
		case g.Nyugyoku != nil:
			return fmt.Errorf("%w: an accepted 入玉宣言 ends the game as 持将棋; give the 持将棋 ranking", ErrJishogiRanking)
		case len(g.Eliminations) != Seats-1:
			return withJapanese(fmt.Errorf("%w: %d eliminations; a game needs 3, or a 持将棋 ranking, or void (千日手)", ErrInvalidGame, len(g.Eliminations)),
				"撃破が%d件です。1局は撃破3件か、持将棋か、千日手（無効）で記録します", len(g.Eliminations))
		}
		return nil
	}
	left := Seats - len(g.Eliminations)
	if left < 2 {
		return fmt.Errorf("%w: 持将棋 needs at least 2 unmated players, %d left", ErrJishogiRanking, left)
	}
	if len(g.Jishogi) != left {
		return fmt.Errorf("%w: it lists %d players but %d are unmated", ErrJishogiRanking, len(g.Jishogi), left)
	}
	var seen [Seats]bool
	for _, s := range g.Jishogi {
		switch {
		case !ValidSeat(s):
			return fmt.Errorf("%w: seat %d is not 1..4", ErrJishogiRanking, s+1)
		case mated[s]:
			return fmt.Errorf("%w: %s was mated and cannot be ranked", ErrJishogiRanking, name(s))
		case seen[s]:
			return fmt.Errorf("%w: %s is listed twice", ErrJishogiRanking, name(s))
		}
		seen[s] = true
	}
	if n := g.Nyugyoku; n != nil {
		switch {
		case !ValidSeat(n.Declarer):
			return fmt.Errorf("%w: the declarer's seat %d is not 1..4", ErrInvalidNyugyoku, n.Declarer+1)
		case mated[n.Declarer]:
			return fmt.Errorf("%w: %s was mated and cannot declare", ErrInvalidNyugyoku, name(n.Declarer))
		}
		if f := n.Answers.Failures(); len(f) > 0 {
			return fmt.Errorf("%w (play continues): %s", ErrInvalidNyugyoku, conditionList(f, nil))
		}
	}
	return nil
}

// checkJishogiMaterial checks, under the settings, that a 持将棋 ranking
// computed from material (not an override) is the order the four criteria
// give.
func (s Settings) checkJishogiMaterial(g Game, name seatName) error {
	if g.Jishogi == nil || g.JishogiMaterial == nil {
		return nil
	}
	r, err := s.rankJishogi(g.Parent, g.Eliminations, *g.JishogiMaterial, name)
	if err != nil {
		return err
	}
	if !g.JishogiOverride && !slices.Equal(r.Seats(), g.Jishogi) {
		return fmt.Errorf("%w: the ranking does not follow the material by the four criteria; mark it as the arbiter's override", ErrJishogiRanking)
	}
	return nil
}
