package tournament

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/text/width"
)

// headerNames maps every accepted CSV header (English or Japanese, as in
// CLI.md) to its field.
var headerNames = map[string]Field{
	"name": FieldName, "氏名": FieldName, "名前": FieldName, "選手名": FieldName,
	"reading": FieldReading, "ふりがな": FieldReading, "フリガナ": FieldReading, "よみ": FieldReading, "読み": FieldReading,
	"rank": FieldRank, "段級位": FieldRank, "段位": FieldRank, "棋力": FieldRank,
	"birth": FieldBirth, "生年月日": FieldBirth,
	"gender": FieldGender, "性別": FieldGender,
	"club": FieldClub, "所属": FieldClub, "affiliation": FieldClub,
	"flags": FieldFlags, "区分": FieldFlags,
	"rating": FieldRating, "レーティング": FieldRating,
	"section": FieldSection, "部門": FieldSection, "クラス": FieldSection, "class": FieldSection,
}

// ignoredHeaders are columns of `players list --format csv` that an import
// reads past, so that a list can be imported into another event.
var ignoredHeaders = map[string]bool{"id": true, "status": true, "状態": true, "no": true, "no.": true, "番号": true, "from": true, "進出元": true}

// ImportReport says what an import did.
type ImportReport struct {
	Added    []Participant
	Encoding string   // "UTF-8", "UTF-16LE", "UTF-16BE", "Shift_JIS" or "EUC-JP"
	Ignored  []string // headers of columns that were not read
}

// LineProblem is what is wrong in one cell (or one line) of a CSV file.
type LineProblem struct {
	Line   int    // 1-based line number in the file
	Column string // the column's header as written in the file; "" for the whole line
	Text
}

// ImportError lists every bad line of a CSV file; nothing was imported.
type ImportError struct {
	Problems []LineProblem
	// Kind names the file in the message: "CSV" when empty, "Excel".
	Kind string
}

// Error returns the problems in English.
func (e *ImportError) Error() string { return e.Localized(English) }

// Unwrap makes errors.Is(err, ErrInvalidInput) hold.
func (e *ImportError) Unwrap() error { return ErrInvalidInput }

// Localized returns "line 7, column 段級位: …" lines in language l.
func (e *ImportError) Localized(l Lang) string {
	var b strings.Builder
	file, fileJa := "CSV", "CSV に" // as it always said of a CSV file
	if e.Kind != "" && e.Kind != "CSV" {
		file, fileJa = e.Kind+" file", e.Kind+" ファイルに"
	}
	if l == Japanese {
		fmt.Fprintf(&b, "%s誤りが %d 件あるため、何も取り込みませんでした:", fileJa, len(e.Problems))
	} else {
		fmt.Fprintf(&b, "nothing was imported: the %s has %d problem(s):", file, len(e.Problems))
	}
	for _, p := range e.Problems {
		b.WriteString("\n")
		b.WriteString(p.Localized(l))
	}
	return b.String()
}

// Localized returns the one problem in language l.
func (p LineProblem) Localized(l Lang) string {
	switch {
	case l == Japanese && p.Column != "":
		return fmt.Sprintf("%d行目、%s列: %s", p.Line, p.Column, p.In(l))
	case l == Japanese:
		return fmt.Sprintf("%d行目: %s", p.Line, p.In(l))
	case p.Column != "":
		return fmt.Sprintf("line %d, column %s: %s", p.Line, p.Column, p.In(l))
	}
	return fmt.Sprintf("line %d: %s", p.Line, p.In(l))
}

// ParseParticipantsCSV reads every row of a participants CSV. It returns
// the participants, or an *ImportError naming every bad line and column.
func (s *Service) parseParticipantsCSV(data []byte) ([]Participant, []int, ImportReport, error) {
	ps, lines, _, rep, err := parseParticipantsCSV(data, s.now())
	return ps, lines, rep, err
}

// parseParticipantsCSV reads a participants CSV: the participants, their
// lines, the section each line names (its 部門 column, "" without one).
func parseParticipantsCSV(data []byte, now time.Time) ([]Participant, []int, []string, ImportReport, error) {
	text, enc, err := DecodeCSVText(data)
	if err != nil {
		return nil, nil, nil, ImportReport{}, err
	}
	cr := NewCSVReader(text)
	next := func() ([]string, int, error) {
		rec, err := cr.Read()
		if err == io.EOF {
			return nil, 0, err
		}
		if err != nil {
			return nil, 0, csvSyntax(err)
		}
		line, _ := cr.FieldPos(0)
		return rec, line, nil
	}
	return parseParticipantRecords(next, "CSV", now, ImportReport{Encoding: enc})
}

// Records gives the rows of a participants table one at a time, each with
// its 1-based line (a CSV file's line, a sheet's row); io.EOF after the
// last. An error other than io.EOF is the person's message (the file does
// not read).
type Records func() (rec []string, line int, err error)

// parseParticipantRecords reads a participants table, its header row
// first, from a file of kind kind ("CSV", "Excel": the messages name it).
func parseParticipantRecords(next Records, kind string, now time.Time, rep ImportReport) ([]Participant, []int, []string, ImportReport, error) {
	header, _, err := next()
	if err == io.EOF {
		return nil, nil, nil, rep, newProblem(ErrInvalidInput, "the %s file is empty", "%s ファイルが空です", kind)
	}
	if err != nil {
		return nil, nil, nil, rep, err
	}
	cols := make([]Field, len(header))
	seen := map[Field]bool{}
	var probs []LineProblem
	statusCol := -1 // players list's status, the workbook's 状態 (issue 38)
	for i, h := range header {
		key := FoldWord(h)
		f, ok := headerNames[key]
		if key == "status" || key == "状態" {
			statusCol = i
		}
		switch {
		case ok && seen[f]:
			probs = append(probs, LineProblem{Line: 1, Column: h, Text: tr("this column appears twice", "この列が2回あります")})
		case ok:
			cols[i], seen[f] = f, true
		case isGameFieldHeader(key):
			gf, _ := gameFieldOfHeader(key)
			if seen[gf.Key] {
				probs = append(probs, LineProblem{Line: 1, Column: h, Text: tr("this column appears twice", "この列が2回あります")})
			}
			cols[i], seen[gf.Key] = gf.Key, true
		case !ignoredHeaders[key] && key != "":
			rep.Ignored = append(rep.Ignored, h)
		}
	}
	if !seen[FieldName] {
		probs = append(probs, LineProblem{Line: 1, Text: tr("no name column: the header row must have name (or 氏名)",
			"氏名の列がありません。見出し行に 氏名（または name）が必要です")})
	}
	if len(probs) > 0 {
		return nil, nil, nil, rep, &ImportError{Problems: probs, Kind: kind}
	}
	var out []Participant
	var lines []int
	var secs []string
	names := map[string]int{} // name and club key → line
	rows := 0
	for {
		rec, line, err := next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, nil, nil, rep, err
		}
		if blank(rec) {
			continue
		}
		if rows++; rows > MaxParticipants {
			return nil, nil, nil, rep, &ImportError{Kind: kind, Problems: []LineProblem{{Line: line, Text: tr(
				"the file has more than %d participants; an event has at most %d",
				"参加者が %d 人を超えています。1つの大会の参加者は %d 人までです", MaxParticipants, MaxParticipants)}}}
		}
		form := ParticipantForm{}
		for i, v := range rec {
			if i < len(cols) && cols[i] != "" {
				form[cols[i]] = unquoteFormula(v)
			}
		}
		if len(rec) > len(header) && !blank(rec[len(header):]) {
			probs = append(probs, LineProblem{Line: line, Text: tr("this line has %d values but the header has %d columns",
				"この行は値が %d 個ありますが、見出しは %d 列です", len(rec), len(header))})
		}
		p, fps := form.Parse(now)
		badStatus := false
		if statusCol >= 0 && statusCol < len(rec) {
			// A withdrawn player stays withdrawn (issue 38): a list or
			// workbook imported again never brings them back silently.
			n, ok := withdrawnStatus(rec[statusCol])
			if badStatus = !ok; badStatus {
				probs = append(probs, LineProblem{Line: line, Column: header[statusCol], Text: tr("\"%s\" is not a status: present (出場), withdrawn-from-N (N回戦から棄権) or late-from-N (N回戦から参加)",
					"「%s」は状態として読めません。出場、N回戦から棄権（withdrawn-from-N）、N回戦から参加（late-from-N）のいずれかです", rec[statusCol])})
			}
			p.WithdrawnFrom = n
		}
		// A game's own field is checked by its game now and refused in a
		// section of another game when the line is imported (importRows).
		fps = append(fps, setGameFields(anyGame, &p, form)...)
		for _, fp := range fps {
			probs = append(probs, LineProblem{Line: line, Column: header[columnOf(cols, fp.Field)], Text: fp.Text})
		}
		if len(fps) == 0 && !badStatus {
			// A namesake (同姓同名) is told apart by the club; the same name
			// and the same club (or none) twice is one person twice.
			if first, dup := names[CleanText(form[FieldSection])+"\x00"+entryKey(p)]; dup {
				probs = append(probs, LineProblem{Line: line, Column: header[columnOf(cols, FieldName)],
					Text: tr("\"%s\" is also on line %d (with the same club); if they are two people of the same name, give their clubs",
						"「%s」は %d 行目にもあります（所属も同じ）。同姓同名の別の方なら、所属を書いて区別してください", p.Name, first)})
			}
			names[CleanText(form[FieldSection])+"\x00"+entryKey(p)] = line
			out = append(out, p)
			lines = append(lines, line)
			secs = append(secs, CleanText(form[FieldSection]))
		}
	}
	if len(probs) > 0 {
		return nil, nil, nil, rep, &ImportError{Problems: probs, Kind: kind}
	}
	if len(out) == 0 {
		return nil, nil, nil, rep, newProblem(ErrInvalidInput, "the %s file has a header but no participants", "%s ファイルに参加者の行がありません", kind)
	}
	return out, lines, secs, rep, nil
}

func columnOf(cols []Field, f Field) int {
	for i, c := range cols {
		if c == f {
			return i
		}
	}
	return 0
}

func blank(rec []string) bool {
	for _, v := range rec {
		if strings.TrimSpace(v) != "" {
			return false
		}
	}
	return true
}

func csvSyntax(err error) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return &ImportError{Problems: []LineProblem{{Line: pe.Line, Text: tr("the CSV is malformed: %v (check the quotes)",
			"CSV の形式が壊れています: %v（引用符を確認してください）", pe.Err)}}}
	}
	return fmt.Errorf("reading CSV: %w", err)
}

// ImportParticipants adds every participant of a CSV file (UTF-8 or
// Shift_JIS, English or Japanese headers) in one transaction: all rows or,
// if any row is bad or a name is already registered with the same club,
// none.
func (s *Service) ImportParticipants(data []byte) (ImportReport, error) {
	ps, lines, secs, rep, err := parseParticipantsCSV(data, s.now())
	return s.importParsed("CSV", ps, lines, secs, rep, err)
}

// ImportParticipantRecords is ImportParticipants for a table read from a
// file of another kind (the first sheet of an Excel workbook: kind
// "Excel", the report's Encoding): the same columns, checks and messages.
func (s *Service) ImportParticipantRecords(next Records, kind string) (ImportReport, error) {
	ps, lines, secs, rep, err := parseParticipantRecords(next, kind, s.now(), ImportReport{Encoding: kind})
	return s.importParsed(kind, ps, lines, secs, rep, err)
}

// importParsed adds the participants read from a file of kind kind (their
// lines, the section each names) in one transaction.
func (s *Service) importParsed(kind string, ps []Participant, lines []int, secs []string, rep ImportReport, err error) (ImportReport, error) {
	if err != nil {
		return rep, err
	}
	err = s.update("players.import", func(w Writer) (string, error) {
		groups, err := sectionGroups(w, ps, lines, secs)
		if err != nil {
			return "", err
		}
		ps = ps[:0]
		for _, g := range groups {
			if err := importRows(g.w, g.ps, g.lines); err != nil {
				return "", err
			}
			ps = append(ps, g.ps...)
		}
		slices.SortFunc(ps, func(a, b Participant) int { return a.ID - b.ID })
		return fmt.Sprintf("imported %d participants (%s), ids %d–%d", len(ps), rep.Encoding, ps[0].ID, ps[len(ps)-1].ID), nil
	})
	if ie := (*ImportError)(nil); errors.As(err, &ie) && ie.Kind == "" {
		ie.Kind = kind // a line refused in the transaction (a name already registered)
	}
	if err != nil {
		return rep, err
	}
	rep.Added = ps
	return rep, nil
}

// importGroup is the lines of an import that go to one section, and the
// writer of that section.
type importGroup struct {
	w     Writer
	ps    []Participant
	lines []int
}

// sectionGroups sorts the imported lines by the section each names (its
// 部門 column): in a section's own store every line is of that section
// (one naming another is refused); over the whole event of several
// sections every line must name one.
func sectionGroups(w Writer, ps []Participant, lines []int, secs []string) ([]importGroup, error) {
	ev, err := w.Event()
	if err != nil {
		return nil, err
	}
	scope, scoped := ev.InSection()
	multi := ev.Multi() && !scoped
	byID := map[int]*importGroup{}
	var order []int
	var probs []LineProblem
	for i, p := range ps {
		id := scope.ID
		if secs[i] != "" {
			sec, err := ev.FindSection(secs[i])
			switch {
			case err != nil:
				probs = append(probs, LineProblem{Line: lines[i], Text: Text{En: Localize(err, English), Ja: Localize(err, Japanese)}})
				continue
			case scoped && sec.ID != scope.ID:
				probs = append(probs, LineProblem{Line: lines[i], Text: tr("this line is for section %s and the import is into section %s",
					"この行は部門 %s の参加者ですが、部門 %s に取り込もうとしています", sec.Label(), scope.Label())})
				continue
			}
			id = sec.ID
		} else if multi {
			// The section whose ranks hold the participant's (三段以上 A級).
			sec, err := sectionByRank(ev.SectionList(), p)
			if err != nil {
				probs = append(probs, LineProblem{Line: lines[i], Text: Text{En: Localize(err, English), Ja: Localize(err, Japanese)}})
				continue
			}
			id = sec.ID
		} else if !scoped {
			if list := ev.SectionList(); len(list) == 1 {
				id = list[0].ID
			}
		}
		g, ok := byID[id]
		if !ok {
			gw := w
			if multi || (!scoped && id != 0) {
				gw = sectionTx{r: w, w: w, id: id}
			}
			g = &importGroup{w: gw}
			byID[id] = g
			order = append(order, id)
		}
		g.ps = append(g.ps, p)
		g.lines = append(g.lines, lines[i])
	}
	if len(probs) > 0 {
		return nil, &ImportError{Problems: probs}
	}
	out := make([]importGroup, 0, len(order))
	for _, id := range order {
		out = append(out, *byID[id])
	}
	return out, nil
}

// importRows adds ps (read from lines) to the section w is the store of:
// none when a name is already registered there with the same club.
func importRows(w Writer, ps []Participant, lines []int) error {
	existing, err := w.Participants()
	if err != nil {
		return err
	}
	ids := map[string]int{} // name and club key → id
	for _, e := range existing {
		ids[entryKey(e)] = e.ID
	}
	if err := checkRoom(existing, len(ps)); err != nil {
		return err
	}
	var probs []LineProblem
	for i, p := range ps {
		if id, dup := ids[entryKey(p)]; dup {
			probs = append(probs, LineProblem{Line: lines[i], Text: duplicateName(p, id).Text})
		}
	}
	ev, err := w.Event()
	if err != nil {
		return err
	}
	for i, p := range ps {
		for _, fp := range gameFieldsOutside(ev.Game, p) {
			probs = append(probs, LineProblem{Line: lines[i], Column: string(fp.Field), Text: fp.Text})
		}
	}
	if len(probs) > 0 {
		return &ImportError{Problems: probs}
	}
	late, err := lateEntryRound(w)
	if err != nil {
		return err
	}
	for i := range ps {
		ps[i].FirstRound = late
		if err := w.PutParticipant(&ps[i]); err != nil {
			return err
		}
	}
	return nil
}

// sniffComma returns the separator of the CSV text: a tab when the
// header row has tabs and no comma (Excel's "Unicode text", a .txt file),
// else a comma.
func sniffComma(text string) rune {
	first, _, _ := strings.Cut(text, "\n")
	if strings.Contains(first, "\t") && !strings.Contains(first, ",") {
		return '\t'
	}
	return ','
}

// unquoteFormula removes the single quote that a CSV export (`players
// list --format csv`) puts before a cell a spreadsheet would run as a
// formula ('=…, '+…, '-…, '@…), so that a list imports back as it was.
func unquoteFormula(v string) string {
	rest, ok := strings.CutPrefix(v, "'")
	if !ok {
		return v
	}
	switch r, _ := utf8.DecodeRuneInString(rest); r {
	case '=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠':
		return rest
	}
	return v
}

// BlankRecord reports whether a CSV record has no text (skipped lines).
func BlankRecord(rec []string) bool { return blank(rec) }

// CSVSyntax gives a CSV reader's error the person's message.
func CSVSyntax(err error) error { return csvSyntax(err) }

// HeaderField is the participant field a CSV header names (English or
// Japanese, any width or case); ok false for another column (a team
// import reads its own team and board columns).
func HeaderField(h string) (Field, bool) {
	f, ok := headerNames[FoldWord(h)]
	return f, ok
}

// NewCSVReader reads CSV text as a participants import does: any number of
// values a line, the comma or tab the text uses.
func NewCSVReader(text string) *csv.Reader {
	cr := csv.NewReader(strings.NewReader(text))
	cr.FieldsPerRecord = -1
	cr.Comma = sniffComma(text)
	return cr
}

// UnquoteFormula undoes the quote an export puts before a value a
// spreadsheet would take for a formula.
func UnquoteFormula(v string) string { return unquoteFormula(v) }

// withdrawnStatus reads the status column of a list or workbook: the round
// a player withdrew from (0: none), from the words `players list` and the
// workbook write — present, 出場, late-from-3, 3回戦から参加, withdrawn-from-3,
// 3回戦から棄権, or 棄権 / withdrawn alone (from round 1); parts joined by ;
// or 、. ok is false for anything else.
func withdrawnStatus(v string) (int, bool) {
	out := 0
	for _, part := range strings.FieldsFunc(width.Fold.String(v), func(r rune) bool { return r == ';' || r == '、' || r == ',' }) {
		t := strings.ToLower(strings.TrimSpace(part))
		num := func(s string) (int, bool) {
			n, err := strconv.Atoi(strings.TrimSpace(s))
			return n, err == nil && n >= 1 && n <= MaxRound
		}
		switch {
		case t == "" || t == "present" || t == "出場":
		case t == "withdrawn" || t == "棄権":
			out = 1
		case strings.HasPrefix(t, "withdrawn-from-"):
			n, ok := num(strings.TrimPrefix(t, "withdrawn-from-"))
			if !ok {
				return 0, false
			}
			out = n
		case strings.HasSuffix(t, "回戦から棄権"):
			n, ok := num(strings.TrimSuffix(t, "回戦から棄権"))
			if !ok {
				return 0, false
			}
			out = n
		case strings.HasPrefix(t, "late-from-"), strings.HasSuffix(t, "回戦から参加"):
			// A late entry enters the event imported into as it takes
			// entrants (its next round).
		default:
			return 0, false
		}
	}
	return out, true
}
