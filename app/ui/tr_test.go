package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/internal/jacheck"
	"taikai/tournament"
)

// guiPair is one GUI text written in both languages, where the code says it.
type guiPair struct {
	where  string
	en, ja string
}

// guiPairs reads every Go file of the package and returns the GUI texts
// written in pairs: the calls tr("English", "日本語"), the titles of the
// table columns and the text sizes ({"English", "日本語", width}) and the
// literals {En: "English", Ja: "日本語"} (tournament.Text). A call of tr
// whose two sides are not string literals, other than a pair's own fields
// (tr(c.en, c.ja)), is reported as bad: a reader could not see both.
func guiPairs(t *testing.T) (pairs []guiPair, bad []string) {
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	fset := token.NewFileSet()
	str := func(e ast.Expr) (string, bool) {
		bl, ok := e.(*ast.BasicLit)
		if !ok || bl.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(bl.Value)
		require.NoError(t, err)
		return s, true
	}
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, 0)
		require.NoError(t, err)
		add := func(n ast.Node, en, ja string) {
			pairs = append(pairs, guiPair{fset.Position(n.Pos()).String(), en, ja})
		}
		// titled are the literals of the types whose first two fields are
		// a title in English and in Japanese.
		titled := func(cl *ast.CompositeLit) {
			if len(cl.Elts) != 3 {
				return
			}
			en, ok1 := str(cl.Elts[0])
			ja, ok2 := str(cl.Elts[1])
			if ok1 && ok2 && (en != "" || ja != "") { // a column with no title leaves both empty
				add(cl, en, ja)
			} else if !ok1 || !ok2 {
				bad = append(bad, fset.Position(cl.Pos()).String())
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if id, ok := n.Fun.(*ast.Ident); !ok || id.Name != "tr" || len(n.Args) != 2 {
					return true
				}
				en, ok1 := str(n.Args[0])
				ja, ok2 := str(n.Args[1])
				if ok1 && ok2 {
					add(n, en, ja)
				} else if !ownFields(n.Args[0], n.Args[1]) {
					bad = append(bad, fset.Position(n.Pos()).String())
				}
			case *ast.CompositeLit:
				switch typ := n.Type.(type) {
				case *ast.Ident:
					if typ.Name == "column" || typ.Name == "zoomLevel" {
						titled(n)
					}
				case *ast.ArrayType:
					if el, ok := typ.Elt.(*ast.Ident); ok && (el.Name == "column" || el.Name == "zoomLevel") {
						for _, e := range n.Elts {
							if cl, ok := e.(*ast.CompositeLit); ok && cl.Type == nil {
								titled(cl)
							}
						}
					}
				}
				if len(n.Elts) != 2 {
					return true
				}
				kv := map[string]ast.Expr{}
				for _, e := range n.Elts {
					if e, ok := e.(*ast.KeyValueExpr); ok {
						if k, ok := e.Key.(*ast.Ident); ok {
							kv[k.Name] = e.Value
						}
					}
				}
				if kv["En"] == nil || kv["Ja"] == nil {
					return true
				}
				en, ok1 := str(kv["En"])
				ja, ok2 := str(kv["Ja"])
				if ok1 && ok2 {
					add(n, en, ja)
				}
			}
			return true
		})
	}
	return pairs, bad
}

// ownFields is whether a and b are x.en and x.ja of one x: a pair's own
// two sides.
func ownFields(a, b ast.Expr) bool {
	sa, ok1 := a.(*ast.SelectorExpr)
	sb, ok2 := b.(*ast.SelectorExpr)
	if !ok1 || !ok2 || sa.Sel.Name != "en" || sb.Sel.Name != "ja" {
		return false
	}
	xa, ok1 := sa.X.(*ast.Ident)
	xb, ok2 := sb.X.(*ast.Ident)
	return ok1 && ok2 && xa.Name == xb.Name
}

// verb is one formatting verb of a fmt format: %s, %d, %[2]s, %5.1f …
var verb = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*(\d+|\*)?(\.(\d+|\*)?)?(\[\d+\])?[a-zA-Z%]`)

// verbs are the formatting verbs of format s by the argument each formats
// (1 for the first), as fmt reads them.
func verbs(s string) map[int]string {
	out := map[int]string{}
	arg := 1
	index := regexp.MustCompile(`\[(\d+)\]`)
	for _, v := range verb.FindAllString(s, -1) {
		if v == "%%" {
			continue
		}
		if m := index.FindStringSubmatch(v); m != nil {
			arg, _ = strconv.Atoi(m[1])
		}
		out[arg] = v[len(v)-1:]
		arg++
	}
	return out
}

// typedInJapanese are the words of ASCII letters a Japanese side writes
// on purpose, beyond those of any Japanese screen (jacheck.Allowed): what
// the arbiter types as it is (bye:A, rounds=5, KEY=VALUE, a section code
// such as kids), the venue pages' addresses (…/desk, …/checkin) and
// names (IPAex, SGF, PC, USB メモリ).
var typedInJapanese = []string{"bye", "rounds", "KEY", "VALUE", "kids", "desk", "checkin", "IPAex", "SGF", "PC", "USB"}

// kanaKanji matches a kana or kanji; japanesePunct, the punctuation of a
// Japanese sentence (、。「」（）：…), which an English side never uses.
var (
	kanaKanji     = regexp.MustCompile(`[\p{Hiragana}\p{Katakana}\p{Han}]`)
	japanesePunct = regexp.MustCompile(`[、。「」『』（）：；！？，]`)
)

// TestTr_EveryGUITextIsAPairOfTwoSides: every GUI text is written in both
// languages where it is used: neither side empty; the Japanese side with
// no English word left in it (but for the words a Japanese screen uses,
// jacheck.Allowed, and typedInJapanese); the English side no copy of the
// Japanese (but for a text with no kana or kanji: "BP", "%d.") and with no
// Japanese punctuation (Japanese words are fine: "jishogi (持将棋)"); and
// the same formatting verbs for the same arguments on both sides, so that
// fmt.Sprintf(tr(…), …) reads its arguments alike in either language.
func TestTr_EveryGUITextIsAPairOfTwoSides(t *testing.T) {
	pairs, bad := guiPairs(t)
	assert.Empty(t, bad, "tr's two sides must be string literals, written where the text is used")
	require.Greater(t, len(pairs), 800, "the package's GUI texts")
	for _, p := range pairs {
		assert.NotEmpty(t, p.en, "%s: English side of %q", p.where, p.ja)
		assert.NotEmpty(t, p.ja, "%s: Japanese side of %q", p.where, p.en)
		leaks := slices.DeleteFunc(jacheck.Leaks(verb.ReplaceAllString(p.ja, " ")), func(w string) bool { return slices.Contains(typedInJapanese, w) })
		assert.Empty(t, leaks, "%s: English in the Japanese side %q", p.where, p.ja)
		if kanaKanji.MatchString(p.ja) {
			assert.NotEqual(t, p.ja, p.en, "%s: the English side is the Japanese", p.where)
		}
		assert.NotRegexp(t, japanesePunct, p.en, "%s: Japanese in the English side", p.where)
		assert.True(t, maps.Equal(verbs(p.en), verbs(p.ja)), "%s: %q and %q format different arguments", p.where, p.en, p.ja)
	}
}

// TestTr_PicksTheGUILanguage: tr says the English side until
// setupTranslations chooses Japanese, then the Japanese side.
func TestTr_PicksTheGUILanguage(t *testing.T) {
	defer setupTranslations(guiLang())
	setupTranslations(tournament.English)
	assert.Equal(t, "Close", tr("Close", "閉じる"))
	setupTranslations(tournament.Japanese)
	assert.Equal(t, "閉じる", tr("Close", "閉じる"))
}
