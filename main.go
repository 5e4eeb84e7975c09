// Command taikai runs a board-game tournament: `taikai` opens the GUI,
// `taikai <verb>` runs the command line (see `taikai help`).
package main

import (
	"fmt"
	"os"
	"runtime/debug"

	_ "taikai/app/envfix" // first: tidies the locale before Fyne reads it

	"taikai/app/cli"
	"taikai/app/ui"
	"taikai/storage"
	"taikai/tournament/formats"
	"taikai/tournament/games"
)

func main() {
	// The games and the formats this Taikai runs: each registers once,
	// here.
	games.Register()
	formats.Register()
	// The event files on this machine's disk: main opens them (through
	// these) and hands them down; the window and the verbs open nothing.
	files := storage.Files{}
	args := os.Args[1:]
	if !(len(args) == 0 || len(args) == 2 && args[0] == "open") {
		useParentConsole() // the command line on Windows (console_windows.go); the GUI keeps none
	}
	switch {
	case len(args) == 0:
		os.Exit(ui.Run(files, ""))
	case args[0] == "open":
		if len(args) != 2 {
			fmt.Fprintln(os.Stderr, "taikai: usage: taikai open FILE")
			os.Exit(cli.ExitUsage)
		}
		os.Exit(ui.Run(files, args[1]))
	default:
		// A command runs for milliseconds and keeps a few MB: collecting
		// them at every doubling of the heap cost a quarter of its CPU
		// (issue 23). serve stays with the default, as the GUI does.
		// And its heap is given 2 MB pages on Linux when it opens an
		// event (heap.go).
		if args[0] != "serve" {
			if os.Getenv("GOGC") == "" {
				debug.SetGCPercent(200)
			}
			os.Exit(cli.Run(&shortFiles{EventFiles: files}, args, os.Stdout, os.Stderr))
		}
		os.Exit(cli.Run(files, args, os.Stdout, os.Stderr))
	}
}
