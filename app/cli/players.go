package cli

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"taikai/app/exports"
	"taikai/tournament"
)

const playersHelp = `
  taikai players import FILE CSV           UTF-8, UTF-16 (with BOM), Shift_JIS or EUC-JP, comma- or
                                           tab-separated, header row; all rows or none; at most 5000 people
  taikai players import FILE BOOK.xlsx     the first sheet of an Excel workbook: the same columns and checks
  taikai players add FILE --name NAME [--reading R] [--rank 3d|2k|pro|unknown] [--birth YYYY-MM-DD]
                         [--gender f|m] [--club CLUB] [--flag FLAG]... [--rating N]
  taikai players edit FILE PLAYER [--name …] [--rank …] …   change the given fields only
  taikai players list FILE [--format table|csv|json]
  taikai players withdraw FILE PLAYER [--from-round N]     PLAYER = id or exact name
  taikai players reinstate FILE PLAYER
  taikai players absent FILE PLAYER --round N [--present]   欠席 for one round (before it is paired)
  taikai players move FILE PLAYER SECTION   to another section, before their first game
  taikai players ratings FILE CSV [--apply] [--format table|csv|json]   ratings from a rating list (name, reading,
                                           club, rating: as downloaded, UTF-8 or Shift_JIS); --apply sets them

With several sections (taikai help section): add takes --section KEY; import reads each
line's section column (or puts every line in --section KEY); list shows everyone with
their section (or one section's with --section); edit, withdraw, reinstate and absent find
the participant's section.

A participant added after round k is paired is a late entry from round k+1.

players ratings reads a rating list (header: name 氏名, rating レーティング/レート, and when the
list has them reading ふりがな/フリガナ, club 所属; other columns skipped) and matches each
participant (of --section KEY, else of the whole event) by name and reading, widths, kana and
spaces aside: exactly one line that is nobody else's sets the rating; two lines for one
participant (the club tells them apart when it can), or one line for two participants, are
listed as ambiguous and left to the arbiter; those not on the list (or whose line has no
rating) are listed, with the lines of the same reading or name to look at. Nothing is guessed;
without --apply nothing changes; --apply sets the ratings found in one logged change.

CSV columns (English or Japanese headers; only name is required):
  name 氏名, reading ふりがな, rank 段級位 (3d, 初段, 5k, 5級, pro, unknown), birth 生年月日,
  gender 性別 (f/m/女/男), club 所属, flags 区分 (designated; title-winner; pref-rep), rating レーティング,
  section 部門 (the section's key or name)
A game's own columns, also add|edit --egd-pin, --egd-club, --wof-id, --country (players list shows them):
  Go: egd_pin EGD PIN (8 digits), egd_club EGDクラブ (the EGD file's club: 1–4 letters or digits, Toky)
  Othello: wof_id WOF番号 (the WOF rating list's number), country 国 (FRA; empty: the setting wof_country)
`

func runPlayers(e *env, a args) error {
	if len(a.pos) < 2 {
		return usage("usage: taikai %s\n%s", "使い方: taikai %s\n%s", "players import|add|edit|list|withdraw|reinstate|absent|move|ratings FILE ...", verbs["players"].more)
	}
	sub, file, rest := a.pos[0], a.pos[1], a.pos[2:]
	switch sub {
	case "import", "add", "edit", "list", "withdraw", "reinstate", "absent", "move", "ratings":
	default:
		return usage("unknown players command %q; see `taikai help players`", "players のコマンド 「%s」 はありません。taikai help players を見てください", sub)
	}
	wantRest := map[string]int{"import": 1, "add": 0, "edit": 1, "list": 0, "withdraw": 1, "reinstate": 1, "absent": 1, "move": 2, "ratings": 1}[sub]
	if len(rest) != wantRest {
		return usage("usage: see `taikai help players`", "使い方: taikai help players を参照")
	}
	format := a.flag("format", "table")
	if err := checkFormat(format); err != nil {
		return err
	}
	if sub != "ratings" && a.has("apply") {
		return usage("--apply is given with players ratings", "--apply は `taikai players ratings` で指定します")
	}
	if sub == "add" && !a.has("name") {
		return usageLine("players add FILE --name NAME [...]")
	}
	v, done, err := e.openVenue(file)
	if err != nil {
		return err
	}
	defer done()
	s, err := playersService(e, v, sub, rest)
	if err != nil {
		return err
	}
	switch sub {
	case "ratings":
		return playersRatings(e, v, rest[0], a.has("apply"), format)
	case "move":
		return playersMove(e, v, rest[0], rest[1])
	case "import":
		return playersImport(e, s, rest[0])
	case "add":
		return playersAdd(e, v, s, a)
	case "edit":
		return playersEdit(e, s, a, rest[0])
	case "withdraw":
		return playersWithdraw(e, s, a, rest[0])
	case "absent":
		return runAbsent(e, s, a, rest[0])
	case "reinstate":
		return playersReinstate(e, s, rest[0])
	case "list":
		return playersList(e, v, s, format)
	}
	return nil
}

// playersMove is players move: the participant to another section.
func playersMove(e *env, v *tournament.Venue, who, to string) error {
	p, sec, err := v.MoveParticipant(who, to)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("#%d %s moved to section %s\n", "%[2]s（番号 %[1]d）を部門 %[3]s に移しました\n"), p.ID, p.Name, sec.Label())
	return nil
}

// playersImport is players import: a CSV or an Excel workbook.
func playersImport(e *env, s *tournament.Service, file string) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return unreadable(file, err)
	}
	rep, err := exports.ImportParticipants(s, data)
	if err != nil {
		return err
	}
	for _, h := range rep.Ignored {
		fmt.Fprintf(e.errw, e.say("taikai: ignored column %q\n", "taikai: 列「%s」は読み飛ばしました\n"), h)
	}
	fmt.Fprintf(e.out, e.say("imported %d participants (%s)\n", "%d 人を取り込みました（%s）\n"), len(rep.Added), rep.Encoding)
	return nil
}

// playersAdd is players add: into --section, else the event's only section
// or the one whose band of ranks holds the participant's (三段以上 A級).
func playersAdd(e *env, v *tournament.Venue, s *tournament.Service, a args) error {
	var p tournament.Participant
	var err error
	if s != nil {
		p, err = s.AddParticipant(formFromFlags(a, tournament.ParticipantForm{}))
	} else {
		p, _, err = v.AddParticipant(formFromFlags(a, tournament.ParticipantForm{}), "")
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("added #%d %s\n", "%[2]s（番号 %[1]d）を追加しました\n"), p.ID, p.Name)
	return nil
}

// playersEdit is players edit: the given fields only.
func playersEdit(e *env, s *tournament.Service, a args, who string) error {
	p, err := s.FindParticipant(who)
	if err != nil {
		return err
	}
	np, err := s.EditParticipant(p.ID, formFromFlags(a, p.Form()))
	if err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("edited #%d %s\n", "%[2]s（番号 %[1]d）を修正しました\n"), np.ID, np.Name)
	return nil
}

// playersWithdraw is players withdraw: from --from-round, else the next
// round to be paired.
func playersWithdraw(e *env, s *tournament.Service, a args, who string) error {
	p, err := s.FindParticipant(who)
	if err != nil {
		return err
	}
	from := 0 // the next round to be paired
	if a.has("from-round") {
		if from, err = strconv.Atoi(a.flag("from-round", "")); err != nil || from < 1 {
			return roundNumber("from-round")
		}
	}
	if err := s.Withdraw(p.ID, from); err != nil {
		return err
	}
	if p, err = s.FindParticipant(strconv.Itoa(p.ID)); err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("#%d %s withdrawn from round %d\n", "%[2]s（番号 %[1]d）は %[3]d 回戦から棄権\n"), p.ID, p.Name, p.WithdrawnFrom)
	return nil
}

// playersReinstate is players reinstate: the withdrawal taken back.
func playersReinstate(e *env, s *tournament.Service, who string) error {
	p, err := s.FindParticipant(who)
	if err != nil {
		return err
	}
	if err := s.Reinstate(p.ID); err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("#%d %s reinstated\n", "%[2]s（番号 %[1]d）の棄権を取り消しました\n"), p.ID, p.Name)
	return nil
}

// playersList is players list: a section's participants, or everyone of
// the day each with their section.
func playersList(e *env, v *tournament.Venue, s *tournament.Service, format string) error {
	ps, err := s.Participants()
	if err != nil {
		return err
	}
	t := participantsTable(ps, e.lang, format == "table")
	if s == v.Root() {
		// Everyone of the day, each with their section.
		list, err := v.Sections()
		if err != nil {
			return err
		}
		t = withSectionColumn(t, ps, list, format == "table")
	}
	ev, err := v.Root().Event()
	if err != nil {
		return err
	}
	secs, err := v.Sections()
	if err != nil {
		return err
	}
	if s != v.Root() {
		own, err := s.Event()
		if err != nil {
			return err
		}
		secs = []tournament.Section{{Game: own.Game}}
	}
	t = withGameFields(t, ps, secs)
	return withFromColumn(e, t, ps, ev).write(e.out, format)
}

// playersService is the service a players command acts through: the
// section --section names; without it, the whole event to import (each
// line's 部門 column naming its section) and to list everyone in an event
// of several sections, the section of the participant named to edit or
// withdraw one, and the only section to add one.
func playersService(e *env, v *tournament.Venue, sub string, rest []string) (*tournament.Service, error) {
	if e.section != "" {
		_, s, err := v.Section(e.section)
		return s, err
	}
	if sub == "add" {
		return nil, nil // the only section, or the one whose ranks hold theirs (runPlayers)
	}
	list, err := v.Sections()
	if err != nil {
		return nil, err
	}
	switch sub {
	case "import", "move", "ratings":
		return v.Root(), nil
	case "list":
		if len(list) == 1 {
			return v.Service(list[0].ID), nil
		}
		return v.Root(), nil
	}
	// edit, withdraw, reinstate, absent: where the participant plays.
	p, err := v.Root().FindParticipant(rest[0])
	if err != nil {
		return nil, err
	}
	return v.Service(p.Section), nil
}

// withSectionColumn adds the section of each participant to a players
// table after the name: its key in CSV and JSON (what an import reads), its
// name in the table a person reads.
func withSectionColumn(t table, ps []tournament.Participant, list []tournament.Section, human bool) table {
	label := map[int]string{}
	for _, sec := range list {
		label[sec.ID] = sec.Key
		if human {
			label[sec.ID] = sec.Label()
		}
	}
	insert := func(row []string, cell string) []string {
		return append(row[:2:2], append([]string{cell}, row[2:]...)...)
	}
	t.header = insert(t.header, "section")
	if len(t.headerJa) > 2 {
		t.headerJa = insert(t.headerJa, "")
	}
	for i, p := range ps {
		t.rows[i] = insert(t.rows[i], label[p.Section])
	}
	return t
}

// withGameFields adds a column for each field the listed sections' games
// add to their participants (Go's egd_pin), so that a list imports back
// whole.
func withGameFields(t table, ps []tournament.Participant, secs []tournament.Section) table {
	var fields []tournament.ParticipantField
	seen := map[tournament.Field]bool{}
	for _, k := range tournament.GameKinds() {
		if !slices.ContainsFunc(secs, func(sec tournament.Section) bool { return sec.Game == k }) {
			continue
		}
		for _, f := range tournament.GameParticipantFields(k) {
			if !seen[f.Key] {
				seen[f.Key] = true
				fields = append(fields, f)
			}
		}
	}
	for _, f := range fields {
		for len(t.headerJa) < len(t.header) {
			t.headerJa = append(t.headerJa, "")
		}
		t.header = append(t.header, string(f.Key))
		t.headerJa = append(t.headerJa, f.Label.Ja)
		for i, p := range ps {
			t.rows[i] = append(t.rows[i], f.Get(p))
		}
	}
	return t
}

// withFromColumn adds where each participant came from (予選リーグ
// A組1位), when any was drawn from another section's places.
func withFromColumn(e *env, t table, ps []tournament.Participant, ev tournament.Event) table {
	if !slices.ContainsFunc(ps, func(p tournament.Participant) bool { return !p.Origin.IsZero() }) {
		return t
	}
	t.header = append(t.header, "from")
	for i, p := range ps {
		t.rows[i] = append(t.rows[i], e.text(ev.OriginText(p)))
	}
	return t
}

// formFromFlags overrides the fields of base with the flags given.
func formFromFlags(a args, base tournament.ParticipantForm) tournament.ParticipantForm {
	for flag, field := range map[string]tournament.Field{
		"name": tournament.FieldName, "reading": tournament.FieldReading, "rank": tournament.FieldRank,
		"birth": tournament.FieldBirth, "gender": tournament.FieldGender, "club": tournament.FieldClub, "rating": tournament.FieldRating,
	} {
		if a.has(flag) {
			base[field] = a.flag(flag, "")
		}
	}
	if a.has("flag") {
		base[tournament.FieldFlags] = strings.Join(a.flags["flag"], ";")
	}
	// A game's own fields (Go's --egd-pin): the section's game checks them.
	for _, f := range tournament.AllParticipantFields() {
		if flag := fieldFlag(f.Key); a.has(flag) {
			base[f.Key] = a.flag(flag, "")
		}
	}
	return base
}

// participantsTable is the `players list` table; CSV and JSON keep the
// canonical, importable values, the terminal table the Japanese forms.
func participantsTable(ps []tournament.Participant, lang tournament.Lang, human bool) table {
	t := table{header: []string{"id", "name", "reading", "rank", "birth", "gender", "club", "flags", "rating", "status"}}
	t.headerJa = []string{3: "段級位"}
	for _, p := range ps {
		f := p.Form()
		rank, gender, flags := f[tournament.FieldRank], string(p.Gender), f[tournament.FieldFlags]
		status := statusText(p)
		if human {
			if rank == "" {
				rank = "-"
			}
			if lang == tournament.Japanese {
				rank, gender, status = p.Rank.Japanese(), p.Gender.Japanese(), statusJapanese(p)
				var fl []string
				for _, x := range p.Flags {
					fl = append(fl, x.Japanese())
				}
				flags = strings.Join(fl, "・")
			}
		}
		t.rows = append(t.rows, []string{strconv.Itoa(p.ID), p.Name, p.Reading, rank, p.Birth, gender, p.Club,
			flags, f[tournament.FieldRating], status})
	}
	return t
}

// statusJapanese is statusText for a person: 出場, 2回戦から参加, 3回戦から棄権.
func statusJapanese(p tournament.Participant) string {
	var parts []string
	if p.FirstRound > 1 {
		parts = append(parts, fmt.Sprintf("%d回戦から参加", p.FirstRound))
	}
	if p.WithdrawnFrom > 0 {
		parts = append(parts, fmt.Sprintf("%d回戦から棄権", p.WithdrawnFrom))
	}
	if len(parts) == 0 {
		return "出場"
	}
	return strings.Join(parts, "、")
}

func statusText(p tournament.Participant) string {
	var parts []string
	if p.FirstRound > 1 {
		parts = append(parts, fmt.Sprintf("late-from-%d", p.FirstRound))
	}
	if p.WithdrawnFrom > 0 {
		parts = append(parts, fmt.Sprintf("withdrawn-from-%d", p.WithdrawnFrom))
	}
	if len(parts) == 0 {
		return "present"
	}
	return strings.Join(parts, ";")
}
