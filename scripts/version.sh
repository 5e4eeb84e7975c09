#!/bin/sh
# version.sh: the version stamped into taikai (`taikai version`, the About
# dialog, the audit log, the names of the zip and the tarball), from the
# committed files: FyneApp.toml's Version, which the changelog's newest entry
# names too (release_check_test.go checks they agree). Git only adds how far
# the checkout is past the commit that set that Version: exactly "v0.4.0" at
# that commit, "v0.4.0-3-g1a2b3c4" three commits later, "…-dirty" with
# uncommitted changes. Tags are not needed: they do not travel with the
# repository. Without FyneApp.toml: git describe against the v* tags, or
# "dev" outside a git checkout. Run from the top of the checkout.
set -eu
base=$(sed -n 's/^[[:space:]]*Version[[:space:]]*=[[:space:]]*"\([^"]*\)".*$/\1/p' FyneApp.toml 2>/dev/null | head -1 || true)
if [ -z "$base" ]; then
	git describe --tags --always --dirty --match 'v[0-9]*' 2>/dev/null || echo dev
	exit 0
fi
v="v$base"
if git rev-parse --verify -q HEAD >/dev/null 2>&1; then
	# The newest commit that wrote this Version line.
	set_at=$(git log -1 --format=%H -G "^[[:space:]]*Version[[:space:]]*=[[:space:]]*\"$base\"" -- FyneApp.toml 2>/dev/null || true)
	if [ -n "$set_at" ]; then
		n=$(git rev-list --count "$set_at..HEAD")
	else
		n=$(git rev-list --count HEAD) # not committed yet: past every commit
	fi
	[ "$n" -eq 0 ] || v="$v-$n-g$(git rev-parse --short HEAD)"
	git diff --quiet HEAD -- 2>/dev/null || v="$v-dirty"
fi
echo "$v"
