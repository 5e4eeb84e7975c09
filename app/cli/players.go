package cli

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"taikai/tournament"
)

const playersHelp = `
  taikai players import FILE CSV           UTF-8, UTF-16 (with BOM), Shift_JIS or EUC-JP, comma- or
                                           tab-separated, header row; all rows or none; at most 5000 people
  taikai players add FILE --name NAME [--reading R] [--rank 3d|2k|pro|unknown] [--birth YYYY-MM-DD]
                         [--gender f|m] [--club CLUB] [--flag FLAG]... [--rating N]
  taikai players edit FILE PLAYER [--name …] [--rank …] …   change the given fields only
  taikai players list FILE [--format table|csv|json]
  taikai players withdraw FILE PLAYER [--from-round N]     PLAYER = id or exact name
  taikai players reinstate FILE PLAYER
  taikai players absent FILE PLAYER --round N [--present]   欠席 for one round (before it is paired)

A participant added after round k is paired is a late entry from round k+1.

CSV columns (English or Japanese headers; only name is required):
  name 氏名, reading ふりがな, rank 段級位 (3d, 初段, 5k, 5級, pro, unknown), birth 生年月日,
  gender 性別 (f/m/女/男), club 所属, flags 区分 (designated; title-winner; pref-rep), rating レーティング
`

func runPlayers(e *env, a args) error {
	if len(a.pos) < 2 {
		return usageError{"usage: taikai players import|add|edit|list|withdraw|reinstate FILE ..." + "\n" + playersHelp}
	}
	sub, file, rest := a.pos[0], a.pos[1], a.pos[2:]
	switch sub {
	case "import", "add", "edit", "list", "withdraw", "reinstate", "absent":
	default:
		return usageError{fmt.Sprintf("unknown players command %q; see `taikai help players`", sub)}
	}
	wantRest := map[string]int{"import": 1, "add": 0, "edit": 1, "list": 0, "withdraw": 1, "reinstate": 1, "absent": 1}[sub]
	if len(rest) != wantRest {
		return usageError{"usage: see `taikai help players`"}
	}
	format := a.flag("format", "table")
	if err := checkFormat(format); err != nil {
		return err
	}
	if sub == "add" && !a.has("name") {
		return usageError{"usage: taikai players add FILE --name NAME [...]"}
	}
	s, done, err := e.open(file)
	if err != nil {
		return err
	}
	defer done()
	switch sub {
	case "import":
		data, err := os.ReadFile(rest[0])
		if err != nil {
			return unreadable(rest[0], err)
		}
		rep, err := s.ImportParticipants(data)
		if err != nil {
			return err
		}
		for _, h := range rep.Ignored {
			fmt.Fprintf(e.errw, e.say("taikai: ignored column %q\n", "taikai: 列「%s」は読み飛ばしました\n"), h)
		}
		fmt.Fprintf(e.out, e.say("imported %d participants (%s)\n", "%d 人を取り込みました（%s）\n"), len(rep.Added), rep.Encoding)
	case "add":
		p, err := s.AddParticipant(formFromFlags(a, tournament.ParticipantForm{}))
		if err != nil {
			return err
		}
		fmt.Fprintf(e.out, e.say("added #%d %s\n", "%[2]s（番号 %[1]d）を追加しました\n"), p.ID, p.Name)
	case "edit":
		p, err := s.FindParticipant(rest[0])
		if err != nil {
			return err
		}
		np, err := s.EditParticipant(p.ID, formFromFlags(a, p.Form()))
		if err != nil {
			return err
		}
		fmt.Fprintf(e.out, e.say("edited #%d %s\n", "%[2]s（番号 %[1]d）を修正しました\n"), np.ID, np.Name)
	case "withdraw":
		p, err := s.FindParticipant(rest[0])
		if err != nil {
			return err
		}
		from := 0 // the next round to be paired
		if a.has("from-round") {
			if from, err = strconv.Atoi(a.flag("from-round", "")); err != nil || from < 1 {
				return usageError{"--from-round takes a round number"}
			}
		}
		if err := s.Withdraw(p.ID, from); err != nil {
			return err
		}
		if p, err = s.FindParticipant(strconv.Itoa(p.ID)); err != nil {
			return err
		}
		fmt.Fprintf(e.out, e.say("#%d %s withdrawn from round %d\n", "%[2]s（番号 %[1]d）は %[3]d 回戦から棄権\n"), p.ID, p.Name, p.WithdrawnFrom)
	case "absent":
		return runAbsent(e, s, a, rest[0])
	case "reinstate":
		p, err := s.FindParticipant(rest[0])
		if err != nil {
			return err
		}
		if err := s.Reinstate(p.ID); err != nil {
			return err
		}
		fmt.Fprintf(e.out, e.say("#%d %s reinstated\n", "%[2]s（番号 %[1]d）の棄権を取り消しました\n"), p.ID, p.Name)
	case "list":
		ps, err := s.Participants()
		if err != nil {
			return err
		}
		return participantsTable(ps, e.lang, format == "table").write(e.out, format)
	}
	return nil
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
