package tournament

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// This file is the export and import of a whole event as JSON (issue 15):
// one human-readable, versioned document holding the event, its
// participants, rounds (pairings, results, disputes and rulings), the
// discipline's records (four-player shogi stages) and the audit log, to move
// an event between versions of Taikai and to hand it to the federation.
// Importing it into a new file gives the same event: the same IDs, the same
// standings, the same audit log (and one entry more, the import).

// The export format.
const (
	// ExportFormat names the document: its "format" field.
	ExportFormat = "taikai-event"
	// ExportVersion is the version of the format this Taikai writes, and the
	// newest it reads. It goes up when a field is added or changes meaning:
	// an older Taikai refuses the document instead of losing the field.
	// Version 2 has sections, version 3 the games' own records of games
	// and participants (Extra: Othello's hidden disc, Go's handicap, Pair
	// Go's rotation errors and pair points, which older versions kept in
	// the shared game and participant and which are read as before). An
	// export is written as the oldest version that holds it: an event of
	// one competition without such records is still version 1, which
	// every Taikai reads. Version 4 has the never-pair list. Version 5
	// names the section of each round and record by its key, numbered from
	// 1 in it (versions 2 to 4 numbered section k's from k×1,000,000), and
	// keeps a section format's own data under "detail".
	ExportVersion = 5
	// MaxExportBytes is the largest export read (an event of 5,000
	// participants and 9 rounds takes about 20 MB).
	MaxExportBytes = 64 << 20
)

// actionImport is the audit action of ImportEvent.
const actionImport = "event.import"

// Export is a whole event as one JSON document (see JSON for its form).
// Participants are in ID order, rounds in number order, records in key
// order, the audit log oldest first.
type Export struct {
	Format   string    `json:"format"`   // ExportFormat
	Version  int       `json:"version"`  // ExportVersion when written
	Exported time.Time `json:"exported"` // when it was written (UTC)
	// Taikai is the version of the program that wrote it (informative).
	Taikai       string         `json:"taikai,omitempty"`
	Event        Event          `json:"event"`
	Participants []Participant  `json:"participants"` // the rank written as text: "3d", "5k", "pro", "" (unknown)
	Rounds       []Round        `json:"rounds"`
	Records      []ExportRecord `json:"records"`
	Audit        []AuditEntry   `json:"audit"`
	// Source names where the export was read from (a file name), for the
	// audit entry of the import; it is not part of the document.
	Source string `json:"-"`
}

// ExportRecord is one record the event's discipline keeps of its own (a
// four-player shogi stage), under its section and key, as stored.
type ExportRecord struct {
	// Section is the key of the section the record is of; empty for the
	// event's first section (see Round.Section).
	Section string          `json:"section,omitempty"`
	Key     int             `json:"key"`
	Data    json.RawMessage `json:"data"`
}

// exportDoc is the document as written: Export with each participant's
// rank as text.
type exportDoc struct {
	Format       string           `json:"format"`
	Version      int              `json:"version"`
	Exported     time.Time        `json:"exported"`
	Taikai       string           `json:"taikai,omitempty"`
	Event        Event            `json:"event"`
	Participants []exportedPerson `json:"participants"`
	Rounds       []Round          `json:"rounds"`
	Records      []ExportRecord   `json:"records"`
	Audit        []AuditEntry     `json:"audit"`
}

// exportedPerson is a participant as written: its rank (the embedded
// Participant's "rank") replaced by the rank's text.
type exportedPerson struct {
	Participant
	Rank string `json:"rank"`
}

func (x Export) doc() exportDoc {
	d := exportDoc{Format: x.Format, Version: x.Version, Exported: x.Exported, Taikai: x.Taikai, Event: x.Event,
		Participants: make([]exportedPerson, len(x.Participants)), Rounds: x.Rounds, Records: x.Records, Audit: x.Audit}
	for i, p := range x.Participants {
		d.Participants[i] = exportedPerson{Participant: p, Rank: p.Rank.String()}
	}
	// Empty lists are written [], not null.
	if d.Rounds == nil {
		d.Rounds = []Round{}
	}
	if d.Records == nil {
		d.Records = []ExportRecord{}
	}
	if d.Audit == nil {
		d.Audit = []AuditEntry{}
	}
	return d
}

// JSON returns the document: indented, UTF-8, no HTML escaping (「<」 and
// 「&」 stay as they are), ending with a newline.
func (x Export) JSON() ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(x.doc()); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// MarshalJSON writes the document (compact; JSON indents it).
func (x Export) MarshalJSON() ([]byte, error) { return json.Marshal(x.doc()) }

// UnmarshalJSON reads the document as DecodeExport does.
func (x *Export) UnmarshalJSON(data []byte) error {
	v, err := DecodeExport(data)
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// Export returns the whole event, read in one transaction.
func (s *Service) Export() (Export, error) {
	x := Export{Format: ExportFormat, Version: ExportVersion, Exported: s.now().UTC().Truncate(time.Second)}
	err := s.store.View(func(r Reader) error {
		snap, err := r.Snapshot(Snapshot{})
		if err != nil {
			return err
		}
		if snap.Event == nil {
			return newProblem(ErrNotEventFile, "the file has no event to export", "大会ファイルに書き出す大会情報がありません")
		}
		st, err := snap.State()
		if err != nil {
			return err
		}
		x.Event, x.Participants, x.Rounds = st.Event, st.Participants, st.Rounds
		for _, v := range snap.Records {
			x.Records = append(x.Records, ExportRecord{Section: v.Section, Key: v.Key, Data: slices.Clone(v.Data)})
		}
		x.Audit, err = r.Audit()
		return err
	})
	if err != nil {
		return Export{}, err
	}
	x.Version = exportVersionOf(x)
	// Empty lists are empty, as DecodeExport reads them.
	if x.Participants == nil {
		x.Participants = []Participant{}
	}
	if x.Rounds == nil {
		x.Rounds = []Round{}
	}
	if x.Records == nil {
		x.Records = []ExportRecord{}
	}
	if x.Audit == nil {
		x.Audit = []AuditEntry{}
	}
	return x, nil
}

// DecodeExport reads an export document. A document that is not one (not
// JSON, damaged, another format, a newer version, a field this Taikai does
// not know, a value of the wrong type) is refused with a message that names
// the problem and, for damaged JSON, its line and column. It never panics.
func DecodeExport(data []byte) (Export, error) {
	if len(data) > MaxExportBytes {
		return Export{}, importProblem(ErrInvalidInput, "the file is %.1f MB; an event export may have at most %d MB",
			"ファイルが %.1f MB あります。大会の書き出しファイルは %d MB までです", float64(len(data))/(1<<20), MaxExportBytes>>20)
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if !utf8.Valid(data) {
		line, col := lineCol(data, invalidUTF8At(data))
		return Export{}, importProblem(ErrInvalidInput, "the file is not UTF-8 text (line %d, column %d)",
			"ファイルが UTF-8 のテキストではありません（%d 行 %d 桁）", line, col)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return Export{}, importProblem(ErrInvalidInput, "the file is empty", "ファイルが空です")
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return Export{}, jsonProblem(data, err)
	}
	var format string
	if raw, ok := top["format"]; !ok || json.Unmarshal(raw, &format) != nil || format != ExportFormat {
		shown := "none"
		if ok {
			shown = clip(string(raw), 40)
		}
		return Export{}, importProblem(ErrNotEventFile, "this is not a Taikai event export (its \"format\" is %s, not \"%s\")",
			"Taikai の大会書き出しファイルではありません（\"format\" が %s で、\"%s\" ではありません）", shown, ExportFormat)
	}
	var version int
	if raw, ok := top["version"]; !ok || json.Unmarshal(raw, &version) != nil || version < 1 {
		shown := "none"
		if ok {
			shown = clip(string(raw), 40)
		}
		return Export{}, importProblem(ErrInvalidInput, "the export's \"version\" is %s: it must be a whole number from 1",
			"書き出しファイルの \"version\" が %s です。1 以上の整数でなければなりません", shown)
	}
	if version > ExportVersion {
		return Export{}, importProblem(ErrNewerFile,
			"the export was written by a newer Taikai (format version %d; this Taikai reads versions up to %d): update Taikai to import it",
			"この書き出しファイルは新しい版の Taikai で作られています（形式の版 %d。この Taikai が読めるのは版 %d まで）。Taikai を更新してから取り込んでください",
			version, ExportVersion)
	}
	var d exportDoc
	if version < extraSince {
		var err error
		if d, err = decodeLegacyExport(data); err != nil {
			return Export{}, err
		}
	} else {
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&d); err != nil {
			return Export{}, jsonProblem(data, err)
		}
	}
	x := Export{Format: d.Format, Version: d.Version, Exported: d.Exported, Taikai: d.Taikai, Event: d.Event,
		Participants: make([]Participant, len(d.Participants)), Rounds: d.Rounds, Records: d.Records, Audit: d.Audit}
	for i, ep := range d.Participants {
		p := ep.Participant
		r, err := ParseRank(ep.Rank)
		if err != nil {
			return Export{}, importFailed(err, "participant %d (%s)", "参加者 %d（%s）", p.ID, clip(p.Name, 40))
		}
		p.Rank = r
		x.Participants[i] = p
	}
	return x, nil
}

// ImportEvent fills the empty store st with the event x, in one
// transaction: the event, its participants under their own IDs, rounds,
// records and audit log (numbered as in x), and one audit entry more,
// "event.import", naming x.Source. It refuses a store that holds anything,
// and an export that does not hold a valid event (another format, a newer
// version, a game this Taikai does not run, invalid settings, participant
// IDs that are not unique and positive, a round that names a participant
// the event does not have…), with a message naming the problem; then
// nothing is written. opts name the arbiter and the clock of the import
// entry, as for NewService.
func ImportEvent(st Store, x Export, opts ...Option) error {
	x, err := checkExport(x)
	if err != nil {
		return err
	}
	s := NewService(st, opts...)
	s.noHistory = true // a new file: nothing to undo
	return s.update(actionImport, func(w Writer) (string, error) {
		if err := checkEmpty(w); err != nil {
			return "", err
		}
		if err := w.PutEvent(x.Event); err != nil {
			return "", err
		}
		for _, p := range x.Participants {
			c := p.Clone()
			if err := w.PutParticipant(&c); err != nil {
				return "", err
			}
		}
		for _, r := range x.Rounds {
			if err := w.PutRound(r); err != nil {
				return "", err
			}
		}
		for _, rec := range x.Records {
			if err := w.PutRecord(Stored{Section: rec.Section, Key: rec.Key, Data: rec.Data}); err != nil {
				return "", err
			}
		}
		for _, e := range x.Audit {
			if err := w.AppendAudit(e); err != nil {
				return "", err
			}
		}
		// The numbering is kept: the store numbers from 1, as x does.
		log, err := w.Audit()
		if err != nil {
			return "", err
		}
		for i, e := range log {
			if e.Seq != i+1 {
				return "", fmt.Errorf("importing the audit log: entry %d was numbered %d", i+1, e.Seq)
			}
		}
		if len(log) != len(x.Audit) {
			return "", fmt.Errorf("importing the audit log: %d entries written, %d expected", len(log), len(x.Audit))
		}
		return importDetail(x), nil
	})
}

// importDetail is the audit detail of an import.
func importDetail(x Export) string {
	var b strings.Builder
	b.WriteString("imported")
	if x.Source != "" {
		fmt.Fprintf(&b, " from \"%s\"", x.Source)
	}
	fmt.Fprintf(&b, " (%s version %d", x.Format, x.Version)
	if !x.Exported.IsZero() {
		fmt.Fprintf(&b, ", exported %s", x.Exported.UTC().Format(time.RFC3339))
	}
	if x.Taikai != "" {
		fmt.Fprintf(&b, " by Taikai %s", x.Taikai)
	}
	fmt.Fprintf(&b, "): %s event \"%s\", %d participants, %d rounds, %d records, %d audit entries",
		x.Event.Game, x.Event.Name, len(x.Participants), len(x.Rounds), len(x.Records), len(x.Audit))
	return b.String()
}

// checkEmpty refuses a store that holds anything.
func checkEmpty(w Writer) error {
	snap, err := w.Snapshot(Snapshot{})
	if err != nil {
		return err
	}
	log, err := w.Audit()
	if err != nil {
		return err
	}
	if snap.Event == nil && len(snap.Participants) == 0 && len(snap.Rounds) == 0 && len(snap.Records) == 0 && len(log) == 0 {
		return nil
	}
	name := ""
	if ev, err := w.Event(); err == nil {
		name = ev.Name
	}
	return newProblem(ErrInvalidInput,
		"the target already holds an event (\"%s\"): an event is imported into a new, empty file only; nothing was changed",
		"取り込み先にはすでに大会（「%s」）があります。大会は新しい空のファイルにしか取り込めません。何も変更していません", name)
}

// checkExport checks that x holds a valid event and returns it with its
// settings in canonical form and its participants, rounds and records in
// order.
func checkExport(x Export) (Export, error) {
	switch {
	case x.Format != ExportFormat:
		return x, importProblem(ErrNotEventFile, "this is not a Taikai event export (its \"format\" is \"%s\", not \"%s\")",
			"Taikai の大会書き出しファイルではありません（\"format\" が「%s」で、\"%s\" ではありません）", clip(x.Format, 40), ExportFormat)
	case x.Version > ExportVersion:
		return x, importProblem(ErrNewerFile,
			"the export was written by a newer Taikai (format version %d; this Taikai reads versions up to %d): update Taikai to import it",
			"この書き出しファイルは新しい版の Taikai で作られています（形式の版 %d。この Taikai が読めるのは版 %d まで）。Taikai を更新してから取り込んでください",
			x.Version, ExportVersion)
	case x.Version < 1:
		return x, importProblem(ErrInvalidInput, "the export's version is %d: it must be a whole number from 1",
			"書き出しファイルの版が %d です。1 以上の整数でなければなりません", x.Version)
	}
	ev := x.Event
	if strings.TrimSpace(ev.Name) == "" {
		return x, importProblem(ErrInvalidInput, "the event has no name", "大会名がありません")
	}
	if _, _, err := checkEventText(ev.Name, ev.Venue); err != nil {
		return x, importFailed(err, "the event's header", "大会の見出し")
	}
	if d, err := time.Parse(time.DateOnly, ev.Date); err != nil || d.Format(time.DateOnly) != ev.Date {
		return x, importProblem(ErrInvalidInput, "the event's date \"%s\" is not a date YYYY-MM-DD", "大会の日付「%s」が YYYY-MM-DD の日付ではありません", clip(ev.Date, 40))
	}
	ps, err := checkParticipants(x.Participants)
	if err != nil {
		return x, err
	}
	x.Participants = ps
	if err := checkNeverPairs(ev.NeverPairs, ps); err != nil {
		return x, err
	}
	if len(ev.Sections) > 0 {
		return checkSections(x)
	}
	for _, r := range x.Rounds {
		if r.Section != "" {
			return x, importProblem(ErrInvalidInput, "round %d is of section \"%s\", but the event has no sections", "%d 回戦の部門「%s」がありますが、この大会には部門がありません", r.Number, clip(r.Section, 40))
		}
	}
	for _, rec := range x.Records {
		if rec.Section != "" {
			return x, importProblem(ErrInvalidInput, "record %d is of section \"%s\", but the event has no sections", "記録 %d の部門「%s」がありますが、この大会には部門がありません", rec.Key, clip(rec.Section, 40))
		}
	}
	c, err := checkCompetition(competition{ev: ev, ps: ps, rounds: x.Rounds, records: x.Records})
	if err != nil {
		return x, err
	}
	x.Event, x.Rounds, x.Records = c.ev, c.rounds, c.records
	for i, e := range x.Audit {
		if e.Seq != i+1 {
			return x, importProblem(ErrInvalidInput, "audit entry %d is numbered %d: the audit log must be numbered 1, 2, 3… in order",
				"操作履歴の %d 番目の項目の番号が %d です。操作履歴は 1, 2, 3… の順に番号が付いていなければなりません", i+1, e.Seq)
		}
	}
	return x, nil
}

// competition is one competition of an export: the whole event before
// sections, or one section of it.
type competition struct {
	ev      Event
	ps      []Participant
	rounds  []Round
	records []ExportRecord
}

// checkCompetition checks one competition of an export: its game and
// settings, its rounds and results, its discipline's records; it returns
// it with its settings in canonical form and its rounds and records in
// order.
func checkCompetition(c competition) (competition, error) {
	ev := c.ev
	if _, err := DisciplineOf(ev.Game); err != nil {
		var kinds []string
		for _, k := range GameKinds() {
			kinds = append(kinds, string(k))
		}
		return c, importProblem(ErrInvalidInput, "the event is a \"%s\" event, a game this Taikai does not run (it runs %s)",
			"「%s」の大会ですが、この Taikai はこの競技を扱えません（扱える競技：%s）", clip(string(ev.Game), 40), strings.Join(kinds, ", "))
	}
	settings, err := ValidateSettings(ev.Game, nil, ev.Settings)
	if err != nil {
		return c, importFailed(err, "the event's settings", "大会の設定")
	}
	if len(settings) == 0 {
		settings = nil
	}
	ev.Settings = settings
	c.ev = ev
	ps := c.ps
	byID := make(map[int]Participant, len(ps))
	for _, p := range ps {
		byID[p.ID] = p
	}
	if c.rounds, err = checkRounds(c.rounds, byID); err != nil {
		return c, err
	}
	if err := checkExtra(ev, ps, c.rounds); err != nil {
		return c, err
	}
	if n := len(c.rounds); n > 0 && c.rounds[n-1].Final {
		// The final comes after every preliminary round (the rules pair
		// nothing after it).
		last := c.rounds[n-1].Number
		sw, err := ev.Swiss()
		if err != nil {
			return c, importFailed(err, "round %d is a final round", "%d 回戦は決勝の回戦です", last)
		}
		if rounds, err := sw.Rounds(ev); err != nil || last <= rounds {
			return c, importProblem(ErrInvalidInput, "round %d is a final round, but the event has %d preliminary rounds (setting rounds)",
				"%d 回戦は決勝の回戦ですが、この大会の予選は %d 回戦です（設定 rounds）", last, rounds)
		}
	}
	if err := checkResults(ev, c.rounds); err != nil {
		return c, err
	}
	if c.records, err = checkRecords(c.records); err != nil {
		return c, err
	}
	if err := checkDisciplineRecords(ev, ps, c.records); err != nil {
		return c, err
	}
	return c, nil
}

// checkParticipants checks the participants and returns them in ID order.
func checkParticipants(in []Participant) ([]Participant, error) {
	ps := slices.Clone(in)
	slices.SortStableFunc(ps, func(a, b Participant) int { return a.ID - b.ID })
	people := 0
	byID := make(map[int]Participant, len(ps))
	for i, p := range ps {
		if p.ID <= 0 || p.ID > MaxParticipantID {
			return nil, importProblem(ErrInvalidInput, "participant \"%s\" has the ID %d: IDs are whole numbers from 1 to %d",
				"参加者「%s」の ID が %d です。ID は 1〜%d の整数です", clip(p.Name, 40), p.ID, MaxParticipantID)
		}
		if i > 0 && ps[i-1].ID == p.ID {
			return nil, importProblem(ErrInvalidInput, "two participants have the ID %d (\"%s\" and \"%s\")",
				"2人の参加者の ID が同じ %d です（「%s」と「%s」）", p.ID, clip(ps[i-1].Name, 40), clip(p.Name, 40))
		}
		if strings.TrimSpace(p.Name) == "" {
			return nil, importProblem(ErrInvalidInput, "participant %d has no name", "参加者 %d に氏名がありません", p.ID)
		}
		if p.FirstRound < 0 || p.WithdrawnFrom < 0 || slices.ContainsFunc(p.Absent, func(n int) bool { return n < 1 }) {
			return nil, importProblem(ErrInvalidInput, "participant %d (%s): a round number below 1", "参加者 %d（%s）：1 より小さい回戦番号があります", p.ID, clip(p.Name, 40))
		}
		if len(p.Members) == 0 {
			people++
		}
		byID[p.ID] = p
	}
	if people > MaxParticipants {
		return nil, importProblem(ErrInvalidInput, "the event has %d participants; an event may have at most %d",
			"参加者が %d 人います。1つの大会の参加者は %d 人までです", people, MaxParticipants)
	}
	for _, p := range ps {
		if len(p.Members) == 0 {
			if p.Captain != 0 {
				return nil, importProblem(ErrInvalidInput, "participant %d (%s) has a captain but no members", "参加者 %d（%s）にキャプテンがありますがメンバーがいません", p.ID, clip(p.Name, 40))
			}
			continue
		}
		bad := len(p.Members) != 2 || p.Members[0] == p.Members[1]
		for _, m := range p.Members {
			if q, ok := byID[m]; !ok || m == p.ID || len(q.Members) > 0 {
				bad = true
			}
		}
		if bad {
			return nil, importProblem(ErrInvalidInput, "pair %d (%s): its members %v are not two other participants of the event",
				"ペア %d（%s）：メンバー %v がこの大会の別の参加者2人ではありません", p.ID, clip(p.Name, 40), clipInts(p.Members))
		}
		if p.Captain != 0 && !slices.Contains(p.Members, p.Captain) {
			return nil, importProblem(ErrInvalidInput, "pair %d (%s): its captain %d is not one of its members", "ペア %d（%s）：キャプテン %d がメンバーではありません", p.ID, clip(p.Name, 40), p.Captain)
		}
	}
	return ps, nil
}

// checkRounds checks that the rounds run 1, 2, 3… and that their games
// name participants of the event, each at most once a round; it returns
// them in order.
func checkRounds(in []Round, byID map[int]Participant) ([]Round, error) {
	rs := slices.Clone(in)
	slices.SortStableFunc(rs, func(a, b Round) int { return a.Number - b.Number })
	known := func(id int) bool { _, ok := byID[id]; return ok }
	if len(rs) > MaxRound {
		return nil, importProblem(ErrInvalidInput, "the event has %d rounds; an event may have at most %d", "回戦が %d あります。1つの大会の回戦は %d までです", len(rs), MaxRound)
	}
	for i, r := range rs {
		if r.Number != i+1 {
			return nil, importProblem(ErrInvalidInput, "the rounds are numbered %v: they must run 1, 2, 3…",
				"回戦の番号が %v です。1, 2, 3… と続いていなければなりません", clipInts(roundNumbers(rs)))
		}
		if r.Final && i != len(rs)-1 {
			return nil, importProblem(ErrInvalidInput, "round %d is a final round but not the last round", "%d 回戦は決勝の回戦ですが、最後の回戦ではありません", r.Number)
		}
		seen := map[int]bool{}
		seconds := map[int]bool{}
		tables := map[int]bool{}
		for _, g := range r.Games {
			if g.IsBye() != (g.Table == 0) || g.Table < 0 || g.Table > MaxTable || (g.Table > 0 && tables[g.Table]) {
				return nil, importProblem(ErrInvalidInput, "round %d table %d: a table number is from 1 to %d, once a round (a bye has none)",
					"%d 回戦 %d 番卓：卓番号は 1〜%d で、1つの回戦に1回だけです（不戦勝には卓番号がありません）", r.Number, g.Table, MaxTable)
			}
			if g.IsBye() && g.Result != nil {
				return nil, importProblem(ErrInvalidInput, "round %d: the bye of participant %d has a result; a bye has none",
					"%d 回戦：参加者 %d の不戦勝に結果があります。不戦勝には結果はありません", r.Number, g.Black)
			}
			tables[g.Table] = true
			for _, id := range []int{g.Black, g.White} {
				if id == 0 && g.White == 0 && g.Black != 0 {
					continue // a bye
				}
				if id == ArbiterID && g.Black != g.White {
					continue // 審判対局
				}
				if !known(id) {
					return nil, unknownIn(r.Number, g.Table, id)
				}
				if seen[id] && secondGame(r, g, id) && !seconds[id] {
					seconds[id] = true // 待ち合わせ
					continue
				}
				if seen[id] {
					return nil, importProblem(ErrInvalidInput, "round %d table %d: participant %d plays twice in the round",
						"%d 回戦 %d 番卓：参加者 %d がこの回戦に2回出ています", r.Number, g.Table, id)
				}
				seen[id] = true
			}
			var others []int
			if d := g.Dispute; d != nil {
				for _, ru := range d.Rulings {
					if ru.Penalty != nil {
						others = append(others, ru.Penalty.Player)
					}
				}
			}
			for _, id := range others {
				if id != 0 && !known(id) {
					return nil, unknownIn(r.Number, g.Table, id)
				}
			}
		}
		for _, wt := range r.Waiting {
			if !known(wt.Player) || seen[wt.Player] {
				return nil, importProblem(ErrInvalidInput, "round %d: participant %d waits (待ち合わせ) but is unknown or has a game",
					"%d 回戦：待ち合わせの参加者 %d がいないか、対局があります", r.Number, wt.Player)
			}
		}
		for _, id := range r.EarlyFinalists {
			if !known(id) {
				return nil, importProblem(ErrInvalidInput, "round %d names participant %d, whom the event does not have",
					"%d 回戦：参加者 %d はこの大会にいません", r.Number, id)
			}
		}
	}
	return rs, nil
}

// secondGame reports whether game g of round r may be id's second game
// of the round: a 待ち合わせ game added for the table where id played.
func secondGame(r Round, g Game, id int) bool {
	if g.WaitFor == 0 {
		return false
	}
	first, _, ok := r.GameAt(g.WaitFor)
	return ok && first.Table != g.Table && first.Has(id) && !(g.Has(first.Black) && g.Has(first.White))
}

// checkResults puts every recorded result of the rounds through the rules
// of the event's game, as typing it would: a result the rules refuse, or
// would record otherwise, is refused. An event whose game is not played
// in paired rounds has no rounds.
func checkResults(ev Event, rs []Round) error {
	sw, err := ev.Swiss()
	if err != nil {
		if len(rs) > 0 {
			return importProblem(ErrInvalidInput, "the event is not played in paired rounds, but the export has %d of them",
				"この大会は組合せの回戦で行う競技ではありませんが、書き出しファイルに回戦が %d あります", len(rs))
		}
		return nil
	}
	for _, r := range rs {
		for _, g := range r.Games {
			if g.Result == nil {
				continue
			}
			v, err := sw.Decide(ev, r, g, g.Result.Text, nil)
			if err != nil {
				return importFailed(err, "round %d table %d: the result \"%s\"", "%d 回戦 %d 番卓：結果「%s」", r.Number, g.Table, clip(g.Result.Text, 40))
			}
			if v.Stored != g.Result.Text {
				return importProblem(ErrInvalidInput, "round %d table %d: the result \"%s\" is not written as the rules record it (\"%s\")",
					"%d 回戦 %d 番卓：結果「%s」が規則の記録する形（「%s」）ではありません", r.Number, g.Table, clip(g.Result.Text, 40), v.Stored)
			}
		}
	}
	return nil
}

// checkDisciplineRecords has the event's discipline check its records;
// a discipline that keeps none takes none.
func checkDisciplineRecords(ev Event, ps []Participant, recs []ExportRecord) error {
	d, err := DisciplineOf(ev.Game)
	if err != nil {
		return err
	}
	rc, ok := d.(RecordChecker)
	if !ok {
		if len(recs) > 0 {
			return importProblem(ErrInvalidInput, "an event of %s keeps no records of its own, but the export has %d",
				"%s の大会には独自の記録はありませんが、書き出しファイルに %d あります", ev.Game.Name(), len(recs))
		}
		return nil
	}
	if err := rc.CheckRecords(ev, ps, recs); err != nil {
		return importFailed(err, "the records of the %s event", "%s の大会の記録", ev.Game.Name())
	}
	return nil
}

// checkExtra has the event's game check its own records of the
// participants and games (ExtraChecker); a game that keeps none takes them
// as they are, stored and copied unread.
func checkExtra(ev Event, ps []Participant, rs []Round) error {
	ec, ok := disciplineAs[ExtraChecker](ev)
	if !ok {
		return nil
	}
	if err := ec.CheckExtra(ev, ps, rs); err != nil {
		return importFailed(err, "the %s event's own records", "%s の大会の対局・参加者の記録", ev.Game.Name())
	}
	return nil
}

// unknownIn is the refusal of a game that names a participant the event
// does not have.
func unknownIn(round, table, id int) error {
	return importProblem(ErrInvalidInput, "round %d table %d names participant %d, whom the event does not have",
		"%d 回戦 %d 番卓：参加者 %d はこの大会にいません", round, table, id)
}

func roundNumbers(rs []Round) []int {
	out := make([]int, len(rs))
	for i, r := range rs {
		out[i] = r.Number
	}
	return out
}

// checkRecords checks that the records have distinct keys from 0 and are
// JSON objects; it returns them in key order.
func checkRecords(in []ExportRecord) ([]ExportRecord, error) {
	recs := slices.Clone(in)
	slices.SortStableFunc(recs, func(a, b ExportRecord) int { return a.Key - b.Key })
	for i, rec := range recs {
		if rec.Key < 0 || (i > 0 && recs[i-1].Key == rec.Key) {
			return nil, importProblem(ErrInvalidInput, "record key %d is negative or used twice", "記録のキー %d が負か、2回使われています", rec.Key)
		}
		var obj map[string]json.RawMessage
		if !bytes.HasPrefix(bytes.TrimSpace(rec.Data), []byte("{")) || json.Unmarshal(rec.Data, &obj) != nil {
			return nil, importProblem(ErrInvalidInput, "record %d is not a JSON object", "記録 %d が JSON のオブジェクトではありません", rec.Key)
		}
		var buf bytes.Buffer
		if err := json.Compact(&buf, rec.Data); err != nil {
			return nil, importProblem(ErrInvalidInput, "record %d is not a JSON object", "記録 %d が JSON のオブジェクトではありません", rec.Key)
		}
		recs[i].Data = buf.Bytes() // stored compact, as the discipline writes it
	}
	return recs, nil
}

// importFailed is a refused import because of err, found in what en / ja
// name.
func importFailed(err error, en, ja string, args ...any) error {
	lead := tr(en, ja, args...)
	var p *Problem
	if errors.As(err, &p) {
		return &Problem{Kind: ErrInvalidInput, Text: Text{
			En: "cannot import the event: " + lead.En + ": " + p.En,
			Ja: "大会を取り込めません：" + lead.Ja + "：" + p.In(Japanese)}}
	}
	return &Problem{Kind: ErrInvalidInput, Text: Text{
		En: "cannot import the event: " + lead.En + ": " + err.Error(),
		Ja: "大会を取り込めません：" + lead.Ja + "：" + err.Error()}}
}

// jsonProblem tells what is wrong with the JSON of an export, and where.
func jsonProblem(data []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		line, col := lineCol(data, int(syn.Offset))
		return importProblem(ErrInvalidInput, "the file is not valid JSON (damaged or cut short?): line %d, column %d: %s",
			"ファイルが正しい JSON ではありません（壊れているか、途中で切れていませんか）：%d 行 %d 桁：%s", line, col, syn.Error())
	case errors.As(err, &typ):
		line, col := lineCol(data, int(typ.Offset))
		want, got := jsonKind(typ.Type), jsonValue(typ.Value)
		if typ.Field == "" {
			return importProblem(ErrInvalidInput, "the file holds a JSON %[1]s, not an event export (%[3]s)",
				"ファイルの中身が JSON の%[2]sで、大会の書き出し（%[4]s）ではありません", got.En, got.Ja, want.En, want.Ja)
		}
		field := docPath(typ.Field)
		return importProblem(ErrInvalidInput, "line %[1]d, column %[2]d: \"%[3]s\" is a JSON %[4]s where %[6]s was expected",
			"%[1]d 行 %[2]d 桁：\"%[3]s\" が JSON の%[5]sですが、%[7]sでなければなりません", line, col, field, got.En, got.Ja, want.En, want.Ja)
	case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
		return importProblem(ErrInvalidInput, "the file is empty or cut short", "ファイルが空か、途中で切れています")
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		f := strings.TrimPrefix(err.Error(), "json: unknown field ")
		return importProblem(ErrInvalidInput, "the field %s is not one of a Taikai event export of version %d (a newer Taikai's, or a typing error?)",
			"フィールド %s は版 %d の大会書き出しファイルにはありません（新しい版の Taikai のものか、入力の誤りではありませんか）", clip(f, 60), ExportVersion)
	}
	return importProblem(ErrInvalidInput, "the file does not hold a valid event: %s", "ファイルの内容が正しい大会ではありません：%s", clip(err.Error(), 200))
}

// docPath is the path of a key of the document as json reports it, less
// the names of the structs embedded in the types it is read into (which
// are no keys of the document): "participants.exportedPerson.Participant.id"
// is "participants.id".
func docPath(field string) string {
	parts := strings.Split(field, ".")
	return strings.Join(slices.DeleteFunc(parts, func(p string) bool {
		switch p {
		case "exportDoc", "exportedPerson", "Participant", "Round", "Game":
			return true
		}
		return false
	}), ".")
}

// jsonValue names the JSON value json.UnmarshalTypeError found ("array",
// "number 1.5").
func jsonValue(v string) Text {
	kind, lit, _ := strings.Cut(v, " ")
	ja, ok := map[string]string{"array": "配列", "object": "オブジェクト", "string": "文字列", "number": "数", "bool": "真偽値", "null": "null"}[kind]
	if !ok {
		ja = kind
	}
	if lit != "" {
		lit = " " + clip(lit, 20)
	}
	return Text{En: kind + lit, Ja: ja + lit}
}

// jsonKind names the JSON value Go type t takes.
func jsonKind(t reflect.Type) Text {
	if t == nil {
		return tr("a value", "値")
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return tr("a whole number", "整数")
	case reflect.Float32, reflect.Float64:
		return tr("a number", "数")
	case reflect.String:
		return tr("a string", "文字列")
	case reflect.Bool:
		return tr("true or false", "true か false")
	case reflect.Slice, reflect.Array:
		return tr("a list [ … ]", "配列 [ … ]")
	case reflect.Map, reflect.Struct:
		return tr("an object { … }", "オブジェクト { … }")
	}
	return tr("a %s", "%s", t.String())
}

// lineCol returns the line and column (in characters, from 1) of byte
// offset off of data.
func lineCol(data []byte, off int) (line, col int) {
	off = min(max(off, 0), len(data))
	before := data[:off]
	line = bytes.Count(before, []byte("\n")) + 1
	if i := bytes.LastIndexByte(before, '\n'); i >= 0 {
		before = before[i+1:]
	}
	return line, utf8.RuneCount(before) + 1
}

// invalidUTF8At returns the offset of the first byte of data that is not
// UTF-8.
func invalidUTF8At(data []byte) int {
	for i := 0; i < len(data); {
		r, n := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return len(data)
}

// clip shortens s for a message.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n]) + "…"
}

// clipInts writes at most ten numbers of ns.
func clipInts(ns []int) string {
	if len(ns) <= 10 {
		return fmt.Sprint(ns)
	}
	return strings.TrimSuffix(fmt.Sprint(ns[:10]), "]") + " …]"
}
