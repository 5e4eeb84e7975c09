package tournament

// Table is a discipline's standings as every screen, sheet and CLI format
// renders them: the place and name columns are shared, the game's own
// columns (wins, Brightwell points, SOS…) come from the discipline.
type Table struct {
	// After is the round the standings are after (0: none complete yet).
	After int
	// Columns are the discipline's own columns, between the name and the notes.
	Columns []Column
	// Rows are in standings order.
	Rows []TableRow
	// Order says how places are decided ("wins, Brightwell points (C = 32),
	// rank after the previous round, discs, lot").
	Order Text
}

// Where says which renderings show a column or a note.
type Where int

// The renderings of a Table.
const (
	OnCLI Where = 1 << iota
	OnScreen
	OnSheet
	Everywhere = OnCLI | OnScreen | OnSheet
)

// Column is one of a discipline's standings columns.
type Column struct {
	// Key is the CLI header and JSON key ("wins", "bp").
	Key string
	// Label is the header on screens and sheets.
	Label Text
	// Where it is shown.
	Where Where
}

// TableRow is one place in the standings.
type TableRow struct {
	ID    int
	Rank  int  // the place shown (ties share it)
	Tied  bool // tied with the row next to it on every criterion but the lot
	Place int  // the strict order (the lot breaks ties)
	// Cells holds one value per Table.Columns.
	Cells []string
	// DecidedBy says which criterion separated this row from the next.
	DecidedBy Text
	// Notes are remarks (pending ruling, withdrawn, finalist).
	Notes []Note
}

// Note is a remark on a standings row (or a game: GameNoter) and where it
// is shown.
type Note struct {
	Text  Text
	Where Where
}

// Shown returns the columns shown in w.
func (t Table) Shown(w Where) []int {
	var out []int
	for i, c := range t.Columns {
		if c.Where&w != 0 {
			out = append(out, i)
		}
	}
	return out
}

// NotesIn returns the row's notes shown in w, in language l.
func (r TableRow) NotesIn(w Where, l Lang) []string {
	var out []string
	for _, n := range r.Notes {
		if n.Where&w != 0 {
			out = append(out, n.Text.In(l))
		}
	}
	return out
}
