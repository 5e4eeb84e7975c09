package storage

import (
	"bytes"
	"encoding/binary"
	"fmt"
)

// The keys of the rounds and stages buckets (schema 7): a round or record
// of the event's first section under its number alone (8 bytes, big-endian,
// as every other bucket numbers its values); one of any other section under
// the section's key, a zero byte and the number. A section's key is letters,
// digits, - and _ (tournament.Section.Key), so the zero byte ends it, and
// the keys sort as tournament.CompareStored orders them: the first
// section's first (their first byte is zero), then by section key, then by
// number.

// sectionKey is the key of the round or record n of section (empty: the
// event's first section).
func sectionKey(section string, n int) []byte {
	if section == "" {
		return itob(n)
	}
	k := make([]byte, 0, len(section)+9)
	k = append(k, section...)
	k = append(k, 0)
	return binary.BigEndian.AppendUint64(k, uint64(n))
}

// splitKey reads a key sectionKey wrote: the section (empty for the first
// section's) and the number.
func splitKey(k []byte) (section string, n int, err error) {
	if len(k) == 8 {
		return "", int(binary.BigEndian.Uint64(k)), nil
	}
	if len(k) < 10 || k[len(k)-9] != 0 || bytes.IndexByte(k[:len(k)-9], 0) >= 0 {
		return "", 0, fmt.Errorf("a key of %d bytes that is neither a number nor a section's", len(k))
	}
	return string(k[:len(k)-9]), int(binary.BigEndian.Uint64(k[len(k)-8:])), nil
}

// keyName names the value under key k in messages: "5", or "kids 5" for
// another section's.
func keyName(k []byte) string {
	section, n, err := splitKey(k)
	switch {
	case err != nil:
		return fmt.Sprintf("%q", k)
	case section == "":
		return fmt.Sprint(n)
	}
	return fmt.Sprintf("%s %d", section, n)
}
