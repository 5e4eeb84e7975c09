package cli

import (
	"regexp"
	"strconv"
	"strings"
	"sync"

	"taikai/tournament"
)

// localized is the usage error in language l. The verbs write their usage
// errors in English; in Japanese the usage line ("usage: taikai …") keeps
// the command as typed and says the rest in Japanese, a help text is its
// Japanese one, and each message is said by usagePhrases. A message no
// phrase knows stays English (the test of the Japanese command line finds
// it).
func (e usageError) localized(l tournament.Lang) string {
	if l != tournament.Japanese {
		return e.msg
	}
	msg := e.msg
	if rest, ok := strings.CutPrefix(msg, "usage:"); ok {
		for _, t := range helpTexts() {
			rest = strings.Replace(rest, t.En, t.Ja, 1)
		}
		rest = seeTopic.ReplaceAllString(rest, "（taikai help $1 を参照）")
		rest = strings.Replace(rest, " see `taikai help players`", " taikai help players を参照", 1)
		return "使い方:" + rest
	}
	for _, p := range usagePhrases() {
		if m := p.re.FindStringSubmatchIndex(msg); m != nil {
			var out []byte
			out = p.re.ExpandString(out, p.ja, msg, m)
			msg = msg[:m[0]] + unquoteAll(string(out)) + msg[m[1]:]
		}
	}
	return msg
}

// seeTopic is a usage error's pointer to a help topic: (see `taikai help yonin`).
var seeTopic = regexp.MustCompile("\\(see `taikai help ([a-z-]+)`\\)")

// quoted is a Go-quoted string in a message (%q).
var quoted = regexp.MustCompile(`"((?:[^"\\]|\\.)*)"`)

// unquoteAll writes the %q-quoted strings of s in 「」, as Japanese quotes
// what a person typed.
func unquoteAll(s string) string {
	return quoted.ReplaceAllStringFunc(s, func(q string) string {
		if u, err := strconv.Unquote(q); err == nil {
			return "「" + u + "」"
		}
		return q
	})
}

// usagePhrases say the usage errors of the verbs in Japanese.
// usagePhrases is made the first time it is needed, not when the program starts:
// compiling its expressions cost every command a share of its start.
var usagePhrases = sync.OnceValue(func() []struct {
	re *regexp.Regexp
	ja string
} {
	return []struct {
		re *regexp.Regexp
		ja string
	}{
		{regexp.MustCompile(`^(--[a-z-]+) needs a value$`), "${1} には値を付けてください"},
		{regexp.MustCompile(`^unknown flag (--\S+)$`), "${1} というフラグはありません"},
		{regexp.MustCompile(`^--players takes a number$`), "--players には人数を数で指定してください"},
		{regexp.MustCompile(`^--rounds takes a number from 0 to 20$`), "--rounds には 0〜20 の数を指定してください"},
		{regexp.MustCompile(`^(".*") is not KEY=VALUE$`), "${1} は KEY=VALUE の形ではありません（例 rounds=7）"},
		{regexp.MustCompile(`^no help for (".*")$`), "${1} のヘルプはありません。taikai help でコマンドの一覧を見てください"},
		{regexp.MustCompile(`^--penalty needs --penalty-kind (\S+)$`), "--penalty には --penalty-kind ${1} を付けてください（警告・持ち時間減・出場停止・退場・その他）"},
		{regexp.MustCompile(`^--penalty-kind and --penalty-note go with --penalty PLAYER$`), "--penalty-kind と --penalty-note は --penalty PLAYER と一緒に使います"},
		{regexp.MustCompile(`^--reason says why the arbiter chose the hider: it goes with --hider PLAYER$`), "--reason は審判が伏せ石をする人を選んだ理由です。--hider PLAYER と一緒に使います"},
		{regexp.MustCompile(`^unknown format (".*"): use table, csv or json$`), "形式 ${1} はありません。table、csv、json のどれかです"},
		{regexp.MustCompile("^unknown players command (\".*\"); see `taikai help players`$"), "players のコマンド ${1} はありません。taikai help players を見てください"},
		{regexp.MustCompile(`^(--[a-z-]+) takes a round number$`), "${1} には回戦の番号を指定してください"},
		{regexp.MustCompile(`^--all-sections prints every section's current round: give it without --section and --round$`), "--all-sections は各部門の現在の回戦を印刷します。--section と --round は付けないでください"},
		{regexp.MustCompile("^unknown section command (\".*\"); see `taikai help section`$"), "`taikai section` のコマンド ${1} はありません。taikai help section を見てください"},
		{regexp.MustCompile("^--game and --set are given with section add; change a section's settings with `taikai settings FILE --section KEY KEY=VALUE`$"), "--game と --set は `taikai section add` で指定します。部門の設定は `taikai settings FILE --section KEY KEY=VALUE` で変えてください"},
		{regexp.MustCompile(`^give --all or --section, not both$`), "--all と --section は一緒に使えません"},
		{regexp.MustCompile(`^give only one of (.+)$`), "${1} のどれか一つだけを付けてください"},
		{regexp.MustCompile(`^give (.+), not both$`), "${1} のどちらか一つだけを付けてください"},
		{regexp.MustCompile(`^--out needs a file name$`), "--out にはファイル名を指定してください"},
		{regexp.MustCompile(`^--tables takes a number of tables$`), "--tables には卓の数を指定してください"},
		{regexp.MustCompile(`^--penalty takes a player: a seat number 1–4, a name or CPU1–4$`), "--penalty には対局者を指定してください：席番号 1〜4、氏名、または CPU1〜4"},
		{regexp.MustCompile(`^--nyugyoku PLAYER and --conditions ANSWERS go together: the declarer and the arbiter's five answers \(e\.g\. yyyyy\)$`), "--nyugyoku PLAYER と --conditions ANSWERS は一緒に使います：宣言者と、審判の5つの答え（例 yyyyy）"},
		{regexp.MustCompile(`(?s)\n  ① move 250 or later.*$`), "\n  ① 250手目以降  ② 宣言者の手番  ③ 自玉が敵陣3段目以内\n  ④ 王手がかかっていない  ⑤ 宣言者に指せる手がある"},
		{regexp.MustCompile(`^持将棋 needs --material "PLAYER:r1,p12,h3;…" \(ranked by the four criteria\) or --jishogi "P,Q,R" \(the arbiter's order\)$`), `持将棋には --material "PLAYER:r1,p12,h3;…"（4つの基準で順位）か --jishogi "P,Q,R"（審判長の順位）を付けてください`},
	}
})
