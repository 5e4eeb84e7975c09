package teams

import (
	"cmp"
	"fmt"
	"slices"

	"taikai/tournament"
)

// boardRecord is a player's games on one board.
type boardRecord struct {
	board, player, team int
	won2, lost, played  int
}

// BoardPrizes are the individual board prizes (各将の個人賞) of the team
// section ev after round `after` (0: the last complete round): for each
// board, the players who played it by their record there — wins (a draw
// half), then fewer losses, then more games — the best marked. A player
// who played two boards has a line on each.
func BoardPrizes(ev tournament.Event, ps []tournament.Participant, rs []tournament.Round, after int) (tournament.Table, error) {
	rules, err := rulesOf(ev)
	if err != nil {
		return tournament.Table{}, err
	}
	if after <= 0 {
		after = tournament.CompleteRounds(rs)
	}
	recs := map[[2]int]*boardRecord{}
	for _, r := range rs {
		if r.Number > after {
			break
		}
		for _, m := range r.Games {
			if m.IsBye() || m.Result == nil {
				continue
			}
			mt, err := matchOf(m)
			if err != nil {
				return tournament.Table{}, err
			}
			for k, bd := range mt.Boards {
				if !bd.decided() {
					continue
				}
				whiteTeam := m.Black + m.White - bd.BlackTeam
				for _, side := range [][2]int{{bd.Game.Black, bd.BlackTeam}, {bd.Game.White, whiteTeam}} {
					if side[0] == 0 {
						continue // an empty board (欠員): nobody's game
					}
					key := [2]int{k, side[0]}
					rec, ok := recs[key]
					if !ok {
						rec = &boardRecord{board: k, player: side[0], team: side[1]}
						recs[key] = rec
					}
					rec.played++
					p := bd.points2(side[1])
					rec.won2 += p
					if p == 0 && bd.Outcome != noResult {
						rec.lost++
					}
				}
			}
		}
	}
	list := make([]*boardRecord, 0, len(recs))
	for _, r := range recs {
		list = append(list, r)
	}
	better := func(a, b *boardRecord) int {
		return cmp.Or(cmp.Compare(b.won2, a.won2), cmp.Compare(a.lost, b.lost), cmp.Compare(b.played, a.played))
	}
	slices.SortStableFunc(list, func(a, b *boardRecord) int {
		return cmp.Or(cmp.Compare(a.board, b.board), better(a, b), cmp.Compare(a.player, b.player))
	})
	names := tournament.DisplayNames(ps)
	out := tournament.Table{After: after, Columns: []tournament.Column{
		{Key: "board", Label: tournament.Text{En: "Board", Ja: "盤"}, Where: tournament.Everywhere},
		{Key: "team", Label: tournament.Text{En: "Team", Ja: "チーム"}, Where: tournament.Everywhere},
		{Key: "wins", Label: tournament.Text{En: "Wins", Ja: "勝数"}, Where: tournament.Everywhere},
		{Key: "losses", Label: tournament.Text{En: "Losses", Ja: "敗数"}, Where: tournament.Everywhere},
		{Key: "games", Label: tournament.Text{En: "Games", Ja: "局数"}, Where: tournament.Everywhere},
	}, Order: tournament.Tr("board by board (of %d): wins (a draw half), then fewer losses, then more games", "盤ごと（%d 面）に勝数（引き分けは0.5）、同じなら敗数の少ない順、局数の多い順", rules.Boards)}
	for i, r := range list {
		rank := 1
		if i > 0 && list[i-1].board == r.board {
			rank = out.Rows[i-1].Rank
			if better(list[i-1], r) != 0 {
				rank = i + 1 - firstOfBoard(list, r.board)
			}
		}
		row := tournament.TableRow{ID: r.player, Rank: rank, Place: i + 1, Cells: []string{
			fmt.Sprint(r.board + 1), names[r.team], tournament.Points(r.won2).String(), fmt.Sprint(r.lost), fmt.Sprint(r.played)}}
		if rank == 1 {
			row.Notes = append(row.Notes, tournament.Note{Text: tournament.Tr("best on board %d", "%d番盤 個人賞", r.board+1), Where: tournament.Everywhere})
		}
		out.Rows = append(out.Rows, row)
	}
	for i := range out.Rows {
		if i > 0 && out.Rows[i].Rank == out.Rows[i-1].Rank && out.Rows[i].Cells[0] == out.Rows[i-1].Cells[0] {
			out.Rows[i].Tied, out.Rows[i-1].Tied = true, true
		}
	}
	return out, nil
}

// firstOfBoard is the index of the first record of board k.
func firstOfBoard(list []*boardRecord, k int) int {
	return slices.IndexFunc(list, func(r *boardRecord) bool { return r.board == k })
}

// Prizes are the board prizes of the team section of s after round `after`
// (0: the last complete round).
func Prizes(s *tournament.Service, after int) (tournament.Table, error) {
	var out tournament.Table
	err := s.View(func(r tournament.Reader) error {
		ev, ps, rs, err := tournament.ReadAll(r)
		if err != nil {
			return err
		}
		out, err = BoardPrizes(ev, ps, rs, after)
		return err
	})
	return out, err
}

// In reports whether s is a team section.
func In(s *tournament.Service) bool {
	ev, err := s.Event()
	return err == nil && !ev.Teams().IsZero()
}
