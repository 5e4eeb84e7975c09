package igo

import (
	"strconv"
	"strings"

	"taikai/tournament"
)

// playerRecord is Go's own record of a participant
// (tournament.Participant.Extra): the player's PIN in the European Go
// Database, which the EGD tournament file writes after the player's line.
type playerRecord struct {
	EGDPin string `json:"egd_pin,omitempty"`
}

// EGDPinOf returns participant p's EGD PIN ("" when none was given or the
// record does not read).
func EGDPinOf(p tournament.Participant) string {
	var r playerRecord
	if tournament.DecodeExtra(p.Extra, &r) != nil {
		return ""
	}
	return r.EGDPin
}

// CheckEGDPin checks an EGD PIN as typed: eight digits (the database's
// numbers, e.g. 10345678); empty means none.
func CheckEGDPin(v string) (string, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return "", nil
	}
	if _, err := strconv.Atoi(v); err != nil || len(v) != 8 || strings.ContainsAny(v, "+-") {
		return "", tournament.NewProblem(tournament.ErrInvalidInput, "an EGD PIN is eight digits (10345678), not %q", "EGD PIN は 8 桁の数字です（10345678）：%q", v)
	}
	return v, nil
}

// WithEGDPin returns participant record e with the EGD PIN set to pin
// (checked; "" removes it), the rest of the record kept.
func WithEGDPin(e tournament.Extra, pin string) (tournament.Extra, error) {
	pin, err := CheckEGDPin(pin)
	if err != nil {
		return nil, err
	}
	var r playerRecord
	if err := tournament.DecodeExtra(e, &r); err != nil {
		return nil, err
	}
	r.EGDPin = pin
	return tournament.EncodeExtra(r)
}

// FieldEGDPin is the EGD PIN's key in forms, CSV files (egd_pin, EGD PIN)
// and the CLI (--egd-pin).
const FieldEGDPin tournament.Field = "egd_pin"

var _ tournament.ParticipantFielder = Discipline{}

// ParticipantFields implements tournament.ParticipantFielder: a Go player's
// EGD PIN, optional.
func (Discipline) ParticipantFields() []tournament.ParticipantField {
	return []tournament.ParticipantField{{Key: FieldEGDPin, Label: tournament.Text{En: "EGD PIN", Ja: "EGD PIN"},
		Headers: []string{"egd pin", "egd-pin", "egdpin"},
		Get:     EGDPinOf, Set: WithEGDPin}}
}
