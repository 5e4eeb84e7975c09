package shogi

import (
	"fmt"

	rules "taikai/rules/shogi"
	"taikai/tournament"
)

// gameRecord is shogi's own record of a game (tournament.Game.Extra): its
// 手合割 as seated, and the 振り駒 when one was recorded. The first mover is
// always the game's Black (先手): in a 駒落ち the 上手.
type gameRecord struct {
	// Teai is the 手合 (rules.Teai's key: hirate, lance …).
	Teai string `json:"teai"`
	// Uwate is the stronger player's ID (上手); 0 when the ranks are equal
	// or unknown.
	Uwate int `json:"uwate,omitempty"`
	// Why says how the first mover was chosen: equal (the pairing, or a
	// 振り駒), lower-first (平手 下位者先手), handicap (上手 first), unknown
	// (a rank unknown: as equal), arbiter (審判対局).
	Why string `json:"why"`
	// Toss: 先手 is left to a 振り駒 at the board (an even game between
	// equals in a section with setting furigoma on, when seated).
	Toss bool `json:"toss,omitempty"`
	// Furigoma is the 振り駒 at the board, when recorded.
	Furigoma *furigoma `json:"furigoma,omitempty"`
}

// furigoma is a recorded 振り駒: For is the first-named player, the one
// 歩 face up favour; Fu the number of 歩 face up of five.
type furigoma struct {
	For int `json:"for"`
	Fu  int `json:"fu"`
}

// The values of gameRecord.Why.
const (
	whyEqual      = "equal"
	whyLowerFirst = "lower-first"
	whyHandicap   = "handicap"
	whyUnknown    = "unknown"
	whyArbiter    = "arbiter"
)

// whyWords say who moves first and why for the values of gameRecord.Why:
// short, as the 手合割 shown says it (上手から指す), and as a sentence, the
// reason a game has no 振り駒 (none for a rank unknown).
var whyWords = map[string]struct{ short, sentence tournament.Text }{
	whyHandicap:   {tournament.Text{En: "上手 (stronger) moves first", Ja: "上手から指す"}, tournament.Text{En: "in a 駒落ち the 上手 moves first", Ja: "駒落ちは上手から指します"}},
	whyLowerFirst: {tournament.Text{En: "weaker moves first", Ja: "下位者先手"}, tournament.Text{En: "平手 下位者先手: the weaker player moves first", Ja: "平手下位者先手です"}},
	whyArbiter:    {tournament.Text{En: "against the arbiter", Ja: "審判対局"}, tournament.Text{En: "the game is against the arbiter", Ja: "審判対局です"}},
	whyUnknown:    {short: tournament.Text{En: "rank unknown", Ja: "段級位不明"}},
}

func recordOf(g tournament.Game) (gameRecord, error) {
	return tournament.ReadExtra[gameRecord](g.Extra)
}

func (r gameRecord) extra() tournament.Extra { return tournament.ExtraOf(r) }

// teai is the record's 手合 (平手 for a game seated before it had one).
func (r gameRecord) teai() rules.Teai {
	t, ok := rules.ParseTeai(r.Teai)
	if !ok {
		return rules.Hirate
	}
	return t
}

// context is what the game's record tells a typed result: the 上手's side
// and the 手合 whose dropped pieces count for 先手.
func (r gameRecord) context(g tournament.Game, rule rules.JishogiRule) rules.Context {
	c := rules.Context{Rule: rule, Teai: r.teai()}
	switch {
	case r.Uwate == 0:
	case r.Uwate == g.Black:
		c.Uwate = rules.First
	case r.Uwate == g.White:
		c.Uwate = rules.Second
	}
	return c
}

// HandicapOf implements tournament.Handicapper: the 手合割 as the pairing
// lists, slips and pages show it (香落ち・上手から指す, 平手・振り駒 歩3枚).
func (Discipline) HandicapOf(g tournament.Game) *tournament.Handicap {
	r, err := recordOf(g)
	if err != nil || r.Teai == "" {
		return nil
	}
	t := r.teai()
	name := tournament.Text{En: t.English(), Ja: t.Japanese()}
	second := whyWords[r.Why].short
	if r.Toss {
		toss := tournament.Text{En: "furigoma", Ja: "振り駒"}
		if r.Furigoma != nil {
			toss = tournament.Text{En: fmt.Sprintf("furigoma: %d fu up", r.Furigoma.Fu), Ja: fmt.Sprintf("振り駒 歩%d枚", r.Furigoma.Fu)}
		}
		if second.Ja != "" {
			toss = tournament.Text{En: second.En + ", " + toss.En, Ja: second.Ja + "・" + toss.Ja}
		}
		second = toss
	}
	text := name
	if second.Ja != "" {
		text = tournament.Text{En: name.En + ", " + second.En, Ja: name.Ja + "　" + second.Ja}
	}
	return &tournament.Handicap{Text: text, Lines: []tournament.Text{name, second}}
}

// CheckExtra implements tournament.ExtraChecker: every game's record reads
// and names its players.
func (Discipline) CheckExtra(_ tournament.Event, _ []tournament.Participant, rs []tournament.Round) error {
	for _, r := range rs {
		for _, g := range r.Games {
			rec, err := recordOf(g)
			if err == nil && rec.Teai != "" {
				_, ok := rules.ParseTeai(rec.Teai)
				if !ok || rec.Uwate != 0 && rec.Uwate != g.Black && rec.Uwate != g.White || rec.Furigoma != nil && rec.Furigoma.For != g.Black && rec.Furigoma.For != g.White {
					err = fmt.Errorf("bad record")
				}
			}
			if err != nil {
				return tournament.NewProblem(tournament.ErrInvalidInput, "round %d table %d: the 手合割 does not read", "%d 回戦 %d 番卓：手合割が読めません", r.Number, g.Table)
			}
		}
	}
	return nil
}

// Board is what the people at a shogi board read of its game: the 手合,
// the 上手 (0 when none), and the 振り駒: whether one decides 先手, the
// player it is tossed for (歩 face up → they are 先手) and, once recorded,
// the 歩 face up.
type Board struct {
	Teai     rules.Teai
	Uwate    int
	Toss     bool
	TossFor  int
	Recorded bool
	Fu       int
}

// BoardOf reads game g's Board from its record.
func BoardOf(g tournament.Game) (Board, error) {
	r, err := recordOf(g)
	if err != nil {
		return Board{}, err
	}
	b := Board{Teai: r.teai(), Uwate: r.Uwate, Toss: r.Toss, TossFor: g.Black}
	if f := r.Furigoma; f != nil {
		b.TossFor, b.Recorded, b.Fu = f.For, true, f.Fu
	}
	return b, nil
}

// Handicapped reports whether the game is a 駒落ち (the 上手 gives pieces),
// not 平手.
func (b Board) Handicapped() bool { return b.Teai != rules.Hirate }

// JishogiByPoints is the section's 持将棋 rule when it counts points (27点法,
// 24点法), for the slip to ask for them; ok false when 持将棋 is a draw.
func JishogiByPoints(ev tournament.Event) (tournament.Text, bool) {
	rule, ok := rules.ParseJishogiRule(ev.Setting(SettingJishogi))
	if !ok || rule == rules.JishogiDraw {
		return tournament.Text{}, false
	}
	return tournament.Text{En: rule.English(), Ja: rule.Japanese()}, true
}
