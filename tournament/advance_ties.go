package tournament

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// TieBy is how the arbiter decided a tie the rules leave open: by a
// playoff (決定戦) or by lot (抽選).
type TieBy string

const (
	TieByPlayoff TieBy = "playoff"
	TieByLot     TieBy = "lot"
)

// ParseTieBy reads how a tie was decided as typed: 決定戦 / playoff, 抽選 /
// lot (くじ, じゃんけん counts as a lot). Nothing typed is refused: the log
// says how each tie was decided.
func ParseTieBy(s string) (TieBy, error) {
	switch FoldWord(s) {
	case "playoff", "決定戦", "けっていせん", "play-off":
		return TieByPlayoff, nil
	case "lot", "抽選", "ちゅうせん", "くじ", "くじ引き", "じゃんけん":
		return TieByLot, nil
	}
	return "", newProblem(ErrInvalidInput, "how the tie was decided \"%s\" is neither playoff (決定戦) nor lot (抽選)", "同順位の決め方「%s」が読めません。決定戦か抽選と書いてください", s)
}

// Text names the way in both languages.
func (b TieBy) Text() Text {
	if b == TieByLot {
		return Text{En: "lot", Ja: "抽選"}
	}
	return Text{En: "playoff", Ja: "決定戦"}
}

// TieDecision is the arbiter's playoff or lot among players level in a
// finished section's places: Players (their IDs) best first. It holds only
// while they are still exactly a tie of the section's standings: a result
// corrected afterwards that changes the tie leaves the decision unused,
// and the tie (if any) is open again.
type TieDecision struct {
	Players []int `json:"players"`
	By      TieBy `json:"by"`
}

// OpenTie is a tie in a finished section's places that the rules leave to
// the arbiter: Players (IDs, in standings order) share Place — in league
// group Group (1 = A), or across the groups (Group −1: the best of the
// rest level at the cut, of whom Seats advance); Seats is also set for a
// tie within a group at the advancing cut.
type OpenTie struct {
	Players []int
	Place   int
	Group   int
	Seats   int
}

// sameSet reports whether a and b hold the same IDs.
func sameSet(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// DecisionFor returns the decision among exactly the players ids.
func DecisionFor(ds []TieDecision, ids []int) (TieDecision, bool) {
	for _, d := range ds {
		if sameSet(d.Players, ids) {
			return d, true
		}
	}
	return TieDecision{}, false
}

// decideShared applies the decisions to places of a finished section: a
// block of players sharing a place (in one group) that a decision names
// exactly takes the places from there in the decided order. The blocks
// left are returned as the open ties.
func decideShared(places []SourcePlace, ds []TieDecision) ([]SourcePlace, []OpenTie) {
	out := slices.Clone(places)
	type block struct{ group, place int }
	at := map[block][]int{} // indices into out
	var keys []block
	for i, sp := range out {
		if sp.Shared < 2 {
			continue
		}
		k := block{sp.Group, sp.Place}
		if _, ok := at[k]; !ok {
			keys = append(keys, k)
		}
		at[k] = append(at[k], i)
	}
	var open []OpenTie
	for _, k := range keys {
		idx := at[k]
		ids := make([]int, len(idx))
		orders := make([]int, len(idx))
		for j, i := range idx {
			ids[j], orders[j] = out[i].ID, out[i].Order
		}
		d, ok := DecisionFor(ds, ids)
		if !ok {
			open = append(open, OpenTie{Players: ids, Place: k.place, Group: k.group})
			continue
		}
		slices.Sort(orders)
		for rank, id := range d.Players {
			i := idx[slices.Index(ids, id)]
			out[i].Place, out[i].Shared, out[i].Order = k.place+rank, 1, orders[rank]
		}
	}
	return out, open
}

// finishedPlaces are the places of section src once it is finished, with
// its participants and the decisions applied: refused before its last
// round paired has every result, or before it has played the rounds its
// settings say.
func finishedPlaces(r Reader, src Section) (FinalStandings, []Participant, int, error) {
	sev, ps, rs, err := readAll(sectionTx{r: r, id: src.ID})
	if err != nil {
		return FinalStandings{}, nil, 0, err
	}
	if len(rs) == 0 {
		return FinalStandings{}, nil, 0, notFinished(src, Text{En: "no round paired yet", Ja: "まだ組み合わせていません"})
	}
	last := rs[len(rs)-1].Number
	if done := CompleteRounds(rs); done != last {
		return FinalStandings{}, nil, 0, notFinished(src, tr("round %d has results missing", "%d 回戦の結果が揃っていません", done+1))
	}
	if _, ok := LookupSetting(sev.Game, SettingRounds); ok {
		if total, err := strconv.Atoi(sev.Setting(SettingRounds)); err == nil && last < total {
			return FinalStandings{}, nil, 0, notFinished(src, tr("%d of %d rounds played", "%[2]d 回戦中 %[1]d 回戦まで", last, total))
		}
	}
	var fs FinalStandings
	if p, ok := policyOf(src.Format.Of()); ok {
		if pp, ok := p.(FinalPlacer); ok {
			fs, err = pp.FinalPlaces(sev, src, ps, rs)
		} else {
			fs, err = tablePlaces(sev, ps, rs, last)
		}
	} else {
		fs, err = tablePlaces(sev, ps, rs, last)
	}
	if err != nil {
		return FinalStandings{}, nil, 0, err
	}
	var open []OpenTie
	fs.Places, open = decideShared(fs.Places, src.Decisions)
	fs.Ties = append(open, fs.Ties...)
	return fs, ps, last, nil
}

// Ties lists the ties still open in section key's finished places (what
// the arbiter decides by playoff or lot), and the decisions made.
func (v *Venue) Ties(key string) ([]OpenTie, []TieDecision, error) {
	var open []OpenTie
	var made []TieDecision
	err := v.base.View(func(r Reader) error {
		_, sec, err := storedSection(r, key)
		if err != nil {
			return err
		}
		fs, _, _, err := finishedPlaces(r, sec)
		if err != nil {
			return err
		}
		open, made = fs.Ties, slices.Clone(sec.Decisions)
		return nil
	})
	return open, made, err
}

// DecideTie records the arbiter's playoff or lot among players refs (IDs
// or names, best first) of finished section key, in one logged change.
// The players must be exactly one open tie of its places; refused once one
// of them has been drawn into another section (the decision would no
// longer change who went on).
func (v *Venue) DecideTie(key string, refs []string, by TieBy) (TieDecision, error) {
	var out TieDecision
	err := v.root.updateText("section.decide", func(w Writer) (Text, error) {
		ev, sec, err := storedSection(w, key)
		if err != nil {
			return Text{}, err
		}
		if by != TieByPlayoff && by != TieByLot {
			return Text{}, newProblem(ErrInvalidInput, "say how the tie was decided: playoff (決定戦) or lot (抽選)", "同順位の決め方（決定戦か抽選）を指定してください")
		}
		fs, ps, _, err := finishedPlaces(w, sec)
		if err != nil {
			return Text{}, err
		}
		if len(refs) < 2 {
			return Text{}, newProblem(ErrInvalidInput, "a tie is decided among two or more players, best first", "同順位は2人以上を上位から順に指定します")
		}
		ids := make([]int, len(refs))
		for i, ref := range refs {
			p, err := findIn(ps, ref)
			if err != nil {
				return Text{}, err
			}
			if slices.Contains(ids[:i], p.ID) {
				return Text{}, newProblem(ErrInvalidInput, "%s is named twice", "%s が2回指定されています", p.Name)
			}
			ids[i] = p.ID
		}
		names := DisplayNames(ps)
		if _, ok := DecisionFor(sec.Decisions, ids); ok {
			return Text{}, newProblem(ErrInvalidInput, "the tie of %s is already decided: undo that change to decide it again", "%s の同順位はすでに決めてあります。決め直すには、その変更を元に戻してください", nameList(namesOf(names, ids)))
		}
		i := slices.IndexFunc(fs.Ties, func(t OpenTie) bool { return sameSet(t.Players, ids) })
		if i < 0 {
			return Text{}, notATie(names, ids, fs.Ties)
		}
		all, err := w.Participants()
		if err != nil {
			return Text{}, err
		}
		for _, p := range all {
			if p.Origin.Section == sec.ID && !p.Origin.IsZero() && slices.Contains(ids, p.Origin.Participant) {
				dest, _ := ev.SectionByID(p.Section)
				return Text{}, newProblem(ErrInvalidInput, "%s is already drawn into section %s: a decision now would not change who went on (undo the draw first)",
					"%s はすでに部門 %s に進出しています。今決めても進出者は変わりません（先に進出者の決定を元に戻してください）", names[p.Origin.Participant], dest.Label())
			}
		}
		out = TieDecision{Players: ids, By: by}
		if len(ev.Sections) == 0 {
			ev.Sections = []Section{{ID: 0, Key: DefaultSectionKey}}
		}
		ev.Sections = slices.Clone(ev.Sections)
		for j := range ev.Sections {
			if ev.Sections[j].ID == sec.ID {
				ev.Sections[j].Decisions = append(slices.Clone(ev.Sections[j].Decisions), out)
			}
		}
		if err := w.PutEvent(ev); err != nil {
			return Text{}, err
		}
		t := fs.Ties[i]
		where := groupNote(max(t.Group, 0))
		order := namesOf(names, ids)
		return Text{
			En: fmt.Sprintf("section %s: the tie for place %d%s decided by %s: %s", sec.Key, t.Place, where.En, by.Text().En, strings.Join(order, " > ")),
			Ja: fmt.Sprintf("部門 %s：%s%d位の同順位を%sで決定：%s", sec.Label(), where.Ja, t.Place, by.Text().Ja, strings.Join(order, " ＞ ")),
		}, nil
	})
	return out, err
}

// namesOf are the names of ids.
func namesOf(names map[int]string, ids []int) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = names[id]
	}
	return out
}

// notATie refuses a decision among players who are not one open tie,
// listing the ties there are.
func notATie(names map[int]string, ids []int, open []OpenTie) error {
	var en, ja []string
	for _, t := range open {
		where := groupNote(max(t.Group, 0))
		if t.Group < 0 {
			where = Text{En: " across the groups", Ja: "各組"}
		}
		list := namesOf(names, t.Players)
		en = append(en, fmt.Sprintf("place %d%s: %s", t.Place, where.En, strings.Join(list, ", ")))
		ja = append(ja, fmt.Sprintf("%s%d位：%s", where.Ja, t.Place, strings.Join(list, "・")))
	}
	if len(open) == 0 {
		return newProblem(ErrInvalidInput, "%s are not level: the section's places have no tie to decide", "%s は同順位ではありません。この部門の順位に決めるべき同順位はありません",
			nameList(namesOf(names, ids)))
	}
	return newProblem(ErrInvalidInput, "%s are not exactly one tie of the section's places; name all the players of one of these, best first: %s",
		"%s は1つの同順位ではありません。次のどれか1つの全員を上位から順に指定してください：%s", nameList(namesOf(names, ids)), Text{En: strings.Join(en, "; "), Ja: strings.Join(ja, "、")})
}
