package teams

import (
	"fmt"
	"slices"
	"strconv"
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
	inTeam := map[int]string{} // a registered player's team
	for _, t := range Teams(ps) {
		taken[tournament.NameKey(t.Name)] = true
		for _, id := range append(slices.Clone(t.Boards), t.Reserves...) {
			inTeam[id] = t.Name
		}
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
		case len(f.Players) > rules.Boards || len(f.Players) < rules.MinPlayers():
			return nil, where(tournament.Tr("team %s has %d players in board order; the section's teams have %d boards and play with %d at least (欠員: the empty boards are lost by default)",
				"チーム %s の選手は %d 人です。この部門は %d 人制で、%d 人以上なら欠員のまま出場できます（空いた盤は不戦敗）",
				name, len(f.Players), rules.Boards, rules.MinPlayers()))
		}
		taken[tournament.NameKey(name)] = true
		team := tournament.Participant{Name: name, Club: tournament.CleanText(f.Club), FirstRound: late}
		var rec record
		add := func(pf tournament.ParticipantForm, k int, reserve bool) error {
			what := boardName(k)
			if reserve {
				what = tournament.Text{En: "reserve", Ja: "補欠"}
			}
			// A registered participant named (or numbered) is that
			// participant, not a new one of the same name (issue 38).
			if id, ok, perr := registered(ps, inTeam, pf); perr != nil {
				return where(tournament.Tr("team %s, %s: %s", "チーム %s の%s：%s", name, what, *perr))
			} else if ok {
				if slices.Contains(rec.Boards, id) || slices.Contains(rec.Reserves, id) {
					return where(tournament.Tr("team %s, %s: #%d is already in the team", "チーム %s の%s：#%d はすでにこのチームにいます", name, what, id))
				}
				inTeam[id] = name
				if reserve {
					rec.Reserves = append(rec.Reserves, id)
				} else {
					rec.Boards = append(rec.Boards, id)
				}
				return nil
			}
			if strings.TrimSpace(pf[tournament.FieldClub]) == "" && team.Club != "" {
				pf = copyForm(pf)
				pf[tournament.FieldClub] = team.Club
			}
			p, probs := pf.Parse(s.Now())
			if len(probs) > 0 {
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

// registered finds the registered participant a team form names: by its
// number (#12 or 12) or by its name alone, among the section's people who
// are no team; ok is false when the form names nobody registered (a new
// player). An ambiguous name, a number of no person, or a player already in
// another team is refused with what to write.
func registered(ps []tournament.Participant, inTeam map[int]string, pf tournament.ParticipantForm) (int, bool, *tournament.Text) {
	name := strings.TrimSpace(pf[tournament.FieldName])
	person := func(p tournament.Participant) bool { _, team := TeamOf(p); return !team && len(p.Members) == 0 }
	check := func(p tournament.Participant) (int, bool, *tournament.Text) {
		if t, ok := inTeam[p.ID]; ok {
			msg := tournament.Tr("#%d %s already plays for team %s", "#%d %s はすでにチーム %s の選手です", p.ID, p.Name, t)
			return 0, false, &msg
		}
		return p.ID, true, nil
	}
	if n, err := strconv.Atoi(strings.TrimPrefix(name, "#")); err == nil {
		for _, p := range ps {
			if p.ID == n && person(p) {
				return check(p)
			}
		}
		msg := tournament.Tr("no registered player is #%d", "#%d の選手は登録されていません", n)
		return 0, false, &msg
	}
	var found []tournament.Participant
	for _, p := range ps {
		if person(p) && tournament.NameKey(p.Name) == tournament.NameKey(name) {
			found = append(found, p)
		}
	}
	switch len(found) {
	case 0:
		return 0, false, nil
	case 1:
		return check(found[0])
	}
	var cands []string
	for _, p := range found {
		c := fmt.Sprintf("#%d %s", p.ID, p.Name)
		if p.Club != "" {
			c += "（" + p.Club + "）"
		}
		cands = append(cands, c)
	}
	msg := tournament.Tr("%d registered players are called %s (%s): write the number of the one meant (#12)", "%s という選手は %d 人います（%s）。どの人か番号（#12 など）で書いてください",
		len(found), name, strings.Join(cands, ", "))
	msg.Ja = fmt.Sprintf("%s という選手は %d 人います（%s）。どの人か番号（#12 など）で書いてください", name, len(found), strings.Join(cands, "、"))
	return 0, false, &msg
}
