package tournament

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
)

// Venue is the whole event of a file as the venue runs it: its sections,
// each with its Service over its SectionStore (sharing one undo history),
// and the services that span them: adding sections, moving a participant,
// finding a card's game by the venue's table number, pairing every section
// at once.
type Venue struct {
	base Store
	opts []Option
	// root is the Service over the whole event: venue-wide changes.
	root *Service
	mu   sync.Mutex
	// services are the sections' Services by section ID, made when first
	// asked for.
	services map[int]*Service
}

// NewVenue returns the venue of the event in store.
func NewVenue(store Store, opts ...Option) *Venue {
	base := BaseStore(store)
	root := NewService(base, opts...)
	return &Venue{base: base, opts: opts, root: root, services: map[int]*Service{}}
}

// Store returns the store of the whole event.
func (v *Venue) Store() Store { return v.base }

// Root returns the Service over the whole event (the event header, the
// audit log, venue-wide changes).
func (v *Venue) Root() *Service { return v.root }

// Sections returns the event's sections in ID order.
func (v *Venue) Sections() ([]Section, error) {
	ev, err := v.root.Event()
	if err != nil {
		return nil, err
	}
	return ev.SectionList(), nil
}

// Service returns the Service of section id.
func (v *Venue) Service(id int) *Service {
	v.mu.Lock()
	defer v.mu.Unlock()
	if s, ok := v.services[id]; ok {
		return s
	}
	s := NewService(SectionStore(v.base, id), append(slices.Clone(v.opts), WithHistoryOf(v.root))...)
	v.services[id] = s
	return s
}

// Section returns the section named by key or name and its Service; an
// empty name means the event's only section, and is refused with the list
// when the event has several (or none).
func (v *Venue) Section(name string) (Section, *Service, error) {
	ev, err := v.root.Event()
	if err != nil {
		return Section{}, nil, err
	}
	list := ev.SectionList()
	var sec Section
	switch {
	case strings.TrimSpace(name) != "":
		if sec, err = ev.FindSection(name); err != nil {
			return Section{}, nil, err
		}
	case len(list) == 1:
		sec = list[0]
	case len(list) == 0:
		return Section{}, nil, newProblem(ErrInvalidInput, "the event has no section yet: add one (taikai section add FILE KEY --name NAME --game GAME)",
			"この大会にはまだ部門がありません。部門を追加してください（taikai section add FILE キー --name 名前 --game 競技）")
	default:
		return Section{}, nil, newProblem(ErrInvalidInput, "the event has %d sections: name one with --section (%s)",
			"この大会には %d 部門あります。--section で部門を指定してください（%s）", len(list), sectionNames(list))
	}
	return sec, v.Service(sec.ID), nil
}

// SectionForm is what the arbiter types to add a section or change one.
type SectionForm struct {
	Key, Name, Game string
	// Tables is the venue table range as typed ("21-45"); empty: none yet.
	Tables string
	// Ranks is the band of ranks the section takes at registration as
	// typed ("3d-", 三段以上, 初段〜二段); empty: none.
	Ranks string
	// Ratings is the band of ratings it takes at registration as typed
	// ("1800-", 1800以上, 1500〜1799); empty: none.
	Ratings string
	// Format is how its entrants meet as typed (swiss, roundrobin,
	// 総当たり); empty: Swiss when added, unchanged when edited. Options
	// are the format's parameters (group size, advance, third place …).
	Format  string
	Options FormatOptions
	// From and Places are where the entrants come from as typed: another
	// section (key or name) and its places ("1-2", 通過); empty: they
	// register here. EditSection reads them only with SetSource: then
	// one left empty keeps the source's, and From "-" (なし) takes the
	// source away.
	From, Places string
	SetSource    bool
	// Settings are KEY=VALUE changes to the game's defaults.
	Settings map[string]string
	// TeamBoards makes the section a team event (団体戦) of teams of that
	// many boards (2–7), with MatchPoints as typed ("2/1/0"; empty: the
	// default) and OrderChanges letting the board order change after
	// round 1; 0: individuals. Read by AddSection only.
	TeamBoards   int
	MatchPoints  string
	OrderChanges bool
}

// AddSection adds a section to the event in one logged change. The event's
// first section is section 0 (kept where a file of one section keeps its
// game), the others numbered after the highest ever given.
func (v *Venue) AddSection(f SectionForm) (Section, error) {
	var out Section
	err := v.root.updateText("section.add", func(w Writer) (Text, error) {
		ev, err := w.Event()
		if err != nil {
			return Text{}, err
		}
		key, err := checkSectionKey(f.Key)
		if err != nil {
			return Text{}, err
		}
		list := ev.SectionList()
		for _, s := range list {
			if strings.EqualFold(s.Key, key) {
				return Text{}, newProblem(ErrInvalidInput, "the event already has a section %s", "部門のキー %s はすでに使われています", s.Key)
			}
		}
		name, _, err := checkEventText(orKey(f.Name, key), "")
		if err != nil {
			return Text{}, err
		}
		for _, s := range list {
			if s.Name == name {
				return Text{}, newProblem(ErrInvalidInput, "the event already has a section named %s", "部門「%s」はすでにあります", name)
			}
		}
		g, err := ParseGameKind(f.Game)
		if err != nil {
			return Text{}, err
		}
		settings, err := ValidateSettings(g, nil, f.Settings)
		if err != nil {
			return Text{}, err
		}
		if _, given := settings[SettingSeed]; !given {
			settings[SettingSeed] = newSeed(v.root.now())
		}
		out = Section{Key: key, Name: name, Game: g, Settings: settings}
		if strings.TrimSpace(f.Tables) != "" {
			if out.Tables, err = ParseTableRange(f.Tables); err != nil {
				return Text{}, err
			}
			if o, clash := tablesClash(list, -1, out.Tables); clash {
				return Text{}, newProblem(ErrInvalidInput, "the tables %s overlap those of section %s (%s)", "卓番号 %s は部門 %s の卓番号（%s）と重なります", out.Tables, o.Label(), o.Tables)
			}
		}
		kind, err := ParseFormat(f.Format)
		if err != nil {
			return Text{}, err
		}
		if out.Format, err = NewFormat(kind, f.Options); err != nil {
			return Text{}, err
		}
		if out.Source, err = newSource(list, key, g, f.From, f.Places); err != nil {
			return Text{}, err
		}
		if f.TeamBoards != 0 || strings.TrimSpace(f.MatchPoints) != "" || f.OrderChanges {
			if out.Teams, err = NewTeamRules(f.TeamBoards, f.MatchPoints, f.OrderChanges); err != nil {
				return Text{}, err
			}
			if _, err := (Event{Game: g, scope: &out}).Swiss(); err != nil {
				return Text{}, err
			}
			if !out.Source.IsZero() {
				return Text{}, newProblem(ErrInvalidInput, "a team section registers its teams: it takes no entrants from another section", "団体戦の部門はチームを登録します。ほかの部門からの進出者は取りません")
			}
		}
		if strings.TrimSpace(f.Ranks) != "" {
			if out.Ranks, err = ParseRankBand(f.Ranks); err != nil {
				return Text{}, err
			}
			if o, clash := bandsClash(list, -1, out.Ranks); clash {
				return Text{}, newProblem(ErrInvalidInput, "the ranks %s overlap those of section %s (%s)", "段級位 %s は部門 %s の段級位（%s）と重なります", out.Ranks, o.Label(), o.Ranks)
			}
		}
		if strings.TrimSpace(f.Ratings) != "" {
			if out.Ratings, err = parseRatingsOf(list, -1, f.Ratings); err != nil {
				return Text{}, err
			}
		}
		// A file of one section made before sections: its section 0 gets
		// its key now, so that both are listed, and the tables it uses, so
		// that the new section's never collide with them.
		if len(ev.Sections) == 0 && ev.Game != "" {
			first := Section{ID: 0, Key: DefaultSectionKey}
			if first.Tables, err = tablesInUse(w, 0); err != nil {
				return Text{}, err
			}
			ev.Sections = []Section{first}
		}
		switch {
		case len(list) == 0 && len(ev.Sections) == 0:
			// The event's first section lives in the event's own fields.
			out.ID = 0
			ev.Game, ev.Settings = g, settings
			ev.Sections = []Section{{ID: 0, Key: out.Key, Name: out.Name, Tables: out.Tables, Ranks: out.Ranks, Ratings: out.Ratings, Format: out.Format, Teams: out.Teams}}
		default:
			for _, s := range ev.Sections {
				out.ID = max(out.ID, s.ID+1)
			}
			ev.Sections = append(slices.Clone(ev.Sections), out)
		}
		if err := w.PutEvent(ev); err != nil {
			return Text{}, err
		}
		return Text{
			En: fmt.Sprintf("section %s \"%s\" added: %s, %s%s%s%s%s%s", out.Key, out.Name, g, kind.Name().En, teamsNote(out.Teams, false), tablesNote(out.Tables, false), bandNote(out.Ranks), ratingNote(out.Ratings), sourceNote(ev, out.Source).En),
			Ja: fmt.Sprintf("部門 %s「%s」を追加: %s、%s%s%s%s%s%s", out.Key, out.Name, g.Japanese(), kind.Name().Ja, teamsNote(out.Teams, true), tablesNote(out.Tables, true), bandNote(out.Ranks), ratingNote(out.Ratings), sourceNote(ev, out.Source).Ja),
		}, nil
	})
	return out, err
}

func orKey(name, key string) string {
	if strings.TrimSpace(name) == "" {
		return key
	}
	return name
}

func tablesNote(r TableRange, ja bool) string {
	switch {
	case r.IsZero():
		return ""
	case ja:
		return fmt.Sprintf("、卓 %s", r)
	default:
		return fmt.Sprintf(", tables %s", r)
	}
}

// bandsClash returns the section other than id whose ranks overlap b.
func bandsClash(list []Section, id int, b RankBand) (Section, bool) {
	for _, s := range list {
		if s.ID != id && s.Ranks.Overlaps(b) {
			return s, true
		}
	}
	return Section{}, false
}

// tablesClash returns the section other than id whose range overlaps r.
func tablesClash(list []Section, id int, r TableRange) (Section, bool) {
	for _, s := range list {
		if s.ID != id && s.Tables.Overlaps(r) {
			return s, true
		}
	}
	return Section{}, false
}

// EditSection changes a section's name or venue table range (fields left
// empty stay as they are). A range must hold the tables of the section's
// rounds already paired and overlap no other section's.
func (v *Venue) EditSection(key string, f SectionForm) (Section, error) {
	var out Section
	err := v.root.updateText("section.edit", func(w Writer) (Text, error) {
		ev, sec, err := storedSection(w, key)
		if err != nil {
			return Text{}, err
		}
		before := sec
		if strings.TrimSpace(f.Name) != "" {
			if sec.Name, _, err = checkEventText(f.Name, ""); err != nil {
				return Text{}, err
			}
		}
		if strings.TrimSpace(f.Tables) != "" {
			if sec.Tables, err = ParseTableRange(f.Tables); err != nil {
				return Text{}, err
			}
			if o, clash := tablesClash(ev.SectionList(), sec.ID, sec.Tables); clash {
				return Text{}, newProblem(ErrInvalidInput, "the tables %s overlap those of section %s (%s)", "卓番号 %s は部門 %s の卓番号（%s）と重なります", sec.Tables, o.Label(), o.Tables)
			}
			if err := checkTablesInPlay(w, ev, sec); err != nil {
				return Text{}, err
			}
		}
		if strings.TrimSpace(f.Ranks) != "" {
			if sec.Ranks, err = ParseRankBand(f.Ranks); err != nil {
				return Text{}, err
			}
			if o, clash := bandsClash(ev.SectionList(), sec.ID, sec.Ranks); clash {
				return Text{}, newProblem(ErrInvalidInput, "the ranks %s overlap those of section %s (%s)", "段級位 %s は部門 %s の段級位（%s）と重なります", sec.Ranks, o.Label(), o.Ranks)
			}
		}
		if strings.TrimSpace(f.Ratings) != "" {
			if sec.Ratings, err = parseRatingsOf(ev.SectionList(), sec.ID, f.Ratings); err != nil {
				return Text{}, err
			}
		}
		if strings.TrimSpace(f.Format) != "" || len(f.Options) > 0 {
			kind := sec.Format.Of()
			if strings.TrimSpace(f.Format) != "" {
				if kind, err = ParseFormat(f.Format); err != nil {
					return Text{}, err
				}
			}
			format, err := NewFormat(kind, f.Options)
			if err != nil {
				return Text{}, err
			}
			if kind != sec.Format.Of() || len(f.Options) > 0 {
				rs, err := SectionStoreRounds(w, sec.ID)
				if err != nil {
					return Text{}, err
				}
				if len(rs) > 0 {
					return Text{}, newProblem(ErrInvalidInput, "section %s has paired rounds: its format changes only before its first round (unpair them first)",
						"部門 %s はすでに組み合わせています。方式は最初の回戦の前にだけ変えられます（先に組合せを取り消してください）", sec.Label())
				}
				sec.Format = format
			}
		}
		if f.SetSource {
			if sec.Source, err = editedSource(w, ev, sec, f.From, f.Places); err != nil {
				return Text{}, err
			}
		}
		if len(ev.Sections) == 0 {
			ev.Sections = []Section{{ID: 0, Key: DefaultSectionKey}}
		}
		ev.Sections = slices.Clone(ev.Sections)
		for i := range ev.Sections {
			if ev.Sections[i].ID == sec.ID {
				ev.Sections[i].Name, ev.Sections[i].Tables, ev.Sections[i].Ranks, ev.Sections[i].Format = sec.Name, sec.Tables, sec.Ranks, sec.Format
				ev.Sections[i].Ratings = sec.Ratings
				ev.Sections[i].Source = sec.Source
			}
		}
		if err := w.PutEvent(ev); err != nil {
			return Text{}, err
		}
		out = sec
		return Text{
			En: fmt.Sprintf("section %s: name \"%s\"→\"%s\", tables %s→%s, format %s→%s", sec.Key, before.Name, sec.Name, orNone(before.Tables.String()), orNone(sec.Tables.String()),
				before.Format.Name().En, sec.Format.Name().En),
			Ja: fmt.Sprintf("部門 %s: 名前「%s」→「%s」、卓 %s→%s、方式 %s→%s", sec.Key, before.Name, sec.Name, orNone(before.Tables.String()), orNone(sec.Tables.String()),
				before.Format.Name().Ja, sec.Format.Name().Ja),
		}.with(sourceChange(ev, before.Source, sec.Source)), nil
	})
	return out, err
}

func orNone(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// MoveParticipant moves participant ref (ID or name) to section to, in one
// logged change: only before they have played (or been paired in) a round
// of their section; a Pair Go pair moves with its members.
func (v *Venue) MoveParticipant(ref, to string) (Participant, Section, error) {
	var out Participant
	var dest Section
	err := v.root.updateText("participant.move", func(w Writer) (Text, error) {
		ev, err := w.Event()
		if err != nil {
			return Text{}, err
		}
		if dest, err = ev.FindSection(to); err != nil {
			return Text{}, err
		}
		ps, err := w.Participants()
		if err != nil {
			return Text{}, err
		}
		p, err := findIn(ps, ref)
		if err != nil {
			return Text{}, err
		}
		from, _ := ev.SectionByID(p.Section)
		if p.Section == dest.ID {
			return Text{}, newProblem(ErrInvalidInput, "%s already plays in section %s", "%s はすでに部門 %s の参加者です", p.Name, dest.Label())
		}
		rounds, err := SectionStoreRounds(w, p.Section)
		if err != nil {
			return Text{}, err
		}
		for _, r := range rounds {
			for _, g := range r.Games {
				if g.Has(p.ID) {
					return Text{}, newProblem(ErrInvalidInput, "%s is paired in round %d of section %s: a participant moves to another section only before their first game",
						"%[1]s は部門 %[3]s の%[2]d回戦に組まれています。部門の移動は最初の対局の前だけです", p.Name, r.Number, from.Label())
				}
			}
		}
		moved := []int{p.ID}
		moved = append(moved, p.Members...)
		for _, q := range ps {
			if slices.Contains(q.Members, p.ID) {
				return Text{}, newProblem(ErrInvalidInput, "%s is a member of the pair %s: move the pair", "%s はペア %s のメンバーです。ペアを移動してください", p.Name, q.Name)
			}
		}
		// In a section already under way the participant is a late entry
		// from its next round; absences named the old section's rounds.
		late, err := lateEntryRound(sectionTx{r: w, id: dest.ID})
		if err != nil {
			return Text{}, err
		}
		for _, q := range ps {
			if slices.Contains(moved, q.ID) {
				q.Section, q.FirstRound, q.Absent = dest.ID, late, nil
				if err := w.PutParticipant(&q); err != nil {
					return Text{}, err
				}
				if q.ID == p.ID {
					out = q
				}
			}
		}
		return Text{
			En: fmt.Sprintf("#%d %s moved from section %s to %s", p.ID, p.Name, from.Key, dest.Key),
			Ja: fmt.Sprintf("#%d %s を部門 %s から %s へ移動", p.ID, p.Name, from.Label(), dest.Label()),
		}, nil
	})
	return out, dest, err
}

// SectionStoreRounds returns the rounds of section id as the section sees
// them, read in transaction r of the whole event.
func SectionStoreRounds(r Reader, id int) ([]Round, error) {
	return sectionTx{r: r, id: id}.Rounds()
}

// Card is the game a card of the venue's table number names: its section,
// the round (the section's latest round that has the table) and the game.
type Card struct {
	Section Section
	Round   int
	Game    Game
}

// FindCard finds venue table t in the latest round of the section whose
// range holds it (or, in an event of one section, its latest round).
func (v *Venue) FindCard(t int) (Card, error) {
	var out Card
	err := v.base.View(func(r Reader) error {
		ev, err := r.Event()
		if err != nil {
			return err
		}
		var found []Card
		for _, sec := range ev.SectionList() {
			rs, err := sectionTx{r: r, id: sec.ID}.Rounds()
			if err != nil || len(rs) == 0 {
				if err != nil {
					return err
				}
				continue
			}
			last := rs[len(rs)-1]
			if g, _, ok := last.GameAt(t); ok && !g.IsBye() {
				found = append(found, Card{Section: sec, Round: last.Number, Game: g})
			}
		}
		switch len(found) {
		case 1:
			out = found[0]
			return nil
		case 0:
		default:
			return newProblem(ErrInvalidInput, "table %d is in the current round of sections %s and %s: give the section", "卓 %d は部門 %s と %s の両方の現在の回戦にあります。部門を指定してください",
				t, found[0].Section.Label(), found[1].Section.Label())
		}
		return newProblem(ErrNotFound, "no section's current round has table %d", "卓 %d はどの部門の現在の回戦にもありません", t)
	})
	return out, err
}

// PairAll pairs the next round of every section that can be paired now
// (its last round complete, rounds left to pair), each as its own logged
// change, and returns the rounds by section ID; the sections that were not
// paired are returned with the reason (PairEvery also says what it seated).
func (v *Venue) PairAll() (map[int]Round, map[int]error, error) {
	res, err := v.PairEvery()
	return res.Paired, res.Refused, err
}

// NextSeater is a game whose next part is seated, not paired (四人将棋's
// stages): 全部門の次の回戦を組む seats it, and says what it seated.
type NextSeater interface {
	SeatNext(s *Service) (Text, error)
}

// PairAllResult is what 全部門の次の回戦を組む did, by section ID: the rounds
// paired, the stages seated (四人将棋), and why the others were not.
type PairAllResult struct {
	Paired  map[int]Round
	Seated  map[int]Text
	Refused map[int]error
}

// PairEvery pairs the next round of every section that can be paired now
// (PairAll) and seats the next stage of a game seated by stages, each as
// its own logged change. A section whose entrants come from another not
// yet drawn says it waits for it. The error is the first refusal when
// nothing was paired or seated.
func (v *Venue) PairEvery() (PairAllResult, error) {
	out := PairAllResult{Paired: map[int]Round{}, Seated: map[int]Text{}, Refused: map[int]error{}}
	list, err := v.Sections()
	if err != nil {
		return out, err
	}
	for _, sec := range list {
		s := v.Service(sec.ID)
		if d, err := DisciplineOf(sec.Game); err == nil {
			if ns, ok := d.(NextSeater); ok {
				if t, err := ns.SeatNext(s); err != nil {
					out.Refused[sec.ID] = err
				} else {
					out.Seated[sec.ID] = t
				}
				continue
			}
		}
		if err := waitingForSource(s, list, sec); err != nil {
			out.Refused[sec.ID] = err
			continue
		}
		r, err := s.PairNextRound()
		if err != nil {
			out.Refused[sec.ID] = err
			continue
		}
		out.Paired[sec.ID] = r
	}
	if len(out.Paired) == 0 && len(out.Seated) == 0 && len(out.Refused) > 0 {
		keys := slices.Sorted(maps.Keys(out.Refused))
		return out, out.Refused[keys[0]]
	}
	return out, nil
}

// waitingForSource says that section sec waits for the section its
// entrants come from (予選リーグ → 決勝トーナメント) while it has none.
func waitingForSource(s *Service, list []Section, sec Section) error {
	if sec.Source.IsZero() {
		return nil
	}
	ps, err := s.Participants()
	if err != nil || len(ps) > 0 {
		return err
	}
	from := Text{En: "another section", Ja: "別の部門"}
	for _, o := range list {
		if o.ID == sec.Source.Section {
			from = Text{En: o.Label(), Ja: o.Label()}
		}
	}
	return newProblem(ErrInvalidInput, "waits for %[1]s: its entrants are %[1]s's places %[2]s, drawn once %[1]s is finished (進出者を決める; taikai section draw FILE %[4]s)",
		"%[1]s の終了待ちです：出場者は %[1]s の %[3]s で、%[1]s が終わってから決めます（進出者を決める。taikai section draw FILE %[4]s）",
		from, sec.Source.Places().En, placesJa(sec.Source), sec.Key)
}

// tablesInUse is the range of tables 1 to the highest table section id has
// paired or its entrants need (zero when it has neither).
func tablesInUse(r Reader, id int) (TableRange, error) {
	rs, err := SectionStoreRounds(r, id)
	if err != nil {
		return TableRange{}, err
	}
	ps, err := sectionTx{r: r, id: id}.Participants()
	if err != nil {
		return TableRange{}, err
	}
	top := (len(ps) + 1) / 2
	for _, rd := range rs {
		for _, g := range rd.Games {
			top = max(top, g.Table)
		}
	}
	if top == 0 {
		return TableRange{}, nil
	}
	return TableRange{From: 1, To: top}, nil
}

// RecordCard records the result on the card of venue table t: in the
// section and round FindCard finds, through the section's Service (its
// grammar and questions, one transaction).
func (v *Venue) RecordCard(t int, text string, answers ...string) (Card, Verdict, error) {
	c, err := v.FindCard(t)
	if err != nil {
		return Card{}, Verdict{}, err
	}
	verdict, err := v.Service(c.Section.ID).RecordResult(c.Round, t, text, answers...)
	return c, verdict, err
}

// AddParticipant registers the participant typed in form in section
// (key or name) or, when section is empty, in the event's only section or
// the one whose ranks hold the participant's rank (三段以上 A級).
func (v *Venue) AddParticipant(form ParticipantForm, section string) (Participant, Section, error) {
	sec, s, err := v.Section(section)
	if err != nil && strings.TrimSpace(section) == "" {
		list, lerr := v.Sections()
		if lerr != nil {
			return Participant{}, Section{}, lerr
		}
		if !slices.ContainsFunc(list, func(s Section) bool { return !s.Ranks.IsZero() || !s.Ratings.IsZero() }) {
			return Participant{}, Section{}, err // no bands: name the section (the list)
		}
		p, probs := form.Parse(v.root.now())
		if len(probs) > 0 {
			return Participant{}, Section{}, formError(probs)
		}
		if sec, err = sectionByRank(list, p); err != nil {
			return Participant{}, Section{}, err
		}
		s = v.Service(sec.ID)
	} else if err != nil {
		return Participant{}, Section{}, err
	}
	p, err := s.AddParticipant(form)
	return p, sec, err
}

// checkTablesInPlay refuses a new range for section sec that would give
// two sections one table while cards are out: the range must hold the
// tables of the section's current round, and hold none of another
// section's current round.
func checkTablesInPlay(r Reader, ev Event, sec Section) error {
	for _, o := range ev.SectionList() {
		rs, err := SectionStoreRounds(r, o.ID)
		if err != nil {
			return err
		}
		if len(rs) == 0 {
			continue
		}
		for _, g := range rs[len(rs)-1].Games {
			if g.IsBye() {
				continue
			}
			switch in := sec.Tables.Contains(g.Table); {
			case o.ID == sec.ID && !in:
				return newProblem(ErrInvalidInput, "round %d of section %s is at table %d, outside %s: a range holds the tables of the round in play",
					"部門 %[2]s の%[1]d回戦は卓 %[3]d にあり、%[4]s の外です。卓番号の範囲は対局中の回戦の卓を含めてください", rs[len(rs)-1].Number, sec.Label(), g.Table, sec.Tables)
			case o.ID != sec.ID && in:
				return newProblem(ErrInvalidInput, "table %d is in play in round %d of section %s: the tables %s would give two sections one table",
					"卓 %[1]d は部門 %[3]s の%[2]d回戦で対局中です。卓番号 %[4]s では2つの部門が同じ卓になります", g.Table, rs[len(rs)-1].Number, o.Label(), sec.Tables)
			}
		}
	}
	return nil
}
