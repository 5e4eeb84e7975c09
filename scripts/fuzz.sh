#!/bin/sh
# Runs every fuzz target of the repository (go test -list 'Fuzz.*'), one
# after another, each for FUZZTIME (default 60s): `make fuzz`, and with
# FUZZTIME=10s in `make test`. An optional argument is an extended regular
# expression of the targets to run (scripts/fuzz.sh 'FuzzRun|FuzzOpen').
#
# A target that finds a crash writes the input to its package's
# testdata/fuzz/NAME/ (go test then runs it as a regression test); the
# script goes on with the other targets and fails at the end, naming the
# ones that crashed. The corpus each target grows stays in
# $(go env GOCACHE)/fuzz/taikai/.
set -eu
cd "$(dirname "$0")/.."
GO=${GO:-go}
FUZZTIME=${FUZZTIME:-60s}
only=${1:-.}

# The targets write event files, with fsync, at every iteration: on a RAM
# disk when there is one, unless TMPDIR says where.
work=$(mktemp -d)
if [ -z "${TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ]; then
	rmdir "$work"
	work=$(mktemp -d /dev/shm/taikai-fuzz.XXXXXX)
	TMPDIR=$work
	export TMPDIR
fi
trap 'rm -rf "$work"' EXIT INT TERM

start=$(date +%s)
# One line per package with fuzz targets: the package, then its targets
# (go test prints the list of each package before its "ok" line).
$GO test -list 'Fuzz.*' ./... |
	awk '/^Fuzz/ { names = names " " $1; next } /^ok/ { if (names != "") print $2 names; names = "" }' >"$work/targets"
count=0
: >"$work/failed"
: >"$work/flaked"
while read -r pkg targets; do
	dir=$($GO list -f '{{.Dir}}' "$pkg")
	for name in $targets; do
		echo "$name" | grep -Eq -- "$only" || continue
		count=$((count + 1))
		echo "== $pkg $name ($FUZZTIME)"
		before=$(ls "$dir/testdata/fuzz/$name" 2>/dev/null | wc -l)
		# -fuzzminimizetime: a new input is shrunk for 5 s at most (the
		# default, 60 s, can take a short run's whole time).
		{
			status=0
			$GO test -run XXX -fuzz "^$name\$" -fuzztime "$FUZZTIME" -fuzzminimizetime 5s "$pkg" </dev/null 2>&1 || status=$?
			echo "$status" >"$work/status"
		} | tee "$work/out"
		[ "$(cat "$work/status")" -eq 0 ] && continue
		after=$(ls "$dir/testdata/fuzz/$name" 2>/dev/null | wc -l)
		if [ "$after" -eq "$before" ] && grep -q '^    context deadline exceeded$' "$work/out"; then
			# Go's fuzzing coordinator can fail a run at the -fuzztime
			# deadline with no input at fault (go.dev/issue/75804, fixed
			# in Go 1.27): told, not counted as a crash.
			echo "$pkg $name" >>"$work/flaked"
		else
			echo "$pkg $name" >>"$work/failed"
		fi
	done
done <"$work/targets"
echo "fuzz: $count targets for $FUZZTIME each in $(($(date +%s) - start)) s"
if [ -s "$work/flaked" ]; then
	echo "fuzz: stopped by Go's deadline race (go.dev/issue/75804), no input at fault:"
	sed 's/^/  /' "$work/flaked"
fi
if [ -s "$work/failed" ]; then
	echo "fuzz: crashes found by (inputs under testdata/fuzz/ of their packages):"
	sed 's/^/  /' "$work/failed"
	exit 1
fi
