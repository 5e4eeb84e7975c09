package tournament

import (
	"regexp"
	"strconv"
	"strings"
)

// AuditText is an audit entry as a person reads it: what was done, in a few
// words (「結果（1回戦 3番卓）」), and the detail with the participants named
// (「1回戦 3番卓：山田 太郎－佐藤 花子 40-24（訂正前 38-26）」). The log
// keeps the English detail it was written with; this reads it in language
// l, with the names of names (current names; an unknown id stays #id).
func AuditText(e AuditEntry, names map[int]string, l Lang) (what, detail string) {
	nameOf := func(id int) string {
		if n, ok := names[id]; ok && n != "" {
			return n
		}
		return "#" + strconv.Itoa(id)
	}
	w := describeWith(e.Action, e.Detail, nameOf, nameOf)
	detail = e.Detail
	if l == Japanese && e.DetailJa != "" {
		detail = e.DetailJa
	}
	d := reID.ReplaceAllStringFunc(detail, func(m string) string {
		id, _ := strconv.Atoi(m[1:])
		return nameOf(id)
	})
	// Details that wrote "#18 山田 太郎" would now say the name twice.
	for _, m := range reID.FindAllStringSubmatch(detail, -1) {
		id, _ := strconv.Atoi(m[1])
		if n := nameOf(id); !strings.HasPrefix(n, "#") {
			d = strings.ReplaceAll(d, n+" "+n, n)
		}
	}
	if l != Japanese {
		return w.En, d
	}
	if e.DetailJa != "" {
		return w.Ja, d
	}
	return w.Ja, auditJapanese(d)
}

// auditPhrases turn the words of audit details into Japanese, in order
// (the longer and more specific first). What no phrase covers (a reason the
// arbiter typed, a result code) stays as written.
var auditPhrases = []struct {
	re *regexp.Regexp
	ja string
}{
	{regexp.MustCompile(`round (\d+) table (\d+)`), "${1}回戦 ${2}番卓"},
	{regexp.MustCompile(`round (\d+) paired: (\d+) games`), "${1}回戦の組み合わせ：${2}局"},
	{regexp.MustCompile(`round (\d+) re-paired: (\d+) games`), "${1}回戦の組み直し：${2}局"},
	{regexp.MustCompile(`round (\d+) removed \((\d+) games\)`), "${1}回戦の組み合わせを取り消し（${2}局）"},
	{regexp.MustCompile(`round (\d+) published`), "${1}回戦の組み合わせを発表"},
	{regexp.MustCompile(`, bye to `), "、不戦勝："},
	{regexp.MustCompile(`, corrected from (\S+)`), "（訂正前 ${1}）"},
	{regexp.MustCompile(` \(entered ([^)]*)\)`), "（入力 ${1}）"},
	{regexp.MustCompile(` cleared \(not reported\)`), " を取り消し（未報告）"},
	{regexp.MustCompile(`imported (\d+) participants?`), "参加者 ${1}人を取り込み"},
	{regexp.MustCompile(`imported (\d+) games in rounds (\d+)–(\d+)`), "${2}〜${3}回戦の対局 ${1}局を取り込み"},
	{regexp.MustCompile(` withdrawn from round (\d+)`), " は ${1}回戦から棄権"},
	{regexp.MustCompile(` absent in round (\d+)`), " は ${1}回戦を欠席"},
	{regexp.MustCompile(` present again in round (\d+)`), " は ${1}回戦に出場"},
	{regexp.MustCompile(` reinstated`), " の棄権を取り消し"},
	{regexp.MustCompile(`; penalty on `), "。罰則："},
	{regexp.MustCompile(`^undo: `), "元に戻す："},
	{regexp.MustCompile(`^redo: `), "やり直し："},
	{regexp.MustCompile(` \(replay ordered\)`), "（打ち直し）"},
	{regexp.MustCompile(`, superseding (\S+)`), "（前の裁定 ${1} を置き換え）"},
	{regexp.MustCompile(` ruled: `), " 裁定："},
	{regexp.MustCompile(` disputed: `), " 異議："},
	{regexp.MustCompile(`rotation error \(誤順\) by Black`), "黒の誤順"},
	{regexp.MustCompile(`rotation error \(誤順\) by White`), "白の誤順"},
	{regexp.MustCompile(`no change`), "変更なし"},
	{regexp.MustCompile(`^\S+ event "(.*)" on (\S+) at "(.*)"$`), "大会「${1}」を作成（${2}、会場「${3}」）"},
}

func auditJapanese(d string) string {
	for _, p := range auditPhrases {
		d = p.re.ReplaceAllString(d, p.ja)
	}
	return strings.Replace(d, "–", "－", -1)
}
