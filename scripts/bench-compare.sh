#!/bin/sh
# bench-compare.sh [REV] [RUNS]: whole-process timings of this tree's taikai
# beside REV's (default: the previous release, the commit that wrote the
# newest version heading of CHANGELOG.md), each on an event it made itself
# by the same history (an Othello demo of 1,024 players, 5 rounds played and the 6th paired),
# run alternately RUNS times (default 7) and reported as medians in ms.
# Every command but version runs on a fresh copy of the event file, as a
# file copied to another laptop or restored from a USB stick is opened.
# Issue 40: the open check, version's start-up, an export, a result.
set -eu
cd "$(dirname "$0")/.."
rev=${1:-$(git log --format=%h -S"$(grep -m1 '^## v' CHANGELOG.md)" -- CHANGELOG.md | tail -1)}
runs=${2:-7}
tmp=$(mktemp -d)
trap 'git worktree remove --force "$tmp/old" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
git worktree add --detach "$tmp/old" "$rev" >/dev/null 2>&1
(cd "$tmp/old" && go build -o "$tmp/taikai-old" .)
go build -o "$tmp/taikai-new" .
for v in old new; do
	"$tmp/taikai-$v" demo "$tmp/$v.taikai" --game othello --players 1024 --rounds 5 >/dev/null
	"$tmp/taikai-$v" pair "$tmp/$v.taikai" >/dev/null
done
echo "old: $rev ($(git log -1 --format=%cd --date=short "$rev")), new: this tree; median of $runs runs, ms"

# ms CMD...: the wall-clock time of CMD in milliseconds.
ms() {
	start=$(date +%s%N)
	"$@" >/dev/null 2>&1 || true
	echo $(( ($(date +%s%N) - start) / 1000000 ))
}

# median: the median of the numbers on standard input.
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

bench() {
	name=$1
	shift
	for v in old new; do : >"$tmp/$name.$v"; done
	for i in $(seq 1 "$runs"); do
		for v in old new; do
			cp "$tmp/$v.taikai" "$tmp/copy.taikai"
			rm -rf "$tmp/copy.taikai-snapshots" "$tmp/out.xlsx"
			cmd=$(echo "$*" | sed "s#BIN#$tmp/taikai-$v#; s#FILE#$tmp/copy.taikai#; s#OUT#$tmp/out.xlsx#")
			# shellcheck disable=SC2086
			ms $cmd >>"$tmp/$name.$v"
		done
	done
	old=$(median <"$tmp/$name.old")
	new=$(median <"$tmp/$name.new")
	printf '%-28s %6s %6s\n' "$name" "$old" "$new"
}

printf '%-28s %6s %6s\n' command old new
bench version BIN version
bench "standings (open check)" BIN standings FILE
bench "result (a change)" BIN result FILE 6 1 40-24
bench "export --format xlsx" BIN export FILE --format xlsx --out OUT
bench "pairings --round 6" BIN pairings FILE --round 6
