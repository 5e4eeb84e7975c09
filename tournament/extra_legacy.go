package tournament

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
)

// Before the games kept their own records (Game.Extra, Participant.Extra),
// the shared Game held a game's hidden disc, handicap and rotation errors,
// and the shared Participant a pair's handicap point, under the keys below:
// files of schema 5 and older and exports of version 2 and older have them.
// Each game writes them into its record under the same keys and in the
// same form (Othello "hidden_disc", Go "handicap", Pair Go "handicap" and
// "rotation_errors", a Pair Go pair "pair_point"), so that moving an old
// record's keys under "extra" as they are gives the record the game would
// have written: the storage's migration and the import of an old export do
// that, without asking which game it is.
var (
	// LegacyGameKeys are the keys of an old game that move into its Extra.
	LegacyGameKeys = []string{"hidden_disc", "handicap", "rotation_errors"}
	// LegacyParticipantKeys are the keys of an old participant that move
	// into its Extra.
	LegacyParticipantKeys = []string{"pair_point"}
)

// UpgradeLegacyRound rewrites the JSON of a round as an older Taikai wrote
// it: each game's legacy keys moved into its "extra" (see
// LegacyGameKeys); changed is false when no game had any.
func UpgradeLegacyRound(data []byte) (out []byte, changed bool, err error) {
	var r map[string]json.RawMessage
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, false, err
	}
	raw, ok := r["games"]
	if !ok || isNull(raw) {
		return data, false, nil
	}
	var games []map[string]json.RawMessage
	if err := json.Unmarshal(raw, &games); err != nil {
		return nil, false, fmt.Errorf("games: %w", err)
	}
	for i, g := range games {
		c, err := moveLegacy(g, LegacyGameKeys)
		if err != nil {
			return nil, false, fmt.Errorf("game %d: %w", i+1, err)
		}
		changed = changed || c
	}
	if !changed {
		return data, false, nil
	}
	if r["games"], err = json.Marshal(games); err != nil {
		return nil, false, err
	}
	out, err = json.Marshal(r)
	return out, true, err
}

// UpgradeLegacyParticipant rewrites the JSON of a participant as an older
// Taikai wrote it: its legacy keys moved into its "extra" (see
// LegacyParticipantKeys); changed is false when it had none.
func UpgradeLegacyParticipant(data []byte) (out []byte, changed bool, err error) {
	var p map[string]json.RawMessage
	if err := json.Unmarshal(data, &p); err != nil {
		return nil, false, err
	}
	if changed, err = moveLegacy(p, LegacyParticipantKeys); err != nil || !changed {
		return data, false, err
	}
	out, err = json.Marshal(p)
	return out, true, err
}

// moveLegacy moves keys of obj into its "extra" object (see
// withLegacy); changed is false when obj has none of keys.
func moveLegacy(obj map[string]json.RawMessage, keys []string) (changed bool, err error) {
	vals := map[string]json.RawMessage{}
	for _, k := range keys {
		if raw, ok := obj[k]; ok {
			vals[k] = raw
			delete(obj, k)
		}
	}
	if len(vals) == 0 {
		return false, nil
	}
	extra, err := withLegacy(obj["extra"], vals)
	if err != nil {
		return false, err
	}
	delete(obj, "extra")
	if len(extra) > 0 {
		obj["extra"] = extra
	}
	return true, nil
}

// withLegacy returns the record extra with the legacy values vals (by
// key; an empty one is not there) added, each as it is (compacted); a
// zero value (no rotation errors [0,0], 0, null) is left out, as the games
// write none. A key both in extra and in vals is an error. It returns nil
// when the record is empty.
func withLegacy(extra json.RawMessage, vals map[string]json.RawMessage) (json.RawMessage, error) {
	rec := map[string]json.RawMessage{}
	if len(extra) > 0 && !isNull(extra) {
		if err := json.Unmarshal(extra, &rec); err != nil {
			return nil, fmt.Errorf("extra: %w", err)
		}
	}
	for _, k := range slices.Sorted(maps.Keys(vals)) {
		if len(vals[k]) == 0 {
			continue // not in the document
		}
		var buf bytes.Buffer
		if err := json.Compact(&buf, vals[k]); err != nil {
			return nil, fmt.Errorf("%s: %w", k, err)
		}
		if isZeroJSON(buf.Bytes()) {
			continue
		}
		if _, taken := rec[k]; taken {
			return nil, fmt.Errorf("%s is both beside the game's record and in it", k)
		}
		rec[k] = buf.Bytes()
	}
	if len(rec) == 0 {
		return nil, nil
	}
	// A map is written in key order: the order of the keys the games
	// write their records in (their fields are in that order).
	return json.Marshal(rec)
}

// isNull reports whether raw is JSON null.
func isNull(raw json.RawMessage) bool { return bytes.Equal(bytes.TrimSpace(raw), []byte("null")) }

// isZeroJSON reports whether the compact JSON value b is a zero the games
// do not write: null, 0, false, "", an empty list or object, or a list of
// zeros (rotation errors [0,0]).
func isZeroJSON(b []byte) bool {
	switch string(b) {
	case "null", "0", "false", `""`, "[]", "{}":
		return true
	}
	var list []json.RawMessage
	if json.Unmarshal(b, &list) == nil {
		return !slices.ContainsFunc(list, func(v json.RawMessage) bool { return !isZeroJSON(v) })
	}
	return false
}
