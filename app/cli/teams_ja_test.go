package cli

import (
	"strings"
	"testing"
)

// Issue 26 under LANG=ja: the team verbs (section add --team-boards,
// teams add|import|list|substitute|order, pair, card and result of a
// match, pairings, standings and --boards, help) say everything in
// Japanese, when they work and when they refuse.
func TestCLI_Issue26TeamVerbsSpeakJapaneseUnderLangJa(t *testing.T) {
	_, ev := japaneseEvent(t, "teams.taikai")
	j := &jaTranscript{t: t}
	teamsCSV := writeFile(t, "teams.csv", fourTeamsCSV)
	bad := writeFile(t, "bad.csv", "チーム,盤,氏名\n甲,八将,乙\n")
	j.names = []string{"実業団囲碁大会", "団体戦", "個人戦", "T", "I", "丸の内", "東京銀行", "大阪商事", "名古屋電機", "札幌食品", "横浜製鉄"}

	j.run(ExitOK, "help", "teams")
	j.run(ExitOK, "help", "results")
	j.run(ExitOK, "new", ev, "--name", "実業団囲碁大会")
	j.run(ExitRefused, "teams", "list", ev)
	j.run(ExitOK, "section", "add", ev, "T", "--name", "団体戦", "--game", "go", "--team-boards", "3", "--tables", "1-10", "--set", "seed=26")
	j.run(ExitOK, "section", "add", ev, "I", "--name", "個人戦", "--game", "go", "--tables", "21-30")
	j.run(ExitUsage, "section", "add", ev, "X", "--game", "go", "--team-boards", "9")
	j.run(ExitUsage, "section", "add", ev, "X", "--game", "go", "--match-points", "3/1/0")
	j.run(ExitRefused, "section", "add", ev, "X", "--game", "go", "--team-boards", "3", "--match-points", "1/1/0")
	j.run(ExitRefused, "section", "add", ev, "X", "--game", "pairgo", "--team-boards", "3")
	j.run(ExitUsage, "section", "edit", ev, "I", "--team-boards", "3")
	j.run(ExitOK, "section", "list", ev)
	j.run(ExitRefused, "teams", "import", ev, bad)
	j.run(ExitOK, "teams", "import", ev, teamsCSV)
	j.run(ExitOK, "teams", "add", ev, "--name", "横浜製鉄", "--club", "丸の内", "鈴木 翔太/3d", "田中 大輔:初段", "中村 拓也", "--reserve", "西田 直樹／4k")
	for _, line := range strings.Split(fourTeamsCSV, "\n")[1:] {
		if f := strings.Split(line, ","); len(f) > 2 {
			j.names = append(j.names, f[2])
		}
	}
	j.names = append(j.names, "鈴木 翔太", "田中 大輔", "中村 拓也", "西田 直樹")
	// The game's codes a refusal quotes as what may be typed.
	j.typed = append(j.typed, "B+R", "W+3.5", "B+T")
	j.run(ExitRefused, "teams", "add", ev, "--name", "横浜製鉄", "甲", "乙", "丙")
	j.run(ExitRefused, "teams", "add", ev, "--name", "京都物産", "甲") // 1 of 3: fewer than a team plays short with (欠員)
	j.run(ExitRefused, "teams", "add", ev, "--name", "京都物産", "甲", "乙", "丙", "--section", "I")
	j.run(ExitUsage, "teams", "add", ev, "甲", "乙", "丙")
	j.run(ExitUsage, "teams", "frobnicate", ev)
	j.run(ExitOK, "teams", "list", ev)
	j.run(ExitOK, "teams", "order", ev, "横浜製鉄", "田中 大輔", "鈴木 翔太", "西田 直樹")
	j.run(ExitOK, "pair", ev, "--section", "T")
	j.run(ExitRefused, "teams", "order", ev, "横浜製鉄", "鈴木 翔太", "田中 大輔", "中村 拓也")
	j.run(ExitOK, "teams", "substitute", ev, "1", "東京銀行", "三将", "江藤 四郎")
	j.run(ExitUsage, "teams", "substitute", ev, "1", "東京銀行", "八将", "江藤 四郎")
	j.run(ExitRefused, "teams", "substitute", ev, "1", "東京銀行", "2", "大野 五郎")
	j.run(ExitOK, "pairings", ev, "--section", "T")
	j.run(ExitOK, "card", ev, "1", "○○×")
	j.run(ExitOK, "result", ev, "1", "2", "黒中押し勝ち,白中押し勝ち,黒時間切れ勝ち", "--section", "T")
	j.run(ExitRefused, "result", ev, "1", "2", "○○", "--section", "T")
	j.run(ExitRefused, "result", ev, "1", "2", "○？×", "--section", "T")
	j.run(ExitOK, "result", ev, "1", "2", "○預×", "--section", "T")
	j.run(ExitOK, "standings", ev, "--section", "T", "--round", "1")
	j.run(ExitOK, "result", ev, "1", "2", "○○×", "--section", "T")
	j.run(ExitRefused, "teams", "substitute", ev, "1", "東京銀行", "3", "上田 三郎")
	j.run(ExitOK, "pairings", ev, "--section", "T")
	j.run(ExitOK, "standings", ev, "--section", "T")
	j.run(ExitOK, "standings", ev, "--section", "T", "--boards")
	j.run(ExitRefused, "standings", ev, "--section", "I", "--boards")
	j.run(ExitOK, "help", "results", ev)
	j.run(ExitOK, "log", ev)
	j.done()
}
