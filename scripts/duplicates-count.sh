#!/bin/sh
# duplicates-count.sh [REV...]: the `duplicates` pairs (the tool library's
# command) of each revision's tree (default HEAD), twice: as the tool reads
# it, and with every Go import block written as one `import "x"` line a
# package, which the tool passes over as it passes over single import
# lines. The tool reads the quoted lines inside `import ( … )` as code, so
# two test files importing the same six packages are a pair: the second
# count is the pairs of code alone (issue 39's "duplicates pairs halved").
set -eu
cd "$(dirname "$0")/.."
command -v duplicates >/dev/null || { echo "duplicates-count.sh: the duplicates command is not on PATH" >&2; exit 1; }
[ $# -gt 0 ] || set -- HEAD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for rev in "$@"; do
	dir="$tmp/$rev"
	mkdir -p "$dir"
	git archive "$rev" | tar -x -C "$dir"
	count() { (cd "$dir" && git init -q . && git add -A && git -c user.name=x -c user.email=x@x commit -qm x && duplicates --seconds 300 --most 1 | head -1 | cut -d' ' -f1); }
	as_is=$(count)
	rm -rf "$dir/.git"
	find "$dir" -name '*.go' | while read -r f; do
		awk '/^import \($/ {inb=1; next} inb && /^\)$/ {inb=0; next}
			inb { if ($0 ~ /^[ \t]*$/ || $0 ~ /^[ \t]*\/\//) next; sub(/^[ \t]+/, ""); print "import " $0; next } {print}' "$f" >"$f.tmp" && mv "$f.tmp" "$f"
	done
	code=$(count)
	printf '%s (%s): %s pairs as the tool reads them, %s with import blocks as lines\n' \
		"$rev" "$(git log -1 --format=%h "$rev")" "$as_is" "$code"
done
