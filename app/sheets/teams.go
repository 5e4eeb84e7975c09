package sheets

import (
	"strconv"
	"strings"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// The sheets of a team section (団体戦, issue 26): the match cards, the team
// pairing list, the team standings and the board prizes. They are offered
// for a team section only; there they stand in for the individuals'
// pairing lists, result slips and standings, which are not offered.
func init() {
	register(Sheet{Key: "match-cards", Title: tournament.Text{En: "Match cards", Ja: "試合記録用紙"}, Swiss: true, NeedsRound: true,
		Offered: teamSection, Render: renderMatchCards})
	register(Sheet{Key: "team-pairings", Title: tournament.Text{En: "Team pairings", Ja: "団体戦 対戦表"}, Swiss: true, NeedsRound: true,
		Offered: teamSection, Render: renderTeamPairings})
	register(Sheet{Key: "team-standings", Title: tournament.Text{En: "Team standings", Ja: "団体戦 順位表"}, Swiss: true, NeedsRound: true,
		Offered: teamSection, Render: renderTeamStandings})
	register(Sheet{Key: "board-prizes", Title: tournament.Text{En: "Board prizes", Ja: "個人賞（盤別成績）"}, Swiss: true, NeedsRound: true,
		Offered: teamSection, Render: renderBoardPrizes})
}

// sectionLabel names the section s is of in a refusal: its label, or "this
// event".
func sectionLabel(ev tournament.Event) tournament.Text {
	if sec, ok := ev.InSection(); ok {
		return tournament.Text{En: "section " + sec.Label(), Ja: "部門「" + sec.Label() + "」"}
	}
	return tournament.Text{En: "this event", Ja: "この大会"}
}

// teamSection says why a team event's sheet is not offered for the
// section s is of: it is not a team section.
func teamSection(s *tournament.Service) error {
	ev, err := s.Event()
	if err != nil {
		return err
	}
	if ev.Teams().IsZero() {
		l := sectionLabel(ev)
		return &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Text{
			En: l.En + " is not a team event: the match cards, team pairings, team standings and board prizes are a team section's sheets",
			Ja: l.Ja + "は団体戦ではありません。試合記録用紙・団体戦の対戦表・順位表・個人賞は団体戦の部門の帳票です"}}
	}
	return nil
}

// individuals returns the Offered of a sheet of individuals' games, which
// a team section does not print: its matches are printed by the team
// sheet key instead.
func individuals(key string) func(s *tournament.Service) error {
	return func(s *tournament.Service) error {
		ev, err := s.Event()
		if err != nil {
			return err
		}
		if ev.Teams().IsZero() {
			return nil
		}
		l := sectionLabel(ev)
		return &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Text{
			En: l.En + " is a team event: print " + key + " instead (its pairings are matches of teams, board by board)",
			Ja: l.Ja + "は団体戦です。代わりに " + key + " を印刷してください（組合せはチーム同士の試合で、盤ごとに対局します）"}}
	}
}

// teamRound is a round of a team section as its sheets read it: the
// round, every participant, the teams, and the teams' match points before
// the round.
type teamRound struct {
	roundData
	teams map[int]teams.Team
	// before are the teams' match points before the round (none before
	// round 1).
	before map[int]string
	// handicaps is set when a board of the round carries a 手合割 (Go).
	handicaps bool
}

// loadTeamRound reads round n (0: the last paired) of the team section s
// is of.
func loadTeamRound(s *tournament.Service, n int) (teamRound, error) {
	if err := teamSection(s); err != nil {
		return teamRound{}, err
	}
	rd, err := loadRound(s, n)
	if err != nil {
		return teamRound{}, err
	}
	tr := teamRound{roundData: rd, teams: map[int]teams.Team{}, before: map[int]string{}}
	for _, p := range rd.names {
		if t, ok := teams.TeamOf(p); ok {
			tr.teams[p.ID] = t
		}
	}
	if rd.round.Number > 1 {
		t, err := s.Standings(rd.round.Number - 1)
		if err != nil {
			return teamRound{}, err
		}
		if c := column(t, "match_points"); c >= 0 {
			for _, row := range t.Rows {
				tr.before[row.ID] = row.Cells[c]
			}
		}
	}
	for _, g := range rd.round.Games {
		for _, b := range teams.Boards(g) {
			if tournament.GameHandicap(rd.ev, b.Game) != nil {
				tr.handicaps = true
			}
		}
	}
	return tr, nil
}

// boardLabel is board k (from 1) as the sheets write it: 「1 主将」, "Board 1".
func (d *doc) boardLabel(k int) string {
	return d.say("Board "+strconv.Itoa(k), strings.TrimSpace(strconv.Itoa(k)+" "+teams.BoardTitle(k)))
}

// colourWord is side c's name in game g: 黒 or 白, 先手 or 後手.
func (d *doc) colourWord(g tournament.GameKind, c tournament.Colour) string {
	return tournament.SideOf(g, c).In(d.lang)
}

// rankText is participant p's rank as the sheet's language writes it (""
// when unknown).
func (d *doc) rankText(p tournament.Participant) string {
	if !p.Rank.Known() {
		return ""
	}
	if d.lang == tournament.Japanese {
		return p.Rank.Japanese()
	}
	return p.Rank.String()
}

// boardPlayer is team's player on board b as a block: the colour and the
// name, under them the rank and the number.
func (tr teamRound) boardPlayer(d *doc, b teams.Board, team int) block {
	id, c := b.Side(team)
	if id == 0 {
		return block{main: d.say("no player (欠員): lost by default", "欠員（不戦敗）")}
	}
	return block{main: d.colourWord(tr.ev.Game, c) + "　" + tr.name(id), sub: joinNonEmpty("　", d.rankText(tr.names[id]), d.say("#", "No.")+strconv.Itoa(id))}
}

// teamBlock is a team as a block: its name, under it its club and its
// match points before the round.
func (tr teamRound) teamBlock(d *doc, id int) block {
	b := block{main: tr.name(id)}
	if club := tr.names[id].Club; club != tr.names[id].Name {
		b.sub = club
	}
	if mp, ok := tr.before[id]; ok {
		b.right = d.say(mp+" MP", "勝点"+mp)
	}
	return b
}

// matchScore is a match's result as team reads it, in board points
// (「2勝1敗」, "2–1"), or that a board holds it; "" while a board has no
// result.
func matchScore(d *doc, g tournament.Game, team int) string {
	own, other, decided, waits := teams.Score(g, team)
	switch {
	case waits:
		return d.say("pending", "勝敗預かり")
	case !decided:
		return ""
	}
	return d.say(own.String()+"–"+other.String(), own.String()+"勝"+other.String()+"敗")
}

// column is the index of the table's column key (-1: none).
func column(t tournament.Table, key string) int {
	for i, c := range t.Columns {
		if c.Key == key {
			return i
		}
	}
	return -1
}
