package tournament

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// Award is a place a section awards (表彰): the place (1 for the winner),
// the group of a league (0 for none), and the participant; Shared marks a
// place held by several (同順位).
type Award struct {
	Place, Group, ID int
	Shared           bool
	// Table is the table (卓) of a game placed by tables (四人将棋's last
	// stage of several tables), "" otherwise.
	Table string
}

// Title is the award as a certificate names it: 優勝, 準優勝, 第3位, and
// the group before it in a league (A組 優勝).
func (a Award) Title() Text {
	var t Text
	switch a.Place {
	case 1:
		t = Text{En: "Winner", Ja: "優勝"}
	case 2:
		t = Text{En: "Runner-up", Ja: "準優勝"}
	default:
		t = Text{En: ordinalEn(a.Place) + " place", Ja: fmt.Sprintf("第%d位", a.Place)}
	}
	if a.Group > 0 {
		g := LeagueGroupName(a.Group - 1)
		t = Text{En: "Group " + g + " " + t.En, Ja: g + "組 " + t.Ja}
	}
	if a.Table != "" {
		t = Text{En: "Table " + a.Table + " " + t.En, Ja: a.Table + "卓 " + t.Ja}
	}
	return t
}

func ordinalEn(n int) string {
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return fmt.Sprintf("%dth", n)
	case n%10 == 1:
		return fmt.Sprintf("%dst", n)
	case n%10 == 2:
		return fmt.Sprintf("%dnd", n)
	case n%10 == 3:
		return fmt.Sprintf("%drd", n)
	}
	return fmt.Sprintf("%dth", n)
}

// AwardPlacer is a game whose places come from rounds of its own (Othello:
// the final and the playoff) in a Swiss section.
type AwardPlacer interface {
	AwardPlaces(ev Event, ps []Participant, rs []Round) ([]Award, error)
}

// RecordsAwarder is a game whose places come from records of its own, not
// from paired rounds (四人将棋: the tables of its last stage).
type RecordsAwarder interface {
	RecordAwards(r Reader, ev Event) ([]Award, error)
}

// Awards are the section's places 1 to top (a league's in each group), for
// the award list and the certificates (賞状): by the game's own final where
// it has one, else by the format's places (a knockout's 優勝, 準優勝, 3位; a
// league's by group), else by the standings after the last complete round;
// refused while a round waits for results.
func (s *Service) Awards(top int) ([]Award, error) {
	var out []Award
	err := s.store.View(func(r Reader) error {
		ev, ps, rs, err := readAll(r)
		if err != nil {
			return err
		}
		if d, err := ev.Discipline(); err == nil {
			if ra, ok := d.(RecordsAwarder); ok {
				all, err := ra.RecordAwards(r, ev)
				for _, a := range all {
					if a.Place <= top {
						out = append(out, a)
					}
				}
				return err
			}
		}
		if len(rs) == 0 {
			return newProblem(ErrInvalidInput, "no round has been played yet: the awards come from the results", "まだ対局がありません。表彰は結果から決まります")
		}
		if missing := rs[len(rs)-1].Missing(); len(missing) > 0 {
			return newProblem(ErrInvalidInput, "round %d still waits for results at tables %s: the awards come once every result is in",
				"%d 回戦の結果がまだです（卓 %s）。表彰は全結果が入ってから決まります", rs[len(rs)-1].Number, tablesList(missing))
		}
		sec, inSec := ev.InSection()
		swiss := !inSec || sec.Format.Of() == FormatSwiss
		if d, err := ev.Discipline(); err == nil && swiss {
			if ap, ok := d.(AwardPlacer); ok {
				all, err := ap.AwardPlaces(ev, ps, rs)
				for _, a := range all {
					if a.Place <= top {
						out = append(out, a)
					}
				}
				return err
			}
		}
		var fs FinalStandings
		byOrder := false // the standings' place, ties decided to the lot
		if p, ok := policyOf(sec.Format.Of()); ok && inSec && !swiss {
			if pp, ok := p.(FinalPlacer); ok {
				fs, err = pp.FinalPlaces(ev, sec, ps, rs)
			} else {
				fs, err = tablePlaces(ev, ps, rs, len(rs))
			}
		} else {
			fs, err = tablePlaces(ev, ps, rs, CompleteRounds(rs))
			byOrder = true
		}
		if err != nil {
			return err
		}
		for _, sp := range fs.Places {
			a := Award{Place: sp.Place, Group: sp.Group, ID: sp.ID, Shared: sp.Shared > 1}
			if byOrder && sp.Order > 0 {
				// A Swiss's order goes down to the lot (抽選): one place
				// each, as the standings' 順位 column.
				a.Place, a.Shared = sp.Order, false
			}
			if a.Place >= 1 && a.Place <= top {
				out = append(out, a)
			}
		}
		return nil
	})
	slices.SortStableFunc(out, func(a, b Award) int {
		if a.Group != b.Group {
			return a.Group - b.Group
		}
		if a.Table != b.Table { // A … Z, AA …: the shorter name first
			return cmp.Or(len(a.Table)-len(b.Table), strings.Compare(a.Table, b.Table))
		}
		return a.Place - b.Place
	})
	return out, err
}
