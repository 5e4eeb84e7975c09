package tournament

import (
	"fmt"
	"regexp"
	"strconv"
	"sync"
)

// ActionDescriber names a game's own action of the audit log in a few
// words, in both languages, from its entry (「振り駒（1回戦 3番卓）」).
type ActionDescriber func(e ActionEntry) Text

// describers are the actions the games registered (DescribeActions).
var describers struct {
	sync.RWMutex
	byAction map[string]ActionDescriber
}

// DescribeActions registers how a game's own actions read in the audit log
// and the undo menu, by action ("shogi.furigoma"): the game's package calls
// it from its own file, so that the shared log names a new game's actions
// without being edited. An action the shared log names itself keeps its
// shared words.
func DescribeActions(ds map[string]ActionDescriber) {
	describers.Lock()
	defer describers.Unlock()
	if describers.byAction == nil {
		describers.byAction = map[string]ActionDescriber{}
	}
	for a, d := range ds {
		describers.byAction[a] = d
	}
}

func describerOf(action string) (ActionDescriber, bool) {
	describers.RLock()
	defer describers.RUnlock()
	d, ok := describers.byAction[action]
	return d, ok
}

// ActionEntry is an audit entry as a describer reads it: the action, its
// English detail, and the participants' names before and after it.
type ActionEntry struct {
	Action, Detail        string
	nameBefore, nameAfter func(id int) string
}

// The parts of an audit detail a description names.
var (
	reRoundTable = regexp.MustCompile(`^round (\d+) table (\d+)\b`)
	reRound      = regexp.MustCompile(`^round (\d+)\b`)
	reID         = regexp.MustCompile(`#(\d+)`)
	reInRound    = regexp.MustCompile(` in round (\d+)$`)
	reCount      = regexp.MustCompile(`^imported (\d+) `)
	reStageTable = regexp.MustCompile(`^(.+?) table (\S+) `)
	reStage      = regexp.MustCompile(`^(.+) drawn: `)
	reRatings    = regexp.MustCompile(`^ratings of (\d+) `)
)

// part is submatch i of re in the detail, "?" when it has none.
func (e ActionEntry) part(re *regexp.Regexp, i int) string {
	if m := re.FindStringSubmatch(e.Detail); m != nil {
		return m[i]
	}
	return "?"
}

// AtTable is what was done at the game the detail names first ("round 2
// table 5: …"): 「誤順（2回戦 5番卓）」.
func (e ActionEntry) AtTable(en, ja string) Text {
	r, t := e.part(reRoundTable, 1), e.part(reRoundTable, 2)
	return Text{En: fmt.Sprintf("%s (round %s, table %s)", en, r, t), Ja: fmt.Sprintf("%s（%s回戦 %s番卓）", ja, r, t)}
}

// OfRound is en and ja with the round the detail names first ("round 2
// …") for their %s.
func (e ActionEntry) OfRound(en, ja string) Text {
	r := e.part(reRound, 1)
	return Text{En: fmt.Sprintf(en, r), Ja: fmt.Sprintf(ja, r)}
}

// AtStageTable is what was done at a table of a stage ("予選 table A …"):
// 「座席の指定（予選 A卓）」.
func (e ActionEntry) AtStageTable(en, ja string) Text {
	st, t := e.part(reStageTable, 1), e.part(reStageTable, 2)
	return Text{En: fmt.Sprintf("%s (%s, table %s)", en, st, t), Ja: fmt.Sprintf("%s（%s %s卓）", ja, st, t)}
}

// Stage is the stage a detail "STAGE drawn: …" names.
func (e ActionEntry) Stage() string { return e.part(reStage, 1) }

// Count is the number of a detail "imported N …".
func (e ActionEntry) Count() string { return e.part(reCount, 1) }

// ids are the participants the detail names (#4), in order.
func (e ActionEntry) ids() []int {
	var out []int
	for _, m := range reID.FindAllStringSubmatch(e.Detail, -1) {
		id, _ := strconv.Atoi(m[1])
		out = append(out, id)
	}
	return out
}

// NameAfter is the name of the nth participant the detail names, as after
// the change (one added or edited).
func (e ActionEntry) NameAfter(nth int) string { return e.name(nth, e.nameAfter) }

// NameBefore is the name of the nth participant the detail names, as
// before the change.
func (e ActionEntry) NameBefore(nth int) string { return e.name(nth, e.nameBefore) }

func (e ActionEntry) name(nth int, of func(int) string) string {
	if ids := e.ids(); len(ids) > nth {
		return of(ids[nth])
	}
	return "?"
}
