package tournament

import (
	"fmt"
	"strings"
)

// This file is the seam through which a game adds its own fields to its
// participants (Go's EGD PIN): kept in the participant's record
// (Participant.Extra, which only the game reads), typed in the forms, the
// CLI's players add/edit (--KEY with _ as -) and the CSV import (its Key or
// one of its Headers as the column).

// ParticipantField is one field a game adds to its participants.
type ParticipantField struct {
	// Key names the field in forms and CSV files (egd_pin).
	Key Field
	// Label is the form's label and the Japanese CSV header (EGD PIN).
	Label Text
	// Headers are other spellings of the CSV column (egd pin, EGD PIN).
	Headers []string
	// Get reads the field from a participant ("" when not given).
	Get func(Participant) string
	// Set returns record e with the field set to the typed value ("" clears
	// it), or why the value is refused.
	Set func(e Extra, value string) (Extra, error)
}

// ParticipantFielder is a game that adds fields to its participants.
type ParticipantFielder interface {
	ParticipantFields() []ParticipantField
}

// GameParticipantFields returns the fields game g adds to its participants.
func GameParticipantFields(g GameKind) []ParticipantField {
	d, err := DisciplineOf(g)
	if err != nil {
		return nil
	}
	if f, ok := d.(ParticipantFielder); ok {
		return f.ParticipantFields()
	}
	return nil
}

// AllParticipantFields returns the fields every registered game adds, each
// once, in game order: the CSV headers and CLI flags an import or a form may
// use before its section is known.
func AllParticipantFields() []ParticipantField {
	var out []ParticipantField
	seen := map[Field]bool{}
	for _, d := range Disciplines() {
		f, ok := d.(ParticipantFielder)
		if !ok {
			continue
		}
		for _, pf := range f.ParticipantFields() {
			if !seen[pf.Key] {
				seen[pf.Key] = true
				out = append(out, pf)
			}
		}
	}
	return out
}

// gameFieldOfHeader finds the game field a CSV header names.
func gameFieldOfHeader(h string) (ParticipantField, bool) {
	key := strings.ToLower(strings.TrimSpace(h))
	for _, f := range AllParticipantFields() {
		if key == string(f.Key) || key == strings.ToLower(f.Label.En) || key == strings.ToLower(f.Label.Ja) {
			return f, true
		}
		for _, o := range f.Headers {
			if key == strings.ToLower(o) {
				return f, true
			}
		}
	}
	return ParticipantField{}, false
}

// anyGame stands for "whichever game has the field" in setGameFields (a
// CSV line before its section is known).
const anyGame GameKind = ""

// isGameFieldHeader reports whether a CSV header names a game's field.
func isGameFieldHeader(h string) bool {
	_, ok := gameFieldOfHeader(h)
	return ok
}

// setGameFields sets on p the game fields typed in form: each checked by
// its game, and a field game g does not have refused when given a value
// (g anyGame: every game's field is taken).
func setGameFields(g GameKind, p *Participant, form ParticipantForm) []FieldProblem {
	mine := map[Field]bool{}
	for _, f := range GameParticipantFields(g) {
		mine[f.Key] = true
	}
	if g == anyGame {
		for _, f := range AllParticipantFields() {
			mine[f.Key] = true
		}
	}
	var probs []FieldProblem
	for _, f := range AllParticipantFields() {
		v, ok := form[f.Key]
		if !ok {
			continue
		}
		if !mine[f.Key] {
			if strings.TrimSpace(v) != "" {
				probs = append(probs, FieldProblem{Field: f.Key, Text: Text{En: fmt.Sprintf("the %s field is not for %s participants", f.Label.En, g.Name().En),
					Ja: fmt.Sprintf("%s は%sの参加者にはない項目です", f.Label.Ja, g.Name().Ja)}})
			}
			continue
		}
		e, err := f.Set(p.Extra, v)
		if err != nil {
			probs = append(probs, FieldProblem{Field: f.Key, Text: Text{En: Localize(err, English), Ja: Localize(err, Japanese)}})
			continue
		}
		p.Extra = e
	}
	return probs
}

// gameFieldsOutside returns a problem for each field participant p has a
// value of that game g does not have (a Go EGD PIN in an Othello section).
func gameFieldsOutside(g GameKind, p Participant) []FieldProblem {
	form := ParticipantForm{}
	for _, f := range AllParticipantFields() {
		if v := f.Get(p); v != "" {
			form[f.Key] = v
		}
	}
	q := p
	return setGameFields(g, &q, form)
}
