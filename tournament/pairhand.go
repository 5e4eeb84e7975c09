package tournament

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// HandGame is one game of a round paired by hand: the venue table as
// printed on the cards, Black and White (participant ids, the game seats
// its own colours where it does: Go's handicap); White 0 is the bye
// (Table 0).
type HandGame struct {
	Table, Black, White int
}

// HandPairer is a format whose next round the arbiter may pair by hand:
// check says which of the players named may play round n and which
// present players are left out; done completes the round (the rounds
// setting of a 2勝通過2敗失格 stage).
type HandPairer interface {
	HandPlayers(ev Event, sec Section, ps []Participant, before []Round, n int) (map[int]bool, error)
	HandDone(p *FormatPairing, r *Round) error
}

// ParseHandGames reads the games as the arbiter types them: TABLE:A-B
// (A Black, B White) and bye:A (不戦勝:A), each player a participant's
// number or exact name (a name with a hyphen is read where it names one
// participant).
func (s *Service) ParseHandGames(specs []string) ([]HandGame, error) {
	ps, err := s.Participants()
	if err != nil {
		return nil, err
	}
	var out []HandGame
	for _, spec := range specs {
		g, err := parseHandGame(ps, spec)
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, nil
}

func parseHandGame(ps []Participant, spec string) (HandGame, error) {
	spec = strings.TrimSpace(spec)
	head, rest, ok := strings.Cut(strings.Replace(spec, "：", ":", 1), ":")
	if !ok {
		return HandGame{}, newProblem(ErrInvalidInput, "\"%s\": write a game as TABLE:A-B (A takes Black) or a bye as bye:A", "「%s」：対局は 卓:A-B（A が黒）、不戦勝は bye:A と書いてください", spec)
	}
	switch strings.ToLower(strings.TrimSpace(head)) {
	case "bye", "不戦勝", "バイ":
		p, err := findIn(ps, rest)
		if err != nil {
			return HandGame{}, err
		}
		return HandGame{Black: p.ID}, nil
	}
	t, err := strconv.Atoi(strings.TrimSpace(toHalfWidth(head)))
	if err != nil || t < 1 || t > MaxTable {
		return HandGame{}, newProblem(ErrInvalidInput, "\"%s\": the table \"%s\" is not a number from 1 to %d", "「%s」：卓番号「%s」は 1〜%d の数ではありません", spec, head, MaxTable)
	}
	// The two players split at the hyphen that leaves a participant on
	// each side (a name may hold a hyphen: Jean-Luc).
	rest = strings.NewReplacer("－", "-", "ー", "-", "対", "-").Replace(rest)
	var found []HandGame
	for i, c := range rest {
		if c != '-' {
			continue
		}
		a, aerr := findIn(ps, rest[:i])
		b, berr := findIn(ps, rest[i+1:])
		if aerr == nil && berr == nil {
			found = append(found, HandGame{Table: t, Black: a.ID, White: b.ID})
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		a, b, _ := strings.Cut(rest, "-")
		if _, err := findIn(ps, a); err != nil {
			return HandGame{}, err
		}
		if _, err := findIn(ps, b); err != nil {
			return HandGame{}, err
		}
		return HandGame{}, newProblem(ErrInvalidInput, "\"%s\": write the game as TABLE:A-B", "「%s」：対局は 卓:A-B と書いてください", spec)
	}
	return HandGame{}, newProblem(ErrInvalidInput, "\"%s\" can be read more than one way: name the players by number (TABLE:12-7)", "「%s」は複数の読み方ができます。番号で指定してください（卓:12-7）", spec)
}

// toHalfWidth turns full-width digits into ASCII ones.
func toHalfWidth(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '０' && r <= '９' {
			return r - '０' + '0'
		}
		return r
	}, s)
}

// PairRoundByHand makes the next round of the games the arbiter gives (a
// stage the computer cannot pair, or a decision of the arbiter's), in one
// transaction: every player present and still in is named once, at a
// table of the section's own; the game seats its colours where it does;
// the rules the round breaks (a rematch, a colour streak, a second bye)
// are returned and kept on its games, the change stays (the arbiter
// decides). A format whose games come from its draw (league groups, a
// round robin's schedule, a bracket) is refused.
func (s *Service) PairRoundByHand(games []HandGame) (Round, []Text, error) {
	var out Round
	var warnings []Text
	err := s.update("round.pair-by-hand", func(w Writer) (string, error) {
		ev, ps, rs, err := readAll(w)
		if err != nil {
			return "", err
		}
		n, err := nextRound(ps, rs)
		if err != nil {
			return "", err
		}
		if len(games) == 0 {
			return "", newProblem(ErrInvalidInput, "no game given: write each as TABLE:A-B", "対局がありません。卓:A-B の形で指定してください")
		}
		sw, err := ev.Swiss()
		if err != nil {
			return "", err
		}
		may, err := s.handPlayers(ev, ps, rs, n)
		if err != nil {
			return "", err
		}
		r := Round{Number: n, PairedAt: s.now().UTC()}
		if err := handGames(ev, ps, may, n, games, &r); err != nil {
			return "", err
		}
		byID := make(map[int]Participant, len(ps))
		for _, p := range ps {
			byID[p.ID] = p
		}
		for i := range r.Games {
			g := &r.Games[i]
			g.Why = Text{En: "paired by the arbiter", Ja: "審判が手で組合せ"}
			if !g.IsBye() {
				if t := sw.Seat(ev, byID, g, 0); t != nil {
					g.Why = withNote(g.Why, *t)
				}
			}
			g.Warnings = PairingWarnings(ev.Game, rs, n, *g)
			warnings = append(warnings, g.Warnings...)
		}
		if sec, ok := ev.InSection(); ok {
			if p, ok := policyOf(sec.Format.Of()); ok {
				if hp, ok := p.(HandPairer); ok {
					if err := hp.HandDone(&FormatPairing{Writer: w, Event: ev, Section: sec, Participants: ps, Before: rs, N: n, s: s}, &r); err != nil {
						return "", err
					}
				}
			}
		}
		out = r
		// The rules it breaks stay on its games (Game.Warnings).
		return fmt.Sprintf("round %d paired by hand: %d games%s", n, len(r.Games), byeNote(r)), w.PutRound(r)
	})
	return out, warnings, err
}

// nextRound is the number of the round to pair after rs, refused after
// the final, while the last round waits for results or a waiting player
// (待ち合わせ) has no game.
func nextRound(ps []Participant, rs []Round) (int, error) {
	for _, r := range rs {
		if r.Final {
			return 0, newProblem(ErrInvalidInput, "round %d is the final: no round is paired after it", "%d 回戦は決勝です。その後の回戦は組めません", r.Number)
		}
	}
	if len(rs) > 0 {
		if missing := rs[len(rs)-1].Missing(); len(missing) > 0 {
			return 0, newProblem(ErrInvalidInput, "round %d still waits for results at tables %s; enter them (or `pending`) first",
				"%d 回戦の結果がまだです（卓 %s）。先に入力してください（保留は 勝敗預かり）", len(rs), tablesList(missing))
		}
		if err := stillWaiting(ps, rs[len(rs)-1]); err != nil {
			return 0, err
		}
	}
	return len(rs) + 1, nil
}

// handPlayers are the players who may play round n paired by hand: the
// format's (the 2勝通過2敗失格 players still in), or in a Swiss everyone
// taking part; true for those present.
func (s *Service) handPlayers(ev Event, ps []Participant, rs []Round, n int) (map[int]bool, error) {
	if sec, ok := ev.InSection(); ok {
		if p, ok := policyOf(sec.Format.Of()); ok {
			hp, ok := p.(HandPairer)
			if !ok {
				name := sec.Format.Name()
				return nil, newProblem(ErrInvalidInput, "the games of a %[1]s come from its draw: change a game with swap, not by pairing the round by hand",
					"%[2]s の対局は抽選で決まっています。手で組むのではなく、入れ替え（swap）で対局を変えてください", name.En, name.Ja)
			}
			return hp.HandPlayers(ev, sec, ps, rs, n)
		}
	}
	return SwissHandPlayers(ev, ps, rs, n)
}

// SwissHandPlayers are the players who may play round n of a Swiss paired
// by hand: everyone taking part in it; true for those present.
func SwissHandPlayers(ev Event, ps []Participant, rs []Round, n int) (map[int]bool, error) {
	sw, err := ev.Swiss()
	if err != nil {
		return nil, err
	}
	rounds, err := sw.Rounds(ev)
	if err != nil {
		return nil, err
	}
	if n > rounds {
		return nil, newProblem(ErrInvalidInput, "all %d rounds are paired (setting rounds)", "全 %d 回戦を組み合わせ済みです（設定 rounds）", rounds)
	}
	may := map[int]bool{}
	for _, p := range ps {
		if sw.Entrant(p) && p.StatusIn(n) != Withdrawn && p.FirstRound <= n {
			may[p.ID] = p.StatusIn(n) == Present
		}
	}
	return may, nil
}

// handGames checks the games given for round n and puts them in r: each
// player one who may play, present, named once; each table the section's
// own and used once; every present player named.
func handGames(ev Event, ps []Participant, may map[int]bool, n int, games []HandGame, r *Round) error {
	names := DisplayNames(ps)
	seen := map[int]bool{}
	tables := map[int]bool{}
	sec, inSec := ev.InSection()
	for _, g := range games {
		for _, id := range []int{g.Black, g.White} {
			if id == 0 {
				continue
			}
			present, ok := may[id]
			switch {
			case !ok:
				return newProblem(ErrInvalidInput, "%s does not play round %d here (withdrawn, not an entrant, or no longer in the stage)", "%s はこの %d 回戦に出場しません（棄権・出場者でない・勝ち残りでない）", names[id], n)
			case !present:
				return newProblem(ErrInvalidInput, "%s is absent from round %d: mark them present first", "%s は %d 回戦を欠席です。先に出席にしてください", names[id], n)
			case seen[id]:
				return newProblem(ErrInvalidInput, "%s is named twice", "%s が2回指定されています", names[id])
			}
			seen[id] = true
		}
		if g.White == 0 {
			r.Games = append(r.Games, Game{Black: g.Black})
			continue
		}
		if g.Black == g.White {
			return newProblem(ErrInvalidInput, "%s cannot play themselves", "%s 同士の対局は組めません", names[g.Black])
		}
		if tables[g.Table] {
			return newProblem(ErrInvalidInput, "table %d is given twice", "%d 番卓が2回指定されています", g.Table)
		}
		tables[g.Table] = true
		if err := ownTable(ev, sec, inSec, g.Table); err != nil {
			return err
		}
		r.Games = append(r.Games, Game{Table: g.Table, Black: g.Black, White: g.White})
	}
	var left []string
	for _, p := range ps {
		if may[p.ID] && !seen[p.ID] {
			left = append(left, names[p.ID])
		}
	}
	if len(left) > 0 {
		return newProblem(ErrInvalidInput, "present and not paired: %[1]s; pair them, give the bye (bye:NAME) or mark them absent",
			"出席で組まれていない人がいます：%[2]s。組むか、不戦勝にするか（bye:氏名）、欠席にしてください", nameList(left).En, nameList(left).Ja)
	}
	slices.SortStableFunc(r.Games, func(a, b Game) int {
		switch {
		case a.IsBye() != b.IsBye():
			if a.IsBye() {
				return 1
			}
			return -1
		}
		return a.Table - b.Table
	})
	return nil
}

// ownTable refuses a venue table outside the section's range, or inside
// another section's.
func ownTable(ev Event, sec Section, inSec bool, t int) error {
	if !inSec {
		return nil
	}
	if !sec.Tables.IsZero() && !sec.Tables.Contains(t) {
		return newProblem(ErrInvalidInput, "table %d is not one of section %s's tables (%s)", "%d 番卓は部門 %s の卓（%s）ではありません", t, sec.Label(), sec.Tables)
	}
	for _, o := range ev.SectionList() {
		if o.ID != sec.ID && !o.Tables.IsZero() && o.Tables.Contains(t) {
			return newProblem(ErrInvalidInput, "table %d is section %s's (%s)", "%d 番卓は部門 %s の卓（%s）です", t, o.Label(), o.Tables)
		}
	}
	return nil
}
