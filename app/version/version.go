// Package version says which Taikai this is. The build stamps the version
// in with the linker (scripts/dist.sh and `make build`, from FyneApp.toml's
// Version and git's distance from the commit that set it):
//
//	go build -ldflags "-X taikai/app/version.Version=$(scripts/version.sh)"
//
// A plain `go build` says "dev". The CLI's `taikai version`, the About
// dialog, exported events and the Windows version resource all show it.
package version

import (
	"fmt"
	"runtime"
)

// Version is the version the build stamped in, or "dev".
var Version = "dev"

// String is the one line `taikai version` prints: the version, the Go
// release that built it and the platform, e.g.
// "taikai v0.2.0-3-g1a2b3c4 (go1.26.8, windows/amd64)".
func String() string { return fmt.Sprintf("taikai %s (%s)", Version, Build()) }

// Build names the Go release that built this program and its platform,
// e.g. "go1.26.8, windows/amd64".
func Build() string {
	return fmt.Sprintf("%s, %s/%s", runtime.Version(), runtime.GOOS, runtime.GOARCH)
}
