package tournament

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// PlanClasses proposes the classes (クラス分け) the registration list of
// section (key or name; "" for the event's only section) splits into by
// rank or rating, size.Min to size.Max players each (SplitClasses). It
// changes nothing; MakeClasses makes them.
func (v *Venue) PlanClasses(section string, by ClassBy, size ClassSize) (ClassPlan, error) {
	var plan ClassPlan
	err := v.base.View(func(r Reader) error {
		var err error
		plan, err = planClasses(r, section, by, size)
		return err
	})
	return plan, err
}

// MakeClasses makes the classes PlanClasses proposes, in one logged
// change: a section for each (A級, B級 …: the source's game, settings and
// format, the venue's tables after the others', the band of ranks or
// ratings taken at registration when the plan sets one), and its players
// moved there. Withdrawn players stay in the source. expect, when not
// empty, is the Fingerprint of the plan the arbiter saw: a plan that has
// changed since is refused. Refused once the source has paired a round.
func (v *Venue) MakeClasses(section string, by ClassBy, size ClassSize, expect string) (ClassPlan, error) {
	var plan ClassPlan
	err := v.root.updateText("section.bands", func(w Writer) (Text, error) {
		var err error
		if plan, err = planClasses(w, section, by, size); err != nil {
			return Text{}, err
		}
		if expect != "" && plan.Fingerprint() != expect {
			return Text{}, newProblem(ErrInvalidInput, "the registration list of section %s has changed since the classes were shown: look at them again",
				"クラス分けを表示した後に部門 %s の参加者が変わりました。もう一度確認してください", plan.Source.Label())
		}
		ev, err := w.Event()
		if err != nil {
			return Text{}, err
		}
		if len(ev.Sections) == 0 {
			// An event of one section made before sections: its section
			// gets its key, so that it is listed with the classes.
			ev.Sections = []Section{{ID: 0, Key: DefaultSectionKey}}
		}
		last, id := 0, 0
		for _, s := range ev.SectionList() {
			last, id = max(last, s.Tables.To), max(id, s.ID+1)
		}
		src := plan.Source
		moved := map[int]int{} // participant → section
		sizes := make([]string, len(plan.Classes))
		for i, c := range plan.Classes {
			tables := (len(c.Players) + 1) / 2
			if last+tables > MaxTable {
				return Text{}, newProblem(ErrInvalidInput, "the classes need the venue's tables %d to %d, past the last table number %d",
					"クラスには卓番号 %d〜%d が必要ですが、卓番号の上限 %d を超えます", last+1, last+tables, MaxTable)
			}
			sec := Section{ID: id + i, Key: c.Key, Name: c.Name, Game: src.Game, Settings: maps.Clone(src.Settings),
				Tables: TableRange{From: last + 1, To: last + tables}, Format: freshFormat(src.Format), Ranks: c.Ranks, Ratings: c.Ratings}
			last += tables
			ev.Sections = append(slices.Clone(ev.Sections), sec)
			for _, p := range c.Players {
				moved[p.ID] = sec.ID
			}
			sizes[i] = fmt.Sprintf("%s %d", c.Key, len(c.Players))
		}
		if err := w.PutEvent(ev); err != nil {
			return Text{}, err
		}
		ps, err := w.Participants()
		if err != nil {
			return Text{}, err
		}
		for _, p := range ps {
			if to, ok := moved[p.ID]; ok {
				p.Section = to
				if err := w.PutParticipant(&p); err != nil {
					return Text{}, err
				}
			}
		}
		return Text{
			En: fmt.Sprintf("%d classes by %s of %s players from section %s: %s", len(plan.Classes), by, size, src.Key, strings.Join(sizes, ", ")),
			Ja: fmt.Sprintf("部門 %s を%sで %d クラスに分けました（%s 人）: %s", src.Label(), by.Text().Ja, len(plan.Classes), size, strings.Join(sizes, "、")),
		}, nil
	})
	return plan, err
}

// planClasses is PlanClasses in transaction r.
func planClasses(r Reader, section string, by ClassBy, size ClassSize) (ClassPlan, error) {
	ev, err := r.Event()
	if err != nil {
		return ClassPlan{}, err
	}
	list := ev.SectionList()
	var src Section
	switch {
	case strings.TrimSpace(section) != "":
		if src, err = ev.FindSection(section); err != nil {
			return ClassPlan{}, err
		}
	case len(list) == 1:
		src = list[0]
	case len(list) == 0:
		return ClassPlan{}, newProblem(ErrInvalidInput, "the event has no section yet: add one and register the players there first",
			"この大会にはまだ部門がありません。部門を追加して参加者を登録してください")
	default:
		return ClassPlan{}, newProblem(ErrInvalidInput, "the event has %d sections: say which one's players are split into classes (%s)",
			"この大会には %d 部門あります。クラス分けする部門を指定してください（%s）", len(list), sectionNames(list))
	}
	if !src.Teams.IsZero() {
		return ClassPlan{}, newProblem(ErrInvalidInput, "section %s is a team event: classes are drawn from players", "部門 %s は団体戦です。クラス分けは個人の参加者で行います", src.Label())
	}
	rs, err := SectionStoreRounds(r, src.ID)
	if err != nil {
		return ClassPlan{}, err
	}
	if len(rs) > 0 {
		return ClassPlan{}, newProblem(ErrInvalidInput, "section %s has paired round %d: classes are drawn from its registration list before its first round",
			"部門 %s はすでに%d回戦を組み合わせています。クラス分けは最初の回戦の前に行います", src.Label(), rs[0].Number)
	}
	ps, err := sectionTx{r: r, id: src.ID}.Participants()
	if err != nil {
		return ClassPlan{}, err
	}
	plan, err := SplitClasses(ps, by, size)
	if err != nil {
		return ClassPlan{}, err
	}
	plan.Source = src
	for _, c := range plan.Classes {
		for _, s := range list {
			if strings.EqualFold(s.Key, c.Key) || s.Name == c.Name {
				return ClassPlan{}, newProblem(ErrInvalidInput, "the event already has a section %s (%s): the classes would be %s",
					"部門 %s（%s）がすでにあります。クラスは %s になるはずでした", s.Key, s.Label(), classNames(plan.Classes))
			}
		}
	}
	for _, c := range plan.Classes {
		if o, clash := bandsClash(list, -1, c.Ranks); clash {
			plan.NoBands = tr("the classes get no band taken at registration: %s would overlap the ranks of section %s (%s)",
				"クラスの範囲 %s が部門 %s の段級位（%s）と重なるため、受付でクラスを決める範囲は設定しません", c.Ranks.String(), o.Label(), o.Ranks.String())
		}
		if o, clash := ratingsClash(list, -1, c.Ratings); clash {
			plan.NoBands = tr("the classes get no band taken at registration: %s would overlap the ratings of section %s (%s)",
				"クラスの範囲 %s が部門 %s のレーティング（%s）と重なるため、受付でクラスを決める範囲は設定しません",
				Text{En: c.Ratings.English(), Ja: c.Ratings.String()}, o.Label(), Text{En: o.Ratings.English(), Ja: o.Ratings.String()})
		}
	}
	if plan.NoBands != (Text{}) {
		for i := range plan.Classes {
			plan.Classes[i].Ranks, plan.Classes[i].Ratings = RankBand{}, RatingBand{}
		}
	}
	return plan, nil
}

// classNames lists the classes: A級、B級、C級.
func classNames(cs []Class) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = c.Name
	}
	return strings.Join(names, "、")
}

// freshFormat is format f with its parameters and nothing drawn (for a
// format that draws, FormatUndrawer).
func freshFormat(f Format) Format {
	f = f.Clone()
	if p, ok := policyOf(f.Of()); ok {
		if u, ok := p.(FormatUndrawer); ok {
			return u.Undrawn(f)
		}
	}
	return f
}
