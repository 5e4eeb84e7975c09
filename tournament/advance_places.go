package tournament

// SourcePlace is one entrant of a finished section as the next section
// takes it: its place (in its group, for a league), how many share that
// place with it, and whether its format marks it as advancing.
type SourcePlace struct {
	ID, Place, Group, Order int
	Shared                  int
	Advancing               bool
}

// FinalStandings are a finished section's places for the next section;
// advancingTies name the ties its format leaves at the advancing cut.
type FinalStandings struct {
	Places        []SourcePlace
	MarksAdvance  bool
	AdvancingTies []Text
	// Ties are those the format leaves open beyond shared places (a
	// league's best of the rest level across groups).
	Ties []OpenTie
}

// FinalPlacer is a format that reads its own finished standings for the
// next section (a league by group, a stage that marks who qualified);
// the others give their standings table's ranks.
type FinalPlacer interface {
	FinalPlaces(ev Event, sec Section, ps []Participant, rs []Round) (FinalStandings, error)
}

// notFinished refuses to take entrants from section src before its end.
func notFinished(src Section, why Text) error {
	return newProblem(ErrInvalidInput, "section %s is not finished (%s): its entrants go on once every result is in",
		"部門 %s はまだ終わっていません（%s）。全結果が入ってから進出者を決めます", src.Label(), why)
}

// takePlaces returns the entrants section src gives for want, in the
// source's standings order: refused before the source is finished, when a
// tie falls on the cut (the arbiter decides it first), or when a place
// taken is held by a player who withdrew.
func takePlaces(r Reader, src Section, want SectionSource) ([]SourcePlace, error) {
	fs, ps, last, err := finishedPlaces(r, src)
	if err != nil {
		return nil, err
	}
	names := DisplayNames(ps)
	var out []SourcePlace
	for _, sp := range fs.Places {
		in := sp.Advancing
		if !want.Advancing {
			in = sp.Place >= want.From && sp.Place <= want.To
			// A tie whose shared places cross the cut: the arbiter's
			// playoff or lot decides who takes the place first.
			end := sp.Place + sp.Shared - 1
			if sp.Shared > 1 && (sp.Place < want.From && end >= want.From || sp.Place <= want.To && end > want.To) {
				return nil, newProblem(ErrInvalidInput, "a tie falls on the cut of places %s: %s shares place %d%s with %d other(s); decide it by playoff or lot first",
					"%[1]s位の境目に同順位があります：%[2]s は%[3]s%[4]d位で %[5]d 人と並んでいます。先に決定戦か抽選で決めてください",
					want.Places(), names[sp.ID], sp.Place, groupNote(sp.Group), sp.Shared-1)
			}
		}
		if !in {
			continue
		}
		out = append(out, sp)
	}
	if want.Advancing {
		if !fs.MarksAdvance {
			return nil, newProblem(ErrInvalidInput, "section %s (%s) marks no one as advancing: take places instead (--places 1-4)",
				"部門 %s（%s）には通過者の区別がありません。順位で指定してください（--places 1-4）", src.Label(), src.Format.Name())
		}
		if len(fs.AdvancingTies) > 0 {
			t := fs.AdvancingTies[0]
			return nil, newProblem(ErrInvalidInput, "a tie falls on the advancing cut of section %s: %s; decide it by playoff or lot first",
				"部門 %s の通過の境目に同成績があります：%s。先に決定戦か抽選で決めてください", src.Label(), t)
		}
	}
	byID := make(map[int]Participant, len(ps))
	for _, p := range ps {
		byID[p.ID] = p
	}
	for _, sp := range out {
		if WithdrawnBy(byID[sp.ID], last) {
			return nil, newProblem(ErrInvalidInput, "%s, place %d%s of section %s, has withdrawn: the arbiter decides who takes the place",
				"部門 %[4]s の%[3]s%[2]d位 %[1]s は棄権しています。この枠に誰が入るかを審判員が決めてください", names[sp.ID], sp.Place, groupNote(sp.Group), src.Label())
		}
	}
	if len(out) == 0 {
		return nil, newProblem(ErrInvalidInput, "section %s has no one at places %s", "部門 %s には %s位の参加者がいません", src.Label(), want.Places())
	}
	return out, nil
}

// groupNote is " in group A" (A組) for a league place, else nothing.
func groupNote(group int) Text {
	if group == 0 {
		return Text{}
	}
	g := LeagueGroupName(group - 1)
	return Text{En: " in group " + g, Ja: g + "組"}
}

// tablePlaces are the places of a format's (or the game's) standings
// table after round last: each row's rank, shared by the rows of one rank.
func tablePlaces(ev Event, ps []Participant, rs []Round, last int) (FinalStandings, error) {
	sw, err := ev.Swiss()
	if err != nil {
		return FinalStandings{}, err
	}
	t, err := standingsOf(ev, sw, ps, rs, last)
	if err != nil {
		return FinalStandings{}, err
	}
	count := map[int]int{}
	for _, row := range t.Rows {
		count[row.Rank]++
	}
	var fs FinalStandings
	for _, row := range t.Rows {
		fs.Places = append(fs.Places, SourcePlace{ID: row.ID, Place: row.Rank, Order: row.Place, Shared: count[row.Rank]})
	}
	return fs, nil
}
