package cli

import (
	"fmt"
	"strings"
)

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
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// parseArgs splits raw by the flag spec: valued names take a value
// ("--name X" or "--name=X"), boolean names take none. With open, any other
// --NAME without a value is a boolean flag too, listed in args.open.
func parseArgs(raw []string, valued, boolean []string, open bool) (args, error) {
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
				return a, usageError{fmt.Sprintf("--%s needs a value", name)}
			}
			i++
			a.flags[name] = append(a.flags[name], raw[i])
		case open && !hasVal && name != "":
			if !a.has(name) {
				a.open = append(a.open, name)
			}
			a.flags[name] = append(a.flags[name], "true")
		default:
			return a, usageError{fmt.Sprintf("unknown flag --%s", name)}
		}
	}
	return a, nil
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
		return usageError{"usage: taikai " + form}
	}
	return nil
}
