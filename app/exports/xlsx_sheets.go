package exports

import (
	"slices"
	"strconv"
	"strings"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// section is what the workbook shows of a section, read once.
type section struct {
	ev     tournament.Event
	ps     []tournament.Participant
	names  map[int]string
	rounds []tournament.Round
	// swissErr says why the section has no pairings or standings (a game
	// not played in paired rounds: four-player shogi); the sheets say it.
	swissErr error
	st       tournament.Table
	// scoreAfter[k] is every entrant's score after round k (0: before
	// round 1), counting the games with a result.
	scoreAfter []map[int]int
}

// readSection reads the section's event, participants, rounds, scores and
// standings (after the last complete round, as `taikai standings`). The
// standings are made on a goroutine of their own while the names and the
// scores are (each walks every game of the section: issue 40).
func readSection(s *tournament.Service) (*section, error) {
	d := &section{}
	var err error
	if d.ev, err = s.Event(); err != nil {
		return nil, err
	}
	if d.ps, err = s.Participants(); err != nil {
		return nil, err
	}
	if d.rounds, err = s.Rounds(); err != nil {
		return nil, err
	}
	sw, err := d.ev.Swiss()
	if err != nil {
		d.names = tournament.DisplayNames(d.ps)
		d.swissErr = err
		return d, nil
	}
	var stErr error
	done := make(chan struct{})
	go func() {
		defer close(done)
		d.st, stErr = s.Standings(0)
	}()
	d.names = tournament.DisplayNames(d.ps)
	d.scoreAfter, _, err = sw.Scores(d.ev, d.ps, d.rounds)
	<-done
	if stErr != nil {
		return nil, stErr
	}
	if err != nil {
		return nil, err
	}
	return d, nil
}

// participantsHeader is the participants sheet's header: the Japanese
// headers `players import` reads (番号 is read past).
var participantsHeader = []string{"番号", tournament.FieldName.Japanese(), tournament.FieldReading.Japanese(),
	tournament.FieldRank.Japanese(), tournament.FieldBirth.Japanese(), tournament.FieldGender.Japanese(),
	tournament.FieldClub.Japanese(), tournament.FieldFlags.Japanese(), tournament.FieldRating.Japanese()}

// participantsSheet lists the section's people (not a Pair Go pair nor a
// team, which are made of people and are not imported as one) in the
// words a Japanese list uses (三段, 女, 指定選手), which `players import`
// reads back.
func (d *section) participantsSheet() sheet {
	sh := sheet{name: SheetParticipants, header: participantsHeader}
	// The game's own fields (Go's EGD PIN), under the label the import
	// reads as their column.
	fields := tournament.GameParticipantFields(d.ev.Game)
	for _, f := range fields {
		sh.header = append(slices.Clip(sh.header), f.Label.Ja)
	}
	// The status last, read back by the import (a withdrawn player stays
	// withdrawn, issue 38).
	sh.header = append(slices.Clip(sh.header), "状態")
	for _, p := range d.ps {
		if p.IsPair() || teams.IsTeam(p) {
			continue
		}
		flags := ""
		for i, f := range p.Flags {
			if i > 0 {
				flags += "・"
			}
			flags += f.Japanese()
		}
		var rating any = ""
		if p.Rating > 0 {
			rating = p.Rating
		}
		row := []any{p.ID, p.Name, p.Reading, p.Rank.Japanese(), p.Birth, p.Gender.Japanese(), p.Club, flags, rating}
		for _, f := range fields {
			row = append(row, f.Get(p))
		}
		sh.rows = append(sh.rows, append(row, statusJa(p)))
	}
	return sh
}

// noRounds is the one line of a sheet of rounds for a section not played
// in paired rounds.
func (d *section) noRounds(name string) sheet {
	return sheet{name: name, header: []string{"備考"}, rows: [][]any{{tournament.Localize(d.swissErr, tournament.Japanese)}}}
}

// pairingsSheet has every round's games on one sheet, round after round
// (one table that Excel filters and sorts by its 回戦 column, rather than
// a sheet per round): the table, the players as seated, the result in the
// game's Japanese words (黒中押し勝ち), and the handicap in a game played with one (Go). A team
// match's line is followed by its boards' lines.
func (d *section) pairingsSheet() sheet {
	if d.swissErr != nil {
		return d.noRounds(SheetPairings)
	}
	handicaps := false
	for _, r := range d.rounds {
		for _, g := range r.Games {
			handicaps = handicaps || tournament.GameHandicap(d.ev, g) != nil
			for _, b := range teams.Boards(g) {
				handicaps = handicaps || tournament.GameHandicap(d.ev, b.Game) != nil
			}
		}
	}
	hasBoards := !d.ev.Teams().IsZero()
	sh := sheet{name: SheetPairings, header: []string{"回戦", "卓"}}
	if hasBoards {
		sh.header = append(sh.header, "盤")
	}
	sh.header = append(sh.header, "黒（先手）", "白（後手）", "結果")
	if handicaps {
		sh.header = append(sh.header, "手合割")
	}
	line := func(r tournament.Round, table any, board any, g tournament.Game) []any {
		row := []any{r.Number, table}
		if hasBoards {
			row = append(row, board)
		}
		white, result := d.name(g.White), "" // a bye: no one
		if g.Result != nil {
			result = tournament.ResultText(d.ev, g.Result.Text, tournament.Japanese)
		}
		row = append(row, d.name(g.Black), white, result)
		if handicaps {
			hc := ""
			if h := tournament.GameHandicap(d.ev, g); h != nil {
				hc = h.Text.Ja
			}
			row = append(row, hc)
		}
		return row
	}
	for _, r := range d.rounds {
		for _, g := range r.Games {
			var table any = g.Table
			if g.IsBye() {
				table = ""
			}
			sh.rows = append(sh.rows, line(r, table, "", g))
			for k, b := range teams.Boards(g) {
				sh.rows = append(sh.rows, line(r, table, k+1, b.Game))
			}
		}
	}
	return sh
}

// name is how the workbook names participant id (the arbiter's side of
// a 審判対局 too).
func (d *section) name(id int) string {
	if id == tournament.ArbiterID {
		return tournament.ArbiterName
	}
	return d.names[id]
}

// standingsSheet is `taikai standings`: the place (順位, ties sharing
// it), the name, the game's columns (score and tiebreaks) under their
// Japanese headers, the number and the notes.
func (d *section) standingsSheet() sheet {
	if d.swissErr != nil {
		return d.noRounds(SheetStandings)
	}
	cols := d.st.Shown(tournament.OnCLI)
	sh := sheet{name: SheetStandings, header: []string{"順位", "氏名"}}
	if !d.ev.Teams().IsZero() {
		sh.header[1] = "チーム"
	}
	for _, c := range cols {
		sh.header = append(sh.header, d.st.Columns[c].Label.Ja)
	}
	sh.header = append(sh.header, "番号", "備考")
	for _, r := range d.st.Rows {
		row := []any{r.Rank, d.name(r.ID)}
		for _, c := range cols {
			cell := ""
			if c < len(r.Cells) {
				cell = r.Cells[c]
			}
			row = append(row, number(cell))
		}
		notes := ""
		for i, n := range r.NotesIn(tournament.OnCLI, tournament.Japanese) {
			if i > 0 {
				notes += "；"
			}
			notes += n
		}
		sh.rows = append(sh.rows, append(row, r.ID, notes))
	}
	return sh
}

// number is cell as a number when it is one (3, 2.5, -1), else the text
// (1勝0敗0分): Excel then sorts and adds the numbers.
func number(cell string) any {
	if n, err := strconv.Atoi(cell); err == nil && strconv.Itoa(n) == cell {
		return n
	}
	if f, err := strconv.ParseFloat(cell, 64); err == nil && strconv.FormatFloat(f, 'f', -1, 64) == cell {
		return f
	}
	return cell
}

// statusJa is a participant's status as the workbook writes it and the
// import reads it: 出場, 3回戦から参加, 4回戦から棄権.
func statusJa(p tournament.Participant) string {
	var parts []string
	if p.FirstRound > 1 {
		parts = append(parts, strconv.Itoa(p.FirstRound)+"回戦から参加")
	}
	if p.WithdrawnFrom > 0 {
		parts = append(parts, strconv.Itoa(p.WithdrawnFrom)+"回戦から棄権")
	}
	if len(parts) == 0 {
		return "出場"
	}
	return strings.Join(parts, "、")
}
