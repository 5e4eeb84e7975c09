// Package shogi is the shogi discipline (将棋): results in the shogi grammar
// (先手勝ち, 千日手 and its 指し直し, 持将棋 by points, 反則負け …), the 手合割 by
// rank difference from the section's table (off by default: 平手), 振り駒 for
// even games, and standings by wins with the tiebreaks of Go (SOS, SODOS,
// head-to-head).
package shogi

import (
	"strconv"
	"time"

	"taikai/pairing"
	rules "taikai/rules/shogi"
	"taikai/tournament"
	"taikai/tournament/igo"
)

// Kind is the game kind of a shogi event.
const Kind tournament.GameKind = "shogi"

// Discipline is shogi as the shared services see it.
type Discipline struct{}

var (
	_ tournament.Swiss        = Discipline{}
	_ tournament.Handicapper  = Discipline{}
	_ tournament.ExtraChecker = Discipline{}
	_ tournament.GameClaimer  = Discipline{}
	_ tournament.DemoPlayer   = Discipline{}
)

// New returns the shogi discipline, for tournament.Register.
func New() Discipline { return Discipline{} }

// Kind implements tournament.Discipline.
func (Discipline) Kind() tournament.GameKind { return Kind }

// Name implements tournament.Discipline.
func (Discipline) Name() tournament.Text { return tournament.Text{En: "Shogi", Ja: "将棋"} }

// Aliases implements tournament.Discipline.
func (Discipline) Aliases() []string { return []string{"将棋", "しょうぎ"} }

// Demo implements tournament.Discipline: a 将棋大会 with amateur ranks from
// 15級 to 五段.
func (Discipline) Demo(s *tournament.Service, n int) error {
	if err := s.CreateDemoEvent(Kind, "市民将棋大会（デモ）"); err != nil {
		return err
	}
	_, err := s.ImportParticipants(tournament.ParticipantsCSV(tournament.DemoParticipants(n, 30)))
	return err
}

// family is the Go family's standings engine: wins, then SOS, SODOS and
// head-to-head as the setting tiebreaks says, over the shogi results
// written as Go's (goRounds).
func family() igo.Family { return igo.NewFamily(entrant) }

func entrant(p tournament.Participant) bool { return !p.IsPair() }

// Entrant implements tournament.Swiss: a person plays.
func (Discipline) Entrant(p tournament.Participant) bool { return entrant(p) }

// Rounds implements tournament.Swiss (setting rounds).
func (Discipline) Rounds(ev tournament.Event) (int, error) {
	n, err := strconv.Atoi(ev.Setting(tournament.SettingRounds))
	if err != nil {
		return 0, tournament.NewProblem(tournament.ErrInvalidInput, "setting rounds is not a number", "設定 rounds が数ではありません")
	}
	return n, nil
}

// BeforePairing implements tournament.Swiss: every present entrant plays.
func (Discipline) BeforePairing(_ tournament.Event, _ []tournament.Participant, _ []tournament.Round, _ *tournament.Round, players []pairing.Player) ([]pairing.Player, error) {
	return players, nil
}

// ScoreUnit implements tournament.Swiss: shogi counts wins (a draw half).
func (Discipline) ScoreUnit() tournament.ScoreUnit { return tournament.CountsWins }

// Seeding implements tournament.Swiss: round 1 by rank, rating, the lot.
func (Discipline) Seeding(ev tournament.Event, ps []tournament.Participant) []tournament.Participant {
	return tournament.RankOrder(ev, ps)
}

// Scores implements tournament.Swiss.
func (Discipline) Scores(ev tournament.Event, ps []tournament.Participant, before []tournament.Round) ([]map[int]int, map[int]int, error) {
	rs, err := goRounds(before)
	if err != nil {
		return nil, nil, err
	}
	return family().Scores(ev, ps, rs)
}

// Standings implements tournament.Swiss: wins, then the tiebreaks.
func (Discipline) Standings(ev tournament.Event, ps []tournament.Participant, rs []tournament.Round, after int) (tournament.Table, error) {
	gr, err := goRounds(rs)
	if err != nil {
		return tournament.Table{}, err
	}
	return family().Standings(ev, ps, gr, after)
}

// TimeControl describes the time control on sheets (持ち時間, 秒読み).
func (Discipline) TimeControl(ev tournament.Event, l tournament.Lang) string {
	return igo.TimeControlText(ev, l)
}

// RoundTime is how long a round lasts at most (both players' main time).
func (Discipline) RoundTime(ev tournament.Event) time.Duration {
	return family().RoundTime(ev)
}

// goRounds writes every stored shogi result in the Go grammar the
// standings engine reads: a win B+R or W+R, a forfeit as Go's, a draw jigo,
// 両負け, 無勝負 and 勝敗預かり as they are. What counts is the same: a win,
// a loss, half each, or nothing.
func goRounds(rs []tournament.Round) ([]tournament.Round, error) {
	out := make([]tournament.Round, len(rs))
	for i, r := range rs {
		r.Games = append([]tournament.Game(nil), r.Games...)
		for j, g := range r.Games {
			if g.Result == nil {
				continue
			}
			res, err := rules.ParseGameResult(g.Result.Text, rules.Context{})
			if err != nil {
				return nil, &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Tr("round %d table %d: stored result %q: %v",
					"%d 回戦 %d 番卓：記録された結果「%s」が読めません（%v）", r.Number, g.Table, g.Result.Text, err)}
			}
			gr := *g.Result
			gr.Text = goText(res)
			r.Games[j].Result = &gr
		}
		out[i] = r
	}
	return out, nil
}

func goText(res rules.GameResult) string {
	switch {
	case res.Kind == rules.DoubleLoss:
		return "double-loss"
	case res.Kind == rules.NoResult:
		return "no-result"
	case res.Kind == rules.Pending:
		return "pending"
	case res.Kind == rules.Forfeit && res.Winner == rules.First:
		return "forfeit-white"
	case res.Kind == rules.Forfeit && res.Winner == rules.Second:
		return "forfeit-black"
	case res.Winner == rules.First:
		return "B+R"
	case res.Winner == rules.Second:
		return "W+R"
	}
	return "jigo"
}

// SideNames implements tournament.SideNamer: a shogi game's sides are 先手
// (☗, who moves first) and 後手 (☖), never 黒 and 白.
func (Discipline) SideNames() (first, second tournament.Text) {
	return tournament.Text{En: "Sente", Ja: "先手"}, tournament.Text{En: "Gote", Ja: "後手"}
}
