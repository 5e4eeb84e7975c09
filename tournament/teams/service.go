package teams

import (
	"fmt"
	"slices"
	"strings"

	"taikai/tournament"
)

// Form is a team as the arbiter registers it: its name and club, its
// players in board order (the section's number of boards) and its
// reserves (補欠). A player's club defaults to the team's.
type Form struct {
	Name, Club string
	Players    []tournament.ParticipantForm
	Reserves   []tournament.ParticipantForm
}

// rulesOf returns the team rules of the section s is, refused for a
// section of individuals.
func rulesOf(ev tournament.Event) (tournament.TeamRules, error) {
	t := ev.Teams()
	if t.IsZero() {
		label := "this section"
		if sec, ok := ev.InSection(); ok {
			label = sec.Label()
		}
		return t, tournament.NewProblem(tournament.ErrInvalidInput, "%s is not a team event (`taikai section add … --team-boards N`)", "%s は団体戦の部門ではありません（`taikai section add … --team-boards N`）", label)
	}
	return t, nil
}

// Add registers team f in the section of s, its players and reserves with
// it, in one logged change. A team added once round 1 is paired enters
// from the next round, as a late entry does.
func Add(s *tournament.Service, f Form) (Team, error) {
	var out []Team
	err := s.UpdateText("teams.add", func(w tournament.Writer) (tournament.Text, error) {
		var err error
		out, err = addTeams(s, w, []Form{f}, nil)
		if err != nil {
			return tournament.Text{}, err
		}
		t := out[0]
		return tournament.Text{En: "added team " + describe(t),
			Ja: fmt.Sprintf("チーム #%d %s を追加（選手 %d 人、補欠 %d 人）", t.ID, t.Name, len(t.Boards), len(t.Reserves))}, nil
	})
	if err != nil {
		return Team{}, err
	}
	return out[0], nil
}

// addTeams registers teams fs in transaction w; lines (when given) name
// the CSV line of each form's problems.
func addTeams(s *tournament.Service, w tournament.Writer, fs []Form, lines []int) ([]Team, error) {
	ev, err := w.Event()
	if err != nil {
		return nil, err
	}
	rules, err := rulesOf(ev)
	if err != nil {
		return nil, err
	}
	ps, err := w.Participants()
	if err != nil {
		return nil, err
	}
	if len(ps)+len(fs)*(rules.Boards+1) > tournament.MaxParticipants {
		return nil, tournament.NewProblem(tournament.ErrInvalidInput, "an event has at most %d participants", "1つの大会の参加者は %d 人までです", tournament.MaxParticipants)
	}
	late, err := tournament.LateEntryRound(w)
	if err != nil {
		return nil, err
	}
	taken := map[string]bool{}
	for _, t := range Teams(ps) {
		taken[tournament.NameKey(t.Name)] = true
	}
	var out []Team
	for i, f := range fs {
		where := func(t tournament.Text) error {
			if lines == nil {
				return &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: t}
			}
			return &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Tr("line %d: %s", "%d 行目：%s", lines[i], t)}
		}
		name := tournament.CleanText(f.Name)
		switch {
		case name == "":
			return nil, where(tournament.Text{En: "the team has no name", Ja: "チーム名がありません"})
		case taken[tournament.NameKey(name)]:
			return nil, where(tournament.Tr("the section already has a team %s", "チーム %s はすでに登録されています", name))
		case len(f.Players) != rules.Boards:
			return nil, where(tournament.Tr("team %s has %d players in board order; the section's teams have %d boards", "チーム %s の選手は %d 人です。この部門は %d 人制です",
				name, len(f.Players), rules.Boards))
		}
		taken[tournament.NameKey(name)] = true
		team := tournament.Participant{Name: name, Club: tournament.CleanText(f.Club), FirstRound: late}
		var rec record
		add := func(pf tournament.ParticipantForm, k int, reserve bool) error {
			if strings.TrimSpace(pf[tournament.FieldClub]) == "" && team.Club != "" {
				pf = copyForm(pf)
				pf[tournament.FieldClub] = team.Club
			}
			p, probs := pf.Parse(s.Now())
			if len(probs) > 0 {
				what := boardName(k)
				if reserve {
					what = tournament.Text{En: "reserve", Ja: "補欠"}
				}
				return where(tournament.Tr("team %s, %s: %s", "チーム %s の%s：%s", name, what, problemsText(probs)))
			}
			p.FirstRound = late
			if err := w.PutParticipant(&p); err != nil {
				return err
			}
			if reserve {
				rec.Reserves = append(rec.Reserves, p.ID)
			} else {
				rec.Boards = append(rec.Boards, p.ID)
			}
			return nil
		}
		for k, pf := range f.Players {
			if err := add(pf, k, false); err != nil {
				return nil, err
			}
		}
		for _, pf := range f.Reserves {
			if err := add(pf, 0, true); err != nil {
				return nil, err
			}
		}
		if team, err = withRecord(team, rec); err != nil {
			return nil, err
		}
		if err := w.PutParticipant(&team); err != nil {
			return nil, err
		}
		for _, id := range append(slices.Clone(rec.Boards), rec.Reserves...) {
			if err := setTeam(w, id, team.ID); err != nil {
				return nil, err
			}
		}
		t, _ := TeamOf(team)
		out = append(out, t)
	}
	return out, nil
}

// setTeam records that player id plays for team.
func setTeam(w tournament.Writer, id, team int) error {
	ps, err := w.Participants()
	if err != nil {
		return err
	}
	i := slices.IndexFunc(ps, func(p tournament.Participant) bool { return p.ID == id })
	if i < 0 {
		return tournament.NewProblem(tournament.ErrNotFound, "no participant #%d", "参加者 #%d はいません", id)
	}
	p, err := withRecord(ps[i], record{Team: team})
	if err != nil {
		return err
	}
	return w.PutParticipant(&p)
}

// copyForm copies a form.
func copyForm(f tournament.ParticipantForm) tournament.ParticipantForm {
	out := tournament.ParticipantForm{}
	for k, v := range f {
		out[k] = v
	}
	return out
}

// problemsText joins a form's problems.
func problemsText(probs []tournament.FieldProblem) tournament.Text {
	var en, ja []string
	for _, p := range probs {
		en = append(en, p.Text.En)
		ja = append(ja, p.Text.Ja)
	}
	return tournament.Text{En: strings.Join(en, "; "), Ja: strings.Join(ja, "、")}
}

// describe is a team as the log says it: "#12 東京銀行 (3 players, 1 reserve)".
func describe(t Team) string {
	return fmt.Sprintf("#%d %s (%d players, %d reserves)", t.ID, t.Name, len(t.Boards), len(t.Reserves))
}
