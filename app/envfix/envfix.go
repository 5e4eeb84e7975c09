// Package envfix makes the locale environment readable by Fyne before Fyne
// reads it. Fyne's lang package parses the locale in its init; a "C.UTF-8"
// locale (the default of Debian containers and CI machines) is not a
// language tag there and floods stderr with errors, even for CLI commands.
// Imported blank by main, this package runs its init first: it imports only
// syscall, and Go initialises packages in import-path order among those
// ready, while Fyne's lang waits for text/template, which sorts after
// "taikai/…".
package envfix

import "syscall"

func init() {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v, ok := syscall.Getenv(k)
		if !ok || v == "" {
			continue
		}
		if len(v) > 2 && (v[:2] == "C." || (len(v) > 6 && v[:6] == "POSIX.")) {
			syscall.Setenv(k, "C") // same meaning for messages: no language
		}
		return
	}
}
