package tournament

import (
	"bytes"
	"encoding/json"
)

// Extra is a game's own record of a game or a participant (Game.Extra,
// Participant.Extra): JSON its adapter writes and reads, stored and copied
// by shared code unread.
type Extra = json.RawMessage

// EncodeExtra writes v as an Extra; nil when v encodes to nothing (null,
// {} or an empty list), so that a game without a record stores none.
func EncodeExtra(v any) (Extra, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	switch string(bytes.TrimSpace(b)) {
	case "null", "{}", "[]":
		return nil, nil
	}
	return b, nil
}

// DecodeExtra reads an Extra written by EncodeExtra into v; an empty Extra
// leaves v as it is. A record the adapter cannot read is a damaged file.
func DecodeExtra(e Extra, v any) error {
	if len(e) == 0 {
		return nil
	}
	if err := json.Unmarshal(e, v); err != nil {
		return newProblem(ErrDamagedFile, "a game's own record in the event file cannot be read: %v", "大会ファイルの対局の記録が読めません：%v", err)
	}
	return nil
}

// ReadExtra reads an Extra written by EncodeExtra as a new R (zero when
// the Extra is empty), as DecodeExtra does: a game's recordOf.
func ReadExtra[R any](e Extra) (R, error) {
	var r R
	err := DecodeExtra(e, &r)
	return r, err
}

// ReadExtraOrZero is ReadExtra's R, zero when the Extra does not read (a
// participant's record whose damage a check reports elsewhere).
func ReadExtraOrZero[R any](e Extra) R {
	r, err := ReadExtra[R](e)
	if err != nil {
		var zero R
		return zero
	}
	return r
}

// ExtraOf writes a record of numbers and text, which always encodes, as
// EncodeExtra does (its error, which such a record never has, dropped).
func ExtraOf(v any) Extra {
	e, _ := EncodeExtra(v)
	return e
}

// WithExtraString returns record e with its text field key set to v (""
// removes it), every other field kept as it is: a participant's fields of
// several games (a CSV line with both Go's egd_pin and Othello's wof_id
// columns, read before the line's section is known) are each set without
// dropping the others'. A record that does not read is a damaged file.
func WithExtraString(e Extra, key, v string) (Extra, error) {
	m := map[string]json.RawMessage{}
	if err := DecodeExtra(e, &m); err != nil {
		return nil, err
	}
	if v == "" {
		delete(m, key)
	} else {
		b, err := json.Marshal(v)
		if err != nil {
			return nil, err
		}
		m[key] = b
	}
	return EncodeExtra(m)
}
