package cli

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// formatVerb is a verb of a format string (%s, %[2]d, %q), not %%.
var formatVerb = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z]`)

// Issue 24, one way to write a message in both languages: a usage error
// of the command line is written in English and Japanese where it is
// made (usage(en, ja, …)), as the domain's messages are, not translated
// afterwards by a table a new message could miss. Every usageError of the
// package's files is made by usage, and every call of usage has a
// Japanese text with the same arguments as its English one.
func TestCLI_Issue24EveryUsageErrorIsWrittenInJapanese(t *testing.T) {
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	fset := token.NewFileSet()
	calls := 0
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, 0)
		require.NoError(t, err, name)
		for _, decl := range f.Decls {
			fn, _ := decl.(*ast.FuncDecl)
			ast.Inspect(decl, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CompositeLit:
					if id, ok := n.Type.(*ast.Ident); ok && id.Name == "usageError" && (fn == nil || fn.Name.Name != "usage") {
						t.Errorf("%s: a usageError made without usage(en, ja, …): its Japanese is not written", fset.Position(n.Pos()))
					}
				case *ast.CallExpr:
					if id, ok := n.Fun.(*ast.Ident); ok && id.Name == "usage" && (fn == nil || fn.Name.Name != "usage") {
						calls++
						checkUsageCall(t, fset, n)
					}
				}
				return true
			})
		}
	}
	assert.Greater(t, calls, 30, "the usage errors of the verbs were found")

	// What a usage error quotes besides its own words: the help texts
	// (usageHelp, and the players' and sections' usage) have their Japanese.
	for _, tp := range topics {
		if tp.text.En != "" {
			assert.NotEmpty(t, tp.text.Ja, "help topic %v", tp.names)
		}
	}
	for name, v := range verbs {
		if v.more.En != "" {
			assert.NotEmpty(t, v.more.Ja, "the help of %s", name)
		}
	}
	assert.Equal(t, "使い方: taikai pair FILE", usageLine("pair FILE").In(tournament.Japanese))
	assert.Equal(t, "使い方:"+yoninHelpJa, usageHelp(yoninTopic).In(tournament.Japanese))
}

// checkUsageCall checks a call usage(en, ja, args...): ja is a constant
// string in Japanese with as many verbs as en.
func checkUsageCall(t *testing.T, fset *token.FileSet, call *ast.CallExpr) {
	t.Helper()
	at := fset.Position(call.Pos())
	if !assert.GreaterOrEqual(t, len(call.Args), 2, "%s: usage(en, ja, …)", at) {
		return
	}
	en, okEn := constantString(call.Args[0])
	ja, okJa := constantString(call.Args[1])
	if !assert.True(t, okEn && okJa, "%s: usage takes its two messages as written strings", at) {
		return
	}
	assert.True(t, hasJapanese(ja), "%s: %q is no Japanese", at, ja)
	assert.Equal(t, len(formatVerb.FindAllString(en, -1)), len(formatVerb.FindAllString(ja, -1)),
		"%s: %q and %q take the same arguments", at, en, ja)
}

// constantString is the value of a string literal or a sum of them.
func constantString(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		a, okA := constantString(e.X)
		b, okB := constantString(e.Y)
		return a + b, okA && okB
	case *ast.ParenExpr:
		return constantString(e.X)
	}
	return "", false
}

// Issue 24: the usage errors the translation table did not know were
// printed in English under LANG=ja (a flag with a space, two answers at
// once joined by "or", the five answers of 入玉宣言 misread); each is now
// said in Japanese, with what the person typed.
func TestCLI_Issue24UsageErrorsTheTableMissedSpeakJapanese(t *testing.T) {
	dir, ev := japaneseEvent(t, "ev.taikai")
	mustRun(t, "demo", ev, "--players", "8")
	mustRun(t, "pair", ev)
	table, _, _ := firstTable(t, ev, 1)
	yo := filepath.Join(dir, "yonin.taikai")
	mustRun(t, "demo", yo, "--game", "yonin", "--rounds", "1")

	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"pair", ev, "--a b"}, "taikai: --a b というフラグはありません\n"},
		{[]string{"result", ev, "1", table, "38-24", "--empty-squares", "--recording-error"},
			"taikai: --empty-squares と --recording-error のどちらか一つだけを付けてください\n"},
		{[]string{"yonin", "game", yo, "予選", "A", "--material", "1:p1;2:p1;3:p1;4:p1", "--nyugyoku", "2", "--conditions", "yyqyy"},
			"taikai: --conditions の答え「yyqyy」が読めません：条件①〜⑤の順に5つ、y か n（○ か ×）で答えてください\n" +
				"  ① 250手目以降  ② 宣言者の手番  ③ 自玉が敵陣3段目以内\n  ④ 王手がかかっていない  ⑤ 宣言者に指せる手がある\n"},
	} {
		code, out, errs := run(t, c.args...)
		assert.Equal(t, ExitUsage, code, "%v: %s", c.args, out)
		assert.Equal(t, c.want, errs, strings.Join(c.args, " "))
	}
}
