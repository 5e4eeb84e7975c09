package cli

import (
	"fmt"
	"os"
	"strconv"

	"taikai/app/internal/byid"
	"taikai/tournament"
)

// This file is `taikai never-pair`: the event's list of participants who
// must not meet (対局させない組: siblings, parent and child, teacher and
// pupil), of any sections; every pairing keeps them apart while any pairing
// can, and the rest of the rules are in the help below.

func init() {
	registerVerb("never-pair", verb{run: runNeverPair, event: true, valued: []string{"import", "format"}, bools: []string{"remove", "list"},
		usage:     "never-pair FILE PLAYER PLAYER [--remove] | never-pair FILE --list [--format table|csv|json] | never-pair FILE --import CSV",
		summary:   "participants who must not meet (siblings, parent and child, teacher and pupil), of any sections: add a pair (--remove takes it off), list them, or import a CSV of player,player lines",
		summaryJa: "対局させない組（兄弟姉妹・親子・師弟など、部門をまたいでも可）：2人を登録（--remove で削除）、一覧、CSV（選手,選手 の行）の取り込み",
		more:      tournament.Text{En: neverPairHelp, Ja: neverPairHelpJa}})
}

const neverPairHelp = `
PLAYER is a participant's number or exact name (NAME (CLUB) for namesakes), of any section.
Every pairing keeps a listed pair apart while any pairing can: the Swiss and 2勝通過2敗失格
rounds, the league groups (never in one group), the knockout draw (never in one first-round
game, on opposite halves where the draw allows); a round robin holding a pair is refused.
When no pairing keeps them apart, pairing is refused with their names; a game the list moved
says so in its explanation. The list names players: in a team section it keeps no teams apart.
The CSV has one pair a line, two participants by number, name or reading; a header line is
optional (then further columns are not read: the CSV of --list imports as it is). A bad line is
listed with the reason and nothing is imported. The setting same_club=hard keeps players of
one club apart the same way (soft, the default: a small cost).
`

const neverPairHelpJa = `
PLAYER は参加者の番号か正確な氏名（同姓同名は「氏名（所属）」）。部門をまたいで指定できます。
組合せは、組める限り登録した2人を対局させません：スイス式と勝ち抜け（2勝通過2敗失格）の各回戦、
予選リーグ（同じ組にしない）、決勝トーナメント（1回戦で当てず、できれば反対の山へ）。総当たりに
2人がいるときは組合せを断ります。どう組んでも対局させないことができないときは、2人の名前を挙げて
組合せを断ります。指定で組合せが変わった対局には、その理由が表示されます。指定は選手どうしのもので、
団体戦の部門ではチームを分けません。
CSV は1行に1組、番号・氏名・読みのいずれかで2人を書きます。見出し行は省略できます（見出しがある
ときは3列目以降を読みません。--list の CSV はそのまま取り込めます）。誤りのある行はすべて理由とともに
示し、何も取り込みません。設定 same_club=hard にすると同じ所属の選手どうしも同じように対局させません
（既定の soft は、なるべく避けるだけです）。
`

func runNeverPair(e *env, a args) error {
	form := verbs["never-pair"].usage
	list, remove, path := a.has("list"), a.has("remove"), a.flag("import", "")
	switch {
	case list && (remove || a.has("import") || len(a.pos) != 1),
		a.has("import") && (remove || len(a.pos) != 1),
		!list && !a.has("import") && len(a.pos) != 3,
		a.has("format") && !list:
		return usageLine(form)
	}
	v, format, done, err := formatted(a, a.pos[0], e.openVenue)
	if err != nil {
		return err
	}
	defer done()
	switch {
	case list:
		return e.neverPairList(v, format)
	case a.has("import"):
		data, err := os.ReadFile(path)
		if err != nil {
			return unreadable(path, err)
		}
		rep, err := v.ImportNeverPairs(data)
		if err != nil {
			return err
		}
		fmt.Fprintf(e.out, e.say("imported %d never-pair pairs (%d already listed; %s)\n", "対局させない組を %d 組取り込みました（登録済み %d 組、%s）\n"),
			len(rep.Added), len(rep.Already), rep.Encoding)
		return nil
	}
	pa, err := v.Root().FindParticipant(a.pos[1])
	if err != nil {
		return err
	}
	pb, err := v.Root().FindParticipant(a.pos[2])
	if err != nil {
		return err
	}
	if remove {
		if err := v.RemoveNeverPair(pa.ID, pb.ID); err != nil {
			return err
		}
		fmt.Fprintf(e.out, e.say("never pair removed: %s and %s may meet again\n", "%s と %s を対局させない組から外しました\n"), pa.Name, pb.Name)
		return nil
	}
	warnings, err := v.AddNeverPair(pa.ID, pb.ID)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("never pair: %s and %s will not be paired against each other\n", "%s と %s を対局させない組に登録しました\n"), pa.Name, pb.Name)
	for _, w := range warnings {
		fmt.Fprintln(e.errw, e.say("taikai: warning: ", "taikai: 注意: ")+w.In(e.lang))
	}
	return nil
}

// neverPairList prints the list: for a person, each pair with the
// participants' numbers (and sections, in an event of several); CSV and
// JSON have the names first, so that the CSV imports into another event.
func (e *env) neverPairList(v *tournament.Venue, format string) error {
	list, ps, err := v.NeverPairs()
	if err != nil {
		return err
	}
	secs, err := v.Sections()
	if err != nil {
		return err
	}
	section := map[int]tournament.Section{}
	for _, s := range secs {
		section[s.ID] = s
	}
	byID := byid.Participants(ps)
	names := tournament.DisplayNames(ps)
	if format != "table" {
		t := table{header: []string{"player_a", "player_b", "id_a", "id_b", "section_a", "section_b"}}
		for _, np := range list {
			t.rows = append(t.rows, []string{names[np.A], names[np.B], strconv.Itoa(np.A), strconv.Itoa(np.B),
				section[byID[np.A].Section].Key, section[byID[np.B].Section].Key})
		}
		return t.write(e.out, format)
	}
	if len(list) == 0 {
		fmt.Fprintln(e.out, e.say("no never-pair pairs yet: add one with `taikai never-pair FILE PLAYER PLAYER` or import a CSV with --import",
			"対局させない組はまだありません。`taikai never-pair FILE 選手 選手` で登録するか、--import で CSV を取り込んでください"))
		return nil
	}
	multi := len(secs) > 1
	t := table{header: []string{"id", "name", "id", "name"}, headerJa: []string{"番号", "氏名", "番号", "氏名"}}
	if multi {
		t = table{header: []string{"id", "name", "section", "id", "name", "section"}, headerJa: []string{"番号", "氏名", "部門", "番号", "氏名", "部門"}}
	}
	for _, np := range list {
		row := []string{strconv.Itoa(np.A), names[np.A]}
		if multi {
			row = append(row, section[byID[np.A].Section].Label())
		}
		row = append(row, strconv.Itoa(np.B), names[np.B])
		if multi {
			row = append(row, section[byID[np.B].Section].Label())
		}
		t.rows = append(t.rows, row)
	}
	fmt.Fprintf(e.out, e.say("%d never-pair pairs: they are kept apart in every pairing\n", "対局させない組 %d 組（どの組合せでも対局させません）\n"), len(list))
	return t.write(e.out, format)
}
