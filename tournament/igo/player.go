package igo

import (
	"strconv"
	"strings"

	"golang.org/x/text/width"

	"taikai/tournament"
)

// playerRecord is Go's own record of a participant
// (tournament.Participant.Extra): the player's PIN in the European Go
// Database, which the EGD tournament file writes after the player's line,
// and the player's EGD club code, which it writes in the club column.
type playerRecord struct {
	EGDPin  string `json:"egd_pin,omitempty"`
	EGDClub string `json:"egd_club,omitempty"`
}

// recordOfPlayer reads participant p's record (empty when it has none or
// it does not read).
func recordOfPlayer(p tournament.Participant) playerRecord {
	return tournament.ReadExtraOrZero[playerRecord](p.Extra)
}

// EGDPinOf returns participant p's EGD PIN ("" when none was given or the
// record does not read).
func EGDPinOf(p tournament.Participant) string { return recordOfPlayer(p).EGDPin }

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
	return tournament.WithExtraString(e, string(FieldEGDPin), pin)
}

// MaxEGDClubChars is the length of the EGD file's club column: the
// database's club codes are at most four characters (Toky, 16Kz, BuPe).
const MaxEGDClubChars = 4

// EGDClubOf returns participant p's EGD club code ("" when none was given
// or the record does not read).
func EGDClubOf(p tournament.Participant) string { return recordOfPlayer(p).EGDClub }

// CheckEGDClub checks an EGD club code as typed: one to four Latin letters
// or digits (Toky, 16Kz; full-width ones are read as such); empty means
// none. The club column of the EGD file is ASCII: 東京都 is no club code.
func CheckEGDClub(v string) (string, error) {
	v = strings.TrimSpace(width.Fold.String(v))
	if v == "" {
		return "", nil
	}
	ok := len(v) <= MaxEGDClubChars
	for _, c := range v {
		ok = ok && (c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9')
	}
	if !ok {
		return "", tournament.NewProblem(tournament.ErrInvalidInput, "an EGD club code is one to four Latin letters or digits (Toky, 16Kz), not %q",
			"EGD クラブは英数字 1〜4 文字です（Toky、16Kz）：%q", v)
	}
	return v, nil
}

// WithEGDClub returns participant record e with the EGD club code set to
// club (checked; "" removes it), the rest of the record kept.
func WithEGDClub(e tournament.Extra, club string) (tournament.Extra, error) {
	club, err := CheckEGDClub(club)
	if err != nil {
		return nil, err
	}
	return tournament.WithExtraString(e, string(FieldEGDClub), club)
}

// The keys of Go's participant fields in forms, CSV files and the CLI:
// egd_pin (EGD PIN, --egd-pin) and egd_club (EGDクラブ, --egd-club).
const (
	FieldEGDPin  tournament.Field = "egd_pin"
	FieldEGDClub tournament.Field = "egd_club"
)

var _ tournament.ParticipantFielder = Discipline{}

// ParticipantFields implements tournament.ParticipantFielder: a Go
// player's EGD PIN and EGD club code, both optional.
func (Discipline) ParticipantFields() []tournament.ParticipantField {
	return []tournament.ParticipantField{
		{Key: FieldEGDPin, Label: tournament.Text{En: "EGD PIN", Ja: "EGD PIN"},
			Headers: []string{"egd pin", "egd-pin", "egdpin"},
			Get:     EGDPinOf, Set: WithEGDPin},
		{Key: FieldEGDClub, Label: tournament.Text{En: "EGD club", Ja: "EGDクラブ"},
			Headers: []string{"egd club", "egd-club", "egdclub", "EGD クラブ"},
			Get:     EGDClubOf, Set: WithEGDClub},
	}
}
