package othello

import (
	"strconv"
	"strings"

	"golang.org/x/text/width"

	"taikai/tournament"
)

// playerRecord is Othello's own record of a participant
// (tournament.Participant.Extra): the player's number in the WOF rating
// list and their country, which the WOF rating file writes on their line.
type playerRecord struct {
	WOFID   string `json:"wof_id,omitempty"`
	Country string `json:"country,omitempty"`
}

// The keys of Othello's participant fields in forms, CSV files and the
// CLI: wof_id (WOF番号, --wof-id) and country (国, --country).
const (
	FieldWOFID   tournament.Field = "wof_id"
	FieldCountry tournament.Field = "country"
)

// recordOfPlayer reads participant p's record (empty when it has none or
// it does not read).
func recordOfPlayer(p tournament.Participant) playerRecord {
	return tournament.ReadExtraOrZero[playerRecord](p.Extra)
}

// WOFIDOf returns participant p's WOF number ("" when none was given).
func WOFIDOf(p tournament.Participant) string { return recordOfPlayer(p).WOFID }

// CountryOf returns participant p's own country code ("" when none was
// given: the event's wof_country is theirs).
func CountryOf(p tournament.Participant) string { return recordOfPlayer(p).Country }

// CheckWOFID checks a WOF number as typed: the player's number in the
// World Othello Federation's rating list, a whole number from 1 (full-width
// digits are read as such); empty means none (a player new to the list).
func CheckWOFID(v string) (string, error) {
	v = strings.TrimSpace(width.Fold.String(v))
	if v == "" {
		return "", nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || len(v) > 9 || strings.ContainsAny(v, "+-") {
		return "", tournament.NewProblem(tournament.ErrInvalidInput, "a WOF number is the player's number in the WOF rating list, a whole number (12345), not %q",
			"WOF番号は世界オセロ連盟のレーティング表の選手番号（12345 のような整数）です：%q", v)
	}
	return strconv.Itoa(n), nil
}

// WithWOFID returns participant record e with the WOF number set to id
// (checked; "" removes it), the rest of the record kept.
func WithWOFID(e tournament.Extra, id string) (tournament.Extra, error) {
	id, err := CheckWOFID(id)
	if err != nil {
		return nil, err
	}
	return tournament.WithExtraString(e, string(FieldWOFID), id)
}

// WithCountry returns participant record e with the player's country set
// to code (two or three Latin letters, JPN; "" removes it), the rest of the
// record kept.
func WithCountry(e tournament.Extra, code string) (tournament.Extra, error) {
	code, err := tournament.CheckCountryCode(width.Fold.String(code))
	if err != nil {
		return nil, err
	}
	return tournament.WithExtraString(e, string(FieldCountry), code)
}

var _ tournament.ParticipantFielder = Discipline{}

// ParticipantFields implements tournament.ParticipantFielder: an Othello
// player's WOF number and country, both optional (without a country, the
// event's wof_country is theirs).
func (Discipline) ParticipantFields() []tournament.ParticipantField {
	return []tournament.ParticipantField{
		{Key: FieldWOFID, Label: tournament.Text{En: "WOF number", Ja: "WOF番号"},
			Headers: []string{"wof id", "wof-id", "wofid", "wof number", "wof no", "WOF 番号"},
			Get:     WOFIDOf, Set: WithWOFID},
		{Key: FieldCountry, Label: tournament.Text{En: "Country", Ja: "国"},
			Headers: []string{"country code", "国コード", "国籍"},
			Get:     CountryOf, Set: WithCountry},
	}
}
