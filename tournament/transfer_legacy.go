package tournament

import (
	"bytes"
	"encoding/json"
)

// An export of version 2 or older kept the games' own fields in the shared
// game and participant (extra_legacy.go): it is read with them, and they
// are moved into the games' own records (Extra) as the storage's migration
// moves them.

// extraSince is the first export version whose games and participants keep
// the games' own fields in their records (Extra) only.
const extraSince = 3

// neverPairsSince is the first export version with the never-pair list.
const neverPairsSince = 4

// sectionKeysSince is the first export version that names the section of a
// round or record by its key (earlier ones numbered them from
// k×LegacySectionSpan) and keeps a format's own data under "detail"
// (earlier ones beside its kind, read as before).
const sectionKeysSince = 5

// legacyDoc is an export document of a version before extraSince.
type legacyDoc struct {
	exportDoc
	Participants []legacyPerson `json:"participants"`
	Rounds       []legacyRound  `json:"rounds"`
}

// legacyPerson is a participant with the key an older Taikai wrote.
type legacyPerson struct {
	exportedPerson
	PairPoint json.RawMessage `json:"pair_point,omitempty"`
}

// legacyRound is a round whose games have the keys an older Taikai wrote.
type legacyRound struct {
	Round
	Games []legacyGame `json:"games"`
}

// legacyGame is a game with the keys an older Taikai wrote.
type legacyGame struct {
	Game
	HiddenDisc     json.RawMessage `json:"hidden_disc,omitempty"`
	Handicap       json.RawMessage `json:"handicap,omitempty"`
	RotationErrors json.RawMessage `json:"rotation_errors,omitempty"`
}

// decodeLegacyExport reads data, an export of a version before
// extraSince, as exportDoc: the legacy keys moved into the records.
func decodeLegacyExport(data []byte) (exportDoc, error) {
	var ld legacyDoc
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&ld); err != nil {
		return exportDoc{}, jsonProblem(data, err)
	}
	d := ld.exportDoc
	var err error
	d.Participants, err = eachOf(ld.Participants, func(lp legacyPerson) (exportedPerson, error) {
		p := lp.exportedPerson
		extra, err := withLegacy(p.Extra, map[string]json.RawMessage{"pair_point": lp.PairPoint})
		if err != nil {
			return p, importProblem(ErrInvalidInput, "participant %d (%s): %v", "参加者 %d（%s）：%v", p.ID, clip(p.Name, 40), err)
		}
		p.Extra = extra
		return p, nil
	})
	if err != nil {
		return exportDoc{}, err
	}
	d.Rounds, err = eachOf(ld.Rounds, func(lr legacyRound) (Round, error) {
		r := lr.Round
		var err error
		r.Games, err = eachOf(lr.Games, func(lg legacyGame) (Game, error) {
			g := lg.Game
			extra, err := withLegacy(g.Extra, map[string]json.RawMessage{
				"hidden_disc": lg.HiddenDisc, "handicap": lg.Handicap, "rotation_errors": lg.RotationErrors})
			if err != nil {
				return g, importProblem(ErrInvalidInput, "round %d table %d: %v", "%d 回戦 %d 番卓：%v", r.Number, g.Table, err)
			}
			g.Extra = extra
			return g, nil
		})
		return r, err
	})
	if err != nil {
		return exportDoc{}, err
	}
	return d, nil
}

// eachOf is f of every element of in, in order: nil for nil (a document's
// null), empty for empty; it stops at f's first error.
func eachOf[S, T any](in []S, f func(S) (T, error)) ([]T, error) {
	if in == nil {
		return nil, nil
	}
	out := make([]T, len(in))
	for i, s := range in {
		t, err := f(s)
		if err != nil {
			return nil, err
		}
		out[i] = t
	}
	return out, nil
}

// exportVersionOf is the version an export is written as: the oldest that
// holds it, so that an older Taikai reads what it can read whole (an event
// of one competition is version 1, one of sections 2) and refuses, as a
// newer Taikai's, what it would misread (the games' own records, 3; the
// never-pair list, 4).
func exportVersionOf(x Export) int {
	for _, sec := range x.Event.Sections {
		if len(sec.Format.Detail) > 0 {
			return sectionKeysSince
		}
	}
	for _, r := range x.Rounds {
		if r.Section != "" {
			return sectionKeysSince
		}
	}
	for _, rec := range x.Records {
		if rec.Section != "" {
			return sectionKeysSince
		}
	}
	if len(x.Event.NeverPairs) > 0 {
		return neverPairsSince
	}
	for _, p := range x.Participants {
		if len(p.Extra) > 0 {
			return extraSince
		}
	}
	for _, r := range x.Rounds {
		for _, g := range r.Games {
			if len(g.Extra) > 0 {
				return extraSince
			}
		}
	}
	if len(x.Event.Sections) > 0 {
		return 2
	}
	return 1
}
