package tournament

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/width"
)

// AddParticipant registers the participant typed in form.
func (s *Service) AddParticipant(form ParticipantForm) (Participant, error) {
	p, probs := form.Parse(s.now())
	if len(probs) > 0 {
		return Participant{}, formError(probs)
	}
	err := s.update("players.add", func(w Writer) (string, error) {
		if existing, err := w.Participants(); err != nil {
			return "", err
		} else if err := checkRoom(existing, 1); err != nil {
			return "", err
		}
		if err := checkUniqueName(w, p, 0); err != nil {
			return "", err
		}
		ev, err := w.Event()
		if err != nil {
			return "", err
		}
		if probs := setGameFields(ev.Game, &p, form); len(probs) > 0 {
			return "", formError(probs)
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
		// The game's own record is kept; the game fields typed change it.
		np.Extra = old.Extra
		ev, err := w.Event()
		if err != nil {
			return "", err
		}
		if probs := setGameFields(ev.Game, &np, form); len(probs) > 0 {
			return "", formError(probs)
		}
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
// round after the last one paired (docs/rules.md §2.1: late entries join at any
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

// FindParticipant returns the participant named by ref: an ID number
// ("12" or "#12"), the exact name (spaces and character widths aside) when
// only one participant has it, or NAME (CLUB) to pick one of several
// participants of the same name.
func (s *Service) FindParticipant(ref string) (Participant, error) {
	ps, err := s.Participants()
	if err != nil {
		return Participant{}, err
	}
	return findIn(ps, ref)
}

// findIn finds ref in ps: an ID number ("12", "#12", "＃１２"); a name
// that only one participant has; or, among participants of the same name
// (同姓同名), NAME (CLUB) or NAME（CLUB）, or the NAME（#12）the screens
// show for one without a club. A plain name that several participants
// have is refused with the list of them.
func findIn(ps []Participant, ref string) (Participant, error) {
	ref = strings.TrimSpace(ref)
	if id, ok := idRef(ref); ok {
		for _, p := range ps {
			if p.ID == id {
				return p, nil
			}
		}
		return Participant{}, newProblem(ErrNotFound, "no participant with id %d", "番号 %d の参加者はいません", id)
	}
	if same := named(ps, ref); len(same) == 1 {
		return same[0], nil
	} else if len(same) > 1 {
		return Participant{}, ambiguousName(ps, same)
	}
	if name, inner, ok := splitBracket(ref); ok {
		if same := named(ps, name); len(same) > 0 {
			club, id, byID := inner, 0, false
			if k := strings.LastIndex(inner, "#"); k >= 0 {
				if n, ok := idRef(inner[k:]); ok {
					club, id, byID = strings.TrimRight(strings.TrimSpace(inner[:k]), "・,、"), n, true
				}
			}
			var hits []Participant
			for _, p := range same {
				if byID && p.ID == id || !byID && clubKey(p.Club) == clubKey(club) {
					hits = append(hits, p)
				}
			}
			switch {
			case len(hits) == 1:
				return hits[0], nil
			case len(hits) > 1:
				return Participant{}, ambiguousName(ps, hits)
			}
			en, ja := candidates(ps, same)
			return Participant{}, newProblem(ErrNotFound,
				"no participant \"%[1]s\" of \"%[2]s\"; the participants named \"%[1]s\" are %[3]s",
				"所属「%[2]s」の「%[1]s」はいません。「%[1]s」という参加者は %[4]s です", same[0].Name, inner, en, ja)
		}
	}
	return Participant{}, newProblem(ErrNotFound, "no participant named \"%s\" (use the exact name or the id from `players list`)",
		"「%s」という参加者はいません（正確な氏名か、参加者一覧の番号を指定してください）", ref)
}

// idRef reads an ID reference: "12", "#12", "＃１２".
func idRef(ref string) (int, bool) {
	s := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(width.Fold.String(ref)), "#"))
	if s == "" || strings.ContainsFunc(s, func(r rune) bool { return r < '0' || r > '9' }) {
		return 0, false
	}
	id, err := strconv.Atoi(s)
	return id, err == nil
}

// named returns the participants called name (runs of spaces and widths
// aside); when nobody is, those whose name is name without any space
// (山田太郎 for 山田 太郎).
func named(ps []Participant, name string) []Participant {
	for _, key := range []func(string) string{NameKey, spaceless} {
		k := key(name)
		var out []Participant
		for _, p := range ps {
			if key(p.Name) == k {
				out = append(out, p)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return nil
}

func spaceless(name string) string { return strings.ReplaceAll(NameKey(name), " ", "") }

// splitBracket splits "NAME (INNER)" or "NAME（INNER）".
func splitBracket(ref string) (name, inner string, ok bool) {
	f := strings.TrimSpace(width.Fold.String(ref))
	if !strings.HasSuffix(f, ")") {
		return "", "", false
	}
	i := strings.LastIndex(f, "(")
	if i < 0 {
		return "", "", false
	}
	name, inner = strings.TrimSpace(f[:i]), strings.TrimSpace(f[i+1:len(f)-1])
	return name, inner, name != "" && inner != ""
}

// ambiguousName refuses a name that several participants have, listing
// them so the person can give the ID or NAME (CLUB).
func ambiguousName(ps, same []Participant) *Problem {
	en, ja := candidates(ps, same)
	return newProblem(ErrInvalidInput,
		"there are %[2]d participants named \"%[1]s\": %[3]s; give the id or NAME (CLUB)",
		"「%[1]s」は%[2]d人います：%[4]s。番号か「名前（所属）」で指定してください", same[0].Name, len(same), en, ja)
}

// candidates lists participants as "#3 山田 太郎（東京都）", joined for
// an English and a Japanese sentence.
func candidates(ps, some []Participant) (en, ja string) {
	display := DisplayNames(ps)
	list := make([]string, len(some))
	for i, p := range some {
		list[i] = fmt.Sprintf("#%d %s", p.ID, display[p.ID])
	}
	return strings.Join(list, ", "), strings.Join(list, "、")
}

// checkUniqueName refuses a second participant of the same name and the
// same club (both empty counts as the same): results and sheets name
// players, and a namesake (同姓同名) is told apart by the club.
func checkUniqueName(r Reader, p Participant, exceptID int) error {
	ps, err := r.Participants()
	if err != nil {
		return err
	}
	for _, o := range ps {
		if o.ID != exceptID && sameEntry(o, p) {
			return duplicateName(p, o.ID)
		}
	}
	return nil
}

// sameEntry reports whether a and b have the same name and the same club
// (spaces, widths and, for the club, case aside).
func sameEntry(a, b Participant) bool {
	return NameKey(a.Name) == NameKey(b.Name) && clubKey(a.Club) == clubKey(b.Club)
}

func clubKey(club string) string { return strings.ToLower(NameKey(club)) }

// entryKey is the key sameEntry compares.
func entryKey(p Participant) string { return entryKeyOf(NameKey(p.Name), p.Club) }

// entryKeyOf is entryKey of a name already folded by NameKey.
func entryKeyOf(nameKey, club string) string { return nameKey + "\x00" + clubKey(club) }

func duplicateName(p Participant, id int) *Problem {
	if p.Club == "" {
		return newProblem(ErrDuplicate, "\"%s\" is already registered (id %d); if this is another person of the same name, add the club to tell them apart",
			"「%s」はすでに登録されています（番号 %d）。同姓同名の別の方なら、所属を入力して区別してください", p.Name, id)
	}
	return newProblem(ErrDuplicate, "\"%s\" of %s is already registered (id %d); if this is another person of the same name and club, tell them apart, e.g. with a fuller club (東京都・〇〇会)",
		"「%s」（%s）はすでに登録されています（番号 %d）。同姓同名で所属も同じ別の方なら、所属を詳しく書くなどして区別してください（例：東京都・〇〇会）", p.Name, p.Club, id)
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

// Names maps every participant's ID to the name screens and sheets show
// (see DisplayNames).
func (s *Service) Names() (map[int]string, error) {
	ps, err := s.Participants()
	if err != nil {
		return nil, err
	}
	return DisplayNames(ps), nil
}

// DisplayNames maps every participant's ID to the name to show: the name,
// or for a name that two or more participants have (同姓同名) the name and
// the club in full-width brackets, 「山田 太郎（東京都）」, or the ID when
// the club is empty, 「山田 太郎（#12）」 (and both if even the club is
// shared, 「山田 太郎（東京都・#12）」). The arbiter's side of a 審判対局
// game (ArbiterID) is 「審判」.
func DisplayNames(ps []Participant) map[int]string {
	// Each name's key is made once (it folds widths and spaces: most of
	// the function's time at 1,024 players).
	keys := make([]string, len(ps))
	names := make(map[string]int, len(ps))
	for i, p := range ps {
		keys[i] = NameKey(p.Name)
		names[keys[i]]++
	}
	entries := map[string]int{}
	for i, p := range ps {
		if names[keys[i]] > 1 {
			entries[entryKeyOf(keys[i], p.Club)]++
		}
	}
	out := make(map[int]string, len(ps)+1)
	out[ArbiterID] = ArbiterName
	for i, p := range ps {
		switch {
		case names[keys[i]] < 2:
			out[p.ID] = p.Name
		case p.Club == "":
			out[p.ID] = fmt.Sprintf("%s（#%d）", p.Name, p.ID)
		case entries[entryKeyOf(keys[i], p.Club)] > 1:
			out[p.ID] = fmt.Sprintf("%s（%s・#%d）", p.Name, p.Club, p.ID)
		default:
			out[p.ID] = fmt.Sprintf("%s（%s）", p.Name, p.Club)
		}
	}
	return out
}

// checkRoom refuses adding n people to an event that has the participants
// existing, past MaxParticipants (pairs of Pair Go are not counted: their
// members are).
func checkRoom(existing []Participant, n int) error {
	people := 0
	for _, p := range existing {
		if !p.IsPair() {
			people++
		}
	}
	if people+n > MaxParticipants {
		return newProblem(ErrInvalidInput, "the event has %d participants; adding %d would pass the limit of %d",
			"この大会の参加者は %d 人です。%d 人を追加すると上限の %d 人を超えます", people, n, MaxParticipants)
	}
	return nil
}
