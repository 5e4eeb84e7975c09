package cli

import (
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"

	"taikai/app/version"
)

func TestVersion_PrintsTheStampedVersionGoReleaseAndPlatform(t *testing.T) {
	defer func(v string) { version.Version = v }(version.Version)
	version.Version = "v1.2.3-4-gabcdef0-dirty" // as -ldflags -X sets it from git describe
	want := "taikai v1.2.3-4-gabcdef0-dirty (" + runtime.Version() + ", " + runtime.GOOS + "/" + runtime.GOARCH + ")\n"
	for _, args := range [][]string{{"version"}, {"--version"}} {
		code, out, errs := run(t, args...)
		assert.Equal(t, ExitOK, code, args)
		assert.Equal(t, want, out, args)
		assert.Empty(t, errs, args)
	}
}

func TestVersion_UnstampedBuildSaysDev(t *testing.T) {
	code, out, _ := run(t, "version")
	assert.Equal(t, ExitOK, code)
	assert.Regexp(t, `^taikai dev \(go[^,]+, [a-z0-9]+/[a-z0-9]+\)\n$`, out)
}

func TestVersion_TakesNoArguments(t *testing.T) {
	runFails(t, ExitUsage, "usage: taikai version", "version", "extra")
}

func TestHelp_ListsVersion(t *testing.T) {
	_, out, _ := run(t, "help")
	assert.Contains(t, out, "taikai version\n")
}
