package yonin

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// The 持将棋 material grammar of the command line (`--material`), one item
// per unmated player, separated by ";":
//
//	PLAYER:r1,p12,h3;PLAYER:r0,p20
//
//	r  rooks (飛・龍) the player owns, on the board and in hand   (also 飛)
//	p  every other piece (小駒), on the board and in hand, king excluded
//	   (also 小, 小駒)
//	h  pieces on the stands (駒台) of the players this player mated in the
//	   game, counted together (also 台, 駒台); 0 when they mated nobody
//
// A count left out is 0. Counts may be written in full-width digits (１２)
// or kanji numerals (十二); full-width ：；，、 and spaces are accepted.
// PLAYER is a name, a seat number 1–4 or CPU1–CPU4, as in --mated.

// materialKeys are the count names, longest first so 小駒 wins over 小.
var materialKeys = []struct {
	name string
	key  byte
}{
	{"小駒", 'p'}, {"駒台", 'h'}, {"飛", 'r'}, {"小", 'p'}, {"台", 'h'},
	{"r", 'r'}, {"p", 'p'}, {"h", 'h'}, {"R", 'r'}, {"P", 'p'}, {"H", 'h'},
}

// ParseMaterial reads a `--material` text into the material of each player
// named, keyed by seat (see the grammar above). Names are looked up in seats
// exactly, then with full-width letters and digits folded and spaces
// collapsed. Whether the right players are given is checked by
// JishogiFromMaterial. Errors wrap ErrMaterialSyntax or ErrUnknownPlayer.
func ParseMaterial(text string, seats map[string]int) (map[int]Material, error) {
	t := strings.NewReplacer("；", ";", "：", ":", "\n", ";").Replace(strings.TrimSpace(text))
	if strings.TrimSpace(t) == "" {
		return nil, withJapanese(fmt.Errorf("%w: empty; write PLAYER:r1,p12,h3;PLAYER:… for every unmated player", ErrMaterialSyntax),
			"持将棋の駒数が空です。詰んでいない全員について「番号:r飛の数,p小駒の数,h駒台の枚数」を「;」で区切って入力してください（例 1:r1,p12;2:p15）")
	}
	out := map[int]Material{}
	var rooks, others int
	for i, item := range strings.Split(t, ";") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		who, counts, ok := strings.Cut(item, ":")
		if !ok {
			return nil, withJapanese(fmt.Errorf("%w: item %d %q: write PLAYER:r1,p12,h3 (a colon after the player)", ErrMaterialSyntax, i+1, item),
				"持将棋の駒数の%d番目「%s」：人の後に「:」を入れてください（例 1:r1,p12,h3）", i+1, item)
		}
		seat, err := lookupFolded(strings.TrimSpace(who), seats)
		if err != nil {
			return nil, withJapanese(fmt.Errorf("item %d %q: %w", i+1, item, err), "持将棋の駒数の%d番目「%s」：%s", i+1, item, japaneseOr(err))
		}
		if _, dup := out[seat]; dup {
			return nil, withJapanese(fmt.Errorf("%w: item %d %q: %s is given twice", ErrMaterialSyntax, i+1, item, strings.TrimSpace(who)),
				"持将棋の駒数の%d番目「%s」：%s が2回指定されています", i+1, item, strings.TrimSpace(who))
		}
		m, err := parseCounts(counts)
		if err != nil {
			return nil, withJapanese(fmt.Errorf("item %d %q: %w", i+1, item, err), "持将棋の駒数の%d番目「%s」：%s", i+1, item, japaneseOr(err))
		}
		rooks, others = rooks+m.Rooks, others+m.Others
		out[seat] = m
	}
	if len(out) == 0 {
		return nil, withJapanese(fmt.Errorf("%w: no player given; write PLAYER:r1,p12,h3;PLAYER:…", ErrMaterialSyntax),
			"持将棋の駒数に人が指定されていません（例 1:r1,p12;2:p15）")
	}
	// Together the players cannot own more than the set: two players with
	// 3 rooks each is a mistyped count even if each alone is possible.
	switch {
	case rooks > RooksInSet:
		return nil, withJapanese(fmt.Errorf("%w: %d rooks (飛・龍) in all, the set has %d; count again", ErrImpossibleMaterial, rooks, RooksInSet),
			"持将棋の駒数があり得ません：飛・龍が合計%d枚ですが、四人将棋の飛は全部で%d枚です。数え直してください", rooks, RooksInSet)
	case others > OtherPiecesInSet:
		return nil, withJapanese(fmt.Errorf("%w: %d other pieces (小駒) in all, the set has %d; count again", ErrImpossibleMaterial, others, OtherPiecesInSet),
			"持将棋の駒数があり得ません：小駒が合計%d枚ですが、四人将棋の小駒（金・銀・歩）は全部で%d枚です。数え直してください", others, OtherPiecesInSet)
	}
	return out, nil
}

// parseCounts reads "r1,p12,h3" (any order, each at most once), each count
// within the set (RooksInSet, OtherPiecesInSet, and for h both together).
func parseCounts(text string) (Material, error) {
	var m Material
	rs := []rune(foldWidth(text))
	seen := map[byte]bool{}
	i := 0
	for {
		for i < len(rs) && isCountSep(rs[i]) {
			i++
		}
		if i >= len(rs) {
			break
		}
		rest := string(rs[i:])
		var key byte
		for _, k := range materialKeys {
			if strings.HasPrefix(rest, k.name) {
				key = k.key
				i += len([]rune(k.name))
				break
			}
		}
		if key == 0 {
			return m, withJapanese(fmt.Errorf("%w: %q is not a count; write r (rooks, 飛), p (other pieces, 小駒) or h (pieces on the stands of the players mated, 駒台) followed by a number", ErrMaterialSyntax, string(rs[i])),
				"「%s」は駒数ではありません。r（飛・龍）、p（小駒）、h（撃破した相手の駒台）の後に数を書いてください", string(rs[i]))
		}
		for i < len(rs) && (rs[i] == '=' || rs[i] == ' ') {
			i++
		}
		j := i
		for j < len(rs) && isNumeral(rs[j]) {
			j++
		}
		if j == i {
			return m, withJapanese(fmt.Errorf("%w: %c needs a number, e.g. %c2", ErrMaterialSyntax, key, key),
				"%s の後に数を書いてください（例 %c2）", countName(key), key)
		}
		n, err := parseNumeral(string(rs[i:j]))
		if err != nil {
			return m, err
		}
		i = j
		if seen[key] {
			return m, withJapanese(fmt.Errorf("%w: %c is given twice", ErrMaterialSyntax, key), "%s が2回書かれています", countName(key))
		}
		seen[key] = true
		if limit := countLimit(key); n > limit {
			return m, withJapanese(fmt.Errorf("%w: %c%d: %s cannot be more than %d (a four-player shogi set has %d rooks and %d other pieces); count again",
				ErrImpossibleMaterial, key, n, countEnglish(key), limit, RooksInSet, OtherPiecesInSet),
				"%s %d枚はあり得ません（四人将棋の駒は飛%d枚・小駒%d枚なので、%sは最大%d枚）。数え直してください", countName(key), n, RooksInSet, OtherPiecesInSet, countName(key), limit)
		}
		switch key {
		case 'r':
			m.Rooks = n
		case 'p':
			m.Others = n
		case 'h':
			m.MatedHand = n
		}
	}
	if len(seen) == 0 {
		return m, withJapanese(fmt.Errorf("%w: no count; write r1,p12,h3 (a count left out is 0, but give at least one)", ErrMaterialSyntax),
			"駒数がありません。r1,p12,h3 のように書いてください（書かない数は0、ただし1つは書く）")
	}
	return m, nil
}

// countLimit is the most pieces a count can be in one set.
func countLimit(key byte) int {
	switch key {
	case 'r':
		return RooksInSet
	case 'p':
		return OtherPiecesInSet
	}
	return RooksInSet + OtherPiecesInSet // h: pieces in hand, of any kind
}

// countName names a count in Japanese, as the 持将棋 dialog does.
func countName(key byte) string {
	switch key {
	case 'r':
		return "飛・龍"
	case 'p':
		return "小駒"
	}
	return "撃破した相手の駒台"
}

func countEnglish(key byte) string {
	switch key {
	case 'r':
		return "rooks (飛・龍)"
	case 'p':
		return "other pieces (小駒)"
	}
	return "pieces on the stands of the players mated"
}

func isCountSep(r rune) bool { return r == ',' || r == '、' || r == '・' || unicode.IsSpace(r) }

// kanjiDigits are the kanji numerals 0–9, by value (零 is also 0).
const kanjiDigits = "〇一二三四五六七八九"

func isNumeral(r rune) bool {
	return (r >= '0' && r <= '9') || strings.ContainsRune(kanjiDigits+"零十百", r)
}

// parseNumeral reads ASCII digits ("12") or kanji numerals ("十二",
// "二十", "一二" digit by digit), up to 999.
func parseNumeral(s string) (int, error) {
	if s[0] >= '0' && s[0] <= '9' {
		n := 0
		for _, r := range s {
			if r < '0' || r > '9' {
				return 0, withJapanese(fmt.Errorf("%w: %q mixes digits and kanji", ErrMaterialSyntax, s), "「%s」は数字と漢数字が混ざっています", s)
			}
			n = n*10 + int(r-'0')
			if n > 999 {
				return 0, tooLarge(s)
			}
		}
		return n, nil
	}
	digit := func(r rune) int {
		if r == '零' {
			return 0
		}
		return slices.Index([]rune(kanjiDigits), r)
	}
	total, cur := 0, -1
	positional := !strings.ContainsAny(s, "十百")
	for _, r := range s {
		switch r {
		case '十', '百':
			unit := 10
			if r == '百' {
				unit = 100
			}
			if cur < 0 {
				cur = 1
			}
			if total += cur * unit; total > 999 {
				return 0, tooLarge(s)
			}
			cur = -1
		default:
			if r >= '0' && r <= '9' {
				return 0, withJapanese(fmt.Errorf("%w: %q mixes digits and kanji", ErrMaterialSyntax, s), "「%s」は数字と漢数字が混ざっています", s)
			}
			d := digit(r)
			switch {
			case positional:
				if total = total*10 + d; total > 999 {
					return 0, tooLarge(s)
				}
			case cur >= 0:
				return 0, withJapanese(fmt.Errorf("%w: %q is not a kanji number", ErrMaterialSyntax, s), "「%s」は漢数字として読めません", s)
			default:
				cur = d
			}
		}
	}
	if cur > 0 {
		total += cur
	}
	if total > 999 {
		return 0, tooLarge(s)
	}
	return total, nil
}

// tooLarge refuses a number beyond any count of pieces.
func tooLarge(s string) error {
	return withJapanese(fmt.Errorf("%w: %q is too large; a four-player shogi set has %d pieces besides the kings", ErrImpossibleMaterial, s, RooksInSet+OtherPiecesInSet),
		"「%s」は大きすぎます（四人将棋の駒は玉を除いて%d枚）。数え直してください", s, RooksInSet+OtherPiecesInSet)
}

// FormatMaterial writes the material of the given seats in the --material
// grammar, the inverse of ParseMaterial.
func FormatMaterial(given map[int]Material, names [Seats]string) string {
	seats := make([]int, 0, len(given))
	for s := range given {
		seats = append(seats, s)
	}
	slices.Sort(seats)
	parts := make([]string, len(seats))
	for i, s := range seats {
		m := given[s]
		parts[i] = fmt.Sprintf("%s:r%d,p%d", seatLabel(names, s), m.Rooks, m.Others)
		if m.MatedHand > 0 {
			parts[i] += fmt.Sprintf(",h%d", m.MatedHand)
		}
	}
	return strings.Join(parts, ";")
}

// foldWidth turns full-width ASCII (Ａ, １, ：) into ASCII and the
// ideographic space into a space; everything else is kept.
func foldWidth(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= '！' && r <= '～':
			return r - '！' + '!'
		case r == '　':
			return ' '
		}
		return r
	}, s)
}

// FindPlayer finds the seat of a player typed by the arbiter (a 反則点, a
// declarer): a name, a seat number 1–4 or CPU1–CPU4 as seats maps them,
// exactly, then with widths folded, spaces collapsed and case ignored; a
// bare CPU (ＣＰＵ, cpu, CPU代指し) is the table's one CPU substitute.
// The error wraps ErrUnknownPlayer and lists the table.
func FindPlayer(name string, seats map[string]int) (int, error) {
	return lookupFolded(strings.TrimSpace(name), seats)
}

// lookupFolded finds a player typed in a --mated, --material or --penalty
// text: exactly, then with widths folded, spaces collapsed and case ignored
// ("ｃｐｕ１" is CPU1, "CPU 1" too); a bare CPU is the table's only CPU.
func lookupFolded(name string, seats map[string]int) (int, error) {
	if name == "" {
		return NoSeat, withJapanese(fmt.Errorf("%w: a player is missing", ErrUnknownPlayer), "人が書かれていません（番号 1〜4 か名前）")
	}
	if _, ok := seats[name]; ok {
		return lookupSeat(name, seats)
	}
	folded := strings.Join(strings.Fields(foldWidth(name)), " ")
	if _, ok := seats[folded]; ok {
		return lookupSeat(folded, seats)
	}
	for n := range seats {
		if strings.EqualFold(n, folded) || (isCPUSeatKey(n) && strings.EqualFold(n, strings.ReplaceAll(folded, " ", ""))) {
			return lookupSeat(n, seats)
		}
	}
	if IsCPU(name) {
		return lookupCPU(name, seats)
	}
	return lookupSeat(name, seats)
}

// isCPUSeatKey reports whether k is a CPU substitute's name, CPU1–CPU4.
func isCPUSeatKey(k string) bool {
	return len(k) == 4 && strings.EqualFold(k[:3], "CPU") && k[3] >= '1' && k[3] <= '4'
}

// lookupCPU finds the one CPU substitute of a table typed as a bare CPU;
// with two or more, the arbiter must say which (CPU3).
func lookupCPU(name string, seats map[string]int) (int, error) {
	var cpus []string
	for k, s := range seats {
		if isCPUSeatKey(k) && ValidSeat(s) {
			cpus = append(cpus, k)
		}
	}
	slices.Sort(cpus)
	switch len(cpus) {
	case 1:
		return seats[cpus[0]], nil
	case 0:
		return NoSeat, withJapanese(fmt.Errorf("%w: %q: no CPU substitute sits at this table", ErrUnknownPlayer, name),
			"「%s」：この卓にCPU代指しはいません", name)
	}
	return NoSeat, withJapanese(fmt.Errorf("%w: %q: the table has %d CPU substitutes (%s); type which, e.g. %s", ErrUnknownPlayer, name, len(cpus), strings.Join(cpus, ", "), cpus[0]),
		"「%s」：この卓にはCPU代指しが%d席あります（%s）。%s のように番号を付けてください", name, len(cpus), strings.Join(cpus, "・"), cpus[0])
}
