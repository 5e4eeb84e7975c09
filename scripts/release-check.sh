#!/bin/sh
# release-check.sh VERSION: may `make dist` build a release named VERSION
# from this checkout? (scripts/dist.sh runs it first.)
#
# A release is built only from a clean tree (no change, no untracked file:
# what is built is exactly a commit) at the commit that set FyneApp.toml's
# Version (semantic, 0.4.0), whose entry heads CHANGELOG.md, and VERSION
# must be that version (v0.4.0): the zip, the About dialog, `taikai
# version` and every audit entry then name a version anybody can find in
# the history again, without tags (they do not travel with the
# repository). DEV=1 builds a development build from any state, named by
# scripts/version.sh (v0.4.0-3-g1a2b3c4-dirty), and says so.
#
# Prints what it decided on stderr; exits 0 to build, 1 to refuse.
set -eu
version=${1:-}
say() { printf 'dist: %s\n' "$*" >&2; }
if [ "${DEV:-}" = 1 ]; then
	say "development build $version (DEV=1): not a release; do not hand it out as one."
	exit 0
fi
if ! git rev-parse --git-dir >/dev/null 2>&1; then
	say "refusing to build a release outside a git checkout: a release is built from a commit."
	say "Build a development build with: make dist DEV=1"
	exit 1
fi
changes=$(git status --porcelain --untracked-files=normal)
if [ -n "$changes" ]; then
	say "refusing to build a release from a tree with uncommitted changes:"
	printf '%s\n' "$changes" | head -10 | sed 's/^/dist:     /' >&2
	say "Commit or remove them (git status), or build a development build with: make dist DEV=1"
	exit 1
fi
# The release is FyneApp.toml's Version, at the commit that set it
# (scripts/version.sh prints exactly vX.Y.Z there), named in the
# changelog's newest entry.
app=$(sed -n 's/^[[:space:]]*Version[[:space:]]*=[[:space:]]*"\([^"]*\)".*$/\1/p' FyneApp.toml 2>/dev/null | head -1 || true)
if [ -z "$app" ]; then
	say "refusing to build a release: FyneApp.toml names no Version (the release's version is set there)."
	say "Set it, or build a development build with: make dist DEV=1"
	exit 1
fi
tag=v$app
if ! printf '%s\n' "$tag" | grep -Eq '^v(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$'; then
	say "refusing to build a release: FyneApp.toml's Version = \"$app\" is not a semantic version (MAJOR.MINOR.PATCH, e.g. 0.4.0)."
	say "Set one, or build a development build with: make dist DEV=1"
	exit 1
fi
now=$(sh "$(dirname "$0")/version.sh")
if [ "$now" != "$tag" ]; then
	say "refusing to build release $tag from a commit past the one that set it ($now)."
	say "Set the next version in FyneApp.toml and CHANGELOG.md and commit (README, Versions and releases),"
	say "or build a development build with: make dist DEV=1"
	exit 1
fi
if [ "$version" != "$tag" ]; then
	say "refusing to build a release named $version: FyneApp.toml says $tag."
	say "Leave VERSION unset (make dist takes it), or build a development build with: make dist DEV=1"
	exit 1
fi
if [ -f CHANGELOG.md ]; then
	newest=$(sed -n 's/^## \(v[0-9][^ ]*\).*$/\1/p' CHANGELOG.md | head -1)
	if [ "$newest" != "$tag" ]; then
		say "refusing to build release $tag: the changelog's newest entry is ${newest:-none}, not $tag."
		say "Write its entry in CHANGELOG.md, or build a development build with: make dist DEV=1"
		exit 1
	fi
fi
say "release $tag from a clean tree at the commit that set it."
