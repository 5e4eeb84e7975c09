#!/bin/sh
# release-check.sh VERSION: may `make dist` build a release named VERSION
# from this checkout? (scripts/dist.sh runs it first.)
#
# A release is built only from a clean tree (no change, no untracked file:
# what is built is exactly the tagged commit) at a semantic version tag
# (v0.4.0, v1.2.3-rc.1), and VERSION must be that tag: the zip, the About
# dialog, `taikai version` and every audit entry then name a version anybody
# can check out again. DEV=1 builds a development build from any state,
# named by git describe (v0.4.0-3-g1a2b3c4-dirty), and says so.
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
	say "refusing to build a release outside a git checkout: a release is built from a tagged commit."
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
tag=$(git describe --tags --exact-match --match 'v[0-9]*' HEAD 2>/dev/null || true)
if [ -z "$tag" ]; then
	say "refusing to build a release from an untagged commit ($(git describe --tags --always --match 'v[0-9]*' 2>/dev/null || git rev-parse --short HEAD))."
	say "Tag the release first (git tag -a v0.4.0 -m 'Taikai v0.4.0'; see README, Versions and releases),"
	say "or build a development build with: make dist DEV=1"
	exit 1
fi
if ! printf '%s\n' "$tag" | grep -Eq '^v(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?$'; then
	say "refusing to build a release: the tag $tag is not a semantic version (vMAJOR.MINOR.PATCH, e.g. v0.4.0)."
	say "Tag the commit with one, or build a development build with: make dist DEV=1"
	exit 1
fi
if [ "$version" != "$tag" ]; then
	say "refusing to build a release named $version: the commit is tagged $tag."
	say "Leave VERSION unset (make dist takes the tag), or build a development build with: make dist DEV=1"
	exit 1
fi
# FyneApp.toml's Version (fyne package, the .exe's numbers of a development
# build) is the release's: bumped in the commit that is tagged.
if [ -f FyneApp.toml ]; then
	app=$(sed -n 's/^[[:space:]]*Version[[:space:]]*=[[:space:]]*"\([^"]*\)".*$/\1/p' FyneApp.toml | head -1)
	want=$(printf '%s\n' "$tag" | sed 's/^v//; s/-.*$//')
	if [ "$app" != "$want" ]; then
		say "refusing to build release $tag: FyneApp.toml says Version = \"$app\", not \"$want\"."
		say "Set it in the commit to be tagged, or build a development build with: make dist DEV=1"
		exit 1
	fi
fi
say "release $tag from a clean tree at its tag."
