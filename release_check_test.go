package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
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

// app writes FyneApp.toml with version v and CHANGELOG.md with its entry
// (changelog: the entry's version) and commits them.
func (r gitRepo) app(v, changelog string) {
	r.t.Helper()
	r.write("FyneApp.toml", "[Details]\n  Name = \"Taikai\"\n  Version = \""+v+"\"\n  Build = 1\n")
	r.write("CHANGELOG.md", "# Changelog\n\n## "+changelog+" — 2026-12-05\n\n- a change\n")
	r.git("add", ".")
	r.git("commit", "-q", "-m", "Taikai "+v)
}

// TestVersion_Issue38FromTheCommittedFilesWithoutTags: the version stamped
// in (scripts/version.sh, which make build and make dist use) is
// FyneApp.toml's, exactly at the commit that set it, with the distance
// from it after; tags play no part (they do not travel with the
// repository); without FyneApp.toml it is git describe as before.
func TestVersion_Issue38FromTheCommittedFilesWithoutTags(t *testing.T) {
	r := newGitRepo(t)
	hash := r.git("rev-parse", "--short", "HEAD")
	_, out := r.script("version.sh", nil)
	assert.Equal(t, hash, strings.TrimSpace(out), "no FyneApp.toml, no tag: the commit")

	r.app("0.4.0", "v0.4.0")
	_, out = r.script("version.sh", nil)
	assert.Equal(t, "v0.4.0", strings.TrimSpace(out), "the commit that set the version, no tag")

	r.write("main.go", "package main // changed\n")
	_, out = r.script("version.sh", nil)
	assert.Equal(t, "v0.4.0-dirty", strings.TrimSpace(out))

	r.git("commit", "-q", "-am", "second")
	r.git("tag", "v9.9.9") // a stray tag changes nothing
	r.write("FyneApp.toml", "[Details]\n  Name = \"Taikai\"\n  Version = \"0.4.0\"\n  Build = 2\n")
	r.git("commit", "-q", "-am", "build number")
	_, out = r.script("version.sh", nil)
	assert.Equal(t, "v0.4.0-2-g"+r.git("rev-parse", "--short", "HEAD"), strings.TrimSpace(out), "two commits past the one that set 0.4.0")

	r.app("0.5.0", "v0.5.0")
	_, out = r.script("version.sh", nil)
	assert.Equal(t, "v0.5.0", strings.TrimSpace(out))
}

// TestVersion_Issue38TheChangelogNamesThisCheckoutsVersion: this
// repository's FyneApp.toml and the changelog's newest entry name the same
// version, so that a landed checkout says which release it follows.
func TestVersion_Issue38TheChangelogNamesThisCheckoutsVersion(t *testing.T) {
	app, err := os.ReadFile("FyneApp.toml")
	require.NoError(t, err)
	log, err := os.ReadFile("CHANGELOG.md")
	require.NoError(t, err)
	v := regexp.MustCompile(`(?m)^\s*Version\s*=\s*"([^"]+)"`).FindSubmatch(app)
	require.NotNil(t, v)
	newest := regexp.MustCompile(`(?m)^## (v[0-9][^ ]*)`).FindSubmatch(log)
	require.NotNil(t, newest)
	assert.Equal(t, "v"+string(v[1]), string(newest[1]))
}

// TestReleaseCheck_Issue38NoReleaseFromADirtyTreeOrPastTheVersionsCommit:
// make dist builds a release only from a clean tree at the commit that set
// FyneApp.toml's Version, named so and heading the changelog; DEV=1 builds
// a development build from anything, and every refusal says how to get one.
func TestReleaseCheck_Issue38NoReleaseFromADirtyTreeOrPastTheVersionsCommit(t *testing.T) {
	cases := []struct {
		name    string
		setup   func(r gitRepo)
		version string
		dev     bool
		ok      bool
		says    string
	}{
		{"no FyneApp.toml", func(r gitRepo) {}, "", false, false, "FyneApp.toml names no Version"},
		{"set and clean", func(r gitRepo) { r.app("0.4.0", "v0.4.0") }, "", false, true, "release v0.4.0 from a clean tree at the commit that set it"},
		{"a file changed", func(r gitRepo) {
			r.app("0.4.0", "v0.4.0")
			r.write("main.go", "package main // changed\n")
		}, "", false, false, "refusing to build a release from a tree with uncommitted changes"},
		{"a file not in git", func(r gitRepo) {
			r.app("0.4.0", "v0.4.0")
			r.write("extra.go", "package main\n")
		}, "v0.4.0", false, false, "?? extra.go"},
		{"a commit after the version's", func(r gitRepo) {
			r.app("0.4.0", "v0.4.0")
			r.write("main.go", "package main // changed\n")
			r.git("commit", "-q", "-am", "second")
		}, "", false, false, "refusing to build release v0.4.0 from a commit past the one that set it (v0.4.0-1-g"},
		{"a tag changes nothing", func(r gitRepo) {
			r.app("0.4.0", "v0.4.0")
			r.write("main.go", "package main // changed\n")
			r.git("commit", "-q", "-am", "second")
			r.git("tag", "-a", "v0.4.0", "-m", "v0.4.0")
		}, "v0.4.0", false, false, "from a commit past the one that set it"},
		{"not a semantic version", func(r gitRepo) { r.app("0.4", "v0.4") }, "v0.4", false, false, `Version = "0.4" is not a semantic version`},
		{"another name", func(r gitRepo) { r.app("0.4.0", "v0.4.0") }, "v9.9.9", false, false, "refusing to build a release named v9.9.9: FyneApp.toml says v0.4.0"},
		{"the changelog behind", func(r gitRepo) { r.app("0.5.0", "v0.4.0") }, "", false, false, "the changelog's newest entry is v0.4.0, not v0.5.0"},
		{"DEV=1, changed", func(r gitRepo) { r.write("main.go", "package main // changed\n") }, "abc1234-dirty", true, true, "development build abc1234-dirty (DEV=1): not a release"},
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
