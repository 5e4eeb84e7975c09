package cli

import (
	"path/filepath"
	"testing"
)

// Issue 24 under LANG=ja: the verbs of an event of several sections (new
// without a game, section, players with sections, pair --all, card, print
// --all-sections, --section) say everything in Japanese, when they work and
// when they refuse.
func TestCLI_Issue24SectionVerbsSpeakJapaneseUnderLangJa(t *testing.T) {
	dir, ev := japaneseEvent(t, "sections.taikai")
	j := &jaTranscript{t: t}
	players := writeFile(t, "players.csv", "氏名,段級位,部門\n青木 一,3d,A\n石井 二,2d,A級\n上田 三,1k,A\n江藤 四,2k,A\n"+
		"大野 五,1k,B\n加藤 六,3k,B級\n木村 七,5k,B\n久保 八,6k,B\n")
	noSection := writeFile(t, "nosection.csv", "氏名,段級位\n小林 九,3d\n森 一,1d\n森 二,2k\n森 三,5k\n")
	j.names = []string{"囲碁まつり", "A級", "B級", "こどもの部", "A", "B", "kids", "main", "青木 一", "石井 二", "上田 三", "江藤 四",
		"大野 五", "加藤 六", "木村 七", "久保 八", "小林 九", "佐藤 十", "森 一", "森 二", "森 三"}

	j.run(ExitOK, "help", "section")
	j.run(ExitOK, "help", "card")
	j.run(ExitOK, "help", "players")
	j.run(ExitOK, "new", ev, "--name", "囲碁まつり", "--date", "2025-05-05")
	j.run(ExitOK, "section", "list", ev)
	j.run(ExitRefused, "pair", ev)
	j.run(ExitRefused, "pair", ev, "--all")
	j.run(ExitOK, "section", "add", ev, "A", "--name", "A級", "--game", "go", "--tables", "1-10", "--set", "handicap=false")
	j.run(ExitOK, "section", "add", ev, "B", "--name", "B級", "--game", "go", "--tables", "21-30")
	j.run(ExitRefused, "section", "add", ev, "kodomo", "--name", "こどもの部", "--game", "go", "--tables", "5-12")
	j.run(ExitRefused, "section", "add", ev, "a", "--name", "こどもの部", "--game", "go")
	j.run(ExitRefused, "section", "add", ev, "こども", "--game", "go")
	j.run(ExitRefused, "section", "add", ev, "kids", "--game", "chess")
	j.run(ExitUsage, "section", "add", ev, "kids")
	j.run(ExitOK, "section", "add", ev, "kids", "--name", "こどもの部", "--game", "othello")
	j.run(ExitOK, "section", "edit", ev, "kids", "--tables", "31-40")
	j.run(ExitRefused, "section", "edit", ev, "kids", "--tables", "30-40")
	j.run(ExitRefused, "section", "edit", ev, "kids", "--tables", "四十")
	j.run(ExitRefused, "section", "edit", ev, "nothing", "--name", "なし")
	j.run(ExitUsage, "section", "edit", ev, "kids")
	j.run(ExitUsage, "section", "edit", ev, "kids", "--game", "go")
	j.run(ExitUsage, "section", "frobnicate", ev)
	j.run(ExitUsage, "section")
	j.run(ExitOK, "section", "list", ev)
	j.run(ExitOK, "players", "import", ev, players)
	j.run(ExitRefused, "players", "import", ev, noSection)
	j.run(ExitOK, "players", "import", ev, noSection, "--section", "kids")
	j.run(ExitRefused, "players", "add", ev, "--name", "佐藤 十")
	j.run(ExitOK, "players", "add", ev, "--name", "佐藤 十", "--section", "こどもの部")
	j.run(ExitOK, "players", "list", ev)
	j.run(ExitOK, "players", "list", ev, "--section", "A")
	j.run(ExitOK, "players", "move", ev, "佐藤 十", "B")
	j.run(ExitRefused, "players", "move", ev, "佐藤 十", "B")
	j.run(ExitRefused, "players", "move", ev, "佐藤 十", "Z")
	j.run(ExitOK, "players", "edit", ev, "佐藤 十", "--club", "横浜")
	j.run(ExitOK, "section", "list", ev)

	j.run(ExitRefused, "pair", ev)
	j.run(ExitRefused, "standings", ev)
	j.run(ExitRefused, "pairings", ev, "--section", "Z")
	j.run(ExitUsage, "pair", ev, "--all", "--section", "A")
	j.run(ExitOK, "pair", ev, "--all")
	j.run(ExitOK, "pairings", ev, "--section", "B")
	j.run(ExitOK, "card", ev, "1", "黒中押し勝ち")
	j.run(ExitOK, "card", ev, "2", "白中押し勝ち")
	j.run(ExitOK, "card", ev, "21", "W+R")
	j.run(ExitOK, "card", ev, "31", "40-24")
	j.run(ExitRefused, "card", ev, "31", "38-24")
	j.run(ExitOK, "card", ev, "31", "38-24", "--empty-squares")
	j.run(ExitRefused, "card", ev, "99", "W+R")
	j.run(ExitRefused, "card", ev, "1", "W+R", "--section", "B")
	j.run(ExitUsage, "card", ev, "卓", "W+R")
	j.run(ExitOK, "result", ev, "1", "21", "B+R", "--section", "B級")
	j.run(ExitOK, "pair", ev, "--all")
	j.run(ExitRefused, "pair", ev, "--all")
	j.run(ExitOK, "standings", ev, "--section", "A")
	j.run(ExitOK, "print", ev, "pairings", "--all-sections", "--out", filepath.Join(dir, "venue.pdf"))
	j.run(ExitOK, "print", ev, "pairings-by-name", "--all-sections", "--out", filepath.Join(dir, "byname.pdf"))
	j.run(ExitOK, "print", ev, "standings", "--section", "A", "--out", filepath.Join(dir, "a.pdf"))
	j.run(ExitUsage, "print", ev, "pairings", "--all-sections", "--round", "1", "--out", filepath.Join(dir, "x.pdf"))
	j.run(ExitRefused, "print", ev, "standings", "--all-sections", "--out", filepath.Join(dir, "x.pdf"))
	j.run(ExitOK, "log", ev)
	j.run(ExitOK, "log", ev, "--section", "B")
	j.run(ExitOK, "help", "results", ev)
	j.done()
}
