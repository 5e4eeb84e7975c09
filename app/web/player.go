package web

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// playerBody is a player's own page: where they sit now, the round's clock
// and the next round's start, their record and their games, each read from
// their side.
type playerBody struct {
	Who person
	// Team is a team player's team (its page linked); Place is then the
	// team's.
	Team   *person
	Rank   string
	Place  string
	Record string
	Round  string
	Now    *gameRow
	Clock  *clockView
	Next   string
	Games  []gameRow
}

// gameRow is one of the player's games.
type gameRow struct {
	Round    string
	Table    int
	Board    string // a team player's board: 主将 …
	Colour   string
	Opponent person
	Handicap string
	Result   *sideView
	Bye      bool
	Waiting  bool // 待ち合わせ: no game yet in the round
}

// sideResult is a recorded game as one of its players reads it, as the
// game's own file reads it (tournament.SideReader); tally what it counts
// for in the player's record.
type (
	sideResult = tournament.SideResult
	tally      = tournament.Tally
)

const (
	tallyNone    = tournament.TallyNone
	tallyWin     = tournament.TallyWin
	tallyLoss    = tournament.TallyLoss
	tallyDraw    = tournament.TallyDraw
	tallyPending = tournament.TallyPending
)

var tallies = [...]struct {
	class string
	word  tournament.Text
}{
	tallyNone:    {"none", tournament.Text{En: "no result", Ja: "無勝負"}},
	tallyWin:     {"win", tournament.Text{En: "won", Ja: "勝ち"}},
	tallyLoss:    {"loss", tournament.Text{En: "lost", Ja: "負け"}},
	tallyDraw:    {"draw", tournament.Text{En: "draw", Ja: "引き分け"}},
	tallyPending: {"pending", tournament.Text{En: "pending a ruling", Ja: "勝敗預かり"}},
}

// sideView is a sideResult in the page's language.
type sideView struct {
	Class, Word, Score, Detail string
}

// sideIn is r in the page's language.
func sideIn(r sideResult, l tournament.Lang) *sideView {
	word := r.Word
	if word == (tournament.Text{}) {
		word = tallies[r.Tally].word
	}
	return &sideView{Class: tallies[r.Tally].class, Word: word.In(l), Score: r.Score, Detail: r.Detail.In(l)}
}

// record writes the player's running record: 「2勝1敗」, 「2勝1敗1分（勝敗預かり1）」.
func record(n map[tally]int, draws tournament.Text, l tournament.Lang) string {
	ja := fmt.Sprintf("%d勝%d敗", n[tallyWin], n[tallyLoss])
	en := fmt.Sprintf("%d won, %d lost", n[tallyWin], n[tallyLoss])
	if d := n[tallyDraw]; d > 0 {
		ja += fmt.Sprintf("%d%s", d, draws.Ja)
		en += fmt.Sprintf(", %d %s", d, draws.En)
	}
	var moreJa, moreEn []string
	if p := n[tallyPending]; p > 0 {
		moreJa, moreEn = append(moreJa, fmt.Sprintf("勝敗預かり%d", p)), append(moreEn, fmt.Sprintf("%d pending", p))
	}
	if x := n[tallyNone]; x > 0 {
		moreJa, moreEn = append(moreJa, fmt.Sprintf("無勝負%d", x)), append(moreEn, fmt.Sprintf("%d no result", x))
	}
	if len(moreJa) > 0 {
		ja += "（" + strings.Join(moreJa, "、") + "）"
		en += " (" + strings.Join(moreEn, ", ") + ")"
	}
	return tournament.Text{En: en, Ja: ja}.In(l)
}

// player is "/p/{id}": where the player sits now and their games so far.
func (s *Server) player(r *http.Request, d *data, l tournament.Lang) (view, error) {
	id, err := strconv.Atoi(r.PathValue("id"))
	p, ok := d.byID[id]
	if err != nil || !ok {
		return view{}, tournament.NewProblem(tournament.ErrNotFound, "no such participant", "この参加者はいません")
	}
	b := playerBody{Who: d.person(id)}
	if p.Rank.Known() {
		b.Rank = p.Rank.String()
		if l == tournament.Japanese {
			b.Rank = p.Rank.Japanese()
		}
	}
	if d.teamSection() && teams.TeamOfPlayer(p) != 0 {
		d.teamPlayer(&b, p, l)
		b.Clock, b.Next = d.roundTimes(l, s.opt.Now())
		return view{template: "player", title: d.names[id], live: true, refresh: 30, timed: b.Clock != nil, body: &b}, nil
	}
	// A member of a pair plays as the pair.
	ids := []int{id}
	for _, q := range d.ps {
		if slices.Contains(q.Members, id) {
			ids = append(ids, q.ID)
		}
	}
	counts := map[tally]int{}
	var sg sideGame
	for i, rd := range d.rounds {
		for _, g := range rd.Games {
			me := slices.IndexFunc(ids, g.Has)
			if me < 0 {
				continue
			}
			if sg.Read == nil {
				if sg, ok = sideGameOf(d.ev); !ok {
					return view{}, tournament.NewProblem(tournament.ErrInvalidInput, "this game's results cannot be shown from a player's side", "この競技の結果は選手ごとに表示できません")
				}
			}
			row, res, err := d.gameRow(sg, rd, g, ids[me], l)
			if err != nil {
				return view{}, err
			}
			if res != nil {
				counts[res.Tally]++
			}
			if i == len(d.rounds)-1 {
				b.Now, b.Round = &row, roundName(l, rd)
			}
			b.Games = append(b.Games, row)
		}
	}
	if n := len(d.rounds); n > 0 && slices.ContainsFunc(ids, d.rounds[n-1].IsWaiting) {
		b.Now, b.Round = &gameRow{Round: roundName(l, d.rounds[n-1]), Waiting: true}, roundName(l, d.rounds[n-1])
	}
	if len(counts) > 0 {
		b.Record = record(counts, sg.Draws, l)
	}
	b.Clock, b.Next = d.roundTimes(l, s.opt.Now())
	if t := d.standings; t != nil && t.After > 0 {
		for _, row := range t.Rows {
			if slices.Contains(ids, row.ID) {
				b.Place = tournament.Tr("%d (after round %d)", "%d位（%d回戦終了時）", row.Rank, t.After).In(l)
			}
		}
	}
	return view{template: "player", title: d.names[id], live: true, refresh: 30, timed: b.Clock != nil, body: &b}, nil
}

// gameRow is game g of round rd as player id (or id's pair) reads it, and
// its result from their side (nil while it has none).
func (d *data) gameRow(sg sideGame, rd tournament.Round, g tournament.Game, id int, l tournament.Lang) (gameRow, *sideResult, error) {
	side := tournament.Black
	row := gameRow{Round: roundName(l, rd), Table: g.Table, Bye: g.IsBye(), Colour: d.side(l, tournament.Black), Opponent: d.person(g.White)}
	if g.White == id {
		side, row.Colour, row.Opponent = tournament.White, d.side(l, tournament.White), d.person(g.Black)
	}
	if h := tournament.GameHandicap(d.ev, g); h != nil {
		row.Handicap = h.Text.In(l)
	}
	res, ok, err := sg.Read(d.ev, rd, g, side)
	if err != nil || !ok {
		return row, nil, err
	}
	row.Result = sideIn(res, l)
	return row, &res, nil
}
