#!/bin/sh
# load-web.sh [SECONDS]: the load tests of the venue pages, on loopback
# against an event file.
#  - issue 18: 300 phones polling the current pages every 5 s and 40
#    reports over the run (default 60 s) while the arbiter records results;
#    the p50/p99 of pages and reports, and how many reports were stored
#    exactly once.
#  - issue 24: phones on live updates (TAIKAI_LOAD_PHONES, default 300 and
#    1000) fetching their page at each change, the arbiter recording a
#    result every 2 s (default 30 s), side by side with plain net/http
#    serving the same bytes in the same run: the p50/p99 of both.
# LOAD_BASE=REV also runs the issue 24 measure on revision REV (with this
# tree's test file), for a before/after in one run.
set -eu
cd "$(dirname "$0")/.."
out=$(mktemp)
base=""
trap 'rm -f "$out"; [ -z "$base" ] || rm -rf "$base"' EXIT
secs=${1:-}
TAIKAI_LOAD=1 TAIKAI_LOAD_SECONDS=${secs:-60} TAIKAI_LOAD_OUT=$out \
	go test ./app/web/ -run 'TestLoad_300Phones' -count=1 -timeout 10m
TAIKAI_LOAD=1 TAIKAI_LOAD_SECONDS=${secs:-30} TAIKAI_LOAD_OUT=$out \
	go test ./app/web/ -run 'TestLoad_Issue24' -count=1 -timeout 20m
if [ -n "${LOAD_BASE:-}" ]; then
	base=$(mktemp -d)
	git archive "$LOAD_BASE" | tar -x -C "$base"
	cp app/web/load_live_test.go "$base/app/web/"
	echo "before ($LOAD_BASE):" >>"$out"
	(cd "$base" && TAIKAI_LOAD=1 TAIKAI_LOAD_SECONDS=${secs:-30} TAIKAI_LOAD_OUT=$out \
		go test ./app/web/ -run 'TestLoad_Issue24' -count=1 -timeout 20m)
fi
cat "$out"
