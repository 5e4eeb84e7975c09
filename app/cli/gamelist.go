package cli

import (
	"strings"

	"taikai/tournament"
)

// gamesMark stands, in a usage line or a help text, for the games this
// Taikai runs (othello|go|pairgo|yonin|shogi): the verbs register before
// main registers the games, so the list is filled in when it is shown, and
// a new game appears in every usage line without editing it.
const gamesMark = "{games}"

// gameChoices are the registered games' kinds as a usage line lists them.
func gameChoices() string {
	kinds := tournament.GameKinds()
	out := make([]string, len(kinds))
	for i, k := range kinds {
		out[i] = string(k)
	}
	return strings.Join(out, "|")
}

// handicapsMark stands, in the handicap calculator's usage, for the
// calculators the games registered (registerHandicapForm).
const handicapsMark = "{handicaps}"

// handicapForms are the games' forms of `taikai handicap`: what follows
// --GAME ("RANK RANK"), registered from each game's own file.
var handicapForms = map[tournament.GameKind]string{}

// registerHandicapForm is called from a game's file when its discipline has
// a handicap calculator: args is what `taikai handicap --GAME` takes.
func registerHandicapForm(g tournament.GameKind, args string) { handicapForms[g] = args }

// handicapChoices are the registered calculators' forms, in menu order:
// --go RANK RANK | --pairgo "R1,R2" "R3,R4".
func handicapChoices() string {
	var out []string
	for _, k := range tournament.GameKinds() {
		if f, ok := handicapForms[k]; ok {
			out = append(out, "--"+string(k)+" "+f)
		}
	}
	return strings.Join(out, " | ")
}

// withGames fills in the games wherever s names them with gamesMark (and
// the handicap calculators with handicapsMark).
func withGames(s string) string {
	if !strings.Contains(s, "{") {
		return s
	}
	return strings.NewReplacer(gamesMark, gameChoices(), handicapsMark, handicapChoices(),
		formatsMark, formatLines(tournament.English), formatsMarkJa, formatLines(tournament.Japanese)).Replace(s)
}

// gameNames are the registered games' names in language l, in menu order:
// "Othello, Go, … and Shogi"; "オセロ・囲碁・…・将棋".
func gameNames(l tournament.Lang) string {
	var names []string
	for _, k := range tournament.GameKinds() {
		names = append(names, k.Name().In(l))
	}
	if l == tournament.Japanese {
		return strings.Join(names, "・")
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// sides are the names of the sides of game g in the person's language:
// Black and White (黒, 白), or the game's own (先手, 後手).
func (e *env) sides(g tournament.GameKind) (first, second string) {
	f, s := tournament.SideNames(g)
	return e.text(f), e.text(s)
}

// sidesOf is sides of the game of section s ("" when its event cannot be
// read: the default names).
func (e *env) sidesOf(s *tournament.Service) (first, second string) {
	return e.sides(eventOf(s).Game)
}
