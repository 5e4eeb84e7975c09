package tournament

import (
	"fmt"
	"strings"
)

// PlanRatings reads a rating list (ReadRatingList) and matches it with the
// participants (MatchRatings) of section (key or name) or, when section is
// "", of the whole event. It changes nothing; ApplyRatings sets them.
func (v *Venue) PlanRatings(section string, data []byte) (RatingsPlan, error) {
	list, err := ReadRatingList(data)
	if err != nil {
		return RatingsPlan{}, err
	}
	var plan RatingsPlan
	err = v.base.View(func(r Reader) error {
		plan, err = planRatings(r, section, list)
		return err
	})
	return plan, err
}

// ApplyRatings sets the ratings PlanRatings finds, in one logged change;
// the ambiguous and the participants not found keep theirs. expect, when
// not empty, is the Fingerprint of the plan the arbiter saw: a plan that
// has changed since is refused. A list that changes no rating changes
// nothing and logs nothing.
func (v *Venue) ApplyRatings(section string, data []byte, expect string) (RatingsPlan, error) {
	list, err := ReadRatingList(data)
	if err != nil {
		return RatingsPlan{}, err
	}
	var plan RatingsPlan
	if err := v.base.View(func(r Reader) error {
		plan, err = planRatings(r, section, list)
		return err
	}); err != nil {
		return plan, err
	}
	if len(plan.Changes()) == 0 && expect == "" {
		return plan, nil
	}
	err = v.root.updateText("players.ratings", func(w Writer) (Text, error) {
		if plan, err = planRatings(w, section, list); err != nil {
			return Text{}, err
		}
		if expect != "" && plan.Fingerprint() != expect {
			return Text{}, newProblem(ErrInvalidInput, "the participants or their ratings have changed since the list was read: read it again",
				"レーティング表を読み込んだ後に参加者かレーティングが変わりました。もう一度読み込んでください")
		}
		ch := plan.Changes()
		ids := make([]string, len(ch))
		for i, m := range ch {
			p := m.Participant
			p.Rating = m.New
			if err := w.PutParticipant(&p); err != nil {
				return Text{}, err
			}
			ids[i] = fmt.Sprintf("#%d %d→%d", p.ID, m.Old, m.New)
		}
		return Text{
			En: fmt.Sprintf("ratings of %d participants from a rating list (%s): %s", len(ch), plan.Encoding, strings.Join(ids, ", ")),
			Ja: fmt.Sprintf("レーティング表から %d 人のレーティングを設定（%s）: %s", len(ch), plan.Encoding, strings.Join(ids, "、")),
		}, nil
	})
	return plan, err
}

// planRatings is PlanRatings in transaction r.
func planRatings(r Reader, section string, list RatingList) (RatingsPlan, error) {
	var ps []Participant
	if strings.TrimSpace(section) == "" {
		var err error
		if ps, err = r.Participants(); err != nil {
			return RatingsPlan{}, err
		}
	} else {
		_, sec, err := storedSection(r, section)
		if err != nil {
			return RatingsPlan{}, err
		}
		if ps, err = (sectionTx{r: r, id: sec.ID}).Participants(); err != nil {
			return RatingsPlan{}, err
		}
	}
	if len(ps) == 0 {
		return RatingsPlan{}, newProblem(ErrInvalidInput, "no participant to give a rating: register the participants first", "レーティングを設定する参加者がいません。先に参加者を登録してください")
	}
	plan := MatchRatings(ps, list.Entries)
	plan.Encoding, plan.Ignored = list.Encoding, list.Ignored
	return plan, nil
}
