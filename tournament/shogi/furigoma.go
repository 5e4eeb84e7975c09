package shogi

import (
	"fmt"

	rules "taikai/rules/shogi"
	"taikai/tournament"
)

// Service is the shogi services of one section.
type Service struct{ *tournament.Service }

// Of returns the shogi services over s.
func Of(s *tournament.Service) *Service { return &Service{s} }

// Furigoma is a recorded 振り駒: the first-named player the toss was made
// for, the 歩 face up, and who is 先手 after it.
type Furigoma struct {
	For, Fu       int
	Sente, Gote   int
	ColoursChange bool
}

// RecordFurigoma records the 振り駒 of an even game at table t of round n:
// fu of the five 歩 fell face up. More 歩 than と makes the first-named
// player (the pairing's 先手, or the one a first record named) 先手,
// otherwise the other: the game's colours are set so. Recorded again, it
// replaces the first record. Refused for a game with a result, a game whose
// 先手 the 手合割 gives, and in a section without 振り駒 (setting furigoma).
func (s *Service) RecordFurigoma(n, table, fu int) (Furigoma, error) {
	var out Furigoma
	err := s.UpdateText("shogi.furigoma", func(w tournament.Writer) (tournament.Text, error) {
		ev, err := w.Event()
		if err != nil {
			return tournament.Text{}, err
		}
		if ev.Game != Kind {
			return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "振り駒 is shogi's: this section plays %s", "振り駒は将棋の手順です（この部門は %s）", ev.Game)
		}
		r, g, i, err := tournament.StoredGame(w, n, table)
		if err != nil {
			return tournament.Text{}, err
		}
		if g.Result != nil {
			return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "round %d table %d already has a result: clear it first to change 先手",
				"%d 回戦 %d 番卓にはすでに結果があります。先手を変えるには先に結果を取り消してください", n, table)
		}
		rec, err := recordOf(g)
		if err != nil {
			return tournament.Text{}, err
		}
		if !rec.Toss || g.AgainstArbiter() {
			why := tournament.Text{En: "the section gives 先手 by the pairing (setting furigoma=false)", Ja: "この部門の先手は組合せで決まります（設定 furigoma=false）"}
			if w := whyWords[rec.Why].sentence; w.En != "" {
				why = w
			}
			return tournament.Text{}, &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Text{
				En: fmt.Sprintf("round %d table %d has no 振り駒: %s", n, table, why.En), Ja: fmt.Sprintf("%d 回戦 %d 番卓は振り駒をしません：%s", n, table, why.Ja)}}
		}
		named := g.Black
		if rec.Furigoma != nil {
			named = rec.Furigoma.For
		}
		sente, err := rules.Furigoma(fu)
		if err != nil {
			return tournament.Text{}, tournament.WrapRules(err, fmt.Sprintf("振り駒は歩5枚です。表（歩）が出た枚数を 0〜5 で入力してください（%d）", fu))
		}
		other := g.Black + g.White - named
		out = Furigoma{For: named, Fu: fu, Sente: named, Gote: other}
		if !sente {
			out.Sente, out.Gote = other, named
		}
		out.ColoursChange = out.Sente != g.Black
		rec.Furigoma = &furigoma{For: named, Fu: fu}
		r.Games[i].Black, r.Games[i].White, r.Games[i].Extra = out.Sente, out.Gote, rec.extra()
		if err := w.PutRound(r); err != nil {
			return tournament.Text{}, err
		}
		return tournament.Tr("round %d table %d: furigoma for #%d: %d fu up, %d to face up: #%d sente (Black), #%d gote",
			"%d 回戦 %d 番卓：振り駒（#%d）歩%d枚・と%d枚、#%d が先手、#%d が後手", n, table, named, fu, rules.FurigomaPieces-fu, out.Sente, out.Gote), nil
	})
	return out, err
}
