package tournament

import (
	"cmp"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"taikai/rules/igo"
)

// AuditText is an audit entry as a person reads it: what was done, in a few
// words (「結果（1回戦 3番卓）」), and the detail with the participants named
// (「1回戦 3番卓：山田 太郎－佐藤 花子 40-24（訂正前 38-26）」). The log
// keeps the English detail it was written with; this reads it in language
// l, with the names of names (current names; an unknown id stays #id).
// AuditReader reads it with the event too: its result words, its settings,
// the reasons it keeps in both languages.
func AuditText(e AuditEntry, names map[int]string, l Lang) (what, detail string) {
	return NewAuditReader(nil, nil, names, false).Text(e, l)
}

// NewAuditReader returns the reader of an event's log: ev and rounds may
// be nil (the log is then read without the event's words).
func NewAuditReader(ev *Event, rounds []Round, names map[int]string, numbered bool) *AuditReader {
	a := &AuditReader{Names: names, Event: ev, Rounds: rounds, Numbered: numbered}
	dict := a.dictionary()
	keys := slices.Collect(maps.Keys(dict))
	// The longest first: the replacer tries its pairs in order.
	slices.SortFunc(keys, func(x, y string) int { return cmp.Or(len(y)-len(x), strings.Compare(x, y)) })
	var pairs []string
	for _, en := range keys {
		pairs = append(pairs, en, dict[en])
	}
	if ev != nil {
		for _, st := range Settings(ev.Game) {
			// A changed setting is written `key "old"→"new"`.
			pairs = append(pairs, st.Key+` "`, st.Label.Ja+` "`)
		}
	}
	a.known = strings.NewReplacer(pairs...)
	return a
}

// AuditReader reads audit entries for a person: the participants by name,
// results in the words of the event's game (31-33 黒の時間切れ負け, not
// 31-33:timeout-black), and in Japanese the English-only details of older
// entries said through phrases.
type AuditReader struct {
	// Names are the participants' current names by id.
	Names map[int]string
	// Event, when set, says stored results in its game's words and names
	// its settings.
	Event *Event
	// Rounds, when set, give the Japanese of the reasons the rounds keep in
	// both languages (an early final, a hidden disc).
	Rounds []Round
	// Numbered keeps each participant's number before the name (「#17 佐藤
	// 太郎」), as the command line shows them: the number is what its verbs
	// take.
	Numbered bool
	known    *strings.Replacer // the bilingual texts of dictionary, the settings' names
}

// Text is entry e in language l: what was done, and the detail.
func (a *AuditReader) Text(e AuditEntry, l Lang) (what, detail string) {
	name := func(id int) string {
		if n, ok := a.Names[id]; ok && n != "" {
			return n
		}
		return "#" + strconv.Itoa(id)
	}
	label := func(id int) string {
		n := name(id)
		if a.Numbered && !strings.HasPrefix(n, "#") {
			return "#" + strconv.Itoa(id) + " " + n
		}
		return n
	}
	action, raw := e.Action, e.Detail
	undo := ""
	if (action == "undo" || action == "redo") && e.DetailJa == "" {
		// "result — round 1 table 3: …": the change undone, read as itself.
		if inner, d, ok := strings.Cut(raw, " — "); ok {
			undo, action, raw = action, inner, d
		}
	}
	var game GameKind
	if a.Event != nil {
		game = a.Event.Game
	}
	w := describeWith(game, action, raw, name, name)
	detail = raw
	if l == Japanese {
		if e.DetailJa != "" {
			detail = e.DetailJa
		} else {
			detail = a.japanese(raw)
		}
	} else {
		detail = a.results(detail, English)
	}
	if a.Numbered {
		detail = reGamePlayers.ReplaceAllString(detail, "#$1 – #$2") // names between: spaced
	}
	// A phone report's number is no participant's: "report #1" says No.1,
	// never the name of participant 1 (issue 38).
	detail = reReportNo.ReplaceAllString(detail, "${1} No.${2}")
	d := reID.ReplaceAllStringFunc(detail, func(m string) string {
		id, _ := strconv.Atoi(m[1:])
		return label(id)
	})
	// Details that wrote "#18 山田 太郎" would now say the name twice.
	for _, m := range reID.FindAllStringSubmatch(detail, -1) {
		id, _ := strconv.Atoi(m[1])
		if n := name(id); !strings.HasPrefix(n, "#") {
			d = strings.ReplaceAll(d, label(id)+" "+n, label(id))
		}
	}
	if undo != "" {
		w = Text{En: undo + ": " + w.En, Ja: map[string]string{"undo": "元に戻す", "redo": "やり直し"}[undo] + "：" + w.Ja}
	}
	return w.In(l), d
}

// reReportNo is a phone report's number in a detail: report #2, 報告 #2.
var reReportNo = regexp.MustCompile(`(report|報告) #(\d+)`)

// reGamePlayers is a game's players in a detail: #18–#5.
var reGamePlayers = regexp.MustCompile(`#(\d+)[–－]#(\d+)`)

// results says the stored results of an English detail in language l:
// after "ruled: ", "claims", "superseding", "corrected from" and a game's
// "#1–#2".
func (a *AuditReader) results(d string, l Lang) string {
	if a.Event == nil {
		return d
	}
	return reStoredResult.ReplaceAllStringFunc(d, func(m string) string {
		sub := reStoredResult.FindStringSubmatch(m)
		text := ResultText(*a.Event, sub[2], l)
		if l == English || text == "" {
			return m
		}
		return sub[1] + text
	})
}

// reStoredResult finds a stored result in an English detail: after a
// game's players (#1–#2 40-24), a ruling, a claim, a correction.
// A team match's boards are stored one after the other, separated by
// commas (B+R,W+T,B+R).
var reStoredResult = regexp.MustCompile(`((?:#\d+–#\d+ |ruled: |superseding |corrected from |claims ")"?)([A-Za-z0-9+.\-]+(?::[a-z][a-z\-]*(?:=\d+/\d+)?)*(?:,[A-Za-z0-9+.\-]+(?::[a-z][a-z\-]*(?:=\d+/\d+)?)*)*)`)

// japanese says an English-only detail in Japanese: the event's own
// bilingual texts (reasons), the results in words, the settings by their
// Japanese names, then auditPhrases. What none covers (a reason the arbiter
// typed) stays as written.
func (a *AuditReader) japanese(d string) string {
	d = a.results(d, Japanese)
	if a.known != nil {
		d = a.known.Replace(d)
	}
	d = a.sides(d)
	for _, p := range auditPhrases() {
		d = p.re.ReplaceAllString(d, p.ja)
	}
	for _, k := range PenaltyKinds() {
		d = strings.ReplaceAll(d, "："+k.Key, "："+k.Name.Ja)
	}
	d = unquoteDetail.ReplaceAllString(d, "「$1」")
	d = strings.ReplaceAll(d, "記録 「」", "記録なし")
	return strings.ReplaceAll(d, "–", "－")
}

// unquoteDetail is a quoted value of an English detail (a claim, a record,
// a setting), quoted the Japanese way.
var unquoteDetail = regexp.MustCompile(`"([^"]*)"`)

// dictionary is what the event and the rules keep in both languages and
// English-only details quote: the reasons of the rounds and those their
// games' own records keep (the hidden discs': LogQuoter), and the reasons
// of the guided decision of a dispute.
func (a *AuditReader) dictionary() map[string]string {
	out := map[string]string{}
	add := func(t Text) {
		if t.En != "" && t.Ja != "" {
			out[t.En] = t.Ja
		}
	}
	var quoter LogQuoter
	if a.Event != nil {
		quoter, _ = disciplineAs[LogQuoter](*a.Event)
	}
	for _, r := range a.Rounds {
		add(r.Reason)
		if quoter == nil {
			continue
		}
		for _, g := range r.Games {
			for _, t := range quoter.QuotedTexts(g) {
				add(t)
			}
		}
	}
	for bits := range 32 {
		d := igo.Decide(igo.DisputeAnswers{BlackClaimed: bits&1 != 0, WhiteClaimed: bits&2 != 0, ClaimsAgree: bits&4 != 0,
			ResumedWithoutProgress: bits&8 != 0, ResumeRequested: bits&16 != 0})
		add(Text{En: d.Reason.English, Ja: d.Reason.Japanese})
		add(Text{En: "decision: " + d.Kind.String() + ". ", Ja: "判断：" + d.Kind.Japanese() + "。"})
		add(Text{En: "decision: " + d.Kind.String(), Ja: "判断：" + d.Kind.Japanese()})
	}
	return out
}

// auditPhrases turn the words of audit details into Japanese, in order
// (the longer and more specific first). What no phrase covers (a reason the
// arbiter typed, a result code) stays as written.
// auditPhrases is made the first time it is needed, not when the program starts:
// compiling its expressions cost every command a share of its start.
var auditPhrases = sync.OnceValue(func() []struct {
	re *regexp.Regexp
	ja string
} {
	return []struct {
		re *regexp.Regexp
		ja string
	}{
		{regexp.MustCompile(`rotation error \(誤順\) by Black, 3 points to the opponents \(Black's error no\. (\d+) in this game\)`), "黒の誤順、相手に3目（この対局で${1}回目）"},
		{regexp.MustCompile(`rotation error \(誤順\) by White, 3 points to the opponents \(White's error no\. (\d+) in this game\)`), "白の誤順、相手に3目（この対局で${1}回目）"},
		{regexp.MustCompile(`round (\d+): (#\d+) and (#\d+) swapped`), "${1}回戦：${2} と ${3} を入れ替え"},
		{regexp.MustCompile(`round (\d+) table (\d+)`), "${1}回戦 ${2}番卓"},
		{regexp.MustCompile(`round (\d+) paired: (\d+) games`), "${1}回戦の組み合わせ：${2}局"},
		{regexp.MustCompile(`round (\d+) paired by hand: (\d+) games`), "${1}回戦を審判が手で組み合わせ：${2}局"},
		{regexp.MustCompile(`round (\d+) re-paired: (\d+) games`), "${1}回戦の組み直し：${2}局"},
		{regexp.MustCompile(`round (\d+) removed \((\d+) games\)`), "${1}回戦の組み合わせを取り消し（${2}局）"},
		{regexp.MustCompile(`round (\d+) published`), "${1}回戦の組み合わせを発表"},
		{regexp.MustCompile(`^finals: `), "決勝の組み合わせ："},
		{regexp.MustCompile(`: hidden disc: Black (#\d+), White (#\d+), draw-win right (#\d+)\. `), "：伏せ石 黒 ${1}、白 ${2}、引き分け勝ちの権利 ${3}。"},
		{regexp.MustCompile(`hider (#\d+) chosen by the arbiter instead of (#\d+)`), "伏せ石をする人 ${1} は審判の選択（第2項では ${2}）"},
		{regexp.MustCompile(`hider (#\d+) chosen by the arbiter`), "伏せ石をする人 ${1} は審判の選択"},
		{regexp.MustCompile(`, bye to `), "、不戦勝："},
		{regexp.MustCompile(`, corrected from (\S+)`), "（訂正前 ${1}）"},
		{regexp.MustCompile(` \(entered ([^)]*)\)`), "（入力 ${1}）"},
		{regexp.MustCompile(` cleared \(not reported\)`), " を取り消し（未報告）"},
		{regexp.MustCompile(`imported (\d+) participants? \(([^)]*)\), ids (\d+)–(\d+)`), "参加者 ${1}人を取り込み（${2}、番号 ${3}〜${4}）"},
		{regexp.MustCompile(`imported (\d+) participants?`), "参加者 ${1}人を取り込み"},
		{regexp.MustCompile(`imported (\d+) games in rounds (\d+)–(\d+)`), "${2}〜${3}回戦の対局 ${1}局を取り込み"},
		{regexp.MustCompile(`^imported from ("[^"]*") \(taikai-event version (\d+), exported ([^)]*)\)`), "${1} から取り込み（taikai-event 第${2}版、書き出し ${3}）"},
		{regexp.MustCompile(`^added (.*), late entry from round (\d+)$`), "${1} を追加（${2}回戦から途中参加）"},
		{regexp.MustCompile(`^added (.*)$`), "${1} を追加"},
		{regexp.MustCompile(`^edited (#\d+): `), "${1} を編集："},
		{regexp.MustCompile(` reinstated \(was withdrawn from round (\d+)\)`), " の棄権を取り消し（${1}回戦からの棄権）"},
		{regexp.MustCompile(` withdrawn from round (\d+)`), " は ${1}回戦から棄権"},
		{regexp.MustCompile(` absent in round (\d+)`), " は ${1}回戦を欠席"},
		{regexp.MustCompile(` present again in round (\d+)`), " は ${1}回戦に出場"},
		{regexp.MustCompile(` reinstated`), " の棄権を取り消し"},
		{regexp.MustCompile(`; penalty on (#\d+): (\S+)`), "。罰則：${1}：${2}"},
		{regexp.MustCompile(`^undo: `), "元に戻す："},
		{regexp.MustCompile(`^redo: `), "やり直し："},
		{regexp.MustCompile(` \(replay ordered\)`), "（打ち直し）"},
		{regexp.MustCompile(`, superseding (\S+)`), "（前の裁定 ${1} を置き換え）"},
		{regexp.MustCompile(` ruled: (.+?): `), " 裁定：${1}。理由："},
		{regexp.MustCompile(` ruled: `), " 裁定："},
		{regexp.MustCompile(` disputed: `), " 異議："},
		{regexp.MustCompile(`rotation error \(誤順\) by Black`), "黒の誤順"},
		{regexp.MustCompile(`rotation error \(誤順\) by White`), "白の誤順"},
		{regexp.MustCompile(`no change`), "変更なし"},
		{regexp.MustCompile(`^(?:\S+ )?event "(.*)" on (\S+) at "(.*)"$`), "大会「${1}」を作成（${2}、会場「${3}」）"},
		{regexp.MustCompile(`\((\d+)d\?\)`), "(${1}段仮)"},
		{regexp.MustCompile(`\((\d+)d\+\)`), "(${1}段★)"},
		{regexp.MustCompile(`\((\d+)d\)`), "(${1}段)"},
		{regexp.MustCompile(`\((\d+)k\?\)`), "(${1}級仮)"},
		{regexp.MustCompile(`\((\d+)k\+\)`), "(${1}級★)"},
		{regexp.MustCompile(`\((\d+)k\)`), "(${1}級)"},
		{regexp.MustCompile(`\(pro\)`), "(プロ)"},
	}
})
