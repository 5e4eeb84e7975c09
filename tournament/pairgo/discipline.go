// Package pairgo is the Junior Pair Go discipline (ジュニアペア碁, docs/rules.md §3):
// pairs and captains, handicap points and the handicap table, rotation
// errors (誤順) and results from board scores with komi and penalties. Its
// standings and claims are Go's (tournament/igo's Family).
package pairgo

import (
	"fmt"
	"strconv"

	"taikai/rules/igo"
	"taikai/tournament"
	goadapter "taikai/tournament/igo"
)

// Kind is the game kind of a Junior Pair Go event.
const Kind tournament.GameKind = "pairgo"

// Discipline is Junior Pair Go as the shared services see it: pairs play.
type Discipline struct{ goadapter.Family }

var _ tournament.Swiss = Discipline{}

// New returns the Pair Go discipline, for tournament.Register.
func New() Discipline {
	return Discipline{goadapter.NewFamily(tournament.Participant.IsPair)}
}

// Service is the Pair Go services of one event.
type Service struct{ *tournament.Service }

// Of returns the Pair Go services over s.
func Of(s *tournament.Service) *Service { return &Service{s} }

// Kind implements tournament.Discipline.
func (Discipline) Kind() tournament.GameKind { return Kind }

// Name implements tournament.Discipline.
func (Discipline) Name() tournament.Text {
	return tournament.Text{En: "Junior Pair Go", Ja: "ジュニアペア碁"}
}

// Aliases implements tournament.Discipline.
func (Discipline) Aliases() []string { return []string{"pair-go", "ペア碁"} }

// Settings implements tournament.Discipline: Go's, without the rank
// handicap switch (Pair Go always plays its handicap table).
func (Discipline) Settings() []tournament.SettingGroup { return goadapter.SettingGroups(false) }

// Demo implements tournament.Discipline: n pairs of two juniors, a girl and
// a boy each, born 2010–2015, ranks 5d–16k.
func (Discipline) Demo(s *tournament.Service, n int) error {
	if err := s.CreateDemoEvent(Kind, "ジュニアペア碁大会（デモ）"); err != nil {
		return err
	}
	var girls, boys []tournament.ParticipantForm
	for _, f := range tournament.DemoParticipants(8*n, 16) {
		if f[tournament.FieldGender] == "f" && len(girls) < n {
			girls = append(girls, f)
		} else if f[tournament.FieldGender] == "m" && len(boys) < n {
			boys = append(boys, f)
		}
	}
	var forms []tournament.ParticipantForm
	for i := range min(len(girls), len(boys)) {
		forms = append(forms, girls[i], boys[i])
	}
	for i, f := range forms {
		f[tournament.FieldBirth] = fmt.Sprintf("%d-%02d-%02d", 2010+(i*7)%6, 1+(i*5)%12, 1+(i*11)%28)
		if r := (i * 13) % 21; r < 5 {
			f[tournament.FieldRank] = strconv.Itoa(5-r) + "d"
		} else {
			f[tournament.FieldRank] = strconv.Itoa(r-4) + "k"
		}
		f[tournament.FieldFlags] = ""
	}
	rep, err := s.ImportParticipants(tournament.ParticipantsCSV(forms))
	if err != nil {
		return err
	}
	for i := 0; i+1 < len(rep.Added); i += 2 {
		if _, _, err := Of(s).RegisterPair(strconv.Itoa(rep.Added[i].ID), strconv.Itoa(rep.Added[i+1].ID), ""); err != nil {
			return err
		}
	}
	return nil
}

// Seat implements tournament.Swiss: stones and komi from the pairs'
// handicap points (docs/rules.md §3), the stronger pair on White.
func (Discipline) Seat(_ tournament.Event, byID map[int]tournament.Participant, g *tournament.Game, scoreDiff int) *tournament.Text {
	if !pairHandicap(byID, g) {
		return nil
	}
	d := tournament.Points(max(scoreDiff, -scoreDiff))
	t := tournament.Tr("score difference %s; the stronger pair takes White", "点差%s、ハンデポイントの高いペアが白", d)
	return &t
}

// Decide implements tournament.Swiss: board scores with rotation errors and
// fouls (62-58:errors=2/0:foul-black), or a keyword of the Go grammar.
func (Discipline) Decide(_ tournament.Event, _ tournament.Round, g tournament.Game, text string, _ []string) (tournament.Verdict, error) {
	res, note, err := pairgoResult(g, text)
	if err != nil {
		return tournament.Verdict{}, err
	}
	return tournament.Verdict{Stored: res.String(), Note: note, Winner: goadapter.Winner(res.Winner)}, nil
}

// Claim implements tournament.Swiss: a claim in the Go grammar where, as in
// every Pair Go game, a jigo is White's win (ジゴは白勝ち): jigo, 持碁 and
// ジゴ are stored as W+J, and B+J is refused with how to write the claim.
func (Discipline) Claim(_ tournament.Event, claim string) (string, error) {
	res, err := igo.ParseGameResult(claim)
	if err != nil {
		return "", goadapter.GoProblem(err)
	}
	res, _, err = jigoToWhite(res)
	if err != nil {
		return "", err
	}
	return res.String(), nil
}

// ClaimAt implements tournament.GameClaimer: a claim as the arbiter types
// a result at this game, board scores included (62-58, 62-58 誤順2/0,
// 80-20 黒2手打ち: the winner from the game's komi and rotation errors), or
// a result in the Go grammar (白中押し勝ち, 白ジゴ勝ち), written the stored
// way.
func (Discipline) ClaimAt(_ tournament.Event, g tournament.Game, claim string) (string, error) {
	res, _, err := pairgoResult(g, claim)
	if err != nil {
		return "", err
	}
	return res.String(), nil
}

// Grammar implements tournament.Swiss.
func (Discipline) Grammar() tournament.Text {
	return tournament.Text{En: `RESULT is the two board scores (territory + captures), Black's first:
  62-58                      the result follows from komi and rotation errors
  62-58:errors=2/0           rotation errors (誤順) of Black's and White's pair
  62-58:foul-black           a double move (2手打ち) loses; consult-black, consult-white
  W+J (or jigo)              equal totals: a jigo is a win for White (ジゴは白勝ち)
  forfeit-black, forfeit-white, double-loss, no-result, pending`,
		Ja: `結果は黒・白の盤面の目数（地＋アゲハマ）を黒から:
  62-58                      コミと誤順から勝敗を計算します
  62-58 誤順2/0              黒ペア・白ペアの誤順の回数
  62-58 黒2手打ち            2手打ちは反則負け（相談は 黒相談、白相談）
  白ジゴ勝ち、持碁           合計が同じ：ジゴは白勝ち
  白中押し勝ち、黒時間切れ勝ち
  黒不戦敗、白不戦敗、両負け、無勝負、勝敗預かり`}
}

// DemoPlayers implements tournament.DemoSizer.
// Eight pairs of juniors.
func (Discipline) DemoPlayers() int { return 8 }
