package tournament

import (
	"errors"
	"fmt"
	"slices"
)

// This file is check-in (受付, issue 28): a participant checks in at the
// door (the CLI, the GUI's participants screen, the venue server's
// /checkin page or a registration list's QR code); before round 1, who has
// not checked in is proposed as absent for round 1, and the arbiter
// decides.

// errSameCheckin rolls back a check-in that changes nothing, so that the
// same post twice is stored (and logged) once.
var errSameCheckin = errors.New("check-in unchanged")

// SetCheckedIn marks participant id checked in (受付済み), or not checked in
// again with in false; one logged change. Asking for the state the
// participant already has changes nothing and is not an error.
func (s *Service) SetCheckedIn(id int, in bool) error {
	err := s.updateText("players.checkin", func(w Writer) (Text, error) {
		p, err := participantByID(w, id)
		if err != nil {
			return Text{}, err
		}
		if p.CheckedIn == in {
			return Text{}, errSameCheckin
		}
		p.CheckedIn = in
		if err := w.PutParticipant(&p); err != nil {
			return Text{}, err
		}
		if in {
			return Text{En: fmt.Sprintf("#%d %s checked in", p.ID, p.Name), Ja: fmt.Sprintf("%s（番号 %d）受付", p.Name, p.ID)}, nil
		}
		return Text{En: fmt.Sprintf("#%d %s no longer checked in", p.ID, p.Name), Ja: fmt.Sprintf("%s（番号 %d）受付を取り消し", p.Name, p.ID)}, nil
	})
	if errors.Is(err, errSameCheckin) {
		return nil
	}
	return err
}

// CheckinUsed reports whether anybody of ps has checked in: only then is
// check-in a thing the arbiter asked for.
func CheckinUsed(ps []Participant) bool {
	return slices.ContainsFunc(ps, func(p Participant) bool { return p.CheckedIn })
}

// UncheckedForRound1 returns the entrants of ps who are proposed as absent
// for round 1 because they have not checked in (issue 28): nobody when
// nobody of the event (everyone, all sections: event) has checked in. Not
// proposed: a pair (ペア) whose record or every member has checked in, a
// late entry, a withdrawn entrant, one already absent from round 1, and an
// entrant who came from another section's places (they played there: they
// are at the venue, issue 38).
func UncheckedForRound1(ps, event []Participant) []Participant {
	if !CheckinUsed(event) {
		return nil
	}
	in := map[int]bool{}
	for _, p := range event {
		in[p.ID] = p.CheckedIn
	}
	var out []Participant
	for _, p := range ps {
		if p.FirstRound > 1 || p.WithdrawnFrom == 1 || slices.Contains(p.Absent, 1) || checkedIn(p, in) || !p.Origin.IsZero() {
			continue
		}
		if slices.ContainsFunc(ps, func(q Participant) bool { return slices.Contains(q.Members, p.ID) }) {
			continue // a member is proposed through their pair
		}
		out = append(out, p)
	}
	return out
}

func checkedIn(p Participant, in map[int]bool) bool {
	if p.CheckedIn {
		return true
	}
	if len(p.Members) == 0 {
		return false
	}
	for _, m := range p.Members {
		if !in[m] {
			return false
		}
	}
	return true
}

// CheckinProposal returns who is proposed as absent for round 1 because
// they have not checked in: nobody once round 1 is paired or when nobody
// of the event has checked in.
func (s *Service) CheckinProposal() ([]Participant, error) {
	var all []Participant
	ps, rs, err := s.participantsAndRounds()
	if err != nil || len(rs) > 0 {
		return nil, err
	}
	err = BaseStore(s.store).View(func(r Reader) error {
		var err error
		all, err = r.Participants()
		return err
	})
	if err != nil {
		return nil, err
	}
	return UncheckedForRound1(ps, all), nil
}

// MarkAbsentRound1 marks the participants ids absent from round 1 in one
// logged change: the arbiter's answer to CheckinProposal.
func (s *Service) MarkAbsentRound1(ids []int) error {
	if len(ids) == 0 {
		return nil
	}
	return s.updateText("players.absent-unchecked", func(w Writer) (Text, error) {
		rs, err := w.Rounds()
		if err != nil {
			return Text{}, err
		}
		if len(rs) > 0 {
			return Text{}, newProblem(ErrInvalidInput, "round 1 is already paired", "1 回戦はすでに組み合わせ済みです")
		}
		var names []string
		for _, id := range ids {
			p, err := participantByID(w, id)
			if err != nil {
				return Text{}, err
			}
			if !slices.Contains(p.Absent, 1) {
				p.Absent = append(p.Absent, 1)
				slices.Sort(p.Absent)
			}
			if err := w.PutParticipant(&p); err != nil {
				return Text{}, err
			}
			names = append(names, fmt.Sprintf("#%d %s", p.ID, p.Name))
		}
		return Text{En: fmt.Sprintf("absent in round 1 (not checked in): %v", names), Ja: fmt.Sprintf("1 回戦を欠席（受付なし）：%v", names)}, nil
	})
}
