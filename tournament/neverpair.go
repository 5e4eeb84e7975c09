package tournament

import (
	"fmt"
	"slices"
)

// newNeverPair orders a and b.
func newNeverPair(a, b int) NeverPair {
	return NeverPair{A: min(a, b), B: max(a, b)}
}

// Has reports whether id is one of the two.
func (np NeverPair) Has(id int) bool { return np.A == id || np.B == id }

// Other is the other of the two than id.
func (np NeverPair) Other(id int) int {
	if np.A == id {
		return np.B
	}
	return np.A
}

// NeverPartners are the participants listed with id, in the order added.
func (e Event) NeverPartners(id int) []int {
	var out []int
	for _, np := range e.NeverPairs {
		if np.Has(id) {
			out = append(out, np.Other(id))
		}
	}
	return out
}

// neverListed reports whether a and b are on the list.
func (e Event) neverListed(a, b int) bool {
	return slices.Contains(e.NeverPairs, newNeverPair(a, b))
}

// NeverPairs returns the event's never-pair list with the participants of
// the whole event (every section's).
func (v *Venue) NeverPairs() ([]NeverPair, []Participant, error) {
	var list []NeverPair
	var ps []Participant
	err := v.base.View(func(r Reader) error {
		ev, err := r.Event()
		if err != nil {
			return err
		}
		list = slices.Clone(ev.NeverPairs)
		ps, err = r.Participants()
		return err
	})
	return list, ps, err
}

// AddNeverPair puts participants a and b (IDs, of any sections) on the
// never-pair list in one logged change. It refuses one participant twice,
// an unknown ID, a pair already listed, and a Pair Go pair with its own
// member. The warnings say where the two are already paired against each
// other in a round not played yet: the list keeps the pairings to come,
// not that one.
func (v *Venue) AddNeverPair(a, b int) ([]Text, error) {
	var warnings []Text
	err := v.updateNeverPair(actionNeverPairAdd, a, b, func(w Writer, ev Event, ps []Participant, pa, pb Participant) (Text, error) {
		if ev.neverListed(a, b) {
			return Text{}, newProblem(ErrInvalidInput, "%s and %s are already on the never-pair list", "%s と %s はすでに対局させない組に入っています", pa.Name, pb.Name)
		}
		ev.NeverPairs = append(ev.NeverPairs, newNeverPair(a, b))
		if err := w.PutEvent(ev); err != nil {
			return Text{}, err
		}
		var err error
		if warnings, err = pairedNow(w, ps, newNeverPair(a, b)); err != nil {
			return Text{}, err
		}
		return neverPairDetail("never pair: %s and %s", "対局させない組に追加：%s と %s", pa, pb), nil
	})
	return warnings, err
}

// RemoveNeverPair takes participants a and b off the never-pair list in
// one logged change; a pair not listed is refused.
func (v *Venue) RemoveNeverPair(a, b int) error {
	return v.updateNeverPair(actionNeverPairRemove, a, b, func(w Writer, ev Event, _ []Participant, pa, pb Participant) (Text, error) {
		i := slices.Index(ev.NeverPairs, newNeverPair(a, b))
		if i < 0 {
			return Text{}, newProblem(ErrNotFound, "%s and %s are not on the never-pair list", "%s と %s は対局させない組に入っていません", pa.Name, pb.Name)
		}
		ev.NeverPairs = slices.Delete(slices.Clone(ev.NeverPairs), i, i+1)
		if err := w.PutEvent(ev); err != nil {
			return Text{}, err
		}
		return neverPairDetail("never pair removed: %s and %s", "対局させない組から削除：%s と %s", pa, pb), nil
	})
}

// updateNeverPair makes a logged change, under action, of the never-pair
// list about participants a and b: change gets the event, every
// participant, and a and b (neverPairOf, which refuses them first).
func (v *Venue) updateNeverPair(action string, a, b int, change func(w Writer, ev Event, ps []Participant, pa, pb Participant) (Text, error)) error {
	return v.root.updateText(action, func(w Writer) (Text, error) {
		ev, ps, err := readEventParticipants(w)
		if err != nil {
			return Text{}, err
		}
		pa, pb, err := neverPairOf(ps, a, b)
		if err != nil {
			return Text{}, err
		}
		return change(w, ev, ps, pa, pb)
	})
}

// neverPairDetail is the audit detail of a change of the list: the two
// named with their IDs (the undo history names them by the #ID).
func neverPairDetail(en, ja string, a, b Participant) Text {
	return Text{En: fmt.Sprintf(en, fmt.Sprintf("#%d %s", a.ID, a.Name), fmt.Sprintf("#%d %s", b.ID, b.Name)),
		Ja: fmt.Sprintf(ja, a.Name, b.Name)}
}

// neverPairOf finds the two participants of a never-pair pair, refusing
// what cannot be one.
func neverPairOf(ps []Participant, a, b int) (Participant, Participant, error) {
	pa, err := findIn(ps, fmt.Sprint(a))
	if err != nil {
		return Participant{}, Participant{}, err
	}
	pb, err := findIn(ps, fmt.Sprint(b))
	if err != nil {
		return Participant{}, Participant{}, err
	}
	switch {
	case a == b:
		return pa, pb, newProblem(ErrInvalidInput, "a never-pair pair is two different participants (%s twice)", "対局させない組には別々の2人を指定してください（%s が2回です）", pa.Name)
	case slices.Contains(pa.Members, b) || slices.Contains(pb.Members, a):
		return pa, pb, newProblem(ErrInvalidInput, "%s and %s play together (a pair and its member), never against each other", "%s と %s はペアとその一員で、対局することはありません", pa.Name, pb.Name)
	}
	return pa, pb, nil
}

// pairedNow warns where the two of np (or the entrants holding them) are
// paired against each other in a game without a result.
func pairedNow(r Reader, ps []Participant, np NeverPair) ([]Text, error) {
	rs, err := r.Rounds()
	if err != nil {
		return nil, err
	}
	holds := func(entrant, id int) bool {
		if entrant == id {
			return true
		}
		for _, p := range ps {
			if p.ID == entrant {
				return slices.Contains(p.Members, id)
			}
		}
		return false
	}
	names := DisplayNames(ps)
	var out []Text
	for _, rd := range rs {
		for _, g := range rd.Games {
			if g.IsBye() || g.Result != nil {
				continue
			}
			if holds(g.Black, np.A) && holds(g.White, np.B) || holds(g.Black, np.B) && holds(g.White, np.A) {
				out = append(out, tr("%s and %s are already paired at table %d of round %d, not played yet: the list keeps the pairings to come; swap them by hand if they must not play this one",
					"%s と %s はすでに %d 回戦の %d 番卓で組まれています（未対局）。指定はこれからの組合せに効きます。この対局も避けるなら手で入れ替えてください",
					names[np.A], names[np.B], g.Table, rd.Number))
			}
		}
	}
	return out, nil
}

// checkNeverPairs checks an imported never-pair list against the
// participants: two different participants the event has, the lower ID
// first, each pair once.
func checkNeverPairs(list []NeverPair, ps []Participant) error {
	ids := map[int]bool{}
	for _, p := range ps {
		ids[p.ID] = true
	}
	seen := map[NeverPair]bool{}
	for i, np := range list {
		if np.A >= np.B || !ids[np.A] || !ids[np.B] || seen[np] {
			return importProblem(ErrInvalidInput, "never-pair pair %d (%d, %d) is not two different participants of the event, the lower number first, listed once",
				"対局させない組の %d 番目（%d, %d）が、この大会の別々の参加者2人（番号の小さい方が先、重複なし）になっていません", i+1, np.A, np.B)
		}
		seen[np] = true
	}
	return nil
}
