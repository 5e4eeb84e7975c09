package pairgo

import (
	"fmt"
	"strings"
	"time"

	"taikai/rules/igo"
	rules "taikai/rules/pairgo"
	"taikai/tournament"
	goadapter "taikai/tournament/igo"
)

// pairgoPlayer is a member as the handicap rules see them: rank, or the
// categories of professional (12), adult title winner (9), prefectural
// representative (8). A half rank (三段★, 3d+: Pandanet's Go handicaps)
// counts as its rank: the seed's ハンデポイント table has whole ranks only
// (六段 6 P … 6級 −5 P) and halves come only from averaging the pair.
func pairgoPlayer(p tournament.Participant) rules.Player {
	switch {
	case p.Rank.Kind == tournament.RankPro:
		return rules.Player{Category: rules.CategoryProfessional}
	case p.HasFlag(tournament.FlagTitleWinner):
		return rules.Player{Category: rules.CategoryTitleWinner}
	case p.HasFlag(tournament.FlagPrefRep):
		return rules.Player{Category: rules.CategoryPrefRep}
	}
	v, _ := p.Rank.Value()
	return rules.Player{Rank: v}
}

func partner(p tournament.Participant) rules.Partner {
	pt := rules.Partner{Gender: map[tournament.Gender]rules.Gender{tournament.Female: rules.Female, tournament.Male: rules.Male}[p.Gender]}
	pt.Birth, _ = time.Parse(time.DateOnly, p.Birth)
	return pt
}

// RegisterPair registers two participants as a Pair Go pair (docs/rules.md §3). The
// captain is computed (the woman of a mixed pair, else the younger); a pair
// without a partner of middle-school age or younger is registered with a
// warning, never refused.
func (s *Service) RegisterPair(a, b, name string) (tournament.Participant, tournament.Text, error) {
	var out tournament.Participant
	var warning tournament.Text
	err := s.UpdateText("pairs.add", func(w tournament.Writer) (tournament.Text, error) {
		ev, err := w.Event()
		if err != nil {
			return tournament.Text{}, err
		}
		if ev.Game != Kind {
			return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "pairs are for Pair Go events", "ペアはペア碁の大会のものです")
		}
		ps, err := w.Participants()
		if err != nil {
			return tournament.Text{}, err
		}
		pa, err := tournament.FindIn(ps, a)
		if err != nil {
			return tournament.Text{}, err
		}
		pb, err := tournament.FindIn(ps, b)
		if err != nil {
			return tournament.Text{}, err
		}
		if pa.ID == pb.ID || pa.IsPair() || pb.IsPair() {
			return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "a pair is two different people", "ペアは別々の2人で組みます")
		}
		for _, p := range ps {
			if p.IsPair() && p.WithdrawnFrom == 0 && (containsID(p.Members, pa.ID) || containsID(p.Members, pb.ID)) {
				return tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "%s is already in pair %s", "%s はすでにペア「%s」に入っています", map[bool]string{true: pa.Name, false: pb.Name}[containsID(p.Members, pa.ID)], p.Name)
			}
		}
		c := rules.CaptainOf(partner(pa), partner(pb))
		captain := []tournament.Participant{pa, pb}[c.Index]
		if strings.TrimSpace(name) == "" {
			name = shortName(pa.Name) + "・" + shortName(pb.Name)
		}
		pp := rules.DefaultSettings().PairPoints(pairgoPlayer(pa), pairgoPlayer(pb))
		out = tournament.Participant{Name: strings.TrimSpace(name), Members: []int{pa.ID, pb.ID}, Captain: captain.ID, Club: pa.Club,
			Extra: tournament.ExtraOf(pairRecord{PairPoint: int(pp)})}
		if err := tournament.CheckUniqueName(w, out, 0); err != nil {
			return tournament.Text{}, err
		}
		pda, _ := time.Parse(time.DateOnly, pa.Birth)
		pdb, _ := time.Parse(time.DateOnly, pb.Birth)
		evDate, _ := time.Parse(time.DateOnly, ev.Date)
		if e := rules.CheckJunior(evDate, [2]time.Time{pda, pdb}); e.Warn() {
			warning = tournament.Text{En: e.English(), Ja: e.Japanese()}
		}
		if c.Rule == rules.CaptainUndecided {
			warning = joinWarnings(warning, tournament.Text{
				En: fmt.Sprintf("%s: %s is captain for now; confirm with the pair (the rule needs both genders, and for a same-gender pair two different birth dates).",
					CaptainToConfirmText.En, captain.Name),
				Ja: fmt.Sprintf("%s：ひとまず %s をキャプテンとします。ペアに確認してください（規定には2人の性別と、同性ペアでは異なる生年月日が必要です）。",
					CaptainToConfirmText.Ja, captain.Name)})
		}
		late, err := tournament.LateEntryRound(w)
		if err != nil {
			return tournament.Text{}, err
		}
		out.FirstRound = late
		if err := w.PutParticipant(&out); err != nil {
			return tournament.Text{}, err
		}
		detail := tournament.Text{
			En: fmt.Sprintf("pair #%d %s: #%d %s and #%d %s, captain %s (%s), pair point %s", out.ID, out.Name, pa.ID, pa.Name, pb.ID, pb.Name,
				captain.Name, c.Rule, pp),
			Ja: fmt.Sprintf("ペア #%d %s：#%d %s と #%d %s、キャプテン %s（%s）、ハンデポイント %s", out.ID, out.Name, pa.ID, pa.Name, pb.ID, pb.Name,
				captain.Name, c.Rule.Japanese(), pp),
		}
		if warning.En != "" {
			detail.En += "; warning: " + warning.En
			detail.Ja += "。注意：" + warning.Ja
		}
		return detail, nil
	})
	return out, warning, err
}

// CaptainToConfirmText is the mark of a pair whose captain the rule could
// not decide (CaptainToConfirm), on screens, sheets and the command line.
var CaptainToConfirmText = tournament.Text{En: "captain to confirm", Ja: "キャプテン要確認"}

// CaptainToConfirm reports whether pair p's captain needs the arbiter's
// confirmation (docs/rules.md §3: the woman of a mixed pair, else the younger): the
// members' data cannot decide it (a gender or birth date missing, or the
// same birth date in a same-gender pair; the first partner was taken), or
// it now decides someone other than the captain stored at registration (a
// member's gender or birth date was edited since). byID holds the members.
func CaptainToConfirm(p tournament.Participant, byID map[int]tournament.Participant) bool {
	if !p.IsPair() || len(p.Members) != 2 {
		return false
	}
	a, okA := byID[p.Members[0]]
	b, okB := byID[p.Members[1]]
	if !okA || !okB {
		return true
	}
	c := rules.CaptainOf(partner(a), partner(b))
	return c.Rule == rules.CaptainUndecided || p.Members[c.Index] != p.Captain
}

func containsID(ids []int, id int) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// joinWarnings puts warning b after a (either may be empty).
func joinWarnings(a, b tournament.Text) tournament.Text {
	if a.En == "" {
		return b
	}
	return tournament.Text{En: a.En + " " + b.En, Ja: a.Ja + b.Ja}
}

// shortName is the family name of "山田 太郎", or the whole name.
func shortName(n string) string {
	if f := strings.Fields(n); len(f) > 0 {
		return f[0]
	}
	return n
}

// pairHandicap gives a Pair Go game its stones and komi (docs/rules.md §3, in its
// record) and puts the stronger pair on White.
func pairHandicap(byID map[int]tournament.Participant, g *tournament.Game) (byPoints bool) {
	b, w := byID[g.Black], byID[g.White]
	members := func(p tournament.Participant) [2]rules.Player {
		return [2]rules.Player{pairgoPlayer(byID[p.Members[0]]), pairgoPlayer(byID[p.Members[1]])}
	}
	h := rules.DefaultSettings().Handicap(members(b), members(w))
	if h.Black == rules.Side2 && h.Stronger != rules.SideNone {
		g.Black, g.White = g.White, g.Black
	}
	rec, _ := recordOf(*g) // a game being seated has no record yet
	rec.Handicap = &tournament.Handicap{Stones: h.Stones, Komi: int(h.Komi), Text: tournament.Text{En: h.English(), Ja: h.Japanese()}}
	g.Extra = tournament.ExtraOf(rec)
	return h.Stronger != rules.SideNone
}

// pairgoResult decides a Pair Go result typed as "B-W" board scores (地+アゲハマ)
// with optional ":errors=B/W" (誤順 of each pair; default: those the
// arbiter recorded at the board) and ":foul-black", ":foul-white" (2手打ち)
// or ":consult-black", ":consult-white" (illegal consultation); or one of
// the keywords of the Go grammar (forfeit-white, double-loss, pending …).
// It returns the result to store (Go grammar: W+3, W+J for a jigo) and the
// explanation.
func pairgoResult(g tournament.Game, text string) (igo.GameResult, tournament.Text, error) {
	own, err := recordOf(g)
	if err != nil {
		return igo.GameResult{}, tournament.Text{}, err
	}
	komi := rules.Komi(0)
	if own.Handicap != nil {
		komi = rules.Komi(own.Handicap.Komi)
	}
	rec, scores, err := rules.ParseRecord(text, komi, own.RotationErrors[0], own.RotationErrors[1])
	if err != nil {
		return igo.GameResult{}, tournament.Text{}, &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Text{En: err.Error(),
			Ja: fmt.Sprintf("「%s」を確認してください。盤面の目数は 0〜%d、誤順は 62-58 誤順2/0（黒ペア/白ペアの回数、%d回まで）、2手打ちは 62-58 黒2手打ち、相談は 62-58 白相談 のように書きます",
				text, rules.MaxBoardScore, rules.MaxRotationErrors)}}
	}
	if !scores {
		r, err := igo.ParseGameResult(text)
		if err != nil {
			return r, tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "write Black's and White's board scores as B-W (e.g. 62-58), with :errors=2/0 or :foul-black if needed, or a keyword such as forfeit-white",
				"黒と白の盤面の目数を 62-58 のように入力してください（誤順は 62-58 誤順2/0、2手打ちは 62-58 黒2手打ち）。または 白中押し勝ち、白ジゴ勝ち、黒不戦敗、勝敗預かり のように")
		}
		r, note, err := jigoToWhite(r)
		if err != nil {
			return igo.GameResult{}, tournament.Text{}, err
		}
		if err := goadapter.CheckKomi(own.Handicap, r); err != nil {
			return igo.GameResult{}, tournament.Text{}, err
		}
		if note.En == "" {
			note = tournament.Text{En: r.Kind.String(), Ja: r.Japanese()}
		}
		return r, note, nil
	}
	o, err := rules.DefaultSettings().Result(rec)
	if err != nil {
		return igo.GameResult{}, tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "%v", "結果を確認してください（%v）", err)
	}
	r := igo.GameResult{Winner: igo.Colour(o.Winner), Margin: o.Margin}
	switch {
	case o.Foul != rules.NoFoul:
		r = igo.GameResult{Kind: igo.ResultFoul, Winner: igo.Colour(o.Winner)}
	case o.Jigo:
		r.JigoWin, r.Margin = true, 0
	}
	return r, tournament.Text{En: o.English, Ja: o.Japanese}, nil
}

// RecordRotationError records one 誤順 (out-of-order move) ruled by the
// arbiter at the board for the pair with colour ("black" or "white"): 3
// points to the opponents each time; each one is time-stamped in the log.
func (s *Service) RecordRotationError(n, table int, colour string) (int, error) {
	count := 0
	err := s.Update("pairgo.rotation-error", func(w tournament.Writer) (string, error) {
		ev, err := w.Event()
		if err != nil {
			return "", err
		}
		if ev.Game != Kind {
			return "", tournament.NewProblem(tournament.ErrInvalidInput, "rotation errors are a Pair Go rule", "誤順はペア碁の規定です")
		}
		r, g, i, err := tournament.StoredGame(w, n, table)
		if err != nil {
			return "", err
		}
		if g.Result != nil {
			return "", tournament.NewProblem(tournament.ErrInvalidInput, "the game already has a result; enter the errors with the result", "この対局には結果があります。誤順は結果と一緒に入力してください")
		}
		side := map[string]int{"black": 0, "b": 0, "黒": 0, "white": 1, "w": 1, "白": 1}
		k, ok := side[strings.ToLower(strings.TrimSpace(colour))]
		if !ok {
			return "", tournament.NewProblem(tournament.ErrInvalidInput, "say black or white", "黒か白を指定してください")
		}
		rec, err := recordOf(g)
		if err != nil {
			return "", err
		}
		rec.RotationErrors[k]++
		count = rec.RotationErrors[k]
		r.Games[i].Extra = tournament.ExtraOf(rec)
		who := []string{"Black", "White"}[k]
		return fmt.Sprintf("round %d table %d: rotation error (誤順) by %s, 3 points to the opponents (%s's error no. %d in this game)", n, table, who, who, count), w.PutRound(r)
	})
	return count, err
}

// jigoToWhite applies the seed's ジゴは白勝ち to a result typed in the Go
// grammar: a jigo (jigo, 持碁, ジゴ) is stored as White's win W+J, with the
// explanation in note; B+J cannot be and is refused with how to enter the
// game. Other results pass unchanged with an empty note.
func jigoToWhite(r igo.GameResult) (igo.GameResult, tournament.Text, error) {
	switch {
	case r.Kind == igo.ResultJigo:
		return igo.GameResult{Winner: igo.White, JigoWin: true}, tournament.Text{
			En: "Jigo is a win for White in Pair Go (ジゴは白勝ち): recorded as W+J, White wins.",
			Ja: "ペア碁ではジゴは白勝ちです：白勝ち（持碁）として記録します。"}, nil
	case r.Kind == igo.ResultNormal && r.JigoWin && r.Winner == igo.Black:
		return igo.GameResult{}, tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput,
			"B+J cannot be: in Pair Go a jigo is a win for White (ジゴは白勝ち). Enter W+J or jigo for equal totals, or the board scores (e.g. 60-66:errors=2/0) to have the winner computed; if Black won, enter B+R or Black's margin (e.g. B+3)",
			"黒のジゴ勝ちはありえません。ペア碁ではジゴは白勝ちです。合計が同じなら 白ジゴ勝ち か 持碁、または盤面の目数（例 60-66 誤順2/0）を入力すると勝敗を計算します。黒の勝ちなら 黒中押し勝ち や 黒3目勝ち のように入力してください")
	}
	return r, tournament.Text{}, nil
}

// SeatArbiter implements tournament.ArbiterSeater: a game against the
// arbiter's pair (審判対局) is the table's game of equal pairs (no stones);
// their strength is not known.
func (Discipline) SeatArbiter(_ tournament.Event, g *tournament.Game) {
	h := rules.DefaultSettings().HandicapByPoints(0, 0)
	rec, _ := recordOf(*g)
	rec.Handicap = &tournament.Handicap{Stones: h.Stones, Komi: int(h.Komi), Text: tournament.Text{En: h.English() + " (against the arbiter)", Ja: h.Japanese() + "（審判対局）"}}
	g.Extra = tournament.ExtraOf(rec)
}
