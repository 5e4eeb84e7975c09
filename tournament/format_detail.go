package tournament

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
)

// FormatDetail reads the format's own data into d, a pointer to the
// format's own struct; none leaves d as it is.
func FormatDetail(f Format, d any) error {
	if len(f.Detail) == 0 {
		return nil
	}
	if err := json.Unmarshal(f.Detail, d); err != nil {
		return newProblem(ErrDamagedFile, "the data of the section's format (%s) does not read: %v", "部門の方式（%s）の記録が読めません：%v", f.Of(), err)
	}
	return nil
}

// SetFormatDetail returns f with d as its own data (none when d encodes
// as an empty object).
func SetFormatDetail(f Format, d any) (Format, error) {
	data, err := json.Marshal(d)
	if err != nil {
		return f, fmt.Errorf("writing the format's data: %w", err)
	}
	if bytes.Equal(data, []byte("{}")) || bytes.Equal(data, []byte("null")) {
		data = nil
	}
	f.Detail = data
	return f, nil
}

// Clone returns f with its own copy of the format's data.
func (f Format) Clone() Format {
	f.Detail = slices.Clone(f.Detail)
	return f
}

// UnmarshalJSON reads a format as stored, and as files and exports written
// before formats kept their own data kept it: every field beside "kind"
// (seats, groups, lines, wins …) is the format's own, moved under
// "detail" with its name and value as they were.
func (f *Format) UnmarshalJSON(data []byte) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		return err
	}
	*f = Format{}
	if k, ok := m["kind"]; ok {
		if err := json.Unmarshal(k, &f.Kind); err != nil {
			return err
		}
		delete(m, "kind")
	}
	if d, ok := m["detail"]; ok {
		if len(m) > 1 {
			return fmt.Errorf("a format with \"detail\" has no other field than \"kind\"")
		}
		if string(d) != "null" {
			var obj map[string]json.RawMessage
			if err := json.Unmarshal(d, &obj); err != nil {
				return fmt.Errorf("a format's \"detail\" is an object: %w", err)
			}
			f.Detail = slices.Clone(d)
		}
		return nil
	}
	if len(m) > 0 {
		legacy, err := json.Marshal(m)
		if err != nil {
			return err
		}
		f.Detail = legacy
	}
	return nil
}

// EditFormatDetail returns f with its own data, read as a T, changed by
// edit (a format dropping what it drew: FormatUndrawer); f as it is when
// its data does not read.
func EditFormatDetail[T any](f Format, edit func(*T)) Format {
	var d T
	if FormatDetail(f, &d) != nil {
		return f
	}
	edit(&d)
	if out, err := SetFormatDetail(f, d); err == nil {
		return out
	}
	return f
}
