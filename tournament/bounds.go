package tournament

// The bounds of the numbers an event holds, whichever way they come in
// (typed, a CSV of games, an imported event): a round or a stage is at
// most MaxRound, a table (an Othello event of 5,000 participants has
// 2,500) at most MaxTable, a participant's ID at most MaxParticipantID.
const (
	MaxRound         = 999
	MaxTable         = 9999
	MaxParticipantID = 999_999
)

// RecordChecker is a discipline that keeps records of its own (the stages
// of a four-player shogi event): CheckRecords checks them as a whole when
// an event is imported, as typing them would have (every participant they
// name is one of ps, every number in bounds, every game through the rules
// of ev), and says what is wrong.
type RecordChecker interface {
	CheckRecords(ev Event, ps []Participant, records []ExportRecord) error
}
