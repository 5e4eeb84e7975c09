package cli

import (
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/width"

	"taikai/tournament"
)

// The bounds of the numbers a person types on the command line. A round
// or a stage is at most maxRound, a table (an Othello event of 5,000
// participants has 2,500) or a number of tables at most maxTable.
const (
	maxRound       = tournament.MaxRound
	maxTable       = tournament.MaxTable
	minDemoPlayers = 2
	maxDemoPlayers = 2000
)

// numberFlag is a flag that takes a whole number from min to max.
type numberFlag struct{ min, max int }

// numberFlags are the flags of every verb that take a number: parseArgs
// refuses a value out of bounds (with the bounds in the message) and
// stores the number in canonical digits, so a verb reads a valid number.
var numberFlags = map[string]numberFlag{
	"round":      {1, maxRound}, // pairings, standings, print, players absent
	"from-round": {1, maxRound},
	"players":    {minDemoPlayers, maxDemoPlayers},
	"tables":     {1, maxTable},
	"minutes":    {1, tournament.MaxPenaltyMinutes}, // penalty --kind time
}

// args is a command line split into positionals and --flags, which may come
// in any order ("taikai new FILE --game othello" and "taikai new --game
// othello FILE" are the same).
type args struct {
	pos   []string
	flags map[string][]string
	// open are the boolean flags given that the verb does not name (a verb
	// with open flags takes any --NAME: a game, or the answer to a
	// question of the rules), in the order given.
	open []string
}

// usageError is a command line that does not fit a verb's form: exit 2.
// Its message is written in both languages where it is made (usage,
// usageLine); TestCLI_Issue24EveryUsageErrorIsWrittenInJapanese keeps it
// so.
type usageError struct{ tournament.Text }

// Error returns the English message.
func (e usageError) Error() string { return e.En }

// Localized returns the message in language l.
func (e usageError) Localized(l tournament.Lang) string { return e.In(l) }

// usage is the usage error said by en and ja, two format strings that take
// the same args (an arg that is a tournament.Text is said in each
// message's language).
func usage(en, ja string, args ...any) usageError {
	t := tournament.Tr(en, ja, args...)
	return usageError{tournament.Text{En: withGames(t.En), Ja: withGames(t.Ja)}}
}

// usageHelp is the usage error that shows a help text (a topic's): the
// forms of a verb's subcommands with what each does.
func usageHelp(help tournament.Text) usageError {
	return usage("usage:%s", "使い方:%s", help)
}

// roundNumber is the usage error of --flag given something else than a
// round number.
func roundNumber(flag string) usageError {
	return usage("--%s takes a round number", "--%s には回戦の番号を指定してください", flag)
}

// usageLine is the usage error that shows a verb's form, the command as it
// is typed: "usage: taikai FORM" ("使い方: taikai FORM").
func usageLine(form string) usageError {
	return usage("usage: taikai %s", "使い方: taikai %s", form)
}

// parseArgs splits raw by the flag spec: valued names take a value
// ("--name X" or "--name=X"), boolean names take none. With open, any other
// --NAME without a value is a boolean flag too, listed in args.open. The
// valued flags named in text are read as typed, even where another verb
// reads a number by that name (section's --tables FROM-TO).
func parseArgs(raw []string, valued, boolean []string, open bool, text ...string) (args, error) {
	a := args{flags: map[string][]string{}}
	isValued := map[string]bool{}
	for _, v := range valued {
		isValued[v] = true
	}
	isBool := map[string]bool{}
	for _, b := range boolean {
		isBool[b] = true
	}
	for i := 0; i < len(raw); i++ {
		s := raw[i]
		if s == "--" {
			a.pos = append(a.pos, raw[i+1:]...)
			break
		}
		if !strings.HasPrefix(s, "--") || s == "--" {
			a.pos = append(a.pos, s)
			continue
		}
		name, val, hasVal := strings.Cut(s[2:], "=")
		switch {
		case isBool[name] && !hasVal:
			a.flags[name] = append(a.flags[name], "true")
		case isValued[name] && hasVal:
			a.flags[name] = append(a.flags[name], val)
		case isValued[name]:
			if i+1 >= len(raw) {
				return a, usage("--%s needs a value", "--%s には値を付けてください", name)
			}
			i++
			a.flags[name] = append(a.flags[name], raw[i])
		case open && !hasVal && name != "":
			if !a.has(name) {
				a.open = append(a.open, name)
			}
			a.flags[name] = append(a.flags[name], "true")
		default:
			return a, unknownFlag(name)
		}
	}
	for name, vs := range a.flags {
		nf, ok := numberFlags[name]
		if !ok || !isValued[name] || slices.Contains(text, name) {
			continue
		}
		for i, v := range vs {
			n, err := number(v, "--"+name, nf.min, nf.max)
			if err != nil {
				return a, err
			}
			vs[i] = strconv.Itoa(n)
		}
	}
	return a, nil
}

// number reads s, a whole number a person typed (full-width digits too),
// as what (ROUND, --round …) from min to max. Anything else, a negative
// number or one too large for any integer included, is a usage error that
// gives the bounds in the person's language.
func number(s, what string, min, max int) (int, error) {
	t := strings.TrimSpace(width.Fold.String(s))
	n, err := strconv.Atoi(t)
	if err != nil || n < min || n > max {
		return 0, outOfRange(what, min, max, s)
	}
	return n, nil
}

// unknownFlag is the usage error of a flag no verb takes: --name.
func unknownFlag(name string) usageError {
	return usage("unknown flag --%s", "--%s というフラグはありません", name)
}

// outOfRange is the usage error of a number out of bounds.
func outOfRange(what string, min, max int, got string) error {
	label := tournament.Text{En: what, Ja: what}
	if ja, ok := jaLabels[what]; ok {
		label.Ja = ja
	}
	if strings.HasPrefix(label.Ja, "--") {
		label.Ja += " "
	}
	if len([]rune(got)) > 30 {
		got = string([]rune(got)[:30]) + "…"
	}
	return usage("%s must be a number from %d to %d (not %q)", "%sは %d〜%d の数で指定してください（「%s」は使えません）", label, min, max, got)
}

// jaLabels name the positional numbers in Japanese messages.
var jaLabels = map[string]string{"ROUND": "ROUND（回戦）", "TABLE": "TABLE（卓番号）"}

// roundTable reads the ROUND and TABLE positionals at a.pos[i] and
// a.pos[i+1].
func (a args) roundTable(i int) (round, table int, err error) {
	round, err = number(a.pos[i], "ROUND", 1, maxRound)
	if err == nil {
		table, err = number(a.pos[i+1], "TABLE", 1, maxTable)
	}
	return round, table, err
}

// format returns --format (table when not given), refused when it is not
// one the listings write (table, csv, json).
func (a args) format() (string, error) {
	f := a.flag("format", "table")
	return f, checkFormat(f)
}

// flag returns the last value given for name, or def.
func (a args) flag(name, def string) string {
	if v := a.flags[name]; len(v) > 0 {
		return v[len(v)-1]
	}
	return def
}

// has reports whether flag name was given.
func (a args) has(name string) bool { return len(a.flags[name]) > 0 }

// want checks the number of positionals.
func (a args) want(min, max int, form string) error {
	if len(a.pos) < min || (max >= 0 && len(a.pos) > max) {
		return usageLine(form)
	}
	return nil
}
