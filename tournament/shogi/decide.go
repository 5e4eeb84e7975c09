package shogi

import (
	"errors"

	rules "taikai/rules/shogi"
	"taikai/tournament"
)

// winnerColour is the game's side of a shogi side: 先手 is Black.
func winnerColour(s rules.Side) tournament.Colour {
	return tournament.ColourOf(s, rules.First, rules.Second)
}

// shogiProblem gives a rules/shogi error a Japanese message.
func shogiProblem(err error) error {
	switch {
	case errors.Is(err, rules.ErrJishogiCount):
		return tournament.WrapRules(err, "持将棋の点数が合いません。24点法は 持将棋 31-23（先手の点数が先、駒落ちの落とした駒は自動で上手に加えます）、27点法は 持将棋 先手宣言 28 のように入力してください（"+err.Error()+"）")
	}
	return tournament.WrapRules(err, "結果が読めません。先手勝ち、後手勝ち、先手反則負け、後手時間切れ負け、先手不戦勝、千日手 先手勝ち、持将棋、両負け、勝敗預かり のように入力してください")
}

// read reads text typed for game g under the section's settings.
func read(ev tournament.Event, g tournament.Game, text string) (rules.GameResult, gameRecord, error) {
	rule, err := jishogiRule(ev)
	if err != nil {
		return rules.GameResult{}, gameRecord{}, err
	}
	rec, err := recordOf(g)
	if err != nil {
		return rules.GameResult{}, rec, err
	}
	res, err := rules.ParseGameResult(text, rec.context(g, rule))
	if err != nil {
		return rules.GameResult{}, rec, shogiProblem(err)
	}
	if c := res.Count; c != nil {
		if c.Rule != rule {
			return res, rec, &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Text{
				En: "this section settles 持将棋 by " + rule.English() + ", not " + c.Rule.English(),
				Ja: "この部門の持将棋は" + rule.Japanese() + "です（" + c.Rule.Japanese() + "ではありません）"}}
		}
		if want := rec.teai().DroppedPoints(); (c.Dropped != 0 || c.Rule == rules.Points24 || c.Declarer == rules.First) && c.Dropped != want {
			return res, rec, tournament.NewProblem(tournament.ErrInvalidInput, "the game is %s: the 上手's dropped pieces count %d points, not %d",
				"この対局は%sです。上手が落とした駒は%d点です（%d点ではありません）", rec.teai().Japanese(), want, c.Dropped)
		}
	}
	return res, rec, nil
}

// Decide implements tournament.Swiss: a result in the shogi grammar, read
// with the game's 手合 (上手勝ち, a 持将棋 count with the dropped pieces) and
// checked against the section's rules: a 千日手 is replayed unless the
// section makes it a draw, a 持将棋 under a point rule needs its count, and
// a game that must have a winner (a knockout's) takes no draw.
func (Discipline) Decide(ev tournament.Event, r tournament.Round, g tournament.Game, text string, _ []string) (tournament.Verdict, error) {
	res, rec, err := read(ev, g, text)
	if err != nil {
		return tournament.Verdict{}, err
	}
	rule, _ := jishogiRule(ev)
	switch {
	case res.Kind == rules.Sennichite && ev.Setting(SettingSennichite) != SennichiteDraw:
		return tournament.Verdict{}, tournament.NewProblem(tournament.ErrInvalidInput,
			"千日手 is replayed (指し直し) in this section: type the replay's result after it, e.g. 千日手 先手勝ち (先手 as paired)",
			"この部門の千日手は指し直しです。指し直し局の結果を続けて入力してください（例：千日手 先手勝ち。先手・後手は組合せのとおり）")
	case res.Kind == rules.Jishogi && res.Count == nil && rule == rules.Points24:
		return tournament.Verdict{}, tournament.NewProblem(tournament.ErrInvalidInput,
			"持将棋 is settled by the 24-point rule in this section: type both counts, 先手's first, e.g. 持将棋 31-23",
			"この部門の持将棋は24点法です。両者の点数を先手から入力してください（例：持将棋 31-23）")
	case res.Kind == rules.Jishogi && res.Count == nil && rule == rules.Points27:
		return tournament.Verdict{}, tournament.NewProblem(tournament.ErrInvalidInput,
			"持将棋 is settled by the 27-point rule in this section: type the declaring side and its points, e.g. 持将棋 先手宣言 28",
			"この部門の持将棋は27点法（宣言法）です。宣言した側と点数を入力してください（例：持将棋 先手宣言 28）")
	case res.Draw() && (g.Decisive || r.Final):
		return tournament.Verdict{}, tournament.NewProblem(tournament.ErrInvalidInput,
			"this game must have a winner: after %s the game is replayed (指し直し); type the replay's result, e.g. %s 先手勝ち",
			"この対局は勝敗を決めます。%s のあとは指し直しです。指し直し局の結果を入力してください（例：%s 先手勝ち）", drawWord(res), drawWord(res))
	}
	v := tournament.Verdict{Stored: res.String(), Winner: winnerColour(res.Winner)}
	if rec.Toss && rec.Furigoma == nil && !g.AgainstArbiter() && res.Winner != rules.NoSide {
		v.Note = tournament.Text{En: "no 振り駒 recorded: 先手 is the pairing's", Ja: "振り駒の記録なし：組合せの先手を先手としました"}
	}
	return v, nil
}

func drawWord(res rules.GameResult) string {
	if res.Kind == rules.Sennichite {
		return "千日手"
	}
	return "持将棋"
}

// Claim implements tournament.Swiss: a claim in the shogi grammar, stored
// as the player made it.
func (Discipline) Claim(ev tournament.Event, text string) (string, error) {
	res, _, err := read(ev, tournament.Game{}, text)
	if err != nil {
		return "", err
	}
	return res.String(), nil
}

// ClaimAt implements tournament.GameClaimer: a claim read with the game's
// 手合 (上手勝ち, a count with the dropped pieces).
func (Discipline) ClaimAt(ev tournament.Event, g tournament.Game, text string) (string, error) {
	res, _, err := read(ev, g, text)
	if err != nil {
		return "", err
	}
	return res.String(), nil
}

// GuidedDecision implements tournament.Swiss: the 審判長 rules a contested
// shogi game; agreeing claims stand, play may resume once, anything else is
// held with a proposal (rules/shogi Decide).
func (Discipline) GuidedDecision(a tournament.DisputeAnswers) (tournament.DisputeDecision, error) {
	d := rules.Decide(rules.DisputeAnswers{FirstClaimed: a.BlackClaimed, SecondClaimed: a.WhiteClaimed, ClaimsAgree: a.ClaimsAgree,
		ResumedWithoutProgress: a.ResumedWithoutProgress, ResumeRequested: a.ResumeRequested})
	out := tournament.DisputeDecision{Reason: tournament.Text{En: d.En, Ja: d.Ja}, Proposed: d.Proposed}
	switch d.Kind {
	case rules.DisputeAgreed:
		out.Kind, out.Name = tournament.DecisionAgreed, tournament.Text{En: "agreed result", Ja: "申告一致"}
	case rules.DisputeResume:
		out.Kind, out.Name = tournament.DecisionResume, tournament.Text{En: "resume play", Ja: "対局再開"}
	case rules.DisputeSoleClaim:
		out.Kind, out.Name = tournament.DecisionSoleClaim, tournament.Text{En: "sole claim proposed to the arbiter", Ja: "一方の申告を審判長に提案"}
	case rules.DisputeHeld:
		out.Kind, out.Name = tournament.DecisionPending, tournament.Text{En: "result held pending a ruling", Ja: "勝敗預かり"}
	case rules.DisputeNoClaim:
		out.Kind, out.Name = tournament.DecisionNoResult, tournament.Text{En: "no result proposed to the arbiter", Ja: "無勝負を審判長に提案"}
	default:
		return tournament.DisputeDecision{}, tournament.NewProblem(tournament.ErrInvalidInput, "the shogi dispute decision %d is unknown", "将棋の異議の判定 %d は不明です", int(d.Kind))
	}
	return out, nil
}

// DescribeResult implements tournament.ResultDescriber: 先手勝ち,
// 千日手→後手勝ち, 持将棋（24点法 …）.
func (Discipline) DescribeResult(_ tournament.Event, stored string) tournament.Text {
	res, err := rules.ParseGameResult(stored, rules.Context{})
	if err != nil {
		return tournament.Text{}
	}
	return tournament.Text{En: res.English(), Ja: res.Japanese()}
}

// Rated implements tournament.Rater: every game decided over the board is
// rated; a forfeit, 両負け, 無勝負, 勝敗預かり and a game against the
// arbiter are not.
func (Discipline) Rated(_ tournament.Event, _ tournament.Round, g tournament.Game) (bool, tournament.Text, bool) {
	if g.IsBye() || g.Result == nil {
		return false, tournament.Text{}, false
	}
	if g.AgainstArbiter() {
		return false, tournament.Text{En: "not for rating (against the arbiter, 審判対局)", Ja: "レーティング対象外（審判対局）"}, true
	}
	res, err := rules.ParseGameResult(g.Result.Text, rules.Context{})
	if err != nil {
		return false, tournament.Text{}, false
	}
	switch res.Kind {
	case rules.Forfeit, rules.DoubleLoss, rules.NoResult, rules.Pending:
		return false, tournament.Text{En: "not for rating (not decided over the board)", Ja: "レーティング対象外（盤上で勝敗が決まっていない）"}, true
	}
	return true, tournament.Text{}, true
}

// Grammar implements tournament.Swiss: `taikai help results`.
func (Discipline) Grammar() tournament.Text {
	return tournament.Text{En: `RESULT in the shogi grammar (先手 and 後手 as paired; Japanese words work too):
  先手勝ち, 後手勝ち   s, g, sente, gote     a win (投了, 詰み); 先手負け = 後手勝ち
  上手勝ち, 下手勝ち                         in a game with a 上手 (handicaps on)
  先手反則負け        fs, fg, foul-sente     loss by foul
  後手時間切れ負け    ts, tg, timeout-gote   loss on time
  先手不戦勝, 後手不戦敗  xs, xg, forfeit-gote  forfeit (xs: 先手不戦敗)
  千日手 先手勝ち     sen s                  千日手 replayed: the replay's result counts
  千日手              sen                    a draw, only where setting sennichite=draw
  持将棋              ji                     a draw where setting jishogi=draw
  持将棋 31-23                               24-point rule: both counts, 先手's first
  持将棋 先手宣言 28                          27-point rule: the declarer and its points
  持将棋 先手勝ち      ji s                   持将棋 replayed
  両負け (double-loss), 無勝負 (no-result), 勝敗預かり (pending)
In a 駒落ち the 上手 moves first (先手); its dropped pieces count for it in a 持将棋.
A knockout game takes no draw: type the replay's result.`,
		Ja: `結果は将棋の書き方で（先手・後手は組合せのとおり）:
  先手勝ち、後手勝ち（s、g）         投了・詰み。先手負け＝後手勝ち
  上手勝ち、下手勝ち                 手合割のある対局で
  先手反則負け（fs、fg）             反則負け
  後手時間切れ負け（ts、tg）         時間切れ負け
  先手不戦勝、後手不戦敗（xs、xg）    不戦勝・不戦敗（xs は先手の不戦敗）
  千日手 先手勝ち（sen s）           千日手の指し直し：指し直し局の結果
  千日手（sen）                     引き分け（設定 sennichite=draw の部門だけ）
  持将棋（ji）                      引き分け（設定 jishogi=draw の部門）
  持将棋 31-23                      24点法：両者の点数（先手が先）
  持将棋 先手宣言 28                 27点法：宣言した側と点数
  持将棋 先手勝ち（ji s）            持将棋の指し直し
  両負け、無勝負、勝敗預かり
駒落ちでは上手が先に指します（先手）。持将棋では落とした駒を上手の点数に加えます。
トーナメントの対局に引き分けはありません。指し直し局の結果を入力してください。`}
}
