package seating

// Seats is the number of seats at a four-player shogi table (卓).
const Seats = 4

// CPU is the ID in Table.Seats of a seat held by a CPU substitute
// (CPU代指し). Player IDs must differ from it.
const CPU = -1

// TableName returns the name of the i-th table (卓), counting from 0: A … Z,
// then AA, AB … AZ, BA …, as spreadsheet columns are named. It returns ""
// for a negative i.
func TableName(i int) string {
	if i < 0 {
		return ""
	}
	var b []byte
	for i++; i > 0; i = (i - 1) / 26 {
		b = append([]byte{byte('A' + (i-1)%26)}, b...)
	}
	return string(b)
}

// Table is one table (卓) of a stage.
type Table struct {
	// Name is the table's name from TableName: A, B, C …
	Name string
	// Seats are the player IDs in seat order, clockwise; seat 0 moves first
	// in game 1 and is its parent (親). CPU marks a CPU代指し seat.
	Seats [Seats]int
	// Strength is the sum of the strengths of the people at the table.
	Strength int
	// Repeats are the pairs at this table who already shared a table in an
	// earlier stage (再戦); empty when the seating avoided them all.
	Repeats []Pair
}

// People returns the IDs of the people at the table in seat order, without
// the CPU seats.
func (t Table) People() []int {
	people := make([]int, 0, Seats)
	for _, id := range t.Seats {
		if id != CPU {
			people = append(people, id)
		}
	}
	return people
}

// CPUs returns the number of seats held by CPU substitutes (CPU代指し).
func (t Table) CPUs() int { return Seats - len(t.People()) }
