package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// gitRepo is a throwaway git checkout for the release scripts, with one
// commit; git reads none of this machine's configuration.
type gitRepo struct {
	t   *testing.T
	dir string
}

func newGitRepo(t *testing.T) gitRepo {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	r := gitRepo{t: t, dir: t.TempDir()}
	r.git("init", "-q")
	r.write("main.go", "package main\n")
	r.git("add", ".")
	r.git("commit", "-q", "-m", "first")
	return r
}

func (r gitRepo) env() []string {
	return append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1",
		"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.org", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.org")
}

func (r gitRepo) git(args ...string) string {
	r.t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir, cmd.Env = r.dir, r.env()
	out, err := cmd.CombinedOutput()
	require.NoError(r.t, err, "git %v: %s", args, out)
	return strings.TrimSpace(string(out))
}

func (r gitRepo) write(name, text string) {
	r.t.Helper()
	require.NoError(r.t, os.WriteFile(filepath.Join(r.dir, name), []byte(text), 0o644))
}

// script runs scripts/NAME of this repository in the throwaway checkout.
func (r gitRepo) script(name string, env []string, args ...string) (ok bool, out string) {
	r.t.Helper()
	path, err := filepath.Abs(filepath.Join("scripts", name))
	require.NoError(r.t, err)
	cmd := exec.Command("sh", append([]string{path}, args...)...)
	cmd.Dir, cmd.Env = r.dir, append(r.env(), env...)
	b, err := cmd.CombinedOutput()
	if _, exit := err.(*exec.ExitError); err != nil && !exit {
		r.t.Fatal(err)
	}
	return err == nil, string(b)
}

// TestVersion_Issue31GitDescribeGivesTheTagOnATaggedCommit: the version
// stamped in (scripts/version.sh, which make build and make dist use) is
// the tag on the tagged commit, and says how far past it a later commit and
// a changed tree are; other tags than v* do not count.
func TestVersion_Issue31GitDescribeGivesTheTagOnATaggedCommit(t *testing.T) {
	r := newGitRepo(t)
	hash := r.git("rev-parse", "--short", "HEAD")
	_, out := r.script("version.sh", nil)
	assert.Equal(t, hash, strings.TrimSpace(out), "before the first tag: the commit")

	r.git("tag", "-a", "v0.4.0", "-m", "Taikai v0.4.0")
	_, out = r.script("version.sh", nil)
	assert.Equal(t, "v0.4.0", strings.TrimSpace(out))

	r.write("main.go", "package main // changed\n")
	_, out = r.script("version.sh", nil)
	assert.Equal(t, "v0.4.0-dirty", strings.TrimSpace(out))

	r.git("commit", "-q", "-am", "second")
	r.git("tag", "nightly") // not a version tag
	_, out = r.script("version.sh", nil)
	assert.Equal(t, "v0.4.0-1-g"+r.git("rev-parse", "--short", "HEAD"), strings.TrimSpace(out))
}

// TestReleaseCheck_Issue31NoReleaseFromADirtyTreeOrAnUntaggedCommit: make
// dist builds a release only from a clean tree at a semantic version tag
// named as that tag; DEV=1 builds a development build from anything, and
// every refusal says how to get one.
func TestReleaseCheck_Issue31NoReleaseFromADirtyTreeOrAnUntaggedCommit(t *testing.T) {
	cases := []struct {
		name    string
		setup   func(r gitRepo)
		version string
		dev     bool
		ok      bool
		says    string
	}{
		{"untagged commit", func(r gitRepo) {}, "", false, false, "refusing to build a release from an untagged commit"},
		{"tagged and clean", func(r gitRepo) { r.git("tag", "-a", "v0.4.0", "-m", "v0.4.0") }, "v0.4.0", false, true, "release v0.4.0 from a clean tree at its tag"},
		{"tagged, a file changed", func(r gitRepo) {
			r.git("tag", "-a", "v0.4.0", "-m", "v0.4.0")
			r.write("main.go", "package main // changed\n")
		}, "v0.4.0-dirty", false, false, "refusing to build a release from a tree with uncommitted changes"},
		{"tagged, a file not in git", func(r gitRepo) {
			r.git("tag", "-a", "v0.4.0", "-m", "v0.4.0")
			r.write("extra.go", "package main\n")
		}, "v0.4.0", false, false, "?? extra.go"},
		{"a commit after the tag", func(r gitRepo) {
			r.git("tag", "-a", "v0.4.0", "-m", "v0.4.0")
			r.write("main.go", "package main // changed\n")
			r.git("commit", "-q", "-am", "second")
		}, "", false, false, "untagged commit (v0.4.0-1-g"},
		{"a tag that is no version", func(r gitRepo) { r.git("tag", "-a", "release-1", "-m", "r") }, "", false, false, "untagged commit"},
		{"a tag that is no semantic version", func(r gitRepo) { r.git("tag", "-a", "v0.4", "-m", "v0.4") }, "v0.4", false, false, "the tag v0.4 is not a semantic version"},
		{"a pre-release tag", func(r gitRepo) { r.git("tag", "-a", "v0.5.0-rc.1", "-m", "rc") }, "v0.5.0-rc.1", false, true, "release v0.5.0-rc.1"},
		{"another name than the tag", func(r gitRepo) { r.git("tag", "-a", "v0.4.0", "-m", "v0.4.0") }, "v9.9.9", false, false, "refusing to build a release named v9.9.9: the commit is tagged v0.4.0"},
		{"FyneApp.toml not bumped", func(r gitRepo) {
			r.write("FyneApp.toml", "[Details]\n  Name = \"Taikai\"\n  Version = \"0.3.0\"\n")
			r.git("add", ".")
			r.git("commit", "-q", "-m", "app")
			r.git("tag", "-a", "v0.4.0", "-m", "v0.4.0")
		}, "v0.4.0", false, false, `FyneApp.toml says Version = "0.3.0", not "0.4.0"`},
		{"FyneApp.toml bumped", func(r gitRepo) {
			r.write("FyneApp.toml", "[Details]\n  Name = \"Taikai\"\n  Version = \"0.5.0\"\n")
			r.git("add", ".")
			r.git("commit", "-q", "-m", "app")
			r.git("tag", "-a", "v0.5.0-rc.1", "-m", "rc")
		}, "v0.5.0-rc.1", false, true, "release v0.5.0-rc.1"},
		{"DEV=1, untagged and changed", func(r gitRepo) { r.write("main.go", "package main // changed\n") }, "abc1234-dirty", true, true, "development build abc1234-dirty (DEV=1): not a release"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newGitRepo(t)
			c.setup(r)
			version := c.version
			if version == "" {
				_, out := r.script("version.sh", nil)
				version = strings.TrimSpace(out)
			}
			var env []string
			if c.dev {
				env = []string{"DEV=1"}
			}
			ok, out := r.script("release-check.sh", env, version)
			assert.Equal(t, c.ok, ok, out)
			assert.Contains(t, out, c.says)
			if !ok {
				assert.Contains(t, out, "make dist DEV=1", "a refusal says how to build a development build")
			}
		})
	}
}
