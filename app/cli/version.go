package cli

import (
	"fmt"

	"taikai/app/version"
)

// runVersion prints the version line (CLI.md: the version from git
// describe, the Go release, the platform). The Windows version resource
// carries the same version (scripts/dist.sh).
func runVersion(e *env, a args) error {
	if err := a.want(0, 0, verbs["version"].usage); err != nil {
		return err
	}
	_, err := fmt.Fprintln(e.out, version.String())
	return err
}
