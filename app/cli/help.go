package cli

import (
	"fmt"
	"sort"
	"strings"

	"taikai/tournament"
)

// runHelp is `taikai help [VERB|TOPIC]`: the overview of every verb, one
// verb's line, or a topic, from what the files registered.
func runHelp(e *env, a args) error {
	w := e.out
	if len(a.pos) > 0 {
		if t, ok := topicNamed(a.pos[0]); ok {
			if t.write != nil {
				return t.write(e, a.pos[1:])
			}
			fmt.Fprint(w, e.text(t.text))
			return nil
		}
		v, ok := verbs[a.pos[0]]
		if !ok {
			return usage("no help for %q", "「%s」 のヘルプはありません。taikai help でコマンドの一覧を見てください", a.pos[0])
		}
		fmt.Fprintf(w, "taikai %s\n    %s\n", withGames(v.usage), e.say(v.summary, summaryOf(v)))
		if v.more.En != "" {
			fmt.Fprint(w, withGames(e.text(v.more)))
		}
		return nil
	}
	if e.lang == tournament.Japanese {
		fmt.Fprintf(w, helpIntroJa, gameNames(tournament.Japanese))
		for _, name := range overviewOrder() {
			fmt.Fprintf(w, "  taikai %s\n      %s\n", withGames(verbs[name].usage), summaryOf(verbs[name]))
		}
		fmt.Fprint(w, helpOutroJa)
		return nil
	}
	fmt.Fprintf(w, `Taikai (大会) — tournament software for %s arbiters.

usage:
  taikai                     open the GUI (start screen)
  taikai open FILE           open the GUI on FILE
`, gameNames(tournament.English))
	for _, name := range overviewOrder() {
		fmt.Fprintf(w, "  taikai %s\n", withGames(verbs[name].usage))
	}
	fmt.Fprint(w, `
Every verb takes --arbiter NAME (or TAIKAI_ARBITER) for the audit log.
A verb that acts on one competition takes --section KEY (the section's key or name): the
event's only section by default; with several sections it is refused with their list
(see taikai help section).
Exit status: 0 done, 1 refused (nothing changed; the reason is on stderr), 2 usage.
Messages are English unless LANG starts with ja.
`)
	return nil
}

// summaryOf is the verb's line in Japanese, or its English one when it
// has none yet.
func summaryOf(v verb) string {
	if v.summaryJa != "" {
		return v.summaryJa
	}
	return v.summary
}

// helpOrder is the order of the shared verbs in the overview: an event's
// life, then the files, then the calculators. A game's verb is listed after
// the verb it names (verb.after); a verb placed nowhere (one added later)
// is listed after them, by name: the overview names every verb.
var helpOrder = []string{"new", "section", "settings", "demo", "players", "teams", "never-pair", "pair", "pairings", "swap", "unpair", "result", "card",
	"standings", "bracket", "dispute", "rule", "disputes", "penalty", "penalties",
	"print", "serve", "clock", "reports", "accept", "log", "snapshots", "restore", "export",
	"import-event", "handicap", "version", "help"}

func overviewOrder() []string {
	var out []string
	listed := map[string]bool{}
	var add func(name string)
	add = func(name string) {
		if _, ok := verbs[name]; !ok || listed[name] {
			return
		}
		out = append(out, name)
		listed[name] = true
		for _, next := range placedAfter(name) {
			add(next)
		}
	}
	for _, name := range helpOrder {
		add(name)
	}
	var rest []string
	for name := range verbs {
		if !listed[name] {
			rest = append(rest, name)
		}
	}
	sort.Strings(rest)
	return append(out, rest...)
}

// placedAfter are the verbs registered to follow verb name in the
// overview, by game, each game's in the order it registered them.
func placedAfter(name string) []string {
	var out []string
	for _, n := range registration {
		if verbs[n].after == name {
			out = append(out, n)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		return strings.Compare(string(verbs[out[i]].game), string(verbs[out[j]].game)) < 0
	})
	return out
}
