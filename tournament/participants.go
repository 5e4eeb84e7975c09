package tournament

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// AddParticipant registers the participant typed in form.
func (s *Service) AddParticipant(form ParticipantForm) (Participant, error) {
	p, probs := form.Parse(s.now())
	if len(probs) > 0 {
		return Participant{}, formError(probs)
	}
	err := s.update("players.add", func(w Writer) (string, error) {
		if err := checkUniqueName(w, p, 0); err != nil {
			return "", err
		}
		late, err := lateEntryRound(w)
		if err != nil {
			return "", err
		}
		p.FirstRound = late
		if err := w.PutParticipant(&p); err != nil {
			return "", err
		}
		if late > 1 {
			return fmt.Sprintf("added %s, late entry from round %d", describe(p), late), nil
		}
		return "added " + describe(p), nil
	})
	return p, err
}

// EditParticipant replaces the typed fields of participant id; the round
// statuses (late entry, withdrawal, absences) are kept.
func (s *Service) EditParticipant(id int, form ParticipantForm) (Participant, error) {
	np, probs := form.Parse(s.now())
	if len(probs) > 0 {
		return Participant{}, formError(probs)
	}
	var out Participant
	err := s.update("players.edit", func(w Writer) (string, error) {
		old, err := participantByID(w, id)
		if err != nil {
			return "", err
		}
		if err := checkUniqueName(w, np, id); err != nil {
			return "", err
		}
		np.ID, np.FirstRound, np.WithdrawnFrom, np.Absent = old.ID, old.FirstRound, old.WithdrawnFrom, old.Absent
		if err := w.PutParticipant(&np); err != nil {
			return "", err
		}
		out = np
		return fmt.Sprintf("edited #%d: %s → %s", id, describe(old), describe(np)), nil
	})
	return out, err
}

// Withdraw marks participant id as withdrawn (棄権) from round fromRound on
// (0: the next round to be paired): they are no longer paired, and their
// played games stay.
func (s *Service) Withdraw(id, fromRound int) error {
	if fromRound < 0 {
		return newProblem(ErrInvalidInput, "the round must be 1 or later", "回戦は1以上で指定してください")
	}
	return s.update("players.withdraw", func(w Writer) (string, error) {
		if fromRound == 0 {
			next, err := lateEntryRound(w)
			if err != nil {
				return "", err
			}
			fromRound = max(next, 1)
		}
		p, err := participantByID(w, id)
		if err != nil {
			return "", err
		}
		if p.WithdrawnFrom > 0 {
			return "", newProblem(ErrInvalidInput, "%s has already withdrawn from round %d", "%s は %d 回戦から棄権済みです", p.Name, p.WithdrawnFrom)
		}
		p.WithdrawnFrom = fromRound
		if err := w.PutParticipant(&p); err != nil {
			return "", err
		}
		return fmt.Sprintf("#%d %s withdrawn from round %d", p.ID, p.Name, fromRound), nil
	})
}

// lateEntryRound is the first round of a participant registered now: the
// round after the last one paired (SPEC §2.1: late entries join at any
// round, with no points for the rounds missed); 0 before round 1.
func lateEntryRound(r Reader) (int, error) {
	rs, err := r.Rounds()
	if err != nil || len(rs) == 0 {
		return 0, err
	}
	return rs[len(rs)-1].Number + 1, nil
}

// SetAbsent marks participant id absent (欠席) from round n, or present
// again: an absent player gets no game that round.
func (s *Service) SetAbsent(id, n int, absent bool) error {
	if n < 1 {
		return newProblem(ErrInvalidInput, "the round must be 1 or later", "回戦は1以上で指定してください")
	}
	return s.update("players.absent", func(w Writer) (string, error) {
		p, err := participantByID(w, id)
		if err != nil {
			return "", err
		}
		rs, err := w.Rounds()
		if err != nil {
			return "", err
		}
		if _, err := roundOf(rs, n); err == nil {
			return "", newProblem(ErrInvalidInput, "round %d is already paired; re-pair it after marking, or record a forfeit",
				"%d 回戦はすでに組み合わせ済みです。組み直すか、不戦敗として記録してください", n)
		}
		p.Absent = slices.DeleteFunc(p.Absent, func(r int) bool { return r == n })
		verb := "present again"
		if absent {
			p.Absent = append(p.Absent, n)
			slices.Sort(p.Absent)
			verb = "absent"
		}
		if err := w.PutParticipant(&p); err != nil {
			return "", err
		}
		return fmt.Sprintf("#%d %s %s in round %d", p.ID, p.Name, verb, n), nil
	})
}

// Reinstate cancels the withdrawal of participant id.
func (s *Service) Reinstate(id int) error {
	return s.update("players.reinstate", func(w Writer) (string, error) {
		p, err := participantByID(w, id)
		if err != nil {
			return "", err
		}
		if p.WithdrawnFrom == 0 {
			return "", newProblem(ErrInvalidInput, "%s has not withdrawn", "%s は棄権していません", p.Name)
		}
		was := p.WithdrawnFrom
		p.WithdrawnFrom = 0
		if err := w.PutParticipant(&p); err != nil {
			return "", err
		}
		return fmt.Sprintf("#%d %s reinstated (was withdrawn from round %d)", p.ID, p.Name, was), nil
	})
}

// FindParticipant returns the participant named by ref: an ID number, or
// the exact name (spaces and character widths aside).
func (s *Service) FindParticipant(ref string) (Participant, error) {
	ps, err := s.Participants()
	if err != nil {
		return Participant{}, err
	}
	return findIn(ps, ref)
}

// findIn finds ref (an ID number or the exact name) in ps.
func findIn(ps []Participant, ref string) (Participant, error) {
	if id, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(ref, "#"))); err == nil {
		for _, p := range ps {
			if p.ID == id {
				return p, nil
			}
		}
		return Participant{}, newProblem(ErrNotFound, "no participant with id %d", "ID %d の参加者はいません", id)
	}
	key := NameKey(ref)
	for _, p := range ps {
		if NameKey(p.Name) == key {
			return p, nil
		}
	}
	return Participant{}, newProblem(ErrNotFound, "no participant named \"%s\" (use the exact name or the id from `players list`)",
		"「%s」という参加者はいません（正確な氏名か、players list の ID を指定してください）", ref)
}

func participantByID(r Reader, id int) (Participant, error) {
	ps, err := r.Participants()
	if err != nil {
		return Participant{}, err
	}
	for _, p := range ps {
		if p.ID == id {
			return p, nil
		}
	}
	return Participant{}, newProblem(ErrNotFound, "no participant with id %d", "ID %d の参加者はいません", id)
}

// checkUniqueName refuses a second participant of the same name: results
// and sheets name players, so names must tell them apart.
func checkUniqueName(r Reader, p Participant, exceptID int) error {
	ps, err := r.Participants()
	if err != nil {
		return err
	}
	key := NameKey(p.Name)
	for _, o := range ps {
		if o.ID != exceptID && NameKey(o.Name) == key {
			return duplicateName(p.Name, o.ID)
		}
	}
	return nil
}

func duplicateName(name string, id int) *Problem {
	return newProblem(ErrDuplicate, "\"%s\" is already registered (id %d); add something to tell them apart, e.g. the club in brackets",
		"「%s」はすでに登録されています（ID %d）。区別できるよう所属などを括弧で付けてください", name, id)
}

func describe(p Participant) string {
	s := fmt.Sprintf("#%d %s", p.ID, p.Name)
	if p.Rank.Known() {
		s += " (" + p.Rank.String() + ")"
	}
	if p.Club != "" {
		s += " " + p.Club
	}
	return s
}

// FormError lists every problem of a form, field by field.
type FormError struct {
	Problems []FieldProblem
}

func formError(probs []FieldProblem) error { return &FormError{Problems: probs} }

// Error returns the problems in English.
func (e *FormError) Error() string { return e.Localized(English) }

// Unwrap makes errors.Is(err, ErrInvalidInput) hold.
func (e *FormError) Unwrap() error { return ErrInvalidInput }

// Localized returns the problems in language l, one per line.
func (e *FormError) Localized(l Lang) string {
	lines := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		name := string(p.Field)
		if l == Japanese {
			name = p.Field.Japanese()
		}
		lines[i] = name + ": " + p.In(l)
	}
	return strings.Join(lines, "\n")
}

// Names maps every participant's ID to their name, for screens and sheets.
func (s *Service) Names() (map[int]string, error) {
	ps, err := s.Participants()
	if err != nil {
		return nil, err
	}
	names := make(map[int]string, len(ps))
	for _, p := range ps {
		names[p.ID] = p.Name
	}
	return names, nil
}
