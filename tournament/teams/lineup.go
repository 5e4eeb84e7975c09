package teams

import (
	"fmt"
	"slices"

	"taikai/tournament"
)

// findTeam returns the team ref names (ID or name) among ps.
func findTeam(ps []tournament.Participant, ref string) (Team, error) {
	teams := Teams(ps)
	var list []tournament.Participant
	for _, t := range teams {
		list = append(list, t.Participant)
	}
	p, err := tournament.FindIn(list, ref)
	if err != nil {
		return Team{}, err
	}
	t, _ := TeamOf(p)
	return t, nil
}

// Substitute puts player ref (a reserve of the team, or one of its players
// not on another board of the match) on board k (from 1) of team's match in
// round n, in one logged change (補欠の出場). The board is seated again by
// the game (colours, handicap). Refused once the match has a result (clear
// it first), or for a board or player that is not the team's.
func Substitute(s *tournament.Service, n int, teamRef string, k int, playerRef string) (tournament.Game, error) {
	var out tournament.Game
	err := s.UpdateText("teams.substitute", func(w tournament.Writer) (tournament.Text, error) {
		ev, ps, rs, err := tournament.ReadAll(w)
		if err != nil {
			return tournament.Text{}, err
		}
		sw, err := ev.Swiss()
		if err != nil {
			return tournament.Text{}, err
		}
		g, ok := sw.(game)
		if !ok {
			_, err := rulesOf(ev)
			return tournament.Text{}, err
		}
		team, err := findTeam(ps, teamRef)
		if err != nil {
			return tournament.Text{}, err
		}
		r, err := tournament.RoundOf(rs, n)
		if err != nil {
			return tournament.Text{}, err
		}
		i := slices.IndexFunc(r.Games, func(m tournament.Game) bool { return m.Has(team.ID) })
		switch {
		case i < 0:
			return tournament.Text{}, tournament.NewProblem(tournament.ErrNotFound, "team %s has no match in round %d", "チーム %s は %d 回戦に試合がありません", team.Name, n)
		case r.Games[i].IsBye():
			return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "team %s has the bye in round %d: no board to play", "チーム %s は %d 回戦が不戦勝で、盤はありません", team.Name, n)
		case r.Games[i].Result != nil:
			return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "round %d table %d already has a result: clear it before changing a board's player", "%d 回戦 %d 番卓にはすでに結果があります。選手を替える前に結果を取り消してください", n, r.Games[i].Table)
		case k < 1 || k > g.rules.Boards:
			return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "the match has boards 1 to %d, not %d", "試合の盤は 1〜%d 番です（%d 番はありません）", g.rules.Boards, k)
		}
		m := &r.Games[i]
		mt, err := matchOf(*m)
		if err != nil {
			return tournament.Text{}, err
		}
		if len(mt.Boards) != g.rules.Boards {
			return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "the match at table %d has no boards seated: re-pair the round", "%d 番卓の試合には盤の組合せがありません。回戦を組み直してください", m.Table)
		}
		var members []tournament.Participant
		byID := map[int]tournament.Participant{}
		for _, p := range ps {
			byID[p.ID] = p
			if team.Has(p.ID) {
				members = append(members, p)
			}
		}
		player, err := tournament.FindIn(members, playerRef)
		if err != nil {
			return tournament.Text{}, tournament.NewProblem(tournament.ErrNotFound, "%s is not a player or reserve of team %s", "%s はチーム %s の選手・補欠ではありません", playerRef, team.Name)
		}
		bd := mt.Boards[k-1]
		own, other := bd.Game.Black, bd.Game.White
		if bd.BlackTeam != team.ID {
			own, other = other, own
		}
		for j, b := range mt.Boards {
			if j != k-1 && (b.Game.Black == player.ID || b.Game.White == player.ID) {
				return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "%s already plays board %d of this match", "%s はこの試合の %d 番盤で対局します", player.Name, j+1)
			}
		}
		if own == player.ID {
			return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "%s already plays board %d", "%s はすでに %d 番盤です", player.Name, k)
		}
		// Board k seated again as pairing seats it: the first-listed
		// team's player has Black on the odd boards, then the game's own
		// seating (which may give the weaker player Black).
		first, second := player.ID, other
		if team.ID != m.Black {
			first, second = other, player.ID
		}
		a, b := first, second
		if (k-1)%2 == 1 {
			a, b = b, a
		}
		seated := tournament.Game{Table: m.Table, Black: a, White: b, Why: tournament.Tr("board %d", "%d番盤", k)}
		if t := g.Swiss.Seat(ev, byID, &seated, 0); t != nil {
			seated.Why = tournament.Text{En: seated.Why.En + ": " + t.En, Ja: seated.Why.Ja + "：" + t.Ja}
		}
		blackTeam := team.ID
		if seated.Black != player.ID {
			blackTeam = m.Black + m.White - team.ID
		}
		mt.Boards[k-1] = Board{Game: seated, BlackTeam: blackTeam}
		if m.Extra, err = tournament.EncodeExtra(mt); err != nil {
			return tournament.Text{}, err
		}
		out = *m
		if err := w.PutRound(r); err != nil {
			return tournament.Text{}, err
		}
		names := tournament.DisplayNames(ps)
		return tournament.Text{
			En: fmt.Sprintf("round %d table %d board %d: team %s plays %s instead of %s", n, m.Table, k, team.Name, names[player.ID], names[own]),
			Ja: fmt.Sprintf("%d 回戦 %d 番卓 %d番盤：チーム %s は %s に代えて %s が出場", n, m.Table, k, team.Name, names[own], names[player.ID]),
		}, nil
	})
	return out, err
}

// SetOrder changes team ref's board order to players (refs, board 1 first:
// the section's number of boards, from its players and reserves; those
// left out become reserves), in one logged change. Refused once round 1
// is paired unless the section lets the order change.
func SetOrder(s *tournament.Service, teamRef string, players []string) (Team, error) {
	var out Team
	err := s.UpdateText("teams.order", func(w tournament.Writer) (tournament.Text, error) {
		ev, ps, rs, err := tournament.ReadAll(w)
		if err != nil {
			return tournament.Text{}, err
		}
		rules, err := rulesOf(ev)
		if err != nil {
			return tournament.Text{}, err
		}
		team, err := findTeam(ps, teamRef)
		if err != nil {
			return tournament.Text{}, err
		}
		if len(rs) > 0 && !rules.OrderChanges {
			return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "the board order is fixed once round 1 is paired (section setting: order changes not allowed); a reserve plays one round as a substitute (`taikai teams substitute`)",
				"1回戦を組んだ後はオーダーを変えられません（部門の設定）。補欠は回戦ごとに選手交代で出場します（`taikai teams substitute`）")
		}
		if len(players) != rules.Boards {
			return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "name %d players, board 1 first (%d given)", "1番盤から順に %d 人を指定してください（%d 人です）", rules.Boards, len(players))
		}
		var members []tournament.Participant
		for _, p := range ps {
			if team.Has(p.ID) {
				members = append(members, p)
			}
		}
		var boards []int
		for _, ref := range players {
			p, err := tournament.FindIn(members, ref)
			if err != nil {
				return tournament.Text{}, tournament.NewProblem(tournament.ErrNotFound, "%s is not a player or reserve of team %s", "%s はチーム %s の選手・補欠ではありません", ref, team.Name)
			}
			if slices.Contains(boards, p.ID) {
				return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "%s is named twice", "%s が2回指定されています", p.Name)
			}
			boards = append(boards, p.ID)
		}
		var reserves []int
		for _, id := range append(slices.Clone(team.Boards), team.Reserves...) {
			if !slices.Contains(boards, id) {
				reserves = append(reserves, id)
			}
		}
		p, err := withRecord(team.Participant, record{Boards: boards, Reserves: reserves})
		if err != nil {
			return tournament.Text{}, err
		}
		if err := w.PutParticipant(&p); err != nil {
			return tournament.Text{}, err
		}
		out, _ = TeamOf(p)
		names := tournament.DisplayNames(ps)
		var list []string
		for _, id := range boards {
			list = append(list, names[id])
		}
		return tournament.Tr("team %s: board order %v", "チーム %s のオーダー：%v", team.Name, list), nil
	})
	return out, err
}
