package sheets

import (
	"io"
	"slices"
	"strconv"
	"strings"

	"taikai/tournament"
)

func init() {
	register(Sheet{Key: "players", Title: tournament.Text{En: "Participants", Ja: "参加者名簿"}, Render: renderRoster})
}

// byReading is the event of s and its participants in 五十音 order of their
// readings (those without one after, by name).
func byReading(s *tournament.Service) (tournament.Event, []tournament.Participant, error) {
	ev, err := s.Event()
	if err != nil {
		return ev, nil, err
	}
	ps, err := s.Participants()
	if err != nil {
		return ev, nil, err
	}
	slices.SortStableFunc(ps, compareByReading)
	return ev, ps, nil
}

// renderRoster prints the participants in あいうえお order of their reading
// (name when there is none), as posted at registration for players to find
// themselves.
func renderRoster(s *tournament.Service, _ int, opt Options, w io.Writer) error {
	ev, ps, err := byReading(s)
	if err != nil {
		return err
	}
	d := newDoc(ev, tournament.Text{En: "Participants", Ja: "参加者名簿"}.In(opt.Lang), opt)
	header := []string{"No.", d.say("Name", "氏名"), d.say("Reading", "ふりがな"), d.say("Rank", "段級位"), d.say("Affiliation", "所属"), d.say("Notes", "備考")}
	ws := []float64{14, 52, 42, 18, 30, 30}
	aligns := []string{"R", "L", "L", "C", "L", "L"}
	rows := make([][]string, len(ps))
	for i, p := range ps {
		rank := p.Rank.String()
		if opt.Lang == tournament.Japanese {
			rank = p.Rank.Japanese()
		}
		var notes []string
		for _, f := range p.Flags {
			notes = append(notes, d.say(string(f), f.Japanese()))
		}
		if p.WithdrawnFrom > 0 {
			notes = append(notes, d.say("withdrawn R"+strconv.Itoa(p.WithdrawnFrom), strconv.Itoa(p.WithdrawnFrom)+"回戦から棄権"))
		}
		rows[i] = []string{strconv.Itoa(p.ID), p.Name, p.Reading, rank, p.Club, strings.Join(notes, "・")}
	}
	d.table(header, ws, aligns, rows, 9, 13)
	return d.write(w)
}
