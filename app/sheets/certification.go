package sheets

import (
	"io"
	"strconv"

	"taikai/tournament"
	"taikai/tournament/othello"
)

func init() {
	registerGameSheets(othello.Kind, Sheet{Key: "certification", Title: tournament.Text{En: "Awards and rank certification", Ja: "表彰・段位認定一覧"}, Render: renderCertification})
}

// renderCertification prints the award and rank-certification list (docs/rules.md
// §2.4): place, name, preliminary wins, the dan, paid or not, and why.
func renderCertification(s *tournament.Service, _ int, opt Options, w io.Writer) error {
	ev, err := s.Event()
	if err != nil {
		return err
	}
	list, err := othello.Of(s).Certification()
	if err != nil {
		return err
	}
	byID, _, err := participantsOf(s)
	if err != nil {
		return err
	}
	d := newDoc(ev, tournament.Text{En: "Awards and rank certification", Ja: "表彰・段位認定一覧"}.In(opt.Lang), opt)
	header := []string{d.say("Place", "順位"), d.say("Name", "氏名"), d.say("Affiliation", "所属"), d.say("Prelim. wins", "予選勝数"),
		d.say("Certified", "認定段位"), d.say("Fee", "費用"), d.say("Basis", "根拠")}
	ws := []float64{14, 46, 28, 18, 20, 14, 46}
	aligns := []string{"C", "L", "L", "R", "C", "C", "L"}
	var rows [][]string
	for _, c := range list {
		if c.Certificate.Dan == 0 && !c.Undecided {
			continue
		}
		place, dan := "", c.Certificate.Japanese()
		if c.Place > 0 {
			place = d.say(strconv.Itoa(c.Place), strconv.Itoa(c.Place)+"位")
		}
		fee := d.say("free", "無料")
		if c.Certificate.Paid {
			fee = d.say("paid", "有料")
		}
		if c.Undecided {
			// A final without a winner: no place, no award until the ruling.
			place, dan, fee = othello.Undecided.In(opt.Lang), othello.Undecided.In(opt.Lang), ""
		}
		p := byID[c.ID]
		rows = append(rows, []string{place, p.Name, p.Club, c.Prelim.String(), dan, fee,
			tournament.Text{En: c.Certificate.Basis.En, Ja: c.Certificate.Basis.Ja}.In(opt.Lang)})
	}
	d.table(header, ws, aligns, rows, 8, 11)
	return d.write(w)
}
