package tournament

import (
	"fmt"
	"slices"
	"strings"
)

// MaxPenaltyMinutes bounds a time deduction (持ち時間減): three hours.
const MaxPenaltyMinutes = 180

// PenaltyInput is a penalty as the arbiter gives it: on whom (a
// participant id), the kind (a key or a name of PenaltyKinds, e.g. time,
// 持ち時間減, warning, 警告, expulsion, 退場), the minutes of a time
// deduction, the round it was given in (0: the last round paired) and a
// note.
type PenaltyInput struct {
	Player  int
	Kind    string
	Minutes int
	Round   int
	Note    string
}

// PenaltyOutcome is what recording a penalty did: the penalty as stored
// and, for an expulsion (退場), the round the player is withdrawn from and
// the games of theirs already paired that still wait for a result.
type PenaltyOutcome struct {
	Penalty PlayerPenalty
	// WithdrawnFrom is the first round an expelled player no longer
	// plays; 0 for other kinds.
	WithdrawnFrom int
	// Unfinished are "round/table" of the expelled player's paired games
	// without a result: the seed does not say how they end, the arbiter
	// records each (rule 21).
	Unfinished []RoundTable
}

// RoundTable names a game by its round and table.
type RoundTable struct{ Round, Table int }

// Penalize records a penalty on a player without a dispute (seed 002 rule
// 22), in one transaction with an audit entry naming the player in both
// languages:
//   - 注意 (caution), 警告 (warning), 出場停止, その他: a record;
//   - 持ち時間減 (time deduction): a record of the minutes the arbiter
//     states (1–180, required: the seed sets no amount);
//   - 退場 (expulsion): the player is ordered out, so takes no part in the
//     rounds not yet paired (withdrawn from the next one, as `players
//     withdraw` does); a game of theirs already paired keeps its table and
//     its result is the arbiter's to record (the seed does not say, rule
//     21), listed in the outcome.
func (s *Service) Penalize(in PenaltyInput) (PenaltyOutcome, error) {
	var out PenaltyOutcome
	kind, err := ParsePenaltyKind(in.Kind)
	if err != nil {
		return out, err
	}
	switch {
	case kind == PenaltyTimeDeduction && (in.Minutes < 1 || in.Minutes > MaxPenaltyMinutes):
		return out, newProblem(ErrInvalidInput, "a time deduction (持ち時間減) needs the minutes taken off, 1 to %d: the rules set no amount, the arbiter states it",
			"持ち時間減には減らす分数（1〜%d分）を指定してください。規則に定めはなく、審判が決めます", MaxPenaltyMinutes)
	case kind != PenaltyTimeDeduction && in.Minutes != 0:
		return out, newProblem(ErrInvalidInput, "minutes go with a time deduction (持ち時間減) only", "分数は持ち時間減のときだけ指定します")
	case in.Round < 0:
		return out, newProblem(ErrInvalidInput, "the round must be 1 or later", "回戦は1以上で指定してください")
	}
	note := CleanText(in.Note)
	if len([]rune(note)) > MaxFieldChars {
		return out, newProblem(ErrInvalidInput, "the note is longer than %d characters", "備考が %d 文字を超えています", MaxFieldChars)
	}
	err = s.updateText("players.penalty", func(w Writer) (Text, error) {
		ev, err := w.Event()
		if err != nil {
			return Text{}, err
		}
		p, err := participantByID(w, in.Player)
		if err != nil {
			return Text{}, err
		}
		rs, err := w.Rounds()
		if err != nil {
			return Text{}, err
		}
		pen := PlayerPenalty{Kind: kind, Minutes: in.Minutes, Round: in.Round, Note: note, Arbiter: s.arbiterName(ev), Time: s.now().UTC()}
		if pen.Round == 0 && len(rs) > 0 {
			pen.Round = rs[len(rs)-1].Number
		}
		if pen.Round > 0 {
			r, err := roundOf(rs, pen.Round)
			if err != nil {
				return Text{}, err
			}
			pen.Table = tableOf(r, p.ID)
		}
		p.Penalties = append(p.Penalties, pen)
		out = PenaltyOutcome{Penalty: pen}
		if kind == PenaltyExpulsion {
			next := 1
			if len(rs) > 0 {
				next = rs[len(rs)-1].Number + 1
			}
			if p.WithdrawnFrom == 0 || p.WithdrawnFrom > next {
				p.WithdrawnFrom = next
			}
			out.WithdrawnFrom = p.WithdrawnFrom
			for _, r := range rs {
				for _, g := range r.Games {
					if g.Has(p.ID) && !g.IsBye() && g.Result == nil {
						out.Unfinished = append(out.Unfinished, RoundTable{r.Number, g.Table})
					}
				}
			}
		}
		if err := w.PutParticipant(&p); err != nil {
			return Text{}, err
		}
		return penaltyDetail(p, pen, out.WithdrawnFrom), nil
	})
	if err != nil {
		return PenaltyOutcome{}, err
	}
	return out, nil
}

// tableOf is the table of participant id in round r; 0 for none or a bye.
func tableOf(r Round, id int) int {
	for _, g := range r.Games {
		if g.Has(id) && !g.IsBye() {
			return g.Table
		}
	}
	return 0
}

// penaltyDetail is the audit detail of penalty pen on p, with the player's
// name in both languages.
func penaltyDetail(p Participant, pen PlayerPenalty, withdrawnFrom int) Text {
	d := Text{En: fmt.Sprintf("penalty on #%d %s: %s", p.ID, p.Name, PenaltyText(pen, English)),
		Ja: fmt.Sprintf("#%d %s に罰則：%s", p.ID, p.Name, PenaltyText(pen, Japanese))}
	if withdrawnFrom > 0 {
		d.En += fmt.Sprintf("; withdrawn from round %d", withdrawnFrom)
		d.Ja += fmt.Sprintf("。%d回戦から棄権扱い", withdrawnFrom)
	}
	return d
}

// PenaltyText writes a penalty in language l: 「持ち時間減 2分（3回戦 4番卓）：note」,
// "time deduction of 2 min (round 3, table 4): note".
func PenaltyText(pen PlayerPenalty, l Lang) string {
	name := PenaltyKindName(pen.Kind)
	var where string
	switch {
	case pen.Round > 0 && pen.Table > 0:
		where = Tr(" (round %d, table %d)", "（%d回戦 %d番卓）", pen.Round, pen.Table).In(l)
	case pen.Round > 0:
		where = Tr(" (round %d)", "（%d回戦）", pen.Round).In(l)
	}
	s := name.In(l)
	if pen.Minutes > 0 {
		s += Tr(" of %d min", " %d分", pen.Minutes).In(l)
	}
	s += where
	if pen.Note != "" {
		s += Text{En: ": ", Ja: "："}.In(l) + pen.Note
	}
	return s
}

// PenaltyOf is a penalty with the participant it was given to.
type PenaltyOf struct {
	Player int
	PlayerPenalty
}

// Penalties returns every penalty given outside a ruling (rule 22), oldest
// first; round > 0 keeps those given in that round.
func (s *Service) Penalties(round int) ([]PenaltyOf, error) {
	ps, err := s.Participants()
	if err != nil {
		return nil, err
	}
	var out []PenaltyOf
	for _, p := range ps {
		for _, pen := range p.Penalties {
			if round == 0 || pen.Round == round {
				out = append(out, PenaltyOf{Player: p.ID, PlayerPenalty: pen})
			}
		}
	}
	slices.SortStableFunc(out, func(a, b PenaltyOf) int { return a.Time.Compare(b.Time) })
	return out, nil
}

// penaltyKindAliases are the other words Penalize takes for a kind.
var penaltyKindAliases = map[string]string{
	"time": PenaltyTimeDeduction, "持ち時間": PenaltyTimeDeduction, "時間減": PenaltyTimeDeduction,
	"expel": PenaltyExpulsion, "expelled": PenaltyExpulsion,
	"注意・警告": PenaltyWarning,
}

func penaltyAlias(t string) (string, bool) {
	k, ok := penaltyKindAliases[strings.ToLower(t)]
	return k, ok
}

// Penalty is a penalty noted on a player with a ruling (docs/rules.md §1: "a
// deliberately false claim may lead to a penalty (suspension) noted on the
// player"; the Othello seed's rule 22: time deduction, loss by foul,
// caution, warning, expulsion). It is a record: a loss by foul is the
// ruling's result, and a suspended or expelled player is withdrawn by the
// arbiter as any other withdrawal.
type Penalty struct {
	Player int    `json:"player"` // participant id: a player of the game (or a member of a Pair Go pair)
	Kind   string `json:"kind"`   // one of PenaltyKinds' keys
	Note   string `json:"note,omitempty"`
}

// The kinds of penalty.
const (
	PenaltyCaution       = "caution"        // 注意 (rule 22)
	PenaltyWarning       = "warning"        // 警告 (rule 22)
	PenaltyTimeDeduction = "time-deduction" // 持ち時間減 (rule 22)
	PenaltySuspension    = "suspension"     // 出場停止
	PenaltyExpulsion     = "expulsion"      // 退場 (rule 22)
	PenaltyOther         = "other"          // その他
)

// PenaltyKind is a kind of penalty with its name.
type PenaltyKind struct {
	Key  string
	Name Text
}

// PenaltyKinds lists the kinds of penalty, the mildest first.
func PenaltyKinds() []PenaltyKind {
	return []PenaltyKind{
		{PenaltyCaution, Text{En: "caution", Ja: "注意"}},
		{PenaltyWarning, Text{En: "warning", Ja: "警告"}},
		{PenaltyTimeDeduction, Text{En: "time deduction", Ja: "持ち時間減"}},
		{PenaltySuspension, Text{En: "suspension", Ja: "出場停止"}},
		{PenaltyExpulsion, Text{En: "expulsion", Ja: "退場"}},
		{PenaltyOther, Text{En: "other", Ja: "その他"}},
	}
}

// PenaltyKindName names the kind key k ("suspension" → 出場停止); an unknown
// key names itself.
func PenaltyKindName(k string) Text {
	for _, pk := range PenaltyKinds() {
		if pk.Key == k {
			return pk.Name
		}
	}
	return Text{En: k, Ja: k}
}

// ParsePenaltyKind reads a kind of penalty by its key, its name in either
// language ("suspension", "出場停止") or an alias ("time", 持ち時間).
func ParsePenaltyKind(s string) (string, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if k, ok := penaltyAlias(t); ok {
		return k, nil
	}
	var keys []string
	for _, pk := range PenaltyKinds() {
		if t == pk.Key || t == strings.ToLower(pk.Name.En) || t == pk.Name.Ja {
			return pk.Key, nil
		}
		keys = append(keys, pk.Key)
	}
	return "", newProblem(ErrInvalidInput, "unknown kind of penalty %q; use one of %s", "罰則の種類「%s」はありません。%s のどれかを使ってください",
		s, strings.Join(keys, ", "))
}
