package cli

import (
	"fmt"
	"slices"
	"strings"

	"taikai/tournament"
)

// How the command line learns its verbs and help topics: each file
// registers its own from init, as app/ui and app/web do for their screens
// and pages. A game's verbs and topics are registered from its
// game_<game>.go, so that the shared files never name a game's verb.

type verb struct {
	run           func(e *env, a args) error
	valued, bools []string
	// flags are more flags known only once the program has registered
	// its parts (the formats' options of `section`): valued, boolean and
	// read as typed (text).
	flags func() (valued, bools, text []string)
	// usage is the command line as typed (after "taikai "); summary what the
	// verb does, and summaryJa the same in Japanese (help_ja.go has those of
	// cli.go's verbs).
	usage, summary, summaryJa string
	// more is printed after the verb's line by `taikai help VERB` (the
	// players subcommands), in the person's language.
	more tournament.Text
	// open: the verb takes any boolean --NAME too (args.open): the game of
	// a calculator, or the answer to a question of the rules.
	open bool
	// after places a game's verb in the overview of `taikai help`: right
	// after the verb named (shared verbs keep helpOrder's order).
	after string
	// text are valued flags the verb reads as typed though another verb
	// reads a number by that name (section's --tables FROM-TO).
	text []string
	// event: the verb acts on the event file as a whole (or on no file),
	// never on one competition, so it takes no --section.
	event bool
	// game is the game kind whose file registered the verb ("" for the
	// shared verbs); the verbs placed after the same one are listed by game.
	game tournament.GameKind
}

// verbs are the verbs of the command line by name.
var verbs = map[string]verb{}

// registration is the order the verbs were registered in.
var registration []string

// registerVerb adds verb name (from the init of the file that runs it). A
// name registered twice is a programming error.
func registerVerb(name string, v verb) {
	if _, dup := verbs[name]; dup {
		panic(fmt.Sprintf("cli: verb %q registered twice", name))
	}
	verbs[name] = v
	registration = append(registration, name)
}

// registerGameVerbs adds the verbs of game kind g, in the order given.
func registerGameVerbs(g tournament.GameKind, vs ...namedVerb) {
	for _, nv := range vs {
		nv.verb.game = g
		registerVerb(nv.name, nv.verb)
	}
}

// registerPlayerFields adds a game's own participant fields as valued
// flags of players add|edit (from the init of the game's file), which
// formFromFlags reads and the section's game checks.
func registerPlayerFields(fs ...tournament.Field) {
	v := verbs["players"]
	for _, f := range fs {
		v.valued = append(v.valued, fieldFlag(f))
	}
	verbs["players"] = v
}

// fieldFlag is the flag of participant field f: its key with _ as -
// (--egd-pin for egd_pin).
func fieldFlag(f tournament.Field) string { return strings.ReplaceAll(string(f), "_", "-") }

// namedVerb is a verb with its name, for registerGameVerbs.
type namedVerb struct {
	name string
	verb verb
}

// topic is a text `taikai help NAME` prints for any of its names: a game's
// help (yonin, pairs) or a shared one (disputes, penalty). A topic is found
// before a verb of the same name.
type topic struct {
	names []string
	text  tournament.Text
	// write, when set, prints the topic instead of text (the results
	// grammar, which depends on the file named after it).
	write func(e *env, rest []string) error
}

var topics []topic

// registerTopic adds a help topic (from the init of its file).
func registerTopic(t topic) {
	for _, n := range t.names {
		if _, ok := topicNamed(n); ok {
			panic(fmt.Sprintf("cli: help topic %q registered twice", n))
		}
	}
	topics = append(topics, t)
}

// topicNamed is the topic `taikai help name` prints.
func topicNamed(name string) (topic, bool) {
	for _, t := range topics {
		if slices.Contains(t.names, name) {
			return t, true
		}
	}
	return topic{}, false
}
